//! The one event loop: terminal events, the agent's `UiEvent`s, a redraw
//! tick while working, and SIGTERM/SIGHUP, in a single `tokio::select!`.
//! The state is changed only here, so no locking is needed anywhere.

use std::io::{self, IsTerminal};
use std::time::Duration;

use crossterm::event::{Event, EventStream, KeyEventKind};
use futures_util::StreamExt;
use nub_agent::Input;
use nub_runtime::{StartError, StartOptions, Workspace};
use ratatui::style::{Color, Style};
use tokio::signal::unix::{SignalKind, signal};

use crate::app::{App, Effect};
use crate::editor::Editor;
use crate::status::Status;
use crate::term::{self, Screen};
use crate::{history, resume, trust};

/// The spinner's pace: at most ten frames a second, and only while working.
const TICK: Duration = Duration::from_millis(100);
/// UiEvents folded into one frame at most, so a fast stream is not drawn
/// once per token.
const BATCH: usize = 512;
/// How long a quit waits for the loop to cancel and save.
const QUIT_WAIT: Duration = Duration::from_secs(5);

/// How the TUI ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The user quit.
    Quit,
    /// SIGTERM.
    Terminated,
    /// SIGHUP.
    HangUp,
}

#[derive(Debug)]
pub enum TuiError {
    /// Standard input or output is not a terminal.
    NotATerminal,
    Start(StartError),
    Io(io::Error),
}

impl std::fmt::Display for TuiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TuiError::NotATerminal => f.write_str(
                "the interactive interface needs a terminal on standard input and output; use print mode: nub -p \"…\"",
            ),
            TuiError::Start(error) => write!(f, "{error}"),
            TuiError::Io(error) => write!(f, "terminal: {error}"),
        }
    }
}

impl From<io::Error> for TuiError {
    fn from(error: io::Error) -> Self {
        TuiError::Io(error)
    }
}

/// Starts the agent as `options` say, then runs the TUI until the user
/// quits; `prompt` is sent first when given (`nub "prompt"`).
pub async fn run(ws: &Workspace, options: StartOptions, prompt: Option<String>) -> Result<Ending, TuiError> {
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        return Err(TuiError::NotATerminal);
    }
    trust::confirm(ws)?;
    let continued = options.session != nub_runtime::SessionChoice::New || options.branch.is_some();
    let started = nub_runtime::start(ws, options).await.map_err(TuiError::Start)?;

    let mut status = Status {
        endpoint: started.endpoint.name.clone(),
        model: started.endpoint.model.value.clone(),
        // The window the run budgets with: configured, learned or from the registry.
        window: Some(u64::from(started.window.tokens)),
        ..Status::default()
    };
    status.locate(&ws.repo_root);
    let history_file = history::file(&ws.repo_root);
    let editor = Editor::with_history(history::load(&history_file));

    term::install_panic_hook();
    let mut screen = Screen::enter()?;
    let mut app = App::new(editor, status, screen.width());
    // The `@` file finder's index (issue 14): its first walk starts now, in the background.
    app.files = Some(crate::file_index::FileIndex::spawn(ws.repo_root.clone(), started.agent.policy()));
    if continued {
        let path = started.agent.session().session.path_to_head();
        app.commit.extend(resume::lines(&path, usize::from(screen.width())));
        app.say(&format!("continuing session {}", started.session_id), Style::default().fg(Color::DarkGray));
    }
    for warning in &started.warnings {
        app.say(&format!("! {warning}"), Style::default().fg(Color::Yellow));
    }
    let mut running = started.launch();
    if let Some(prompt) = prompt {
        history::append(&history_file, &prompt);
        let _ = running.inputs.send(Input::prompt(prompt)).await;
    }

    let result = event_loop(&mut screen, &mut app, &mut running, &history_file).await;
    // Whatever happened, the loop is told to stop and save, and the terminal
    // is given back before anything else is printed.
    let _ = running.inputs.send(Input::Quit).await;
    let _ = tokio::time::timeout(QUIT_WAIT, async {
        while let Some(event) = running.events.recv().await {
            app.event(event);
        }
    })
    .await;
    let _ = screen.frame(&mut app);
    let left = screen.leave();
    result.and_then(|ending| left.map(|()| ending).map_err(TuiError::Io))
}

async fn event_loop(
    screen: &mut Screen,
    app: &mut App,
    running: &mut nub_runtime::Running,
    history_file: &std::path::Path,
) -> Result<Ending, TuiError> {
    let mut terminal_events = EventStream::new();
    let mut terminate = signal(SignalKind::terminate())?;
    let mut hang_up = signal(SignalKind::hangup())?;
    let mut tick = tokio::time::interval(TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    screen.frame(app)?;
    loop {
        let working = app.running.is_some();
        let mut effects = Vec::new();
        let mut dirty = true;
        tokio::select! {
            event = terminal_events.next() => match event {
                Some(Ok(Event::Key(key))) if key.kind != KeyEventKind::Release => effects = app.key(key),
                Some(Ok(Event::Paste(text))) => app.editor.paste(&text),
                Some(Ok(Event::Resize(width, height))) => {
                    app.width = width;
                    screen.resize(width, height)?;
                }
                Some(Ok(_)) => dirty = false,
                Some(Err(error)) => return Err(TuiError::Io(error)),
                None => return Ok(Ending::Quit),
            },
            event = running.events.recv() => {
                let Some(event) = event else { return Ok(Ending::Quit) };
                effects = app.event(event);
                for _ in 0..BATCH {
                    match running.events.try_recv() {
                        Ok(event) => effects.extend(app.event(event)),
                        Err(_) => break,
                    }
                }
            }
            _ = tick.tick(), if working || crate::file_finder::waiting(&app.finder) => {
                crate::file_finder::poll(&mut app.finder, app.files.as_ref());
            }
            _ = terminate.recv() => return Ok(Ending::Terminated),
            _ = hang_up.recv() => return Ok(Ending::HangUp),
        }
        for effect in effects {
            match effect {
                Effect::Send(input) => {
                    if let Input::Prompt { text } | Input::Steer { text } = &input {
                        history::append(history_file, text);
                    }
                    if running.inputs.send(input).await.is_err() {
                        return Ok(Ending::Quit);
                    }
                }
                Effect::Quit => return Ok(Ending::Quit),
                Effect::Suspend => screen.suspend()?,
            }
        }
        if dirty {
            screen.frame(app)?;
        }
    }
}
