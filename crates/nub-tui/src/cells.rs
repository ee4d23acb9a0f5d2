//! Tool cells: one block of lines per tool call, built from its `ToolStart`
//! input while it runs and from its `ToolView` when it ends. Every text in
//! them came from a model or a tool, so it is sanitized here.

use nub_tools::{TodoStatus, ToolDisplay, ToolKind, ToolView};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

/// Diff lines shown before the rest is folded into a count.
const DIFF_LINES: usize = 40;
/// Diff lines a permission prompt shows: it must fit above the editor.
const PROMPT_DIFF_LINES: usize = 16;
/// Lines of the error a prompted call would end in.
const PROMPT_ERROR_LINES: usize = 4;
/// Bash output lines kept in the scrollback after the call (the model got all of it).
const BASH_LINES: usize = 12;
/// Glob hits shown.
const HITS: usize = 5;

pub fn clean(text: &str) -> String {
    nub_llm::terminal::sanitize(text).replace('\t', "    ")
}

fn dim() -> Style {
    Style::default().fg(Color::DarkGray)
}

/// What a call is about, in one line: the command (its first line and how
/// many more), the path, the pattern — as the tool itself describes it.
pub fn subject(display: &ToolDisplay) -> String {
    clean(&display.subject_line())
}

/// The first line of a cell: a marker, the tool's name and its subject.
pub fn header(marker: &str, marker_style: Style, name: &str, subject: &str) -> Line<'static> {
    let mut spans = vec![
        Span::styled(format!("{marker} "), marker_style),
        Span::styled(clean(name), Style::default().add_modifier(Modifier::BOLD)),
    ];
    if !subject.is_empty() {
        spans.push(Span::raw(" "));
        spans.push(Span::styled(subject.to_owned(), Style::default().fg(Color::Cyan)));
    }
    Line::from(spans)
}

/// The cell of a running call: header and the last `tail` lines of output.
pub fn running(name: &str, display: &ToolDisplay, output: &str, tail: usize, spinner: &str) -> Vec<Line<'static>> {
    let mut lines = vec![header(spinner, Style::default().fg(Color::Yellow), name, &subject(display))];
    let clean = clean(output);
    let all: Vec<&str> = clean.lines().collect();
    for line in &all[all.len().saturating_sub(tail)..] {
        lines.push(Line::styled(format!("  │ {line}"), dim()));
    }
    lines
}

