//! Background jobs: `bash` with `background: true`, and the tools that look
//! at them (`bash_output`) and stop them (`bash_kill`).
//!
//! A job is spawned exactly as a foreground command (same shell, sandbox,
//! stripped environment, own process group) but has no timeout and outlives
//! the call and the turn. A task reads its output into a capped buffer (the
//! first `HEAD_BYTES` and the last `TAIL_BYTES`); when its shell exits,
//! whatever it left in its group is stopped as for a foreground command.
//!
//! The table of jobs is one per process, like nub's MCP servers: jobs belong
//! to the nub process and must end with it, whatever the mode, and an exit
//! path that skips destructors still reaches them through [`kill_all`].

use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde::Deserialize;
use serde_json::{Value, json};
use tokio::io::AsyncReadExt;
use tokio::sync::Notify;

use super::process::{group_alive, signal_group, spawn};
use crate::tool::{Tool, ToolEnv, ToolResult, ToolView};
use nub_llm::{ToolDisplay, ToolKind};

/// Bytes kept from the start and from the end of a job's output.
const HEAD_BYTES: usize = 4_000;
const TAIL_BYTES: usize = 16_000;
/// How long `bash` waits for a new job's first lines (or its end).
const FIRST_LINES_WAIT: Duration = Duration::from_millis(500);
/// How long `bash_output` waits for new output or the end when there is none yet.
const OUTPUT_WAIT: Duration = Duration::from_secs(5);
/// Between SIGTERM and SIGKILL.
const GRACE: Duration = Duration::from_secs(2);
/// After SIGTERM at exit, how long nub waits before SIGKILL.
const EXIT_GRACE: Duration = Duration::from_millis(300);

/// One job, as `/ps` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobSummary {
    pub id: u32,
    pub command: String,
    pub pgid: i32,
    pub runtime: Duration,
    /// The last non-empty line of output, if any.
    pub last_line: Option<String>,
    /// `None` while running; else how it ended ("exit code 0", "killed by signal 15").
    pub ended: Option<String>,
}

struct Job {
    id: u32,
    command: String,
    pgid: i32,
    started: Instant,
    state: Mutex<JobState>,
    /// Woken on new output and at the end.
    changed: Notify,
}

#[derive(Default)]
struct JobState {
    output: JobOutput,
    /// Set when the shell has exited and the output is read to its end.
    ended: Option<(String, Instant)>,
    /// Where the model's last look ended (`JobOutput::total`).
    seen: usize,
    /// Whether the model was told of the end (by `bash_output` or a note).
    end_told: bool,
}

/// A job's output, bounded: the head, the tail, and the total written.
#[derive(Default)]
struct JobOutput {
    head: String,
    tail: String,
    /// Offset of `tail` in the whole output.
    tail_start: usize,
    total: usize,
    /// An incomplete UTF-8 sequence at the end of the last chunk.
    pending: Vec<u8>,
}

impl JobOutput {
    fn push(&mut self, bytes: &[u8]) {
        self.pending.extend_from_slice(bytes);
        let valid = match std::str::from_utf8(&self.pending) {
            Ok(_) => self.pending.len(),
            Err(e) if e.error_len().is_none() => e.valid_up_to(),
            Err(_) => {
                let text = String::from_utf8_lossy(&std::mem::take(&mut self.pending)).into_owned();
                self.append(&text);
                return;
            }
        };
        let rest = self.pending.split_off(valid);
        let text = String::from_utf8(std::mem::replace(&mut self.pending, rest)).unwrap_or_default();
        self.append(&text);
    }

    fn append(&mut self, mut text: &str) {
        if self.head.len() < HEAD_BYTES {
            let mut split = (HEAD_BYTES - self.head.len()).min(text.len());
            while !text.is_char_boundary(split) {
                split -= 1;
            }
            self.head.push_str(&text[..split]);
            self.total += split;
            self.tail_start = self.total;
            text = &text[split..];
        }
        self.tail.push_str(text);
        self.total += text.len();
        if self.tail.len() > 2 * TAIL_BYTES {
            let mut cut = self.tail.len() - TAIL_BYTES;
            while !self.tail.is_char_boundary(cut) {
                cut += 1;
            }
            self.tail.drain(..cut);
            self.tail_start += cut;
        }
    }

