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
    /// MCP servers starting in the background: (done, total).
    pub mcp: Option<(usize, usize)>,
    /// The sandbox in a word or two (`workspace-write`, `off`, `unavailable`).
    pub sandbox: String,
    /// The loop's mode (Shift+Tab); shown unless it is `ask`.
    pub mode: nub_agent::Mode,
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
        // A regular file of a few bytes: an unpacked `.git` could hold anything.
        self.branch = nub_config::own_files::read(&root.join(".git/HEAD"), nub_config::own_files::Scope::User, 4 << 10)
            .ok()
            .and_then(|head| String::from_utf8(head).ok())
            .and_then(|head| head.trim().strip_prefix("ref: refs/heads/").map(str::to_owned))
            .filter(|branch| branch.len() <= 256 && !branch.chars().any(char::is_control));
    }

    /// The status line in `width` cells: whole segments are left out,
    /// least needed first (the place, the session's tokens, a working
    /// sandbox, the context), never cut mid-word; the model comes last and
    /// is only shortened.
    pub fn line(&self, working: Option<Duration>, width: usize) -> Line<'static> {
        let dim = Style::default().fg(Color::DarkGray);
        // (how much it is needed, the segment); shown in this order.
        let mut segments: Vec<(u8, Span<'static>)> = Vec::new();
        if let Some(elapsed) = working {
            let frame = SPINNER[(elapsed.as_millis() / 100) as usize % SPINNER.len()];
            let spinner = format!("{frame} {}s ", elapsed.as_secs());
            segments.push((9, Span::styled(spinner, Style::default().fg(Color::Yellow))));
        }
        let model = format!("{}/{}", self.endpoint, self.model);
        segments.push((10, Span::styled(model, Style::default().fg(Color::Cyan).add_modifier(Modifier::BOLD))));
        if let Some(effort) = self.effort {
            segments.push((5, Span::styled(format!(" {effort}"), Style::default().fg(Color::Cyan))));
        }
        if self.mode != nub_agent::Mode::Ask {
            let style = Style::default().fg(Color::Magenta).add_modifier(Modifier::BOLD);
            segments.push((8, Span::styled(format!(" · {} (shift+tab)", self.mode.name()), style)));
        }
        let context = match self.window {
            Some(window) if window > 0 => {
                format!(" · ctx {}/{} {}%", tokens(self.context), tokens(window), self.context * 100 / window)
            }
            _ => format!(" · ctx {}", tokens(self.context)),
        };
        segments.push((6, Span::styled(context, dim)));
        if let Some((done, total)) = self.mcp {
            segments.push((7, Span::styled(format!(" · mcp {done}/{total}"), Style::default().fg(Color::Yellow))));
        }
        let session = format!(" · ↑{} ↓{} ⚡{}", tokens(self.input), tokens(self.output), tokens(self.cached));
        segments.push((3, Span::styled(session, dim)));
        if !self.sandbox.is_empty() {
            // An unconfined bash is worth noticing; a working sandbox less so.
            let (need, style) = if self.sandbox == "off" || self.sandbox == "unavailable" {
                (8, Style::default().fg(Color::Yellow))
            } else {
                (2, dim)
            };
            segments.push((need, Span::styled(format!(" · sandbox {}", self.sandbox), style)));
        }
        let place = match &self.branch {
            Some(branch) => format!(" · {} ({branch})", self.repo),
            None => format!(" · {}", self.repo),
        };
        segments.push((1, Span::styled(place, dim)));
        let used = |segments: &[(u8, Span<'static>)]| -> usize {
            segments.iter().map(|(_, span)| crate::wrap::str_width(&span.content)).sum()
        };
        while used(&segments) > width {
            let Some(least) =
                segments.iter().enumerate().filter(|(_, (need, _))| *need < 9).min_by_key(|(_, (need, _))| *need)
            else {
                break;
            };
            let at = least.0;
            segments.remove(at);
        }
        let line = Line::from(segments.into_iter().map(|(_, span)| span).collect::<Vec<_>>());
        // Still too wide (a long model name on a narrow terminal): shortened.
        if crate::wrap::str_width(&line.to_string()) > width {
            let mut cut = crate::wrap::clip(&line, width.saturating_sub(1));
            cut.spans.push(Span::styled("…", dim));
            return cut;
        }
        line
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
    fn a_narrow_status_line_drops_whole_segments() {
        let status = Status {
            endpoint: "local".into(),
            model: "qwen".into(),
            window: Some(32_000),
            context: 3_140,
            input: 6_400,
            sandbox: "workspace-write".into(),
            repo: "nub".into(),
            branch: Some("main".into()),
            ..Status::default()
        };
        let wide = status.line(None, 200).to_string();
        assert_eq!(wide, "local/qwen · ctx 3.1k/32.0k 9% · ↑6.4k ↓0 ⚡0 · sandbox workspace-write · nub (main)");
        for width in [20, 30, 40, 60] {
            let line = status.line(None, width).to_string();
            assert!(crate::wrap::str_width(&line) <= width, "{line:?} is wider than {width}");
            // Every segment that is shown is whole.
            for piece in line.split(" · ") {
                assert!(wide.contains(piece), "{piece:?} was cut from {line:?}");
            }
        }
        assert_eq!(status.line(None, 40).to_string(), "local/qwen · ctx 3.1k/32.0k 9%");
    }

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
