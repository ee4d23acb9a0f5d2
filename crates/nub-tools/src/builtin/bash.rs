//! `bash`: a shell command in its own process group, output merged and
//! streamed, a timeout, and cleanup that leaves no process behind (CONCEPT §7).
//!
//! The command runs as `bash -c` (`sh -c` where bash is missing) with stdin
//! from `/dev/null` and stdout and stderr on one pipe, so they interleave as
//! written. It leads a new process group; on timeout or cancellation the whole
//! group gets SIGTERM, then SIGKILL after a grace period. When the shell exits,
//! whatever it left running in its group (`server &`) is stopped the same way,
//! and a dropped tool future kills the group at once. A process that moves to
//! another group or session (`setsid`) escapes all of this; a pipe it keeps
//! open is abandoned shortly after the kill.
//!
//! `deny_bash` is checked before anything runs; see `Policy` for why it is
//! only a guard against accidents. The variables named in
//! `Policy::secret_env` are removed from the shell's environment. With
//! `Policy::sandbox` the shell starts confined by the kernel
//! (`nub_sandbox`); when a failed command's output shows the sandbox's
//! refusal, the result says so in one sentence (`ToolResult::sandbox_refusal`).
//!
//! Output that is binary (NUL bytes or invalid UTF-8 in more than a tenth of
//! it) is summarised as `[binary output, N bytes]`: thousands of replacement
//! characters tell the model nothing and cost the whole context.

use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::ExitStatus;
use std::time::{Duration, Instant};

use serde::Deserialize;
use serde_json::{Value, json};
use tokio::io::AsyncReadExt;
use tokio::time::sleep_until;

use crate::tool::{OutputSink, Tool, ToolEnv, ToolResult, ToolView};
use nub_llm::{ToolDisplay, ToolKind};

use super::process::{group_alive, signal_group, spawn};
use super::str_arg;

/// `Bash::default()` can start background jobs (for `bash_output` and
/// `bash_kill`); [`Bash::foreground`] cannot, and does not mention them.
#[derive(Debug, Clone, Copy)]
pub struct Bash {
    jobs: bool,
}

impl Default for Bash {
    fn default() -> Self {
        Bash { jobs: true }
    }
}

impl Bash {
    /// Without background jobs: for a tool list without the job tools
    /// (a small model's), whose definition must not name them.
    pub fn foreground() -> Self {
        Bash { jobs: false }
    }
}

#[derive(Deserialize)]
struct Args {
    command: String,
    timeout: Option<f64>,
    #[serde(default)]
    background: bool,
}

const DEFAULT_TIMEOUT: Duration = Duration::from_secs(120);
/// Between SIGTERM and SIGKILL.
const GRACE: Duration = Duration::from_secs(2);
/// After the shell exited, the first pause before looking again whether its
/// group is empty; each later pause doubles, up to `LATEST_LOOK`.
const FIRST_LOOK: Duration = Duration::from_millis(1);
const LATEST_LOOK: Duration = Duration::from_millis(20);
/// After SIGKILL, how long a pipe still held open (by an escaped process) is read.
const DRAIN_AFTER_KILL: Duration = Duration::from_millis(500);
/// Characters kept from the start and the end of long output (~30k in all).
const HEAD_CHARS: usize = 12_000;
const TAIL_CHARS: usize = 18_000;
/// Bytes streamed to the UI per run; a runaway command must not fill memory.
const MAX_STREAMED_BYTES: usize = 1 << 20;
/// Output shorter than this is never summarised as binary.
const MIN_BINARY_BYTES: usize = 256;

#[async_trait::async_trait]
impl Tool for Bash {
    fn name(&self) -> &str {
        "bash"
    }

    fn description(&self) -> &str {
        if self.jobs {
            "Run a shell command (bash -c) in the working directory; stdout and stderr are merged, stdin is empty. timeout in seconds (default 120). Output over 30k chars keeps its start and end. background: true runs it as a job (bash_output, bash_kill)."
        } else {
            "Run a shell command (bash -c) in the working directory; stdout and stderr are merged, stdin is empty. timeout in seconds (default 120). Output over 30k chars keeps its start and end."
        }
    }

