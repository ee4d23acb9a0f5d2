mod fake;
mod protocol;
mod runs;
