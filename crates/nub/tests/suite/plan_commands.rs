//! Prompt commands (`/greet Bob` from `.nub/commands/greet.md`) and plan
//! mode (`--plan`), end to end: the real binary in print mode against a
//! scripted server on 127.0.0.1.

use nub_testkit::{Reply, TestServer};
use serde_json::{Value, json};

use super::print_mode::{Output, nub, output_of};
use super::replies::{answer, tool_call};

async fn run(state: &tempfile::TempDir, server: &TestServer, args: &[&str]) -> Output {
    let child =
        nub(state).env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "test-model").args(args).spawn().unwrap();
    output_of(child).await
}

fn body(server: &TestServer, index: usize) -> Value {
    serde_json::from_str(&server.requests()[index].body).unwrap()
}

/// The text of every tool result the request `index` carries.
fn tool_results(server: &TestServer, index: usize) -> Vec<String> {
    let body = body(server, index);
    body["messages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["role"] == "tool")
        .map(|m| m["content"].as_str().map_or_else(|| m["content"].to_string(), str::to_owned))
        .collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_prompt_command_is_expanded_with_its_arguments_and_mentions() {
    let server = TestServer::start(vec![answer("Hello Bob!")]).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    let commands = state.path().join(".nub/commands");
    std::fs::create_dir_all(&commands).unwrap();
    // An untrusted project's `model` and `allowed_tools` are ignored; its text counts.
    std::fs::write(
        commands.join("greet.md"),
        "---\ndescription: Greet someone\nmodel: pricey-model\nallowed_tools: bash\n---\nSay hello to $1 warmly, as in @style.txt ($ARGUMENTS).\n",
    )
    .unwrap();
    std::fs::write(state.path().join("style.txt"), "STYLE: short and kind").unwrap();
    let out = run(&state, &server, &["-p", "/greet Bob"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout, "Hello Bob!\n");
    let body = body(&server, 0);
    let user = body["messages"][1]["content"].to_string();
    assert!(user.contains("Say hello to Bob warmly, as in @style.txt (Bob)."), "{user}");
    assert!(user.contains("STYLE: short and kind"), "the mention is attached: {user}");
    assert!(!user.contains("/greet"), "{user}");
    assert_eq!(body["model"], "test-model", "an untrusted project's command picks no model");
    assert!(out.stderr.contains("/greet: its model and allowed_tools are ignored"), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unknown_command_goes_to_the_model_as_written() {
    let server = TestServer::start(vec![answer("a hosts file")]).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    let out = run(&state, &server, &["-p", "/etc/hosts is what?"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(body(&server, 0)["messages"][1]["content"], "/etc/hosts is what?");
}

/// A write, a bash command and a read, then the plan.
fn plan_script() -> Vec<Reply> {
    vec![
        tool_call("w1", "write", json!({"path": "new.txt", "content": "x"})),
        tool_call("b1", "bash", json!({"command": "cat notes.txt; touch made-by-bash.txt"})),
        tool_call("r1", "read", json!({"path": "notes.txt"})),
        answer("1. Change nothing yet."),
    ]
}

#[tokio::test(flavor = "multi_thread")]
async fn plan_mode_refuses_write_and_bash_but_reads() {
    let server = TestServer::start(plan_script()).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    std::fs::write(state.path().join("notes.txt"), "NOTES: the parser is slow").unwrap();
    // Allowed outright, so only plan mode can stop them; no sandbox, so
    // bash has no read-only confinement and is refused.
    let out = run(&state, &server, &["-p", "--plan", "--sandbox", "off", "--allow", "write,bash", "plan it"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout.trim_end(), "1. Change nothing yet.");
    assert!(!state.path().join("new.txt").exists(), "write was refused");
    assert!(!state.path().join("made-by-bash.txt").exists(), "bash was refused");
    let system = body(&server, 0)["messages"][0]["content"].as_str().unwrap().to_owned();
    assert!(system.contains("You are in plan mode"), "{system}");
    let results = tool_results(&server, 3);
    assert_eq!(results.len(), 3, "{results:?}");
    assert!(results[0].contains("plan mode is on") && results[0].contains("write"), "{}", results[0]);
    assert!(results[1].contains("plan mode is on") && results[1].contains("bash"), "{}", results[1]);
    assert!(results[2].contains("NOTES: the parser is slow"), "{}", results[2]);
}

#[tokio::test(flavor = "multi_thread")]
async fn without_plan_mode_the_same_calls_run() {
    let server = TestServer::start(plan_script()).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    std::fs::write(state.path().join("notes.txt"), "NOTES").unwrap();
    let out = run(&state, &server, &["-p", "--sandbox", "off", "--allow", "write,bash", "do it"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(state.path().join("new.txt").exists() && state.path().join("made-by-bash.txt").exists());
    let system = body(&server, 0)["messages"][0]["content"].as_str().unwrap().to_owned();
    assert!(!system.contains("plan mode"), "{system}");
}

#[tokio::test(flavor = "multi_thread")]
async fn in_plan_mode_bash_runs_in_a_read_only_sandbox() {
    let server = TestServer::start(plan_script()).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    let sandbox = nub(&state).args(["sandbox"]).spawn().unwrap();
    let report = output_of(sandbox).await.stdout;
    if report.contains("unavailable") {
        eprintln!("\n\n*** SKIPPED: the sandbox is unavailable on this machine: {report} ***\n");
        return;
    }
    std::fs::write(state.path().join("notes.txt"), "NOTES: read inside").unwrap();
    let out = run(&state, &server, &["-p", "--plan", "--allow", "write,bash", "plan it"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(!state.path().join("made-by-bash.txt").exists(), "the repository is read-only to bash");
    let results = tool_results(&server, 3);
    assert!(results[1].contains("NOTES: read inside"), "bash read: {}", results[1]);
    assert!(results[1].contains("Read-only file system") || results[1].contains("ermission denied"), "{}", results[1]);
}
