//! The terminal: raw mode and its restoration on every exit path, and the
//! live area as a viewport at the bottom of the normal screen. Finished
//! lines are written above it and scroll into the terminal's own
//! scrollback; the alternate screen is never entered and the screen is
//! never cleared as a whole, so nothing already shown is redrawn.
//!
//! Between frames the terminal's cursor is hidden and parked on the first
//! cell of the live area (the editor draws its own cursor). A resize then
//! needs no guess about what the terminal did: one that re-flows its lines
//! moves the cursor with the line it is on, one that does not leaves it in
//! place, and either way the live area starts on the cursor's row. Only
//! from there down is cleared and drawn anew; the scrollback is not touched.
//!
//! Frames are diffed against the last one here rather than by ratatui's
//! `Terminal`, whose resize clears the whole screen when it gets narrower.

use std::collections::VecDeque;
use std::io::{self, Stdout, Write};

use crossterm::event::{DisableBracketedPaste, DisableFocusChange, EnableBracketedPaste, EnableFocusChange};
use crossterm::terminal::{BeginSynchronizedUpdate, EndSynchronizedUpdate};
use crossterm::{cursor, execute, queue, terminal};
use ratatui::backend::{Backend, ClearType, CrosstermBackend};
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::App;
use crate::view::Live;

pub struct Screen {
    backend: CrosstermBackend<Stdout>,
    /// The first row of the live area and its height.
    top: u16,
    height: u16,
    size: (u16, u16),
    /// What the live area shows now; `None` once it was cleared or moved.
    shown: Option<Buffer>,
    /// The last screenful of lines written above the live area, as written.
    recent: VecDeque<Line<'static>>,
    /// How many of the last `recent` lines the live area covers: it grew
    /// up over them (an overlay, a paragraph taller than the screen)
    /// rather than scrolling them away, so they can be shown again when it
    /// shrinks — the conversation never leaves the screen for blank rows.
    covered: u16,
}

/// Puts the terminal back the way the shell expects it. Safe to call
/// twice, and from a panic hook.
pub fn restore_modes() {
    let mut out = io::stdout();
    let _ = execute!(out, EndSynchronizedUpdate, DisableBracketedPaste, DisableFocusChange, cursor::Show);
    let _ = terminal::disable_raw_mode();
}

/// A panic leaves raw mode and then reports as usual.
pub fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore_modes();
        let _ = io::stdout().write_all(b"\r\n");
        previous(info);
    }));
}

impl Screen {
    pub fn enter() -> io::Result<Screen> {
        let mut screen = Screen {
            backend: CrosstermBackend::new(io::stdout()),
            top: 0,
            height: 1,
            size: (0, 0),
            shown: None,
            recent: VecDeque::new(),
            covered: 0,
        };
        screen.take()?;
        Ok(screen)
    }

    /// Raw mode, pastes, the cursor hidden, and the live area on a line of
    /// its own where the cursor is.
    fn take(&mut self) -> io::Result<()> {
        terminal::enable_raw_mode()?;
        // Focus events tell whether a notification is wanted (`[tui] notify`).
        execute!(io::stdout(), EnableBracketedPaste, EnableFocusChange, cursor::Hide)?;
        let (width, height) = terminal::size()?;
        let (column, row) = cursor::position().unwrap_or((0, height.saturating_sub(1)));
        self.size = (width, height);
        self.top = row;
        self.height = 1;
        self.recent.clear();
        self.covered = 0;
        if column > 0 {
            // Start on a line of our own, below whatever the shell printed.
            self.backend.write_all(b"\r\n")?;
            self.top = (row + 1).min(height.saturating_sub(1));
        }
        self.shown = None;
        Ok(())
    }

    pub fn width(&self) -> u16 {
        self.size.0
    }

    pub fn height(&self) -> u16 {
        self.size.1
    }

    /// Asks the terminal to put `text` on the clipboard (OSC 52). Works
    /// over SSH; a terminal without it (or tmux without `set-clipboard`)
    /// ignores it, and nothing tells us which.
    pub fn copy(&mut self, text: &str) -> io::Result<()> {
        let sequence = format!("\x1b]52;c;{}\x07", base64(text.as_bytes()));
        self.backend.write_all(sequence.as_bytes())?;
        Backend::flush(&mut self.backend)
    }

    /// Tells a user who looks elsewhere that nub waits: the bell, or a
    /// desktop notification through OSC 9 or OSC 777.
    pub fn notify(&mut self, how: crate::app::Notify, text: &str) -> io::Result<()> {
        let Some(sequence) = notification(how, text) else { return Ok(()) };
        self.backend.write_all(sequence.as_bytes())?;
        Backend::flush(&mut self.backend)
    }

