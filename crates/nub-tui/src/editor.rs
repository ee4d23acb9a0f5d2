//! The prompt editor: multi-line text with Emacs keys, history, and pastes
//! that collapse to a placeholder. Kept apart from any widget so its
//! behaviour is tested directly and its history lives outside it.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};

use crate::wrap::char_width;

/// A paste of more lines than this is shown as "[pasted N lines]".
const COLLAPSE_LINES: usize = 5;

#[derive(Debug, Default)]
pub struct Editor {
    text: String,
    /// A byte offset into `text`, always on a character boundary.
    cursor: usize,
    history: Vec<String>,
    /// Where Up/Down is in `history`; `None` while editing a new entry.
    browsing: Option<usize>,
    draft: String,
    pastes: Vec<(String, String)>,
}

/// What a key did, when the editor alone cannot finish it.
#[derive(Debug, PartialEq, Eq)]
pub enum Edit {
    Handled,
    /// Not an editing key; the caller decides.
    Ignored,
    /// Up on the first line with no history to go to.
    UpAtTop,
}

impl Editor {
    pub fn with_history(history: Vec<String>) -> Self {
        Editor { history, ..Editor::default() }
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    pub fn set_text(&mut self, text: &str) {
        self.text = text.to_owned();
        self.cursor = self.text.len();
    }

    pub fn clear(&mut self) {
        self.text.clear();
        self.cursor = 0;
        self.browsing = None;
        self.pastes.clear();
    }

    /// Takes the text for sending, with pastes expanded, and remembers it.
    pub fn take(&mut self) -> String {
        let mut text = std::mem::take(&mut self.text);
        for (placeholder, content) in self.pastes.drain(..) {
            text = text.replacen(&placeholder, &content, 1);
        }
        self.cursor = 0;
        self.browsing = None;
        if !text.trim().is_empty() && self.history.last() != Some(&text) {
            self.history.push(text.clone());
        }
        text
    }

    /// Byte offset of the cursor (the `@` file finder reads the word before it).
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Replaces `range` of the text with `with`, the cursor after it (the
    /// `@` file finder completing a mention).
    pub fn replace(&mut self, range: std::ops::Range<usize>, with: &str) {
        let start = range.start;
        self.text.replace_range(range, with);
        self.cursor = start + with.len();
    }

    pub fn insert(&mut self, text: &str) {
        self.text.insert_str(self.cursor, text);
        self.cursor += text.len();
    }

    pub fn paste(&mut self, text: &str) {
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        let lines = text.lines().count();
        if lines > COLLAPSE_LINES {
            let placeholder = format!("[pasted {lines} lines #{}]", self.pastes.len() + 1);
            self.insert(&placeholder);
            self.pastes.push((placeholder, text));
        } else {
            self.insert(&text);
        }
    }

    pub fn key(&mut self, key: KeyEvent) -> Edit {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        let alt = key.modifiers.contains(KeyModifiers::ALT);
        match key.code {
            KeyCode::Char('j') if ctrl => self.insert("\n"),
            KeyCode::Enter if key.modifiers.contains(KeyModifiers::SHIFT) => self.insert("\n"),
            KeyCode::Char('a') if ctrl => self.cursor = self.line_start(),
            KeyCode::Char('e') if ctrl => self.cursor = self.line_end(),
            KeyCode::Char('k') if ctrl => {
                let end = self.line_end();
                let end = if end == self.cursor && end < self.text.len() { end + 1 } else { end };
                self.text.replace_range(self.cursor..end, "");
            }
            KeyCode::Char('u') if ctrl => {
                let start = self.line_start();
                self.text.replace_range(start..self.cursor, "");
                self.cursor = start;
            }
            KeyCode::Char('w') if ctrl => {
                let start = self.word_back();
                self.text.replace_range(start..self.cursor, "");
                self.cursor = start;
            }
            KeyCode::Backspace if alt => {
                let start = self.word_back();
                self.text.replace_range(start..self.cursor, "");
                self.cursor = start;
            }
            KeyCode::Char('b') if alt => self.cursor = self.word_back(),
            KeyCode::Char('f') if alt => self.cursor = self.word_forward(),
            KeyCode::Left if ctrl || alt => self.cursor = self.word_back(),
            KeyCode::Right if ctrl || alt => self.cursor = self.word_forward(),
            KeyCode::Char('b') if ctrl => self.cursor = self.prev(self.cursor),
            KeyCode::Char('f') if ctrl => self.cursor = self.next(self.cursor),
            KeyCode::Left => self.cursor = self.prev(self.cursor),
            KeyCode::Right => self.cursor = self.next(self.cursor),
            KeyCode::Home => self.cursor = self.line_start(),
            KeyCode::End => self.cursor = self.line_end(),
            KeyCode::Backspace => {
                let start = self.prev(self.cursor);
                self.text.replace_range(start..self.cursor, "");
                self.cursor = start;
            }
            KeyCode::Delete => {
                let end = self.next(self.cursor);
                self.text.replace_range(self.cursor..end, "");
            }
            KeyCode::Up => return self.up(),
            KeyCode::Down => self.down(),
            KeyCode::Char(c) if !ctrl && !alt => {
                let mut buffer = [0; 4];
                self.insert(c.encode_utf8(&mut buffer));
            }
            _ => return Edit::Ignored,
        }
        Edit::Handled
    }

    fn up(&mut self) -> Edit {
        if self.line_start() > 0 {
            let column = self.cursor - self.line_start();
            let previous_end = self.line_start() - 1;
            let previous_start = self.text[..previous_end].rfind('\n').map_or(0, |i| i + 1);
            self.cursor = self.boundary(previous_start + column.min(previous_end - previous_start));
            return Edit::Handled;
        }
        let next = match self.browsing {
            Some(0) => return Edit::Handled,
            Some(i) => i - 1,
            None if self.history.is_empty() => return Edit::UpAtTop,
            None => {
                self.draft = self.text.clone();
                self.history.len() - 1
            }
        };
        self.browsing = Some(next);
        self.set_text(&self.history[next].clone());
        Edit::Handled
    }

    fn down(&mut self) {
        if self.line_end() < self.text.len() {
            let column = self.cursor - self.line_start();
            let next_start = self.line_end() + 1;
            let next_end = self.text[next_start..].find('\n').map_or(self.text.len(), |i| next_start + i);
            self.cursor = self.boundary(next_start + column.min(next_end - next_start));
            return;
        }
        match self.browsing {
            Some(i) if i + 1 < self.history.len() => {
                self.browsing = Some(i + 1);
                self.set_text(&self.history[i + 1].clone());
            }
            Some(_) => {
                self.browsing = None;
                let draft = std::mem::take(&mut self.draft);
                self.set_text(&draft);
            }
            None => {}
        }
    }

    fn boundary(&self, mut at: usize) -> usize {
        while !self.text.is_char_boundary(at) {
            at -= 1;
        }
        at
    }

    fn prev(&self, at: usize) -> usize {
        self.text[..at].char_indices().next_back().map_or(0, |(i, _)| i)
    }

    fn next(&self, at: usize) -> usize {
        self.text[at..].chars().next().map_or(at, |c| at + c.len_utf8())
    }

    fn line_start(&self) -> usize {
        self.text[..self.cursor].rfind('\n').map_or(0, |i| i + 1)
    }

    fn line_end(&self) -> usize {
        self.text[self.cursor..].find('\n').map_or(self.text.len(), |i| self.cursor + i)
    }

    fn word_back(&self) -> usize {
        let before = &self.text[..self.cursor];
        let trimmed = before.trim_end_matches(|c: char| !c.is_alphanumeric());
        trimmed
            .rfind(|c: char| !c.is_alphanumeric())
            .map_or(0, |i| i + trimmed[i..].chars().next().map_or(1, char::len_utf8))
    }

    fn word_forward(&self) -> usize {
        let after = &self.text[self.cursor..];
        let skip = after.find(|c: char| c.is_alphanumeric()).unwrap_or(after.len());
        let rest = &after[skip..];
        let word = rest.find(|c: char| !c.is_alphanumeric()).unwrap_or(rest.len());
        self.cursor + skip + word
    }

    /// The editor's rows at `width` cells (after a two-cell prompt) and the
    /// cursor's (column, row) among them.
    pub fn render(&self, width: usize, placeholder: &str) -> (Vec<Line<'static>>, (u16, u16)) {
        let prompt = Style::default().fg(Color::Cyan);
        let room = width.saturating_sub(2).max(1);
        if self.text.is_empty() {
            let line = Line::from(vec![
                Span::styled("› ", prompt),
                Span::styled(placeholder.to_owned(), Style::default().fg(Color::DarkGray)),
            ]);
            return (vec![line], (2, 0));
        }
        let mut rows: Vec<String> = vec![String::new()];
        let mut column = 0;
        let mut cursor = (0, 0);
        for (at, c) in self.text.char_indices() {
            if at == self.cursor {
                cursor = (column, rows.len() - 1);
            }
            if c == '\n' {
                rows.push(String::new());
                column = 0;
                continue;
            }
            let w = char_width(c);
            if column + w > room {
                rows.push(String::new());
                column = 0;
                if at == self.cursor {
                    cursor = (0, rows.len() - 1);
                }
            }
            if let Some(row) = rows.last_mut() {
                row.push(if c == '\t' { ' ' } else { c });
            }
            column += w;
        }
        if self.cursor == self.text.len() {
            cursor = if column >= room { (0, rows.len()) } else { (column, rows.len() - 1) };
            if column >= room {
                rows.push(String::new());
            }
        }
        let lines = rows
            .into_iter()
            .enumerate()
            .map(|(i, row)| Line::from(vec![Span::styled(if i == 0 { "› " } else { "  " }, prompt), Span::raw(row)]))
            .collect();
        let cursor = (u16::try_from(cursor.0 + 2).unwrap_or(u16::MAX), u16::try_from(cursor.1).unwrap_or(u16::MAX));
        (lines, cursor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    #[test]
    fn emacs_keys_history_and_pastes() {
        let mut editor = Editor::with_history(vec!["old".into()]);
        editor.insert("hello brave world");
        editor.key(key(KeyCode::Char('w'), KeyModifiers::CONTROL));
        assert_eq!(editor.text(), "hello brave ");
        editor.key(key(KeyCode::Char('a'), KeyModifiers::CONTROL));
        editor.key(key(KeyCode::Char('k'), KeyModifiers::CONTROL));
        assert_eq!(editor.text(), "");
        editor.key(key(KeyCode::Up, KeyModifiers::NONE));
        assert_eq!(editor.text(), "old");
        editor.key(key(KeyCode::Down, KeyModifiers::NONE));
        assert_eq!(editor.text(), "");
        editor.paste("1\n2\n3\n4\n5\n6\n");
        assert_eq!(editor.text(), "[pasted 6 lines #1]");
        assert_eq!(editor.take(), "1\n2\n3\n4\n5\n6\n");
        editor.insert("漢字🙂");
        let (_, cursor) = editor.render(80, "");
        assert_eq!(cursor, (8, 0));
    }
}
