//! nub's interactive terminal interface: a conversation that streams into
//! the terminal's own scrollback, tool cells, permission prompts, steering
//! and a status line, over the same `Input`/`UiEvent` protocol as every
//! other front end. The binary calls [`run`] when both ends are a terminal.
//!
//! Modules: `app` is the state and its fold over events and keys; `view`
//! draws the live area; `term` owns the terminal; `markdown`, `cells`,
//! `editor`, `status` and `wrap` make the lines; `history` keeps prompts.

mod app;
mod cells;
mod editor;
mod file_finder;
pub mod file_index;
mod highlight;
mod history;
mod markdown;
mod resume;
mod run;
mod status;
mod term;
mod trust;
mod view;
mod wrap;

#[cfg(test)]
mod snapshots;

pub use run::{Ending, TuiError, run};
