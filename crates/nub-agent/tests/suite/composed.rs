//! The last answer nub writes itself, without a request, when a small
//! model's work is done and checked: here, the edit the first request
//! showed, sent as shown. Anything more or other, and the model is asked.

use nub_agent::{Input, Outcome, UiEvent};
use nub_llm::StopReason;
use serde_json::json;

use super::fake::*;
use super::small::{file_tools, searching_tools, small, write};

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
    // Shown the edit, the model got only the file it changes.
    let first = format!("{:?}", provider.requests()[0].messages);
    assert!(first.contains("<attachment path=\\\"settings.json\\\""), "{first}");
    assert!(!first.contains("notes.txt"), "{first}");
    let attached: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            UiEvent::Attached { path, .. } => Some(path.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(attached, ["settings.json"]);
}

#[tokio::test(flavor = "multi_thread")]
async fn with_no_edit_shown_every_picked_file_is_attached() {
    let provider = FakeProvider::new(vec![answer(vec![text(0, "It is 200.")], StopReason::EndTurn)]);
    let options = Options { lean: true, ..small(vec!["settings.json", "notes.txt"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "settings.json", SETTINGS);
    write(h.repo.path(), "notes.txt", "points\n");
    h.send(Input::prompt("How many points does a voucher need? Don't change anything.")).await;
    let (events, _) = h.until_run_end().await;
    let attached = events.iter().filter(|e| matches!(e, UiEvent::Attached { .. })).count();
    assert_eq!(attached, 2);
    let first = format!("{:?}", provider.requests()[0].messages);
    assert!(first.contains("notes.txt") && first.contains("settings.json"), "{first}");
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

const QUOTES: &str = "from glass import pane_cost\n\n\ndef quote(w, h):\n    return pane_cost(w, h) + 5\n";

async fn rename_run(first: Vec<Vec<Step>>) -> (Harness, std::sync::Arc<FakeProvider>) {
    let done = || answer(vec![text(0, "Done.")], StopReason::EndTurn);
    let provider = FakeProvider::new(vec![answer(first, StopReason::ToolUse), done(), done(), done()]);
    let options = Options { lean: true, ..small(vec!["glass.py", "quotes.py"], 4_000) };
    let mut h = start(provider.clone(), searching_tools(), options);
    write(h.repo.path(), "glass.py", "def pane_cost(w, h):\n    return w * h\n");
    write(h.repo.path(), "quotes.py", QUOTES);
    h.send(Input::prompt("could you rename pane_cost to panel_price everywhere it's used?")).await;
    h.until_run_end().await;
    (h, provider)
}

/// Shown one edit per file, the 1.5B model sent one an answer: a request
/// of about 10 s for each file.
#[tokio::test(flavor = "multi_thread")]
async fn one_edit_of_a_rename_sent_as_shown_brings_the_others() {
    // Sent without its replace_all (quotes.py holds the name twice).
    let shown = json!({"path": "quotes.py", "old_string": "pane_cost", "new_string": "panel_price"});
    let (h, provider) = rename_run(vec![call(0, "q", "edit", shown)]).await;
    assert_eq!(provider.requests().len(), 1);
    assert_eq!(
        std::fs::read_to_string(h.repo.path().join("quotes.py")).unwrap(),
        QUOTES.replace("pane_cost", "panel_price")
    );
    assert_eq!(
        composed_answer(&h).as_deref(),
        Some("The rename is complete in every file. Changed: quotes.py (+2 −2), glass.py (+1 −1).")
    );
    // The edit nub added is a call of the answer, answered like any.
    let stored = h.stored();
    let history = stored.path_to_head();
    let calls = history.iter().flat_map(|m| &m.content).filter(|b| matches!(b, nub_llm::Block::ToolUse { .. })).count();
    assert_eq!(calls, 2);
    assert_every_call_answered(&history);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_edit_other_than_a_shown_one_brings_nothing() {
    let other =
        json!({"path": "glass.py", "old_string": "def pane_cost(w, h):", "new_string": "def panel_price(w, h):"});
    let (h, provider) = rename_run(vec![call(0, "g", "edit", other)]).await;
    assert!(provider.requests().len() >= 2);
    assert_eq!(std::fs::read_to_string(h.repo.path().join("quotes.py")).unwrap(), QUOTES, "the model's own calls only");
}
