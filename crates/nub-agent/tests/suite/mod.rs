mod compact;
mod fake;
mod runs;
