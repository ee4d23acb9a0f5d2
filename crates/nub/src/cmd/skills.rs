//! Finding the session's skills from the configuration, and `nub skills`:
//! every skill with its origin and what it costs in the index and loaded.

use std::path::{Path, PathBuf};

use nub_config::Config;
use nub_context::Skills;
use nub_llm::estimate::tokens;

use crate::exit::Failure;
use crate::{sessions, ui};

/// The skills in `[skills] paths` plus `.agents/skills` and `~/.agents/skills`.
pub fn discover(config: &Config, repo_root: &Path, env: &dyn Fn(&str) -> Option<String>) -> Skills {
    let home = env("HOME").filter(|h| !h.is_empty()).map(PathBuf::from);
    nub_context::skills::discover(&config.skill_paths.value, repo_root, home.as_deref())
}

pub fn show() -> Result<(), Failure> {
    let cwd = sessions::cwd()?;
    let repo_root = nub_session::repo::repo_root(&cwd);
    let env = |name: &str| std::env::var(name).ok();
    let config = Config::load(&env, &repo_root).map_err(Failure::config)?;
    let found = discover(&config, &repo_root, &env);
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
    ui::plain::write_out(&text).map_err(Failure::error)?;
    for warning in &found.warnings {
        ui::plain::error(warning);
    }
    Ok(())
}
