//! An edit that only changes what a string says, for a request to change
//! what the code does, is refused once with the code around it.

use nub_agent::{Input, Outcome};
use nub_llm::StopReason;
use serde_json::json;

use super::fake::*;
use super::small::{file_tools, write};

const BOOKINGS: &str = "LEAD_MIN_AGE = 14\n\n\ndef note(age):\n    if age <= LEAD_MIN_AGE:\n        return \"needs supervising adult\"\n    return \"ok\"\n";

const PROMPT: &str = "My daughter just turned 14 and the booking sheet still says she needs a supervising adult. Climbers who are 14 or older may lead on their own, so please fix that.";

fn last_result(provider: &FakeProvider, request: usize) -> String {
    format!("{:?}", provider.requests()[request].messages.last().unwrap())
}

/// As the 1.5B model did: the words changed, the condition not. Refused
/// with the code, it changed the condition.
#[tokio::test(flavor = "multi_thread")]
async fn a_string_changed_instead_of_the_code_is_refused_once() {
    let words = json!({"path": "bookings.py", "old_string": "needs supervising adult", "new_string": "needs supervising adult (14+)"});
    let words_again = json!({"path": "bookings.py", "old_string": "\"ok\"", "new_string": "\"ok to lead\""});
    let fix = json!({"path": "bookings.py", "old_string": "age <= LEAD_MIN_AGE", "new_string": "age < LEAD_MIN_AGE"});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "e1", "edit", words)], StopReason::ToolUse),
        answer(vec![call(0, "e2", "edit", fix)], StopReason::ToolUse),
        answer(vec![call(0, "e3", "edit", words_again)], StopReason::ToolUse),
        answer(vec![text(0, "Fixed.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "bookings.py", BOOKINGS);
    h.send(Input::prompt(format!("{PROMPT}\n\n@bookings.py"))).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let told = last_result(&provider, 1);
    assert!(
        told.contains("not run: this edit only changes what a string says (\\\"needs supervising adult\\\" → \\\"needs supervising adult (14+)\\\", line 6 of bookings.py)"),
        "{told}"
    );
    assert!(told.contains("The code of `note`") && told.contains("if age <= LEAD_MIN_AGE:"), "{told}");
    // Once: the second change of words is made.
    let now = std::fs::read_to_string(h.repo.path().join("bookings.py")).unwrap();
    assert!(now.contains("age < LEAD_MIN_AGE") && now.contains("\"ok to lead\""), "{now}");
    assert!(!now.contains("(14+)"), "{now}");
}

/// A prompt that quotes text or speaks of a message asks for what a string
/// says; a value such as a time is no words.
#[tokio::test(flavor = "multi_thread")]
async fn strings_the_request_is_about_are_changed() {
    for (prompt, old, new) in [
        (
            "The message should say \"needs an adult\" instead, please fix it.",
            "needs supervising adult",
            "needs an adult",
        ),
        ("Please fix the message for climbers who need an adult.", "needs supervising adult", "needs an adult present"),
        ("Fix the booking sheet: quiet hours start at 23:00 now.", "ok", "23:00"),
    ] {
        let edit = json!({"path": "bookings.py", "old_string": old, "new_string": new});
        let provider = FakeProvider::new(vec![
            answer(vec![call(0, "e", "edit", edit)], StopReason::ToolUse),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ]);
        let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
        write(h.repo.path(), "bookings.py", BOOKINGS);
        h.send(Input::prompt(format!("{prompt}\n\n@bookings.py"))).await;
        h.until_run_end().await;
        let now = std::fs::read_to_string(h.repo.path().join("bookings.py")).unwrap();
        assert!(now.contains(new), "{prompt}: {}", last_result(&provider, 1));
    }
}
