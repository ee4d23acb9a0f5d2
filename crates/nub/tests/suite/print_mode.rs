//! The real `nub` binary against a scripted server on 127.0.0.1.

use std::process::Stdio;
use std::time::Duration;

use nub_testkit::{Reply, TestServer};
use tokio::io::AsyncWriteExt;
use tokio::process::Command;

const ANSWER: &str = "data: {\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":null}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hi\"}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\" there\"}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n\
data: [DONE]\n\n";

pub struct Output {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

pub fn nub(state: &tempfile::TempDir) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_nub"));
    command
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", state.path())
        .env("XDG_STATE_HOME", state.path().join("state"))
        // Sessions go to the working directory's repository: never the project's own.
        .current_dir(state.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true);
    command
}

pub async fn output_of(child: tokio::process::Child) -> Output {
    let output = tokio::time::timeout(Duration::from_secs(60), child.wait_with_output()).await.unwrap().unwrap();
    Output {
        code: output.status.code(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

async fn print(server: &TestServer, args: &[&str]) -> Output {
    let state = tempfile::tempdir().unwrap();
    let child =
        nub(&state).env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "test-model").args(args).spawn().unwrap();
    output_of(child).await
}

#[tokio::test(flavor = "multi_thread")]
async fn streams_the_answer_to_stdout_and_exits_zero() {
    let server = TestServer::start(vec![Reply::sse(ANSWER)]).await.unwrap();
    let out = print(&server, &["-p", "Say", "hi"]).await;
    // The run's real effect ends stderr: here, none.
    assert_eq!((out.code, out.stdout.as_str(), out.stderr.as_str()), (Some(0), "Hi there\n", "no files changed\n"));
    let body: serde_json::Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    assert_eq!(body["messages"][1], serde_json::json!({"role": "user", "content": "Say hi"}));
    assert_eq!(body["messages"][0]["role"], "system");
    let system = body["messages"][0]["content"].as_str().unwrap();
    assert!(system.starts_with("You are nub") && system.contains("working directory"), "{system}");
    assert_eq!(body["model"], "test-model");
}

#[tokio::test(flavor = "multi_thread")]
async fn reads_the_prompt_from_standard_input() {
    let server = TestServer::start(vec![Reply::sse(ANSWER)]).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    let mut child = nub(&state)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .arg("-p")
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"piped question\n").await.unwrap();
    drop(stdin);
    let out = output_of(child).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(server.requests()[0].body.contains("piped question"));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_retry_is_reported_on_stderr_and_the_answer_still_arrives() {
    let server = TestServer::start(vec![Reply::status(503, "{\"error\":{\"message\":\"busy\"}}"), Reply::sse(ANSWER)])
        .await
        .unwrap();
    let out = print(&server, &["-p", "hi"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout, "Hi there\n");
    assert!(out.stderr.contains("HTTP 503") && out.stderr.contains("retrying"), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn provider_errors_exit_one_with_advice() {
    let server =
        TestServer::start(vec![Reply::status(401, "{\"error\":{\"message\":\"Incorrect API key\"}}")]).await.unwrap();
    let out = print(&server, &["-p", "hi"]).await;
    assert_eq!(out.code, Some(1));
    assert_eq!(out.stdout, "");
    assert!(out.stderr.contains("Incorrect API key") && out.stderr.contains("NUB_API_KEY"), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_broken_stream_keeps_the_text_and_exits_one() {
    let server = TestServer::start(vec![Reply::sse(ANSWER).cut_after(3), Reply::sse(ANSWER)]).await.unwrap();
    let out = print(&server, &["-p", "hi"]).await;
    assert_eq!(out.code, Some(1));
    assert_eq!(out.stdout, "Hi there\n", "text shown once, never repeated by a retry");
    assert_eq!(server.requests().len(), 1);
    assert!(out.stderr.contains("broke off"), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_endless_answer_stops_at_the_cap_and_is_not_kept() {
    let delta =
        format!("data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"content\":\"{}\"}}}}]}}\n\n", "x".repeat(8000));
    let endless = || Reply::Endless { piece: delta.clone().into_bytes() };
    let server = TestServer::start(vec![endless(), endless(), Reply::sse(ANSWER)]).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let mut command = nub(&state);
        command.env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "test-model").args(args);
        output_of(command.spawn().unwrap())
    };

    let out = run(&["-p", "hi"]).await;
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(out.stderr.contains("grew past 4194304 bytes"), "{}", out.stderr);
    // What streamed was shown (about the cap's worth), and the run stopped there.
    assert!((4 << 20..5 << 20).contains(&out.stdout.len()), "{} bytes on stdout", out.stdout.len());

    let out = run(&["-c", "--mode", "json", "-p", "again"]).await;
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    let end: serde_json::Value = serde_json::from_str(out.stdout.lines().last().unwrap()).unwrap();
    assert_eq!(end["outcome"]["kind"], "answer_too_large", "{end}");
    // A failed run asks for no session title: it would meet the same flood.
    assert_eq!(server.title_requests(), 0);

    // The cut answers were never stored: the next request carries the two
    // prompts and no assistant text, and the session file stays small.
    let out = run(&["-c", "-p", "third"]).await;
    assert_eq!((out.code, out.stdout.as_str()), (Some(0), "Hi there\n"), "{}", out.stderr);
    let body: serde_json::Value = serde_json::from_str(&server.requests()[2].body).unwrap();
    let roles: Vec<&str> = body["messages"].as_array().unwrap().iter().map(|m| m["role"].as_str().unwrap()).collect();
    assert!(!roles.contains(&"assistant"), "a partial answer went back to the model: {roles:?}");
    let sessions = std::fs::read_dir(state.path().join(".nub/sessions")).unwrap();
    let stored: u64 = sessions.map(|file| file.unwrap().metadata().unwrap().len()).sum();
    assert!(stored < 64 << 10, "{stored} bytes of session");
    assert_eq!(server.title_requests(), 0, "print mode never spends a request on a title");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_answer_cap_is_a_user_setting_a_project_may_only_lower() {
    let delta =
        format!("data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"content\":\"{}\"}}}}]}}\n\n", "x".repeat(8000));
    let endless = || Reply::Endless { piece: delta.clone().into_bytes() };
    let server = TestServer::start(vec![endless(), endless(), endless()]).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    let run = || {
        let mut command = nub(&state);
        command.env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "test-model").args(["-p", "hi"]);
        output_of(command.spawn().unwrap())
    };
    let user = state.path().join(".config/nub");
    std::fs::create_dir_all(&user).unwrap();
    std::fs::write(user.join("config.toml"), "[limits]\nmax_answer_bytes = 200000\n").unwrap();
    let out = run().await;
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(out.stderr.contains("grew past 200000 bytes"), "{}", out.stderr);
    assert!(out.stderr.contains("[limits] max_answer_bytes"), "the error names the setting: {}", out.stderr);
    assert!(out.stdout.len() < 300_000, "{} bytes on stdout", out.stdout.len());

    // An untrusted project may lower the cap but not raise it.
    let project = state.path().join(".nub");
    std::fs::create_dir_all(&project).unwrap();
    std::fs::write(project.join("config.toml"), "[limits]\nmax_answer_bytes = 80000\n").unwrap();
    let out = run().await;
    assert!(out.stderr.contains("grew past 80000 bytes"), "{}", out.stderr);
    std::fs::write(project.join("config.toml"), "[limits]\nmax_answer_bytes = 900000000\n").unwrap();
    let out = run().await;
    assert!(out.stderr.contains("grew past 200000 bytes"), "{}", out.stderr);
    assert!(out.stderr.contains("max_answer_bytes"), "the warning names the ignored entry: {}", out.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn missing_configuration_exits_two_before_any_request() {
    let state = tempfile::tempdir().unwrap();
    let out = output_of(nub(&state).args(["-p", "hi"]).spawn().unwrap()).await;
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("NUB_BASE_URL"), "{}", out.stderr);

    let out = output_of(nub(&state).args(["--no-such-flag"]).spawn().unwrap()).await;
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("--no-such-flag"), "{}", out.stderr);

    let out = output_of(
        nub(&state).args(["-p"]).env("NUB_BASE_URL", "http://127.0.0.1:9/v1").env("NUB_MODEL", "m").spawn().unwrap(),
    )
    .await;
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("no prompt"), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn interrupt_cancels_and_exits_three() {
    let server = TestServer::start(vec![Reply::Hang]).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    let child =
        nub(&state).env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "m").args(["-p", "hi"]).spawn().unwrap();
    // Wait until the request arrived, so the signal hits a running request.
    for _ in 0..100 {
        if !server.requests().is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let pid = child.id().unwrap().to_string();
    let killed = Command::new("sh").args(["-c", &format!("kill -INT {pid}")]).status().await.unwrap();
    assert!(killed.success());
    let out = output_of(child).await;
    assert_eq!(out.code, Some(3), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn logs_go_to_the_state_directory_never_stdout() {
    let server = TestServer::start(vec![Reply::sse(ANSWER)]).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    let child = nub(&state)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .env("NUB_API_KEY", "sk-secret-value")
        .args(["-p", "hi"])
        .spawn()
        .unwrap();
    let out = output_of(child).await;
    assert_eq!(out.stdout, "Hi there\n");
    let log_dir = state.path().join("state/nub/log");
    let logs: String =
        std::fs::read_dir(&log_dir).unwrap().map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap()).collect();
    assert!(logs.contains("sending request"), "{logs}");
    assert!(logs.lines().all(|line| serde_json::from_str::<serde_json::Value>(line).is_ok()), "JSON lines");
    assert!(!logs.contains("sk-secret-value"), "the key never reaches the log");
}
