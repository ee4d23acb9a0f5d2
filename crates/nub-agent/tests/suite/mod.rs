mod checkpoints;
mod compact;
mod fake;
mod protocol;
mod runs;
mod steering;
mod triggers;
