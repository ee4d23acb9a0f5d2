//! One start-up for every command (`nub-runtime`): what the reports show is
//! what a run sends, and the defects found using nub as a new user would.

use std::process::Stdio;

use nub_testkit::{Reply, TestServer};
use serde_json::Value;
use tokio::io::AsyncWriteExt;

use super::print_mode::{nub, output_of};
use super::replies::*;

fn repo() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join(".git")).unwrap();
    dir
}

fn skill(dir: &tempfile::TempDir) {
    let skill = dir.path().join(".nub/skills/release");
    std::fs::create_dir_all(&skill).unwrap();
    std::fs::write(skill.join("SKILL.md"), "---\nname: release\ndescription: How to cut a release.\n---\nSteps.\n")
        .unwrap();
}

#[tokio::test(flavor = "multi_thread")]
async fn nub_context_lists_exactly_the_tools_of_the_first_request() {
    let dir = repo();
    skill(&dir);
    let server = TestServer::start(vec![answer("ok")]).await.unwrap();
    let args = ["--deny", "bash,read_skill"];
    let child = nub(&dir)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .args(["-p", "hi"])
        .args(args)
        .spawn()
        .unwrap();
    assert_eq!(output_of(child).await.code, Some(0));
    let body: Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    let sent: Vec<&str> =
        body["tools"].as_array().unwrap().iter().map(|t| t["function"]["name"].as_str().unwrap()).collect();
    assert_eq!(sent, ["read", "write", "edit", "glob", "grep", "todo", "task"]);

    // nub context takes no --deny; NUB_PERMISSIONS says the same.
    let child = nub(&dir).env("NUB_PERMISSIONS", "bash=deny,read_skill=deny").arg("context").spawn().unwrap();
    let out = output_of(child).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let listed: Vec<&str> = out.stdout.lines().filter_map(|l| l.split("  tool ").nth(1)).collect();
    assert_eq!(listed, sent, "{}", out.stdout);

    // Without the denials, read_skill is listed as it would be sent.
    let child = nub(&dir).arg("context").spawn().unwrap();
    let out = output_of(child).await;
    assert!(out.stdout.contains("tool read_skill") && out.stdout.contains("tool bash"), "{}", out.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn permission_names_are_checked_against_the_real_tools() {
    let dir = repo();
    skill(&dir);
    let server = TestServer::start(vec![answer("ok")]).await.unwrap();
    let run = |deny: &'static str| {
        nub(&dir)
            .env("NUB_BASE_URL", server.base_url())
            .env("NUB_MODEL", "m")
            .args(["-p", "hi", "--deny", deny])
            .spawn()
            .unwrap()
    };
    let out = output_of(run("read_skill")).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let out = output_of(run("bsah")).await;
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("did you mean \"bash\"") && out.stderr.contains("read_skill"), "{}", out.stderr);
    assert_eq!(server.requests().len(), 1, "a bad name sends nothing");
}

