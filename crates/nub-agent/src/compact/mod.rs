//! Compaction (CONCEPT §5.7, D-08): older history replaced by a summary node
//! so a long session keeps working, and never wedges.
//!
//! One call does it all — [`compact`] on an open session file; the loop (an
//! automatic trigger or a context-length error) and `nub compact` both use
//! it. The steps, each public for other callers and for tests:
//!
//! 1. [`prepare`]: the cut over the current path ([`cut`]), the messages to
//!    summarize, the previous summary and the task ledger ([`ledger`]);
//! 2. [`request::summarize`]: the model's summary, in budgeted chunks;
//! 3. [`summary_message`]: the summary text = the model's part + the ledger,
//!    or, when summarizing failed in any way (error, empty answer, overflow),
//!    a deterministic ledger-only summary marked as such: the session always
//!    moves on;
//! 4. `SessionFile::compact`: the summary node and the kept tail in the tree.
//!
//! The summarizing request goes straight to the provider, not through the
//! loop: compaction never triggers compaction, and never retries itself.

pub mod cut;
pub mod ledger;
pub mod request;

use std::sync::Arc;

use nub_llm::{Block, Message, Provider};
use nub_session::{NodeId, NodeKind, Session, SessionFile, StoreError};
use nub_tools::ToolRegistry;
use tokio_util::sync::CancellationToken;

pub use cut::{
    Cut, NothingToCompact, choose_cut, keep_recent_for_window, message_tokens, messages_tokens, request_tokens,
};
pub use ledger::Ledger;
pub use request::{Plan, SummarizeError, input_budget_for_window, summarize};

const SUMMARY_OPEN: &str = "<summary>\n";
const SUMMARY_CLOSE: &str = "\n</summary>";

