//! A small model asked for a change that answers the first request in words
//! alone is told once to make the change, and the run goes on.

use nub_agent::{Input, Outcome};
use nub_llm::StopReason;

use super::fake::*;
use super::small::{file_tools, write};

const VACCINES: &str = "from datetime import date\n\ndef due(pet):\n    return date.fromisoformat(pet[\"last\"])\n";

const DESCRIBED: &str = "To fix the KeyError in `vaccines.py`, `due` should read the date with `pet.get` and a default for pets never vaccinated.";

/// As the 1.5B model answered, twice: the old and new line in code spans.
const REPLACE_IN_WORDS: &str = "To fix the KeyError in `vaccines.py`, replace the line `return date.fromisoformat(pet[\"last\"])` with `return date.fromisoformat(pet.get(\"last\", \"2000-01-01\"))`.";

/// A replacement said in words becomes the edit it names, at once.
#[tokio::test(flavor = "multi_thread")]
async fn a_replacement_said_in_words_is_made() {
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, REPLACE_IN_WORDS)], StopReason::EndTurn),
        answer(vec![text(0, "Pets never vaccinated are due now.")], StopReason::EndTurn),
    ]);
    let options = Options { lean: true, text_edits: true, ..Options::default() };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "vaccines.py", VACCINES);
    h.send(Input::prompt(
        "The reminder crashes with KeyError: 'last'. Pets never vaccinated should show up as needing a jab.\n\n@vaccines.py",
    ))
    .await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(provider.requests().len(), 2, "the answer in words ran as an edit, then the answer");
    assert!(events.iter().any(|e| matches!(e, nub_agent::UiEvent::ToolStart { name, .. } if name == "edit")));
    let now = std::fs::read_to_string(h.repo.path().join("vaccines.py")).unwrap();
    assert_eq!(now, VACCINES.replace("pet[\"last\"]", "pet.get(\"last\", \"2000-01-01\")"));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_change_only_described_is_asked_for_once() {
    let fix = serde_json::json!({
        "path": "vaccines.py",
        "old_string": "pet[\"last\"]",
        "new_string": "pet.get(\"last\", \"2000-01-01\")",
    });
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, DESCRIBED)], StopReason::EndTurn),
        answer(vec![call(0, "e", "edit", fix)], StopReason::ToolUse),
        answer(vec![text(0, "Pets never vaccinated are due now.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "vaccines.py", VACCINES);
    h.send(Input::prompt(
        "The reminder crashes with KeyError: 'last' for pets never vaccinated. They should show up as needing a jab.\n\n@vaccines.py",
    ))
    .await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 3, "the description, the edit, the answer");
    let told = format!("{:?}", requests[1].messages.last().unwrap());
    assert!(
        told.contains("no file has changed: the request asks for a change and your answer only describes it"),
        "{told}"
    );
    assert!(!requests[1].tools.is_empty());
    let now = std::fs::read_to_string(h.repo.path().join("vaccines.py")).unwrap();
    assert!(now.contains("pet.get(\"last\", \"2000-01-01\")"), "{now}");
}

/// Told once: a second answer in words ends the run, no file changed.
#[tokio::test(flavor = "multi_thread")]
async fn a_second_description_ends_the_run() {
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, DESCRIBED)], StopReason::EndTurn),
        // Other words: the same words again are asked for again (`resampled.rs`).
        answer(vec![text(0, "`due` should use `pet.get`.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "vaccines.py", VACCINES);
    h.send(Input::prompt("Fix the KeyError in vaccines.py.")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(provider.requests().len(), 2);
}

/// A question, a request for no change, a large model: the answer ends the
/// run as always.
#[tokio::test(flavor = "multi_thread")]
async fn answers_that_need_no_change_end_the_run() {
    for (prompt, lean) in [
        ("Why does the reminder crash with KeyError?", true),
        ("Explain what due() returns.", true),
        ("Fix the KeyError in vaccines.py.", false),
    ] {
        let provider = FakeProvider::new(vec![answer(vec![text(0, DESCRIBED)], StopReason::EndTurn)]);
        let mut h = start(provider.clone(), file_tools(), Options { lean, ..Options::default() });
        write(h.repo.path(), "vaccines.py", VACCINES);
        h.send(Input::prompt(prompt)).await;
        let (_, outcome) = h.until_run_end().await;
        assert_eq!(outcome, Outcome::Completed, "{prompt}");
        assert_eq!(provider.requests().len(), 1, "{prompt}");
    }
    // A change made: words end the run.
    let fix =
        serde_json::json!({"path": "vaccines.py", "old_string": "pet[\"last\"]", "new_string": "pet.get(\"last\")"});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "r", "read", serde_json::json!({"path": "vaccines.py"}))], StopReason::ToolUse),
        answer(vec![call(0, "e", "edit", fix)], StopReason::ToolUse),
        answer(vec![text(0, "Fixed.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "vaccines.py", VACCINES);
    h.send(Input::prompt("Fix the KeyError in vaccines.py.")).await;
    h.until_run_end().await;
    assert_eq!(provider.requests().len(), 3);
}

/// Words after a look count as well: the model read the file, then only
/// described the fix.
#[tokio::test(flavor = "multi_thread")]
async fn a_description_after_a_read_is_told_too() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "r", "read", serde_json::json!({"path": "vaccines.py"}))], StopReason::ToolUse),
        answer(vec![text(0, DESCRIBED)], StopReason::EndTurn),
        answer(vec![text(0, "I cannot.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "vaccines.py", VACCINES);
    h.send(Input::prompt("Fix the KeyError in vaccines.py.")).await;
    h.until_run_end().await;
    let requests = provider.requests();
    assert_eq!(requests.len(), 3);
    assert!(format!("{:?}", requests[2].messages.last().unwrap()).contains("only describes it"));
}

/// As the 1.5B model answered a question about the planetarium's seat
/// hold, with the settings file attached: what it would grep for.
const PLANNED: &str = "To answer the question, I will search for the line that sets the default duration for a reserved seat. I will use the grep function to search for the line that contains the phrase \"SEAT_HOLD_MINUTES\".";

#[tokio::test(flavor = "multi_thread")]
async fn a_question_answered_with_a_plan_is_told_once_to_answer() {
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, PLANNED)], StopReason::EndTurn),
        answer(vec![text(0, "A seat is held 12 minutes; dome.py sets it.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "dome.py", "SEAT_HOLD_MINUTES = 12\n");
    h.send(Input::prompt("How long is a reserved seat held by default, and which file sets it?\n\n@dome.py")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 2, "told once, then the answer");
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("says what you would look up, not what you found"), "{told}");

    // An answer is no plan, nor is "let me know".
    for answered in [
        "The seat is held 12 minutes, set in dome.py.",
        "It is 12 minutes (dome.py). Let me know if you need to find more.",
    ] {
        let provider = FakeProvider::new(vec![answer(vec![text(0, answered)], StopReason::EndTurn)]);
        let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
        write(h.repo.path(), "dome.py", "SEAT_HOLD_MINUTES = 12\n");
        h.send(Input::prompt("How long is a reserved seat held by default?\n\n@dome.py")).await;
        h.until_run_end().await;
        assert_eq!(provider.requests().len(), 1, "{answered}");
    }
}