#[tokio::test(flavor = "multi_thread")]
async fn nub_mcp_with_an_http_server_reports_instead_of_panicking() {
    let dir = repo();
    std::fs::create_dir_all(dir.path().join(".nub")).unwrap();
    // A port nothing listens on: the HTTP client is built, the connect fails.
    std::fs::write(
        dir.path().join(".nub/config.toml"),
        "[[mcp]]\nname = \"docs\"\nurl = \"http://127.0.0.1:9/mcp\"\ntimeout = 2\n",
    )
    .unwrap();
    let child = nub(&dir).env("NUB_TRUST_PROJECT", "1").arg("mcp").spawn().unwrap();
    let out = output_of(child).await;
    assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(out.stdout.contains("docs  failed"), "{}", out.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_base_url_with_a_named_endpoint_keeps_its_protocol_and_key() {
    let server = TestServer::start(vec![Reply::sse(super::providers::ANTHROPIC_TEXT)]).await.unwrap();
    let dir = repo();
    let child = nub(&dir)
        .env("ANTHROPIC_API_KEY", "sk-ant-proxy-test")
        .args(["--endpoint", "anthropic", "--base-url", &server.base_url(), "-p", "hi"])
        .spawn()
        .unwrap();
    let out = output_of(child).await;
    assert_eq!((out.code, out.stdout.as_str()), (Some(0), "Bonjour\n"), "{}", out.stderr);
    let sent = &server.requests()[0];
    assert!(sent.path.ends_with("/messages"), "{}", sent.path);
    assert_eq!(sent.header("x-api-key"), Some("sk-ant-proxy-test"));
}

#[tokio::test(flavor = "multi_thread")]
async fn nub_config_shows_what_a_run_with_the_same_flags_uses() {
    let dir = repo();
    let home = dir.path().join(".config/nub");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::write(
        home.join("config.toml"),
        "[model]\nendpoint = \"local\"\ndefault = \"m\"\n[[endpoint]]\nname = \"local\"\nbase_url = \"http://127.0.0.1:9/v1\"\napi_key = \"none\"\n",
    )
    .unwrap();
    let child = nub(&dir).env("NUB_ENDPOINT", "anthropic").env("ANTHROPIC_API_KEY", "sk-ant-x").arg("config").spawn();
    let out = output_of(child.unwrap()).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let active = out.stdout.lines().find(|l| l.starts_with("# a run uses")).unwrap();
    assert!(active.contains("endpoint anthropic (anthropic, chosen by env NUB_ENDPOINT)"), "{active}");
    assert!(active.contains("env:ANTHROPIC_API_KEY (set)") && !active.contains("sk-ant-x"), "{active}");
    assert!(active.contains("claude"), "the default model belongs to local, not anthropic: {active}");

    let child = nub(&dir).args(["config", "--model", "big", "--endpoint", "local"]).spawn().unwrap();
    let out = output_of(child).await;
    let active = out.stdout.lines().find(|l| l.starts_with("# a run uses")).unwrap();
    assert!(active.contains("endpoint local") && active.contains("\"big\" (from flag --model)"), "{active}");
    assert!(active.contains("chosen by flag --endpoint"), "{active}");
    // Unknown to the registry: the window is a default, and says so.
    let window = out.stdout.lines().find(|l| l.starts_with("# context window")).unwrap();
    assert!(window.contains("default: the model is not in nub's registry"), "{window}");

    let child = nub(&dir).arg("config").spawn().unwrap();
    let out = output_of(child).await;
    let active = out.stdout.lines().find(|l| l.starts_with("# a run uses")).unwrap();
    assert!(active.contains("chosen by [model] endpoint in "), "{active}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_closed_stdout_ends_quietly_and_keeps_the_session() {
    let server = TestServer::start(vec![answer("a long answer that nobody reads to the end")]).await.unwrap();
    let dir = repo();
    let mut child =
        nub(&dir).env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "m").args(["-p", "hi"]).spawn().unwrap();
    // Like `| head -c0`: the reader is gone before anything is written.
    drop(child.stdout.take());
    let out = output_of(child).await;
    assert!(!out.stderr.contains("Broken pipe"), "{}", out.stderr);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let sessions = std::fs::read_dir(dir.path().join(".nub/sessions")).unwrap().count();
    assert_eq!(sessions, 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn piped_text_follows_the_prompt_argument() {
    let server = TestServer::start(vec![answer("ok"), answer("ok")]).await.unwrap();
    let dir = repo();
    let mut child = nub(&dir)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .args(["-p", "summarize this"])
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"line one\nline two\n").await.unwrap();
    drop(stdin);
    assert_eq!(output_of(child).await.code, Some(0));
    let body: Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    assert_eq!(body["messages"][1]["content"], "summarize this\n\nline one\nline two\n");

    // Past the limit: a clear error before anything is sent.
    let mut child = nub(&dir)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .args(["-p", "summarize this"])
        .stdin(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = tokio::spawn(async move {
        let chunk = vec![b'x'; 1024 * 1024];
        for _ in 0..5 {
            if stdin.write_all(&chunk).await.is_err() {
                break;
            }
        }
    });
    let out = output_of(child).await;
    writer.await.unwrap();
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("larger than 4 MiB"), "{}", out.stderr);
    assert_eq!(server.requests().len(), 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn tools_run_without_nubs_keys_unless_passed_through() {
    // NUB_TRUST_PROJECT never passes: a nub the model starts in another
    // repository must not trust it on this run's say-so.
    let command = "echo key=${OPENAI_API_KEY:-unset} other=${ANTHROPIC_API_KEY:-unset} mine=${MY_TOKEN:-unset} trust=${NUB_TRUST_PROJECT:-unset}";
    for (passthrough, expected) in [
        (None, "key=unset other=unset mine=visible trust=unset"),
        (Some("OPENAI_API_KEY"), "key=sk-openai-secret-123456 other=unset mine=visible trust=unset"),
        (Some("NUB_TRUST_PROJECT"), "key=unset other=unset mine=visible trust=unset"),
    ] {
        let dir = repo();
        if let Some(name) = passthrough {
            let user = dir.path().join(".config/nub");
            std::fs::create_dir_all(&user).unwrap();
            std::fs::write(user.join("config.toml"), format!("[tools]\nenv_passthrough = [\"{name}\"]\n")).unwrap();
        }
        let server =
            TestServer::start(vec![tool_call("c1", "bash", serde_json::json!({ "command": command })), answer("done")])
                .await
                .unwrap();
        let child = nub(&dir)
            .env("NUB_BASE_URL", server.base_url())
            .env("NUB_MODEL", "m")
            .env("OPENAI_API_KEY", "sk-openai-secret-123456")
            .env("ANTHROPIC_API_KEY", "sk-ant-secret-123456")
            .env("MY_TOKEN", "visible")
            .env("NUB_TRUST_PROJECT", "1")
            .args(["-p", "show the env"])
            .spawn()
            .unwrap();
        let out = output_of(child).await;
        assert_eq!(out.code, Some(0), "{}", out.stderr);
        let second = &server.requests()[1].body;
        assert!(second.contains(expected), "{passthrough:?}: {second}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stated_window_is_learned_and_the_next_run_compacts_before_overflowing() {
    // The first run: llama.cpp refuses the prompt and says its window.
    let refusal = Reply::status(
        400,
        r#"{"error":{"code":400,"message":"the request exceeds the available context size (4096 tokens), try increasing it","type":"exceed_context_size_error","n_prompt_tokens":5000,"n_ctx":4096}}"#,
    );
    let dir = repo();
    let server = TestServer::start(vec![answer("ok"), refusal, answer("Goal: test."), answer("after")]).await.unwrap();
    let run = |args: &[&str]| {
        nub(&dir).env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "m").args(args).spawn().unwrap()
    };
    assert_eq!(output_of(run(&["-p", "first"])).await.code, Some(0));
    let out = output_of(run(&["-c", "-p", "second"])).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(out.stderr.contains("compacting") && out.stderr.contains("refused"), "{}", out.stderr);
    let limits = std::fs::read_to_string(dir.path().join("state/nub/limits.json")).unwrap();
    assert!(limits.contains("4096"), "{limits}");
    let config = output_of(
        nub(&dir).env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "m").arg("config").spawn().unwrap(),
    )
    .await;
    assert!(config.stdout.contains("context window: 4096 tokens (from learned (error))"), "{}", config.stdout);
    let tree = output_of(nub(&dir).arg("tree").spawn().unwrap()).await;
    assert!(tree.stdout.to_lowercase().contains("summary"), "{}", tree.stdout);
    // The kept message's original is folded, not shown as a branch.
    assert!(tree.stdout.contains("1 message carried past the summary"), "{}", tree.stdout);
    let sessions = output_of(nub(&dir).arg("sessions").spawn().unwrap()).await;
    assert!(!sessions.stdout.contains("branches"), "compaction counted as a branch: {}", sessions.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn print_mode_spends_no_request_on_a_title() {
    let dir = repo();
    let server = TestServer::start(vec![answer("done")]).await.unwrap();
    let child = nub(&dir)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .args(["-p", "fix the flaky test in the parser"])
        .spawn()
        .unwrap();
    assert_eq!(output_of(child).await.code, Some(0));
    assert_eq!(server.title_requests(), 0, "a title request per nub -p");
    assert_eq!(server.requests().len(), 1);
    // Listed by its first prompt until an interactive run names it
    // (tui_daily::a_print_mode_session_is_titled_when_continued_interactively).
    let list = output_of(nub(&dir).arg("sessions").spawn().unwrap()).await;
    assert!(list.stdout.contains("fix the flaky test in the parser"), "{}", list.stdout);
}
