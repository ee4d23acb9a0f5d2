//! A small model's answer that only sends again what cannot work (an edit
//! that changes nothing, a call that failed before) is not kept: the same
//! request is asked again with sampling, once.

use nub_agent::{Input, Outcome, UiEvent};
use nub_llm::{Block, Event, StopReason};
use serde_json::json;

use super::fake::*;
use super::small::{file_tools, write};

const MORSE: &str = "def decode(words):\n    return \"\".join(words)\n";

fn same() -> serde_json::Value {
    json!({"path": "morse.py", "old_string": "return \"\".join(words)", "new_string": "return \"\".join(words)"})
}

fn fix() -> serde_json::Value {
    json!({"path": "morse.py", "old_string": "return \"\".join(words)", "new_string": "return \" \".join(words)"})
}

/// Runs the prompt to fix `decode` against `provider`'s answers: the run's
/// events, its outcome, `morse.py` afterwards and the stored session. The
/// prompt names no function: one it names is asked for whole (`whole_first`).
async fn fix_morse(
    provider: &std::sync::Arc<FakeProvider>,
    lean: bool,
) -> (Vec<UiEvent>, Outcome, String, nub_session::Session) {
    let mut h = start(provider.clone(), file_tools(), Options { lean, ..Options::default() });
    write(h.repo.path(), "morse.py", MORSE);
    h.send(Input::prompt("Fix morse.py: decoded words lose their spaces.\n\n@morse.py")).await;
    let (events, outcome) = h.until_run_end().await;
    let now = std::fs::read_to_string(h.repo.path().join("morse.py")).unwrap();
    (events, outcome, now, h.stored())
}

fn sampled(events: &[UiEvent]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, UiEvent::Warning { message } if message.contains("asked again with temperature")))
        .count()
}

/// Seen with the 1.5B model: told the edit changed nothing, it sent it
/// again word for word until the repetition guard ended the run.
#[tokio::test(flavor = "multi_thread")]
async fn an_edit_that_changes_nothing_is_asked_for_again_with_sampling() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "1", "edit", same())], StopReason::ToolUse),
        answer(vec![call(0, "2", "edit", fix())], StopReason::ToolUse),
        answer(vec![text(0, "decode keeps the spaces between words.")], StopReason::EndTurn),
    ]);
    let (events, outcome, now, stored) = fix_morse(&provider, true).await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 3);
    assert_eq!(requests[0].temperature, None);
    assert_eq!(requests[1].temperature, Some(0.7));
    // The same request, asked again: the answer that changed nothing is not kept.
    assert_eq!(requests[1].messages, requests[0].messages);
    assert_eq!(requests[2].temperature, None, "the next request is greedy again");
    assert_eq!(sampled(&events), 1);
    assert_eq!(now, MORSE.replace("\"\".join", "\" \".join"));
    let path = stored.path_to_head();
    assert!(!format!("{path:?}").contains("\\\"1\\\""), "the dropped answer is not in the session");
    assert_every_call_answered(&path);
}

/// Once: the second answer alike is kept and runs (and fails) as before.
#[tokio::test(flavor = "multi_thread")]
async fn sampling_is_tried_once_then_the_answer_is_kept() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "1", "edit", same())], StopReason::ToolUse),
        answer(vec![call(0, "2", "edit", same())], StopReason::ToolUse),
        answer(vec![text(0, "I could not find the bug.")], StopReason::EndTurn),
    ]);
    let (events, _, now, _) = fix_morse(&provider, true).await;
    let requests = provider.requests();
    // (A fourth request follows: the note for a change only described.)
    let temperatures: Vec<_> = requests.iter().take(3).map(|r| r.temperature).collect();
    assert_eq!(temperatures, [None, Some(0.7), None]);
    assert_eq!(sampled(&events), 1);
    let results: Vec<_> = requests[2].messages.iter().flat_map(results_of).collect();
    assert!(results.iter().any(|(_, said, error)| *error && said.contains("identical")), "{results:?}");
    assert_eq!(now, MORSE);
}

/// A call that failed before, sent again, is asked for again too; a large
/// model's answers are kept as they come.
#[tokio::test(flavor = "multi_thread")]
async fn a_failed_call_sent_again_is_asked_for_again_only_for_a_small_model() {
    let missing = json!({"path": "morse.py", "old_string": "return words", "new_string": "return \" \".join(words)"});
    for lean in [true, false] {
        let provider = FakeProvider::new(vec![
            answer(vec![call(0, "1", "edit", missing.clone())], StopReason::ToolUse),
            answer(vec![call(0, "2", "edit", missing.clone())], StopReason::ToolUse),
            answer(vec![call(0, "3", "edit", fix())], StopReason::ToolUse),
            answer(vec![text(0, "Fixed.")], StopReason::EndTurn),
        ]);
        let (events, outcome, now, _) = fix_morse(&provider, lean).await;
        assert_eq!(outcome, Outcome::Completed);
        let requests = provider.requests();
        let temperatures: Vec<_> = requests.iter().map(|r| r.temperature).collect();
        match lean {
            true => {
                assert_eq!(temperatures, [None, None, Some(0.7), None]);
                assert_eq!(sampled(&events), 1);
            }
            false => {
                assert_eq!(temperatures, [None, None, None, None]);
                assert_eq!(sampled(&events), 0);
            }
        }
        assert_eq!(now, MORSE.replace("\"\".join", "\" \".join"), "lean: {lean}");
    }
}

/// Seen with the 1.5B model: told once that its answer only described the
/// change, it said the same words again, and the run ended with nothing
/// changed. The words are held back while they repeat the last answer, so
/// the answer asked for again is the only one shown.
#[tokio::test(flavor = "multi_thread")]
async fn the_same_words_again_are_not_shown_and_asked_for_again() {
    let said = "To fix it, decode should join the words with a space.";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, said)], StopReason::EndTurn),
        answer(vec![text(0, said)], StopReason::EndTurn),
        answer(vec![call(0, "1", "edit", fix())], StopReason::ToolUse),
        answer(vec![text(0, "decode keeps the spaces now.")], StopReason::EndTurn),
    ]);
    let (events, outcome, now, _) = fix_morse(&provider, true).await;
    assert_eq!(outcome, Outcome::Completed);
    let temperatures: Vec<_> = provider.requests().iter().map(|r| r.temperature).collect();
    assert_eq!(temperatures, [None, None, Some(0.7), None], "the answer after the note was asked for again");
    let shown = shown_text(&events);
    assert_eq!(shown, format!("{said}decode keeps the spaces now."));
    assert_eq!(now, MORSE.replace("\"\".join", "\" \".join"));
}

/// Words that start like the last answer and then differ are all shown.
#[tokio::test(flavor = "multi_thread")]
async fn words_that_only_begin_like_the_last_answer_are_shown_whole() {
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, "To fix it, decode should join the words with a space.")], StopReason::EndTurn),
        answer(
            vec![vec![
                Step::Event(Event::BlockStart { index: 0, block: Block::text("") }),
                Step::Event(Event::BlockDelta { index: 0, text: "To fix it, ".into(), partial_json: String::new() }),
                Step::Event(Event::BlockDelta { index: 0, text: "change line 2.".into(), partial_json: String::new() }),
                Step::Event(Event::BlockStop { index: 0 }),
            ]],
            StopReason::EndTurn,
        ),
    ]);
    let (events, _, _, _) = fix_morse(&provider, true).await;
    let shown = shown_text(&events);
    assert!(shown.ends_with("space.To fix it, change line 2."), "{shown}");
    assert!(provider.requests().iter().all(|r| r.temperature.is_none()));
}
