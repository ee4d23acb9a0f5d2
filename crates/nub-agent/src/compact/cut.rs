//! Where to cut the path: which older messages get summarized and which
//! recent ones stay verbatim.
//!
//! The kept tail is a suffix of the path within a keep-recent token budget.
//! A cut never separates a `tool_use` from the message holding its
//! `tool_result` (every protocol rejects an answer without its call), and
//! the tail never starts with a tool result. Whole messages only. When even
//! the newest unit (the last message that can start a tail, and what follows
//! it) is over the budget it is kept anyway and everything before it is
//! summarized; when nothing older is left, the answer is a typed
//! [`NothingToCompact`], never an empty summary.

use std::collections::HashMap;

use nub_llm::{Block, Message, Request, Role};

/// What an image costs at mid resolution; providers charge roughly this.
const IMAGE_TOKENS: usize = 1_000;
/// Role markers and separators each message costs on the wire.
const MESSAGE_OVERHEAD: usize = 4;

/// The estimated prompt cost of one message (D-09: characters, not a tokenizer).
pub fn message_tokens(message: &Message) -> usize {
    MESSAGE_OVERHEAD + message.content.iter().map(block_tokens).sum::<usize>()
}

fn block_tokens(block: &Block) -> usize {
    match block {
        Block::Text { text, .. } | Block::Thinking { text, .. } => nub_llm::estimate::tokens(text),
        Block::ToolUse { name, input, .. } => {
            nub_llm::estimate::tokens(name) + nub_llm::estimate::tokens(&input.to_string())
        }
        Block::ToolResult { content, .. } => content.iter().map(block_tokens).sum(),
        Block::Image { .. } => IMAGE_TOKENS,
    }
}

/// The estimated cost of a list of messages.
pub fn messages_tokens(messages: &[&Message]) -> usize {
    messages.iter().map(|m| message_tokens(m)).sum()
}

/// The estimated prompt of a whole request: system, tool definitions and
/// messages — what the automatic trigger compares with the window.
pub fn request_tokens(request: &Request) -> usize {
    let system: usize = request.system.iter().map(block_tokens).sum();
    let tools: usize = request
        .tools
        .iter()
        .map(|t| {
            let schema = t.schema.to_string();
            nub_llm::estimate::tokens(&t.name)
                + nub_llm::estimate::tokens(&t.description)
                + nub_llm::estimate::tokens(&schema)
        })
        .sum();
    system + tools + request.messages.iter().map(message_tokens).sum::<usize>()
}

/// The keep-recent budget for a window: the configured one, but never more
/// than 40 % of the window, so a compaction always frees most of it.
pub fn keep_recent_for_window(configured: usize, window: usize) -> usize {
    configured.min(window * 2 / 5)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cut {
    /// Index of the first kept message; everything before it is summarized.
    pub first_kept: usize,
    pub older_tokens: usize,
    pub kept_tokens: usize,
}

/// Why a compaction is not done.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NothingToCompact {
    /// No whole exchange (a prompt and an answer) lies before what is kept:
    /// summarizing would take the only prompt away from its answer.
    #[error("there is no earlier exchange to summarize")]
    NoEarlierExchange,
    /// What would be summarized is under a quarter of the history: the
    /// summary would hardly shrink it, at the cost of a model request.
    #[error("the older part is only {percent}% of the history; compacting it would gain little")]
    TooLittle { percent: usize },
}

/// Chooses the cut over `path`. `leading_summary` says `path[0]` is an
/// earlier summary: re-summarizing it alone would gain nothing, so at least
/// one message after it must be older than the cut.
pub fn choose_cut(
    path: &[&Message],
    keep_recent_tokens: usize,
    leading_summary: bool,
) -> Result<Cut, NothingToCompact> {
    let len = path.len();
    let first_allowed = 1 + usize::from(leading_summary);
    if len <= first_allowed {
        return Err(NothingToCompact::NoEarlierExchange);
    }
    let blocked = crossed_by_a_pair(path);
    let mut suffix = vec![0usize; len + 1];
    for i in (0..len).rev() {
        suffix[i] = suffix[i + 1] + message_tokens(path[i]);
    }
    let can_start_tail =
        |i: usize| !blocked[i] && !path[i].content.iter().any(|b| matches!(b, Block::ToolResult { .. }));
    // What is summarized holds an answer: a prompt is never summarized
    // away from the answer that follows it alone.
    let first_answer = (usize::from(leading_summary)..len).find(|&i| path[i].role == Role::Assistant);
    let Some(first_answer) = first_answer else { return Err(NothingToCompact::NoEarlierExchange) };
    // The tail is never empty: the newest message always stays.
    let candidates = (first_allowed.max(first_answer + 1)..len).filter(|&i| can_start_tail(i));
    let mut newest = None;
    for i in candidates {
        if suffix[i] <= keep_recent_tokens {
            return Ok(Cut { first_kept: i, older_tokens: suffix[0] - suffix[i], kept_tokens: suffix[i] });
        }
        newest = Some(i);
    }
    let i = newest.ok_or(NothingToCompact::NoEarlierExchange)?;
    Ok(Cut { first_kept: i, older_tokens: suffix[0] - suffix[i], kept_tokens: suffix[i] })
}

