//! A prompt becomes the content of its user message: its text, then what
//! its `@path` mentions name (`nub_tools::mention`). Done here, in the loop, so every front
//! end gets the same expansion, the image decision follows the model that
//! will read it (also after a switch), and the session stores what was sent.
//! For a small or local model the files the prompt is about come along
//! without a mention (`LoopConfig::auto_attach`).

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use nub_llm::{Block, Message, Role};
use nub_tools::mention::Attached;
use nub_tools::{OutputSink, ToolEnv};

use crate::config::{AutoAttach, LoopConfig};
use crate::control::Control;
use crate::event::UiEvent;

/// Files attached for the prompt without a mention, at most.
const MAX_PICKED: usize = 8;
/// Tokens the files of an edit shown may take without `auto_attach`.
const NEEDED_TOKENS: usize = 4_000;
/// Ranking the repository's files for a prompt may take this long; then
/// the prompt goes without them.
const RANK_TIME: Duration = Duration::from_secs(5);

/// The content of a prompt's user message: the prompt, what its mentions
/// name, then (`LoopConfig::auto_attach`) the files picked for it that no
/// earlier prompt of the session (`earlier`, paths from the root) attached.
/// The files picked are not yet announced (`UiEvent::Attached`): the loop
/// may leave some out again (`without_unneeded`), then `announce`s the rest.
pub(crate) async fn with_attachments(
    prompt: String,
    config: &LoopConfig,
    supports_images: bool,
    earlier: &HashSet<String>,
    control: &mut Control<'_>,
) -> (Vec<Block>, Vec<Attached>) {
    let Some(auto) = &config.auto_attach else {
        return (with_mentions(prompt, config, supports_images, control).await.0, Vec::new());
    };
    let text = prompt.clone();
    let (mut content, mentioned) = with_mentions(prompt, config, supports_images, control).await;
    let mut skip = earlier.clone();
    skip.extend(mentioned);
    let (blocks, attached) = picked(&text, auto, config, &skip, control).await;
    content.extend(blocks);
    // The code names the prompt says in words, where the attached files hold them.
    if let Some(note) = crate::named_in_words::note(&text, &content) {
        content.push(Block::text(note));
    }
    (content, attached)
}

/// `picked` without the files not in `needed`, whose attachments leave
/// `content` (with the note of names in words, which points into them).
/// Shown the edit to send, a small model needs only the files it changes:
/// each attached line cost the 1.5B model about a tenth of a second to read
/// on two CPU cores.
pub(crate) fn without_unneeded(content: &mut Vec<Block>, picked: Vec<Attached>, needed: &[String]) -> Vec<Attached> {
    let (kept, dropped): (Vec<Attached>, Vec<Attached>) =
        picked.into_iter().partition(|file| needed.contains(&file.path));
    if dropped.is_empty() {
        return kept;
    }
    content.retain(|block| match block {
        Block::Text { text, .. } => {
            let unneeded = nub_llm::attachment::parse(text)
                .is_some_and(|attachment| dropped.iter().any(|file| file.path == attachment.path));
            !unneeded && !crate::named_in_words::is_note(text)
        }
        _ => true,
    });
    kept
}

/// The files of `needed` that no attachment of `content` holds, attached
/// before its last block (the edit shown), under the mention guard: an
/// edit shown in a file the model has not seen is refused as unread, and
/// a settings file found at the top of the working directory may not be
/// among the files picked.
pub(crate) async fn with_needed(
    content: &mut Vec<Block>,
    needed: &[String],
    config: &LoopConfig,
    control: &mut Control<'_>,
) -> Vec<Attached> {
    let held: Vec<&str> = attached_paths(content).collect();
    let missing: Vec<String> = needed.iter().filter(|path| !held.contains(&path.as_str())).cloned().collect();
    if missing.is_empty() {
        return Vec::new();
    }
    let budget = config.auto_attach.as_ref().map_or(NEEDED_TOKENS, |auto| auto.tokens);
    let what = "the files of the edit shown";
    let Some(expansion) = read_attached(&missing, budget, missing.len(), what, config, control).await else {
        return Vec::new();
    };
    let at = content.len().saturating_sub(1);
    content.splice(at..at, expansion.blocks);
    expansion.attached
}

/// Tells the front ends of the files picked for the prompt.
pub(crate) async fn announce(picked: Vec<Attached>, control: &mut Control<'_>) {
    for attached in picked {
        let Attached { path, detail, truncated } = attached;
        let detail = format!("{detail}, picked for the prompt");
        control.emit(UiEvent::Attached { path, detail, truncated }).await;
    }
}

/// The paths of the attachments in `messages` (the session so far).
pub(crate) fn attached_in(messages: &[&Message]) -> HashSet<String> {
    messages
        .iter()
        .filter(|m| m.role == Role::User)
        .flat_map(|message| attached_paths(&message.content))
        .map(str::to_owned)
        .collect()
}

