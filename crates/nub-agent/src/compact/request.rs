//! The summarizing request, built so that it always fits.
//!
//! The older messages are rendered as a plain transcript in one user
//! message, not replayed as messages: the request then needs no tool
//! definitions, no pairing rules and no provider-specific history repair,
//! and the model is not tempted to continue the conversation. Tool outputs
//! are elided to one line each (`[bash: cargo test → exit 101, 214 lines]`)
//! and thinking is left out. If the transcript is still over the input
//! budget it is split into chunks, summarized one after the other, each
//! chunk's summary fed into the next; a single entry too big for a chunk is
//! clipped in the middle. Nothing here can grow a request past the budget.

use std::collections::{HashMap, VecDeque};
use std::fmt::Write;

use futures_util::StreamExt;
use nub_llm::collect::Collector;
use nub_llm::estimate::tokens;
use nub_llm::{Block, Event, LlmError, Message, Provider, Request, Role};
use nub_tools::{ToolDisplay, ToolKind, ToolRegistry};
use tokio_util::sync::CancellationToken;

use super::ledger::{bash_outcome, one_line, result_text};

/// The system prompt of every summarizing request.
pub const PROMPT: &str = include_str!("prompt.md");

/// Estimates run short on code (about 3.3 characters a token, not 4): the
/// plan uses this share of the budget.
const ESTIMATE_MARGIN: f64 = 0.85;
/// Below this many tokens for the transcript a chunk cannot say anything.
const MIN_CHUNK_TOKENS: usize = 256;
const ARGUMENT_CHARS: usize = 160;
const RESULT_CHARS: usize = 160;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SummarizeError {
    #[error("the summarizing request failed: {0}")]
    Llm(LlmError),
    #[error("the model's summary was empty")]
    Empty,
    #[error("the answer broke off before it was finished")]
    Unfinished,
    #[error("an input budget of {budget} tokens leaves no room for the conversation")]
    BudgetTooSmall { budget: usize },
    #[error("cancelled")]
    Cancelled,
}

/// The answer length asked for: a quarter of the input budget, within reason.
/// The answer comes on top of the input budget.
pub fn summary_max_tokens(input_budget: usize) -> u32 {
    (input_budget / 4).clamp(256, 4096) as u32
}

/// The input budget for a summarizing model with this context window: what
/// is left after the answer (`summary_max_tokens` of the result stays below
/// a fifth of the window).
pub fn input_budget_for_window(window: usize) -> usize {
    window - window / 5
}

/// The transcript of `older`, cut into pieces that each fit one request
/// beside the prompt, the previous summary, the focus and the answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    pub chunks: Vec<String>,
}

impl Plan {
    pub fn new(
        older: &[&Message],
        tools: &ToolRegistry,
        previous_summary: Option<&str>,
        focus: Option<&str>,
        input_budget: usize,
    ) -> Result<Plan, SummarizeError> {
        let usable = (input_budget as f64 * ESTIMATE_MARGIN) as usize;
        // A later chunk carries the summary of the ones before: no longer
        // than the answer asked for, or than the earlier summary.
        let carried = (summary_max_tokens(input_budget) as usize).max(previous_summary.map_or(0, tokens));
        let fixed = tokens(PROMPT) + tokens(&instructions(true, focus)) + carried;
        let room = usable.saturating_sub(fixed);
        if room < MIN_CHUNK_TOKENS {
            return Err(SummarizeError::BudgetTooSmall { budget: input_budget });
        }
        let mut chunks = Vec::new();
        let mut chunk = String::new();
        let mut chunk_tokens = 0;
        for entry in transcript(older, tools) {
            let entry = clip_middle(entry, room);
            let entry_tokens = tokens(&entry) + 1;
            if chunk_tokens + entry_tokens > room && !chunk.is_empty() {
                chunks.push(std::mem::take(&mut chunk));
                chunk_tokens = 0;
            }
            chunk.push_str(&entry);
            chunk.push('\n');
            chunk_tokens += entry_tokens;
        }
        if !chunk.is_empty() || chunks.is_empty() {
            chunks.push(chunk);
        }
        Ok(Plan { chunks })
    }

    /// The request for one chunk; `previous` is the summary so far.
    pub fn request(
        &self,
        chunk: usize,
        model: &str,
        previous: Option<&str>,
        focus: Option<&str>,
        max_tokens: u32,
    ) -> Request {
        let mut text = String::new();
        if let Some(previous) = previous.filter(|p| !p.trim().is_empty()) {
            let _ = write!(text, "<previous-summary>\n{}\n</previous-summary>\n\n", previous.trim());
        }
        let _ =
            write!(text, "<conversation>\n{}</conversation>\n\n", self.chunks.get(chunk).map_or("", String::as_str));
        text.push_str(&instructions(previous.is_some(), focus));
        Request {
            model: model.to_owned(),
            system: vec![Block::text(PROMPT)],
            messages: vec![Message::user(text)],
            tools: Vec::new(),
            max_tokens: Some(max_tokens),
            temperature: None,
            effort: None,
            tool_choice: nub_llm::ToolChoice::Auto,
        }
    }
}

