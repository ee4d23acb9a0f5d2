//! `write`: creation with parent directories, diffs against the old content.

use nub_tools::ToolView;
use serde_json::json;

use super::{Repo, err, ok};

#[tokio::test]
async fn creates_parent_directories_and_reports_creation() {
    let repo = Repo::new();
    let result = ok("write", json!({"path": "a/b/c.txt", "content": "one\ntwo\n"}), &repo.env()).await;
    assert_eq!(repo.read("a/b/c.txt"), "one\ntwo\n");
    assert_eq!(result.for_model, "created a/b/c.txt (2 lines)");
    let ToolView::Diff { path, diff, added, removed, created } = result.view else { panic!("{:?}", result.view) };
    assert_eq!((path.as_str(), added, removed, created), ("a/b/c.txt", 2, 0, true));
    assert!(diff.starts_with("--- /dev/null\n+++ b/a/b/c.txt\n"), "{diff}");
    assert!(diff.contains("+one\n+two\n"), "{diff}");
}

#[tokio::test]
async fn overwriting_shows_a_diff_against_the_old_content() {
    let repo = Repo::new();
    repo.file("x.txt", "keep\nold\nkeep too\n");
    let env = repo.env();
    let result = ok("write", json!({"path": "x.txt", "content": "keep\nnew\nkeep too\nadded\n"}), &env).await;
    assert_eq!(result.for_model, "wrote x.txt: +2 -1");
    let ToolView::Diff { diff, created, .. } = result.view else { panic!() };
    assert!(!created);
    assert!(diff.contains("-old\n+new\n"), "{diff}");
    assert_eq!(repo.read("x.txt"), "keep\nnew\nkeep too\nadded\n");

    let same = ok("write", json!({"path": "x.txt", "content": "keep\nnew\nkeep too\nadded\n"}), &env).await;
    assert!(same.for_model.contains("unchanged"), "{}", same.for_model);
}

#[tokio::test]
async fn a_directory_is_not_overwritten() {
    let repo = Repo::new();
    repo.file("d/inner.txt", "x");
    let message = err("write", json!({"path": "d", "content": "x"}), &repo.env()).await;
    assert!(message.contains("d is a directory"), "{message}");
    assert_eq!(repo.read("d/inner.txt"), "x");
}

/// Seen with a 1.5B model asked to turn on debug in config.json: it went on
/// to write app.py over with one of its seven lines, told only "+1 -7".
#[tokio::test]
async fn a_small_models_write_that_cuts_a_file_to_less_than_half_says_so() {
    let repo = Repo::new();
    let app = "import json\n\nwith open('config.json') as f:\n    CONFIG = json.load(f)\n\nif CONFIG['debug']:\n    print('debug mode')\n";
    repo.file("app.py", app);
    let small = nub_tools::ToolEnv { partial_writes: true, ..repo.env() };
    let result = ok("write", json!({"path": "app.py", "content": "CONFIG = {}\n"}), &small).await;
    assert!(result.for_model.contains("This write cut app.py from 7 lines to 1."), "{}", result.for_model);
    assert_eq!(repo.read("app.py"), "CONFIG = {}\n", "the write itself stands");
    // Another model's write, or a file cut by less, says nothing more.
    repo.file("app.py", app);
    let result = ok("write", json!({"path": "app.py", "content": "CONFIG = {}\n"}), &repo.env()).await;
    assert_eq!(result.for_model, "wrote app.py: +1 -7");
    repo.file("app.py", app);
    let result = ok("write", json!({"path": "app.py", "content": app.replace("\nif", "if")}), &small).await;
    assert!(!result.for_model.contains("cut"), "{}", result.for_model);
}

/// Seen with a 1.5B model: `ops.py` written with its own name on top and
/// every line indented by four spaces, so it no longer parsed.
#[tokio::test]
async fn a_small_models_file_under_its_own_name_is_written_without_it() {
    let repo = Repo::new();
    repo.file("ops.py", "def add(a, b):\n    return a + b\n");
    let content = "ops.py\n\n    def add(a, b):\n        return a + b\n\n\n    def mul(a, b):\n        return a * b";
    let small = nub_tools::ToolEnv { partial_writes: true, ..repo.env() };
    ok("write", json!({"path": "ops.py", "content": content}), &small).await;
    assert_eq!(repo.read("ops.py"), "def add(a, b):\n    return a + b\n\n\ndef mul(a, b):\n    return a * b\n");
    ok("write", json!({"path": "ops.py", "content": content}), &repo.env()).await;
    assert!(repo.read("ops.py").starts_with("ops.py\n"), "another model's write is as written");
}
