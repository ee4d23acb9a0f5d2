//! The ways nub runs an agent: print mode today; each is a fold over the
//! loop's `UiEvent`s after `nub_runtime::start`.

pub mod print;
