//! A long session through the real loop: 1,000 tool calls, each returning
//! 100 KB, answered by a scripted model that answers at once.
//!
//!     cargo bench -p nub-agent --bench long_session [-- CALLS [WINDOW]]
//!
//! Defaults: 1,000 calls, a 128k-token window with the default compaction
//! settings (so the history is compacted every few calls, as in a real run).
//! For the first request and for windows of fifty it reports:
//!
//! - *loop*: from a tool's result to the next model request — storing the
//!   result, building the request from the history, estimating its size,
//!   compacting when due, and the fsync of the session file at the end of
//!   each turn (disk-bound: `TMPDIR=/dev/shm` leaves the disk out). This is
//!   nub's own work per turn.
//! - *body*: serialising that request as an OpenAI chat-completions body,
//!   the work a real provider adds before sending.
//! - *turn*: one model request to the next (a compaction's summarizing
//!   request counts into the turn it happens in).
//! - the most messages and the largest body of a request in the window, and
//!   the process's resident and peak memory at its end.
//!
//! Flat means: the figures of turn 1,000 are those of turn 100.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use async_trait::async_trait;
use futures_util::StreamExt;
use nub_agent::{CompactionSettings, Input, Loop, LoopConfig, UiEvent};
use nub_llm::{Block, Caps, Event, EventStream, LlmError, Provider, Request, StopReason, Usage};
use nub_session::Store;
use nub_tools::{Policy, Tool, ToolEnv, ToolRegistry, ToolResult, ToolView};
use serde_json::{Value, json};
use tokio_util::sync::CancellationToken;

const RESULT_BYTES: usize = 100_000;

/// What one model request cost, seen from the model's side.
struct Sample {
    at: Instant,
    /// From the previous tool result to this request.
    loop_time: Option<Duration>,
    body_time: Duration,
    body_bytes: usize,
    messages: usize,
    rss_kib: u64,
    peak_kib: u64,
}

#[derive(Default)]
struct Shared {
    calls_made: usize,
    samples: Vec<Sample>,
    summaries: usize,
    /// When the last tool call returned its result.
    tool_done: Option<Instant>,
}

struct ScriptedModel {
    calls: usize,
    caps: Caps,
    shared: Arc<Mutex<Shared>>,
}