    /// Everything kept from offset `from` on, with a marker where output was dropped.
    fn since(&self, from: usize) -> String {
        let from = from.min(self.total);
        let mut text = String::new();
        let mut at = from;
        if at < self.head.len() {
            let mut start = at;
            while !self.head.is_char_boundary(start) {
                start -= 1;
            }
            text.push_str(&self.head[start..]);
            at = self.head.len();
        }
        if at < self.tail_start {
            text.push_str(&format!("\n[… {} bytes of output dropped …]\n", self.tail_start - at));
            at = self.tail_start;
        }
        let mut start = at - self.tail_start;
        while !self.tail.is_char_boundary(start) {
            start += 1;
        }
        text.push_str(&self.tail[start..]);
        text
    }

    fn last_line(&self) -> Option<String> {
        let kept = if self.tail.is_empty() { &self.head } else { &self.tail };
        kept.lines().rev().find(|line| !line.trim().is_empty()).map(|line| line.chars().take(200).collect())
    }
}

struct Table {
    next_id: u32,
    jobs: Vec<Arc<Job>>,
}

static JOBS: Mutex<Table> = Mutex::new(Table { next_id: 1, jobs: Vec::new() });

fn table() -> MutexGuard<'static, Table> {
    JOBS.lock().unwrap_or_else(|e| e.into_inner())
}

fn find(id: u32) -> Option<Arc<Job>> {
    table().jobs.iter().find(|job| job.id == id).cloned()
}

impl Job {
    fn state(&self) -> MutexGuard<'_, JobState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn summary(&self) -> JobSummary {
        let state = self.state();
        let runtime = match &state.ended {
            Some((_, at)) => at.duration_since(self.started),
            None => self.started.elapsed(),
        };
        JobSummary {
            id: self.id,
            command: self.command.clone(),
            pgid: self.pgid,
            runtime,
            last_line: state.output.last_line(),
            ended: state.ended.as_ref().map(|(how, _)| how.clone()),
        }
    }

    /// New output since the model's last look (or `since`), and the end if
    /// it came; marks both seen.
    fn look(&self, since: Option<usize>) -> String {
        let mut state = self.state();
        let from = since.unwrap_or(state.seen);
        let mut text = state.output.since(from);
        state.seen = state.output.total;
        let shown = if text.trim().is_empty() { "(no new output)".to_owned() } else { std::mem::take(&mut text) };
        let shown = shown.trim_end_matches('\n');
        let status = match state.ended.clone() {
            Some((how, at)) => {
                state.end_told = true;
                format!("job {} ended after {} s: {how}", self.id, at.duration_since(self.started).as_secs())
            }
            None => format!("job {} running for {} s", self.id, self.started.elapsed().as_secs()),
        };
        format!("{shown}\n[{status}; output offset {}]", state.output.total)
    }
}

/// Every job of this process, oldest first.
pub fn list() -> Vec<JobSummary> {
    let jobs: Vec<Arc<Job>> = table().jobs.clone();
    jobs.iter().map(|job| job.summary()).collect()
}

/// Stops job `id` (its whole process group: SIGTERM, then SIGKILL); its
/// summary, or `None` when there is no such job.
pub fn kill(id: u32) -> Option<JobSummary> {
    let job = find(id)?;
    if job.state().ended.is_none() {
        signal_group(job.pgid, libc::SIGTERM);
        let pgid = job.pgid;
        std::thread::spawn(move || {
            let deadline = Instant::now() + GRACE;
            while group_alive(pgid) && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(20));
            }
            if group_alive(pgid) {
                signal_group(pgid, libc::SIGKILL);
            }
        });
    }
    Some(job.summary())
}

/// Stops every running job: SIGTERM to each group, a short grace, then
/// SIGKILL. For nub's exit, in every mode; blocking and safe to call twice.
pub fn kill_all() {
    let groups: Vec<i32> = table().jobs.iter().filter(|job| job.state().ended.is_none()).map(|job| job.pgid).collect();
    for &pgid in &groups {
        signal_group(pgid, libc::SIGTERM);
    }
    let deadline = Instant::now() + EXIT_GRACE;
    while groups.iter().any(|&pgid| group_alive(pgid)) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    for pgid in groups {
        if group_alive(pgid) {
            signal_group(pgid, libc::SIGKILL);
        }
    }
}

