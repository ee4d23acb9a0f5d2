//! The status line: endpoint and model, context used of the window, the
//! session's tokens, repository and branch, and a spinner while working.

use std::path::Path;
use std::time::Duration;

use nub_llm::Usage;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

const SPINNER: [&str; 10] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

#[derive(Debug, Default, Clone)]
pub struct Status {
    pub endpoint: String,
    pub model: String,
    /// The reasoning effort asked for; `None`: the model's default.
    pub effort: Option<nub_llm::effort::Effort>,
    /// The model's context window, when known.
    pub window: Option<u64>,
    /// Tokens the last request used (its input and output), or the
    /// estimate after a compaction.
    pub context: u64,
    pub input: u64,
    pub output: u64,
    pub cached: u64,
    pub repo: String,
    pub branch: Option<String>,
    /// The sandbox in a word or two (`workspace-write`, `off`, `unavailable`).
    pub sandbox: String,
}

impl Status {
    pub fn add_usage(&mut self, usage: &Usage) {
        if !usage.is_reported() {
            return;
        }
        self.input += usage.input;
        self.output += usage.output;
        self.cached += usage.cache_read;
        // `input` is the whole prompt, what the cache served included
        // (every adapter reports it so): counted once.
        self.context = usage.input + usage.output;
    }

    /// The repository's name and checked-out branch, read from `.git/HEAD`
    /// without running git.
    pub fn locate(&mut self, root: &Path) {
        self.repo = root.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        self.branch = std::fs::read_to_string(root.join(".git/HEAD"))
            .ok()
            .and_then(|head| head.trim().strip_prefix("ref: refs/heads/").map(str::to_owned));
    }

    pub fn line(&self, working: Option<Duration>, width: usize) -> Line<'static> {
        let dim = Style::default().fg(Color::DarkGray);
        let mut spans = Vec::new();
        if let Some(elapsed) = working {
            let frame = SPINNER[(elapsed.as_millis() / 100) as usize % SPINNER.len()];
            spans.push(Span::styled(format!("{frame} {}s ", elapsed.as_secs()), Style::default().fg(Color::Yellow)));
        }
        spans.push(Span::styled(
            format!("{}/{}", self.endpoint, self.model),
            Style::default().fg(Color::Cyan).add_modifier(Modifier::BOLD),
        ));
        if let Some(effort) = self.effort {
            spans.push(Span::styled(format!(" {effort}"), Style::default().fg(Color::Cyan)));
        }
        let context = match self.window {
            Some(window) if window > 0 => {
                format!(" · ctx {}/{} {}%", tokens(self.context), tokens(window), self.context * 100 / window)
            }
            _ => format!(" · ctx {}", tokens(self.context)),
        };
        spans.push(Span::styled(context, dim));
        spans.push(Span::styled(
            format!(" · ↑{} ↓{} ⚡{}", tokens(self.input), tokens(self.output), tokens(self.cached)),
            dim,
        ));
        if !self.sandbox.is_empty() {
            // An unconfined bash is worth noticing.
            let style = if self.sandbox == "off" || self.sandbox == "unavailable" {
                Style::default().fg(Color::Yellow)
            } else {
                dim
            };
            spans.push(Span::styled(format!(" · sandbox {}", self.sandbox), style));
        }
        let place = match &self.branch {
            Some(branch) => format!(" · {} ({branch})", self.repo),
            None => format!(" · {}", self.repo),
        };
        if crate::wrap::str_width(&place) + spans.iter().map(|s| crate::wrap::str_width(&s.content)).sum::<usize>()
            <= width
        {
            spans.push(Span::styled(place, dim));
        }
        Line::from(spans)
    }
}

/// 1234 → "1.2k", 1_500_000 → "1.5M".
pub fn tokens(n: u64) -> String {
    match n {
        0..1000 => n.to_string(),
        1000..1_000_000 => format!("{:.1}k", n as f64 / 1000.0),
        _ => format!("{:.1}M", n as f64 / 1_000_000.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cached_tokens_count_once_in_the_context() {
        let mut status = Status::default();
        // 3.1k of prompt of which 3k came from the cache (OpenAI and, once
        // adapted, Anthropic report it so), and a short answer.
        status.add_usage(&Usage { input: 3_100, output: 40, cache_read: 3_000, cache_write: 0, reasoning: 0 });
        assert_eq!(status.context, 3_140);
        assert!(status.line(None, 200).to_string().contains("ctx 3.1k"), "{}", status.line(None, 200));
        status.add_usage(&Usage { input: 3_300, output: 10, cache_read: 0, cache_write: 3_200, reasoning: 0 });
        assert_eq!(status.context, 3_310);
        assert_eq!((status.input, status.cached), (6_400, 3_000));
    }
}