fn memory_kib() -> (u64, u64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find_map(|line| line.strip_prefix(name))
            .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

fn answer(events: Vec<Event>) -> EventStream {
    futures_util::stream::iter(events.into_iter().map(Ok::<Event, LlmError>)).boxed()
}

#[async_trait]
impl Provider for ScriptedModel {
    async fn stream(&self, request: Request, _cancel: CancellationToken) -> Result<EventStream, LlmError> {
        let now = Instant::now();
        let done = |stop| Event::Done { stop, usage: Usage { output: 20, ..Usage::default() } };
        if request.tools.is_empty() {
            // A compaction's summarizing request.
            self.shared.lock().expect("lock").summaries += 1;
            return Ok(answer(vec![
                Event::BlockStart { index: 0, block: Block::text("") },
                Event::BlockDelta {
                    index: 0,
                    text: "## Goal\nRead every part.\n## Progress\nParts read so far look fine.".into(),
                    partial_json: String::new(),
                },
                Event::BlockStop { index: 0 },
                done(StopReason::EndTurn),
            ]));
        }
        let started = Instant::now();
        let body = nub_llm::openai::build_body(&request, &self.caps).to_string();
        let body_time = started.elapsed();
        let (rss_kib, peak_kib) = memory_kib();
        let mut shared = self.shared.lock().expect("lock");
        let loop_time = shared.tool_done.map(|done| now - done);
        shared.samples.push(Sample {
            at: now,
            loop_time,
            body_time,
            body_bytes: body.len(),
            messages: request.messages.len(),
            rss_kib,
            peak_kib,
        });
        if shared.calls_made == self.calls {
            return Ok(answer(vec![
                Event::BlockStart { index: 0, block: Block::text("") },
                Event::BlockDelta { index: 0, text: "All parts read.".into(), partial_json: String::new() },
                Event::BlockStop { index: 0 },
                done(StopReason::EndTurn),
            ]));
        }
        shared.calls_made += 1;
        let n = shared.calls_made;
        Ok(answer(vec![
            Event::BlockStart {
                index: 0,
                block: Block::ToolUse { id: format!("call_{n}"), name: "part".into(), input: json!({}) },
            },
            Event::BlockDelta { index: 0, text: String::new(), partial_json: json!({ "n": n }).to_string() },
            Event::BlockStop { index: 0 },
            done(StopReason::ToolUse),
        ]))
    }

    fn caps(&self) -> &Caps {
        &self.caps
    }

    fn name(&self) -> &str {
        "scripted"
    }
}

/// Returns 100 KB of text for part `n`, different for every `n`.
struct PartTool {
    shared: Arc<Mutex<Shared>>,
}

#[async_trait]
impl Tool for PartTool {
    fn name(&self) -> &str {
        "part"
    }

    fn description(&self) -> &str {
        "Reads one part of a large log."
    }

    fn schema(&self) -> Value {
        json!({"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]})
    }

    fn read_only(&self) -> bool {
        true
    }

    async fn run(&self, input: Value, _env: &ToolEnv) -> ToolResult {
        let n = input["n"].as_u64().unwrap_or(0);
        let line = format!("part {n:>6}: test parser::cases::case_{n} ... ok (0.0{} s)\n", n % 10);
        let mut text = line.repeat(RESULT_BYTES / line.len() + 1);
        text.truncate(RESULT_BYTES);
        let result = ToolResult {
            for_model: text,
            view: ToolView::Text { text: String::new() },
            is_error: false,
            images: Vec::new(),
            sandbox_refusal: None,
        };
        self.shared.lock().expect("lock").tool_done = Some(Instant::now());
        result
    }
}

fn quantile(mut values: Vec<Duration>, at: f64) -> Duration {
    values.sort();
    let index = ((values.len() as f64 - 1.0) * at).round() as usize;
    values.get(index).copied().unwrap_or_default()
}

fn ms(duration: Duration) -> String {
    format!("{:.2} ms", duration.as_secs_f64() * 1000.0)
}

fn main() {
    let mut args = std::env::args().skip(1).filter(|a| !a.starts_with('-'));
    let calls: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(1_000);
    let window: u32 = args.next().and_then(|a| a.parse().ok()).unwrap_or(128_000);
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let shared = Arc::new(Mutex::new(Shared::default()));
    let repo = tempfile::tempdir().expect("tempdir");
    let started = Instant::now();
    let outcome = runtime.block_on(async {
        let session = Store::for_cwd(repo.path()).create(repo.path()).expect("session");
        let mut tools = ToolRegistry::default();
        tools.register(Arc::new(PartTool { shared: Arc::clone(&shared) }));
        let model = ScriptedModel { calls, caps: Caps::default(), shared: Arc::clone(&shared) };
        let config = LoopConfig {
            model: "scripted".into(),
            system: vec![Block::text("You read logs.")],
            max_turns: calls as u32 + 1,
            max_tool_time: Duration::from_secs(60),
            max_tokens: None,
            cwd: repo.path().to_path_buf(),
            repo_root: repo.path().to_path_buf(),
            policy: Arc::new(Policy::default()),
            window,
            compaction: CompactionSettings::default(),
            titles: false,
            files: None,
            effort: None,
            checkpoints: None,
            mode: nub_agent::Mode::Ask,
            plan_policy: None,
            hooks: None,
            syntax: None,
            subagents: None,
            auto_attach: None,
            text_edits: false,
            lean: false,
            preamble: None,
        };
        let (inputs, input_rx) = tokio::sync::mpsc::channel(4);
        let mut events = Loop::new(Arc::new(model), Arc::new(tools), session, config).run(input_rx);
        inputs.send(Input::Prompt { text: "Read every part of the log.".into() }).await.expect("send");
        let mut compactions = 0;
        while let Some(event) = events.recv().await {
            match event {
                UiEvent::CompactionEnd { .. } => compactions += 1,
                UiEvent::RunEnd { outcome, .. } => {
                    let _ = inputs.send(Input::Quit).await;
                    return (outcome, compactions);
                }
                _ => {}
            }
        }
        panic!("the loop ended without a RunEnd");
    });
    let total = started.elapsed();
    let shared = shared.lock().expect("lock");
    let samples = &shared.samples;
    let file_bytes: u64 = std::fs::read_dir(repo.path().join(".nub/sessions"))
        .map(|dir| dir.flatten().filter_map(|f| f.metadata().ok()).map(|m| m.len()).sum())
        .unwrap_or(0);
    println!(
        "{} tool calls of {} KB, window {window} tokens: {:?} after {:.1} s; {} compactions ({} summarizing requests); session file {} MB",
        shared.calls_made,
        RESULT_BYTES / 1000,
        outcome.0,
        total.as_secs_f64(),
        outcome.1,
        shared.summaries,
        file_bytes / 1_000_000
    );
    println!();
    println!(
        "| requests | loop (median) | loop (p90) | body (median) | turn (median) | messages | body | RSS | peak RSS |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    // The first request alone, then fifty requests up to each checkpoint;
    // the last row ends with the final (answering) request.
    let mut ends: Vec<usize> =
        [1, 50, 250, 500, 750, 1_000, 2_000, 5_000].into_iter().filter(|&c| c + 1 < samples.len()).collect();
    ends.push(samples.len());
    for end in ends {
        let start = if end == 1 { 1 } else { end.saturating_sub(49).max(2) };
        let range = start - 1..end;
        let window = &samples[range.clone()];
        let loops: Vec<Duration> = window.iter().filter_map(|s| s.loop_time).collect();
        let turns: Vec<Duration> =
            range.clone().filter(|&i| i + 1 < samples.len()).map(|i| samples[i + 1].at - samples[i].at).collect();
        let last = &samples[end - 1];
        let or_dash = |values: &[Duration], at: f64| match values.is_empty() {
            true => "–".to_owned(),
            false => ms(quantile(values.to_vec(), at)),
        };
        println!(
            "| {} | {} | {} | {} | {} | {} | {} KB | {} MiB | {} MiB |",
            if start == end { start.to_string() } else { format!("{start}–{end}") },
            or_dash(&loops, 0.5),
            or_dash(&loops, 0.9),
            ms(quantile(window.iter().map(|s| s.body_time).collect(), 0.5)),
            or_dash(&turns, 0.5),
            window.iter().map(|s| s.messages).max().unwrap_or(0),
            window.iter().map(|s| s.body_bytes).max().unwrap_or(0) / 1000,
            last.rss_kib / 1024,
            last.peak_kib / 1024,
        );
    }
}
