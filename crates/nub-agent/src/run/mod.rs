//! The loop: prompts in, turns of model requests and tool runs, events out.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Arc;

use nub_llm::{Block, Message, Provider, Role};
use nub_session::{Node, SessionFile};
use nub_tools::ToolRegistry;
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::budget::Budget;
use crate::config::{LoopConfig, ModelSwitch, PendingTools, ServerPrompts, WindowLearned};
use crate::control::Control;
use crate::event::{FailureKind, LimitKind, Outcome, UiEvent};
use crate::execute::{Call, Executor};
use crate::input::{Image, Input};
use pending::Waited;
use state::Run;

mod answered;
mod between;
mod calls;
pub(crate) mod child;
mod command;
mod compacting;
mod composed;
mod copied;
mod counted_ages;
mod cut_off;
mod docstring_first;
mod first_request;
mod fit;
mod grounded;
mod guard_finish;
mod hooked;
mod made_edit;
mod pending;
mod program_first;
mod program_mend;
mod program_runner;
mod reproduce;
mod request;
mod resample;
mod restore;
mod runaway;
mod said_flags;
mod server_prompt;
mod set_in;
mod state;
mod stream;
mod tests_first;
mod time_asked;
mod try_fixes;
mod unpassed;
mod unsaid_items;
mod whole_first;

pub struct Loop {
    provider: Arc<dyn Provider>,
    /// The endpoint `provider` talks to, as the user names it (for switches).
    endpoint: String,
    tools: Arc<ToolRegistry>,
    session: SessionFile,
    config: LoopConfig,
    switch: Option<Arc<dyn ModelSwitch>>,
    /// Tools the user allowed for the rest of the session ("allow always").
    allowed: HashSet<String>,
    budget: Budget,
    /// A title was asked for in this process (once per session).
    titled: bool,
    /// Tools still starting (MCP servers): taken before the first request.
    pending: Option<PendingTools>,
    /// What serves the tools, kept alive as long as the loop.
    keep: Vec<Box<dyn std::any::Any + Send>>,
    /// The MCP servers' prompts (`Input::ServerPrompt`).
    prompts: Option<Arc<dyn ServerPrompts>>,
    /// The session's `session_start` hooks ran (its first prompt here).
    session_started: bool,
}

/// What one input asks the loop to do as a run.
enum Work {
    /// The prompt, its images, and how the user typed it when that differs
    /// (a prompt command's `/NAME args`, for `RunStart`).
    Prompt(String, Vec<Image>, Option<String>),
    Compact(Option<String>),
    /// Files to a node's state (`None`: undo the last prompt's run).
    Restore(Option<String>, bool),
    /// An MCP server's prompt: fetched, then run as a prompt.
    ServerPrompt {
        name: String,
        prompt: String,
        args: String,
    },
}

impl Loop {
    pub fn new(
        provider: Arc<dyn Provider>,
        tools: Arc<ToolRegistry>,
        session: SessionFile,
        config: LoopConfig,
    ) -> Self {
        let endpoint = provider.name().to_owned();
        let budget = Budget::new(config.window);
        let tools = with_task(tools, &config);
        let titled = !crate::title::wanted(&session.session);
        Loop {
            provider,
            endpoint,
            tools,
            session,
            config,
            switch: None,
            allowed: HashSet::new(),
            budget,
            titled,
            pending: None,
            keep: Vec::new(),
            prompts: None,
            session_started: false,
        }
    }

    /// Lets `Input::SetModel` change the provider; without it a switch is
    /// answered with a warning.
    pub fn with_model_switch(mut self, endpoint: impl Into<String>, switch: Arc<dyn ModelSwitch>) -> Self {
        self.endpoint = endpoint.into();
        self.switch = Some(switch);
        self
    }

    /// Tools that are still starting: the first prompt waits for them
    /// (saying so), then they replace the tools and policy the loop began with.
    pub fn with_pending_tools(mut self, pending: PendingTools) -> Self {
        self.pending = Some(pending);
        self
    }

