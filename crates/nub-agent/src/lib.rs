//! The agent loop (CONCEPT §5.2): a prompt becomes turns of model requests
//! and tool runs until the model ends its turn, a limit is hit, or the user
//! cancels. Everything it does is reported as [`UiEvent`]s on a channel; it
//! never prints (D-04), and it reads history only through the session tree
//! (D-03).
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod compact;
mod event;
mod execute;
mod guard;
mod run;

pub use event::{Input, Outcome, UiEvent};
pub use guard::{REPEAT_NOTE, STOP_AT};
pub use run::{Loop, LoopConfig};
