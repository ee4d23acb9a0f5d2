//! Print mode as text: the answer streams to stdout; tool activity, retries
//! and problems go to stderr, one readable line each
//! (`▸ read src/main.rs (120 lines)`, `▸ bash cargo test → exit 0, 2.1 s`).

use std::io::{self, Write};

use nub_agent::{CompactionReason, HookOutcome, LimitKind, Outcome, UiEvent};
use nub_tools::{ToolDisplay, ToolView};

use crate::ui::{Render, err_line};
use nub_llm::terminal::sanitize;

#[derive(Default)]
pub struct PlainPrinter {
    /// stdout has text that does not end in a newline.
    open_line: bool,
}

impl PlainPrinter {
    fn end_line(&mut self) -> io::Result<()> {
        if self.open_line {
            self.open_line = false;
            let mut stdout = io::stdout().lock();
            stdout.write_all(b"\n")?;
            stdout.flush()?;
        }
        Ok(())
    }
}

impl Render for PlainPrinter {
    fn event(&mut self, event: &UiEvent) -> io::Result<()> {
        match event {
            UiEvent::TextDelta { text } => {
                let mut stdout = io::stdout().lock();
                // Model text never drives the terminal (OSC 52, title, clears).
                stdout.write_all(sanitize(text).as_bytes())?;
                stdout.flush()?;
                self.open_line = !text.ends_with('\n');
            }
            UiEvent::TurnEnd { .. } => self.end_line()?,
            UiEvent::ToolEnd { name, is_error, duration_ms, summary, view, display, .. } => {
                self.end_line()?;
                err_line(&tool_line(name, display, *is_error, *duration_ms, summary, view));
            }
            UiEvent::Retry { attempt, delay_ms, reason } => {
                err_line(&format!(
                    "nub: {reason}; retrying in {:.1} s (attempt {})",
                    *delay_ms as f64 / 1000.0,
                    attempt + 1
                ));
            }
            UiEvent::Warning { message } => {
                self.end_line()?;
                err_line(&format!("nub: {message}"));
            }
            UiEvent::Steered { text } => err_line(&format!("nub: steering: {text}")),
            UiEvent::Hook { event, command, outcome, duration_ms, message } => {
                self.end_line()?;
                let how = match outcome {
                    HookOutcome::Ok => "ok",
                    HookOutcome::Blocked => "blocked",
                    HookOutcome::Failed => "failed",
                    HookOutcome::TimedOut => "timed out",
                };
                let said = message.trim().lines().next().map(|line| format!(": {line}")).unwrap_or_default();
                let seconds = *duration_ms as f64 / 1000.0;
                err_line(&format!("nub: hook {event} {} {how} ({seconds:.1} s){said}", one_line(command, 60)));
            }
            UiEvent::Attached { path, detail, .. } => err_line(&format!("nub: attached {path} ({detail})")),
            UiEvent::CompactionStart { reason, tokens_before } => {
                self.end_line()?;
                let why = match reason {
                    CompactionReason::Threshold => "the conversation is near the model's window",
                    CompactionReason::Overflow => "the model refused the conversation as too long",
                    CompactionReason::Requested => "as asked",
                };
                err_line(&format!("nub: compacting ~{tokens_before} tokens of history ({why})"));
            }
            UiEvent::CompactionEnd { tokens_after, summary_node, fallback } => {
                let how = if *fallback { "a summary without the model" } else { "a summary" };
                let short = &summary_node[summary_node.len().saturating_sub(8)..];
                err_line(&format!("nub: compacted to ~{tokens_after} tokens: {how} (node {short})"));
            }
            UiEvent::ModelChanged { endpoint, model } => err_line(&format!("nub: now using {model} on {endpoint}")),
            UiEvent::EffortChanged { effort } => {
                err_line(&format!("nub: effort {}", effort.map_or("(the model's default)", |e| e.name())));
            }
            UiEvent::ModeChanged { mode } => err_line(&format!("nub: mode {}", mode.name())),
            UiEvent::Rewound { node } => err_line(&format!("nub: rewound to {node}")),
            UiEvent::Restored { target, files, notes, .. } => {
                err_line(&format!("nub: restored {} file(s) to their state at {target}", files.len()));
                for note in notes {
                    err_line(&format!("nub: {note}"));
                }
            }
            UiEvent::PermissionAsk { tool, .. } => {
                // Print mode refuses `ask` before it starts; a question here
                // is answered by the loop as a refusal when input closes.
                err_line(&format!("nub: {tool} asks for permission, which print mode cannot give"));
            }
            UiEvent::RunEnd { outcome, changed } => {
                self.end_line()?;
                // The run's real effect, whatever the answer claims.
                if let Some(changed) = changed {
                    err_line(&nub_agent::changed_line(changed));
                }
                if let Outcome::Limit { limit, .. } = outcome {
                    let limit = match limit {
                        LimitKind::MaxTurns => "max_turns",
                        LimitKind::Repetition => "repetition",
                    };
                    err_line(&format!("nub: stopped by a limit ({limit})"));
                }
            }
            UiEvent::SubagentStart { agent, description, model, .. } => {
                self.end_line()?;
                err_line(&format!("nub: agent {agent} ({model}): {}", one_line(description, 80)));
            }
            // Of a child's own events only its tool calls, indented.
            UiEvent::Subagent { agent, event, .. } => {
                if let UiEvent::ToolEnd { name, is_error, duration_ms, summary, view, display, .. } = &**event {
                    let line = tool_line(name, display, *is_error, *duration_ms, summary, view);
                    err_line(&format!("  [{agent}] {line}"));
                }
            }
            UiEvent::SubagentEnd { agent, turns, input_tokens, output_tokens, duration_ms, .. } => {
                let seconds = *duration_ms as f64 / 1000.0;
                err_line(&format!(
                    "nub: agent {agent} done: {turns} turn(s), {input_tokens} tokens in, {output_tokens} out, {seconds:.1} s"
                ));
            }
            UiEvent::RunStart { .. }
            | UiEvent::ToolStart { .. }
            | UiEvent::TurnStart { .. }
            | UiEvent::ThinkingDelta { .. }
            | UiEvent::ToolOutput { .. } => {}
        }
        Ok(())
    }
}