    fn schema(&self) -> Value {
        let mut schema = json!({
            "type": "object",
            "properties": {
                "command": {"type": "string"},
                "timeout": {"type": "number"},
                "background": {"type": "boolean"}
            },
            "required": ["command"],
            "additionalProperties": false
        });
        if !self.jobs
            && let Some(properties) = schema["properties"].as_object_mut()
        {
            properties.remove("background");
        }
        schema
    }

    fn display(&self, input: &Value) -> ToolDisplay {
        ToolDisplay::new(ToolKind::Execute, str_arg(input, "command"))
    }

    /// The whole command, every line of it: a question must show what runs.
    fn preview(&self, input: &Value, _env: &ToolEnv) -> ToolView {
        ToolView::Text { text: str_arg(input, "command").to_owned() }
    }

    async fn run(&self, input: Value, env: &ToolEnv) -> ToolResult {
        let args: Args = match crate::input::parse(self.name(), &self.schema(), input) {
            Ok(args) => args,
            Err(message) => return ToolResult::error(message),
        };
        if args.command.trim().is_empty() {
            return ToolResult::error("command is empty");
        }
        if let Err(refusal) = env.policy.check_bash(&args.command) {
            return ToolResult::error(refusal);
        }
        let requested = match args.timeout {
            None => DEFAULT_TIMEOUT,
            Some(secs) if secs > 0.0 && secs.is_finite() => Duration::from_secs_f64(secs.min(1e6)),
            Some(secs) => {
                return ToolResult::error(format!("timeout must be a positive number of seconds, got {secs}"));
            }
        };
        let timeout = requested.min(env.max_tool_time);
        if env.cancel.is_cancelled() {
            return ToolResult::error("cancelled before the command started; it did not run");
        }
        if args.background && self.jobs {
            return super::jobs::start(&args.command, env).await;
        }
        let mut result = run(&args.command, env, timeout).await;
        if requested > timeout {
            result
                .for_model
                .push_str(&format!("\n(timeout capped at {} s, the configured maximum)", timeout.as_secs()));
        }
        result
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Stop {
    Timeout,
    Cancel,
}

async fn run(command: &str, env: &ToolEnv, timeout: Duration) -> ToolResult {
    let start = Instant::now();
    // `_confined` keeps the sandbox's side of the command (its network
    // supervisor) alive until the command is over.
    let (mut child, reader, _confined) = match spawn(command, env) {
        Ok(spawned) => spawned,
        Err(e) => {
            let reason = nub_sandbox::describe_spawn_error(&e);
            return ToolResult::error(format!("cannot start the shell in {}: {reason}", env.cwd.display()));
        }
    };
    let Some(pgid) = child.id().and_then(|id| i32::try_from(id).ok()).filter(|&id| id > 1) else {
        return ToolResult::error("the shell exited before it could be watched");
    };
    let mut guard = GroupGuard { pgid, armed: true };
    let mut pipe = match tokio::net::unix::pipe::Receiver::from_owned_fd(reader) {
        Ok(pipe) => pipe,
        Err(e) => return ToolResult::error(format!("cannot read the command's output: {e}")),
    };
    let mut output = Collector::new(env.emit.clone());
    let mut buf = vec![0u8; 16 * 1024];
    let deadline = tokio::time::Instant::from_std(start + timeout);
    let mut status: Option<ExitStatus> = None;
    let mut eof = false;
    let mut stop: Option<Stop> = None;
    let mut kill_at: Option<tokio::time::Instant> = None;
    let mut give_up_at: Option<tokio::time::Instant> = None;
    let far = tokio::time::Instant::now() + Duration::from_secs(86_400 * 365);
    while !(eof && status.is_some()) {
        tokio::select! {
            read = pipe.read(&mut buf), if !eof => match read {
                Ok(0) | Err(_) => eof = true,
                Ok(n) => output.push(&buf[..n]),
            },
            exit = child.wait(), if status.is_none() => {
                // A failed wait means the child is gone all the same.
                status = Some(exit.unwrap_or_else(|_| ExitStatus::from_raw(0x7f00)));
                if kill_at.is_none() {
                    // Whatever the shell left running in its group goes too.
                    signal_group(pgid, libc::SIGTERM);
                    kill_at = Some(tokio::time::Instant::now() + GRACE);
                }
            }
            () = sleep_until(deadline), if stop.is_none() && status.is_none() => {
                stop = Some(Stop::Timeout);
                signal_group(pgid, libc::SIGTERM);
                kill_at = Some(tokio::time::Instant::now() + GRACE);
            }
            () = env.cancel.cancelled(), if stop.is_none() && status.is_none() => {
                stop = Some(Stop::Cancel);
                signal_group(pgid, libc::SIGTERM);
                kill_at = Some(tokio::time::Instant::now() + GRACE);
            }
            () = sleep_until(kill_at.unwrap_or(far)), if kill_at.is_some() && give_up_at.is_none() => {
                signal_group(pgid, libc::SIGKILL);
                give_up_at = Some(tokio::time::Instant::now() + DRAIN_AFTER_KILL);
            }
            () = sleep_until(give_up_at.unwrap_or(far)), if give_up_at.is_some() => break,
        }
    }
    // The pipe is drained; processes that closed it may still run in the
    // group. They had SIGTERM when the shell exited and most are gone within
    // a millisecond or two, so the first looks come quickly and later ones
    // less often (each look reads /proc).
    if give_up_at.is_none() {
        let kill_at = kill_at.unwrap_or_else(tokio::time::Instant::now);
        let mut pause = FIRST_LOOK;
        while group_alive(pgid) && tokio::time::Instant::now() < kill_at {
            tokio::time::sleep(pause).await;
            pause = (pause * 2).min(LATEST_LOOK);
        }
        if group_alive(pgid) {
            signal_group(pgid, libc::SIGKILL);
        }
    }
    guard.armed = false;
    let duration_ms = u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX);
    let mut result = finish(command, status, stop, output, duration_ms, timeout, &env.repo_root);
    if let (Some(sandbox), None) = (&env.policy.sandbox, stop) {
        let exit_code = status.and_then(|s| s.code());
        let output = match &result.view {
            ToolView::Bash { output, .. } => output.as_str(),
            _ => "",
        };
        if let Some(note) = nub_sandbox::explain(sandbox.policy(), output, exit_code) {
            result.for_model.push_str(&format!("\n[sandbox: {note}]"));
            result.sandbox_refusal = Some(note);
        }
    }
    result
}

fn finish(
    command: &str,
    status: Option<ExitStatus>,
    stop: Option<Stop>,
    output: Collector,
    duration_ms: u64,
    timeout: Duration,
    repo_root: &Path,
) -> ToolResult {
    let (text, truncated) = output.finish();
    let exit_code = status.and_then(|s| s.code());
    let outcome = match (stop, exit_code) {
        (Some(Stop::Timeout), _) => {
            format!("timed out after {} s; the command and its processes were killed", timeout.as_secs_f64())
        }
        (Some(Stop::Cancel), _) => "cancelled; the command and its processes were killed".to_owned(),
        (None, Some(code)) => format!("exit code {code}"),
        (None, None) => match status.and_then(|s| s.signal()) {
            Some(signal) => format!("killed by signal {signal}"),
            None => "ended without an exit code".to_owned(),
        },
    };
    let (kept, left_out) = without_own_lines(&text, command, repo_root);
    let shown = if kept.trim().is_empty() { "(no output)" } else { kept.trim_end_matches('\n') };
    let mut for_model = format!("{shown}\n[{outcome}]");
    if left_out > 0 {
        for_model.push_str(&format!(
            "\n[{left_out} lines about nub's own files under .nub/ (its sessions and checkpoints) left out]"
        ));
    }
    let view = ToolView::Bash {
        command: command.to_owned(),
        exit_code,
        duration_ms,
        output: text,
        truncated,
        timed_out: stop == Some(Stop::Timeout),
        cancelled: stop == Some(Stop::Cancel),
    };
    ToolResult { for_model, view, is_error: stop.is_some(), images: Vec::new(), sandbox_refusal: None }
}

/// `text` without the lines that start with a path under the repository's
/// `.nub/`, unless `command` names that directory; with how many were left
/// out. A `grep -r` of the repository finds nub's session files, which hold
/// every earlier result: a small model's repeated grep fed on its own
/// transcript (758 prompt tokens, then 1,950 more) and checkpoint blobs.
/// The user's view keeps the whole output.
fn without_own_lines<'a>(text: &'a str, command: &str, repo_root: &Path) -> (std::borrow::Cow<'a, str>, usize) {
    if command.contains(".nub") || !text.contains(".nub/") {
        return (text.into(), 0);
    }
    let root = format!("{}/.nub/", repo_root.display());
    let own = |line: &str| {
        let line = line.strip_prefix("grep: ").unwrap_or(line);
        line.starts_with(&root) || line.starts_with("./.nub/") || line.starts_with(".nub/")
    };
    let left_out = text.lines().filter(|line| own(line)).count();
    if left_out == 0 {
        return (text.into(), 0);
    }
    let kept: String = text.split_inclusive('\n').filter(|line| !own(line)).collect();
    (kept.into(), left_out)
}

