//! `/tree`: the session tree as a full-height navigator. Branches are
//! indented where they fork, the head is marked, summaries, labels and
//! bookmarks shown; Enter rewinds there (the loop does it, between runs) —
//! with checkpoints on it asks first: the conversation, the files, or both
//! — `l` labels, `b` bookmarks, `/` searches. The tree is read from the
//! session file; changes go to the loop as `Input`s and are mirrored here.

use std::collections::HashSet;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use nub_llm::{Block, Role};
use nub_session::{Node, NodeKind, Session};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::cells::clean;

#[derive(Debug, Clone)]
struct Row {
    id: String,
    prefix: String,
    role: &'static str,
    text: String,
    label: Option<String>,
    bookmark: bool,
    head: bool,
    summary: bool,
    /// On the path from the root to the head.
    current: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Mode {
    Browse,
    Label(String),
    Search(String),
    /// Enter was pressed on this node: rewind what?
    Rewind(String),
}

/// What a rewind takes back to the chosen node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rewind {
    /// The head moves there; the files stay.
    Conversation,
    /// The files go back to their state there; the conversation stays.
    Files,
    Both,
}

#[derive(Debug, Clone)]
pub struct TreeView {
    title: String,
    rows: Vec<Row>,
    selected: usize,
    mode: Mode,
    /// The last search, for `n`.
    search: String,
    notice: Option<String>,
    /// Checkpoints are on: Enter asks what to rewind.
    files: bool,
}

#[derive(Debug, PartialEq, Eq)]
pub enum TreeAction {
    Open,
    Closed,
    Rewind(String, Rewind),
    Mark { node: String, label: Option<String>, bookmark: Option<bool> },
}

impl TreeView {
    pub fn new(session: &Session) -> Self {
        let head = session.head().map(ToString::to_string);
        let current: HashSet<String> = match session.head() {
            Some(head) => session.path_to(head).iter().map(|n| n.id.to_string()).collect(),
            None => HashSet::new(),
        };
        let mut rows = Vec::new();
        // (node, own prefix, prefix of what follows): iterative, sessions can be deep.
        let mut stack: Vec<(&Node, String, String)> = Vec::new();
        let carried = session.compacted_originals();
        let roots = session.roots();
        for (i, root) in roots.iter().enumerate().rev() {
            if let Some(node) = session.node(root) {
                let (own, rest) = prefixes("", i + 1 == roots.len(), roots.len() > 1);
                stack.push((node, own, rest));
            }
        }
        // A row standing for several messages (not a branch of its own).
        let folded = |node: &Node, text: String, prefix: String| {
            let id = node.id.to_string();
            Row {
                head: head.as_deref() == Some(id.as_str()),
                current: current.contains(&id),
                summary: false,
                role: "⋯",
                text,
                label: None,
                bookmark: false,
                prefix,
                id,
            }
        };
        while let Some((mut node, own, rest)) = stack.pop() {
            if carried.contains(&node.id) {
                // A compaction's originals (the same messages go on under
                // the summary beside them): one folded row, no branch.
                let mut count = 1;
                while let [only] = session.children(&node.id)
                    && carried.contains(only)
                    && let Some(next) = session.node(only)
                {
                    node = next;
                    count += 1;
                }
                let noun = if count == 1 { "message" } else { "messages" };
                rows.push(folded(node, format!("{count} {noun} carried past the summary beside them"), own));
            } else if let Some(agent) = &node.meta.agent {
                // A subagent's conversation: one folded row, its prompt and size.
                let mut count = 0;
                let mut below = vec![&node.id];
                while let Some(next) = below.pop() {
                    count += 1;
                    below.extend(session.children(next));
                }
                rows.push(folded(node, format!("agent {agent}: {count} messages: {}", preview(node)), own));
                continue;
            } else {
                let id = node.id.to_string();
                rows.push(Row {
                    head: head.as_deref() == Some(id.as_str()),
                    current: current.contains(&id),
                    summary: node.kind == NodeKind::Summary,
                    role: match (node.kind, node.message.role) {
                        (NodeKind::Summary, _) => "summary",
                        (_, Role::User) => "user",
                        (_, Role::Assistant) => "assistant",
                    },
                    text: session.summary_note(&node.id).unwrap_or_else(|| preview(node)),
                    label: node.meta.label.clone(),
                    bookmark: node.meta.bookmark,
                    prefix: own,
                    id,
                });
            }
            let children = session.children(&node.id);
            for (i, child) in children.iter().enumerate().rev() {
                if let Some(child) = session.node(child) {
                    let (own, next) = prefixes(&rest, i + 1 == children.len(), children.len() > 1);
                    stack.push((child, own, next));
                }
            }
        }
        let selected = rows.iter().position(|r| r.head).unwrap_or(rows.len().saturating_sub(1));
        let title = format!("session {} — {} nodes", session.id.short(), rows.len());
        TreeView { title, rows, selected, mode: Mode::Browse, search: String::new(), notice: None, files: false }
    }

