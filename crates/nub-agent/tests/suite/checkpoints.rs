//! Checkpoints through the loop: the calls that may write are snapshotted
//! around, read-only ones are not, and `Input::Undo` / `Input::Restore`
//! put the files back as runs of their own.

use std::sync::Arc;

use nub_agent::{FailureKind, FileRestore, Input, Outcome, RestoredFile, UiEvent};
use nub_llm::StopReason;
use nub_tools::Tool;
use serde_json::json;

use super::fake::*;

fn tools() -> Vec<Arc<dyn Tool>> {
    vec![
        Arc::new(nub_tools::builtin::write::Write),
        Arc::new(nub_tools::builtin::bash::Bash::default()),
        Arc::new(nub_tools::builtin::read::Read),
    ]
}

fn restored(events: &[UiEvent]) -> Option<Vec<RestoredFile>> {
    events.iter().find_map(|e| match e {
        UiEvent::Restored { files, .. } => Some(files.clone()),
        _ => None,
    })
}

#[tokio::test(flavor = "multi_thread")]
async fn undo_puts_back_what_write_and_bash_changed_one_prompt_at_a_time() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "w1", "write", json!({"path": "notes.txt", "content": "first\n"}))], StopReason::ToolUse),
        answer(vec![text(0, "Written.")], StopReason::EndTurn),
        answer(
            vec![call(0, "b1", "bash", json!({"command": "echo second > notes.txt; rm calc.py; echo x > extra.txt"}))],
            StopReason::ToolUse,
        ),
        answer(vec![call(0, "r1", "read", json!({"path": "notes.txt"}))], StopReason::ToolUse),
        answer(vec![text(0, "Tidied.")], StopReason::EndTurn),
    ]);
    let options = Options { checkpoints: true, ..Options::default() };
    let mut h = start(provider, tools(), options);
    let root = h.repo.path().to_path_buf();
    std::fs::write(root.join("calc.py"), "x = 1\n").unwrap();
    h.send(Input::prompt("write notes")).await;
    assert_eq!(h.until_run_end().await.1, Outcome::Completed);
    h.send(Input::prompt("tidy up")).await;
    assert_eq!(h.until_run_end().await.1, Outcome::Completed);
    assert_eq!(std::fs::read_to_string(root.join("notes.txt")).unwrap(), "second\n");

    let journal =
        std::fs::read_to_string(root.join(format!(".nub/checkpoints/sessions/{}.jsonl", h.session_id))).unwrap();
    let tools: Vec<&str> =
        journal.lines().map(|l| if l.contains("\"tool\":\"write\"") { "write" } else { "bash" }).collect();
    assert_eq!(tools, ["write", "bash"], "one change set per call that wrote; none for read:\n{journal}");

    h.send(Input::Undo { force: false }).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let mut files = restored(&events).expect("a Restored event");
    files.sort_by(|a, b| a.path.cmp(&b.path));
    let change = |path: &str, change| RestoredFile { path: path.into(), change };
    assert_eq!(
        files,
        [
            change("calc.py", FileRestore::Recreated),
            change("extra.txt", FileRestore::Deleted),
            change("notes.txt", FileRestore::Restored)
        ]
    );
    assert_eq!(std::fs::read_to_string(root.join("notes.txt")).unwrap(), "first\n");
    assert!(root.join("calc.py").exists() && !root.join("extra.txt").exists());

    // Again: before the first prompt.
    h.send(Input::Undo { force: false }).await;
    let (events, _) = h.until_run_end().await;
    assert_eq!(restored(&events).unwrap(), [change("notes.txt", FileRestore::Deleted)]);
    assert!(!root.join("notes.txt").exists());
    h.send(Input::Undo { force: false }).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(events.iter().any(|e| matches!(e, UiEvent::Warning { message } if message.starts_with("nothing to undo"))));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_hand_edit_fails_the_restore_until_forced() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "w1", "write", json!({"path": "a.txt", "content": "agent\n"}))], StopReason::ToolUse),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider, tools(), Options { checkpoints: true, ..Options::default() });
    let root = h.repo.path().to_path_buf();
    h.send(Input::prompt("write")).await;
    h.until_run_end().await;
    std::fs::write(root.join("a.txt"), "mine\n").unwrap();
    h.send(Input::Undo { force: false }).await;
    let (_, outcome) = h.until_run_end().await;
    let Outcome::Failed { kind: FailureKind::Restore, message } = outcome else { panic!("{outcome:?}") };
    assert!(message.contains("a.txt") && message.contains("nothing was restored"), "{message}");
    assert_eq!(std::fs::read_to_string(root.join("a.txt")).unwrap(), "mine\n");
    h.send(Input::Undo { force: true }).await;
    assert_eq!(h.until_run_end().await.1, Outcome::Completed);
    assert!(!root.join("a.txt").exists());
}

#[tokio::test(flavor = "multi_thread")]
async fn without_checkpoints_a_restore_says_they_are_off() {
    let provider = FakeProvider::new(vec![]);
    let mut h = start(provider, tools(), Options::default());
    h.send(Input::Restore { node: "x".into(), force: false }).await;
    let (_, outcome) = h.until_run_end().await;
    assert!(
        matches!(outcome, Outcome::Failed { kind: FailureKind::Restore, message } if message.contains("enabled = false"))
    );
    assert!(!h.repo.path().join(".nub/checkpoints").exists());
}