/// The finished cell that goes into the scrollback.
pub fn finished(
    name: &str,
    display: &ToolDisplay,
    is_error: bool,
    duration_ms: u64,
    view: &ToolView,
) -> Vec<Line<'static>> {
    let ok = Style::default().fg(Color::Green);
    let failed = Style::default().fg(Color::Red);
    let marker = if is_error { ("✗", failed) } else { ("✓", ok) };
    let mut subject = subject(display);
    let mut body = Vec::new();
    let mut note = String::new();
    match view {
        ToolView::Text { text } => {
            let clean = clean(text);
            let all: Vec<&str> = clean.lines().collect();
            for line in all.iter().take(BASH_LINES) {
                body.push(Line::styled(format!("  │ {line}"), dim()));
            }
            if all.len() > BASH_LINES {
                let more = plural(all.len() - BASH_LINES, false, "more line");
                body.push(Line::styled(format!("  … {more}"), dim()));
            }
        }
        ToolView::File { path, first_line, lines, total_lines, truncated } => {
            subject = clean(path);
            let last = first_line + lines.saturating_sub(1);
            note = if *lines == 0 {
                "empty".to_owned()
            } else {
                format!("lines {first_line}–{last} of {total_lines}{}", if *truncated { ", cut" } else { "" })
            };
        }
        ToolView::Image { path, media_type, bytes } => {
            subject = clean(path);
            note = format!("{} image, {} KiB", clean(media_type), bytes.div_ceil(1024));
        }
        ToolView::Diff { path, diff, added, removed, created } => {
            subject = clean(path);
            note = format!("{}+{added} −{removed}", if *created { "new file, " } else { "" });
            body = diff_lines(diff, DIFF_LINES);
        }
        ToolView::Bash { command, exit_code, duration_ms, output, truncated, timed_out, cancelled } => {
            subject = clean(&ToolDisplay::new(ToolKind::Execute, command).subject_line());
            let clean = clean(output);
            let all: Vec<&str> = clean.lines().collect();
            let skipped = all.len().saturating_sub(BASH_LINES);
            if skipped > 0 || *truncated {
                body.push(Line::styled(format!("  … {}", plural(skipped, false, "earlier line")), dim()));
            }
            for line in &all[skipped..] {
                body.push(Line::styled(format!("  │ {line}"), dim()));
            }
            let took = seconds(*duration_ms);
            note = match (exit_code, timed_out, cancelled) {
                (_, true, _) => format!("timed out after {took}"),
                (_, _, true) => format!("cancelled after {took}"),
                (Some(0), _, _) => format!("exit 0, {took}"),
                (Some(code), _, _) => format!("exit {code}, {took}"),
                (None, _, _) => format!("killed by a signal after {took}"),
            };
        }
        ToolView::Glob { pattern, files, truncated } => {
            subject = clean(pattern);
            note = plural(files.len(), *truncated, "file");
            for file in files.iter().take(HITS) {
                body.push(Line::styled(format!("  │ {}", clean(file)), dim()));
            }
            if files.len() > HITS {
                body.push(Line::styled(format!("  … {} more", files.len() - HITS), dim()));
            }
        }
        ToolView::Grep { pattern, matches, files, truncated } => {
            subject = clean(pattern);
            note = format!("{} in {}", plural(*matches, *truncated, "match"), plural(*files, false, "file"));
        }
        ToolView::Todo { items } => {
            for item in items {
                let (mark, style) = match item.status {
                    TodoStatus::Done => ("[x]", Style::default().fg(Color::Green).add_modifier(Modifier::CROSSED_OUT)),
                    TodoStatus::InProgress => ("[~]", Style::default().fg(Color::Yellow)),
                    TodoStatus::Pending => ("[ ]", Style::default()),
                };
                body.push(Line::styled(format!("  {mark} {}", clean(&item.content)), style));
            }
        }
        ToolView::Error { message } => {
            for line in clean(message).lines() {
                body.push(Line::styled(format!("  {line}"), failed));
            }
        }
    }
    let mut head = header(marker.0, marker.1, name, &subject);
    if note.is_empty() && !matches!(view, ToolView::Bash { .. }) && duration_ms >= 1000 {
        note = seconds(duration_ms);
    }
    if !note.is_empty() {
        head.spans.push(Span::styled(format!("  {note}"), dim()));
    }
    let mut lines = vec![head];
    lines.extend(body);
    lines
}

/// Everything of a finished call, nothing folded: Ctrl+O's pager.
pub fn full(name: &str, display: &ToolDisplay, view: &ToolView) -> Vec<Line<'static>> {
    let all = |text: &str| -> Vec<Line<'static>> { clean(text).lines().map(|l| Line::raw(l.to_owned())).collect() };
    match view {
        ToolView::Diff { diff, .. } => diff_lines(diff, usize::MAX),
        ToolView::Bash { command, output, .. } => {
            let mut lines: Vec<Line<'static>> = clean(command)
                .lines()
                .map(|l| Line::styled(format!("$ {l}"), Style::default().fg(Color::Cyan)))
                .collect();
            lines.extend(all(output));
            lines
        }
        ToolView::Text { text } => all(text),
        ToolView::Error { message } => all(message),
        ToolView::Glob { files, .. } => files.iter().map(|f| Line::raw(clean(f))).collect(),
        _ => finished(name, display, false, 0, view),
    }
}

fn diff_lines(diff: &str, keep: usize) -> Vec<Line<'static>> {
    let clean = clean(diff);
    let all: Vec<&str> = clean.lines().filter(|l| !l.starts_with("+++") && !l.starts_with("---")).collect();
    let mut lines: Vec<Line<'static>> = all
        .iter()
        .take(keep)
        .map(|line| {
            let style = match line.chars().next() {
                Some('+') => Style::default().fg(Color::Green),
                Some('-') => Style::default().fg(Color::Red),
                Some('@') => Style::default().fg(Color::Cyan),
                _ => dim(),
            };
            Line::styled(format!("  {line}"), style)
        })
        .collect();
    if all.len() > keep {
        lines.push(Line::styled(format!("  … {}", plural(all.len() - keep, false, "more diff line")), dim()));
    }
    lines
}

/// "1 file", "3 files", "1 match", "2 matches", "50+ matches" (`more`:
/// there were more than `n`).
fn plural(n: usize, more: bool, noun: &str) -> String {
    let plus = if more { "+" } else { "" };
    match (n, more, noun.ends_with("ch") || noun.ends_with('s')) {
        (1, false, _) => format!("1 {noun}"),
        (_, _, true) => format!("{n}{plus} {noun}es"),
        (_, _, false) => format!("{n}{plus} {noun}s"),
    }
}

