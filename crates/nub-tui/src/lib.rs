//! nub's interactive terminal interface: a conversation that streams into
//! the terminal's own scrollback, tool cells, permission prompts, steering
//! and a status line, over the same `Input`/`UiEvent` protocol as every
//! other front end. The binary calls [`run`] when both ends are a terminal.
//!
//! Modules: `app` is the state and its fold over events and keys; `view`
//! draws the live area; `term` owns the terminal; `markdown`, `cells`,
//! `editor`, `status` and `wrap` make the lines; `history` keeps prompts;
//! `commands` are the slash commands, shown through `picker`, `overlay`
//! (pagers) and `tree_view`, with their keys in `interact`.

mod actions;
mod app;
mod cells;
mod children;
mod commands;
mod editor;
mod file_finder;
pub mod file_index;
mod highlight;
mod history;
mod interact;
mod markdown;
mod overlay;
mod picker;
mod plan;
mod resume;
mod run;
mod status;
mod subagents;
mod term;
mod tree_view;
mod trust;
mod view;
mod wrap;

#[cfg(test)]
mod snapshots;
#[cfg(test)]
mod snapshots_commands;
#[cfg(test)]
mod test_events;

pub use run::{Ending, TuiError, run};
