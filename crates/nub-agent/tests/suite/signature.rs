//! An edit of a `def` line of a function the request does not name, when
//! it names others, is refused once with theirs.

use nub_agent::{Input, Outcome};
use nub_llm::StopReason;
use serde_json::json;

use super::fake::*;
use super::small::{file_tools, write};

const SHELF: &str = "def games_for(players):\n    return [g for g in GAMES if g.fits(players)]\n";
const NIGHT: &str = "from shelf import games_for\n\n\ndef opener(players):\n    return games_for(players)[0]\n\n\ndef plan_evening(players):\n    return games_for(players)\n";
const PROMPT: &str = "Please add an optional max_minutes argument to games_for in shelf.py, and give plan_evening in gamenight.py the same optional max_minutes so it passes it through.";

#[tokio::test(flavor = "multi_thread")]
async fn a_signature_change_of_a_function_not_named_is_refused_once() {
    let opener = json!({"path": "gamenight.py", "old_string": "def opener(players):", "new_string": "def opener(players, max_minutes=None):"});
    let plan = json!({"path": "gamenight.py", "old_string": "def plan_evening(players):\n    return games_for(players)", "new_string": "def plan_evening(players, max_minutes=None):\n    return games_for(players, max_minutes)"});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "r", "read", json!({"path": "gamenight.py"}))], StopReason::ToolUse),
        answer(vec![call(0, "e1", "edit", opener.clone())], StopReason::ToolUse),
        answer(vec![call(0, "e2", "edit", plan)], StopReason::ToolUse),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "shelf.py", SHELF);
    write(h.repo.path(), "gamenight.py", NIGHT);
    // With the files attached, the functions are asked for whole
    // (`feature_pair.rs`); without, the calls are the model's.
    h.send(Input::prompt(PROMPT)).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let told = format!("{:?}", provider.requests()[2].messages.last().unwrap());
    assert!(
        told.contains("not run: this edit changes `opener`, which the request does not name; it names `def plan_evening(players)` in gamenight.py and `def games_for(players)` in shelf.py."),
        "{told}"
    );
    let now = std::fs::read_to_string(h.repo.path().join("gamenight.py")).unwrap();
    assert!(now.contains("def opener(players):") && now.contains("def plan_evening(players, max_minutes=None):"));
}

/// A function the prompt names, or a prompt that names none: made.
#[tokio::test(flavor = "multi_thread")]
async fn signature_changes_the_request_allows_are_made() {
    for (prompt, old, new) in [
        (PROMPT, "def plan_evening(players):", "def plan_evening(players, max_minutes=None):"),
        (
            "Let the opener take an optional max_minutes too.",
            "def opener(players):",
            "def opener(players, max_minutes=None):",
        ),
    ] {
        let edit = json!({"path": "gamenight.py", "old_string": old, "new_string": new});
        let provider = FakeProvider::new(vec![
            answer(vec![call(0, "e", "edit", edit)], StopReason::ToolUse),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ]);
        let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
        write(h.repo.path(), "shelf.py", SHELF);
        write(h.repo.path(), "gamenight.py", NIGHT);
        h.send(Input::prompt(format!("{prompt}\n\n@gamenight.py"))).await;
        h.until_run_end().await;
        let told = format!("{:?}", provider.requests()[1].messages.last().unwrap());
        assert!(!told.contains("which the request does not name"), "{prompt}: {told}");
    }
}
