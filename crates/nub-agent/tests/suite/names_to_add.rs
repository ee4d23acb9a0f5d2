//! A name the request asks to add, and no file holds, is held to being
//! added: the first change without it is refused once, and an answer
//! while it is still in no file is told once that the work is not done.

use nub_agent::{Input, Outcome};
use nub_llm::StopReason;
use serde_json::json;

use super::fake::*;
use super::small::{searching_tools, write};

const OPS: &str = "def add(a, b):\n    return a + b\n";
const CLI: &str = "import ops\n\nCOMMANDS = {\"add\": ops.add}\n";
const PROMPT: &str = "Add a multiply function to ops.py and a \"mul\" command for it in cli.py.\n\n@ops.py @cli.py";

fn ops_with(name: &str) -> serde_json::Value {
    json!({"path": "ops.py", "content": format!("{OPS}\n\ndef {name}(a, b):\n    return a * b\n")})
}

/// What the model was sent last in each request after the first: the
/// results of its calls, or a note.
fn results(provider: &FakeProvider) -> Vec<String> {
    provider.requests().iter().skip(1).map(|request| format!("{:?}", request.messages.last().unwrap())).collect()
}

/// A run of `PROMPT` against ops.py and `cli`, to its end, which is a
/// completed one.
async fn ran(provider: &std::sync::Arc<FakeProvider>, cli: &str) -> Harness {
    let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "ops.py", OPS);
    write(h.repo.path(), "cli.py", cli);
    h.send(Input::prompt(PROMPT)).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    h
}

fn cli_with_mul() -> serde_json::Value {
    json!({"path": "cli.py", "old_string": "{\"add\": ops.add}", "new_string": "{\"add\": ops.add, \"mul\": ops.multiply}"})
}

/// A change that adds neither `multiply` nor `mul` is refused once; the
/// model's next change adds it.
#[tokio::test(flavor = "multi_thread")]
async fn a_change_without_the_names_asked_for_is_refused_once() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "w1", "write", ops_with("times"))], StopReason::ToolUse),
        answer(vec![call(0, "w2", "write", ops_with("multiply"))], StopReason::ToolUse),
        answer(vec![call(0, "e", "edit", cli_with_mul())], StopReason::ToolUse),
        answer(vec![text(0, "Added multiply and the mul command.")], StopReason::EndTurn),
    ]);
    let h = ran(&provider, CLI).await;
    let results = results(&provider);
    assert_eq!(results.len(), 3, "{results:?}");
    assert!(results[0].contains("the request asks to add `multiply` and `mul`, which no file has yet"), "{results:?}");
    assert!(results[1].contains("wrote ops.py"), "{results:?}");
    let now = std::fs::read_to_string(h.repo.path().join("ops.py")).unwrap();
    assert!(now.contains("def multiply(a, b)") && !now.contains("def times("), "{now}");
}

/// Refused once only: the same change again is made, and the answer
/// while neither name is in a file is told so, once.
#[tokio::test(flavor = "multi_thread")]
async fn the_refusal_and_the_note_come_once() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "w1", "write", ops_with("times"))], StopReason::ToolUse),
        // Another change: the same one again would be asked for anew (`resampled.rs`).
        answer(vec![call(0, "w2", "write", ops_with("product"))], StopReason::ToolUse),
        answer(vec![text(0, "Added it.")], StopReason::EndTurn),
        answer(vec![text(0, "I added product instead.")], StopReason::EndTurn),
    ]);
    let h = ran(&provider, CLI).await;
    let now = std::fs::read_to_string(h.repo.path().join("ops.py")).unwrap();
    assert!(now.contains("def product(a, b)"), "{now}");
    let results = results(&provider);
    assert_eq!(results.len(), 3, "{results:?}");
    assert!(
        results[2].contains("the request asks to add `multiply` and `mul`, and no file defines it yet"),
        "{results:?}"
    );
}

/// As the 1.5B model did: `mul` for "a multiply function". `mul` is a name
/// asked for too, so the change is made, and its result says `multiply` is
/// still to add; the answer is told it is still in no file.
#[tokio::test(flavor = "multi_thread")]
async fn an_answer_with_a_name_still_missing_is_told_which() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "w1", "write", ops_with("mul"))], StopReason::ToolUse),
        answer(vec![text(0, "Added mul.")], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    ran(&provider, CLI).await;
    let results = results(&provider);
    assert!(results[0].contains("wrote ops.py"), "{results:?}");
    assert!(
        results[0].contains("The request also asks to add `multiply`, which no change of this run has defined yet"),
        "{results:?}"
    );
    assert!(results[1].contains("the request asks to add `multiply`, and no file"), "{results:?}");
}

/// A name some file holds already is no name to add; nothing is refused.
#[tokio::test(flavor = "multi_thread")]
async fn names_the_code_has_are_not_held_to() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "w1", "write", ops_with("times"))], StopReason::ToolUse),
        answer(vec![text(0, "Added times.")], StopReason::EndTurn),
    ]);
    ran(&provider, "import ops\n\n# multiply and mul come later\nCOMMANDS = {\"add\": ops.add}\n").await;
    assert_eq!(provider.requests().len(), 2);
    assert!(results(&provider)[0].contains("wrote ops.py"), "{:?}", results(&provider));
}

/// As the 1.5B model did in a try: the field used in the report, never
/// defined. A use is no addition: the answer is told it is not done.
#[tokio::test(flavor = "multi_thread")]
async fn a_name_only_used_is_not_added() {
    let plants = "from dataclasses import dataclass\n\n\n@dataclass\nclass Plant:\n    name: str\n";
    let report = "def line(plant):\n    return plant.name\n";
    let used = json!({"path": "report.py", "old_string": "return plant.name", "new_string": "return f\"{plant.name} {plant.pot_size}\""});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "e", "edit", used)], StopReason::ToolUse),
        answer(vec![text(0, "Added pot_size.")], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "plants.py", plants);
    write(h.repo.path(), "report.py", report);
    h.send(Input::prompt(
        "Add an optional pot_size field to plants and show it in the report line.\n\n@plants.py @report.py",
    ))
    .await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let results = results(&provider);
    assert!(results[0].contains("which no change of this run has defined yet"), "{results:?}");
    assert!(results[1].contains("the request asks to add `pot_size`, and no file defines it yet"), "{results:?}");
}