/// `▸ name what → how it went`, built from the tool's typed view where nub
/// knows it and from the model-facing summary otherwise (D-05).
pub fn tool_line(
    name: &str,
    display: &ToolDisplay,
    is_error: bool,
    duration_ms: u64,
    summary: &str,
    view: &ToolView,
) -> String {
    let subject = one_line(&display.subject_line(), 60);
    let seconds = duration_ms as f64 / 1000.0;
    let detail = match view {
        ToolView::Bash { command, timed_out: true, duration_ms, .. } => {
            format!("{} ✗ timed out after {:.0} s", one_line(command, 60), *duration_ms as f64 / 1000.0)
        }
        _ if is_error => format!("{subject} ✗ {summary}"),
        ToolView::File { path, lines, truncated, .. } => {
            format!("{path} ({}{})", count(*lines, "line"), if *truncated { ", more left" } else { "" })
        }
        ToolView::Image { path, media_type, bytes } => format!("{path} ({media_type}, {})", size(*bytes)),
        ToolView::Diff { path, added, removed, created: true, .. } => {
            format!("{path} (new, {}{})", count(*added, "line"), removed_note(*removed))
        }
        ToolView::Diff { path, added, removed, .. } => format!("{path} (+{added} −{removed})"),
        ToolView::Bash { command, exit_code, timed_out, cancelled, .. } => {
            let how = match (exit_code, timed_out, cancelled) {
                (_, true, _) => "timed out".to_owned(),
                (_, _, true) => "cancelled".to_owned(),
                (Some(code), _, _) => format!("exit {code}"),
                (None, _, _) => "killed".to_owned(),
            };
            format!("{} → {how}, {seconds:.1} s", one_line(command, 60))
        }
        ToolView::Glob { pattern, files, truncated } => {
            format!("{pattern} ({}{})", count(files.len(), "file"), if *truncated { "+" } else { "" })
        }
        ToolView::Grep { pattern, matches, files, .. } => {
            format!("{pattern} ({} in {})", count(*matches, "match"), count(*files, "file"))
        }
        ToolView::Todo { items } => format!("({})", count(items.len(), "item")),
        ToolView::Text { .. } | ToolView::Error { .. } => {
            if subject.is_empty() {
                summary.to_owned()
            } else {
                format!("{subject} · {summary}")
            }
        }
    };
    format!("▸ {name} {detail}")
}

