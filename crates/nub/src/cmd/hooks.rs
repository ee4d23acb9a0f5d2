//! `nub hooks`: every hook a run here would run, with where it comes
//! from, and a project's hooks left out until the repository is trusted.

use crate::exit::Failure;
use crate::{cmd, ui};

pub fn show() -> Result<(), Failure> {
    let ws = cmd::workspace()?;
    ui::report(&nub_runtime::hooks::report(&ws)).map_err(Failure::error)
}
