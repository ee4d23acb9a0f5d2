//! The one event loop: terminal events, the agent's `UiEvent`s, a redraw
//! tick while working, and SIGTERM/SIGHUP, in a single `tokio::select!`.
//! The state is changed only here, so no locking is needed anywhere.

use std::io::{self, IsTerminal};
use std::time::Duration;

use crossterm::event::{Event, EventStream, KeyEventKind};
use futures_util::StreamExt;
use nub_agent::Input;
use nub_runtime::{SessionChoice, StartError, StartOptions, Workspace};
use ratatui::style::{Color, Style};
use tokio::signal::unix::{SignalKind, signal};

use crate::app::{App, Effect};
use crate::editor::Editor;
use crate::history::History;
use crate::status::Status;
use crate::term::{self, Screen};
use crate::{commands, resume, trust};

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
    term::install_panic_hook();
    let mut screen = Screen::enter()?;
    let result = session(&mut screen, ws, options, prompt).await;
    let left = screen.leave();
    result.and_then(|ending| left.map(|()| ending).map_err(TuiError::Io))
}

/// Everything between taking the terminal and giving it back.
async fn session(
    screen: &mut Screen,
    ws: &Workspace,
    options: StartOptions,
    prompt: Option<String>,
) -> Result<Ending, TuiError> {
    let mut ws = ws.clone();
    if let Some(enables) = trust::needed(&ws) {
        match trust::ask(screen, &ws, &enables).await? {
            trust::Answer::Quit => return Ok(Ending::Quit),
            trust::Answer::NotNow => {}
            trust::Answer::Trust => {
                nub_runtime::trust::trust(&ws.env, &ws.repo_root).map_err(TuiError::Start)?;
                // Read again: the project's settings count from here on.
                ws = Workspace::at(ws.cwd.clone(), ws.env.clone()).map_err(TuiError::Start)?;
            }
        }
    }
    let continued = options.session != nub_runtime::SessionChoice::New || options.branch.is_some();
    let mode = options.mode;
    let started = nub_runtime::start(&ws, options).await.map_err(TuiError::Start)?;

    let mut status = Status {
        endpoint: started.endpoint.name.clone(),
        model: started.endpoint.model.value.clone(),
        // The window the run budgets with: configured, learned or from the registry.
        window: Some(u64::from(started.window.tokens)),
        effort: started.endpoint.effort.as_ref().map(|e| e.value),
        mode,
        ..Status::default()
    };
    status.locate(&ws.repo_root);
    status.sandbox = started.reports.sandbox_label.clone();
    let history_file = History::of(&ws.repo_root);
    let (history, history_refused) = match history_file.load() {
        Ok(entries) => (entries, None),
        Err(why) => (Vec::new(), Some(why)),
    };
    let editor = Editor::with_history(history);

    let mut app = App::new(editor, status, screen.width());
    app.height = screen.height();
    app.notify = crate::app::Notify::named(&ws.config.notify.value);
    app.registry = started.agent.tools();
    app.session = commands::Session {
        cwd: ws.cwd.clone(),
        repo_root: ws.repo_root.clone(),
        id: started.session_id.to_string(),
        reports: started.reports.clone(),
        models: nub_runtime::model_choices(&ws, &started.endpoint.name, &started.endpoint.model.value),
        store: Some(ws.sessions()),
        checkpoints: started.agent.checkpoints(),
        prompt_commands: started.commands.clone(),
        execute_model: ws.config.plan_execute_model.as_ref().map(|m| m.value.clone()),
    };
    // The `@` file finder's index (issue 14): its first walk starts now, in the background.
    app.files = Some(crate::file_index::FileIndex::spawn(ws.repo_root.clone(), started.agent.policy()));
    if continued {
        // The context figure of the session's last answer, until the next one.
        let session = &started.agent.session().session;
        if let Some(usage) = session.head().and_then(|head| {
            session.path_to(head).iter().rev().find_map(|node| node.meta.usage.filter(|u| u.is_reported()))
        }) {
            app.status.context = usage.input + usage.output;
        }
        let path = started.agent.session().session.path_to_head();
        app.commit.extend(resume::lines(&path, usize::from(screen.width()), &app.registry));
        app.say(&format!("continuing session {}", started.session_id), Style::default().fg(Color::DarkGray));
    }
    for warning in started.warnings.iter().map(ToString::to_string).chain(history_refused) {
        app.say(&format!("! {warning}"), Style::default().fg(Color::Yellow));
    }
    let mut mcp_progress = started.mcp_progress.clone();
    if let Some(progress) = &mcp_progress {
        let now = progress.borrow().clone();
        app.status.mcp = Some((now.done, now.total));
    }
    // The endpoints' own model lists for `/model`, in the background (a day's cache answers at once).
    let mut listing = Some(tokio::spawn({
        let (ws, endpoint) = (ws.clone(), started.endpoint.clone());
        async move { nub_runtime::listed_model_choices(&ws, &endpoint, nub_runtime::LIST_TIMEOUT).await }
    }));
    let mut running = started.launch();
    if let Some(prompt) = prompt {
        history_file.append(&prompt);
        // `nub "/greet Bob"` runs the prompt command, like typing it.
        let input = match app.session.prompt_commands.resolve(&prompt) {
            Some(Ok(nub_runtime::commands::Resolved::Run(input))) => input,
            _ => Input::prompt(prompt),
        };
        let _ = running.inputs.send(input).await;
    }

    let result = event_loop(screen, &mut app, &mut running, &ws, &history_file, &mut mcp_progress, &mut listing).await;
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
    result
}

