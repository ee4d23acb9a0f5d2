//! A scripted provider and scripted tools: the loop's tests decide exactly
//! what the "model" answers and how long each "tool" takes.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use futures_util::StreamExt;
use nub_agent::{CompactionSettings, Input, Loop, LoopConfig, Outcome, UiEvent};
use nub_llm::{Block, Caps, Event, EventStream, LlmError, Provider, Request, StopReason, Usage};
use nub_session::{SessionFile, Store};
use nub_tools::{Policy, Tool, ToolEnv, ToolRegistry, ToolResult, ToolView};
use serde_json::{Value, json};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

#[derive(Debug, Clone)]
pub enum Step {
    Event(Event),
    Fail(LlmError),
    Pause(Duration),
    /// Wait until the request is cancelled (then the stream ends with Cancelled).
    Hang,
}

pub type Answer = Vec<Step>;

pub fn text(index: usize, text: &str) -> Vec<Step> {
    vec![
        Step::Event(Event::BlockStart { index, block: Block::text("") }),
        Step::Event(Event::BlockDelta { index, text: text.into(), partial_json: String::new() }),
        Step::Event(Event::BlockStop { index }),
    ]
}

pub fn call(index: usize, id: &str, name: &str, input: Value) -> Vec<Step> {
    vec![
        Step::Event(Event::BlockStart {
            index,
            block: Block::ToolUse { id: id.into(), name: name.into(), input: json!({}) },
        }),
        Step::Event(Event::BlockDelta { index, text: String::new(), partial_json: input.to_string() }),
        Step::Event(Event::BlockStop { index }),
    ]
}

pub fn done(stop: StopReason) -> Step {
    Step::Event(Event::Done { stop, usage: Usage { output: 5, ..Usage::default() } })
}

pub fn answer(parts: Vec<Vec<Step>>, stop: StopReason) -> Answer {
    let mut steps: Answer = parts.into_iter().flatten().collect();
    steps.push(done(stop));
    steps
}

pub struct FakeProvider {
    answers: Mutex<VecDeque<Answer>>,
    pub requests: Mutex<Vec<Request>>,
    caps: Caps,
    /// Answer given when the script is used up (None: a provider error).
    repeat_last: Option<Answer>,
    /// The answer to every summarizing request (one without tools), kept
    /// apart from the script so the script reads as the conversation.
    summary: Option<Answer>,
}

impl FakeProvider {
    pub fn new(answers: Vec<Answer>) -> Arc<Self> {
        Arc::new(FakeProvider {
            answers: Mutex::new(answers.into()),
            requests: Mutex::default(),
            caps: Caps::default(),
            repeat_last: None,
            summary: None,
        })
    }

    pub fn with_summaries(answers: Vec<Answer>, summary: Answer) -> Arc<Self> {
        Arc::new(FakeProvider {
            answers: Mutex::new(answers.into()),
            requests: Mutex::default(),
            caps: Caps::default(),
            repeat_last: None,
            summary: Some(summary),
        })
    }

    pub fn forever(answer: Answer) -> Arc<Self> {
        Arc::new(FakeProvider {
            answers: Mutex::default(),
            requests: Mutex::default(),
            caps: Caps::default(),
            repeat_last: Some(answer),
            summary: None,
        })
    }

    pub fn requests(&self) -> Vec<Request> {
        self.requests.lock().unwrap().clone()
    }
}

