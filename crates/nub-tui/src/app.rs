//! The TUI's state and how it changes: a fold over the loop's `UiEvent`s
//! and the user's keys. It never touches the terminal; what it decides is
//! returned — lines to write into the scrollback, `Input`s to send — so it
//! is tested without one.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use nub_agent::{Decision, Input};
use nub_tools::{ToolDisplay, ToolRegistry, ToolView};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;

use nub_runtime::SessionChoice;

use crate::commands::{self, ModelPick};
use crate::editor::Editor;
use crate::file_finder::{self, FileFinder};
use crate::file_index::FileIndex;
use crate::overlay::Pager;
use crate::picker::Picker;
use crate::status::Status;
use crate::tree_view::TreeView;
use crate::wrap::wrap_all;
use crate::{cells, markdown};

/// Two Ctrl+C within this time quit.
const DOUBLE_PRESS: Duration = Duration::from_secs(1);
/// Keys this soon after a question appears were meant for the editor: the
/// user was typing when it came.
const QUESTION_GUARD: Duration = Duration::from_millis(300);
/// Keys closer together than this are typing, not an answer: an answer key
/// is held this long and becomes text when another key follows.
const BURST: Duration = Duration::from_millis(150);

/// What the loop must do after a key or an event.
#[derive(Debug, PartialEq)]
pub enum Effect {
    Send(Input),
    Quit,
    Suspend,
    /// Go on with another session (`/new`, `/resume`).
    Reopen(SessionChoice),
    /// Put this text on the clipboard (OSC 52).
    Copy(String),
    /// Tell the user, who looks elsewhere, that nub waits (`[tui] notify`).
    Notify(String),
}

/// What covers the live area while open: a picker, a pager, the tree.
pub enum Overlay {
    Pager(Pager),
    Models(Picker<ModelPick>),
    Sessions(Picker<String>),
    Tree(TreeView),
}

#[derive(Debug)]
pub struct RunningTool {
    pub id: String,
    pub name: String,
    pub display: ToolDisplay,
    pub output: String,
}

#[derive(Debug)]
pub struct Ask {
    pub id: String,
    pub tool: String,
    pub reason: String,
    pub display: ToolDisplay,
    /// What the call would do, computed by the loop when it asked.
    pub preview: ToolView,
    /// When it appeared: keys in the first moments are not answers.
    pub shown_at: Instant,
}

pub struct App {
    pub editor: Editor,
    pub status: Status,
    pub width: u16,
    /// When the current run began; `None` while idle.
    pub running: Option<Instant>,
    /// The part of the streaming answer not yet in the scrollback.
    pub answer: String,
    /// The code fence the committed part of the answer left open.
    pub fence: Option<String>,
    pub thinking: Option<(Instant, String)>,
    pub show_thinking: bool,
    pub tools: Vec<RunningTool>,
    /// The children of running `task` calls.
    pub children: crate::children::Children,
    /// The current run called a tool: its end says which files changed.
    pub ran_tools: bool,
    pub ask: Option<Ask>,
    pub queued: Vec<String>,
    /// Steering messages sent and not yet delivered (after the running tool).
    pub steering: Vec<String>,
    pub notice: Option<String>,
    /// Rows waiting to be written above the live area, already wrapped.
    pub commit: Vec<Line<'static>>,
    /// The terminal's rows: overlays take all of them.
    pub height: u16,
    pub overlay: Option<Overlay>,
    /// The selected entry of the command completion list.
    pub completion: usize,
    /// What commands need of the running session.
    pub session: commands::Session,
    /// The last non-empty answer of a turn (`/copy`), and the current one.
    pub last_answer: String,
    turn_text: String,
    /// The last finished tool call (Ctrl+O).
    pub last_tool: Option<(String, ToolDisplay, ToolView)>,
    last_ctrl_c: Option<Instant>,
    /// When the last key came, to tell typing from a deliberate key.
    last_key: Option<Instant>,
    /// An answer key waiting to see whether more typing follows.
    held_answer: Option<(Decision, KeyEvent, Instant)>,
    /// The repository's paths for the `@` file finder (issue 14); `None` in tests without one.
    pub files: Option<FileIndex>,
    pub finder: Option<FileFinder>,
    /// The run's tools: how a stored call is shown (a resumed path).
    pub registry: Arc<ToolRegistry>,
    /// A mode asked for with Shift+Tab and not yet confirmed by the loop.
    pub mode_sent: Option<nub_agent::Mode>,
    /// A plan was just made: Enter on the empty editor executes it.
    pub plan_ready: bool,
    /// Whether the terminal has the focus (focus events; assumed until
    /// one says otherwise).
    pub focused: bool,
    /// `[tui] notify`: how an unfocused terminal is told that nub waits.
    pub notify: Notify,
}

