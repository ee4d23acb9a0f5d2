//! The ways nub runs an agent: print mode and the interactive interface;
//! each is a fold over the loop's `UiEvent`s after `nub_runtime::start`.

pub mod interactive;
pub mod print;
