//! The one question before start-up: a repository whose `.nub` files set
//! what only trust lets through (endpoints, MCP commands, loosened
//! permissions, a `SYSTEM.md`) is asked about once, listing exactly that.
//! "Trust" records the decision as `nub trust` does and reloads the
//! configuration so it counts for this run; "not now" leaves those entries
//! out, and the start-up warning names them as in every other mode.

use crossterm::event::{Event, EventStream, KeyCode, KeyEventKind, KeyModifiers};
use futures_util::StreamExt;
use nub_runtime::{TrustState, Workspace};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::cells::clean;
use crate::term::Screen;
use crate::view::Live;
use crate::wrap::wrap_all;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Trust,
    NotNow,
    /// Ctrl+C or Ctrl+D: the user wants out, not to decide.
    Quit,
}

/// What trusting the repository would enable, when the question must be
/// asked: untrusted, and its files set something only trust lets through.
pub fn needed(ws: &Workspace) -> Option<Vec<String>> {
    if !matches!(ws.trust, TrustState::Untrusted | TrustState::Changed) {
        return None;
    }
    let enables = ws.untrusted();
    (!enables.is_empty()).then_some(enables)
}

/// The question's rows at `width`.
pub fn question(enables: &[String], changed: bool, width: usize) -> Vec<Line<'static>> {
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let what = if changed {
        "This repository's .nub configuration changed since you trusted it. Trusting it enables:"
    } else {
        "This repository's .nub configuration is not trusted. Trusting it enables:"
    };
    let mut lines = vec![Line::from(vec![
        Span::styled("? ", Style::default().fg(Color::Yellow).add_modifier(Modifier::BOLD)),
        Span::styled(what, bold),
    ])];
    for entry in enables {
        lines.push(Line::styled(format!("    {}", clean(entry)), Style::default().fg(Color::Cyan)));
    }
    lines.push(Line::from(vec![
        Span::styled("  t", Style::default().fg(Color::Green).add_modifier(Modifier::BOLD)),
        Span::raw(" trust (remembered, as nub trust; a change to the files asks again) · "),
        Span::styled("n", Style::default().fg(Color::Red).add_modifier(Modifier::BOLD)),
        Span::raw("/Esc not now (these stay ignored)"),
    ]));
    wrap_all(&lines, width)
}

/// The answer a key gives, if any.
pub fn answer(code: KeyCode, modifiers: KeyModifiers) -> Option<Answer> {
    let ctrl = modifiers.contains(KeyModifiers::CONTROL);
    match code {
        KeyCode::Char('c' | 'd') if ctrl => Some(Answer::Quit),
        KeyCode::Char('t' | 'T' | 'y' | 'Y') => Some(Answer::Trust),
        KeyCode::Char('n' | 'N') | KeyCode::Esc => Some(Answer::NotNow),
        _ => None,
    }
}

/// Asks on `screen` and waits for the answer. The question leaves the
/// screen; one line saying what was decided goes into the scrollback.
pub async fn ask(screen: &mut Screen, ws: &Workspace, enables: &[String]) -> std::io::Result<Answer> {
    let changed = ws.trust == TrustState::Changed;
    let mut events = EventStream::new();
    loop {
        let width = usize::from(screen.width());
        let body = question(enables, changed, width);
        let live = Live {
            body,
            editor: vec![Line::styled("› t / n", Style::default().fg(Color::DarkGray))],
            cursor: Some((7, 0)),
            status: Line::default(),
        };
        screen.draw(Vec::new(), &live)?;
        match events.next().await {
            Some(Ok(Event::Key(key))) if key.kind != KeyEventKind::Release => {
                if let Some(answer) = answer(key.code, key.modifiers) {
                    let said = match answer {
                        Answer::Trust => format!("✓ trusted {}'s .nub configuration", ws.repo_root.display()),
                        Answer::NotNow => "not trusted for now: its risky settings stay ignored".to_owned(),
                        Answer::Quit => String::new(),
                    };
                    let dim = Style::default().fg(Color::DarkGray);
                    let lines = if said.is_empty() { Vec::new() } else { wrap_all(&[Line::styled(said, dim)], width) };
                    let starting = Live {
                        body: Vec::new(),
                        editor: vec![Line::styled("  starting…", dim)],
                        cursor: None,
                        status: Line::default(),
                    };
                    screen.draw(lines, &starting)?;
                    return Ok(answer);
                }
            }
            Some(Ok(Event::Resize(width, height))) => screen.resize(width, height)?,
            Some(Ok(_)) => {}
            Some(Err(error)) => return Err(error),
            None => return Ok(Answer::Quit),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_answer_the_question() {
        assert_eq!(answer(KeyCode::Char('t'), KeyModifiers::NONE), Some(Answer::Trust));
        assert_eq!(answer(KeyCode::Char('n'), KeyModifiers::NONE), Some(Answer::NotNow));
        assert_eq!(answer(KeyCode::Esc, KeyModifiers::NONE), Some(Answer::NotNow));
        assert_eq!(answer(KeyCode::Char('c'), KeyModifiers::CONTROL), Some(Answer::Quit));
        assert_eq!(answer(KeyCode::Char('x'), KeyModifiers::NONE), None);
        assert_eq!(answer(KeyCode::Enter, KeyModifiers::NONE), None);
    }
}