    /// The MCP servers' prompts, for `Input::ServerPrompt` (servers that
    /// start in the background bring theirs with `PendingTools`).
    pub fn with_server_prompts(mut self, prompts: Arc<dyn ServerPrompts>) -> Self {
        self.prompts = Some(prompts);
        self
    }

    /// Called when a provider states the model's window in an error.
    pub fn on_window_learned(mut self, learned: WindowLearned) -> Self {
        self.budget.on_window = Some(learned);
        self
    }

    pub fn session(&self) -> &SessionFile {
        &self.session
    }

    /// The tools of every request (for how stored calls are shown).
    pub fn tools(&self) -> Arc<ToolRegistry> {
        Arc::clone(&self.tools)
    }

    /// The checkpoint store the loop snapshots into and restores from;
    /// `None` when checkpoints are off.
    pub fn checkpoints(&self) -> Option<nub_session::checkpoint::Checkpoints> {
        self.config.checkpoints.clone()
    }

    /// The permissions the tools run under (the TUI's file finder leaves
    /// out what `deny_paths` covers).
    pub fn policy(&self) -> Arc<nub_tools::Policy> {
        Arc::clone(&self.config.policy)
    }

    /// Starts the loop on its own task. It ends after `Input::Quit`, or when
    /// the input channel closes and the queued prompts are done.
    pub fn run(self, inputs: mpsc::Receiver<Input>) -> mpsc::Receiver<UiEvent> {
        self.spawn(inputs).0
    }

    /// `run`, and the loop itself back when it ends: its provider (after any
    /// model switch), tools and settings can go on with another session
    /// ([`Loop::replace_session`]).
    pub fn spawn(self, inputs: mpsc::Receiver<Input>) -> (mpsc::Receiver<UiEvent>, tokio::task::JoinHandle<Loop>) {
        let (events, receiver) = mpsc::channel(256);
        (receiver, tokio::spawn(self.serve(inputs, events)))
    }

    /// Goes on with `session` (a fresh one, or another of the repository):
    /// what the user allowed "for the session" is forgotten, a title is
    /// made for it if it has none.
    pub fn replace_session(&mut self, session: SessionFile) {
        self.titled = !crate::title::wanted(&session.session);
        self.allowed.clear();
        self.session = session;
        self.session_started = false;
    }

