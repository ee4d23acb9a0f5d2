mod fake;
mod runs;
