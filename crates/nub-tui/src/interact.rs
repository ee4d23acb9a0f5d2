//! Keys while an overlay or the command list is open, and what the app
//! shows when the loop rewound: the parts of `App` that commands added.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use nub_agent::{FileRestore, Input, RestoredFile};
use nub_runtime::SessionChoice;
use ratatui::style::{Color, Style};

use crate::app::{App, Effect, Overlay};
use crate::overlay::{Paged, Pager};
use crate::picker::Picked;
use crate::tree_view::{Rewind, TreeAction};
use crate::{cells, commands, resume};

impl App {
    pub(crate) fn overlay_key(&mut self, key: KeyEvent) -> Vec<Effect> {
        let Some(overlay) = self.overlay.as_mut() else { return Vec::new() };
        let mut effects = Vec::new();
        let mut close = false;
        match overlay {
            Overlay::Pager(pager) => close = pager.key(key) == Paged::Closed,
            Overlay::Models(picker) => match picker.key(key) {
                Picked::Open => {}
                Picked::Closed => close = true,
                Picked::Refused(why) => self.notice = Some(why),
                Picked::Chosen(pick) => {
                    self.overlay = None;
                    return self.model_picked(pick);
                }
            },
            Overlay::Sessions(picker) => match picker.key(key) {
                Picked::Open => {}
                Picked::Closed => close = true,
                Picked::Refused(why) => self.notice = Some(why),
                Picked::Chosen(id) => {
                    close = true;
                    effects.push(Effect::Reopen(SessionChoice::Resume(id)));
                }
            },
            Overlay::Tree(tree) => match tree.key(key) {
                TreeAction::Open => {}
                TreeAction::Closed => close = true,
                TreeAction::Rewind(node, what) => {
                    close = true;
                    if what != Rewind::Files {
                        effects.push(Effect::Send(Input::Rewind { node: node.clone() }));
                    }
                    if what != Rewind::Conversation {
                        effects.push(Effect::Send(Input::Restore { node, force: false }));
                    }
                }
                TreeAction::Mark { node, label, bookmark } => {
                    effects.push(Effect::Send(Input::Mark { node, label, bookmark }));
                }
            },
        }
        if close {
            self.overlay = None;
        }
        effects
    }

    /// Keys for the command list while the editor holds a `/word` alone:
    /// Up/Down choose, Tab completes, Enter runs the chosen one (or the
    /// command typed in full), Esc clears. `None`: not for the list.
    pub(crate) fn completion_key(&mut self, key: KeyEvent) -> Option<Vec<Effect>> {
        let picker = commands::completion(self.editor.text(), &self.session.prompt_commands)?;
        let shown = picker.shown();
        let count = shown.len();
        self.completion = self.completion.min(count.saturating_sub(1));
        let selected = shown.get(self.completion).map(|item| item.value.clone())?;
        let plain = !key.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT | KeyModifiers::SHIFT);
        // What a name takes: a built-in's arguments, or a prompt command's hint.
        let takes_args = |app: &App, name: &str| match commands::find(name) {
            Some(command) => Some(!command.args.is_empty()),
            None => app.session.prompt_commands.find(name).map(|_| true),
        };
        match key.code {
            KeyCode::Up => self.completion = self.completion.checked_sub(1).unwrap_or(count - 1),
            KeyCode::Down => self.completion = (self.completion + 1) % count,
            KeyCode::Tab => {
                let space = if takes_args(self, &selected)? { " " } else { "" };
                let name = commands::find(&selected).map_or(selected.clone(), |c| c.name.to_owned());
                self.editor.set_text(&format!("/{name}{space}"));
                self.completion = 0;
            }
            KeyCode::Enter if plain => {
                let typed = self.editor.text().trim().trim_start_matches('/').to_owned();
                let name = if takes_args(self, &typed).is_some() { typed } else { selected };
                self.editor.take();
                self.completion = 0;
                self.notice = None;
                return Some(match self.session.prompt_commands.resolve(&format!("/{name}")) {
                    Some(Ok(nub_runtime::commands::Resolved::Builtin(command))) => self.command(command),
                    Some(Ok(nub_runtime::commands::Resolved::Run(input))) => vec![Effect::Send(input)],
                    Some(Err(message)) => {
                        self.notice = Some(message);
                        Vec::new()
                    }
                    None => Vec::new(),
                });
            }
            KeyCode::Esc => {
                self.editor.clear();
                self.completion = 0;
            }
            _ => {
                self.completion = 0;
                return None;
            }
        }
        Some(Vec::new())
    }

    /// Ctrl+O: the last tool's whole output or diff, in a pager.
    pub(crate) fn show_last_tool(&mut self) {
        match &self.last_tool {
            Some((name, display, view)) => {
                let lines = cells::full(name, display, view);
                let title = format!("{} {}", cells::clean(name), cells::subject(display));
                self.overlay = Some(Overlay::Pager(Pager::new(title, lines)));
            }
            None => self.notice = Some("no tool has run yet".into()),
        }
    }

    /// The loop put the files back: say which, and how.
    pub(crate) fn restored(&mut self, target: &str, files: &[RestoredFile], notes: &[String]) {
        // A prompt is named by its words: the files as they were before it.
        let prompt = self.load_session().ok().and_then(|session| {
            let node = session.nodes().iter().find(|n| n.id.to_string() == target)?;
            let text = match node.message.content.as_slice() {
                [nub_llm::Block::Text { text, .. }] if node.message.role == nub_llm::Role::User => text,
                _ => return None,
            };
            let line: String = cells::clean(text).lines().next().unwrap_or_default().chars().take(40).collect();
            Some(format!("before “{line}”"))
        });
        let when = prompt.unwrap_or_else(|| format!("at {}", &target[target.len().saturating_sub(8)..]));
        let dim = Style::default().fg(Color::DarkGray);
        if files.is_empty() {
            self.say(&format!("↺ the files already are as they were {when}"), dim);
        }
        if !files.is_empty() {
            let what = |change: FileRestore| match change {
                FileRestore::Restored => "restored ",
                FileRestore::Recreated => "recreated",
                FileRestore::Deleted => "deleted  ",
            };
            self.say(&format!("↺ the files are back as they were {when}:"), Style::default().fg(Color::Cyan));
            let lines: Vec<String> = files
                .iter()
                .take(20)
                .map(|file| format!("  {} {}", what(file.change), cells::clean(&file.path)))
                .collect();
            self.say(&lines.join("\n"), dim);
            if files.len() > 20 {
                self.say(&format!("  … and {} more (/diff shows them)", files.len() - 20), dim);
            }
        }
        for note in notes {
            self.say(&format!("! {}", cells::clean(note)), Style::default().fg(Color::Yellow));
        }
    }

    /// The loop moved the head: say so and show the path that the next
    /// prompt continues.
    pub(crate) fn rewound(&mut self, node: &str) {
        let short = &node[node.len().saturating_sub(8)..];
        let dim = Style::default().fg(Color::DarkGray);
        self.say(&format!("↺ rewound to {short}: the next prompt starts a branch here. The path:"), dim);
        if let Ok(session) = self.load_session()
            && let Some(id) = session.nodes().iter().map(|n| &n.id).find(|id| id.to_string() == node)
        {
            let path: Vec<&nub_llm::Message> = session.path_to(id).into_iter().map(|n| &n.message).collect();
            let lines = resume::lines(&path, usize::from(self.width), &self.registry);
            self.commit.extend(lines);
        }
    }
}