    /// Clears the live area and leaves the cursor where the shell's prompt
    /// should come, below the transcript.
    pub fn leave(&mut self) -> io::Result<()> {
        self.uncover(self.covered)?;
        self.backend.set_cursor_position(Position::new(0, self.top))?;
        self.backend.clear_region(ClearType::AfterCursor)?;
        Backend::flush(&mut self.backend)?;
        restore_modes();
        Ok(())
    }

    /// Ctrl+Z: give the terminal back, stop, and take it again on `fg`.
    pub fn suspend(&mut self) -> io::Result<()> {
        self.leave()?;
        // The stop signal through kill(1): the workspace denies unsafe code,
        // so no raise(3). The shell resumes us with SIGCONT.
        let _ = std::process::Command::new("kill").args(["-TSTP", &std::process::id().to_string()]).status();
        self.take()
    }

    /// After a resize: the live area starts where the parked cursor is now
    /// (see the module's note); it is cleared from there and drawn anew.
    pub fn resize(&mut self, width: u16, height: u16) -> io::Result<()> {
        self.size = (width, height);
        let position = cursor::position();
        tracing::debug!(?position, old_top = self.top, width, height, "resize");
        if let Ok((_, row)) = position {
            self.top = row;
        }
        // The terminal may have re-flowed the rows: what the live area
        // covered cannot be put back where it was.
        self.covered = 0;
        self.recent.clear();
        self.top = self.top.min(height.saturating_sub(1));
        self.height = self.height.min(height - self.top).max(1);
        self.clear_from(self.top)
    }

    /// Clears every row from `row` down; the live area is drawn whole next.
    fn clear_from(&mut self, row: u16) -> io::Result<()> {
        if row == 0 {
            // Some terminals (tmux) keep a screen cleared from its first
            // cell in the scrollback: clear it line by line instead.
            for row in 0..self.size.1 {
                self.backend.set_cursor_position(Position::new(0, row))?;
                self.backend.clear_region(ClearType::CurrentLine)?;
            }
        } else {
            self.backend.set_cursor_position(Position::new(0, row))?;
            self.backend.clear_region(ClearType::AfterCursor)?;
        }
        self.shown = None;
        Ok(())
    }

    /// Scrolls the screen up by `rows` (the top rows go to the scrollback).
    fn scroll(&mut self, rows: u16) -> io::Result<()> {
        if rows == 0 {
            return Ok(());
        }
        self.backend.set_cursor_position(Position::new(0, self.size.1.saturating_sub(1)))?;
        self.backend.append_lines(rows)?;
        self.shown = None;
        Ok(())
    }

    fn set_height(&mut self, wanted: u16) -> io::Result<()> {
        let wanted = wanted.clamp(1, self.size.1.max(1));
        if wanted == self.height {
            return Ok(());
        }
        if wanted < self.height {
            // Shrinking: the rows it covered come back above it, as far as
            // they fit, so the last screenful of conversation stays in view.
            let room = self.size.1.saturating_sub(self.top + wanted);
            self.uncover(self.covered.min(room))?;
        } else {
            let overflow = (self.top + wanted).saturating_sub(self.size.1);
            // Growing past the bottom: cover conversation rows that can be
            // drawn again, scroll only past those (the shell's rows above
            // nub's first line are not known).
            let known = u16::try_from(self.recent.len()).unwrap_or(u16::MAX).saturating_sub(self.covered);
            let cover = overflow.min(known).min(self.top);
            self.top -= cover;
            self.covered += cover;
            let overflow = overflow - cover;
            self.scroll(overflow)?;
            self.top -= overflow;
        }
        self.height = wanted;
        // Moved, grown or shrunk: drawn whole, over rows cleared first.
        self.clear_from(self.top)
    }

    /// Draws the first `rows` of the covered lines again where they were
    /// and moves the live area below them.
    fn uncover(&mut self, rows: u16) -> io::Result<()> {
        if rows == 0 {
            return Ok(());
        }
        let first = self.recent.len() - usize::from(self.covered);
        let lines: Vec<Line<'static>> = self.recent.iter().skip(first).take(usize::from(rows)).cloned().collect();
        let mut row = self.top;
        for line in &lines {
            self.write_row(line, row)?;
            row += 1;
        }
        self.top = row;
        self.covered -= rows;
        self.shown = None;
        Ok(())
    }