/// One line per job that ended since the model last heard of it, marking
/// them told: the loop adds it to the next request.
pub fn take_ended_note() -> Option<String> {
    let jobs: Vec<Arc<Job>> = table().jobs.clone();
    let lines: Vec<String> = jobs
        .iter()
        .filter_map(|job| {
            let mut state = job.state();
            let (how, _) = state.ended.clone()?;
            if state.end_told {
                return None;
            }
            state.end_told = true;
            Some(format!("Background job {} ({}) ended: {how}. bash_output shows its output.", job.id, job.command))
        })
        .collect();
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// Starts `command` as a job; answers with its id and first lines.
pub(crate) async fn start(command: &str, env: &ToolEnv) -> ToolResult {
    let (mut child, reader, confined) = match spawn(command, env) {
        Ok(spawned) => spawned,
        Err(e) => {
            let reason = nub_sandbox::describe_spawn_error(&e);
            return ToolResult::error(format!("cannot start the shell in {}: {reason}", env.cwd.display()));
        }
    };
    let Some(pgid) = child.id().and_then(|id| i32::try_from(id).ok()).filter(|&id| id > 1) else {
        return ToolResult::error("the shell exited before it could be watched");
    };
    let mut pipe = match tokio::net::unix::pipe::Receiver::from_owned_fd(reader) {
        Ok(pipe) => pipe,
        Err(e) => {
            signal_group(pgid, libc::SIGKILL);
            return ToolResult::error(format!("cannot read the command's output: {e}"));
        }
    };
    let job = {
        let mut table = table();
        let job = Arc::new(Job {
            id: table.next_id,
            command: command.to_owned(),
            pgid,
            started: Instant::now(),
            state: Mutex::new(JobState::default()),
            changed: Notify::new(),
        });
        table.next_id += 1;
        table.jobs.push(job.clone());
        job
    };
    let watched = job.clone();
    tokio::spawn(async move {
        // The sandbox's side of the job lives as long as the job.
        let _confined = confined;
        let job = watched;
        let mut buf = vec![0u8; 16 * 1024];
        let mut status: Option<ExitStatus> = None;
        let mut eof = false;
        let mut kill_at: Option<tokio::time::Instant> = None;
        while !(eof && status.is_some()) {
            tokio::select! {
                read = pipe.read(&mut buf), if !eof => match read {
                    Ok(0) | Err(_) => eof = true,
                    Ok(n) => {
                        job.state().output.push(&buf[..n]);
                        job.changed.notify_waiters();
                    }
                },
                exit = child.wait(), if status.is_none() => {
                    status = Some(exit.unwrap_or_else(|_| ExitStatus::from_raw(0x7f00)));
                    // What the shell left running in its group goes too.
                    signal_group(pgid, libc::SIGTERM);
                    kill_at = Some(tokio::time::Instant::now() + GRACE);
                }
                () = tokio::time::sleep_until(kill_at.unwrap_or_else(tokio::time::Instant::now)), if kill_at.is_some() => {
                    signal_group(pgid, libc::SIGKILL);
                    kill_at = None;
                    // A pipe held by an escaped process is not waited for.
                    if status.is_some() { break; }
                }
            }
        }
        if group_alive(pgid) {
            signal_group(pgid, libc::SIGKILL);
        }
        let how = match status {
            Some(status) => match (status.code(), status.signal()) {
                (Some(code), _) => format!("exit code {code}"),
                (None, Some(signal)) => format!("killed by signal {signal}"),
                (None, None) => "ended without an exit code".to_owned(),
            },
            None => "ended".to_owned(),
        };
        {
            let mut state = job.state();
            let rest = std::mem::take(&mut state.output.pending);
            if !rest.is_empty() {
                let text = String::from_utf8_lossy(&rest).into_owned();
                state.output.append(&text);
            }
            state.ended = Some((how, Instant::now()));
        }
        job.changed.notify_waiters();
    });
    // The first lines, or the end of a quick command.
    let _ = tokio::time::timeout(FIRST_LINES_WAIT, async {
        loop {
            let changed = job.changed.notified();
            if job.state().ended.is_some() {
                return;
            }
            changed.await;
        }
    })
    .await;
    let text = job.look(None);
    let for_model = format!("started background job {}\n{text}", job.id);
    ToolResult::ok(for_model.clone(), ToolView::Text { text: for_model })
}

pub struct BashOutput;

#[derive(Deserialize)]
struct OutputArgs {
    id: u32,
    since: Option<usize>,
}

#[async_trait::async_trait]
impl Tool for BashOutput {
    fn name(&self) -> &str {
        "bash_output"
    }

    fn description(&self) -> &str {
        "New output of a background job, and its exit status once ended; waits up to 5 s for news. since: an output offset to reread from."
    }

    fn schema(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "id": {"type": "integer"},
                "since": {"type": "integer"}
            },
            "required": ["id"],
            "additionalProperties": false
        })
    }

    fn read_only(&self) -> bool {
        true
    }

    fn display(&self, input: &Value) -> ToolDisplay {
        ToolDisplay::new(ToolKind::Execute, &format!("job {}", input.get("id").unwrap_or(&Value::Null)))
    }

    async fn run(&self, input: Value, env: &ToolEnv) -> ToolResult {
        let args: OutputArgs = match crate::input::parse(self.name(), &self.schema(), input) {
            Ok(args) => args,
            Err(message) => return ToolResult::error(message),
        };
        let Some(job) = find(args.id) else { return no_such_job(args.id) };
        if args.since.is_none() {
            let _ = tokio::time::timeout(OUTPUT_WAIT, async {
                loop {
                    let changed = job.changed.notified();
                    {
                        let state = job.state();
                        if state.ended.is_some() || state.output.total > state.seen {
                            return;
                        }
                    }
                    tokio::select! {
                        () = changed => {}
                        () = env.cancel.cancelled() => return,
                    }
                }
            })
            .await;
        }
        let text = job.look(args.since);
        ToolResult::ok(text.clone(), ToolView::Text { text })
    }
}

