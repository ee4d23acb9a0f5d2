mod acp;
mod agent;
mod architecture;
mod checkpoints;
mod hooks;
mod hostile;
mod jobs;
mod map;
mod mcp;
mod mentions;
mod models;
mod plan_commands;
mod print_mode;
mod providers;
mod replay;
mod replies;
mod responses;
mod runtime;
mod sandbox;
mod sessions;
mod skills;
mod subagents;
mod trust;
#[cfg(feature = "tui")]
mod tui;
#[cfg(feature = "tui")]
mod tui_commands;
#[cfg(feature = "tui")]
mod tui_daily;
mod tui_hooks;
#[cfg(feature = "tui")]
mod tui_plan;