    /// Enter asks whether to rewind the conversation, the files or both.
    pub fn with_files(mut self, files: bool) -> Self {
        self.files = files;
        self
    }

    pub fn key(&mut self, key: KeyEvent) -> TreeAction {
        self.notice = None;
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match &mut self.mode {
            Mode::Label(text) | Mode::Search(text) => {
                match key.code {
                    KeyCode::Esc => self.mode = Mode::Browse,
                    KeyCode::Backspace => {
                        text.pop();
                    }
                    KeyCode::Char(c) if !ctrl => text.push(c),
                    KeyCode::Enter => return self.finish_input(),
                    _ => {}
                }
                return TreeAction::Open;
            }
            Mode::Rewind(node) => {
                let what = match key.code {
                    KeyCode::Char('c') => Rewind::Conversation,
                    KeyCode::Char('f') => Rewind::Files,
                    KeyCode::Char('b') | KeyCode::Enter => Rewind::Both,
                    KeyCode::Esc | KeyCode::Char('q') => {
                        self.mode = Mode::Browse;
                        return TreeAction::Open;
                    }
                    _ => return TreeAction::Open,
                };
                return TreeAction::Rewind(node.clone(), what);
            }
            Mode::Browse => {}
        }
        let last = self.rows.len().saturating_sub(1);
        match key.code {
            KeyCode::Char('q') | KeyCode::Esc => return TreeAction::Closed,
            KeyCode::Char('c') if ctrl => return TreeAction::Closed,
            KeyCode::Up | KeyCode::Char('k') => self.selected = self.selected.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => self.selected = (self.selected + 1).min(last),
            KeyCode::PageUp => self.selected = self.selected.saturating_sub(10),
            KeyCode::PageDown => self.selected = (self.selected + 10).min(last),
            KeyCode::Home | KeyCode::Char('g') => self.selected = 0,
            KeyCode::End | KeyCode::Char('G') => self.selected = last,
            KeyCode::Char('l') => {
                let current = self.rows.get(self.selected).and_then(|r| r.label.clone()).unwrap_or_default();
                self.mode = Mode::Label(current);
            }
            KeyCode::Char('/') => self.mode = Mode::Search(String::new()),
            KeyCode::Char('n') => self.find_next(),
            KeyCode::Char('b') => {
                if let Some(row) = self.rows.get_mut(self.selected) {
                    row.bookmark = !row.bookmark;
                    return TreeAction::Mark { node: row.id.clone(), label: None, bookmark: Some(row.bookmark) };
                }
            }
            KeyCode::Enter => {
                if let Some(row) = self.rows.get(self.selected) {
                    if self.files {
                        self.mode = Mode::Rewind(row.id.clone());
                    } else {
                        return TreeAction::Rewind(row.id.clone(), Rewind::Conversation);
                    }
                }
            }
            _ => {}
        }
        TreeAction::Open
    }

    fn finish_input(&mut self) -> TreeAction {
        match std::mem::replace(&mut self.mode, Mode::Browse) {
            Mode::Label(text) => {
                let Some(row) = self.rows.get_mut(self.selected) else { return TreeAction::Open };
                let label = text.trim().to_owned();
                row.label = Some(label.clone()).filter(|l| !l.is_empty());
                TreeAction::Mark { node: row.id.clone(), label: Some(label), bookmark: None }
            }
            Mode::Search(text) => {
                self.search = text.to_lowercase();
                self.find_next();
                TreeAction::Open
            }
            Mode::Browse | Mode::Rewind(_) => TreeAction::Open,
        }
    }

