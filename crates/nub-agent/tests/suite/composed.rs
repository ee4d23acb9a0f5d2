//! The last answer nub writes itself, without a request, when a small
//! model's work is done and checked: here, the edit the first request
//! showed, sent as shown. Anything more or other, and the model is asked.

use nub_agent::{Input, Outcome, UiEvent};
use nub_llm::StopReason;
use serde_json::json;

use super::fake::*;
use super::small::{file_tools, small, write};

const SETTINGS: &str =
    "{\n  \"shop_name\": \"Second Stitch\",\n  \"points_for_voucher\": 200,\n  \"voucher_value\": 5.0\n}\n";
const PROMPT: &str = "can we make it so you only need 150 points for a voucher instead of 200?";

fn shown_edit() -> serde_json::Value {
    json!({"path": "settings.json", "old_string": "\"points_for_voucher\": 200,", "new_string": "\"points_for_voucher\": 150,"})
}

async fn run(answers: Vec<Answer>) -> (Harness, std::sync::Arc<FakeProvider>, Vec<UiEvent>, Outcome) {
    let provider = FakeProvider::new(answers);
    let options = Options { lean: true, ..small(vec!["settings.json", "notes.txt"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "settings.json", SETTINGS);
    write(h.repo.path(), "notes.txt", "points\n");
    h.send(Input::prompt(PROMPT)).await;
    let (events, outcome) = h.until_run_end().await;
    (h, provider, events, outcome)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_shown_edit_sent_as_shown_ends_the_run_without_a_request() {
    let (h, provider, events, outcome) = run(vec![
        answer(vec![call(0, "e", "edit", shown_edit())], StopReason::ToolUse),
        answer(vec![text(0, "I changed the points.")], StopReason::EndTurn),
    ])
    .await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(provider.requests().len(), 1, "no request for the last answer");
    let said = "Changed `\"points_for_voucher\": 200,` to `\"points_for_voucher\": 150,` in settings.json.";
    assert_eq!(composed_answer(&h).as_deref(), Some(said), "stored as nub's, not the model's");
    // Shown as an answer: its text, then the end of a turn that used nothing.
    let at = events.iter().position(|e| matches!(e, UiEvent::TextDelta { text } if text == said)).expect("the answer");
    assert!(
        matches!(&events[at + 1], UiEvent::TurnEnd { stop: StopReason::EndTurn, usage, .. } if usage.input == 0 && usage.output == 0),
        "{:?}",
        &events[at..]
    );
    assert!(!events.iter().skip(1).any(|e| matches!(e, UiEvent::TurnStart { turn: 2, .. })));
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test(flavor = "multi_thread")]
async fn more_or_other_than_the_shown_edit_asks_the_model() {
    let other = json!({"path": "settings.json", "old_string": "\"points_for_voucher\": 200,", "new_string": "\"points_for_voucher\": 175,"});
    let notes = json!({"path": "notes.txt", "old_string": "points", "new_string": "points: 150"});
    for (calls, why) in [
        (vec![call(0, "e", "edit", other)], "another value than the one shown"),
        (vec![call(0, "e", "edit", shown_edit()), call(1, "n", "edit", notes)], "another file changed too"),
        (vec![call(0, "r", "read", json!({"path": "notes.txt"}))], "no edit yet"),
        (
            vec![call(0, "e", "edit", shown_edit()), call(1, "m", "read", json!({"path": "missing.txt"}))],
            "a call failed beside it",
        ),
    ] {
        let done = || answer(vec![text(0, "Done.")], StopReason::EndTurn);
        let (h, provider, _, outcome) = run(vec![answer(calls, StopReason::ToolUse), done(), done(), done()]).await;
        assert_eq!(outcome, Outcome::Completed, "{why}");
        assert!(provider.requests().len() >= 2, "{why}: the model is asked");
        assert_eq!(composed_answer(&h), None, "{why}");
    }
}
