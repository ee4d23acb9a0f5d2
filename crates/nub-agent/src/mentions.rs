//! A prompt becomes the content of its user message: its text, then what
//! its `@path` mentions name (`nub_tools::mention`). Done here, in the loop, so every front
//! end gets the same expansion, the image decision follows the model that
//! will read it (also after a switch), and the session stores what was sent.

use std::sync::Arc;

use nub_llm::Block;
use nub_tools::{OutputSink, ToolEnv};

use crate::config::LoopConfig;
use crate::control::Control;
use crate::event::UiEvent;

pub(crate) async fn with_attachments(
    prompt: String,
    config: &LoopConfig,
    supports_images: bool,
    control: &mut Control<'_>,
) -> Vec<Block> {
    if !prompt.contains('@') {
        return vec![Block::text(prompt)];
    }
    let env = ToolEnv {
        cwd: config.cwd.clone(),
        repo_root: config.repo_root.clone(),
        emit: OutputSink::none(),
        cancel: control.cancel.child_token(),
        policy: Arc::clone(&config.policy),
        supports_images,
        max_tool_time: config.max_tool_time,
        // An editor's unsaved buffers (ACP) are what `read` shows, so what a mention attaches.
        files: config.files.clone(),
        syntax: None,
    };
    // Reading mentioned files is bounded like a tool call: a 10 GB file or a
    // hung network mount costs at most `max_tool_time`, then the prompt goes alone.
    let expansion = match tokio::time::timeout(config.max_tool_time, nub_tools::mention::expand(&prompt, &env)).await {
        Ok(expansion) => expansion,
        Err(_) => {
            let seconds = config.max_tool_time.as_secs();
            let message = format!("the @ mentions took longer than {seconds} s to read; the prompt went without them");
            control.emit(UiEvent::Warning { message }).await;
            return vec![Block::text(prompt)];
        }
    };
    for attached in expansion.attached {
        let nub_tools::mention::Attached { path, detail, truncated } = attached;
        control.emit(UiEvent::Attached { path, detail, truncated }).await;
    }
    for message in expansion.refused {
        control.emit(UiEvent::Warning { message }).await;
    }
    let mut content = vec![Block::text(prompt)];
    content.extend(expansion.blocks);
    content
}