    async fn serve(mut self, mut inputs: mpsc::Receiver<Input>, events: mpsc::Sender<UiEvent>) -> Loop {
        let mut queued = VecDeque::new();
        let mut title: Option<tokio::task::JoinHandle<Option<String>>> = None;
        // After a prompt's run: when nub starts waiting for the next one.
        let mut idle_since: Option<tokio::time::Instant> = None;
        loop {
            let input = match queued.pop_front() {
                Some(input) => input,
                None => {
                    // Tools still starting join as soon as they are up (not
                    // only at the first prompt), so a front end learns of
                    // them — their prompts, their reports — while the user types.
                    let is_starting = self.pending.is_some();
                    let starting = self.pending.as_mut().map(|pending| &mut pending.ready);
                    let next = tokio::select! {
                        input = inputs.recv() => input,
                        ready = async {
                            match starting {
                                Some(ready) => ready.await,
                                None => std::future::pending().await,
                            }
                        }, if is_starting => {
                            self.pending = None;
                            self.install_tools(ready, &events).await;
                            continue;
                        }
                        () = async {
                            match idle_since {
                                Some(since) => tokio::time::sleep_until(since + hooked::IDLE_NOTICE).await,
                                None => std::future::pending().await,
                            }
                        }, if idle_since.is_some() => {
                            idle_since = None;
                            let message = "nub is waiting for your input".to_owned();
                            crate::hooks::notify(self.config.hooks.clone(), self.hook_site(), message);
                            continue;
                        }
                        made = async {
                            match title.as_mut() {
                                Some(pending) => pending.await,
                                None => std::future::pending().await,
                            }
                        }, if title.is_some() => {
                            title = None;
                            self.store_title(made.ok().flatten());
                            continue;
                        }
                    };
                    idle_since = None;
                    match next {
                        Some(input) => input,
                        None => break,
                    }
                }
            };
            if matches!(
                input,
                Input::Prompt { .. }
                    | Input::Steer { .. }
                    | Input::PromptWithImages { .. }
                    | Input::Command { .. }
                    | Input::ServerPrompt { .. }
            ) && self.pending.is_some()
            {
                match self.take_pending_tools(&mut inputs, &events, &mut queued).await {
                    Waited::Ready => {}
                    Waited::Cancelled => {
                        let message = "the prompt was not sent: cancelled while the MCP servers were starting".into();
                        if events.send(UiEvent::Warning { message }).await.is_err() {
                            break;
                        }
                        continue;
                    }
                    Waited::Quit => break,
                }
            }
            let mut saved = None;
            let work = match input {
                Input::Prompt { text } | Input::Steer { text } => Work::Prompt(text, Vec::new(), None),
                Input::Command { name, text, model, effort, allowed_tools } => {
                    tracing::info!(command = %name, "prompt command");
                    let overrides = command::Overrides { model, effort, allowed_tools };
                    saved = Some(self.apply(overrides, &events).await);
                    Work::Prompt(text, Vec::new(), Some(name))
                }
                Input::ServerPrompt { name, prompt, args } => Work::ServerPrompt { name, prompt, args },
                Input::SetMode { mode } => {
                    self.config.mode = mode;
                    tracing::info!(mode = mode.name(), "mode set");
                    if events.send(UiEvent::ModeChanged { mode }).await.is_err() {
                        break;
                    }
                    continue;
                }
                Input::PromptWithImages { text, images } => Work::Prompt(text, images, None),
                Input::Compact { focus } => Work::Compact(focus),
                Input::Restore { node, force } => Work::Restore(Some(node), force),
                Input::Undo { force } => Work::Restore(None, force),
                // Nothing is running: there is nothing to cancel or answer.
                Input::Cancel | Input::Answer { .. } => continue,
                Input::Quit => break,
                Input::SetModel { endpoint, model } => {
                    let event = self.set_model(endpoint.as_deref(), &model);
                    if events.send(event).await.is_err() {
                        break;
                    }
                    continue;
                }
                Input::SetEffort { effort } => {
                    self.config.effort = effort;
                    tracing::info!(effort = ?effort, "effort set");
                    if effort.is_some() && !self.provider.caps().reasoning {
                        let message = format!(
                            "{} does not reason as far as nub knows; the effort applies to models that do",
                            self.config.model
                        );
                        let _ = events.send(UiEvent::Warning { message }).await;
                    }
                    if events.send(UiEvent::EffortChanged { effort }).await.is_err() {
                        break;
                    }
                    continue;
                }
                Input::Rewind { node } => {
                    let event = match self.rewind(&node) {
                        Ok(node) => UiEvent::Rewound { node },
                        Err(message) => UiEvent::Warning { message: format!("not rewound: {message}") },
                    };
                    if events.send(event).await.is_err() {
                        break;
                    }
                    continue;
                }
                Input::Mark { node, label, bookmark } => {
                    if let Err(message) = self.mark(&node, label, bookmark) {
                        let _ = events.send(UiEvent::Warning { message: format!("node not marked: {message}") }).await;
                    }
                    continue;
                }
            };
            let mut control = Control {
                inputs: &mut inputs,
                events: &events,
                cancel: CancellationToken::new(),
                steering: Vec::new(),
                queued: &mut queued,
                answers: HashMap::new(),
                allowed: &mut self.allowed,
                quit: false,
                inputs_closed: false,
            };
            let session_start = match &work {
                Work::Prompt(..) | Work::ServerPrompt { .. } if !self.session_started => {
                    self.session_started = true;
                    Some(if self.session.session.head().is_some() { "resume" } else { "startup" })
                }
                Work::Prompt(..) | Work::ServerPrompt { .. } | Work::Compact(_) | Work::Restore(..) => None,
            };
            let mut run = Run::new(
                &mut self.session,
                &self.provider,
                &self.tools,
                &self.config,
                &mut self.budget,
                session_start,
                false,
            );
            let (outcome, prompted) = match work {
                Work::Prompt(text, images, shown) => (run.prompt(text, images, shown, &mut control).await, true),
                Work::ServerPrompt { name, prompt, args } => {
                    let source = self.prompts.clone();
                    (run.server_prompt(name, &prompt, &args, source, &mut control).await, true)
                }
                Work::Compact(focus) => (run.compact_now(focus, &mut control).await, false),
                Work::Restore(node, force) => (run.restore(node, force, &mut control).await, false),
            };
            let run_changed = std::mem::take(&mut run.changed);
            let quit = control.quit;
            if let Some(saved) = saved {
                self.put_back(saved);
            }
            // A run the provider failed (a flood, a dead server, a bad key)
            // gets no title request: it would meet the same failure. The
            // next prompt that gets an answer asks for one.
            let answered = !matches!(outcome, Outcome::Failed { .. });
            if prompted
                && answered
                && self.config.titles
                && self.session.session.title().is_none()
                && title.is_none()
                && !self.titled
            {
                self.titled = true;
                if let Some(first) = crate::title::first_prompt(&self.session.session) {
                    let provider = Arc::clone(&self.provider);
                    let model = self.config.model.clone();
                    title = Some(tokio::spawn(crate::title::make(provider, model, first)));
                }
            }
            if let Err(error) = self.session.sync() {
                tracing::error!(%error, "syncing the session failed");
            }
            for message in self.session.take_warnings() {
                let _ = events.send(UiEvent::Warning { message }).await;
            }
            if prompted && !quit {
                idle_since = Some(tokio::time::Instant::now());
            }
            let changed = prompted.then_some(run_changed);
            if events.send(UiEvent::RunEnd { outcome, changed }).await.is_err() || quit {
                break;
            }
        }
        if self.session_started {
            hooked::end_session(self.config.hooks.clone(), self.hook_site(), &events).await;
        }
        // Ending: a title that arrived is kept; one still on its way is
        // dropped rather than waited for (an exit is never delayed by it).
        if let Some(pending) = title {
            if pending.is_finished() {
                if let Ok(made) = pending.await {
                    self.store_title(made);
                }
            } else {
                pending.abort();
            }
        }
        self
    }
}

