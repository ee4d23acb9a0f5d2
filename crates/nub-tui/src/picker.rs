//! A list to choose from, filtered as the user types (fuzzy: the letters
//! in order, closer together and at word starts ranking higher). Used by
//! the slash-command completion and the `/model`, `/provider` and `/resume`
//! pickers.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::cells::clean;
use crate::wrap::str_width;

/// How well `pattern` matches `text`: `None` when its characters do not
/// all appear in order (case-insensitive); higher is better.
pub fn score(pattern: &str, text: &str) -> Option<i64> {
    if pattern.is_empty() {
        return Some(0);
    }
    let text: Vec<char> = text.chars().flat_map(char::to_lowercase).collect();
    let mut score = 0;
    let mut at = 0;
    let mut last: Option<usize> = None;
    for wanted in pattern.chars().flat_map(char::to_lowercase) {
        let found = (at..text.len()).find(|&i| text[i] == wanted)?;
        score += 10;
        if last.is_some_and(|l| l + 1 == found) {
            score += 15;
        }
        if found == 0 || !text[found - 1].is_alphanumeric() {
            score += 10;
        }
        score -= i64::try_from(found - at).unwrap_or(i64::MAX).min(10);
        last = Some(found);
        at = found + 1;
    }
    Some(score)
}

#[derive(Debug, Clone, PartialEq)]
pub struct Item<T> {
    pub label: String,
    /// Shown dim after the label.
    pub detail: String,
    /// Why it cannot be chosen; shown, and Enter on it says it.
    pub unavailable: Option<String>,
    /// Marked as the one in use.
    pub current: bool,
    pub value: T,
}

impl<T> Item<T> {
    pub fn new(label: impl Into<String>, detail: impl Into<String>, value: T) -> Self {
        Item { label: label.into(), detail: detail.into(), unavailable: None, current: false, value }
    }
}

/// What a key did to the picker.
#[derive(Debug, PartialEq)]
pub enum Picked<T> {
    /// Still choosing.
    Open,
    Closed,
    Chosen(T),
    /// Enter on an entry that cannot be used: the reason.
    Refused(String),
}

#[derive(Debug, Clone)]
pub struct Picker<T> {
    pub title: String,
    pub items: Vec<Item<T>>,
    pub filter: String,
    /// Index into `shown()`.
    pub selected: usize,
}

impl<T: Clone> Picker<T> {
    pub fn new(title: impl Into<String>, items: Vec<Item<T>>) -> Self {
        let selected = 0;
        Picker { title: title.into(), items, filter: String::new(), selected }
    }

    /// The items the filter lets through, best first (ties keep their order).
    pub fn shown(&self) -> Vec<&Item<T>> {
        let mut scored: Vec<(i64, usize, &Item<T>)> = self
            .items
            .iter()
            .enumerate()
            .filter_map(|(i, item)| {
                let text = format!("{} {}", item.label, item.detail);
                score(&self.filter, &text).map(|s| (s, i, item))
            })
            .collect();
        scored.sort_by_key(|(s, i, _)| (std::cmp::Reverse(*s), *i));
        scored.into_iter().map(|(_, _, item)| item).collect()
    }

    pub fn key(&mut self, key: KeyEvent) -> Picked<T> {
        let count = self.shown().len();
        match key.code {
            KeyCode::Esc => return Picked::Closed,
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => return Picked::Closed,
            KeyCode::Up => self.selected = self.selected.checked_sub(1).unwrap_or(count.saturating_sub(1)),
            KeyCode::Down | KeyCode::Tab => {
                self.selected = if self.selected + 1 >= count { 0 } else { self.selected + 1 }
            }
            KeyCode::PageUp => self.selected = self.selected.saturating_sub(10),
            KeyCode::PageDown => self.selected = (self.selected + 10).min(count.saturating_sub(1)),
            KeyCode::Enter => {
                return match self.shown().get(self.selected) {
                    Some(item) => match &item.unavailable {
                        Some(why) => Picked::Refused(format!("{}: {why}", item.label)),
                        None => Picked::Chosen(item.value.clone()),
                    },
                    None => Picked::Closed,
                };
            }
            KeyCode::Backspace => {
                self.filter.pop();
                self.selected = 0;
            }
            KeyCode::Char(c) if !key.modifiers.contains(KeyModifiers::CONTROL) => {
                self.filter.push(c);
                self.selected = 0;
            }
            _ => {}
        }
        Picked::Open
    }

    /// The picker's rows at `width`, at most `rows` of them: a title with
    /// the filter, the entries around the selected one, a key hint.
    pub fn lines(&self, width: usize, rows: usize) -> Vec<Line<'static>> {
        let dim = Style::default().fg(Color::DarkGray);
        let shown = self.shown();
        let mut lines = vec![Line::from(vec![
            Span::styled(format!("{} ", self.title), Style::default().add_modifier(Modifier::BOLD)),
            Span::styled(format!("› {}", self.filter), Style::default().fg(Color::Cyan)),
        ])];
        let room = rows.saturating_sub(2).max(1);
        let first = self.selected.saturating_sub(room.saturating_sub(1));
        if shown.is_empty() {
            lines.push(Line::styled("  nothing matches", dim));
        }
        for (i, item) in shown.iter().enumerate().skip(first).take(room) {
            let selected = i == self.selected;
            let marker = match (selected, item.current) {
                (true, _) => "› ",
                (false, true) => "• ",
                (false, false) => "  ",
            };
            let mut label_style = Style::default();
            if selected {
                label_style = label_style.add_modifier(Modifier::REVERSED);
            }
            if item.unavailable.is_some() {
                label_style = label_style.fg(Color::DarkGray);
            }
            let mut spans = vec![
                Span::styled(marker, Style::default().fg(Color::Cyan)),
                Span::styled(clean(&item.label), label_style),
            ];
            let mut detail = clean(&item.detail);
            if item.current {
                detail = format!("(current) {detail}");
            }
            if let Some(why) = &item.unavailable {
                detail = format!("unavailable: {why}  {detail}");
            }
            if !detail.trim().is_empty() {
                let used = 2 + str_width(&clean(&item.label)) + 2;
                let room = width.saturating_sub(used);
                let detail: String = detail
                    .chars()
                    .scan(0, |w, c| {
                        *w += crate::wrap::char_width(c);
                        (*w <= room).then_some(c)
                    })
                    .collect();
                spans.push(Span::styled(format!("  {detail}"), dim));
            }
            lines.push(Line::from(spans));
        }
        let hint = if width < 60 {
            "↑↓ · Enter pick · type filters · Esc"
        } else {
            "↑↓ choose · Enter pick · type to filter · Esc close"
        };
        lines.push(Line::styled(hint, dim));
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fuzzy_ranks_prefixes_and_word_starts_first() {
        assert!(score("mdl", "model").is_some());
        assert_eq!(score("xyz", "model"), None);
        assert!(score("mo", "model").unwrap() > score("mo", "compact memory").unwrap());
        let picker =
            Picker::new("t", vec![Item::new("resume", "", 1), Item::new("model", "", 2), Item::new("mcp", "", 3)]);
        let mut picker = picker;
        picker.key(KeyEvent::new(KeyCode::Char('m'), KeyModifiers::NONE));
        picker.key(KeyEvent::new(KeyCode::Char('o'), KeyModifiers::NONE));
        assert_eq!(picker.shown()[0].label, "model");
        assert_eq!(picker.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)), Picked::Chosen(2));
    }
}
