//! Hooks end to end: the real binary with `[hooks]` in the user's config (or
//! a project's, or Claude Code's settings), a scripted model on 127.0.0.1,
//! and hook programs that leave traces in the repository.

use std::path::Path;
use std::time::{Duration, Instant};

use nub_testkit::TestServer;
use serde_json::{Value, json};

use super::print_mode::{nub, output_of};
use super::replies::*;

/// A repository in `dir` whose user's config (`HOME` is `dir/home`, see
/// `in_repository`) holds `config`.
fn repository_with(dir: &Path, config: &str) {
    std::fs::create_dir_all(dir.join(".git")).unwrap();
    let user = dir.join("home/.config/nub");
    std::fs::create_dir_all(&user).unwrap();
    std::fs::write(user.join("config.toml"), config).unwrap();
}

/// nub in the repository `dir`, the user's home beside it.
fn in_repository(dir: &tempfile::TempDir) -> tokio::process::Command {
    let mut command = nub(dir);
    command.env("HOME", dir.path().join("home"));
    command
}

async fn print(dir: &tempfile::TempDir, server: &TestServer, prompt: &str) -> super::print_mode::Output {
    let child = in_repository(dir)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .args(["-p", "--allow", "bash,write", prompt])
        .spawn()
        .unwrap();
    output_of(child).await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_pre_tool_use_hook_exiting_2_blocks_bash_and_the_model_reads_why() {
    let server =
        TestServer::start(vec![tool_call("c1", "bash", json!({"command": "touch ran"})), answer("ok")]).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    repository_with(
        dir.path(),
        "[[hooks.pre_tool_use]]\nmatcher = \"Bash\"\ncommand = \"echo 'no shell before lunch' >&2; exit 2\"\n",
    );
    let out = print(&dir, &server, "make a file").await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(!dir.path().join("ran").exists(), "the blocked command ran");
    let second = &server.requests()[1].body;
    assert!(second.contains("no shell before lunch") && second.contains("pre_tool_use hook refused"), "{second}");
    assert!(out.stderr.contains("hook pre_tool_use") && out.stderr.contains("blocked"), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_post_tool_use_hook_sees_the_write_and_can_object() {
    let write = tool_call("w1", "write", json!({"path": "notes.txt", "content": "hello\n"}));
    let server = TestServer::start(vec![write, answer("written")]).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    repository_with(
        dir.path(),
        "[[hooks.post_tool_use]]\nmatcher = \"write|edit\"\ncommand = \"cat > seen.json; echo 'trailing newline missing' >&2; exit 2\"\n",
    );
    let out = print(&dir, &server, "write notes").await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let seen: Value = serde_json::from_str(&std::fs::read_to_string(dir.path().join("seen.json")).unwrap()).unwrap();
    assert_eq!(seen["tool_name"], "write");
    assert_eq!(seen["claude_tool_name"], "Write");
    assert_eq!(
        (seen["hook_event_name"].as_str(), seen["nub_event"].as_str()),
        (Some("PostToolUse"), Some("post_tool_use"))
    );
    assert_eq!(seen["tool_input"]["path"], "notes.txt");
    assert!(seen["tool_input"]["file_path"].as_str().unwrap().ends_with("/notes.txt"), "{seen}");
    assert!(seen["session_id"].is_string() && seen["transcript_path"].as_str().unwrap().ends_with(".jsonl"), "{seen}");
    assert_eq!(std::fs::read_to_string(dir.path().join("notes.txt")).unwrap(), "hello\n");
    assert!(server.requests()[1].body.contains("trailing newline missing"), "{}", server.requests()[1].body);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_user_prompt_submit_hooks_output_goes_with_the_first_request() {
    let server = TestServer::start(vec![answer("on it")]).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    repository_with(
        dir.path(),
        "[[hooks.user_prompt_submit]]\ncommand = \"echo 'ticket ABC-123: the parser drops comments'\"\n",
    );
    let out = print(&dir, &server, "fix the ticket").await;
    assert_eq!((out.code, out.stdout.as_str()), (Some(0), "on it\n"), "{}", out.stderr);
    let first = &server.requests()[0].body;
    assert!(first.contains("fix the ticket") && first.contains("ticket ABC-123: the parser drops comments"), "{first}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_user_prompt_submit_hook_exiting_2_keeps_the_prompt_from_the_model() {
    let server = TestServer::start(vec![answer("never")]).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    repository_with(
        dir.path(),
        "[[hooks.user_prompt_submit]]\ncommand = \"echo 'no secrets in prompts' >&2; exit 2\"\n",
    );
    let out = print(&dir, &server, "my password is hunter2").await;
    assert_ne!(out.code, Some(0));
    assert!(server.requests().is_empty(), "the prompt reached the model");
    assert!(out.stderr.contains("no secrets in prompts"), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stop_hook_keeps_the_run_going_exactly_once() {
    let server = TestServer::start(vec![answer("done"), answer("tests pass now")]).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    // Claude Code's advice: go on only when no stop hook made the run go on already.
    repository_with(
        dir.path(),
        "[[hooks.stop]]\ncommand = \"if grep -q '\\\"stop_hook_active\\\":true'; then exit 0; fi; echo 'run the tests first' >&2; exit 2\"\n",
    );
    let out = print(&dir, &server, "fix it").await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let requests = server.requests();
    assert_eq!(requests.len(), 2, "{}", out.stderr);
    assert!(requests[1].body.contains("run the tests first"), "{}", requests[1].body);
    assert!(out.stdout.contains("tests pass now"), "{}", out.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_untrusted_projects_hooks_never_run_and_are_named() {
    let server =
        TestServer::start(vec![tool_call("c1", "bash", json!({"command": "true"})), answer("ok")]).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    repository_with(dir.path(), "[hooks]\nclaude = true\n");
    std::fs::create_dir_all(dir.path().join(".nub")).unwrap();
    std::fs::write(
        dir.path().join(".nub/config.toml"),
        "[[hooks.session_start]]\ncommand = \"touch session-hook-ran\"\n[[hooks.pre_tool_use]]\ncommand = \"touch tool-hook-ran\"\n",
    )
    .unwrap();
    std::fs::create_dir_all(dir.path().join(".claude")).unwrap();
    std::fs::write(
        dir.path().join(".claude/settings.json"),
        r#"{"hooks": {"UserPromptSubmit": [{"hooks": [{"type": "command", "command": "touch claude-hook-ran"}]}]}}"#,
    )
    .unwrap();
    let out = print(&dir, &server, "hi").await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    for marker in ["session-hook-ran", "tool-hook-ran", "claude-hook-ran"] {
        assert!(!dir.path().join(marker).exists(), "{marker}: an untrusted project's hook ran");
    }
    assert!(
        out.stderr.contains("not trusted")
            && out.stderr.contains("hooks.pre_tool_use runs \"touch tool-hook-ran\"")
            && out.stderr.contains(".claude/settings.json: hooks.user_prompt_submit"),
        "{}",
        out.stderr
    );
    let listed = output_of(in_repository(&dir).arg("hooks").spawn().unwrap()).await;
    assert!(
        listed.stdout.contains("not run (this repository is not trusted") && listed.stdout.contains("tool-hook-ran"),
        "{}",
        listed.stdout
    );

    // Trusted, they run (the Claude settings too: trust covers them).
    assert_eq!(output_of(in_repository(&dir).arg("trust").spawn().unwrap()).await.code, Some(0));
    let server =
        TestServer::start(vec![tool_call("c1", "bash", json!({"command": "true"})), answer("ok")]).await.unwrap();
    let out = print(&dir, &server, "hi").await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    for marker in ["session-hook-ran", "tool-hook-ran", "claude-hook-ran"] {
        assert!(dir.path().join(marker).exists(), "{marker}: a trusted project's hook did not run");
    }
    let listed = output_of(in_repository(&dir).arg("hooks").spawn().unwrap()).await;
    assert!(listed.stdout.contains("pre_tool_use: touch tool-hook-ran"), "{}", listed.stdout);
    assert!(listed.stdout.contains(".claude/settings.json"), "{}", listed.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_hanging_hook_is_killed_at_its_timeout_and_the_run_goes_on() {
    let server = TestServer::start(vec![tool_call("c1", "bash", json!({"command": "touch ran"})), answer("finished")])
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    repository_with(
        dir.path(),
        "[[hooks.pre_tool_use]]\ncommand = \"(sleep 4; touch late) & sleep 60\"\ntimeout = 1\n",
    );
    let started = Instant::now();
    let out = print(&dir, &server, "go").await;
    assert_eq!((out.code, out.stdout.as_str()), (Some(0), "finished\n"), "{}", out.stderr);
    assert!(started.elapsed() < Duration::from_secs(20), "{:?}", started.elapsed());
    assert!(dir.path().join("ran").exists(), "the call did not run after its hook timed out");
    assert!(out.stderr.contains("timed out"), "{}", out.stderr);
    tokio::time::sleep(Duration::from_secs(4)).await;
    assert!(!dir.path().join("late").exists(), "a process of the hook outlived its timeout");
}

/// A hook script written for Claude Code, as its documentation shows them:
/// it reads the event, checks `hook_event_name` and `tool_name`, and denies
/// through `hookSpecificOutput`.
const CLAUDE_GUARD: &str = r#"import json, sys
event = json.load(sys.stdin)
if event["hook_event_name"] != "PreToolUse" or event["tool_name"] != "Bash":
    sys.exit(0)
command = event["tool_input"].get("command", "")
if "rm " in command:
    print(json.dumps({"hookSpecificOutput": {
        "hookEventName": "PreToolUse",
        "permissionDecision": "deny",
        "permissionDecisionReason": "Blocked by policy: no rm (" + event["session_id"][:4] + ")",
    }}))
sys.exit(0)
"#;

#[tokio::test(flavor = "multi_thread")]
async fn a_claude_code_hook_script_works_unchanged() {
    let server = TestServer::start(vec![tool_call("c1", "bash", json!({"command": "rm keep.txt"})), answer("ok")])
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join(".git")).unwrap();
    std::fs::write(dir.path().join("keep.txt"), "precious").unwrap();
    // The user's home, with nub's config and Claude Code's own settings and script.
    let home = dir.path().join("home");
    std::fs::create_dir_all(home.join(".config/nub")).unwrap();
    std::fs::write(home.join(".config/nub/config.toml"), "[hooks]\nclaude = true\n").unwrap();
    std::fs::create_dir_all(home.join(".claude/hooks")).unwrap();
    let guard = home.join(".claude/hooks/guard.py");
    std::fs::write(&guard, CLAUDE_GUARD).unwrap();
    let settings = json!({"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [
        {"type": "command", "command": format!("python3 {}", guard.display())}
    ]}]}});
    std::fs::write(home.join(".claude/settings.json"), settings.to_string()).unwrap();
    let child = nub(&dir)
        .env("HOME", &home)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .args(["-p", "--allow", "bash", "clean up"])
        .spawn()
        .unwrap();
    let out = output_of(child).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(std::fs::read_to_string(dir.path().join("keep.txt")).unwrap(), "precious");
    let second = &server.requests()[1].body;
    assert!(second.contains("Blocked by policy: no rm"), "{second}");
}

#[tokio::test(flavor = "multi_thread")]
async fn hooks_run_in_the_sandbox_without_nubs_keys() {
    let server = TestServer::start(vec![answer("ok")]).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    let escaped = outside.path().join("escaped");
    repository_with(
        dir.path(),
        &format!(
            "[[hooks.user_prompt_submit]]\ncommand = \"env > hook-env.txt; touch {} 2>/dev/null; true\"\n",
            escaped.display()
        ),
    );
    let child = in_repository(&dir)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .env("OPENAI_API_KEY", "sk-hook-must-not-see-1234")
        .args(["-p", "hi"])
        .spawn()
        .unwrap();
    let out = output_of(child).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let env = std::fs::read_to_string(dir.path().join("hook-env.txt")).unwrap();
    assert!(!env.contains("sk-hook-must-not-see"), "{env}");
    assert!(env.contains("NUB_PROJECT_DIR=") && env.contains("CLAUDE_PROJECT_DIR="), "{env}");
    let sandboxed = output_of(in_repository(&dir).arg("sandbox").spawn().unwrap()).await;
    if sandboxed.stdout.starts_with("sandbox: workspace-write") {
        assert!(!escaped.exists(), "a hook wrote outside the workspace");
    }
}
