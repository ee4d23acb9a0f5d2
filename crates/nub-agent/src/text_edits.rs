//! Edits a small model wrote as text become real calls: an answer without
//! a tool call that holds a fenced whole file under its path,
//! SEARCH/REPLACE blocks, or a replacement said in words with the old and
//! new text in code spans (`nub_tools::text_edit`), gets `edit` / `write`
//! calls appended, before it is stored. They then run like any call — the
//! same tool, path guard, permissions, hooks, plan mode and checkpoint —
//! and the model reads their results. Only a path of the repository that
//! exists, or a new file the prompt names, is taken; only tools the run
//! offers are called. A function written out under no path goes to the
//! one file of those the model has seen that defines it.

use std::sync::Arc;

use nub_llm::{Block, Message};
use nub_tools::text_edit::TextEdit;
use nub_tools::{ToolEnv, ToolRegistry};
use serde_json::Value;

use crate::config::LoopConfig;
use crate::unread::SeenFiles;

/// The files `history` shows the model has seen, as paths from the
/// working directory.
fn seen_paths(history: &[&Message], tools: &ToolRegistry, env: &ToolEnv) -> Vec<String> {
    let mut paths: Vec<String> =
        SeenFiles::of(history, tools, env).paths().map(|path| nub_tools::display_path(env, path)).collect();
    paths.sort();
    paths
}

/// Appends the calls for the edits `message`'s text holds; how many.
pub(crate) fn recover(
    message: &mut Message,
    history: &[&Message],
    prompt: &str,
    config: &LoopConfig,
    tools: &ToolRegistry,
) -> usize {
    if message.content.iter().any(|block| matches!(block, Block::ToolUse { .. })) {
        return 0;
    }
    let text = crate::compact::text_of(message);
    if !text.contains('`') && !text.contains("<<<<<") {
        return 0;
    }
    let env = ToolEnv {
        policy: Arc::clone(&config.policy),
        files: config.files.clone(),
        ..ToolEnv::new(&config.cwd, &config.repo_root)
    };
    let mut calls: Vec<(&str, Value)> = Vec::new();
    let mut seen: Option<Vec<String>> = None;
    for mut edit in nub_tools::text_edit::parse(&text) {
        // A function written out with no file named ("Here's an updated
        // version of the `current_streak` function:"), as the 1.5B model
        // answered, goes where the files seen define it (only one may).
        if let TextEdit::Definition { paths, .. } = &mut edit
            && paths.is_empty()
        {
            *paths = seen.get_or_insert_with(|| seen_paths(history, tools, &env)).clone();
        }
        let Some((name, input)) = nub_tools::text_edit::to_call(&edit, &env, prompt) else { continue };
        if tools.get(name).is_none() {
            continue;
        }
        // The last whole text of a file stands.
        if name == "write" {
            calls.retain(|(other, earlier)| !(*other == "write" && earlier["path"] == input["path"]));
        }
        calls.push((name, input));
    }
    let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_micros()).unwrap_or(0);
    for (n, (name, input)) in calls.iter().enumerate() {
        tracing::info!(tool = name, path = %input["path"], "an edit written as text becomes a call");
        message.content.push(Block::ToolUse {
            id: format!("call_edit{stamp}_{n}"),
            name: (*name).to_owned(),
            input: input.clone(),
        });
    }
    calls.len()
}
