//! Edits a small model sends again and again that cannot land, through
//! the loop with the real file tools (`LoopConfig::lean`): an `old_string`
//! copied from the prompt is refused with the code the prompt names, and
//! the same failed change a fourth time ends the calls.

use nub_agent::{Input, UiEvent};
use nub_llm::StopReason;

use super::fake::*;
use super::small::{file_tools, read_edit_say, write};

/// Seen with a 1.5B model asked to make `parse_tags` drop duplicates, "so
/// "cat, Dog, cat" gives ['cat', 'dog']": `cat, Dog, cat` sent as
/// old_string, five times, each after reading the file again.
#[tokio::test(flavor = "multi_thread")]
async fn an_old_string_copied_from_the_prompt_is_refused_with_the_code_it_names() {
    let tags = "def parse_tags(text):\n    return [part.strip().lower() for part in text.split(\",\")]\n";
    let edit = serde_json::json!({"path": "tags.py", "old_string": "cat, Dog, cat", "new_string": "cat"});
    let provider = read_edit_say("tags.py", edit, "Done.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "tags.py", tags);
    h.send(Input::prompt("Make parse_tags in tags.py drop duplicate tags, so \"cat, Dog, cat\" gives ['cat', 'dog']."))
        .await;
    h.until_run_end().await;
    let result = results_of(provider.requests()[2].messages.last().unwrap()).remove(0);
    assert!(result.2, "{result:?}");
    assert_eq!(
        result.1,
        "not run: old_string `cat, Dog, cat` is from the request, not text of tags.py. `parse_tags` is the code to change:\n     1\tdef parse_tags(text):\n     2\t    return [part.strip().lower() for part in text.split(\",\")]\nSend as old_string the lines of `parse_tags` to change, copied from above, and as new_string those lines changed so that it does what the request asks."
    );
    assert_eq!(std::fs::read_to_string(h.repo.path().join("tags.py")).unwrap(), tags);
}

/// Seen with a 1.5B model: one edit whose old and new strings were equal,
/// sent five times with reads and writes between, until the time ran out.
/// Each is asked for again once with sampling (`resampled.rs`), and here
/// comes back the same.
#[tokio::test(flavor = "multi_thread")]
async fn the_same_failed_change_a_fourth_time_stops_the_calls() {
    let same = serde_json::json!({"path": "tags.py", "old_string": "tags = []", "new_string": "tags = []"});
    let mut answers = Vec::new();
    for n in 0..4 {
        for sample in 0..2 {
            answers.push(answer(vec![call(0, &format!("e{n}{sample}"), "edit", same.clone())], StopReason::ToolUse));
        }
        answers.push(answer(
            vec![call(0, &format!("r{n}"), "read", serde_json::json!({"path": "tags.py", "offset": n + 1}))],
            StopReason::ToolUse,
        ));
    }
    answers.push(answer(vec![text(0, "I could not change it.")], StopReason::EndTurn));
    let provider = FakeProvider::new(answers);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "tags.py", "def parse_tags(text):\n    tags = []\n    return tags\n");
    h.send(Input::prompt("Make parse_tags in tags.py drop duplicates.")).await;
    let (events, _) = h.until_run_end().await;
    let edits = events.iter().filter(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "edit")).count();
    assert_eq!(edits, 3, "the fourth is not run");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, UiEvent::Warning { message } if message.contains("failed 3 times in this run"))),
        "{events:?}"
    );
}
