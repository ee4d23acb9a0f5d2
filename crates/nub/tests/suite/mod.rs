mod agent;
mod architecture;
mod mcp;
mod print_mode;
mod providers;
mod replay;
mod sessions;
mod skills;