/// Kills the group if the tool future is dropped mid-run (the caller gave up
/// on it); the normal paths disarm it after their own cleanup.
struct GroupGuard {
    pgid: i32,
    armed: bool,
}

impl Drop for GroupGuard {
    fn drop(&mut self) {
        if self.armed {
            signal_group(self.pgid, libc::SIGKILL);
        }
    }
}

/// Collects output: streams it to the sink as UTF-8 text and keeps its head
/// and tail, counting what falls in between.
struct Collector {
    sink: OutputSink,
    /// Every byte read.
    bytes: usize,
    /// NUL bytes and bytes of invalid UTF-8 among them.
    binary_bytes: usize,
    /// Streaming stopped because the output turned out binary.
    binary_noted: bool,
    /// An incomplete UTF-8 sequence at the end of the last chunk.
    pending: Vec<u8>,
    streamed: usize,
    head: String,
    head_chars: usize,
    tail: String,
    tail_chars: usize,
    cut_chars: usize,
    cut_lines: usize,
}

impl Collector {
    fn new(sink: OutputSink) -> Self {
        Collector {
            sink,
            bytes: 0,
            binary_bytes: 0,
            binary_noted: false,
            pending: Vec::new(),
            streamed: 0,
            head: String::new(),
            head_chars: 0,
            tail: String::new(),
            tail_chars: 0,
            cut_chars: 0,
            cut_lines: 0,
        }
    }

