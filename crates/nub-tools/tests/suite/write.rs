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
