//! Background jobs with the real binary: a job runs while the model works,
//! its end is told in the next request, and no job outlives nub.

use std::path::Path;
use std::time::Duration;

use nub_testkit::TestServer;
use serde_json::{Value, json};

use super::print_mode::{nub, output_of};
use super::replies::*;

fn repo() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join(".git")).unwrap();
    dir
}

fn command(dir: &tempfile::TempDir, server: &TestServer) -> tokio::process::Command {
    let mut command = nub(dir);
    command.current_dir(dir.path()).env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "m");
    command
}

/// The text of every tool message of request `index`.
fn tool_texts(server: &TestServer, index: usize) -> String {
    let body: Value = serde_json::from_str(&server.requests()[index].body).unwrap();
    body["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["role"] == "tool")
        .map(|m| m["content"].to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether process `pid` exists and is not a zombie.
fn alive(pid: i32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .is_ok_and(|stat| !matches!(stat[stat.rfind(')').unwrap() + 1..].split_whitespace().next(), Some("Z" | "X")))
}

fn pid_in(path: &Path) -> i32 {
    std::fs::read_to_string(path).unwrap().trim().parse().unwrap()
}

async fn assert_gone(pid: i32) {
    for _ in 0..50 {
        if !alive(pid) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("process {pid} of a background job outlived nub");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_job_runs_while_the_model_works_and_its_end_is_told() {
    let server = TestServer::start(vec![
        tool_call("j", "bash", json!({"command": "sleep 3; echo done > f", "background": true})),
        tool_call("w", "bash", json!({"command": "sleep 4"})),
        tool_call("o", "bash_output", json!({"id": 1})),
        answer("ok"),
    ])
    .await
    .unwrap();
    let dir = repo();
    let out = output_of(command(&dir, &server).args(["-p", "go"]).spawn().unwrap()).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(std::fs::read_to_string(dir.path().join("f")).unwrap(), "done\n");
    let started = tool_texts(&server, 1);
    assert!(started.contains("started background job 1"), "{started}");
    assert!(started.contains("running"), "bash waited for the job: {started}");
    let after_wait = tool_texts(&server, 2);
    assert!(after_wait.contains("Background job 1 (sleep 3; echo done > f) ended: exit code 0"), "{after_wait}");
    let output = tool_texts(&server, 3);
    assert!(output.contains("job 1 ended after 3 s: exit code 0"), "{output}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_job_still_running_is_killed_when_nub_ends() {
    let server = TestServer::start(vec![
        tool_call(
            "j",
            "bash",
            json!({"command": "echo $$ > shell.pid; sleep 300 & echo $! > child.pid; wait", "background": true}),
        ),
        answer("started it"),
    ])
    .await
    .unwrap();
    let dir = repo();
    let out = output_of(command(&dir, &server).args(["-p", "go"]).spawn().unwrap()).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout, "started it\n");
    assert_gone(pid_in(&dir.path().join("shell.pid"))).await;
    assert_gone(pid_in(&dir.path().join("child.pid"))).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_job_is_killed_when_nub_is_terminated() {
    let server = TestServer::start(vec![
        tool_call("j", "bash", json!({"command": "sleep 300 & echo $! > child.pid; wait", "background": true})),
        tool_call("w", "bash", json!({"command": "touch waiting; sleep 60"})),
        answer("never"),
    ])
    .await
    .unwrap();
    let dir = repo();
    let child = command(&dir, &server).args(["-p", "go"]).spawn().unwrap();
    let waiting = dir.path().join("waiting");
    for _ in 0..200 {
        if waiting.exists() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(waiting.exists(), "the foreground command started");
    let job = pid_in(&dir.path().join("child.pid"));
    assert!(alive(job));
    let pid = child.id().unwrap();
    tokio::process::Command::new("kill").args(["-TERM", &pid.to_string()]).status().await.unwrap();
    let out = output_of(child).await;
    assert_eq!(out.code, Some(143), "{}", out.stderr);
    assert_gone(job).await;
}
