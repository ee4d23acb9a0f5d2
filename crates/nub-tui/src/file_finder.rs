//! The `@` file finder: typing `@` at the start of a word opens a fuzzy
//! list of the repository's paths under the editor; typing narrows it,
//! Up/Down (Ctrl+P/N) choose, Tab or Enter put `@path` into the prompt, Esc
//! closes it. A directory goes in as `@dir/` with the list open again, to go
//! deeper. On send, the loop attaches what the mentions name
//! (`nub_tools::mention`).
//!
//! The finder only reads the editor and rewrites the mention it was opened
//! for; the app calls [`key`] before its own keys and [`after_edit`] after
//! the editor changed, handing in its parts (this module knows no `App`).

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::editor::Editor;
use crate::file_index::{FileIndex, Found};
use crate::wrap::{char_width, str_width};

/// Paths shown at once.
const ROWS: usize = 8;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileFinder {
    /// Byte offset of the `@` in the editor's text.
    pub at: usize,
    pub query: String,
    pub found: Found,
    pub selected: usize,
    /// Esc closed it; it stays closed for this mention.
    pub closed: bool,
}

impl FileFinder {
    fn open(at: usize, query: &str, index: &FileIndex) -> FileFinder {
        let mut finder = FileFinder { at, query: String::new(), found: Found::default(), selected: 0, closed: false };
        finder.search(query, index);
        finder
    }

    fn search(&mut self, query: &str, index: &FileIndex) {
        self.query = query.to_owned();
        self.found = index.query(query, ROWS + 1);
        // The directory just inserted is not a choice inside it; a file
        // typed out in full is the choice (issue 22: `@calc.py` said "no
        // path matches").
        if let Some(at) = self.found.hits.iter().position(|hit| hit.path == query && hit.path.ends_with('/')) {
            self.found.hits.remove(at);
            self.found.matched -= 1;
        }
        self.found.hits.truncate(ROWS);
        self.selected = self.selected.min(self.found.hits.len().saturating_sub(1));
    }

    /// The rows the finder takes under the live area's body, `width` wide.
    pub fn lines(&self, width: usize, index_error: Option<&str>) -> Vec<Line<'static>> {
        if self.closed {
            return Vec::new();
        }
        let dim = Style::default().fg(Color::DarkGray);
        let mut lines = Vec::new();
        for (row, hit) in self.found.hits.iter().enumerate() {
            let chosen = row == self.selected;
            let base = if chosen { Style::default().add_modifier(Modifier::REVERSED) } else { Style::default() };
            let mark = Style::default().fg(Color::Cyan).add_modifier(Modifier::BOLD);
            let mut spans = vec![Span::styled(if chosen { "› " } else { "  " }, base)];
            // Too wide: the start goes, the file name stays.
            let chars: Vec<char> = hit.path.chars().collect();
            let room = width.saturating_sub(2);
            let mut wide: usize = chars.iter().map(|c| char_width(*c)).sum();
            let mut skip = 0;
            if wide > room {
                while skip < chars.len() && wide + 1 > room {
                    wide -= char_width(chars[skip]);
                    skip += 1;
                }
                spans.push(Span::styled("…", base));
            }
            for (i, c) in chars.iter().enumerate().skip(skip) {
                let style = if hit.indices.binary_search(&(i as u32)).is_ok() { base.patch(mark) } else { base };
                spans.push(Span::styled(c.to_string(), style));
            }
            lines.push(Line::from(spans));
        }
        let status = if let Some(error) = index_error {
            format!("  cannot list the repository: {error}")
        } else if self.found.hits.is_empty() && self.found.indexing {
            "  indexing the repository…".to_owned()
        } else if self.found.hits.is_empty() {
            format!("  no path matches {:?} · Esc closes", self.query)
        } else {
            let more = self.found.matched.saturating_sub(self.found.hits.len());
            let more = if more > 0 { format!("{more} more · ") } else { String::new() };
            let indexing = if self.found.indexing { "indexing… · " } else { "" };
            format!("  {indexing}{more}Tab/Enter insert · ↑↓ choose · Esc close")
        };
        let status: String = cut(&status, width);
        lines.push(Line::styled(status, dim));
        lines
    }
}

fn cut(text: &str, width: usize) -> String {
    if str_width(text) <= width {
        return text.to_owned();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = char_width(c);
        if used + w + 1 > width {
            out.push('…');
            break;
        }
        used += w;
        out.push(c);
    }
    out
}

/// The mention being typed: the `@` that starts the word before the cursor
/// (at the start of the text or after a blank or an opening bracket or
/// quote), and what follows it up to the cursor.
pub fn mention_at(text: &str, cursor: usize) -> Option<(usize, &str)> {
    let before = &text[..cursor];
    let start =
        before.rfind(char::is_whitespace).map_or(0, |i| i + before[i..].chars().next().map_or(1, char::len_utf8));
    let word = &before[start..];
    let at = start + word.find('@')?;
    let lead = &text[start..at];
    if !(lead.is_empty() || lead.chars().all(|c| "([{\"'`".contains(c))) {
        return None;
    }
    let query = &text[at + 1..cursor];
    // `@"…` is a quoted mention the finder does not edit.
    if query.starts_with('"') { None } else { Some((at, query)) }
}

