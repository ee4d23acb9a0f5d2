//! What a subagent costs nub itself, through the real loop with scripted
//! models that answer at once (or never):
//!
//!     cargo bench -p nub-agent --bench subagents [-- STARTS IDLE]
//!
//! - *start*: from the end of the parent's answer with a `task` call to the
//!   child's first model request — committing the answer, resolving the
//!   agent, filtering the tools, the in-memory session, the child's
//!   events, the spawn. No process, no file read. STARTS runs (default 200),
//!   one child each.
//! - *idle memory*: IDLE children (default 100) of one answer, all waiting
//!   for their model; the process's resident memory then, less before, per
//!   child.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use futures_util::StreamExt;
use nub_agent::{AgentDef, CompactionSettings, Input, Loop, LoopConfig, Subagents, UiEvent};
use nub_llm::{Block, Caps, Event, EventStream, LlmError, Provider, Request, Role, StopReason, Usage};
use nub_session::Store;
use nub_tools::{Policy, ToolRegistry};
use serde_json::json;
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

/// When things happened, seen from the models' side.
#[derive(Default)]
struct Clock {
    /// The parent's answer with the calls was handed over complete.
    answered: Option<Instant>,
    /// The first request of each child since.
    child_requests: Vec<Instant>,
}

/// The parent: `calls` task calls, then (after their results) "done".
struct Parent {
    calls: usize,
    clock: Arc<Mutex<Clock>>,
    caps: Caps,
}

/// A child's model: "ok" at once, or nothing until cancelled.
struct Child {
    hang: bool,
    clock: Arc<Mutex<Clock>>,
    caps: Caps,
}

fn events(list: Vec<Event>) -> EventStream {
    futures_util::stream::iter(list.into_iter().map(Ok)).boxed()
}

fn text(text: &str) -> Vec<Event> {
    vec![
        Event::BlockStart { index: 0, block: Block::text("") },
        Event::BlockDelta { index: 0, text: text.into(), partial_json: String::new() },
        Event::BlockStop { index: 0 },
        Event::Done { stop: StopReason::EndTurn, usage: Usage::default() },
    ]
}

#[async_trait]
impl Provider for Parent {
    async fn stream(&self, request: Request, _cancel: CancellationToken) -> Result<EventStream, LlmError> {
        let answered = request
            .messages
            .last()
            .is_some_and(|m| m.role == Role::User && m.content.iter().any(|b| matches!(b, Block::ToolResult { .. })));
        if answered {
            return Ok(events(text("done")));
        }
        let mut list = Vec::new();
        for index in 0..self.calls {
            let input = json!({"agent": "bench", "prompt": "look", "description": "bench"}).to_string();
            list.push(Event::BlockStart {
                index,
                block: Block::ToolUse { id: format!("t{index}"), name: "task".into(), input: json!({}) },
            });
            list.push(Event::BlockDelta { index, text: String::new(), partial_json: input });
            list.push(Event::BlockStop { index });
        }
        list.push(Event::Done { stop: StopReason::ToolUse, usage: Usage::default() });
        // The clock starts when the last event of the answer is taken.
        let clock = Arc::clone(&self.clock);
        let total = list.len();
        let stream = futures_util::stream::iter(list.into_iter().enumerate()).map(move |(at, event)| {
            if at + 1 == total {
                let mut clock = clock.lock().expect("clock");
                clock.answered = Some(Instant::now());
                clock.child_requests.clear();
            }
            Ok(event)
        });
        Ok(stream.boxed())
    }

    fn caps(&self) -> &Caps {
        &self.caps
    }

    fn name(&self) -> &str {
        "parent"
    }
}

#[async_trait]
impl Provider for Child {
    async fn stream(&self, _request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        self.clock.lock().expect("clock").child_requests.push(Instant::now());
        if self.hang {
            cancel.cancelled().await;
            return Err(LlmError::Cancelled);
        }
        Ok(events(text("ok")))
    }

    fn caps(&self) -> &Caps {
        &self.caps
    }

    fn name(&self) -> &str {
        "child"
    }
}

struct Models(Arc<Child>);

impl nub_agent::AgentModels for Models {
    fn resolve(&self, _spec: &str) -> Result<nub_agent::Switched, String> {
        Ok(nub_agent::Switched {
            provider: Arc::clone(&self.0) as Arc<dyn Provider>,
            endpoint: "child".into(),
            model: "m".into(),
        })
    }
}

