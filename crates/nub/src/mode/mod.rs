//! The ways nub runs an agent: print mode, the interactive interface and
//! the ACP agent for editors; each is a fold over the loop's `UiEvent`s
//! after `nub_runtime::start`.

pub mod acp;
pub mod interactive;
pub mod print;