pub fn seconds(ms: u64) -> String {
    if ms < 1000 { format!("{ms} ms") } else { format!("{:.1} s", ms as f64 / 1000.0) }
}

/// What the permission prompt shows of a call (its `preview`, computed by
/// the loop): for `write` and `edit` the path and the diff the call would
/// make (folded when long) or why it would fail; for `bash` the command;
/// any other tool's input. Each at most `rows` lines, the rest counted.
pub fn permission_detail(display: &ToolDisplay, preview: &ToolView, rows: usize) -> Vec<Line<'static>> {
    let cyan = Style::default().fg(Color::Cyan);
    match preview {
        ToolView::Diff { path, diff, added, removed, created } => {
            let what = if *created { "new file, " } else { "" };
            let mut lines = vec![Line::from(vec![
                Span::styled(format!("  {}", clean(path)), cyan),
                Span::styled(format!("  {what}+{added} −{removed}"), dim()),
            ])];
            let mut diff = diff_lines(diff, rows.saturating_sub(1).clamp(1, PROMPT_DIFF_LINES));
            if let Some(folded) = diff.last_mut().filter(|l| l.spans.iter().any(|s| s.content.starts_with("  … "))) {
                folded.spans.push(Span::styled(" (Ctrl+O shows all)", Style::default().fg(Color::Yellow)));
            }
            lines.extend(diff);
            lines
        }
        ToolView::Error { message } => {
            let path = display.path.as_deref().map(clean).unwrap_or_default();
            let mut lines = vec![Line::styled(format!("  {path}"), cyan)];
            let red = Style::default().fg(Color::Red);
            let message = clean(message);
            for (i, line) in message.lines().take(PROMPT_ERROR_LINES).enumerate() {
                let lead = if i == 0 { "  would fail: " } else { "    " };
                lines.push(Line::styled(format!("{lead}{line}"), red));
            }
            lines
        }
        other => {
            let text = match other {
                ToolView::Text { text } => text.clone(),
                view => serde_json::to_string_pretty(view).unwrap_or_default(),
            };
            // Control characters and bidi overrides are shown, not obeyed:
            // what the user approves is what runs.
            let shown = nub_llm::terminal::reveal(&text).replace('\t', "    ");
            let all: Vec<&str> = shown.lines().collect();
            let keep = rows.max(1);
            let mut lines: Vec<Line<'static>> =
                all.iter().take(keep).map(|line| Line::styled(format!("  {line}"), cyan)).collect();
            if all.len() > keep {
                let more = plural(all.len() - keep, false, "more line");
                lines.push(Line::styled(
                    format!("  … +{more} (Ctrl+O shows all)"),
                    Style::default().fg(Color::Yellow).add_modifier(Modifier::BOLD),
                ));
            }
            lines
        }
    }
}

/// A hook that ran, in one line: the event, the command (its first line),
/// how it ended and, when it blocked or failed, why. Hooks that went well
/// stay dim; the rest say so in yellow.
pub fn hook(
    event: &str,
    command: &str,
    outcome: nub_agent::HookOutcome,
    duration_ms: u64,
    message: &str,
) -> Line<'static> {
    use nub_agent::HookOutcome;
    let command = clean(command.lines().next().unwrap_or_default());
    let command = match command.char_indices().nth(40) {
        Some((cut, _)) => format!("{}…", &command[..cut]),
        None => command,
    };
    let said = clean(message.trim().lines().next().unwrap_or_default());
    // One line: the rest of a long message is in the log (and the model's result).
    let said = match said.char_indices().nth(80) {
        Some((cut, _)) => format!("{}…", &said[..cut]),
        None => said,
    };
    let (how, style) = match outcome {
        HookOutcome::Ok => ("ok".to_owned(), dim()),
        HookOutcome::Blocked => ("blocked".to_owned(), Style::default().fg(Color::Yellow)),
        HookOutcome::Failed => ("failed".to_owned(), Style::default().fg(Color::Yellow)),
        HookOutcome::TimedOut => ("timed out".to_owned(), Style::default().fg(Color::Yellow)),
    };
    let said = if said.is_empty() { String::new() } else { format!(": {said}") };
    Line::styled(format!("◇ hook {} {command} — {how}, {}{said}", clean(event), seconds(duration_ms)), style)
}
