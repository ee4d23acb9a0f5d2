//! A question's run whose round of calls only repeats earlier ones is
//! answered then: nothing new is to be found.

use nub_agent::{Input, UiEvent};
use nub_llm::StopReason;

use super::fake::*;
use super::small::{searching_tools, write};

/// Seen with a 1.5B model asked for two files' temperatures: the same four
/// reads and searches of one file, round after round. A round that only
/// repeats calls made before ends the looking at once.
#[tokio::test(flavor = "multi_thread")]
async fn a_question_whose_round_repeats_earlier_calls_is_answered_then() {
    let round = |id: &str| {
        answer(
            vec![
                call(0, &format!("{id}a"), "read", serde_json::json!({"path": "conf.py"})),
                call(1, &format!("{id}b"), "grep", serde_json::json!({"pattern": "DEFAULT", "path": "conf.py"})),
            ],
            StopReason::ToolUse,
        )
    };
    let other = answer(vec![call(0, "o", "read", serde_json::json!({"path": "temps.py"}))], StopReason::ToolUse);
    let provider = FakeProvider::new(vec![
        round("1"),
        other,
        round("2"),
        answer(vec![text(0, "235 and 85")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "conf.py", "DEFAULT = 'petg'\n");
    write(h.repo.path(), "temps.py", "PETG = (235, 85)\n");
    h.send(Input::prompt("Which temperatures does the printer use by default?")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, nub_agent::Outcome::Completed);
    let requests = provider.requests();
    // A round with a new call goes on; the third repeats the first, and the
    // warning names that rule, not the count of rounds.
    assert_eq!(requests.len(), 4);
    assert!(asks_for_words(&requests[3]));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, UiEvent::Warning { message } if message.contains("only repeated earlier ones"))),
        "{events:?}"
    );

    // Two rounds: the second the same as the first.
    let provider =
        FakeProvider::new(vec![round("1"), round("2"), answer(vec![text(0, "The petg ones.")], StopReason::EndTurn)]);
    let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "conf.py", "DEFAULT = 'petg'\n");
    h.send(Input::prompt("Which temperatures does the printer use by default?")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, nub_agent::Outcome::Completed);
    assert_eq!(provider.requests().len(), 3, "two rounds, then the answer");
}

/// After the guard, the 1.5B model often gave the user's own request, word
/// for word, as its last answer: it is not shown as one.
#[tokio::test(flavor = "multi_thread")]
async fn a_last_answer_that_only_repeats_the_request_is_not_shown() {
    let question = "Which temperatures does the printer use by default?";
    let round = |id: &str| {
        answer(vec![call(0, &format!("{id}a"), "read", serde_json::json!({"path": "conf.py"}))], StopReason::ToolUse)
    };
    for (last, shown) in [(question, false), ("235 and 85, in conf.py.", true)] {
        let provider =
            FakeProvider::new(vec![round("1"), round("2"), answer(vec![text(0, last)], StopReason::EndTurn)]);
        let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
        write(h.repo.path(), "conf.py", "DEFAULT = 'petg'\n");
        h.send(Input::prompt(question)).await;
        let (events, _) = h.until_run_end().await;
        let said = shown_text(&events);
        assert_eq!(said == last, shown, "{said:?}");
        let warned = events
            .iter()
            .any(|e| matches!(e, UiEvent::Warning { message } if message.contains("only repeated the request")));
        assert_eq!(warned, !shown, "{events:?}");
    }
}