/// `blocked[i]`: a cut before message `i` would part a call from its result.
/// Ids are matched to the latest earlier call with the same id, since some
/// servers reuse short ids (`call_0`) across turns.
fn crossed_by_a_pair(path: &[&Message]) -> Vec<bool> {
    let mut depth = vec![0i64; path.len() + 1];
    let mut calls: HashMap<&str, usize> = HashMap::new();
    for (at, message) in path.iter().enumerate() {
        for block in &message.content {
            match block {
                Block::ToolUse { id, .. } => {
                    calls.insert(id.as_str(), at);
                }
                Block::ToolResult { tool_use_id, .. } => {
                    if let Some(&call) = calls.get(tool_use_id.as_str()).filter(|&&call| call < at) {
                        depth[call + 1] += 1;
                        depth[at + 1] -= 1;
                    }
                }
                Block::Text { .. } | Block::Thinking { .. } | Block::Image { .. } => {}
            }
        }
    }
    let mut open = 0;
    depth[..path.len()]
        .iter()
        .map(|d| {
            open += d;
            open > 0
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use nub_llm::Role;
    use serde_json::json;

    use super::*;

    fn call(id: &str) -> Message {
        Message {
            role: Role::Assistant,
            content: vec![Block::ToolUse { id: id.into(), name: "bash".into(), input: json!({}) }],
        }
    }

    fn result(id: &str, text: &str) -> Message {
        Message {
            role: Role::User,
            content: vec![Block::ToolResult {
                tool_use_id: id.into(),
                content: vec![Block::text(text)],
                is_error: false,
            }],
        }
    }

    #[test]
    fn keeps_what_fits_and_never_starts_on_a_result() {
        let big = "x".repeat(400);
        let path =
            [Message::user("go"), call("a"), result("a", &big), Message::assistant("done"), Message::user("next")];
        let refs: Vec<&Message> = path.iter().collect();
        let cut = choose_cut(&refs, 30, false).unwrap();
        assert_eq!(cut.first_kept, 3);
        // Keeping the result (114) would fit, but not without its call (120).
        let cut = choose_cut(&refs, 115, false).unwrap();
        assert_eq!(cut.first_kept, 3);
        // Everything fits: still at least one whole exchange is summarized
        // (never the prompt alone, away from its answer).
        let cut = choose_cut(&refs, 10_000, false).unwrap();
        assert_eq!(cut.first_kept, 3);
    }

    #[test]
    fn an_oversized_newest_unit_is_kept_whole() {
        let big = "x".repeat(4000);
        let path = [Message::user("go"), call("a"), result("a", &big)];
        let refs: Vec<&Message> = path.iter().collect();
        // One prompt and its oversized call: no exchange before it to summarize.
        assert_eq!(choose_cut(&refs, 10, false), Err(NothingToCompact::NoEarlierExchange));
    }

    #[test]
    fn a_request_counts_system_tools_and_messages() {
        let request = Request {
            model: "m".into(),
            system: vec![Block::text("x".repeat(400))],
            messages: vec![Message::user("y".repeat(40))],
            tools: vec![nub_llm::ToolDef { name: "read".into(), description: "d".repeat(40), schema: json!({}) }],
            max_tokens: None,
            temperature: None,
            effort: None,
            tool_choice: nub_llm::ToolChoice::Auto,
        };
        assert_eq!(request_tokens(&request), 100 + (1 + 10 + 1) + (MESSAGE_OVERHEAD + 10));
        assert_eq!(keep_recent_for_window(20_000, 4096), 1638);
        assert_eq!(keep_recent_for_window(20_000, 200_000), 20_000);
    }

    #[test]
    fn nothing_older_is_said_so() {
        let path = [Message::user("go")];
        let refs: Vec<&Message> = path.iter().collect();
        assert_eq!(choose_cut(&refs, 0, false), Err(NothingToCompact::NoEarlierExchange));
        let path = [Message::user("summary"), Message::user("go")];
        let refs: Vec<&Message> = path.iter().collect();
        assert_eq!(choose_cut(&refs, 0, true), Err(NothingToCompact::NoEarlierExchange));
        // The only prompt is never summarized away from its answer.
        let path = [Message::user("go"), call("a"), result("a", "r")];
        let refs: Vec<&Message> = path.iter().collect();
        assert_eq!(choose_cut(&refs, 0, false), Err(NothingToCompact::NoEarlierExchange));
        let path = [Message::user("go"), call("a"), result("a", "r"), Message::user("more")];
        let refs: Vec<&Message> = path.iter().collect();
        assert_eq!(choose_cut(&refs, 0, false).unwrap().first_kept, 3);
    }
}
