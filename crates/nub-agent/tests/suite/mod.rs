mod checkpoints;
mod compact;
mod fake;
mod protocol;
mod runs;
mod triggers;
