//! `nub skills`: every skill a run finds, with its origin and what it costs
//! in the index and once loaded.

use crate::exit::Failure;
use crate::{cmd, ui};

pub fn show() -> Result<(), Failure> {
    let ws = cmd::workspace()?;
    let found = nub_runtime::discover_skills(&ws);
    let text = nub_runtime::report::skills(&found);
    ui::report(&text).map_err(Failure::error)?;
    for warning in &found.warnings {
        ui::error(warning);
    }
    Ok(())
}
