mod checkpoints;
mod compact;
mod fake;
mod hooks;
mod protocol;
mod runs;
mod triggers;