#[derive(Debug, Clone)]
pub struct Options {
    /// The model of the summarizing request (the session's, or a configured one).
    pub model: String,
    /// How much recent history stays verbatim.
    pub keep_recent_tokens: usize,
    /// The most the summarizing prompt may take; see [`input_budget_for_window`].
    pub input_budget: usize,
    /// What the user wants the summary to keep (`/compact FOCUS`).
    pub focus: Option<String>,
    /// The session's tools: how each stored call is described.
    pub tools: Arc<ToolRegistry>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Compacted {
    /// Estimated tokens of the history before and after (messages only).
    pub tokens_before: usize,
    pub tokens_after: usize,
    pub summary_node: NodeId,
    /// Messages the summary replaced, and messages kept verbatim after it.
    pub summarized: usize,
    pub kept: usize,
    /// The model's summary failed and the ledger-only summary stands in.
    pub fallback: bool,
    /// Why, in a user's words, when `fallback`.
    pub fallback_reason: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum CompactError {
    #[error(transparent)]
    NothingToCompact(#[from] NothingToCompact),
    #[error("compaction cancelled; the session is unchanged")]
    Cancelled,
    #[error("cannot store the compaction: {0}")]
    Session(#[from] StoreError),
}

/// Everything about a compaction that needs no model.
#[derive(Debug, Clone)]
pub struct Prepared<'a> {
    pub cut: Cut,
    /// The messages to summarize, without the previous summary.
    pub older: Vec<&'a Message>,
    /// The model part of the summary the path starts with, if any.
    pub previous: Option<String>,
    /// The previous ledger continued with `older`.
    pub ledger: Ledger,
    pub tokens_before: usize,
    /// Messages the summary stands for, counted through earlier summaries.
    pub stands_for: usize,
}

/// Chooses the cut over the session's current path and gathers what the
/// summary is made from.
pub fn prepare<'a>(
    session: &'a Session,
    keep_recent_tokens: usize,
    tools: &ToolRegistry,
) -> Result<Prepared<'a>, NothingToCompact> {
    let nodes = match session.head() {
        Some(head) => session.path_to(head),
        None => Vec::new(),
    };
    let path: Vec<&Message> = nodes.iter().map(|n| &n.message).collect();
    let leading_summary = nodes.first().is_some_and(|n| n.kind == NodeKind::Summary);
    let cut = choose_cut(&path, keep_recent_tokens, leading_summary)?;
    let (previous, mut ledger) = match leading_summary {
        true => {
            let text = text_of(path[0]);
            let (model_part, ledger) = summary_parts(&text);
            (model_part.map(str::to_owned), ledger.unwrap_or_default())
        }
        false => (None, Ledger::default()),
    };
    let older = path[usize::from(leading_summary)..cut.first_kept].to_vec();
    ledger.record(&older, tools);
    let stands_for = match leading_summary {
        true => session.summarized_count(&nodes[0].id) + cut.first_kept - 1,
        false => cut.first_kept,
    };
    Ok(Prepared { cut, older, previous, ledger, tokens_before: cut.older_tokens + cut.kept_tokens, stands_for })
}

/// The summary node's message: the model's summary (or, on failure, the
/// previous one marked as such) and the ledger. The second value is the
/// fallback reason, `None` when the model's summary is used.
pub fn summary_message(
    summarized: Result<String, SummarizeError>,
    previous: Option<&str>,
    ledger: &Ledger,
    messages: usize,
) -> (Message, Option<String>) {
    let mut text = format!(
        "[Compacted: this summary stands for {messages} earlier messages of this session. The messages after it are the most recent ones, unchanged. Continue the task from here.]\n\n"
    );
    let (model_part, reason) = match summarized {
        Ok(summary) => (Some(summary), None),
        Err(error) => {
            let reason = error.to_string();
            text.push_str(&format!(
                "[This summary was made without the model ({reason}): the task ledger below{}.]\n\n",
                if previous.is_some() { " and the summary of an earlier compaction" } else { "" }
            ));
            (previous.map(str::to_owned), Some(reason))
        }
    };
    if let Some(part) = model_part {
        text.push_str(SUMMARY_OPEN);
        text.push_str(part.trim());
        text.push_str(SUMMARY_CLOSE);
        text.push_str("\n\n");
    }
    text.push_str(&ledger.render());
    (Message::user(text), reason)
}

/// The model part and the ledger of a stored summary text.
pub fn summary_parts(text: &str) -> (Option<&str>, Option<Ledger>) {
    let ledger_at = text.find(ledger::FENCE).unwrap_or(text.len());
    // `get`, not indexing: a hand-written summary may put things in any order.
    let model_part = text.find(SUMMARY_OPEN).and_then(|start| {
        let body = text.get(start + SUMMARY_OPEN.len()..ledger_at)?;
        body.rfind(SUMMARY_CLOSE).map(|end| &body[..end])
    });
    (model_part, Ledger::parse(text))
}

/// Compacts the current path of `file`: summarizes what is older than the
/// keep-recent budget, appends the summary and the kept tail, moves the head.
/// Fails only when there is nothing to compact, on cancellation (the
/// session is then unchanged) or when the file cannot be written; a failed
/// summary becomes the fallback, never an error.
pub async fn compact(
    file: &mut SessionFile,
    provider: &dyn Provider,
    options: &Options,
    cancel: &CancellationToken,
) -> Result<Compacted, CompactError> {
    let (first_kept, message, reason, tokens_before, summarized) = {
        let prepared = prepare(&file.session, options.keep_recent_tokens, &options.tools)?;
        let answer = summarize(provider, &prepared.older, prepared.previous.as_deref(), options, cancel).await;
        if matches!(answer, Err(SummarizeError::Cancelled)) || cancel.is_cancelled() {
            return Err(CompactError::Cancelled);
        }
        if let Err(error) = &answer {
            tracing::warn!(%error, "summarizing failed; storing the ledger-only summary");
        }
        let messages = prepared.stands_for;
        let (message, reason) = summary_message(answer, prepared.previous.as_deref(), &prepared.ledger, messages);
        (prepared.cut.first_kept, message, reason, prepared.tokens_before, messages)
    };
    let summary_node = file.compact(first_kept, message)?;
    // A compaction is a checkpoint worth keeping through a power loss.
    file.sync()?;
    let after = file.session.path_to_head();
    Ok(Compacted {
        tokens_before,
        tokens_after: messages_tokens(&after),
        summary_node,
        summarized,
        kept: after.len() - 1,
        fallback: reason.is_some(),
        fallback_reason: reason,
    })
}

/// The text blocks of a message, joined.
pub(crate) fn text_of(message: &Message) -> String {
    message
        .content
        .iter()
        .filter_map(|b| match b {
            Block::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_text_parses_back_into_its_parts() {
        let mut ledger = Ledger::default();
        ledger.record(&[&Message::user("build it")], &ToolRegistry::builtin());
        let (message, reason) = summary_message(Ok("## Goal\nbuild it".into()), None, &ledger, 7);
        assert_eq!(reason, None);
        let text = text_of(&message);
        assert!(text.contains("7 earlier messages"), "{text}");
        assert_eq!(summary_parts(&text), (Some("## Goal\nbuild it"), Some(ledger.clone())));

        let (fallback, reason) = summary_message(Err(SummarizeError::Empty), Some("## Goal\nold"), &ledger, 3);
        assert_eq!(reason.as_deref(), Some("the model's summary was empty"));
        let text = text_of(&fallback);
        assert!(text.contains("made without the model"), "{text}");
        assert_eq!(summary_parts(&text), (Some("## Goal\nold"), Some(ledger.clone())));

        let (bare, _) = summary_message(Err(SummarizeError::Empty), None, &ledger, 3);
        assert_eq!(summary_parts(&text_of(&bare)).0, None);
        let odd = format!("{}\n<summary>\nlate\n</summary>", ledger.render());
        assert_eq!(summary_parts(&odd).0, None);
    }
}