fn instructions(has_previous: bool, focus: Option<&str>) -> String {
    let mut text = if has_previous {
        "Update the previous summary with the conversation above and write the complete summary.".to_owned()
    } else {
        "Write the summary of the conversation above.".to_owned()
    };
    if let Some(focus) = focus.map(str::trim).filter(|f| !f.is_empty()) {
        let _ = write!(text, "\n\nThe user asks the summary to focus on: {focus}");
    }
    text
}

/// Summarizes `older` with `provider`, a chunk at a time, each chunk's
/// summary fed into the next. Never retries and never compacts: a failure
/// is the caller's cue for the deterministic fallback.
pub async fn summarize(
    provider: &dyn Provider,
    older: &[&Message],
    previous_summary: Option<&str>,
    options: &super::Options,
    cancel: &CancellationToken,
) -> Result<String, SummarizeError> {
    let (model, focus, input_budget) = (options.model.as_str(), options.focus.as_deref(), options.input_budget);
    let plan = Plan::new(older, &options.tools, previous_summary, focus, input_budget)?;
    let max_tokens = summary_max_tokens(input_budget);
    let mut summary = previous_summary.map(str::to_owned);
    for chunk in 0..plan.chunks.len() {
        let request = plan.request(chunk, model, summary.as_deref(), focus, max_tokens);
        summary = Some(answer(provider, request, cancel).await?);
    }
    summary.ok_or(SummarizeError::Empty)
}

