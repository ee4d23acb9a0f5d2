mod checkpoints;
mod compact;
mod fake;
mod hooks;
mod modes;
mod protocol;
mod runs;
mod triggers;