/// Keys for an open finder; true when the finder used the key.
pub fn key(slot: &mut Option<FileFinder>, editor: &mut Editor, files: Option<&FileIndex>, key: KeyEvent) -> bool {
    let Some(finder) = slot.as_mut().filter(|f| !f.closed) else { return false };
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    let plain = key.modifiers.is_empty();
    let rows = finder.found.hits.len();
    match key.code {
        KeyCode::Up if plain => finder.selected = finder.selected.checked_sub(1).unwrap_or(rows.saturating_sub(1)),
        KeyCode::Char('p') if ctrl => {
            finder.selected = finder.selected.checked_sub(1).unwrap_or(rows.saturating_sub(1))
        }
        KeyCode::Down if plain => finder.selected = if finder.selected + 1 < rows { finder.selected + 1 } else { 0 },
        KeyCode::Char('n') if ctrl => {
            finder.selected = if finder.selected + 1 < rows { finder.selected + 1 } else { 0 }
        }
        KeyCode::Esc => finder.closed = true,
        KeyCode::Tab | KeyCode::Enter if plain => {
            let Some(hit) = finder.found.hits.get(finder.selected) else {
                // Nothing to insert: Enter sends the prompt as it is, and
                // the list goes with it (it stayed open under the next prompt).
                if key.code == KeyCode::Enter {
                    *slot = None;
                }
                return key.code == KeyCode::Tab;
            };
            let path = hit.path.clone();
            let at = finder.at;
            let inserted = if path.contains(char::is_whitespace) {
                format!("@\"{path}\" ")
            } else if path.ends_with('/') {
                format!("@{path}")
            } else {
                format!("@{path} ")
            };
            let end = editor.cursor();
            editor.replace(at..end, &inserted);
            *slot = None;
            // A directory opens the list again, inside it.
            if path.ends_with('/') {
                after_edit(slot, editor, files, true);
            }
        }
        _ => return false,
    }
    true
}

/// Follows the editor: a mention being typed opens the finder (only when the
/// text changed, so moving the cursor through old mentions opens nothing),
/// updates its query, or closes it when the cursor left the mention.
pub fn after_edit(slot: &mut Option<FileFinder>, editor: &Editor, files: Option<&FileIndex>, typed: bool) {
    let Some(index) = files else { return };
    let Some((at, query)) = mention_at(editor.text(), editor.cursor()) else {
        *slot = None;
        return;
    };
    match slot.as_mut() {
        Some(finder) if finder.at == at => {
            if finder.query != query && !finder.closed {
                finder.search(query, index);
            }
        }
        _ if typed => {
            index.refresh();
            *slot = Some(FileFinder::open(at, query, index));
        }
        _ => *slot = None,
    }
}

/// Whether the screen must be redrawn until the first walk ends.
pub fn waiting(finder: &Option<FileFinder>) -> bool {
    finder.as_ref().is_some_and(|f| !f.closed && f.found.indexing)
}

/// A finder waiting for the first walk searches again (called on the tick).
pub fn poll(finder: &mut Option<FileFinder>, files: Option<&FileIndex>) {
    let (Some(index), Some(finder)) = (files, finder.as_mut()) else { return };
    if finder.found.indexing && !finder.closed {
        let query = finder.query.clone();
        finder.search(&query, index);
    }
}

#[cfg(test)]
mod tests {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use super::*;
    use crate::app::App;
    use crate::status::Status;
    use crate::view::Live;

    fn app(width: u16) -> App {
        let status = Status { endpoint: "local".into(), model: "qwen".into(), repo: "nub".into(), ..Status::default() };
        let mut app = App::new(Editor::default(), status, width);
        let paths = [
            "Cargo.toml",
            "README.md",
            "crates/",
            "crates/nub/",
            "crates/nub/src/main.rs",
            "crates/nub-tools/src/mention.rs",
            "crates/nub-tui/src/file_finder.rs",
            "crates/nub-tui/src/file_index.rs",
            "docs/",
            "docs/json-events.md",
            "my notes.txt",
        ];
        app.files = Some(FileIndex::of(paths.map(String::from)));
        app
    }

    fn press(app: &mut App, code: KeyCode) {
        app.key(KeyEvent::new(code, KeyModifiers::NONE));
    }

    fn typed(app: &mut App, text: &str) {
        for c in text.chars() {
            press(app, KeyCode::Char(c));
        }
    }

