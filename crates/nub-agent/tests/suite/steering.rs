//! Tool results that steer a small model, through the loop with the real
//! built-in tools: what the model reads after a wrong guess says where to
//! go next.

use std::sync::Arc;

use nub_agent::Input;
use nub_llm::StopReason;
use nub_tools::Tool;
use serde_json::json;

use super::fake::*;

fn tools() -> Vec<Arc<dyn Tool>> {
    vec![Arc::new(nub_tools::builtin::edit::Edit), Arc::new(nub_tools::builtin::grep::Grep)]
}

#[tokio::test(flavor = "multi_thread")]
async fn a_wrong_file_and_a_wrong_scope_are_answered_with_where_the_text_is() {
    let provider = FakeProvider::new(vec![
        answer(
            vec![call(
                0,
                "e1",
                "edit",
                json!({"path": "src/main.rs", "old_string": "def greet(", "new_string": "def welcome("}),
            )],
            StopReason::ToolUse,
        ),
        answer(
            vec![call(0, "g1", "grep", json!({"pattern": "class Invoice", "path": "pkg/users/models.py"}))],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Found them.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), tools(), Options::default());
    let root = h.repo.path().to_owned();
    std::fs::write(root.join("util.py"), "def greet(name):\n    return name\n").unwrap();
    std::fs::create_dir_all(root.join("pkg/users")).unwrap();
    std::fs::create_dir_all(root.join("pkg/billing")).unwrap();
    std::fs::write(root.join("pkg/users/models.py"), "class User:\n    pass\n").unwrap();
    std::fs::write(root.join("pkg/billing/models.py"), "\n\nclass Invoice:\n    pass\n").unwrap();
    h.send(Input::prompt("rename greet to welcome")).await;
    h.until_run_end().await;
    let requests = provider.requests();
    let edited = results_of(requests[1].messages.last().unwrap());
    assert_eq!(
        edited[0].1, "src/main.rs does not exist; `def greet(` occurs in util.py:1; edit it there",
        "no advice to create the file"
    );
    assert!(!root.join("src").exists());
    let searched = results_of(requests[2].messages.last().unwrap());
    assert_eq!(
        searched[0].1,
        "no matches for \"class Invoice\" in pkg/users/models.py; in the whole repository:\npkg/billing/models.py:3:class Invoice:"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn an_edit_of_a_file_never_read_is_refused_once_with_its_text() {
    // Seen with a 1.5B model: `add` renamed in calc.py without reading it.
    let edit = || {
        answer(
            vec![call(0, "e", "edit", json!({"path": "calc.py", "old_string": "def add(", "new_string": "def plus("}))],
            StopReason::ToolUse,
        )
    };
    let provider = FakeProvider::new(vec![
        edit(),
        edit(),
        answer(vec![call(0, "r", "read", json!({"path": "other.py"}))], StopReason::ToolUse),
        answer(
            vec![call(0, "e2", "edit", json!({"path": "other.py", "old_string": "x = 1", "new_string": "x = 2"}))],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Renamed.")], StopReason::EndTurn),
    ]);
    let tools: Vec<Arc<dyn Tool>> =
        vec![Arc::new(nub_tools::builtin::edit::Edit), Arc::new(nub_tools::builtin::read::Read)];
    let mut h = start(provider.clone(), tools, Options::default());
    let root = h.repo.path().to_owned();
    std::fs::write(root.join("calc.py"), "def add(a, b):\n    return a + b\n").unwrap();
    std::fs::write(root.join("other.py"), "x = 1\n").unwrap();
    h.send(Input::prompt("rename add to plus")).await;
    h.until_run_end().await;
    let requests = provider.requests();
    let refused = results_of(requests[1].messages.last().unwrap());
    assert!(refused[0].2, "refused as an error");
    assert!(refused[0].1.starts_with("calc.py has not been read in this session"), "{}", refused[0].1);
    assert!(refused[0].1.contains("     1\tdef add(a, b):\n     2\t    return a + b\n"), "{}", refused[0].1);
    // Shown the text, the same edit goes ahead; a file read first is edited at once.
    let second = results_of(requests[2].messages.last().unwrap());
    assert!(!second[0].2, "{}", second[0].1);
    let after_read = results_of(requests[4].messages.last().unwrap());
    assert!(!after_read[0].2, "{}", after_read[0].1);
    assert_eq!(std::fs::read_to_string(root.join("calc.py")).unwrap(), "def plus(a, b):\n    return a + b\n");
    assert_eq!(std::fs::read_to_string(root.join("other.py")).unwrap(), "x = 2\n");
}