pub struct BashKill;

#[derive(Deserialize)]
struct KillArgs {
    id: u32,
}

#[async_trait::async_trait]
impl Tool for BashKill {
    fn name(&self) -> &str {
        "bash_kill"
    }

    fn description(&self) -> &str {
        "Stop a background job."
    }

    fn schema(&self) -> Value {
        json!({
            "type": "object",
            "properties": {"id": {"type": "integer"}},
            "required": ["id"],
            "additionalProperties": false
        })
    }

    fn display(&self, input: &Value) -> ToolDisplay {
        ToolDisplay::new(ToolKind::Execute, &format!("kill job {}", input.get("id").unwrap_or(&Value::Null)))
    }

    fn writes(&self, _input: &Value, _env: &ToolEnv) -> crate::tool::Writes {
        crate::tool::Writes::Nothing
    }

    async fn run(&self, input: Value, _env: &ToolEnv) -> ToolResult {
        let args: KillArgs = match crate::input::parse(self.name(), &self.schema(), input) {
            Ok(args) => args,
            Err(message) => return ToolResult::error(message),
        };
        let Some(job) = kill(args.id) else { return no_such_job(args.id) };
        let text = match job.ended {
            Some(how) => format!("job {} had already ended: {how}", job.id),
            None => format!("job {} stopped (SIGTERM, then SIGKILL after {} s)", job.id, GRACE.as_secs()),
        };
        ToolResult::ok(text.clone(), ToolView::Text { text })
    }
}

fn no_such_job(id: u32) -> ToolResult {
    let ids: Vec<String> = list().iter().map(|job| job.id.to_string()).collect();
    if ids.is_empty() {
        ToolResult::error(format!("no background job {id}; none was started (bash with background: true)"))
    } else {
        ToolResult::error(format!("no background job {id}; jobs: {}", ids.join(", ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endless_output_stays_within_its_cap() {
        let mut output = JobOutput::default();
        let line = "0123456789abcdef\n".repeat(64);
        for _ in 0..10_000 {
            output.push(line.as_bytes());
        }
        assert_eq!(output.total, 10_000 * line.len());
        assert!(output.head.len() + output.tail.len() <= HEAD_BYTES + 2 * TAIL_BYTES);
        let all = output.since(0);
        assert!(all.starts_with("0123456789abcdef\n"));
        assert!(all.contains(" bytes of output dropped …]"));
        assert!(all.ends_with("0123456789abcdef\n"));
        assert!(all.len() < HEAD_BYTES + 2 * TAIL_BYTES + 100, "{}", all.len());
    }

    #[test]
    fn since_returns_only_new_output_and_splits_no_character() {
        let mut output = JobOutput::default();
        let snow = "☃".as_bytes();
        output.push(b"one\n");
        output.push(&snow[..1]);
        assert_eq!(output.since(0), "one\n");
        output.push(&snow[1..]);
        output.push(b"\n");
        assert_eq!(output.since(4), "☃\n");
        assert_eq!(output.since(output.total), "");
    }
}