    fn live(app: &mut App, height: u16) -> String {
        let mut terminal = Terminal::new(TestBackend::new(app.width, height)).expect("test backend");
        let width = app.width;
        app.height = height;
        let view = Live::of(app, width);
        terminal
            .draw(|frame| {
                let area = frame.area();
                view.render(frame.buffer_mut(), area);
            })
            .expect("draw");
        format!("{}", terminal.backend())
    }

    #[test]
    fn wide_finder_snapshot() {
        let mut app = app(70);
        typed(&mut app, "explain @fin");
        press(&mut app, KeyCode::Down);
        insta::assert_snapshot!(live(&mut app, 8));
    }

    #[test]
    fn narrow_finder_snapshot() {
        let mut app = app(24);
        typed(&mut app, "@src");
        insta::assert_snapshot!(live(&mut app, 12));
    }

    #[test]
    fn empty_and_unmatched_snapshot() {
        let mut app = app(50);
        typed(&mut app, "@");
        let top = live(&mut app, 10);
        typed(&mut app, "qqq");
        insta::assert_snapshot!(format!("{top}---\n{}", live(&mut app, 5)));
    }

    #[test]
    fn a_path_typed_out_in_full_is_offered_first() {
        let mut app = app(60);
        typed(&mut app, "why @crates/nub/src/main.rs");
        let finder = app.finder.as_ref().expect("open");
        assert_eq!(finder.found.hits.first().map(|h| h.path.as_str()), Some("crates/nub/src/main.rs"));
        assert!(!live(&mut app, 8).contains("no path matches"));
    }

    #[test]
    fn enter_with_nothing_matched_sends_and_closes_the_list() {
        let mut app = app(60);
        typed(&mut app, "look at @qqq");
        assert!(app.finder.is_some());
        press(&mut app, KeyCode::Enter);
        assert!(app.finder.is_none(), "the list does not stay open under the next prompt");
        assert_eq!(app.editor.text(), "", "the prompt was sent");
    }

    #[test]
    fn tab_and_enter_insert_esc_closes_directories_go_deeper() {
        let mut app = app(60);
        typed(&mut app, "see @mention");
        press(&mut app, KeyCode::Tab);
        assert_eq!(app.editor.text(), "see @crates/nub-tools/src/mention.rs ");
        assert!(app.finder.is_none());

        typed(&mut app, "and @doc");
        press(&mut app, KeyCode::Enter);
        assert_eq!(
            app.editor.text(),
            "see @crates/nub-tools/src/mention.rs and @docs/",
            "Enter inserted, nothing sent"
        );
        let finder = app.finder.as_ref().expect("open again inside the directory");
        assert_eq!(finder.query, "docs/");
        assert_eq!(finder.found.hits[0].path, "docs/json-events.md");

        press(&mut app, KeyCode::Esc);
        assert!(app.finder.as_ref().is_some_and(|f| f.closed));
        typed(&mut app, "j");
        assert!(app.finder.as_ref().is_some_and(|f| f.closed), "stays closed for this mention");
        press(&mut app, KeyCode::Char(' '));
        assert!(app.finder.is_none(), "the cursor left the mention");
        let effects = app.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE));
        assert_eq!(effects.len(), 1, "Enter sends when the finder is closed");
    }

    #[test]
    fn names_with_spaces_go_quoted_and_moving_opens_nothing() {
        let mut app = app(60);
        typed(&mut app, "@notes");
        press(&mut app, KeyCode::Tab);
        assert_eq!(app.editor.text(), "@\"my notes.txt\" ");
        app.editor.set_text("old @README.md text");
        press(&mut app, KeyCode::Home);
        for _ in 0..8 {
            press(&mut app, KeyCode::Right);
        }
        assert!(app.finder.is_none(), "moving through a mention opens nothing");
        press(&mut app, KeyCode::Backspace);
        assert_eq!(app.finder.as_ref().map(|f| f.query.as_str()), Some("RE"), "editing opens it");
    }

    #[test]
    fn up_and_down_wrap_around() {
        let mut app = app(60);
        typed(&mut app, "@rs");
        let rows = app.finder.as_ref().unwrap().found.hits.len();
        assert!(rows > 2);
        press(&mut app, KeyCode::Up);
        assert_eq!(app.finder.as_ref().unwrap().selected, rows - 1);
        press(&mut app, KeyCode::Down);
        assert_eq!(app.finder.as_ref().unwrap().selected, 0);
    }

    #[test]
    fn the_mention_under_the_cursor() {
        assert_eq!(mention_at("see @src/ma", 11), Some((4, "src/ma")));
        assert_eq!(mention_at("@", 1), Some((0, "")));
        assert_eq!(mention_at("(@a", 3), Some((1, "a")));
        assert_eq!(mention_at("ada@b", 5), None, "an address is no mention");
        assert_eq!(mention_at("@a b", 4), None, "the cursor left it");
        assert_eq!(mention_at("@\"a b", 5), None);
        assert_eq!(mention_at("é @x", 5), Some((3, "x")));
        assert_eq!(mention_at("x\n@y", 4), Some((2, "y")));
    }
}