#[async_trait]
impl Provider for FakeProvider {
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        let summarizing = request.tools.is_empty() && self.summary.is_some();
        self.requests.lock().unwrap().push(request);
        let steps = match summarizing {
            true => self.summary.clone(),
            false => self.answers.lock().unwrap().pop_front().or_else(|| self.repeat_last.clone()),
        };
        let steps: VecDeque<Step> = match steps {
            Some(steps) => steps.into(),
            None => vec![Step::Fail(LlmError::InvalidRequest("the fake provider has no more answers".into()))].into(),
        };
        let stream = futures_util::stream::unfold((steps, cancel), |(mut steps, cancel)| async move {
            loop {
                let step = steps.pop_front()?;
                match step {
                    Step::Event(event) => return Some((Ok(event), (steps, cancel))),
                    Step::Fail(error) => return Some((Err(error), (VecDeque::new(), cancel))),
                    Step::Pause(pause) => tokio::select! {
                        _ = cancel.cancelled() => return Some((Err(LlmError::Cancelled), (VecDeque::new(), cancel))),
                        _ = tokio::time::sleep(pause) => {}
                    },
                    Step::Hang => {
                        cancel.cancelled().await;
                        return Some((Err(LlmError::Cancelled), (VecDeque::new(), cancel)));
                    }
                }
            }
        });
        Ok(stream.boxed())
    }

    fn caps(&self) -> &Caps {
        &self.caps
    }

    fn name(&self) -> &str {
        "fake"
    }
}

/// What a scripted tool does when it runs.
#[derive(Clone)]
pub enum Behaviour {
    /// Answer with this text at once.
    Reply(String),
    /// Answer with the arguments it was given.
    EchoInput,
    /// Fail with this text.
    Fail(String),
    /// Take this long (or until cancelled), then reply.
    Slow(Duration),
    /// Wait for the other tool of a pair: both must run at the same time.
    Meet(Arc<tokio::sync::Barrier>),
    Panic,
    /// Emit output chunks, then reply.
    Stream(Vec<String>),
    /// End as a shell command does: this output and exit code.
    Bash {
        output: String,
        exit_code: i32,
    },
}

pub struct FakeTool {
    pub name: String,
    pub behaviour: Behaviour,
    pub runs: Arc<Mutex<Vec<Value>>>,
    pub read_only: bool,
}

impl FakeTool {
    pub fn new(name: &str, behaviour: Behaviour) -> Arc<Self> {
        Arc::new(FakeTool { name: name.into(), behaviour, runs: Arc::default(), read_only: false })
    }

    /// A tool that declares it only looks (`Tool::read_only`).
    pub fn looking(name: &str, behaviour: Behaviour) -> Arc<Self> {
        Arc::new(FakeTool { name: name.into(), behaviour, runs: Arc::default(), read_only: true })
    }
}

#[async_trait]
impl Tool for FakeTool {
    fn name(&self) -> &str {
        &self.name
    }

    fn description(&self) -> &str {
        "a scripted test tool"
    }

    fn schema(&self) -> Value {
        json!({"type": "object"})
    }

    fn read_only(&self) -> bool {
        self.read_only
    }

    /// Shown as the built-in of the same name would be (a fake `read` is a
    /// read of its `path` for the ledger), any other name generically.
    fn display(&self, input: &Value) -> nub_tools::ToolDisplay {
        nub_tools::ToolRegistry::builtin().display(&self.name, input)
    }

    async fn run(&self, input: Value, env: &ToolEnv) -> ToolResult {
        self.runs.lock().unwrap().push(input);
        let ok = |text: String| ToolResult {
            for_model: text.clone(),
            view: ToolView::Text { text },
            is_error: false,
            images: Vec::new(),
            sandbox_refusal: None,
        };
        match &self.behaviour {
            Behaviour::Reply(text) => ok(text.clone()),
            Behaviour::EchoInput => ok(self.runs.lock().unwrap().last().map(Value::to_string).unwrap_or_default()),
            Behaviour::Fail(text) => ToolResult::error(text.clone()),
            Behaviour::Slow(pause) => tokio::select! {
                _ = env.cancel.cancelled() => ToolResult::error("cancelled while running"),
                _ = tokio::time::sleep(*pause) => ok(format!("{} finished", self.name)),
            },
            Behaviour::Meet(barrier) => match tokio::time::timeout(Duration::from_secs(5), barrier.wait()).await {
                Ok(_) => ok("met".into()),
                Err(_) => ToolResult::error("ran alone: the other call was not running at the same time"),
            },
            Behaviour::Panic => panic!("scripted tool panic"),
            Behaviour::Stream(chunks) => {
                for chunk in chunks {
                    env.emit.send(chunk);
                }
                ok(chunks.concat())
            }
            Behaviour::Bash { output, exit_code } => ToolResult {
                for_model: format!("{output}\n[exit code {exit_code}]"),
                view: ToolView::Bash {
                    command: input_command(self.runs.lock().unwrap().last()),
                    exit_code: Some(*exit_code),
                    duration_ms: 1,
                    output: output.clone(),
                    truncated: false,
                    timed_out: false,
                    cancelled: false,
                },
                is_error: false,
                images: Vec::new(),
                sandbox_refusal: None,
            },
        }
    }
}

