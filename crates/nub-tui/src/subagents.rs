//! Subagents in the TUI: while a `task` call's child runs, its cell shows
//! the agent, the label, the time so far and the child's tools as they
//! start (they arrive as the call's output); when it ends the cell folds to
//! one line with what it cost, and Ctrl+O opens what the child did.

use std::time::Instant;

use nub_agent::{Outcome, UiEvent};
use nub_tools::{ToolDisplay, ToolView};
use ratatui::style::{Color, Style};
use ratatui::text::Span;

use crate::app::App;
use crate::cells;
use crate::children::Child;

/// Kept of a child's transcript for Ctrl+O.
const LOG_BYTES: usize = 64 * 1024;

impl App {
    /// Folds a subagent's event into its call's cell.
    pub(crate) fn subagent_event(&mut self, event: UiEvent) {
        match event {
            UiEvent::SubagentStart { parent, .. } => {
                let child = Child { started: Instant::now(), log: String::new(), cost: None };
                self.children.running.insert(parent, child);
            }
            UiEvent::Subagent { parent, event, .. } => {
                let Some(child) = self.children.running.get_mut(&parent) else { return };
                match *event {
                    UiEvent::ToolEnd { name, is_error, display, .. } => {
                        let marker = if is_error { "✗" } else { "✓" };
                        child.log.push_str(&format!("{marker} {name} {}\n", cells::subject(&display)));
                    }
                    UiEvent::TextDelta { text } => child.log.push_str(&text),
                    UiEvent::TurnEnd { .. } if !child.log.ends_with('\n') => child.log.push('\n'),
                    _ => {}
                }
                if child.log.len() > LOG_BYTES {
                    let cut = child.log.len() - LOG_BYTES / 2;
                    let cut = (cut..child.log.len()).find(|i| child.log.is_char_boundary(*i)).unwrap_or(0);
                    child.log.replace_range(..cut, "…");
                }
            }
            UiEvent::SubagentEnd { parent, turns, input_tokens, output_tokens, duration_ms, outcome, .. } => {
                let Some(child) = self.children.running.get_mut(&parent) else { return };
                let how = match outcome {
                    Outcome::Completed => String::new(),
                    Outcome::Cancelled => " · cancelled".to_owned(),
                    Outcome::Limit { .. } => " · stopped by a limit".to_owned(),
                    Outcome::Failed { .. } => " · failed".to_owned(),
                };
                child.cost = Some(format!(
                    "{turns} turn{} · {} tokens · {}{how}",
                    if turns == 1 { "" } else { "s" },
                    input_tokens + output_tokens,
                    cells::seconds(duration_ms)
                ));
            }
            _ => {}
        }
    }

    /// The end of a `task` call whose child ran: one line, and its
    /// transcript for Ctrl+O. `None` for any other call.
    pub(crate) fn subagent_ended(
        &mut self,
        id: &str,
        name: &str,
        display: &ToolDisplay,
        is_error: bool,
        view: &ToolView,
    ) -> Option<()> {
        let child = self.children.running.remove(id)?;
        let (marker, color) = if is_error { ("✗", Color::Red) } else { ("✓", Color::Green) };
        let mut line = cells::header(marker, Style::default().fg(color), name, &cells::subject(display));
        if let Some(cost) = &child.cost {
            line.spans.push(Span::styled(format!("  {cost}"), Style::default().fg(Color::DarkGray)));
        }
        self.push(vec![line]);
        let answer = match view {
            ToolView::Text { text } => text.clone(),
            ToolView::Error { message } => message.clone(),
            _ => String::new(),
        };
        // The answer streamed into the log already, unless the child failed.
        let log = child.log.trim_end();
        let text = match log.ends_with(answer.trim()) {
            true => log.to_owned(),
            false => format!("{log}\n── result ──\n{answer}"),
        };
        self.last_tool = Some((name.to_owned(), display.clone(), ToolView::Text { text }));
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use nub_agent::{Outcome, UiEvent};
    use nub_llm::{ToolKind, Usage};
    use nub_tools::{ToolDisplay, ToolView};
    use serde_json::json;

    use crate::app::App;
    use crate::editor::Editor;
    use crate::status::Status;
    use crate::test_events;

    fn child(event: UiEvent) -> UiEvent {
        UiEvent::Subagent { parent: "t1".into(), agent: "explore".into(), event: Box::new(event) }
    }

    #[test]
    fn a_childs_cell_shows_its_tools_and_time_then_folds_to_one_line() {
        let mut app = App::new(Editor::default(), Status::default(), 100);
        let task = json!({"agent": "explore", "prompt": "find it", "description": "find the parser"});
        let display = ToolDisplay::new(ToolKind::Other, "explore: find the parser");
        app.event(UiEvent::ToolStart {
            id: "t1".into(),
            name: "task".into(),
            input: task.clone(),
            display: display.clone(),
        });
        app.event(UiEvent::SubagentStart {
            parent: "t1".into(),
            agent: "explore".into(),
            description: "find the parser".into(),
            model: "small".into(),
        });
        let grep = json!({"pattern": "fn parse"});
        app.event(child(test_events::start("c1", "grep", grep.clone())));
        app.event(UiEvent::ToolOutput { id: "t1".into(), chunk: "grep fn parse\n".into() });
        let live = app.children.live("t1", &display).expect("a running child");
        assert!(live.subject.starts_with("explore: find the parser · "), "{}", live.subject);
        assert_eq!(app.tools[0].output, "grep fn parse\n", "the child's current tool shows in the cell");
        let found = ToolView::Text { text: "src/parser.rs:3".into() };
        app.event(child(test_events::end("c1", "grep", &grep, false, 3, found)));
        app.event(child(UiEvent::TextDelta { text: "It is in src/parser.rs.".into() }));
        app.event(child(UiEvent::TurnEnd { turn: 2, stop: nub_llm::StopReason::EndTurn, usage: Usage::default() }));
        app.event(UiEvent::SubagentEnd {
            parent: "t1".into(),
            agent: "explore".into(),
            turns: 2,
            input_tokens: 1000,
            output_tokens: 200,
            duration_ms: 4200,
            outcome: Outcome::Completed,
        });
        app.commit.clear();
        let answer = ToolView::Text { text: "It is in src/parser.rs.".into() };
        app.event(UiEvent::ToolEnd {
            id: "t1".into(),
            name: "task".into(),
            is_error: false,
            duration_ms: 4200,
            summary: String::new(),
            view: answer,
            display,
        });
        let lines: Vec<String> =
            app.commit.iter().map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect()).collect();
        let written: Vec<&String> = lines.iter().filter(|l| !l.trim().is_empty()).collect();
        assert_eq!(written.len(), 1, "one line: {lines:?}");
        assert!(written[0].contains("task explore: find the parser") && written[0].contains("2 turns · 1200 tokens"));
        let Some((_, _, ToolView::Text { text })) = &app.last_tool else { panic!("Ctrl+O has the transcript") };
        assert_eq!(text, "✓ grep fn parse\nIt is in src/parser.rs.");
    }
}