    /// One line on `row`, up to its last visible cell: trailing blanks
    /// would count as text when the terminal re-flows its scrollback on a
    /// resize.
    fn write_row(&mut self, line: &Line<'static>, row: u16) -> io::Result<()> {
        let width = self.size.0;
        let mut buffer = Buffer::empty(Rect::new(0, 0, width, 1));
        line.clone().render(buffer.area, &mut buffer);
        let used =
            buffer.content.iter().rposition(|cell| cell.symbol() != " " || cell.bg != ratatui::style::Color::Reset);
        let used = used.map_or(0, |last| last + 1);
        self.backend.set_cursor_position(Position::new(0, row))?;
        self.backend.clear_region(ClearType::CurrentLine)?;
        let cells =
            buffer.content[..used].iter().enumerate().map(|(x, cell)| (u16::try_from(x).unwrap_or(0), row, cell));
        self.backend.draw(cells)
    }

    /// Writes `lines` (already wrapped to the width) where the live area
    /// was, letting the screen scroll, and moves the live area below them.
    fn insert(&mut self, lines: &[Line<'static>]) -> io::Result<()> {
        if lines.is_empty() {
            return Ok(());
        }
        // What the live area covered goes first: the new lines follow it.
        self.uncover(self.covered)?;
        let rows = self.size.1;
        self.clear_from(self.top)?;
        let mut row = self.top;
        for line in lines {
            if row >= rows {
                self.backend.set_cursor_position(Position::new(0, rows - 1))?;
                self.backend.append_lines(1)?;
                row = rows - 1;
            }
            self.write_row(line, row)?;
            self.recent.push_back(line.clone());
            row += 1;
        }
        while self.recent.len() > usize::from(rows) {
            self.recent.pop_front();
        }
        if row >= rows {
            self.backend.set_cursor_position(Position::new(0, rows - 1))?;
            self.backend.append_lines(1)?;
            row = rows - 1;
        }
        self.top = row;
        let overflow = (self.top + self.height).saturating_sub(rows);
        self.scroll(overflow)?;
        self.top -= overflow;
        self.clear_from(self.top)
    }

    /// One frame, inside a synchronized-output pair so the terminal shows
    /// it whole: the lines the app finished, then the live area.
    pub fn frame(&mut self, app: &mut App) -> io::Result<()> {
        let commit = std::mem::take(&mut app.commit);
        let live = Live::of(app, self.size.0);
        self.draw(commit, &live)
    }

    /// One frame of `live`, with `commit` written above it first. Only the
    /// cells that changed since the last frame are sent.
    pub fn draw(&mut self, commit: Vec<Line<'static>>, live: &Live) -> io::Result<()> {
        queue!(self.backend, BeginSynchronizedUpdate)?;
        self.insert(&commit)?;
        let wanted = u16::try_from(live.height()).unwrap_or(u16::MAX);
        self.set_height(wanted)?;
        let area = Rect::new(0, self.top, self.size.0, self.height);
        let mut next = Buffer::empty(area);
        live.render(&mut next, area);
        let previous = match self.shown.take() {
            Some(previous) if previous.area == area => previous,
            // The rows were cleared: blank is what they show.
            _ => Buffer::empty(area),
        };
        self.backend.draw(previous.diff(&next).into_iter())?;
        self.shown = Some(next);
        // Parked for the next resize (see the module's note).
        self.backend.set_cursor_position(Position::new(0, self.top))?;
        queue!(self.backend, EndSynchronizedUpdate)?;
        Backend::flush(&mut self.backend)
    }
}

/// The bytes that notify `how`; the text loses its control characters and
/// (for OSC 777, whose fields are `;`-separated) its semicolons.
fn notification(how: crate::app::Notify, text: &str) -> Option<String> {
    let clean = |text: &str| -> String { text.chars().filter(|c| !c.is_control()).take(200).collect() };
    match how {
        crate::app::Notify::Bell => Some("\x07".to_owned()),
        crate::app::Notify::Osc9 => Some(format!("\x1b]9;{}\x07", clean(text))),
        crate::app::Notify::Osc777 => Some(format!("\x1b]777;notify;nub;{}\x07", clean(text).replace(';', ","))),
        crate::app::Notify::Off => None,
    }
}

/// Standard base64 with padding, for OSC 52.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i)) as usize & 63]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn base64_as_the_rfc_says() {
        for (plain, encoded) in [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")] {
            assert_eq!(super::base64(plain.as_bytes()), encoded);
        }
    }

    #[test]
    fn notifications_carry_no_control_characters_and_osc777_no_stray_fields() {
        use crate::app::Notify;
        let text = "done;\x1b]0;pwned\x07 now";
        assert_eq!(super::notification(Notify::Bell, text).unwrap(), "\x07");
        assert_eq!(super::notification(Notify::Osc9, text).unwrap(), "\x1b]9;done;]0;pwned now\x07");
        assert_eq!(super::notification(Notify::Osc777, text).unwrap(), "\x1b]777;notify;nub;done,]0,pwned now\x07");
        assert_eq!(super::notification(Notify::Off, text), None);
    }
}
