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

/// Seen with a 1.5B model: "charge £3 an hour for each extra child
/// instead of £2.50" sent as `£2.50` → `£3.00` to sitting.py, which reads
/// the rate from settings.json: the value's own line is named.
#[tokio::test(flavor = "multi_thread")]
async fn a_value_copied_from_the_prompt_is_refused_with_where_the_repository_holds_it() {
    let code = "import json\n\n\ndef charge(hours, children):\n    s = json.load(open(\"settings.json\"))\n    return hours * (s[\"hourly_rate\"] + children * s[\"extra_child_rate\"])\n";
    let settings = "{\n  \"hourly_rate\": 12.0,\n  \"extra_child_rate\": 2.5\n}\n";
    let edit = serde_json::json!({"path": "sitting.py", "old_string": "£2.50", "new_string": "£3.00"});
    let provider = read_edit_say("sitting.py", edit, "Done.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "sitting.py", code);
    write(h.repo.path(), "settings.json", settings);
    h.send(Input::prompt(
        "I want to charge £3 an hour for each extra child instead of £2.50. Could you update sitting.py?",
    ))
    .await;
    h.until_run_end().await;
    let result = results_of(provider.requests()[2].messages.last().unwrap()).remove(0);
    assert!(result.2, "{result:?}");
    assert_eq!(
        result.1,
        "not run: old_string `£2.50` is from the request, not text of sitting.py. The value is in settings.json line 3: `\"extra_child_rate\": 2.5`. Change it there: send edit with path \"settings.json\", as old_string that line copied exactly, and as new_string the line with the value the request asks for."
    );
}

/// Seen with a 1.5B model: "a dozen stamps for a free drink instead of
/// ten" sent as `ten` → `dozen`; the value's line is named.
#[tokio::test(flavor = "multi_thread")]
async fn a_number_said_in_words_is_refused_with_where_the_value_is() {
    let code = "import tomllib\n\n\ndef free_drink_due(stamps):\n    s = tomllib.load(open(\"settings.toml\", \"rb\"))\n    return stamps >= s[\"stamps_for_free_drink\"]\n";
    let edit = serde_json::json!({"path": "counter.py", "old_string": "ten", "new_string": "dozen"});
    let provider = read_edit_say("counter.py", edit, "Done.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "counter.py", code);
    write(h.repo.path(), "settings.toml", "shop = \"Boba Bay\"\nstamps_for_free_drink = 10\n");
    h.send(Input::prompt(
        "From next week customers need a dozen stamps for a free drink instead of ten. Could you change that for me?",
    ))
    .await;
    h.until_run_end().await;
    let result = results_of(provider.requests()[2].messages.last().unwrap()).remove(0);
    assert!(result.2, "{result:?}");
    assert!(result.1.contains("The value is in settings.toml line 2: `stamps_for_free_drink = 10`"), "{}", result.1);
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

/// Seen eight times with a 1.5B model: a whole file written as a Markdown
/// code block, refused for the fence's syntax error and sent again. The
/// fence lines are left out and the result says so.
#[tokio::test(flavor = "multi_thread")]
async fn a_file_written_as_a_fenced_block_is_written_without_its_fences() {
    let code = "def score(a, b):\n    \"\"\"The winner's score.\"\"\"\n    return max(a, b)\n";
    let write_call = serde_json::json!({"path": "bouts.py", "content": format!("```python\n{code}```\n")});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "r", "read", serde_json::json!({"path": "bouts.py"}))], StopReason::ToolUse),
        answer(vec![call(0, "w", "write", write_call)], StopReason::ToolUse),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "bouts.py", "def score(a, b):\n    return max(a, b)\n");
    h.send(Input::prompt("Add a docstring to score in bouts.py.")).await;
    h.until_run_end().await;
    let result = results_of(provider.requests()[2].messages.last().unwrap()).remove(0);
    assert!(!result.2, "{result:?}");
    assert!(result.1.contains("The ``` fence lines around the content were left out"), "{}", result.1);
    assert_eq!(std::fs::read_to_string(h.repo.path().join("bouts.py")).unwrap(), code);
}

/// Seen with a 1.5B model: one fenced `write` that would cut booking.py to
/// three lines, refused and sent again 54 times until the time ran out —
/// the guard had recorded it without its fences and looked for it with
/// them. The fourth is not run.
#[tokio::test(flavor = "multi_thread")]
async fn a_fenced_write_refused_again_and_again_is_stopped() {
    let cut =
        serde_json::json!({"path": "booking.py", "content": "```python\ndef total(bookings=None):\n    return 0\n```"});
    let mut answers = Vec::new();
    for n in 0..8 {
        answers.push(answer(vec![call(0, &format!("w{n}"), "write", cut.clone())], StopReason::ToolUse));
    }
    answers.push(answer(vec![text(0, "I could not change it.")], StopReason::EndTurn));
    let provider = FakeProvider::new(answers);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    let mut booking = "def make_booking(name):\n    return {\"name\": name}\n\n".to_owned();
    booking.extend((0..12).map(|n| format!("def f{n}():\n    return {n}\n\n")));
    write(h.repo.path(), "booking.py", &booking);
    h.send(Input::prompt("Could make_booking in booking.py take an optional number of wetsuits?")).await;
    let (events, _) = h.until_run_end().await;
    let writes = events.iter().filter(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "write")).count();
    assert!(writes <= 3, "{writes} writes ran");
    let told = format!("{:?}", provider.requests()[1].messages.last().unwrap());
    assert!(told.contains("would cut booking.py"), "{told}");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, UiEvent::Warning { message } if message.contains("write was") && message.contains("stopped"))),
        "{events:?}"
    );
    assert_eq!(std::fs::read_to_string(h.repo.path().join("booking.py")).unwrap(), booking);
}