/// How the user is told that a run ended or a question waits while the
/// terminal is not focused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notify {
    Bell,
    /// A desktop notification (OSC 9: iTerm2, WezTerm, kitty, Ghostty, …).
    Osc9,
    /// A desktop notification with a title (OSC 777: foot, VTE terminals
    /// such as GNOME Terminal, Ghostty, urxvt, …).
    Osc777,
    Off,
}

impl Notify {
    /// `[tui] notify`'s value (checked by the configuration).
    pub fn named(name: &str) -> Notify {
        match name {
            "osc9" => Notify::Osc9,
            "osc777" => Notify::Osc777,
            "off" => Notify::Off,
            _ => Notify::Bell,
        }
    }
}

impl App {
    pub fn new(editor: Editor, status: Status, width: u16) -> Self {
        App {
            editor,
            status,
            width,
            running: None,
            answer: String::new(),
            fence: None,
            thinking: None,
            show_thinking: false,
            tools: Vec::new(),
            ran_tools: false,
            ask: None,
            queued: Vec::new(),
            steering: Vec::new(),
            notice: None,
            commit: Vec::new(),
            height: 24,
            overlay: None,
            completion: 0,
            session: commands::Session::default(),
            last_answer: String::new(),
            turn_text: String::new(),
            last_tool: None,
            children: Default::default(),
            last_ctrl_c: None,
            last_key: None,
            held_answer: None,
            files: None,
            finder: None,
            registry: Arc::new(ToolRegistry::builtin()),
            mode_sent: None,
            plan_ready: false,
            focused: true,
            notify: Notify::Bell,
        }
    }

    /// A notification, when the user looks elsewhere.
    fn notify_away(&self, effects: &mut Vec<Effect>, text: String) {
        if !self.focused && self.notify != Notify::Off {
            effects.push(Effect::Notify(text));
        }
    }

    pub(crate) fn push(&mut self, lines: Vec<Line<'static>>) {
        let wrapped = wrap_all(&lines, usize::from(self.width));
        self.commit.extend(wrapped);
    }

    fn push_blank(&mut self) {
        self.commit.push(Line::default());
    }

    pub fn say(&mut self, text: &str, style: Style) {
        let lines = text.lines().map(|l| Line::styled(l.to_owned(), style)).collect();
        self.push(lines);
    }

    /// Moves the stable part of the answer (or all of it) into the scrollback.
    fn commit_answer(&mut self, all: bool) {
        let (cut, fence_after) =
            if all { (self.answer.len(), None) } else { markdown::stable_prefix(&self.answer, self.fence.as_deref()) };
        if cut == 0 {
            return;
        }
        let done: String = self.answer.drain(..cut).collect();
        let fence = std::mem::replace(&mut self.fence, fence_after);
        // A blank line inside a code block is part of the code.
        if done.trim().is_empty() && fence.is_none() {
            return;
        }
        let lines = markdown::render_from(&done, usize::from(self.width), fence.as_deref());
        self.commit.extend(lines);
        if self.fence.is_none() {
            self.push_blank();
        }
    }

    fn end_thinking(&mut self) {
        if let Some((since, text)) = self.thinking.take() {
            let took = since.elapsed().as_secs_f64();
            let dim = Style::default().fg(Color::DarkGray).add_modifier(Modifier::ITALIC);
            if self.show_thinking {
                self.say(&cells::clean(&text), dim);
            } else {
                self.say(&format!("✻ thought for {took:.0} s (Ctrl+T shows thinking in full)"), dim);
            }
        }
    }