fn start(
    repo: &std::path::Path,
    calls: usize,
    hang: bool,
    clock: &Arc<Mutex<Clock>>,
) -> (mpsc::Sender<Input>, mpsc::Receiver<UiEvent>) {
    let session = Store::for_cwd(repo).create(repo).expect("session");
    let child = Arc::new(Child { hang, clock: Arc::clone(clock), caps: Caps::default() });
    let agent = AgentDef {
        name: "bench".into(),
        description: "a scripted child".into(),
        tools: Some(Vec::new()),
        model: Some("child/m".into()),
        effort: None,
        max_turns: None,
        // About the size of nub's real base prompt and environment.
        system: vec![Block::text("x".repeat(8_000))],
    };
    let subagents =
        Subagents { agents: vec![agent], depth: 1, max_parallel: calls.max(1), models: Some(Arc::new(Models(child))) };
    let config = LoopConfig {
        model: "parent".into(),
        system: vec![Block::text("You delegate.")],
        max_turns: 1_000,
        max_tool_time: Duration::from_secs(600),
        max_tokens: None,
        cwd: repo.to_path_buf(),
        repo_root: repo.to_path_buf(),
        policy: Arc::new(Policy::default()),
        window: 128_000,
        compaction: CompactionSettings::default(),
        titles: false,
        files: None,
        effort: None,
        checkpoints: None,
        mode: nub_agent::Mode::Ask,
        plan_policy: None,
        hooks: None,
        syntax: None,
        subagents: Some(Arc::new(subagents)),
        auto_attach: None,
        text_edits: false,
        lean: false,
        preamble: None,
    };
    let parent = Arc::new(Parent { calls, clock: Arc::clone(clock), caps: Caps::default() });
    let (inputs, input_rx) = mpsc::channel(16);
    let events = Loop::new(parent, Arc::new(ToolRegistry::default()), session, config).run(input_rx);
    (inputs, events)
}

async fn until_run_end(events: &mut mpsc::Receiver<UiEvent>) {
    while let Some(event) = events.recv().await {
        if matches!(event, UiEvent::RunEnd { .. }) {
            return;
        }
    }
}

fn resident_kib() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm.split_whitespace().nth(1).and_then(|p| p.parse().ok()).unwrap_or(0);
    pages * 4
}

fn main() {
    let mut args = std::env::args().skip(1).filter(|a| !a.starts_with('-'));
    let starts: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let idle: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let repo = tempfile::tempdir().expect("tempdir");
    runtime.block_on(async {
        let clock = Arc::new(Mutex::new(Clock::default()));
        let (inputs, mut events) = start(repo.path(), 1, false, &clock);
        let mut samples = Vec::with_capacity(starts);
        for _ in 0..starts {
            inputs.send(Input::prompt("delegate")).await.expect("send");
            until_run_end(&mut events).await;
            let clock = clock.lock().expect("clock");
            if let (Some(answered), Some(first)) = (clock.answered, clock.child_requests.first()) {
                samples.push(first.duration_since(answered));
            }
        }
        samples.sort();
        let at = |q: f64| samples[((samples.len() - 1) as f64 * q) as usize];
        println!(
            "start: {} children, median {:?}, p90 {:?}, fastest {:?}, slowest {:?}",
            samples.len(),
            at(0.5),
            at(0.9),
            samples[0],
            samples[samples.len() - 1]
        );
        drop(inputs);

        let repo = tempfile::tempdir().expect("tempdir");
        let clock = Arc::new(Mutex::new(Clock::default()));
        let (inputs, mut events) = start(repo.path(), idle, true, &clock);
        let before = resident_kib();
        inputs.send(Input::prompt("delegate")).await.expect("send");
        let drain = tokio::spawn(async move {
            until_run_end(&mut events).await;
        });
        let waited = Instant::now();
        while clock.lock().expect("clock").child_requests.len() < idle && waited.elapsed() < Duration::from_secs(30) {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
        let during = resident_kib();
        let waiting = clock.lock().expect("clock").child_requests.len();
        inputs.send(Input::Cancel).await.expect("cancel");
        drain.await.expect("drain");
        println!(
            "idle memory: {waiting} children waiting for their model, resident {before} KiB before, {during} KiB with them: {:.1} KiB per child",
            (during.saturating_sub(before)) as f64 / waiting.max(1) as f64
        );
    });
}