fn input_command(input: Option<&Value>) -> String {
    input.and_then(|i| i.get("command")).and_then(Value::as_str).unwrap_or_default().to_owned()
}

pub struct Harness {
    pub repo: tempfile::TempDir,
    pub inputs: mpsc::Sender<Input>,
    pub events: mpsc::Receiver<UiEvent>,
    pub session_id: nub_session::SessionId,
}

pub struct Options {
    pub max_turns: u32,
    pub policy: Policy,
    pub max_tool_time: Duration,
    pub window: u32,
    pub compaction: CompactionSettings,
    pub titles: bool,
    /// Snapshots around calls that may write, in the harness's directory.
    pub checkpoints: bool,
    /// Scripted hooks.
    pub hooks: Option<Arc<dyn nub_agent::Hooks>>,
    /// The agents `task` can start.
    pub subagents: Option<Arc<nub_agent::Subagents>>,
    /// Files attached to every prompt (a small model's help).
    pub auto_attach: Option<nub_agent::AutoAttach>,
    /// Edits written as text become calls.
    pub text_edits: bool,
    /// A small model's run: git held to the prompt.
    pub lean: bool,
    pub preamble: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_turns: 50,
            policy: Policy::default(),
            max_tool_time: Duration::from_secs(30),
            window: 0,
            compaction: CompactionSettings::default(),
            titles: false,
            checkpoints: false,
            hooks: None,
            subagents: None,
            auto_attach: None,
            text_edits: false,
            lean: false,
            preamble: None,
        }
    }
}

pub fn start(provider: Arc<FakeProvider>, tools: Vec<Arc<dyn Tool>>, options: Options) -> Harness {
    start_with(provider, tools, options, |agent| agent)
}

/// `start`, with a last change to the loop before it runs (a model switch).
pub fn start_with(
    provider: Arc<FakeProvider>,
    tools: Vec<Arc<dyn Tool>>,
    options: Options,
    adapt: impl FnOnce(Loop) -> Loop,
) -> Harness {
    let repo = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(repo.path());
    let session: SessionFile = store.create(repo.path()).unwrap();
    let session_id = session.session.id.clone();
    let mut registry = ToolRegistry::default();
    for tool in tools {
        registry.register(tool);
    }
    let config = LoopConfig {
        model: "fake-model".into(),
        system: vec![Block::text("You are a test.")],
        max_turns: options.max_turns,
        max_tool_time: options.max_tool_time,
        max_tokens: None,
        cwd: repo.path().to_path_buf(),
        repo_root: repo.path().to_path_buf(),
        policy: Arc::new(options.policy),
        window: options.window,
        compaction: options.compaction,
        titles: options.titles,
        files: None,
        effort: None,
        checkpoints: options.checkpoints.then(|| {
            nub_session::checkpoint::Checkpoints::new(repo.path(), nub_session::checkpoint::Settings::default())
        }),
        mode: nub_agent::Mode::Ask,
        plan_policy: None,
        hooks: options.hooks.clone(),
        syntax: None,
        subagents: options.subagents.clone(),
        auto_attach: options.auto_attach.clone(),
        text_edits: options.text_edits,
        lean: options.lean,
        preamble: options.preamble.clone(),
    };
    let (inputs, input_rx) = mpsc::channel(16);
    let events = adapt(Loop::new(provider, Arc::new(registry), session, config)).run(input_rx);
    Harness { repo, inputs, events, session_id }
}

impl Harness {
    pub async fn send(&self, input: Input) {
        self.inputs.send(input).await.unwrap();
    }