    /// The endpoints' own model lists arrived: `/model` offers them, the
    /// model in use (perhaps switched meanwhile) still marked and first.
    pub fn models_listed(&mut self, mut models: Vec<nub_runtime::ModelChoice>) {
        for choice in &mut models {
            choice.current = choice.endpoint == self.status.endpoint && choice.model == self.status.model;
        }
        if !models.iter().any(|c| c.current)
            && let Some(current) = self.session.models.iter().find(|c| c.current)
        {
            models.insert(0, current.clone());
        }
        self.session.models = models;
    }

    pub fn key(&mut self, key: KeyEvent) -> Vec<Effect> {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        if !(ctrl && key.code == KeyCode::Char('c')) {
            self.last_ctrl_c = None;
        }
        let now = Instant::now();
        let burst = self.last_key.replace(now).is_some_and(|last| now.duration_since(last) < BURST);
        // A key right after a held answer key: it was typing, both are text.
        if let Some((_, held, _)) = self.held_answer.take() {
            self.type_key(held);
        }
        if self.ask.is_some() {
            if let Some(effects) = self.question_key(key, now, burst) {
                return effects;
            }
        } else if self.overlay.is_some() {
            return self.overlay_key(key);
        }
        // The `@` file finder (issue 14) takes its keys while it is open.
        if file_finder::key(&mut self.finder, &mut self.editor, self.files.as_ref(), key) {
            return Vec::new();
        }
        if let Some(effects) = self.completion_key(key) {
            return effects;
        }
        match key.code {
            KeyCode::Char('o') if ctrl => self.show_last_tool(),
            KeyCode::Char('c') if ctrl => return self.ctrl_c(),
            KeyCode::Char('d') if ctrl && self.editor.is_empty() => return vec![Effect::Quit],
            KeyCode::Char('z') if ctrl => return vec![Effect::Suspend],
            KeyCode::Char('t') if ctrl => {
                self.show_thinking = !self.show_thinking;
                return Vec::new();
            }
            KeyCode::Esc if self.running.is_some() => return vec![Effect::Send(Input::Cancel)],
            KeyCode::BackTab => return self.cycle_mode(),
            KeyCode::Enter
                if key.modifiers.is_empty() && self.plan_ready && self.editor.is_empty() && self.running.is_none() =>
            {
                return self.execute_plan();
            }
            KeyCode::Enter
                if !key.modifiers.contains(KeyModifiers::SHIFT) && !key.modifiers.contains(KeyModifiers::CONTROL) =>
            {
                return self.submit(key.modifiers.contains(KeyModifiers::ALT));
            }
            _ => {}
        }
        // Up on an empty editor takes back the last queued message before
        // it reaches into the history.
        if key.code == KeyCode::Up
            && key.modifiers.is_empty()
            && self.editor.is_empty()
            && let Some(last) = self.queued.pop()
        {
            self.editor.set_text(&last);
            return Vec::new();
        }
        self.type_key(key);
        Vec::new()
    }

    /// A key for the editor.
    fn type_key(&mut self, key: KeyEvent) {
        let before = self.editor.text().len(); // issue 14: the `@` finder opens on typing, not on moving
        self.editor.key(key);
        let typed = matches!(key.code, KeyCode::Char(_) | KeyCode::Backspace | KeyCode::Delete)
            && self.editor.text().len() != before;
        file_finder::after_edit(&mut self.finder, &self.editor, self.files.as_ref(), typed);
    }

