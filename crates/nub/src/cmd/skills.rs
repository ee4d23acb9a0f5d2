//! `nub skills`: every skill a run finds, with its origin and what it costs
//! in the index and once loaded.

use nub_llm::estimate::tokens;

use crate::exit::Failure;
use crate::{cmd, ui};

pub fn show() -> Result<(), Failure> {
    let ws = cmd::workspace()?;
    let found = nub_runtime::discover_skills(&ws);
    let mut text = format!("{:<24} {:<8} {:>6} {:>6}  directory\n", "skill", "origin", "index", "body");
    for skill in &found.skills {
        text.push_str(&format!(
            "{:<24} {:<8} {:>6} {:>6}  {}\n",
            skill.name,
            skill.origin.label(),
            tokens(&skill.index_line()),
            skill.body_tokens,
            skill.dir.display()
        ));
    }
    let index = found.index().map_or(0, |i| tokens(&i));
    text.push_str(&format!(
        "{} skill(s); the index costs {index} tokens on every request, a body only once read_skill loads it\n",
        found.skills.len()
    ));
    ui::report(&text).map_err(Failure::error)?;
    for warning in &found.warnings {
        ui::error(warning);
    }
    Ok(())
}
