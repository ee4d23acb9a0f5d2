mod agent;
mod architecture;
mod map;
mod print_mode;
mod providers;
mod replay;
mod sessions;
