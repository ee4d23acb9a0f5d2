//! Failing tests of a small model's run, searched for the fix: nub tries
//! one-line changes of the tested code in a scratch copy (through the real
//! `bash` tool and Python) and shows the change that makes them pass as the
//! edit to send.

use std::sync::Arc;

use nub_agent::{Input, Outcome, UiEvent};
use nub_llm::{Request, StopReason};

use super::fake::*;
use super::small::{small, with_bash, write};

const TEST: &str = "import unittest\n\nfrom plan import fortnights\n\n\nclass T(unittest.TestCase):\n    def test_one(self):\n        self.assertEqual(fortnights(14), 1)\n\n    def test_almost_two(self):\n        self.assertEqual(fortnights(27), 1)\n\n    def test_two(self):\n        self.assertEqual(fortnights(28), 2)\n";
const CODE: &str = "DAYS_IN_FORTNIGHT = 15\n\n\ndef fortnights(days):\n    return days // DAYS_IN_FORTNIGHT\n";
const PROMPT: &str = "Make the tests in test_plan.py pass without changing the tests.";

fn prompt_text(request: &Request) -> String {
    message_text(request.messages.iter().find(|m| m.role == nub_llm::Role::User).expect("a prompt"))
}

async fn run_plan(provider: &Arc<FakeProvider>) -> (Harness, Vec<UiEvent>, Outcome) {
    let options = Options { lean: true, ..small(vec!["test_plan.py", "plan.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    write(h.repo.path(), "test_plan.py", TEST);
    write(h.repo.path(), "plan.py", CODE);
    h.send(Input::prompt(PROMPT)).await;
    let (events, outcome) = h.until_run_end().await;
    (h, events, outcome)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_change_that_makes_the_tests_pass_is_shown_as_the_edit_and_lands() {
    let fix = serde_json::json!({
        "path": "plan.py",
        "old_string": "DAYS_IN_FORTNIGHT = 15",
        "new_string": "DAYS_IN_FORTNIGHT = 14",
    });
    let provider = FakeProvider::new(vec![answer(vec![call(0, "e", "edit", fix)], StopReason::ToolUse)]);
    let (h, events, outcome) = run_plan(&provider).await;
    let requests = provider.requests();
    let first = prompt_text(&requests[0]);
    assert!(
        first.ends_with(
            "nub tried small changes of the code in a scratch copy: with this change, all 3 tests pass.\n\
             - plan.py line 1: `DAYS_IN_FORTNIGHT = 15` -> `DAYS_IN_FORTNIGHT = 14`\n\
             If it is the right fix, send edit {\"path\":\"plan.py\",\"old_string\":\"DAYS_IN_FORTNIGHT = 15\",\"new_string\":\"DAYS_IN_FORTNIGHT = 14\"}"
        ),
        "{first}"
    );
    // The search is a bash call the user sees, and it left the repository alone.
    assert!(
        events.iter().any(|e| matches!(e, UiEvent::ToolStart { name, input, .. }
            if name == "bash" && input["command"].as_str().is_some_and(|c| c.starts_with("python3 - ")))),
        "{events:?}"
    );
    // The edit lands, the tests pass and the run is done: no request follows.
    assert_eq!(requests.len(), 1);
    assert!(composed_answer(&h).is_some_and(|said| said.starts_with("The tests pass now")));
    let after = before_last_answer(&h);
    assert!(after.contains("after your change; it passes: all 3 tests pass."), "{after}");
    assert_eq!(outcome, Outcome::Completed);
    let now = std::fs::read_to_string(h.repo.path().join("plan.py")).unwrap();
    assert_eq!(now, CODE.replace("15", "14"));
}

#[tokio::test(flavor = "multi_thread")]
async fn no_change_found_adds_nothing() {
    let provider = FakeProvider::new(vec![answer(vec![text(0, "I could not.")], StopReason::EndTurn)]);
    let options = Options { lean: true, ..small(vec!["test_plan.py", "plan.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    write(h.repo.path(), "test_plan.py", &TEST.replace("fortnights(28), 2", "fortnights(28), 'two'"));
    write(h.repo.path(), "plan.py", CODE);
    h.send(Input::prompt(PROMPT)).await;
    h.until_run_end().await;
    let first = prompt_text(&provider.requests()[0]);
    assert!(first.contains("fails"), "{first}");
    assert!(!first.contains("nub tried"), "{first}");
}
