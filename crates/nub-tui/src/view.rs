//! The live area under the scrollback: the streaming answer, running tools,
//! a permission prompt, queued messages, the editor and the status line.
//! Drawn every frame; everything finished has already left it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::app::{App, Ask, Overlay};
use crate::wrap::{clip, wrap_all};
use crate::{cells, commands, markdown};

/// Lines of a running command's output shown live.
const TAIL: usize = 5;
/// Lines of a question's command or input shown before the rest is counted.
const QUESTION_ROWS: usize = 12;
/// Rows of a picker or the command list, at most.
const PICKER_ROWS: usize = 14;

/// The rows of the live area above the editor, and the editor's rows with
/// the cursor in them.
pub struct Live {
    pub body: Vec<Line<'static>>,
    pub editor: Vec<Line<'static>>,
    /// In the editor's rows; `None` when an overlay hides the editor.
    pub cursor: Option<(u16, u16)>,
    pub status: Line<'static>,
}

impl Live {
    pub fn of(app: &mut App, width: u16) -> Live {
        let w = usize::from(width);
        let status = app.status.line(app.running.map(|since| since.elapsed()), w);
        // An overlay takes the live area. While a question is up the only
        // overlay is its own Ctrl+O pager: an arriving question closes others.
        if let Some(overlay) = app.overlay.as_mut() {
            let rows = usize::from(app.height).saturating_sub(2).max(3);
            let body = match overlay {
                Overlay::Pager(pager) => pager.lines(w, rows),
                Overlay::Tree(tree) => tree.lines(w, rows),
                Overlay::Models(picker) => picker.lines(w, rows.min(PICKER_ROWS)),
                Overlay::Sessions(picker) => picker.lines(w, rows.min(PICKER_ROWS)),
            };
            // Each row fits the width: a wrapped row would push the top out.
            let mut body: Vec<Line<'static>> = body.iter().map(|line| clip(line, w)).collect();
            if let Some(notice) = &app.notice {
                body.extend(wrap_all(&[Line::styled(notice.clone(), Style::default().fg(Color::Yellow))], w));
            }
            return Live { body, editor: Vec::new(), cursor: None, status };
        }
        let placeholder = if app.ask.is_some() {
            // Esc answers the question here; it does not cancel.
            "the question above takes y, a or n/Esc"
        } else if app.running.is_some() {
            "Enter steers · Alt+Enter queues · Esc cancels"
        } else {
            "Ask nub · /help for keys"
        };
        let (editor, cursor) = app.editor.render(w, placeholder);
        // What sits right above the editor: queued messages, a notice, a list.
        let mut tail = Vec::new();
        for steering in &app.steering {
            let first = steering.lines().next().unwrap_or("");
            tail.extend(wrap_all(
                &[Line::styled(
                    format!("↳ steering: {first} (delivered after the running tool)"),
                    Style::default().fg(Color::Cyan),
                )],
                w,
            ));
        }
        for queued in &app.queued {
            let first = queued.lines().next().unwrap_or("");
            tail.extend(wrap_all(
                &[Line::styled(format!("⏵ queued: {first}"), Style::default().fg(Color::DarkGray))],
                w,
            ));
        }
        if let Some(notice) = &app.notice {
            tail.extend(wrap_all(&[Line::styled(notice.clone(), Style::default().fg(Color::Yellow))], w));
        }
        if let Some(mut list) = commands::completion(app.editor.text(), &app.session.prompt_commands) {
            list.selected = app.completion.min(list.shown().len().saturating_sub(1));
            let mut lines = list.lines(w, PICKER_ROWS);
            lines.remove(0);
            lines.pop();
            lines.push(Line::styled("Tab completes · Enter runs · ↑↓ choose", Style::default().fg(Color::DarkGray)));
            tail.extend(wrap_all(&lines, w));
        }
        // The `@` file finder (issue 14), right above the editor.
        if let Some(finder) = &app.finder {
            tail.extend(finder.lines(w, app.files.as_ref().and_then(|f| f.error()).as_deref()));
        }
        let mut body = Vec::new();
        if let Some(ask) = &app.ask {
            // The loop waits for the answer: the question has the area to
            // itself, its header and first line always in view, whatever
            // the call holds (80 blank lines cannot push them out).
            let room = usize::from(app.height).saturating_sub(editor.len() + 2 + tail.len());
            body.extend(question(ask, w, room));
        } else {
            if let Some((since, text)) = &app.thinking {
                let last = cells::clean(text).lines().last().unwrap_or("").to_owned();
                body.push(Line::styled(
                    format!("✻ thinking {}s… {last}", since.elapsed().as_secs()),
                    Style::default().fg(Color::DarkGray).add_modifier(Modifier::ITALIC),
                ));
            }
            if !app.answer.is_empty() {
                body.extend(markdown::render_from(&app.answer, w, app.fence.as_deref()));
            }
            let spinner = if app.running.is_some() { "…" } else { " " };
            for tool in &app.tools {
                let display = app.children.live(&tool.id, &tool.display);
                let display = display.as_ref().unwrap_or(&tool.display);
                body.extend(wrap_all(&cells::running(&tool.name, display, &tool.output, TAIL, spinner), w));
            }
        }
        body.extend(tail);
        Live { body, editor, cursor: Some(cursor), status }
    }

