mod agent;
mod architecture;
mod map;
mod mcp;
mod print_mode;
mod providers;
mod replay;
mod runtime;
mod sessions;
mod skills;
#[cfg(feature = "tui")]
mod tui;
