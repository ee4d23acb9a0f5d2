//! MCP in print mode: a server that hangs on initialize delays the first
//! request by its timeout only, is reported on stderr, and is ended with nub.

use std::time::{Duration, Instant};

use nub_testkit::TestServer;

use super::print_mode::{nub, output_of};
use super::replies::*;

#[tokio::test(flavor = "multi_thread")]
async fn a_hanging_server_is_dropped_with_a_warning_and_the_run_goes_on() {
    let repo = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(repo.path().join(".git")).unwrap();
    std::fs::create_dir_all(repo.path().join(".nub")).unwrap();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/mcp-hang.sh");
    let pid_file = repo.path().join("hang.pid");
    std::fs::write(
        repo.path().join(".nub/config.toml"),
        format!(
            "[[mcp]]\nname = \"stuck\"\ncommand = \"sh\"\nargs = [{script:?}, {:?}]\ntimeout = 1.0\n",
            pid_file.display().to_string()
        ),
    )
    .unwrap();
    let server = TestServer::start(vec![answer("fine")]).await.unwrap();
    let started = Instant::now();
    let child = nub(&repo)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .args(["-p", "hello", "--trust-project"])
        .spawn()
        .unwrap();
    let out = output_of(child).await;
    let took = started.elapsed();

    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout, "fine\n");
    assert_eq!(server.requests().len(), 1);
    assert!(took < Duration::from_secs(4), "the run took {took:?} with a 1 s MCP timeout");
    assert!(out.stderr.contains("MCP server stuck dropped: no answer within 1.0 s"), "{}", out.stderr);
    assert!(out.stderr.contains("never answering on purpose"), "the stderr tail is shown: {}", out.stderr);
    let tools = server.requests()[0].body.clone();
    assert!(!tools.contains("stuck__"));

    let pid = std::fs::read_to_string(&pid_file).unwrap();
    let alive = std::fs::read_to_string(format!("/proc/{}/stat", pid.trim())).is_ok_and(|s| !s.contains(") Z "));
    assert!(!alive, "the hanging server {pid} outlived nub");
}

/// A repository whose config starts `scripts/mcp-prompts.py` as server `team`.
fn repo_with_prompt_server() -> tempfile::TempDir {
    let repo = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(repo.path().join(".git")).unwrap();
    std::fs::create_dir_all(repo.path().join(".nub")).unwrap();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/mcp-prompts.py");
    std::fs::write(
        repo.path().join(".nub/config.toml"),
        format!("[[mcp]]\nname = \"team\"\ncommand = \"python3\"\nargs = [{script:?}]\n"),
    )
    .unwrap();
    repo
}

#[tokio::test(flavor = "multi_thread")]
async fn a_servers_prompt_runs_as_a_slash_command_and_one_it_cannot_give_fails_with_exit_1() {
    let repo = repo_with_prompt_server();
    let server = TestServer::start(vec![answer("reviewed")]).await.unwrap();
    let run = |prompt: &'static str| {
        nub(&repo)
            .env("NUB_BASE_URL", server.base_url())
            .env("NUB_MODEL", "m")
            .args(["-p", prompt, "--trust-project"])
            .spawn()
            .unwrap()
    };
    let out = output_of(run("/team:review rust error handling")).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout, "reviewed\n");
    let body: serde_json::Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    let user = body["messages"][1]["content"].to_string();
    assert!(user.contains("REVIEW-PROMPT: review the rust code, focusing on error handling."), "{user}");
    assert!(!user.contains("/team:review"), "{user}");

    let out = output_of(run("/team:broken")).await;
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(out.stderr.contains("cannot give /team:broken") && out.stderr.contains("is broken"), "{}", out.stderr);
    let out = output_of(run("/team:review")).await;
    assert_eq!(out.code, Some(1), "{}", out.stderr);
    assert!(out.stderr.contains("/team:review needs language"), "{}", out.stderr);
    assert_eq!(server.requests().len(), 1, "nothing was sent for the prompts that were not given");

    assert!(nub(&repo).arg("trust").output().await.unwrap().status.success());
    let listed = nub(&repo).arg("mcp").output().await.unwrap();
    let listed = String::from_utf8_lossy(&listed.stdout);
    assert!(listed.contains("/team:review <language> [focus]  (prompt"), "{listed}");
    assert!(listed.contains("/team:standup  (prompt"), "{listed}");
}
