//! Building the session's system prompt from the configuration, and
//! `nub context`: every part of it with its origin and token cost.

use std::path::Path;

use nub_config::Config;
use nub_context::{Context, Environment, FileOptions, Options, PartKind};
use nub_llm::estimate::tokens;
use nub_tools::ToolRegistry;

use crate::exit::Failure;
use crate::{sessions, skills_cmd, ui};

pub fn build(config: &Config, repo_root: &Path, cwd: &Path, env: &dyn Fn(&str) -> Option<String>) -> Context {
    let user_dir = nub_config::file::user_dir(env);
    let skills = skills_cmd::discover(config, repo_root, env);
    let options = Options {
        files: FileOptions {
            names: config.context_files.value.clone(),
            walk_up: config.walk_up.value,
            user_dir: user_dir.clone(),
        },
        max_tokens: config.context_max_tokens.value as usize,
        system_dirs: [Some(repo_root.join(".nub")), user_dir].into_iter().flatten().collect(),
        skills_index: skills.index(),
    };
    let mut context = nub_context::assemble(&Environment::detect(repo_root, cwd), &options, repo_root, cwd);
    context.warnings.extend(skills.warnings);
    context
}

pub fn show() -> Result<(), Failure> {
    let cwd = sessions::cwd()?;
    let repo_root = nub_session::repo::repo_root(&cwd);
    let env = |name: &str| std::env::var(name).ok();
    let config = Config::load(&env, &repo_root).map_err(Failure::config)?;
    let context = build(&config, &repo_root, &cwd, &env);
    let mut text = format!("{:<12} {:>7} {:>7}  origin\n", "part", "bytes", "tokens");
    for part in &context.parts {
        let kind = match part.kind {
            PartKind::Base => "base prompt",
            PartKind::Environment => "environment",
            PartKind::File => "file",
            PartKind::Skills => "skills",
        };
        let cut = if part.truncated { "  (truncated)" } else { "" };
        text.push_str(&format!("{kind:<12} {:>7} {:>7}  {}{cut}\n", part.text.len(), part.tokens, part.origin));
    }
    let mut tool_tokens = 0;
    for def in ToolRegistry::builtin().defs() {
        let json =
            serde_json::json!({"name": def.name, "description": def.description, "parameters": def.schema}).to_string();
        tool_tokens += tokens(&json);
        text.push_str(&format!("{:<12} {:>7} {:>7}  tool {}\n", "tool", json.len(), tokens(&json), def.name));
    }
    text.push_str(&format!(
        "total: {} tokens ({} system prompt, {tool_tokens} tool definitions), estimated at ~4 characters per token\n",
        context.tokens() + tool_tokens,
        context.tokens()
    ));
    ui::plain::write_out(&text).map_err(Failure::error)?;
    for warning in &context.warnings {
        ui::plain::error(warning);
    }
    Ok(())
}
