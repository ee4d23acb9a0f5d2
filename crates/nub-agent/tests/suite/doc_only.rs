//! A small model's edit that changes only a docstring or comment, when the
//! prompt asks for what the code does to change, is refused with the code
//! of its function.

use nub_agent::Input;
use nub_llm::StopReason;
use serde_json::json;

use super::fake::*;
use super::small::{file_tools, small, write};

const ROWING: &str = "SPLIT = 500\n\n\ndef parse_time(text):\n    \"\"\"'7:45.3' -> 465.3 seconds.\"\"\"\n    minutes, seconds = text.split(\":\")\n    return int(minutes) * 60 + float(seconds)\n\n\ndef split(total, metres):\n    return total // metres * SPLIT\n";

async fn edited(prompt: &str, old: &str, new: &str) -> (String, (String, String, bool)) {
    let provider = FakeProvider::new(vec![
        answer(
            vec![call(0, "e", "edit", json!({"path": "rowing.py", "old_string": old, "new_string": new}))],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..small(vec!["rowing.py"], 4000) });
    write(h.repo.path(), "rowing.py", ROWING);
    h.send(Input::prompt(prompt)).await;
    h.until_run_end().await;
    let result = results_of(provider.requests()[1].messages.last().unwrap()).remove(0);
    (std::fs::read_to_string(h.repo.path().join("rowing.py")).unwrap(), result)
}

/// As the 1.5B model answered: the docstring's example made the split.
#[tokio::test(flavor = "multi_thread")]
async fn a_fix_made_in_a_docstring_is_refused_with_the_code() {
    let prompt = "My rowing log shows every pace as 0:00.0 /500m. A 2000 m piece in 8 minutes should show 2:00.0. Please fix it.";
    let (now, (_, told, is_error)) = edited(prompt, "'7:45.3' -> 465.3", "'2:00.0' -> 465.3").await;
    assert_eq!(now, ROWING, "nothing changed");
    assert!(is_error, "{told}");
    assert!(told.contains("changes only the docstring or a comment of `parse_time` (line 5 of rowing.py)"), "{told}");
    assert!(told.contains("     6\t    minutes, seconds = text.split(\":\")"), "{told}");

    // Asked for the docs, or a change of code: made.
    let (now, _) =
        edited("Fix the example in the docstring of parse_time.", "'7:45.3' -> 465.3", "'7:45.3' -> 465.3 s").await;
    assert_ne!(now, ROWING);
    let (now, _) = edited(prompt, "total // metres * SPLIT", "total / metres * SPLIT").await;
    assert_ne!(now, ROWING);
}
