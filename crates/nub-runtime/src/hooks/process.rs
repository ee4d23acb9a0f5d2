//! One hook program: `sh -c COMMAND` in its own process group, in the
//! run's sandbox when there is one, without nub's key variables, the event
//! on stdin, stdout and stderr read up to a cap. At its timeout, or when
//! its future is dropped (the user cancelled), the whole group is killed:
//! a hanging hook never holds up a run longer than its timeout, and leaves
//! nothing running.

use std::path::PathBuf;
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};

/// What is kept of each of a hook's stdout and stderr.
const OUTPUT_CAP: usize = 64 << 10;
/// After the hook exited (and its group was killed), how long a pipe still
/// held open by an escaped process is read.
const DRAIN: Duration = Duration::from_millis(500);

/// Where and how hooks start.
#[derive(Debug)]
pub(super) struct Spawn {
    pub cwd: PathBuf,
    /// Told as `NUB_PROJECT_DIR` and `CLAUDE_PROJECT_DIR`.
    pub project_dir: PathBuf,
    /// Removed from the hook's environment.
    pub secret_env: Vec<String>,
    pub sandbox: Option<Arc<nub_sandbox::Sandbox>>,
}

/// How a hook program ended.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Ended {
    Exited { code: i32, stdout: String, stderr: String },
    Signalled { signal: i32 },
    TimedOut { after: Duration },
    NotStarted { reason: String },
}

impl Spawn {
    pub async fn run(&self, command: &str, input: &Value, timeout: Duration) -> Ended {
        let mut line = tokio::process::Command::new("sh");
        for name in &self.secret_env {
            line.env_remove(name);
        }
        line.arg("-c")
            .arg(command)
            .current_dir(&self.cwd)
            .env("NUB_PROJECT_DIR", &self.project_dir)
            .env("CLAUDE_PROJECT_DIR", &self.project_dir)
            .env("GIT_TERMINAL_PROMPT", "0")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .kill_on_drop(true);
        // After current_dir: the sandbox enters it again once its mounts are in place.
        let pending = match &self.sandbox {
            Some(sandbox) => match sandbox.confine(line.as_std_mut()) {
                Ok(pending) => Some(pending),
                Err(error) => return Ended::NotStarted { reason: nub_sandbox::describe_spawn_error(&error) },
            },
            None => None,
        };
        let mut child = match line.spawn() {
            Ok(child) => child,
            Err(error) => return Ended::NotStarted { reason: nub_sandbox::describe_spawn_error(&error) },
        };
        // Keeps the sandbox's side (a loopback supervisor) until the hook is over.
        let _confined = match pending.map(nub_sandbox::Pending::started).transpose() {
            Ok(confined) => confined,
            Err(error) => return Ended::NotStarted { reason: error.to_string() },
        };
        let Some(pgid) = child.id().and_then(|id| i32::try_from(id).ok()).filter(|&id| id > 1) else {
            return Ended::NotStarted { reason: "the hook exited before it could be watched".into() };
        };
        // Dropped before the end (a cancel): the group goes with it.
        let _group = GroupGuard(pgid);
        if let Some(mut stdin) = child.stdin.take() {
            let bytes = input.to_string().into_bytes();
            // A hook that does not read its input may close it first: no matter.
            tokio::spawn(async move {
                let _ = stdin.write_all(&bytes).await;
            });
        }
        let stdout = tokio::spawn(read_capped(child.stdout.take()));
        let stderr = tokio::spawn(read_capped(child.stderr.take()));
        let status = match tokio::time::timeout(timeout, child.wait()).await {
            Ok(Ok(status)) => status,
            Ok(Err(error)) => return Ended::NotStarted { reason: format!("lost the hook: {error}") },
            Err(_) => {
                kill_group(pgid);
                let _ = child.wait().await;
                return Ended::TimedOut { after: timeout };
            }
        };
        // Whatever the hook left running in its group goes too.
        kill_group(pgid);
        let drained = |task: tokio::task::JoinHandle<String>| async move {
            tokio::time::timeout(DRAIN, task).await.ok().and_then(Result::ok).unwrap_or_default()
        };
        let (stdout, stderr) = (drained(stdout).await, drained(stderr).await);
        match status.code() {
            Some(code) => Ended::Exited { code, stdout, stderr },
            None => {
                use std::os::unix::process::ExitStatusExt;
                Ended::Signalled { signal: status.signal().unwrap_or_default() }
            }
        }
    }
}

/// Reads a pipe to its end, keeping the first `OUTPUT_CAP` bytes.
async fn read_capped(pipe: Option<impl AsyncRead + Unpin>) -> String {
    let Some(mut pipe) = pipe else { return String::new() };
    let mut kept = Vec::new();
    let mut buf = vec![0u8; 8192];
    loop {
        match pipe.read(&mut buf).await {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                let room = OUTPUT_CAP.saturating_sub(kept.len());
                kept.extend_from_slice(&buf[..n.min(room)]);
            }
        }
    }
    String::from_utf8_lossy(&kept).into_owned()
}

/// Kills the hook's process group when dropped.
struct GroupGuard(i32);

impl Drop for GroupGuard {
    fn drop(&mut self) {
        kill_group(self.0);
    }
}

fn kill_group(pgid: i32) {
    // Never 0 or 1: kill(0) would hit nub's own group, kill(-1) everything.
    if pgid > 1 {
        // SAFETY: kill(2) takes plain integers and touches no memory of ours;
        // a negative pid addresses exactly the group the hook leads.
        #[allow(unsafe_code)]
        unsafe {
            libc::kill(-pgid, libc::SIGKILL);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spawn() -> Spawn {
        Spawn {
            cwd: std::env::temp_dir(),
            project_dir: std::env::temp_dir(),
            secret_env: vec!["NUB_TEST_HOOK_SECRET".into()],
            sandbox: None,
        }
    }

    #[tokio::test]
    async fn a_hook_reads_the_event_and_answers() {
        let ended = spawn()
            .run(
                "read -r line; echo \"got $line\"; echo oops >&2; exit 2",
                &serde_json::json!({"a": 1}),
                Duration::from_secs(10),
            )
            .await;
        assert_eq!(ended, Ended::Exited { code: 2, stdout: "got {\"a\":1}\n".into(), stderr: "oops\n".into() });
    }

    #[tokio::test]
    async fn a_hanging_hook_and_its_children_are_killed_at_the_timeout() {
        let dir = tempfile::tempdir().unwrap();
        let marker = dir.path().join("late");
        let command = format!("(sleep 2; touch {}) & sleep 30", marker.display());
        let started = std::time::Instant::now();
        let ended = spawn().run(&command, &Value::Null, Duration::from_millis(300)).await;
        assert_eq!(ended, Ended::TimedOut { after: Duration::from_millis(300) });
        assert!(started.elapsed() < Duration::from_secs(5), "{:?}", started.elapsed());
        tokio::time::sleep(Duration::from_millis(2500)).await;
        assert!(!marker.exists(), "a child of the hook outlived it");
    }

    #[tokio::test]
    async fn output_is_capped() {
        let ended = spawn().run("head -c 1000000 /dev/zero | tr '\\0' x", &Value::Null, Duration::from_secs(10)).await;
        let Ended::Exited { stdout, .. } = ended else { panic!("{ended:?}") };
        assert_eq!(stdout.len(), OUTPUT_CAP);
    }
}
