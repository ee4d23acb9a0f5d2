mod agent;
mod architecture;
mod print_mode;
mod replay;
mod sessions;
