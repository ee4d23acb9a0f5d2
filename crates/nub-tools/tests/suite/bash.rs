//! `bash`: exit codes, merged output, streaming, truncation, timeouts,
//! cancellation, and that no process of the group outlives the tool.

use std::time::{Duration, Instant};

use nub_tools::{OutputSink, ToolEnv, ToolResult, ToolView};
use serde_json::{Value, json};

use super::{Repo, err, ok, run};

/// Pids of the non-zombie processes in group `pgid`, from `/proc`.
pub(super) fn group_members(pgid: i32) -> Vec<i32> {
    let mut members = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<i32>() else { continue };
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
        let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 1..].split_whitespace().collect();
        if fields[2].parse::<i32>() == Ok(pgid) && !matches!(fields[0], "Z" | "X") {
            members.push(pid);
        }
    }
    members
}

/// Waits up to `within` for the group to be empty; the survivors if not.
async fn assert_group_gone(pgid: i32, within: Duration) {
    let start = Instant::now();
    loop {
        let members = group_members(pgid);
        if members.is_empty() {
            return;
        }
        assert!(start.elapsed() < within, "processes of group {pgid} survived: {members:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The `pgid=N` line the test commands print first (`$$` of `bash -c` is the group leader).
fn pgid_of(output: &str) -> i32 {
    let line = output.lines().find_map(|l| l.strip_prefix("pgid=")).expect("no pgid line in output");
    line.trim().parse().unwrap()
}

fn bash_view(result: &ToolResult) -> (Option<i32>, String, bool, bool, bool) {
    let ToolView::Bash { exit_code, output, truncated, timed_out, cancelled, .. } = &result.view else {
        panic!("not a bash view: {:?}", result.view)
    };
    (*exit_code, output.clone(), *truncated, *timed_out, *cancelled)
}

#[tokio::test]
async fn reports_the_exit_code_and_merges_output_in_order() {
    let repo = Repo::new();
    let env = repo.env();
    let result = ok("bash", json!({"command": "echo a; echo b >&2; echo c; exit 3"}), &env).await;
    assert_eq!(result.for_model, "a\nb\nc\n[exit code 3]");
    let (exit_code, output, truncated, timed_out, cancelled) = bash_view(&result);
    assert_eq!(
        (exit_code, output.as_str(), truncated, timed_out, cancelled),
        (Some(3), "a\nb\nc\n", false, false, false)
    );
    let quiet = ok("bash", json!({"command": "true"}), &env).await;
    assert_eq!(quiet.for_model, "(no output)\n[exit code 0]");
}

#[tokio::test]
async fn runs_in_the_working_directory_with_empty_stdin() {
    let repo = Repo::new();
    repo.file("sub/marker", "");
    let mut env = repo.env();
    env.cwd = repo.root.join("sub");
    let result = ok("bash", json!({"command": "ls; cat; echo end"}), &env).await;
    assert_eq!(result.for_model, "marker\nend\n[exit code 0]");
}

#[tokio::test]
async fn streams_output_while_the_command_runs() {
    let repo = Repo::new();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let mut env = repo.env();
    env.emit = OutputSink::new(tx);
    let task =
        tokio::spawn(async move { run("bash", json!({"command": "echo first; sleep 1; echo second"}), &env).await });
    let first = tokio::time::timeout(Duration::from_secs(5), rx.recv()).await.unwrap().unwrap();
    assert_eq!(first, "first\n");
    assert!(!task.is_finished(), "the first chunk arrived only after the command ended");
    let result = task.await.unwrap();
    assert_eq!(rx.recv().await.unwrap(), "second\n");
    assert_eq!(result.for_model, "first\nsecond\n[exit code 0]");
}

#[tokio::test]
async fn long_output_keeps_head_and_tail() {
    let repo = Repo::new();
    let result = ok("bash", json!({"command": "seq 1 30000"}), &repo.env()).await;
    let (_, output, truncated, _, _) = bash_view(&result);
    assert!(truncated);
    assert!(output.starts_with("1\n2\n3\n"));
    assert!(output.ends_with("29999\n30000\n"));
    let total: usize = (1..=30000).map(|n: usize| n.to_string().len() + 1).sum();
    let cut = total - 30_000;
    assert!(output.contains(&format!("[… {cut} chars (")), "marker missing or wrong");
    assert!(result.for_model.ends_with("30000\n[exit code 0]"));
    assert!(result.for_model.len() < 31_000);
}

#[tokio::test]
async fn timeout_kills_the_whole_group_even_children_ignoring_sigterm() {
    let repo = Repo::new();
    let command = r#"echo pgid=$$; sh -c 'trap "" TERM; sleep 100' & sleep 100"#;
    let start = Instant::now();
    let result = run("bash", json!({"command": command, "timeout": 1}), &repo.env()).await;
    let elapsed = start.elapsed();
    assert!(result.is_error);
    let (exit_code, output, _, timed_out, cancelled) = bash_view(&result);
    assert!(timed_out && !cancelled && exit_code.is_none());
    assert!(result.for_model.contains("timed out after 1 s"), "{}", result.for_model);
    // 1 s timeout + 2 s grace before SIGKILL, plus slack for a loaded machine.
    assert!(elapsed >= Duration::from_secs(1) && elapsed < Duration::from_secs(8), "{elapsed:?}");
    assert_group_gone(pgid_of(&output), Duration::from_millis(500)).await;
}

#[tokio::test]
async fn cancellation_kills_the_group_quickly() {
    let repo = Repo::new();
    let env = repo.env();
    let cancel = env.cancel.clone();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let env = ToolEnv { emit: OutputSink::new(tx), ..env };
    let task =
        tokio::spawn(async move { run("bash", json!({"command": "echo pgid=$$; sleep 100 & sleep 100"}), &env).await });
    let first = tokio::time::timeout(Duration::from_secs(5), rx.recv()).await.unwrap().unwrap();
    let start = Instant::now();
    cancel.cancel();
    let result = task.await.unwrap();
    // Well below the 2 s grace period: SIGTERM did the job, no SIGKILL was needed.
    assert!(start.elapsed() < Duration::from_millis(1500), "cancellation took {:?}", start.elapsed());
    assert!(result.is_error);
    let (_, _, _, timed_out, cancelled) = bash_view(&result);
    assert!(cancelled && !timed_out);
    assert!(result.for_model.contains("cancelled"), "{}", result.for_model);
    assert_group_gone(pgid_of(&first), Duration::from_millis(500)).await;
}

#[tokio::test]
async fn an_already_cancelled_turn_runs_nothing() {
    let repo = Repo::new();
    let env = repo.env();
    env.cancel.cancel();
    let result = run("bash", json!({"command": "touch ran"}), &env).await;
    assert!(result.is_error);
    assert!(!repo.root.join("ran").exists());
}

#[tokio::test]
async fn background_processes_do_not_outlive_the_command() {
    let repo = Repo::new();
    let env = repo.env();
    // One holds the pipe open, one does not; both must go when the shell exits.
    let command = "echo pgid=$$; sleep 100 & nohup sleep 100 >/dev/null 2>&1 & echo started";
    let start = Instant::now();
    let result = ok("bash", json!({"command": command}), &env).await;
    assert!(start.elapsed() < Duration::from_secs(2), "{:?}", start.elapsed());
    assert!(result.for_model.ends_with("started\n[exit code 0]"), "{}", result.for_model);
    assert_group_gone(pgid_of(&result.for_model), Duration::from_millis(500)).await;
}

#[tokio::test]
async fn a_background_process_ignoring_sigterm_is_killed_after_the_grace_period() {
    let repo = Repo::new();
    // The shell exits only once the child ignores SIGTERM (else the signal
    // could come first and kill it the ordinary way).
    let command = r#"echo pgid=$$; sh -c 'trap "" TERM; touch ready; exec sleep 100' >/dev/null 2>&1 &
        while [ ! -e ready ]; do sleep 0.01; done; echo started"#;
    let start = Instant::now();
    let result = ok("bash", json!({"command": command}), &repo.env()).await;
    let elapsed = start.elapsed();
    assert!(result.for_model.ends_with("started\n[exit code 0]"), "{}", result.for_model);
    // SIGTERM when the shell exits does nothing to it; SIGKILL after the 2 s grace does.
    assert!(elapsed >= Duration::from_millis(1900) && elapsed < Duration::from_secs(8), "{elapsed:?}");
    assert_group_gone(pgid_of(&result.for_model), Duration::from_millis(500)).await;
}

#[tokio::test]
async fn a_dropped_tool_future_kills_the_group() {
    let repo = Repo::new();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let mut env = repo.env();
    env.emit = OutputSink::new(tx);
    // `wait` keeps the shell itself alive: killing only the shell would not do.
    let input: Value = json!({"command": "echo pgid=$$; sleep 100 & wait"});
    let gave_up = tokio::time::timeout(Duration::from_millis(500), run("bash", input, &env)).await;
    assert!(gave_up.is_err(), "the command should still be running");
    let first = rx.recv().await.unwrap();
    assert_group_gone(pgid_of(&first), Duration::from_secs(1)).await;
}

#[tokio::test]
async fn deny_bash_refuses_before_running() {
    let repo = Repo::new();
    let message = err("bash", json!({"command": "touch ran && git push --force origin main"}), &repo.env()).await;
    assert!(message.contains("deny_bash pattern \"git push*--for*\""), "{message}");
    assert!(!repo.root.join("ran").exists(), "the refused command ran");
}

#[tokio::test]
async fn the_timeout_is_capped_by_max_tool_time() {
    let repo = Repo::new();
    let mut env = repo.env();
    env.max_tool_time = Duration::from_millis(500);
    let start = Instant::now();
    let result = run("bash", json!({"command": "sleep 30", "timeout": 600}), &env).await;
    assert!(start.elapsed() < Duration::from_secs(3), "{:?}", start.elapsed());
    assert!(bash_view(&result).3, "not timed out");
    assert!(result.for_model.contains("capped"), "{}", result.for_model);
    let message = err("bash", json!({"command": "true", "timeout": -1}), &env).await;
    assert!(message.contains("timeout must be a positive number"), "{message}");
}