    /// Rows the live area wants: body, a blank, the editor, the status.
    pub fn height(&self) -> usize {
        self.body.len() + self.editor.len() + 2
    }

    /// Draws into `area`, cutting the top of the body when it does not fit.
    /// The editor's cursor is drawn as a reversed cell: the terminal's own
    /// cursor stays parked at the area's first cell (see `term`).
    pub fn render(&self, buffer: &mut Buffer, area: Rect) {
        let rows = usize::from(area.height);
        let fixed = (self.editor.len() + 2).min(rows);
        let body_rows = rows - fixed;
        let skip = self.body.len().saturating_sub(body_rows);
        let mut lines: Vec<Line<'static>> = self.body[skip..].to_vec();
        lines.push(Line::styled("─".repeat(usize::from(area.width)), Style::default().fg(Color::DarkGray)));
        // When even the editor does not fit, keep its rows around the cursor.
        let (column, cursor_row) = self.cursor.unwrap_or((0, 0));
        let editor_room = rows.saturating_sub(lines.len() + 1);
        let editor_skip = (usize::from(cursor_row) + 1).saturating_sub(editor_room);
        lines.extend(self.editor.iter().skip(editor_skip).take(editor_room).cloned());
        lines.push(self.status.clone());
        Paragraph::new(lines).render(area, buffer);
        if self.cursor.is_none() {
            return;
        }
        let shown = self.body.len() - skip;
        let row = shown + 1 + usize::from(cursor_row).saturating_sub(editor_skip);
        let row = area.y + u16::try_from(row).unwrap_or(u16::MAX).min(area.height.saturating_sub(1));
        let column = area.x + column.min(area.width.saturating_sub(1));
        if let Some(cell) = buffer.cell_mut((column, row)) {
            cell.modifier.insert(Modifier::REVERSED);
        }
    }
}

/// A permission question in at most `room` rows: the header, what runs
/// (folded to fit, the rest counted; Ctrl+O shows all), the keys.
fn question(ask: &Ask, width: usize, room: usize) -> Vec<Line<'static>> {
    let header = Line::from(vec![
        Span::styled("? ", Style::default().fg(Color::Yellow).add_modifier(Modifier::BOLD)),
        Span::styled(format!("Allow {}?", cells::clean(&ask.tool)), Style::default().add_modifier(Modifier::BOLD)),
        Span::styled(format!("  {}", cells::clean(&ask.reason)), Style::default().fg(Color::DarkGray)),
    ]);
    let keys = Line::from(vec![
        Span::styled("  y", Style::default().fg(Color::Green).add_modifier(Modifier::BOLD)),
        Span::raw(" allow once · "),
        Span::styled("a", Style::default().fg(Color::Green).add_modifier(Modifier::BOLD)),
        Span::raw(format!(" allow {} for this session · ", cells::clean(&ask.tool))),
        Span::styled("n", Style::default().fg(Color::Red).add_modifier(Modifier::BOLD)),
        Span::raw("/Esc deny"),
    ]);
    let header = wrap_all(&[header], width);
    let keys = wrap_all(&[keys], width);
    // Rows for the detail: what is left, at least the first line and the
    // "+N more" marker, at most QUESTION_ROWS.
    let rows = room.saturating_sub(header.len() + keys.len() + 1).clamp(1, QUESTION_ROWS);
    let mut detail = wrap_all(&cells::permission_detail(&ask.display, &ask.preview, rows), width);
    if detail.len() > rows + 1 {
        // Long lines wrapped past the room: the first rows, then a marker.
        detail.truncate(rows);
        detail.push(Line::styled(
            "  … more (Ctrl+O shows all)",
            Style::default().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        ));
    }
    let mut lines = header;
    lines.extend(detail);
    lines.extend(keys);
    lines
}