    /// Events until (and including) the next RunEnd.
    pub async fn until_run_end(&mut self) -> (Vec<UiEvent>, Outcome) {
        let mut seen = Vec::new();
        loop {
            let event = tokio::time::timeout(Duration::from_secs(20), self.events.recv())
                .await
                .expect("a run ends in time")
                .expect("events");
            if let UiEvent::RunEnd { outcome, .. } = &event {
                let outcome = outcome.clone();
                seen.push(event);
                return (seen, outcome);
            }
            seen.push(event);
        }
    }

    /// Waits for the first event matching `wanted`, collecting everything before.
    pub async fn until(&mut self, wanted: impl Fn(&UiEvent) -> bool) -> Vec<UiEvent> {
        let mut seen = Vec::new();
        loop {
            let event = tokio::time::timeout(Duration::from_secs(20), self.events.recv())
                .await
                .expect("event in time")
                .expect("events");
            let found = wanted(&event);
            seen.push(event);
            if found {
                return seen;
            }
        }
    }

    /// The session as stored on disk.
    pub fn stored(&self) -> nub_session::Session {
        Store::for_cwd(self.repo.path()).load(&self.session_id).unwrap().session
    }
}

/// Every tool_use in the history is answered by a tool_result in the next message.
pub fn assert_every_call_answered(messages: &[&nub_llm::Message]) {
    for (i, message) in messages.iter().enumerate() {
        for block in &message.content {
            if let Block::ToolUse { id, .. } = block {
                let next = messages.get(i + 1).unwrap_or_else(|| panic!("tool_use {id} is the last message"));
                let answered = next
                    .content
                    .iter()
                    .any(|b| matches!(b, Block::ToolResult { tool_use_id, .. } if tool_use_id == id));
                assert!(answered, "tool_use {id} has no result in the next message");
            }
        }
    }
}

/// The text blocks of `message`, one per line.
pub fn message_text(message: &nub_llm::Message) -> String {
    message
        .content
        .iter()
        .filter_map(|block| match block {
            Block::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// (tool_use_id, text, is_error) of every tool result in `message`.
pub fn results_of(message: &nub_llm::Message) -> Vec<(String, String, bool)> {
    message
        .content
        .iter()
        .filter_map(|b| match b {
            Block::ToolResult { tool_use_id, content, is_error } => {
                let text = content
                    .iter()
                    .filter_map(|c| if let Block::Text { text, .. } = c { Some(text.as_str()) } else { None })
                    .collect();
                Some((tool_use_id.clone(), text, *is_error))
            }
            _ => None,
        })
        .collect()
}

/// The last request's first form after the calls end: the tools are still
/// listed (the server's prompt cache holds) and calling them is forbidden.
pub fn asks_for_words(request: &nub_llm::Request) -> bool {
    request.tool_choice == nub_llm::ToolChoice::Forbidden && !request.tools.is_empty()
}

/// The last answer nub wrote itself when the run's work was done and
/// checked (no request asked for it): the text of the stored session's last
/// node, when that is an assistant message whose model is "nub".
pub fn composed_answer(h: &Harness) -> Option<String> {
    let session = h.stored();
    let head = session.node(session.head()?)?;
    (head.message.role == nub_llm::Role::Assistant && head.meta.model.as_deref() == Some("nub"))
        .then(|| message_text(&head.message))
}

/// The tool results of the stored session's last message that has any
/// (those of the run's last calls, whether or not a request followed).
pub fn last_results(h: &Harness) -> Vec<(String, String, bool)> {
    let session = h.stored();
    session.path_to_head().into_iter().rev().map(results_of).find(|results| !results.is_empty()).unwrap_or_default()
}

/// The stored session's message before its last one, as debug text: the
/// results and notes of the run's last calls, when an answer follows them.
pub fn before_last_answer(h: &Harness) -> String {
    let session = h.stored();
    let history = session.path_to_head();
    format!("{:?}", history.iter().rev().nth(1))
}

/// The text the events showed as answers (every `TextDelta`), joined.
pub fn shown_text(events: &[UiEvent]) -> String {
    events
        .iter()
        .filter_map(|e| match e {
            UiEvent::TextDelta { text } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}
