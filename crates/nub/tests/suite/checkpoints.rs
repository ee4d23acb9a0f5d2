//! Checkpoints end to end: the real binary, a scripted model, a directory
//! without git. What bash changed is diffed and restored; a hand edit makes
//! a restore refuse; branches keep their own files; a kill -9 mid-call
//! leaves a store that restores cleanly.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use nub_testkit::TestServer;
use serde_json::json;

use super::print_mode::{Output, nub, output_of};
use super::replies::*;

struct Repo {
    /// The user's home (config, logs); never the workspace.
    home: tempfile::TempDir,
    dir: tempfile::TempDir,
    base_url: String,
}

impl Repo {
    fn new(server: &TestServer) -> Repo {
        let home = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(home.path().join(".config/nub")).unwrap();
        std::fs::write(home.path().join(".config/nub/config.toml"), "[sessions]\ntitles = false\n").unwrap();
        let dir = tempfile::tempdir().unwrap();
        Repo { home, dir, base_url: server.base_url() }
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.dir.path().join(rel)
    }

    fn read(&self, rel: &str) -> Option<String> {
        std::fs::read_to_string(self.path(rel)).ok()
    }

    fn command(&self, args: &[&str]) -> tokio::process::Command {
        let mut command = nub(&self.home);
        command.current_dir(self.dir.path()).env("NUB_BASE_URL", &self.base_url).env("NUB_MODEL", "m").args(args);
        command
    }

    async fn run(&self, args: &[&str]) -> Output {
        output_of(self.command(args).spawn().unwrap()).await
    }

    /// The id of the node on `nub tree`'s line that contains `text`.
    async fn node(&self, text: &str) -> String {
        let tree = self.run(&["tree"]).await.stdout;
        let line = tree.lines().find(|l| l.contains(text)).unwrap_or_else(|| panic!("no {text:?} in\n{tree}"));
        let id =
            line.split_whitespace().find(|word| word.len() == 8 && word.chars().all(|c| c.is_ascii_alphanumeric()));
        id.unwrap().to_owned()
    }
}

fn bash(id: &str, command: &str) -> nub_testkit::Reply {
    tool_call(id, "bash", json!({ "command": command }))
}

/// The scenario: run 1 writes notes.txt; run 2's bash rewrites it,
/// deletes calc.py and creates extra.txt.
async fn two_runs(server_replies: Vec<nub_testkit::Reply>) -> (TestServer, Repo) {
    let mut replies = vec![
        tool_call("w1", "write", json!({"path": "notes.txt", "content": "first notes\n"})),
        answer("Wrote the notes."),
        bash("b1", "echo rewritten > notes.txt && rm calc.py && echo extra > extra.txt"),
        answer("Tidied up."),
    ];
    replies.extend(server_replies);
    let server = TestServer::start(replies).await.unwrap();
    let repo = Repo::new(&server);
    std::fs::write(repo.path("calc.py"), "def add(a, b):\n    return a + b\n").unwrap();
    let first = repo.run(&["-p", "--allow", "write,bash", "write notes"]).await;
    assert_eq!(first.code, Some(0), "{}", first.stderr);
    let second = repo.run(&["-c", "-p", "--allow", "write,bash", "tidy up"]).await;
    assert_eq!(second.code, Some(0), "{}", second.stderr);
    assert!(!repo.path(".git").exists());
    (server, repo)
}