/// The text of one answer.
async fn answer(
    provider: &dyn Provider,
    request: Request,
    cancel: &CancellationToken,
) -> Result<String, SummarizeError> {
    let failed = |error: LlmError| match error {
        LlmError::Cancelled => SummarizeError::Cancelled,
        other => SummarizeError::Llm(other),
    };
    let mut stream = provider.stream(request, cancel.child_token()).await.map_err(failed)?;
    let mut collector = Collector::default();
    loop {
        let event = tokio::select! {
            _ = cancel.cancelled() => return Err(SummarizeError::Cancelled),
            item = stream.next() => match item {
                Some(Ok(event)) => event,
                Some(Err(error)) => return Err(failed(error)),
                None => return Err(SummarizeError::Unfinished),
            },
        };
        collector.push(&event);
        if let Event::Done { .. } = event {
            break;
        }
    }
    // An answer cut at the length limit is still a summary; only text counts.
    let text: String = collector
        .message()
        .content
        .iter()
        .filter_map(|b| match b {
            Block::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    let text = text.trim();
    if text.is_empty() { Err(SummarizeError::Empty) } else { Ok(text.to_owned()) }
}

/// One entry per message, tool calls folded together with their results.
pub fn transcript(older: &[&Message], tools: &ToolRegistry) -> Vec<String> {
    // Results in the order they came, per call id (ids can repeat).
    let mut results: HashMap<&str, VecDeque<(&[Block], bool)>> = HashMap::new();
    for message in older {
        for block in &message.content {
            if let Block::ToolResult { tool_use_id, content, is_error } = block {
                results.entry(tool_use_id.as_str()).or_default().push_back((content.as_slice(), *is_error));
            }
        }
    }
    let mut entries = Vec::with_capacity(older.len());
    for message in older {
        let mut entry = String::new();
        for block in &message.content {
            match block {
                Block::Text { text, .. } if !text.trim().is_empty() => {
                    // An `@file` attachment is named, not repeated: the file is on disk.
                    match nub_llm::attachment::parse(text) {
                        Some(attached) => {
                            entry.push_str(&format!("[attached {} ({})]", attached.path, attached.detail))
                        }
                        None => entry.push_str(text.trim()),
                    }
                    entry.push('\n');
                }
                Block::ToolUse { id, name, input } => {
                    let result = results.get_mut(id.as_str()).and_then(VecDeque::pop_front);
                    entry.push_str(&elided_call(name, &tools.display(name, input), result));
                    entry.push('\n');
                }
                Block::Image { .. } => entry.push_str("[image]\n"),
                Block::Text { .. } | Block::Thinking { .. } | Block::ToolResult { .. } => {}
            }
        }
        if entry.is_empty() {
            continue;
        }
        let who = match message.role {
            Role::User => "[user]",
            Role::Assistant => "[assistant]",
        };
        entries.push(format!("{who}\n{entry}"));
    }
    entries
}

/// `[bash: cargo test → exit 101, 214 lines]`, `[read src/x.rs: 120 lines]`:
/// a call and its result in a line, from how the tool shows the call.
pub fn elided_call(name: &str, display: &ToolDisplay, result: Option<(&[Block], bool)>) -> String {
    let subject = one_line(&display.subject_line(), ARGUMENT_CHARS);
    let Some((content, is_error)) = result else {
        return format!("[{} no result]", with_subject(name, &subject, ":"));
    };
    let output = result_text(content);
    let lines = line_count(&output);
    let plural = |n: usize| if n == 1 { "1 line".to_owned() } else { format!("{n} lines") };
    let first = || one_line(output.lines().find(|l| !l.trim().is_empty()).unwrap_or("(empty)"), RESULT_CHARS);
    let path = display.path.as_deref().map(|p| one_line(p, ARGUMENT_CHARS));
    match (display.kind, path) {
        (ToolKind::Execute, _) => {
            let (outcome, body) = match bash_outcome(&output) {
                Some(outcome) => (outcome.replace("exit code", "exit"), lines.saturating_sub(1)),
                None => ((if is_error { "failed" } else { "done" }).to_owned(), lines),
            };
            format!("[{name}: {subject} → {outcome}, {}]", plural(body))
        }
        (_, Some(path)) if is_error => format!("[{name} {path}: error: {}]", first()),
        (ToolKind::Read, Some(path)) => format!("[{name} {path}: {}]", plural(lines)),
        (_, Some(path)) => format!("[{name} {path}: {}]", first()),
        (_, None) => {
            let status = if is_error { "error: " } else { "" };
            let size = if lines > 1 { format!(", {}", plural(lines)) } else { String::new() };
            format!("[{} {status}{}{size}]", with_subject(name, &subject, ":"), first())
        }
    }
}

/// `name subject:` or `name:` when the call has no subject.
fn with_subject(name: &str, subject: &str, end: &str) -> String {
    if subject.is_empty() { format!("{name}{end}") } else { format!("{name} {subject}{end}") }
}

/// What `str::lines().count()` says, without walking line by line.
fn line_count(text: &str) -> usize {
    let newlines = text.bytes().filter(|&b| b == b'\n').count();
    newlines + usize::from(!text.is_empty() && !text.ends_with('\n'))
}

/// Keeps the start and end of an entry that alone is over `max_tokens`.
fn clip_middle(entry: String, max_tokens: usize) -> String {
    if tokens(&entry) <= max_tokens {
        return entry;
    }
    // Three characters a token is on the safe side of every estimate.
    let keep = max_tokens.saturating_sub(16) * 3 / 2;
    let chars: Vec<char> = entry.chars().collect();
    let head: String = chars[..keep.min(chars.len())].iter().collect();
    let tail: String = chars[chars.len().saturating_sub(keep)..].iter().collect();
    format!("{head}\n[… {} characters left out …]\n{tail}", chars.len().saturating_sub(2 * keep))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn shown(name: &str, input: serde_json::Value) -> ToolDisplay {
        ToolRegistry::builtin().display(name, &input)
    }

    fn result(text: &str, is_error: bool) -> Option<(&'static [Block], bool)> {
        let block: &'static [Block] = Box::leak(vec![Block::text(text)].into_boxed_slice());
        Some((block, is_error))
    }

    #[test]
    fn tool_calls_become_one_line() {
        let output = format!("{}[exit code 101]", "line\n".repeat(214));
        assert_eq!(
            elided_call("bash", &shown("bash", json!({"command": "cargo test"})), result(&output, false)),
            "[bash: cargo test → exit 101, 214 lines]"
        );
        let file = "1\ta\n".repeat(120);
        assert_eq!(
            elided_call("read", &shown("read", json!({"path": "src/x.rs"})), result(&file, false)),
            "[read src/x.rs: 120 lines]"
        );
        assert_eq!(
            elided_call(
                "edit",
                &shown("edit", json!({"path": "a.rs"})),
                result("old_string was not found in a.rs.\nmore", true)
            ),
            "[edit a.rs: error: old_string was not found in a.rs.]"
        );
        assert_eq!(elided_call("write", &shown("write", json!({"path": "b.rs"})), None), "[write b.rs: no result]");
        assert_eq!(
            elided_call("grep", &shown("grep", json!({"pattern": "fn"})), result("a\nb", false)),
            "[grep fn: a, 2 lines]"
        );
        assert_eq!(
            elided_call("docs__search", &shown("docs__search", json!({"n": 1})), result("hit", false)),
            "[docs__search {\"n\":1}: hit]"
        );
    }

    #[test]
    fn a_huge_entry_is_clipped_to_fit() {
        let big = "word ".repeat(100_000);
        let messages = [Message::user(big)];
        let refs: Vec<&Message> = messages.iter().collect();
        let plan = Plan::new(&refs, &ToolRegistry::builtin(), None, None, 4_000).unwrap();
        assert_eq!(plan.chunks.len(), 1);
        let request = plan.request(0, "m", None, None, summary_max_tokens(4_000));
        let total: usize = tokens(PROMPT) + tokens(&super::super::text_of(&request.messages[0]));
        assert!(total <= 4_000, "{total}");
        assert!(Plan::new(&refs, &ToolRegistry::builtin(), None, None, 300).is_err());
    }
}
