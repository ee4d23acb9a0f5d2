//! A small model asked to make failing tests pass: the loop runs them
//! before the first request (through the real `bash` tool and Python's
//! unittest) and after each change, and says what fails as calls, what
//! they returned and what the tests expect, in place of the test file.

use nub_agent::{Input, Outcome, UiEvent};
use nub_llm::{Request, StopReason};

use super::fake::*;
use super::small::{small, with_bash, write};

const TEST: &str = "import unittest\n\nfrom names import initials\n\n\nclass T(unittest.TestCase):\n    def test_two(self):\n        self.assertEqual(initials(\"ada lovelace\"), \"AL\")\n\n    def test_empty(self):\n        self.assertEqual(initials(\"\"), \"\")\n";
const CODE: &str = "def initials(full_name):\n    return \"\".join(part[0] for part in full_name.split())\n";

fn prompt_text(request: &Request) -> String {
    message_text(request.messages.iter().find(|m| m.role == nub_llm::Role::User).expect("a prompt"))
}

/// Writes the test file `test` and names.py into `h`'s repository, and runs `prompt`.
async fn run_names(h: &mut Harness, test: &str, prompt: &str) -> (Vec<UiEvent>, Outcome) {
    write(h.repo.path(), "test_names.py", test);
    write(h.repo.path(), "names.py", CODE);
    h.send(Input::prompt(prompt)).await;
    h.until_run_end().await
}