#[tokio::test(flavor = "multi_thread")]
async fn diff_names_what_bash_changed_and_restore_brings_it_back_without_git() {
    let (_server, repo) = two_runs(Vec::new()).await;
    assert_eq!(repo.read("notes.txt").as_deref(), Some("rewritten\n"));
    let node = repo.node("tidy up").await;

    let diff = repo.run(&["diff", &node]).await;
    assert_eq!(diff.code, Some(0), "{}", diff.stderr);
    for expected in ["-first notes\n+rewritten\n", "--- a/calc.py\n+++ /dev/null\n", "--- /dev/null\n+++ b/extra.txt\n"]
    {
        assert!(diff.stdout.contains(expected), "{expected:?} missing:\n{}", diff.stdout);
    }
    let stat = repo.run(&["diff", "--stat", &node]).await.stdout;
    assert!(stat.contains(" deleted  calc.py") && stat.contains(" created  extra.txt"), "{stat}");
    assert!(stat.contains(" changed  notes.txt") && stat.contains("3 files differ"), "{stat}");
    // From the session's start, notes.txt did not exist yet.
    let whole = repo.run(&["diff", "--stat"]).await.stdout;
    assert!(whole.contains(" created  notes.txt"), "{whole}");

    let restored = repo.run(&["restore", &node]).await;
    assert_eq!(restored.code, Some(0), "{}", restored.stderr);
    assert_eq!(repo.read("notes.txt").as_deref(), Some("first notes\n"));
    assert_eq!(repo.read("calc.py").as_deref(), Some("def add(a, b):\n    return a + b\n"));
    assert_eq!(repo.read("extra.txt"), None);
    assert!(restored.stdout.contains("recreated calc.py") && restored.stdout.contains("deleted   extra.txt"));
    // The restore is a node: restoring the one before it undoes it.
    let undo = restored.stdout.lines().find_map(|l| l.strip_prefix("to undo it: nub restore ")).unwrap().to_owned();
    let undone = repo.run(&["restore", &undo]).await;
    assert_eq!(undone.code, Some(0), "{}", undone.stderr);
    assert_eq!(repo.read("notes.txt").as_deref(), Some("rewritten\n"));
    assert_eq!(repo.read("extra.txt").as_deref(), Some("extra\n"));
    assert!(!repo.path(".git").exists(), "nothing was written into a .git");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_hand_edit_makes_restore_refuse_and_change_nothing_until_forced() {
    let (_server, repo) = two_runs(Vec::new()).await;
    let node = repo.node("tidy up").await;
    std::fs::write(repo.path("notes.txt"), "my own words\n").unwrap();
    let refused = repo.run(&["restore", &node]).await;
    assert_eq!(refused.code, Some(1), "{}", refused.stderr);
    assert!(
        refused.stderr.contains("notes.txt") && refused.stderr.contains("nothing was restored"),
        "{}",
        refused.stderr
    );
    assert!(refused.stderr.contains(&format!("nub restore --force {node}")), "{}", refused.stderr);
    assert_eq!(repo.read("notes.txt").as_deref(), Some("my own words\n"));
    assert_eq!(repo.read("calc.py"), None);
    assert_eq!(repo.read("extra.txt").as_deref(), Some("extra\n"));
    let forced = repo.run(&["restore", "--force", &node]).await;
    assert_eq!(forced.code, Some(0), "{}", forced.stderr);
    assert_eq!(repo.read("notes.txt").as_deref(), Some("first notes\n"));
    assert!(repo.read("calc.py").is_some() && repo.read("extra.txt").is_none());
}

#[tokio::test(flavor = "multi_thread")]
async fn restore_goes_across_branches() {
    let server = TestServer::start(vec![
        tool_call("a1", "write", json!({"path": "app.txt", "content": "branch a\n"})),
        answer("A done."),
        tool_call("b1", "write", json!({"path": "app.txt", "content": "branch b\n"})),
        answer("B done."),
    ])
    .await
    .unwrap();
    let repo = Repo::new(&server);
    std::fs::write(repo.path("app.txt"), "start\n").unwrap();
    assert_eq!(repo.run(&["-p", "--allow", "write", "try a"]).await.code, Some(0));
    let prompt = repo.node("try a").await;
    // Back to the prompt, files too, then branch b from there.
    assert_eq!(repo.run(&["restore", &prompt]).await.code, Some(0));
    assert_eq!(repo.read("app.txt").as_deref(), Some("start\n"));
    let out = repo.run(&["-c", "--branch", &prompt, "-p", "--allow", "write", "try b"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(repo.read("app.txt").as_deref(), Some("branch b\n"));
    let a_done = repo.node("A done.").await;
    let b_done = repo.node("B done.").await;
    let to_a = repo.run(&["restore", &a_done]).await;
    assert_eq!(to_a.code, Some(0), "{}\n{}", to_a.stderr, repo.run(&["tree"]).await.stdout);
    assert_eq!(repo.read("app.txt").as_deref(), Some("branch a\n"));
    assert_eq!(repo.run(&["restore", &b_done]).await.code, Some(0));
    assert_eq!(repo.read("app.txt").as_deref(), Some("branch b\n"));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_kill_during_a_bash_call_leaves_a_store_that_restores_cleanly() {
    let server = TestServer::start(vec![bash(
        "b1",
        "echo half-way > notes.txt && rm calc.py && echo started > marker && sleep 5",
    )])
    .await
    .unwrap();
    let repo = Repo::new(&server);
    std::fs::write(repo.path("notes.txt"), "kept\n").unwrap();
    std::fs::write(repo.path("calc.py"), "x = 1\n").unwrap();
    let child = repo.command(&["-p", "--allow", "bash", "go"]).spawn().unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    while !repo.path("marker").exists() {
        assert!(Instant::now() < deadline, "the bash call never started");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let pid = child.id().unwrap();
    assert!(std::process::Command::new("kill").args(["-9", &pid.to_string()]).status().unwrap().success());
    let _ = output_of(child).await;
    let pending = repo.path(".nub/checkpoints/pending");
    assert_eq!(std::fs::read_dir(&pending).unwrap().count(), 1, "the call's marker is left");

    let prompt = repo.node("go").await;
    let diff = repo.run(&["diff", "--stat"]).await;
    assert_eq!(diff.code, Some(0), "{}", diff.stderr);
    assert!(diff.stdout.contains("notes.txt") && diff.stdout.contains("calc.py"), "{}", diff.stdout);
    let restored = repo.run(&["restore", &prompt]).await;
    assert_eq!(restored.code, Some(0), "{}", restored.stderr);
    assert_eq!(repo.read("notes.txt").as_deref(), Some("kept\n"));
    assert_eq!(repo.read("calc.py").as_deref(), Some("x = 1\n"));
    assert_eq!(std::fs::read_dir(&pending).unwrap().count(), 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn checkpoints_report_their_space_prune_and_can_be_turned_off() {
    let (_server, repo) = two_runs(Vec::new()).await;
    let report = repo.run(&["checkpoints"]).await;
    assert_eq!(report.code, Some(0), "{}", report.stderr);
    assert!(report.stdout.contains("the workspace as nub last saw it: 2 files"), "{}", report.stdout);
    assert!(report.stdout.lines().any(|l| l.split_whitespace().nth(3) == Some("2")), "two calls:\n{}", report.stdout);
    let kept = repo.run(&["checkpoints", "prune"]).await;
    assert!(kept.stdout.starts_with("dropped the checkpoints of 0 sessions"), "{}", kept.stdout);
    let pruned = repo.run(&["checkpoints", "prune", "--older-than", "0"]).await;
    assert!(pruned.stdout.starts_with("dropped the checkpoints of 1 session and"), "{}", pruned.stdout);
    let node = repo.node("tidy up").await;
    let nothing = repo.run(&["restore", &node]).await;
    assert!(nothing.stdout.starts_with("nothing to restore"), "{} {}", nothing.stdout, nothing.stderr);

    std::fs::write(repo.home.path().join(".config/nub/config.toml"), "[checkpoints]\nenabled = false\n").unwrap();
    let off = repo.run(&["diff"]).await;
    assert_eq!(off.code, Some(2));
    assert!(off.stderr.contains("enabled = false"), "{}", off.stderr);
}