    /// Moves to the next row (after the selected one, wrapping) whose text
    /// or label contains the search.
    fn find_next(&mut self) {
        if self.search.is_empty() || self.rows.is_empty() {
            return;
        }
        let count = self.rows.len();
        let hit = (1..=count).map(|step| (self.selected + step) % count).find(|&i| {
            let row = &self.rows[i];
            row.text.to_lowercase().contains(&self.search)
                || row.label.as_deref().is_some_and(|l| l.to_lowercase().contains(&self.search))
        });
        match hit {
            Some(i) => self.selected = i,
            None => self.notice = Some(format!("no node mentions {:?}", self.search)),
        }
    }

    /// `rows` rows at `width`.
    pub fn lines(&self, width: usize, rows: usize) -> Vec<Line<'static>> {
        let dim = Style::default().fg(Color::DarkGray);
        let mut lines = vec![Line::from(vec![
            Span::styled(self.title.clone(), Style::default().add_modifier(Modifier::BOLD)),
            Span::styled(if width < 80 { "" } else { "  * head · ◇ summary · ★ bookmark" }, dim),
        ])];
        let room = rows.saturating_sub(2).max(1);
        let first = self.selected.saturating_sub(room / 2).min(self.rows.len().saturating_sub(room));
        for (i, row) in self.rows.iter().enumerate().skip(first).take(room) {
            let mut style = if row.current { Style::default() } else { dim };
            if i == self.selected {
                style = style.add_modifier(Modifier::REVERSED);
            }
            let marker = if row.head { "* " } else { "  " };
            let short = &row.id[row.id.len().saturating_sub(8)..];
            let role = if row.summary { "◇ summary" } else { row.role };
            let mut spans = vec![
                Span::styled(marker, Style::default().fg(Color::Green).add_modifier(Modifier::BOLD)),
                Span::styled(row.prefix.clone(), dim),
                Span::styled(format!("{short} {role:<9} "), style),
            ];
            if let Some(label) = &row.label {
                spans.push(Span::styled(format!("[{}] ", clean(label)), Style::default().fg(Color::Yellow)));
            }
            if row.bookmark {
                spans.push(Span::styled("★ ", Style::default().fg(Color::Yellow)));
            }
            let used: usize = spans.iter().map(|s| crate::wrap::str_width(&s.content)).sum();
            let text: String = row.text.chars().take(width.saturating_sub(used)).collect();
            spans.push(Span::styled(text, style));
            lines.push(Line::from(spans));
        }
        let hint = match (&self.mode, &self.notice) {
            (Mode::Label(text), _) => Line::styled(
                format!("label (empty removes it, Enter sets, Esc cancels): {text}"),
                Style::default().fg(Color::Cyan),
            ),
            (Mode::Search(text), _) => Line::styled(format!("search: {text}"), Style::default().fg(Color::Cyan)),
            (Mode::Rewind(node), _) => Line::styled(
                format!(
                    "rewind to {}: c the conversation · f the files · b both (Enter) · Esc cancel",
                    &node[node.len().saturating_sub(8)..]
                ),
                Style::default().fg(Color::Cyan),
            ),
            (Mode::Browse, Some(notice)) => Line::styled(notice.clone(), Style::default().fg(Color::Yellow)),
            (Mode::Browse, None) if width < 80 => Line::styled("Enter rewind · l label · b mark · / find · q", dim),
            (Mode::Browse, None) => {
                Line::styled("↑↓ move · Enter rewind here · l label · b bookmark · / search · n next · q close", dim)
            }
        };
        lines.push(hint);
        lines
    }
}

fn prefixes(rest: &str, last: bool, branching: bool) -> (String, String) {
    match (branching, last) {
        (false, _) => (rest.to_owned(), rest.to_owned()),
        (true, false) => (format!("{rest}├─ "), format!("{rest}│  ")),
        (true, true) => (format!("{rest}└─ "), format!("{rest}   ")),
    }
}

/// A node in one line: its text, its tool calls, or how many results.
fn preview(node: &Node) -> String {
    let mut parts = Vec::new();
    let mut results = 0;
    for block in &node.message.content {
        match block {
            Block::Text { text, .. } if !text.trim().is_empty() => {
                parts.push(clean(text).split_whitespace().collect::<Vec<_>>().join(" "));
            }
            Block::ToolUse { name, .. } => parts.push(format!("→ {}", clean(name))),
            Block::ToolResult { .. } => results += 1,
            _ => {}
        }
    }
    if results > 0 {
        parts.push(format!("({results} tool result{})", if results == 1 { "" } else { "s" }));
    }
    let line = parts.join(" ");
    match line.char_indices().nth(120) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line,
    }
}