#[tokio::test(flavor = "multi_thread")]
async fn failing_tests_come_with_the_prompt_as_calls_and_their_results() {
    let fix = serde_json::json!({
        "path": "names.py",
        "old_string": "part[0] for part",
        "new_string": "part[0].upper() for part",
    });
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "e", "edit", fix)], StopReason::ToolUse),
        // Sent to the tool-less last request: not run.
        answer(
            vec![call(
                0,
                "u",
                "edit",
                serde_json::json!({"path": "names.py", "old_string": ".upper()", "new_string": ""}),
            )],
            StopReason::ToolUse,
        ),
    ]);
    let options = Options { lean: true, ..small(vec!["test_names.py", "names.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    let (events, outcome) =
        run_names(&mut h, TEST, "Make the tests in test_names.py pass without changing the tests.").await;
    let requests = provider.requests();
    let first = prompt_text(&requests[0]);
    assert!(
        first.contains(
            "`python3 -m unittest -v test_names.py` fails 1 of 2 tests:\n- initials(\"ada lovelace\") returned 'al'; the test expects \"AL\""
        ),
        "{first}"
    );
    // The test file's text is not attached: the model copied its lines into edits.
    assert!(!first.contains("<attachment path=\"test_names.py\""), "{first}");
    assert!(first.contains("<attachment path=\"names.py\""), "{first}");
    assert!(
        first.ends_with("The tests are right: change names.py so that these calls return what the tests expect."),
        "{first}"
    );
    // The run is a bash call like any: the user sees it.
    assert!(
        events.iter().any(|e| matches!(e, UiEvent::ToolStart { name, input, .. } if name == "bash" && input["command"] == "python3 -m unittest -v test_names.py")),
        "{events:?}"
    );
    // After the fix they run again, pass, and the calls end.
    let after = before_last_answer(&h);
    assert!(after.contains("after your change; it passes: all 2 tests pass."), "{after}");
    // The tests pass: nub writes the last answer, and the undo the model
    // would have sent next is never asked for.
    assert_eq!(requests.len(), 1);
    assert_eq!(outcome, Outcome::Completed);
    assert!(composed_answer(&h).is_some_and(|said| said.starts_with("The tests pass now, after the change.")));
    let now = std::fs::read_to_string(h.repo.path().join("names.py")).unwrap();
    assert!(now.contains("part[0].upper() for part"), "the fix stays: {now}");
}

#[tokio::test(flavor = "multi_thread")]
async fn tests_that_cannot_run_or_a_bigger_model_leave_the_prompt_as_it_was() {
    for (lean, test, name) in [
        (false, TEST, "a model that is not small"),
        (true, "def test_two():\n    assert 1 == 2\n", "a pytest file, with no pytest to run it"),
    ] {
        let provider = FakeProvider::new(vec![answer(vec![text(0, "ok")], StopReason::EndTurn)]);
        let options = Options { lean, ..small(vec!["test_names.py", "names.py"], 4_000) };
        let mut h = start(provider.clone(), with_bash(), options);
        let (events, _) =
            run_names(&mut h, test, "Make the tests in test_names.py pass without changing the tests.").await;
        let first = prompt_text(&provider.requests()[0]);
        assert!(first.contains("<attachment path=\"test_names.py\""), "{name}: {first}");
        assert!(!first.contains("unittest -v"), "{name}: {first}");
        assert!(!events.iter().any(|e| matches!(e, UiEvent::ToolStart { .. })), "{name}: nothing ran");
    }
}

/// The run goes through the permissions like any call: denied, nothing runs.
#[tokio::test(flavor = "multi_thread")]
async fn a_denied_bash_runs_no_tests() {
    let provider = FakeProvider::new(vec![answer(vec![text(0, "ok")], StopReason::EndTurn)]);
    let mut policy = nub_tools::Policy::default();
    policy.tools.insert("bash".into(), nub_tools::Permission::Deny);
    let options = Options { lean: true, policy, ..small(vec!["test_names.py", "names.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    run_names(&mut h, TEST, "Make the tests in test_names.py pass.").await;
    let first = prompt_text(&provider.requests()[0]);
    assert!(first.contains("<attachment path=\"test_names.py\""), "{first}");
    assert!(!first.contains("fails 1 of 2"), "{first}");
}

/// The 1.5B model changed a constant by 15 each time, the tests failing
/// after each, for 27 requests: five changes that leave them failing end
/// the calls, and the run says so.
#[tokio::test(flavor = "multi_thread")]
async fn tests_that_still_fail_after_five_changes_end_the_calls() {
    let mut answers = Vec::new();
    for n in 0..6 {
        let edit = serde_json::json!({
            "path": "names.py",
            "old_string": format!("part[{n}] for part"),
            "new_string": format!("part[{}] for part", n + 1),
        });
        answers.push(answer(vec![call(0, &format!("e{n}"), "edit", edit)], StopReason::ToolUse));
    }
    // The sixth goes to the request for words, the one without tools finds
    // the script's end: no answer, so the run ends at the limit.
    let provider = FakeProvider::new(answers);
    let options = Options { lean: true, ..small(vec!["test_names.py", "names.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    let (_, outcome) =
        run_names(&mut h, TEST, "Make the tests in test_names.py pass without changing the tests.").await;
    let requests = provider.requests();
    assert_eq!(requests.len(), 7, "five changes, then the two forms of the last request");
    assert!(asks_for_words(&requests[5]));
    let last = format!("{:?}", requests[5].messages.last().unwrap());
    assert!(last.contains("the tests still fail after 5 changes, so no more tool calls will run"), "{last}");
    assert!(
        matches!(&outcome, Outcome::Limit { message, .. } if message.starts_with("the tests still fail after 5 changes")),
        "{outcome:?}"
    );
}

/// The 1.5B model sent a line of the report as `old_string`, then the next
/// one: such an edit is not run, and the function it names is shown.
#[tokio::test(flavor = "multi_thread")]
async fn a_line_of_the_test_report_sent_as_old_string_shows_the_code_to_fix() {
    let copied = serde_json::json!({
        "path": "names.py",
        "old_string": "initials(\"ada lovelace\") returned 'al'; the test expects \"AL\"",
        "new_string": "initials(\"ada lovelace\") returned 'AL'; the test expects \"AL\"",
    });
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "c", "edit", copied)], StopReason::ToolUse),
        answer(vec![text(0, "I could not.")], StopReason::EndTurn),
    ]);
    let options = Options { lean: true, ..small(vec!["test_names.py", "names.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    run_names(&mut h, TEST, "Make the tests in test_names.py pass.").await;
    let result = results_of(provider.requests()[1].messages.last().unwrap()).remove(0);
    assert!(result.2, "refused");
    assert_eq!(
        result.1,
        "not run: old_string is a line of nub's test report, not text of names.py. `initials` is the code to fix:\n     1\tdef initials(full_name):\n     2\t    return \"\".join(part[0] for part in full_name.split())\nFind the line of `initials` that computes the wrong result; send it as old_string, copied from above, and new_string the same line corrected."
    );
    assert_eq!(std::fs::read_to_string(h.repo.path().join("names.py")).unwrap(), CODE);
}
