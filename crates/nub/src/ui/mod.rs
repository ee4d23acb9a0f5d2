//! The only place in nub that prints. Everything below the UI reports
//! through values and events.
#![allow(clippy::print_stdout, clippy::print_stderr)]

pub mod json;
pub mod plain;
pub mod replay;
pub mod sessions;