async fn event_loop(
    screen: &mut Screen,
    app: &mut App,
    running: &mut nub_runtime::Running,
    ws: &Workspace,
    history_file: &History,
    mcp_progress: &mut Option<tokio::sync::watch::Receiver<nub_runtime::McpProgress>>,
    listing: &mut Option<tokio::task::JoinHandle<Vec<nub_runtime::ModelChoice>>>,
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
                Some(Ok(Event::FocusGained)) => (app.focused, dirty) = (true, false),
                Some(Ok(Event::FocusLost)) => (app.focused, dirty) = (false, false),
                Some(Ok(Event::Resize(width, height))) => {
                    (app.width, app.height) = (width, height);
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
                effects = app.tick();
            }
            changed = async {
                match mcp_progress.as_mut() {
                    Some(progress) => progress.changed().await,
                    None => std::future::pending().await,
                }
            } => {
                match (changed, mcp_progress.as_ref()) {
                    (Ok(()), Some(progress)) => {
                        let now = progress.borrow().clone();
                        app.status.mcp = Some((now.done, now.total));
                        if let Some((mcp, context)) = now.reports {
                            // Up: the servers' tools are known, the status has no more to say.
                            app.session.reports.mcp = mcp;
                            app.session.reports.context = context;
                            app.session.prompt_commands.add_server_prompts(&now.prompts);
                            app.status.mcp = None;
                            *mcp_progress = None;
                        }
                    }
                    _ => *mcp_progress = None,
                }
            }
            listed = async {
                match listing.as_mut() {
                    Some(handle) => handle.await,
                    None => std::future::pending().await,
                }
            }, if listing.is_some() => {
                *listing = None;
                match listed {
                    Ok(models) => app.models_listed(models),
                    Err(error) => tracing::warn!(%error, "listing the models failed"),
                }
                dirty = false;
            }
            _ = terminate.recv() => return Ok(Ending::Terminated),
            _ = hang_up.recv() => return Ok(Ending::HangUp),
        }
        for effect in effects {
            match effect {
                Effect::Send(input) => {
                    if let Input::Prompt { text } | Input::Steer { text } | Input::Command { name: text, .. } = &input {
                        history_file.append(text);
                    }
                    if running.inputs.send(input).await.is_err() {
                        return Ok(Ending::Quit);
                    }
                }
                Effect::Quit => return Ok(Ending::Quit),
                Effect::Suspend => screen.suspend()?,
                Effect::Reopen(choice) => reopen(app, running, ws, &choice).await,
                Effect::Notify(text) => screen.notify(app.notify, &text)?,
                Effect::Copy(text) => {
                    screen.copy(&text)?;
                    let note = format!(
                        "copied {} characters through OSC 52; if nothing arrived, the terminal does not support it (tmux: set -g set-clipboard on)",
                        text.chars().count()
                    );
                    app.say(&note, Style::default().fg(Color::DarkGray));
                }
            }
        }
        if dirty {
            screen.frame(app)?;
        }
    }
}

/// `/new`, `/resume`: the loop goes on with another session, and the
/// scrollback says which, with its path when it has one.
async fn reopen(app: &mut App, running: &mut nub_runtime::Running, ws: &Workspace, choice: &SessionChoice) {
    match running.reopen(ws, choice, |event| drop(app.event(event))).await {
        Ok(opened) => {
            app.session.id = opened.session_id.to_string();
            let path: Vec<&nub_llm::Message> = opened.messages.iter().collect();
            app.commit.extend(resume::lines(&path, usize::from(app.width), &app.registry));
            let what = if path.is_empty() { "new session" } else { "session" };
            let line = format!("◇ {what} {} — {}", opened.session_id, opened.path.display());
            app.say(&line, Style::default().fg(Color::DarkGray));
            for warning in &opened.warnings {
                app.say(&format!("! {warning}"), Style::default().fg(Color::Yellow));
            }
        }
        Err(error) => app.notice = Some(format!("cannot open that session: {error}")),
    }
}