    /// Whether what was read so far counts as binary: a tenth of it NULs or
    /// invalid UTF-8. Short output stays text whatever it holds; a few
    /// replacement characters cost nothing.
    fn is_binary(&self) -> bool {
        self.bytes >= MIN_BINARY_BYTES && self.binary_bytes * 10 >= self.bytes
    }

    fn push(&mut self, bytes: &[u8]) {
        self.bytes += bytes.len();
        self.binary_bytes += bytes.iter().filter(|&&b| b == 0).count();
        self.pending.extend_from_slice(bytes);
        let mut text = String::new();
        loop {
            match std::str::from_utf8(&self.pending) {
                Ok(valid) => {
                    text.push_str(valid);
                    self.pending.clear();
                    break;
                }
                Err(error) => {
                    let valid = error.valid_up_to();
                    text.push_str(std::str::from_utf8(&self.pending[..valid]).unwrap_or_default());
                    match error.error_len() {
                        // Incomplete at the end: wait for the next chunk.
                        None => {
                            self.pending.drain(..valid);
                            break;
                        }
                        Some(invalid) => {
                            self.binary_bytes += invalid;
                            text.push(char::REPLACEMENT_CHARACTER);
                            self.pending.drain(..valid + invalid);
                        }
                    }
                }
            }
        }
        self.append(&text);
    }

    fn append(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        if self.is_binary() && !self.binary_noted {
            self.binary_noted = true;
            self.sink.send("\n[… binary output, not shown …]\n");
        }
        if self.streamed < MAX_STREAMED_BYTES && !self.binary_noted {
            self.streamed += text.len();
            self.sink.send(text);
            if self.streamed >= MAX_STREAMED_BYTES {
                self.sink.send("\n[… further output is not streamed; the result keeps its end …]\n");
            }
        }
        let mut rest = text;
        if self.head_chars < HEAD_CHARS {
            let room = HEAD_CHARS - self.head_chars;
            let split = rest.char_indices().nth(room).map_or(rest.len(), |(at, _)| at);
            self.head.push_str(&rest[..split]);
            self.head_chars += rest[..split].chars().count();
            rest = &rest[split..];
        }
        self.tail.push_str(rest);
        self.tail_chars += rest.chars().count();
        if self.tail_chars > 2 * TAIL_CHARS {
            self.trim_tail();
        }
    }