/// The paths of the attachments among `blocks`, in order.
pub(crate) fn attached_paths(blocks: &[Block]) -> impl Iterator<Item = &str> {
    blocks.iter().filter_map(|block| match block {
        Block::Text { text, .. } => nub_llm::attachment::parse(text).map(|found| found.path),
        _ => None,
    })
}

/// `paths` read as attachments under the run's policy (the mention guard),
/// within `budget` tokens; `None` when reading took too long (`what` says
/// what was read, for the log).
async fn read_attached(
    paths: &[String],
    budget: usize,
    max_files: usize,
    what: &str,
    config: &LoopConfig,
    control: &Control<'_>,
) -> Option<nub_tools::mention::Expansion> {
    let env = reading_env(config, control, false);
    let attach = nub_tools::mention::attach_files(paths, &env, budget, max_files);
    let read = tokio::time::timeout(config.max_tool_time, attach).await;
    if read.is_err() {
        tracing::warn!("reading {what} took too long; none attached");
    }
    read.ok()
}

/// The files `auto` ranks highest for `prompt`, whole, within its budget:
/// their attachments, and what they are.
async fn picked(
    prompt: &str,
    auto: &AutoAttach,
    config: &LoopConfig,
    skip: &HashSet<String>,
    control: &mut Control<'_>,
) -> (Vec<Block>, Vec<Attached>) {
    let relevant = Arc::clone(&auto.relevant);
    let (root, text) = (config.repo_root.clone(), prompt.to_owned());
    let ranking = tokio::task::spawn_blocking(move || relevant.rank(&root, &text));
    let ranked = match tokio::time::timeout(RANK_TIME, ranking).await {
        Ok(Ok(ranked)) => ranked,
        Ok(Err(error)) => {
            tracing::warn!(%error, "ranking the files for the prompt failed");
            return Default::default();
        }
        Err(_) => {
            tracing::warn!("ranking the files for the prompt took too long; none attached");
            return Default::default();
        }
    };
    let ranked: Vec<String> = ranked.into_iter().filter(|path| !skip.contains(path)).collect();
    if ranked.is_empty() {
        return Default::default();
    }
    let what = "the files picked for the prompt";
    let Some(expansion) = read_attached(&ranked, auto.tokens, MAX_PICKED, what, config, control).await else {
        return Default::default();
    };
    (expansion.blocks, expansion.attached)
}

/// Where files for a prompt are read: under the run's policy, bounded like
/// a tool call, cancelled with the run.
fn reading_env(config: &LoopConfig, control: &Control<'_>, supports_images: bool) -> ToolEnv {
    ToolEnv {
        cwd: config.cwd.clone(),
        repo_root: config.repo_root.clone(),
        emit: OutputSink::none(),
        cancel: control.cancel.child_token(),
        policy: Arc::clone(&config.policy),
        supports_images,
        max_tool_time: config.max_tool_time,
        // An editor's unsaved buffers (ACP) are what `read` shows, so what a mention attaches.
        files: config.files.clone(),
        // `read` hands what it attaches to the syntax check, ready for an edit.
        syntax: config.syntax.clone(),
        partial_writes: false,
        refuse_breaking_changes: false,
    }
}

/// The prompt and what its `@path` mentions name, and the paths attached.
async fn with_mentions(
    prompt: String,
    config: &LoopConfig,
    supports_images: bool,
    control: &mut Control<'_>,
) -> (Vec<Block>, Vec<String>) {
    if !prompt.contains('@') {
        return (vec![Block::text(prompt)], Vec::new());
    }
    let env = reading_env(config, control, supports_images);
    // Reading mentioned files is bounded like a tool call: a 10 GB file or a
    // hung network mount costs at most `max_tool_time`, then the prompt goes alone.
    let expansion = match tokio::time::timeout(config.max_tool_time, nub_tools::mention::expand(&prompt, &env)).await {
        Ok(expansion) => expansion,
        Err(_) => {
            let seconds = config.max_tool_time.as_secs();
            let message = format!("the @ mentions took longer than {seconds} s to read; the prompt went without them");
            control.emit(UiEvent::Warning { message }).await;
            return (vec![Block::text(prompt)], Vec::new());
        }
    };
    let mut paths = Vec::new();
    for attached in expansion.attached {
        let nub_tools::mention::Attached { path, detail, truncated } = attached;
        paths.push(path.clone());
        control.emit(UiEvent::Attached { path, detail, truncated }).await;
    }
    for message in expansion.refused {
        control.emit(UiEvent::Warning { message }).await;
    }
    let mut content = vec![Block::text(prompt)];
    content.extend(expansion.blocks);
    (content, paths)
}
