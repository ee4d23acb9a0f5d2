//! The terminal: raw mode and its restoration on every exit path, and the
//! live area as a viewport at the bottom of the normal screen. Finished
//! lines are written above it and scroll into the terminal's own
//! scrollback; the alternate screen is never entered and the screen is
//! never cleared as a whole, so nothing already shown is redrawn.

use std::io::{self, Stdout, Write};

use crossterm::event::{DisableBracketedPaste, EnableBracketedPaste};
use crossterm::terminal::{BeginSynchronizedUpdate, EndSynchronizedUpdate};
use crossterm::{cursor, execute, queue, terminal};
use ratatui::backend::{Backend, ClearType, CrosstermBackend};
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::text::Line;
use ratatui::widgets::Widget;
use ratatui::{Terminal, TerminalOptions, Viewport};

use crate::app::App;
use crate::view::Live;

pub struct Screen {
    terminal: Terminal<CrosstermBackend<Stdout>>,
    /// The first row of the live area and its height.
    top: u16,
    height: u16,
    size: (u16, u16),
    /// The width of each row of the last frame and the cursor's row in it.
    drawn: (Vec<usize>, u16),
}

/// Puts the terminal back the way the shell expects it. Safe to call
/// twice, and from a panic hook.
pub fn restore_modes() {
    let mut out = io::stdout();
    let _ = execute!(out, EndSynchronizedUpdate, DisableBracketedPaste, cursor::Show);
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
        terminal::enable_raw_mode()?;
        execute!(io::stdout(), EnableBracketedPaste)?;
        let (width, height) = terminal::size()?;
        let (column, row) = cursor::position().unwrap_or((0, height.saturating_sub(1)));
        let mut out = io::stdout();
        let mut top = row;
        if column > 0 {
            // Start on a line of our own, below whatever the shell printed.
            out.write_all(b"\r\n")?;
            top = (row + 1).min(height.saturating_sub(1));
        }
        let area = Rect::new(0, top, width, 1);
        let terminal =
            Terminal::with_options(CrosstermBackend::new(out), TerminalOptions { viewport: Viewport::Fixed(area) })?;
        Ok(Screen { terminal, top, height: 1, size: (width, height), drawn: (Vec::new(), 0) })
    }

    pub fn width(&self) -> u16 {
        self.size.0
    }

    /// Clears the live area and leaves the cursor where the shell's prompt
    /// should come, below the transcript.
    pub fn leave(&mut self) -> io::Result<()> {
        let backend = self.terminal.backend_mut();
        backend.set_cursor_position(Position::new(0, self.top))?;
        backend.clear_region(ClearType::AfterCursor)?;
        Backend::flush(backend)?;
        restore_modes();
        Ok(())
    }

    /// Ctrl+Z: give the terminal back, stop, and take it again on `fg`.
    pub fn suspend(&mut self) -> io::Result<()> {
        self.leave()?;
        // The stop signal through kill(1): the workspace denies unsafe code,
        // so no raise(3). The shell resumes us with SIGCONT.
        let _ = std::process::Command::new("kill").args(["-TSTP", &std::process::id().to_string()]).status();
        terminal::enable_raw_mode()?;
        execute!(io::stdout(), EnableBracketedPaste)?;
        let (width, height) = terminal::size()?;
        let (_, row) = cursor::position().unwrap_or((0, height.saturating_sub(1)));
        self.size = (width, height);
        self.top = row;
        self.height = 1;
        self.place()
    }

    /// After a resize the terminal has re-flowed what was on screen: a row
    /// of the live area wider than the new width now takes several, and a
    /// shorter screen pushed rows up. The cursor (left in the editor) is
    /// where the terminal put it; the live area starts as many re-flowed
    /// rows above it as it had rows above the cursor. From there down
    /// everything is cleared and drawn anew; the scrollback is not touched.
    pub fn resize(&mut self, width: u16, height: u16) -> io::Result<()> {
        self.size = (width, height);
        self.height = self.height.min(height);
        let (widths, cursor_row) = &self.drawn;
        let reflowed: usize =
            widths.iter().take(usize::from(*cursor_row)).map(|w| w.div_ceil(usize::from(width.max(1))).max(1)).sum();
        let position = cursor::position();
        tracing::debug!(?position, reflowed, old_top = self.top, width, height, "resize");
        self.top = match position {
            Ok((_, row)) => row.saturating_sub(u16::try_from(reflowed).unwrap_or(u16::MAX)),
            Err(_) => self.top,
        };
        self.top = self.top.min(height.saturating_sub(self.height));
        let backend = self.terminal.backend_mut();
        backend.set_cursor_position(Position::new(0, self.top))?;
        backend.clear_region(ClearType::AfterCursor)?;
        self.place()
    }

    /// Tells ratatui where the live area is now; the next draw repaints it whole.
    fn place(&mut self) -> io::Result<()> {
        self.terminal.resize(Rect::new(0, self.top, self.size.0, self.height))
    }

    /// Scrolls the screen up by `rows` (the top rows go to the scrollback).
    fn scroll(&mut self, rows: u16) -> io::Result<()> {
        if rows == 0 {
            return Ok(());
        }
        let backend = self.terminal.backend_mut();
        backend.set_cursor_position(Position::new(0, self.size.1.saturating_sub(1)))?;
        backend.append_lines(rows)
    }

    fn set_height(&mut self, wanted: u16) -> io::Result<()> {
        let wanted = wanted.clamp(1, self.size.1.max(1));
        if wanted == self.height {
            return Ok(());
        }
        let overflow = (self.top + wanted).saturating_sub(self.size.1);
        self.scroll(overflow)?;
        self.top -= overflow;
        if wanted < self.height {
            let backend = self.terminal.backend_mut();
            backend.set_cursor_position(Position::new(0, self.top + wanted))?;
            backend.clear_region(ClearType::AfterCursor)?;
        }
        self.height = wanted;
        self.place()
    }

    /// Writes `lines` (already wrapped to the width) where the live area
    /// was, letting the screen scroll, and moves the live area below them.
    fn insert(&mut self, lines: &[Line<'static>]) -> io::Result<()> {
        if lines.is_empty() {
            return Ok(());
        }
        let (width, rows) = self.size;
        let backend = self.terminal.backend_mut();
        backend.set_cursor_position(Position::new(0, self.top))?;
        backend.clear_region(ClearType::AfterCursor)?;
        let mut row = self.top;
        let mut buffer = Buffer::empty(Rect::new(0, 0, width, 1));
        for line in lines {
            if row >= rows {
                backend.set_cursor_position(Position::new(0, rows - 1))?;
                backend.append_lines(1)?;
                row = rows - 1;
            }
            buffer.reset();
            line.clone().render(buffer.area, &mut buffer);
            // Only up to the last visible cell: trailing blanks would count
            // as text when the terminal re-flows its scrollback on a resize.
            let used =
                buffer.content.iter().rposition(|cell| cell.symbol() != " " || cell.bg != ratatui::style::Color::Reset);
            let used = used.map_or(0, |last| last + 1);
            let cells =
                buffer.content[..used].iter().enumerate().map(|(x, cell)| (u16::try_from(x).unwrap_or(0), row, cell));
            backend.draw(cells)?;
            row += 1;
        }
        if row >= rows {
            backend.set_cursor_position(Position::new(0, rows - 1))?;
            backend.append_lines(1)?;
            row = rows - 1;
        }
        self.top = row;
        let overflow = (self.top + self.height).saturating_sub(rows);
        self.scroll(overflow)?;
        self.top -= overflow;
        self.place()
    }

    /// One frame, inside a synchronized-output pair so the terminal shows
    /// it whole: the lines the app finished, then the live area.
    pub fn frame(&mut self, app: &mut App) -> io::Result<()> {
        queue!(self.terminal.backend_mut(), BeginSynchronizedUpdate)?;
        let commit = std::mem::take(&mut app.commit);
        self.insert(&commit)?;
        let live = Live::of(app, self.size.0);
        let wanted = u16::try_from(live.height()).unwrap_or(u16::MAX);
        self.set_height(wanted)?;
        let mut drawn = (Vec::new(), 0);
        self.terminal.draw(|frame| drawn = live.render(frame, frame.area()))?;
        self.drawn = drawn;
        queue!(self.terminal.backend_mut(), EndSynchronizedUpdate)?;
        Backend::flush(self.terminal.backend_mut())
    }
}