/// "1 line", "2 lines", "1 match", "3 matches".
fn count(n: usize, noun: &str) -> String {
    match (n, noun.ends_with("ch")) {
        (1, _) => format!("1 {noun}"),
        (_, true) => format!("{n} {noun}es"),
        (_, false) => format!("{n} {noun}s"),
    }
}

/// A file size as people write it: 73 B, 4 KB, 1.2 MB.
fn size(bytes: usize) -> String {
    match bytes {
        0..1024 => format!("{bytes} B"),
        1024..1_048_576 => format!("{} KB", bytes.div_ceil(1024)),
        _ => format!("{:.1} MB", bytes as f64 / 1_048_576.0),
    }
}

fn removed_note(removed: usize) -> String {
    if removed == 0 { String::new() } else { format!(", replaced {removed}") }
}

fn one_line(text: &str, max: usize) -> String {
    let line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match line.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use nub_tools::ToolKind;

    use super::*;

    fn about(subject: &str) -> ToolDisplay {
        ToolDisplay::new(ToolKind::Other, subject)
    }

    #[test]
    fn tool_lines_read_like_the_concept_says() {
        let read = ToolView::File {
            path: "src/main.rs".into(),
            first_line: 1,
            lines: 120,
            total_lines: 120,
            truncated: false,
        };
        assert_eq!(tool_line("read", &about("src/main.rs"), false, 3, "", &read), "▸ read src/main.rs (120 lines)");
        let bash = ToolView::Bash {
            command: "cargo test".into(),
            exit_code: Some(0),
            duration_ms: 2100,
            output: String::new(),
            truncated: false,
            timed_out: false,
            cancelled: false,
        };
        assert_eq!(
            tool_line("bash", &about("cargo test"), false, 2100, "", &bash),
            "▸ bash cargo test → exit 0, 2.1 s"
        );
        let failed = ToolView::Error { message: "no match".into() };
        assert_eq!(
            tool_line("edit", &about("a.rs"), true, 1, "old_string not found", &failed),
            "▸ edit a.rs ✗ old_string not found"
        );
        let timed_out = ToolView::Bash {
            command: "sleep 100".into(),
            exit_code: None,
            duration_ms: 5000,
            output: String::new(),
            truncated: false,
            timed_out: true,
            cancelled: false,
        };
        assert_eq!(
            tool_line("bash", &about("sleep 100"), true, 5000, "(no output)", &timed_out),
            "▸ bash sleep 100 ✗ timed out after 5 s"
        );
        let one = ToolView::File { path: "a".into(), first_line: 1, lines: 1, total_lines: 1, truncated: false };
        assert_eq!(tool_line("read", &about(""), false, 0, "", &one), "▸ read a (1 line)");
        let image = ToolView::Image { path: "i.png".into(), media_type: "image/png".into(), bytes: 73 };
        assert_eq!(tool_line("read", &about(""), false, 0, "", &image), "▸ read i.png (image/png, 73 B)");
        let grep = ToolView::Grep { pattern: "x".into(), matches: 1, files: 1, truncated: false };
        assert_eq!(tool_line("grep", &about(""), false, 0, "", &grep), "▸ grep x (1 match in 1 file)");
    }
}