impl Run<'_> {
    async fn prompt(
        &mut self,
        prompt: String,
        images: Vec<Image>,
        shown: Option<String>,
        control: &mut Control<'_>,
    ) -> Outcome {
        let session = self.session.session.id.to_string();
        control.emit(UiEvent::RunStart { session, prompt: shown.unwrap_or_else(|| prompt.clone()) }).await;
        self.started_prompt(prompt, images, control).await
    }

    /// A prompt whose `RunStart` is out: its hooks, its message, its turns.
    async fn started_prompt(&mut self, prompt: String, images: Vec<Image>, control: &mut Control<'_>) -> Outcome {
        let from_hooks = match self.child {
            true => Vec::new(),
            false => match self.before_prompt(&prompt, control).await {
                Ok(context) => context,
                Err(outcome) => return outcome,
            },
        };
        self.prompt = prompt.clone();
        let mut content = Vec::with_capacity(1 + images.len());
        let mut picked = Vec::new();
        if !prompt.is_empty() || images.is_empty() {
            // The prompt, then what its `@path` mentions name (and, for a
            // small model, the files it is about).
            let sees_images = self.provider.caps().supports_images;
            let earlier = crate::mentions::attached_in(&self.session.session.path_to_head());
            (content, picked) =
                crate::mentions::with_attachments(prompt, self.config, sees_images, &earlier, control).await;
        }
        content.extend(images.into_iter().map(|image| Block::Image { media_type: image.media_type, data: image.data }));
        content.extend(from_hooks.into_iter().map(Block::text));
        let mut executor = Executor::new(Arc::clone(self.tools), self.config, self.provider.caps().supports_images)
            .with_hooks(self.hook_site());
        if self.config.lean {
            executor = executor.holding_to(&self.prompt);
        }
        self.first_asks(&mut content, &mut executor, control).await;
        // Shown the edit to send, the model needs only the files it changes.
        if let Some(needed) = self.composed.shown.files_from(&self.config.cwd, &self.config.repo_root) {
            picked = crate::mentions::without_unneeded(&mut content, picked, &needed);
            picked.extend(crate::mentions::with_needed(&mut content, &needed, self.config, control).await);
        }
        crate::mentions::announce(picked, control).await;
        if control.cancel.is_cancelled() {
            return Outcome::Cancelled;
        }
        if let Err(outcome) = append_message(self.session, Message { role: Role::User, content }) {
            return outcome;
        }
        if let Some(subagents) = &self.config.subagents {
            executor = executor.with_children(crate::child::ChildSetup {
                provider: Arc::clone(self.provider),
                config: self.config.clone(),
                tools: Arc::clone(self.tools),
                subagents: Arc::clone(subagents),
                session: self.session.session.id.clone(),
                transcript: self.session.path().to_path_buf(),
                runner: child::run,
            });
        }
        executor.seen_in(&self.session.session.path_to_head());
        let mut turn = 0;
        // A stop hook made this run go on (`stop_hook_active`).
        let mut kept_going = false;
        loop {
            turn += 1;
            let answer = if let Some(text) = self.composed.answer.take() {
                self.composed_answer(text, turn, control).await
            } else if !self.composed.found.is_empty() {
                self.composed_calls(turn, control).await
            } else if let Some(function) = self.composed.function.take() {
                self.composed_function(function, turn, control).await
            } else if let Some(program) = self.composed.program.take() {
                self.composed_program(program, turn, control).await
            } else {
                self.turn(turn, control).await
            };
            let answer = match answer {
                Ok(answer) => answer,
                Err(outcome) => return outcome,
            };
            let calls: Vec<Call> = answer
                .content
                .iter()
                .filter_map(|block| match block {
                    Block::ToolUse { id, name, input } => {
                        Some(Call { id: id.clone(), name: name.clone(), input: input.clone() })
                    }
                    _ => None,
                })
                .collect();
            if calls.is_empty() {
                // Steering that came while the model answered becomes the next prompt.
                let steering = std::mem::take(&mut control.steering);
                if control.cancel.is_cancelled() {
                    return Outcome::Cancelled;
                }
                // A small model's work not done: told once of each kind, the run goes on.
                let left = self.not_done(&answer, &mut executor, !steering.is_empty(), control).await;
                let next = if let Some(note) = left {
                    note
                } else if steering.is_empty() {
                    // A stop hook may make the run go on, its reason the next message.
                    let stop_hooks = match self.child {
                        true => None,
                        false => self.stop_hooks(kept_going, control).await,
                    };
                    match stop_hooks {
                        _ if control.cancel.is_cancelled() => return Outcome::Cancelled,
                        Some(reason) => {
                            kept_going = true;
                            reason
                        }
                        None => return Outcome::Completed,
                    }
                } else {
                    for text in &steering {
                        control.emit(UiEvent::Steered { text: text.clone() }).await;
                    }
                    steering.join("\n\n")
                };
                if let Err(outcome) = append_message(self.session, Message::user(next)) {
                    return outcome;
                }
            } else if let Some(outcome) = self.run_calls(calls, &mut executor, turn, control).await {
                return outcome;
            } else {
                self.after_made_edit();
            }
            if turn >= self.config.max_turns && self.composed.answer.is_none() {
                return Outcome::Limit {
                    limit: LimitKind::MaxTurns,
                    message: format!(
                        "stopped after {turn} model requests (max_turns); continue with nub -c, or raise --max-turns"
                    ),
                };
            }
        }
    }
}

/// The run's tools with `task` last, when it has agents to start.
fn with_task(tools: Arc<ToolRegistry>, config: &LoopConfig) -> Arc<ToolRegistry> {
    crate::subagent::with_task(tools, config.subagents.as_deref(), &config.policy)
}

fn append(session: &mut SessionFile, node: Node) -> Result<(), Outcome> {
    session.append(node).map_err(|error| Outcome::Failed { kind: FailureKind::Session, message: error.to_string() })
}

fn append_message(session: &mut SessionFile, message: Message) -> Result<(), Outcome> {
    let node = Node::message(session.session.head().cloned(), message);
    append(session, node)
}
