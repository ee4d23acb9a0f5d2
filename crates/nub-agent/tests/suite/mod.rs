mod checkpoints;
mod compact;
mod fake;
mod modes;
mod protocol;
mod runs;
mod triggers;