    /// A key while a question is up. Only a deliberate key answers it: not
    /// one in its first moments, not one inside a burst of typing, and an
    /// answer key is held until no other key follows it at once (`tick`
    /// sends it). Everything typed meanwhile goes to the editor. Ctrl+O
    /// shows all of what would run; closing it returns to the question.
    /// `None`: the key is the editor's (or the pager's).
    fn question_key(&mut self, key: KeyEvent, now: Instant, burst: bool) -> Option<Vec<Effect>> {
        let ask = self.ask.as_ref()?;
        if self.overlay.is_some() {
            return Some(self.overlay_key(key));
        }
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            if key.code == KeyCode::Char('o') {
                let title = format!("{} {}", cells::clean(&ask.tool), cells::subject(&ask.display));
                let lines = match &ask.preview {
                    // Shown, not obeyed: control characters made visible.
                    ToolView::Text { text } => nub_llm::terminal::reveal(text)
                        .lines()
                        .map(|line| ratatui::text::Line::raw(line.to_owned()))
                        .collect(),
                    preview => cells::full(&ask.tool, &ask.display, preview),
                };
                self.overlay = Some(Overlay::Pager(Pager::new(title, lines)));
                return Some(Vec::new());
            }
            return None;
        }
        let decision = match key.code {
            KeyCode::Char('y' | 'Y') => Decision::AllowOnce,
            KeyCode::Char('a' | 'A') => Decision::AllowAlways,
            KeyCode::Char('n' | 'N') => Decision::Deny,
            KeyCode::Esc => Decision::Deny,
            _ => return None,
        };
        let settled = now.duration_since(ask.shown_at) >= QUESTION_GUARD && !burst;
        match (settled, key.code) {
            // Esc is never typed as text.
            (false, KeyCode::Esc) => Some(Vec::new()),
            (false, _) => None,
            (true, KeyCode::Esc) => Some(self.answer(decision)),
            (true, _) => {
                self.held_answer = Some((decision, key, now));
                Some(Vec::new())
            }
        }
    }

    /// Sends a held answer once no key followed it: called on the run's
    /// timer.
    pub fn tick(&mut self) -> Vec<Effect> {
        match self.held_answer {
            Some((decision, _, at)) if at.elapsed() >= BURST && self.ask.is_some() => {
                self.held_answer = None;
                self.answer(decision)
            }
            _ => Vec::new(),
        }
    }

    fn answer(&mut self, decision: Decision) -> Vec<Effect> {
        let Some(id) = self.ask.as_ref().map(|ask| ask.id.clone()) else { return Vec::new() };
        self.close_question();
        vec![Effect::Send(Input::Answer { id, decision })]
    }

    /// The question is over: a pager opened from it goes with it.
    fn close_question(&mut self) {
        if self.ask.take().is_some() {
            self.overlay = None;
        }
        self.held_answer = None;
    }

    fn ctrl_c(&mut self) -> Vec<Effect> {
        let now = Instant::now();
        if self.last_ctrl_c.is_some_and(|at| now.duration_since(at) < DOUBLE_PRESS) {
            return vec![Effect::Quit];
        }
        self.last_ctrl_c = Some(now);
        if !self.editor.is_empty() {
            self.editor.clear();
            return Vec::new();
        }
        if self.running.is_some() {
            return vec![Effect::Send(Input::Cancel)];
        }
        self.notice = Some("press Ctrl+C again to quit".into());
        Vec::new()
    }

    fn submit(&mut self, queue: bool) -> Vec<Effect> {
        if self.editor.text().trim().is_empty() {
            return Vec::new();
        }
        // A command never goes to the model, an unknown one included: it
        // stays in the editor to be fixed.
        match self.session.prompt_commands.resolve(self.editor.text()) {
            Some(Ok(nub_runtime::commands::Resolved::Builtin(command))) => {
                self.editor.take();
                self.notice = None;
                return self.command(command);
            }
            // A prompt command runs like a prompt; one typed during a run waits for its end.
            Some(Ok(nub_runtime::commands::Resolved::Run(input))) => {
                self.editor.take();
                self.notice = self.running.is_some().then(|| "the command runs when this run ends".into());
                return vec![Effect::Send(input)];
            }
            Some(Err(message)) => {
                self.notice = Some(message);
                return Vec::new();
            }
            None => {}
        }
        let text = self.editor.take();
        match (self.running.is_some(), queue) {
            (true, true) => {
                self.queued.push(text);
                Vec::new()
            }
            (true, false) => {
                // Shown at once as waiting; the loop delivers it after the running tool.
                self.steering.push(text.clone());
                vec![Effect::Send(Input::steer(text))]
            }
            (false, _) => vec![Effect::Send(Input::prompt(text))],
        }
    }
}

mod events;
#[cfg(test)]
mod tests;