    fn trim_tail(&mut self) {
        if self.tail_chars <= TAIL_CHARS {
            return;
        }
        let drop = self.tail_chars - TAIL_CHARS;
        let at = self.tail.char_indices().nth(drop).map_or(self.tail.len(), |(at, _)| at);
        self.cut_lines += self.tail[..at].matches('\n').count();
        self.cut_chars += drop;
        self.tail.drain(..at);
        self.tail_chars = TAIL_CHARS;
    }

    /// The kept text and whether something was cut.
    fn finish(mut self) -> (String, bool) {
        if !self.pending.is_empty() {
            let rest = String::from_utf8_lossy(&std::mem::take(&mut self.pending)).into_owned();
            self.append(&rest);
        }
        if self.is_binary() {
            // The content is left out, so the view counts as truncated.
            return (format!("[binary output, {} bytes]", self.bytes), true);
        }
        self.trim_tail();
        if self.cut_chars == 0 {
            return (self.head + &self.tail, false);
        }
        let marker = format!(
            "\n[… {} chars ({} newlines) cut from the middle of the output …]\n",
            self.cut_chars, self.cut_lines
        );
        (self.head + &marker + &self.tail, true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_about_nubs_own_files_are_left_out_for_the_model() {
        let root = Path::new("/r");
        let text = "/r/.nub/sessions/a.jsonl:2:{\"fetch\"}\ngrep: /r/.nub/checkpoints/objects/33/x: binary file matches\n/r/net.py:6:def fetch(url):\n./.nub/sessions/b.jsonl\n";
        let (kept, left_out) = without_own_lines(text, "grep -rn fetch /r", root);
        assert_eq!(kept, "/r/net.py:6:def fetch(url):\n");
        assert_eq!(left_out, 3);
        assert_eq!(without_own_lines(text, "ls .nub/sessions", root).1, 0, "asked for by name");
        assert_eq!(without_own_lines("/other/.nub/x\n", "grep -r x /other", root).1, 0, "another repository");
    }

    #[test]
    fn collector_keeps_head_and_tail() {
        let mut collector = Collector::new(OutputSink::none());
        let line = "0123456789\n";
        for _ in 0..10_000 {
            collector.push(line.as_bytes());
        }
        let (text, truncated) = collector.finish();
        assert!(truncated);
        assert!(text.starts_with(line));
        assert!(text.ends_with(line));
        let cut = 10_000 * line.len() - HEAD_CHARS - TAIL_CHARS;
        assert!(text.contains(&format!("[… {cut} chars (")), "{}", &text[HEAD_CHARS..HEAD_CHARS + 100]);
        assert!(text.chars().count() < HEAD_CHARS + TAIL_CHARS + 100);
    }

    #[test]
    fn binary_output_is_summarised() {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
        let mut collector = Collector::new(OutputSink::new(tx));
        collector.push(b"header\n");
        for _ in 0..100 {
            collector.push(&[0xff, 0x00, 0xfe, b'a', 0x80, 0x81, 0xc3, 0x28].repeat(250));
        }
        assert_eq!(collector.finish(), ("[binary output, 200007 bytes]".to_owned(), true));
        let mut streamed = String::new();
        while let Ok(chunk) = rx.try_recv() {
            streamed.push_str(&chunk);
        }
        assert!(streamed.len() < 100, "binary output was streamed: {} bytes", streamed.len());
        // A stray invalid byte in text stays text.
        let mut collector = Collector::new(OutputSink::none());
        collector.push(b"plain text with one \xff byte in it\n");
        assert!(!collector.finish().0.starts_with("[binary"));
    }

    #[test]
    fn collector_joins_split_utf8_and_replaces_invalid_bytes() {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
        let mut collector = Collector::new(OutputSink::new(tx));
        let snow = "☃".as_bytes();
        collector.push(&snow[..1]);
        collector.push(&snow[1..]);
        collector.push(b"\xffok");
        assert_eq!(collector.finish(), ("☃\u{FFFD}ok".to_owned(), false));
        let mut streamed = String::new();
        while let Ok(chunk) = rx.try_recv() {
            streamed.push_str(&chunk);
        }
        assert_eq!(streamed, "☃\u{FFFD}ok");
    }
}
