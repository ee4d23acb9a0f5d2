//! A scrollable text overlay with pager keys: the reports of `/context`,
//! `/mcp` and `/skills`, `/help`, and Ctrl+O's full output of the last
//! tool. It lives in the live area while open; the scrollback keeps only
//! what was there before.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;

use crate::cells::clean;
use crate::wrap::wrap_all;

#[derive(Debug, Clone)]
pub struct Pager {
    pub title: String,
    /// Unwrapped; wrapped at render time so a resize re-flows them.
    pub lines: Vec<Line<'static>>,
    /// The first row shown, of the wrapped rows.
    pub top: usize,
    /// Rows of a page at the last render (for PgDn and G).
    page: usize,
    total: usize,
}

/// Whether the pager stays open after a key.
#[derive(Debug, PartialEq, Eq)]
pub enum Paged {
    Open,
    Closed,
}

impl Pager {
    pub fn new(title: impl Into<String>, lines: Vec<Line<'static>>) -> Self {
        Pager { title: title.into(), lines, top: 0, page: 10, total: 0 }
    }

    /// A plain text report, one line per line, sanitized.
    pub fn text(title: impl Into<String>, text: &str) -> Self {
        Pager::new(title, clean(text).lines().map(|l| Line::raw(l.to_owned())).collect())
    }

    /// Moves by `key`; `lines` keeps the position in range (it knows the
    /// page and the rows after wrapping).
    pub fn key(&mut self, key: KeyEvent) -> Paged {
        match key.code {
            KeyCode::Char('q') | KeyCode::Esc => return Paged::Closed,
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => return Paged::Closed,
            KeyCode::Char('o') if key.modifiers.contains(KeyModifiers::CONTROL) => return Paged::Closed,
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Enter => self.top = self.top.saturating_add(1),
            KeyCode::Up | KeyCode::Char('k') => self.top = self.top.saturating_sub(1),
            KeyCode::PageDown | KeyCode::Char(' ' | 'f') => self.top = self.top.saturating_add(self.page.max(1)),
            KeyCode::PageUp | KeyCode::Char('b') => self.top = self.top.saturating_sub(self.page.max(1)),
            KeyCode::Home | KeyCode::Char('g') => self.top = 0,
            KeyCode::End | KeyCode::Char('G') => self.top = usize::MAX,
            _ => {}
        }
        if self.total > 0 {
            self.top = self.top.min(self.total.saturating_sub(self.page));
        }
        Paged::Open
    }

    /// `rows` rows at `width`: a title with the position, the page, a hint.
    pub fn lines(&mut self, width: usize, rows: usize) -> Vec<Line<'static>> {
        let wrapped = wrap_all(&self.lines, width);
        self.page = rows.saturating_sub(2).max(1);
        self.total = wrapped.len();
        self.top = self.top.min(self.total.saturating_sub(self.page));
        let end = (self.top + self.page).min(self.total);
        let position = if self.total <= self.page {
            String::new()
        } else {
            format!("  lines {}–{end} of {}", self.top + 1, self.total)
        };
        let dim = Style::default().fg(Color::DarkGray);
        let mut lines = vec![Line::from(vec![
            ratatui::text::Span::styled(self.title.clone(), Style::default().add_modifier(Modifier::BOLD)),
            ratatui::text::Span::styled(position, dim),
        ])];
        lines.extend(wrapped[self.top..end].iter().cloned());
        let hint = if width < 60 {
            "j/k · Space/b page · g/G · q close"
        } else {
            "↑↓ j/k line · Space/b page · g/G top/end · q close"
        };
        lines.push(Line::styled(hint, dim));
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_and_closes() {
        let text: String = (1..=50).map(|i| format!("row {i}\n")).collect();
        let mut pager = Pager::text("t", &text);
        let first = pager.lines(40, 12);
        assert_eq!(first.len(), 12);
        pager.key(KeyEvent::new(KeyCode::Char(' '), KeyModifiers::NONE));
        let second = pager.lines(40, 12);
        assert_eq!(second[1].spans[0].content, "row 11");
        pager.key(KeyEvent::new(KeyCode::Char('G'), KeyModifiers::NONE));
        let last = pager.lines(40, 12);
        assert_eq!(last[10].spans[0].content, "row 50");
        assert_eq!(pager.key(KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE)), Paged::Closed);
    }
}
