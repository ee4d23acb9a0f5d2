//! Failing tests of a small model's run, searched for the fix: nub tries
//! one-line changes of the tested code in a scratch copy (through the real
//! `bash` tool and Python) and sends the change that makes them pass as an
//! `edit` of its own.

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
async fn the_change_that_makes_the_tests_pass_is_sent_by_nub_and_lands_without_a_request() {
    // No answer is scripted: a request would end the run with an error.
    let provider = FakeProvider::new(vec![]);
    let (h, events, outcome) = run_plan(&provider).await;
    assert!(provider.requests().is_empty(), "the change needed no request");
    let session = h.stored();
    let history = session.path_to_head();
    let first = message_text(history[0]);
    assert!(
        first.ends_with(
            "nub tried small changes of the code in a scratch copy: with this change, all 3 tests pass.\n\
             - plan.py line 1: `DAYS_IN_FORTNIGHT = 15` -> `DAYS_IN_FORTNIGHT = 14`\n\
             nub makes it now with the edit tool."
        ),
        "{first}"
    );
    // The search is a bash call the user sees, and it left the repository alone.
    assert!(
        events.iter().any(|e| matches!(e, UiEvent::ToolStart { name, input, .. }
            if name == "bash" && input["command"].as_str().is_some_and(|c| c.starts_with("python3 - ")))),
        "{events:?}"
    );
    // nub's answer sends the edit as shown, through the edit tool the user sees.
    let nodes = session.path_to(session.head().expect("a head"));
    let sent = nodes[1];
    assert_eq!(sent.meta.model.as_deref(), Some("nub"));
    let edits: Vec<&serde_json::Value> = sent
        .message
        .content
        .iter()
        .filter_map(|block| match block {
            nub_llm::Block::ToolUse { name, input, .. } if name == "edit" => Some(input),
            _ => None,
        })
        .collect();
    assert_eq!(
        edits,
        vec![&serde_json::json!({
            "path": "plan.py",
            "old_string": "DAYS_IN_FORTNIGHT = 15",
            "new_string": "DAYS_IN_FORTNIGHT = 14",
        })]
    );
    assert!(events.iter().any(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "edit")));
    // Said beside the calls, not in the message the model reads later.
    assert!(message_text(&sent.message).is_empty());
    assert!(events.iter().any(|e| matches!(e, UiEvent::Warning { message }
        if message == "the change the fix search found is sent as nub's own edit, without a request")));
    assert_every_call_answered(&history);
    // The tests pass and the run is done.
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
