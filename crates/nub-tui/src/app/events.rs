//! How the TUI's state folds over the loop's events: each `UiEvent`
//! changes the state and may give lines for the scrollback or `Effect`s.

use std::time::Instant;

use nub_agent::{Input, Outcome, UiEvent};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use super::{App, Ask, Effect, RunningTool};
use crate::cells;

impl App {
    pub fn event(&mut self, event: UiEvent) -> Vec<Effect> {
        let mut effects = Vec::new();
        match event {
            UiEvent::Hook { event, command, outcome, duration_ms, message } => {
                let line = cells::hook(&event, &command, outcome, duration_ms, &message);
                self.push(vec![line]);
            }
            UiEvent::RunStart { prompt, session } => {
                // A message sent as the last run ended came as a prompt.
                self.steering.retain(|text| *text != prompt);
                self.session.id = session;
                self.running = Some(Instant::now());
                self.notice = None;
                self.plan_ready = false;
                self.user_line(&prompt, "›");
            }
            UiEvent::TurnStart { model, .. } => {
                self.status.model = model;
                self.turn_text.clear();
            }
            UiEvent::TextDelta { text } => {
                self.clear_retry_notice();
                self.turn_text.push_str(&text);
                self.end_thinking();
                self.answer.push_str(&cells::clean(&text));
                self.commit_answer(false);
            }
            UiEvent::ThinkingDelta { text } => {
                self.clear_retry_notice();
                self.thinking.get_or_insert_with(|| (Instant::now(), String::new())).1.push_str(&text);
            }
            UiEvent::Retry { attempt, delay_ms, reason } => {
                self.notice =
                    Some(format!("retry {attempt} in {}: {}", cells::seconds(delay_ms), cells::clean(&reason)));
            }
            UiEvent::TurnEnd { usage, .. } => {
                self.clear_retry_notice();
                if !self.turn_text.trim().is_empty() {
                    self.last_answer = std::mem::take(&mut self.turn_text);
                }
                self.end_thinking();
                self.commit_answer(true);
                self.status.add_usage(&usage);
            }
            UiEvent::ToolStart { id, name, display, .. } => {
                self.end_thinking();
                self.commit_answer(true);
                self.tools.push(RunningTool { id, name, display, output: String::new() });
                self.ran_tools = true;
            }
            UiEvent::PermissionAsk { id, tool, reason, display, preview, .. } => {
                // A question goes before any picker or pager.
                self.overlay = None;
                self.held_answer = None;
                self.notify_away(&mut effects, format!("nub asks: may {tool} run?"));
                self.ask = Some(Ask { id, tool, reason, display, preview, shown_at: Instant::now() });
            }
            UiEvent::ToolOutput { id, chunk } => {
                if let Some(tool) = self.tools.iter_mut().find(|t| t.id == id) {
                    tool.output.push_str(&chunk);
                    // Only the tail is shown; keep memory bounded on a chatty command.
                    if tool.output.len() > 64 * 1024 {
                        let cut = tool.output.len() - 32 * 1024;
                        let cut = (cut..tool.output.len()).find(|i| tool.output.is_char_boundary(*i)).unwrap_or(0);
                        tool.output.drain(..cut);
                    }
                }
            }
            UiEvent::ToolEnd { id, name, is_error, duration_ms, view, display, .. } => {
                self.tools.retain(|t| t.id != id);
                if self.ask.as_ref().is_some_and(|a| a.id == id) {
                    self.close_question();
                }
                if self.subagent_ended(&id, &name, &display, is_error, &view).is_none() {
                    let lines = cells::finished(&name, &display, is_error, duration_ms, &view);
                    self.push(lines);
                    self.last_tool = Some((name, display, view));
                }
                self.push_blank();
            }
            // A subagent shows in its `task` call's cell: its tools arrive
            // as that call's output lines, its answer as the call's result.
            event @ (UiEvent::SubagentStart { .. } | UiEvent::Subagent { .. } | UiEvent::SubagentEnd { .. }) => {
                self.subagent_event(event);
            }
            UiEvent::Steered { text } => {
                if let Some(at) = self.steering.iter().position(|sent| *sent == text) {
                    self.steering.remove(at);
                }
                self.user_line(&text, "↳");
            }
            // `@file` mentions (issue 14): one dim line per attachment under the prompt.
            UiEvent::Attached { path, detail, .. } => {
                let line = format!("  ⎿ attached {} ({})", cells::clean(&path), cells::clean(&detail));
                self.say(&line, Style::default().fg(Color::DarkGray));
            }
            UiEvent::ModelChanged { endpoint, model } => {
                let models = &mut self.session.models;
                for choice in models.iter_mut() {
                    choice.current = choice.endpoint == endpoint && choice.model == model;
                }
                if !models.iter().any(|c| c.current) {
                    let base_url = models.iter().find(|c| c.endpoint == endpoint).map(|c| c.base_url.clone());
                    models.insert(
                        0,
                        nub_runtime::ModelChoice {
                            endpoint: endpoint.clone(),
                            model: model.clone(),
                            base_url: base_url.unwrap_or_default(),
                            current: true,
                            unavailable: None,
                        },
                    );
                }
                self.status.endpoint = endpoint;
                self.status.model = model;
                let line = format!("◇ model: {}/{}", self.status.endpoint, self.status.model);
                self.say(&line, Style::default().fg(Color::DarkGray));
            }
            UiEvent::EffortChanged { effort } => {
                self.status.effort = effort;
                let line = format!("◇ effort: {}", effort.map_or("the model's default", |e| e.name()));
                self.say(&line, Style::default().fg(Color::DarkGray));
            }
            UiEvent::ModeChanged { mode } => self.mode_changed(mode),
            UiEvent::Rewound { node } => self.rewound(&node),
            UiEvent::Restored { target, files, notes, .. } => self.restored(&target, &files, &notes),
            UiEvent::Warning { message } => {
                // A compaction that failed says so here; its notice goes.
                if self.notice.as_deref().is_some_and(|n| n.starts_with("compacting")) {
                    self.notice = None;
                }
                self.say(&format!("! {}", cells::clean(&message)), Style::default().fg(Color::Yellow));
            }
            UiEvent::CompactionStart { tokens_before, .. } => {
                self.notice = Some(format!("compacting ~{tokens_before} tokens of history…"));
            }
            UiEvent::CompactionEnd { tokens_after, fallback, .. } => {
                self.notice = None;
                // The next request's size, estimated: the history is shorter now.
                self.status.context = tokens_after;
                let how = if fallback { " (without the model: the task ledger)" } else { "" };
                let line = format!("◇ compacted the history to ~{tokens_after} tokens{how}");
                self.say(&line, Style::default().fg(Color::DarkGray));
            }
            UiEvent::RunEnd { outcome, changed } => {
                self.end_thinking();
                self.commit_answer(true);
                // The run's real effect under the answer, whatever the answer claims.
                let ran_tools = std::mem::take(&mut self.ran_tools);
                if let Some(changed) = changed.filter(|_| ran_tools) {
                    self.say(
                        &format!("  ⎿ {}", cells::clean(&nub_agent::changed_line(&changed))),
                        Style::default().fg(Color::DarkGray),
                    );
                    self.push_blank();
                }
                self.tools.clear();
                self.children = Default::default();
                self.close_question();
                self.running = None;
                self.clear_retry_notice();
                // A run that did not complete dropped what was waiting to be
                // delivered: the user's words go back to the editor. (After a
                // completed run a late message comes back as the next prompt.)
                if !matches!(outcome, Outcome::Completed) && !self.steering.is_empty() {
                    let undelivered = std::mem::take(&mut self.steering).join("\n");
                    if !self.editor.is_empty() {
                        self.editor.insert("\n");
                    }
                    self.editor.insert(&undelivered);
                    self.notice =
                        Some("the run ended before your message was delivered; it is back in the editor".into());
                }
                if matches!(outcome, Outcome::Completed) {
                    self.offer_plan(!self.last_answer.trim().is_empty());
                }
                let line = match outcome {
                    Outcome::Completed => None,
                    Outcome::Cancelled => Some(("■ cancelled".to_owned(), Color::Yellow)),
                    Outcome::Limit { message, .. } => {
                        Some((format!("■ stopped: {}", cells::clean(&message)), Color::Yellow))
                    }
                    Outcome::Failed { kind: nub_agent::FailureKind::Restore, message } => Some((
                        format!(
                            "✗ {}{}",
                            cells::clean(&message),
                            if message.contains("forcing") { " (/undo --force or /restore NODE --force)" } else { "" }
                        ),
                        Color::Red,
                    )),
                    Outcome::Failed { message, .. } => Some((format!("✗ {}", cells::clean(&message)), Color::Red)),
                };
                let note = match &line {
                    Some((text, _)) => format!("nub: {text}"),
                    None => "nub: the answer is ready".to_owned(),
                };
                self.notify_away(&mut effects, note);
                if let Some((text, color)) = line {
                    self.say(&text, Style::default().fg(color));
                    self.push_blank();
                }
                if !self.queued.is_empty() {
                    let next = self.queued.remove(0);
                    effects.push(Effect::Send(Input::prompt(next)));
                }
            }
        }
        effects
    }

    fn clear_retry_notice(&mut self) {
        if self.notice.as_deref().is_some_and(|n| n.starts_with("retry ")) {
            self.notice = None;
        }
    }

    fn user_line(&mut self, text: &str, marker: &str) {
        let style = Style::default().add_modifier(Modifier::BOLD);
        let mut lines: Vec<Line<'static>> = Vec::new();
        for (i, line) in cells::clean(text).lines().enumerate() {
            let lead = if i == 0 { format!("{marker} ") } else { "  ".to_owned() };
            lines.push(Line::from(vec![
                Span::styled(lead, Style::default().fg(Color::Cyan)),
                Span::styled(line.to_owned(), style),
            ]));
        }
        self.push(lines);
        self.push_blank();
    }
}
