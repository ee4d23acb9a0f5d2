//! A small model asked a question whose answer the code computes writes a
//! short program, in a request without tools; the loop runs it as a
//! `bash` call (the real tool and Python) and asks for the answer, without
//! tools, from what it printed. A program that fails is asked for again
//! once, corrected; then the model has its tools.

use std::sync::Arc;

use nub_agent::{Input, Outcome, UiEvent};
use nub_llm::StopReason;

use super::fake::*;
use super::small::{small, with_bash, write};

const TICKETS: &str = "ADULT = 12.00\nCHILD = 6.00\nFAMILY = 32.00\n\n\ndef ticket_type(age):\n    if age < 5:\n        return \"free\"\n    if age < 16:\n        return \"child\"\n    return \"adult\"\n\n\ndef group_price(ages):\n    kinds = [ticket_type(age) for age in ages]\n    total = sum({\"free\": 0.0, \"child\": CHILD, \"adult\": ADULT}[k] for k in kinds)\n    if kinds.count(\"adult\") == 2 and 1 <= kinds.count(\"child\") <= 3:\n        total = min(total, FAMILY)\n    return total\n";
const PROMPT: &str = "Don't change anything, I just want to know: if my husband and I visit with our 16-year-old and our 4-year-old, how much will the ticket code charge us altogether?";
const PROGRAM: &str = "```python\nfrom tickets import group_price\n\nprint(group_price([40, 40, 16, 4]))\n```";

async fn run(answers: Vec<Answer>, prompt: &str) -> (Harness, Arc<FakeProvider>, Vec<UiEvent>, Outcome) {
    let provider = FakeProvider::new(answers);
    let options = Options { lean: true, ..small(vec!["tickets.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    write(h.repo.path(), "tickets.py", TICKETS);
    h.send(Input::prompt(prompt)).await;
    let (events, outcome) = h.until_run_end().await;
    (h, provider, events, outcome)
}

/// Runs `prompt` with `first` as the first answer, then `PROGRAM` and an
/// answer: what the second request was told, after asserting that the
/// program was asked for again once, without tools, and answered from.
async fn told_once(first: &str, prompt: &str) -> String {
    let (_, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, first)], StopReason::EndTurn),
            answer(vec![text(0, PROGRAM)], StopReason::EndTurn),
            answer(vec![text(0, "£36.00.")], StopReason::EndTurn),
        ],
        prompt,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 3, "the first program, the program again, the answer");
    assert!(requests[1].tools.is_empty(), "asked again without tools");
    assert!(message_text(requests[2].messages.last().unwrap()).contains("Answer the question now"));
    message_text(requests[1].messages.last().unwrap())
}

/// The text of the results in a message (the program's output).
fn results_text(message: &nub_llm::Message) -> String {
    results_of(message).into_iter().map(|(_, text, _)| text).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_program_runs_and_the_answer_comes_from_what_it_printed() {
    let (h, provider, events, outcome) = run(
        vec![
            answer(vec![text(0, PROGRAM)], StopReason::EndTurn),
            answer(vec![text(0, "The ticket code charges £36.00 altogether.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 2, "one program, one answer");
    let asked = message_text(&requests[0].messages[0]);
    assert!(asked.contains("write a short Python program"), "{asked}");
    assert!(requests[0].tools.is_empty(), "the first request offers no tools");
    // The program ran with the repository's code: 16 is an adult, 4 is
    // free, three adults pay no family price.
    let ran = events.iter().any(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "bash"));
    assert!(ran, "{events:?}");
    let last = requests[1].messages.last().unwrap();
    let printed = results_text(last);
    assert!(printed.contains("36.0"), "the program's output reaches the model: {printed}");
    let told = message_text(last);
    assert!(told.contains("Answer the question now"), "{told}");
    assert!(asks_for_words(&requests[1]), "the answer is asked for with calls forbidden");
    // The question changed nothing and left no bytecode behind.
    assert_eq!(std::fs::read_to_string(h.repo.path().join("tickets.py")).unwrap(), TICKETS);
    assert!(!h.repo.path().join("__pycache__").exists());
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_failing_program_is_asked_for_again_then_the_tools_come_back() {
    let broken = "```python\nprint(group_total([40, 40, 16, 4]))\n```";
    let also_broken = "```python\nfrom tickets import price\nprint(price([40]))\n```";
    let (_h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, broken)], StopReason::EndTurn),
            answer(vec![text(0, also_broken)], StopReason::EndTurn),
            answer(vec![text(0, "It charges £36.")], StopReason::EndTurn),
            answer(vec![text(0, "It charges £12 a head.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    let requests = provider.requests();
    assert_eq!(outcome, Outcome::Completed, "{requests:#?}");
    assert_eq!(requests.len(), 4);
    // No program printed the £36 it gave: asked again once.
    let told = message_text(requests[3].messages.last().unwrap());
    assert!(told.contains("your answer gives 36, but no file, program output or note"), "{told}");
    // Without tools, the history goes flattened: the result as text.
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("NameError: name 'group_total' is not defined"), "{told}");
    assert!(told.contains("Write it again, corrected"), "{told}");
    assert!(told.contains("tickets.py defines: `def ticket_type(age)`, `def group_price(ages)`"), "{told}");
    assert!(requests[1].tools.is_empty(), "asked again without tools");
    let told = message_text(requests[2].messages.last().unwrap());
    assert!(told.contains("Answer the question from the code instead"), "{told}");
    assert!(!requests[2].tools.is_empty(), "after a second failure the tools are back");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_answer_without_a_program_is_asked_again_once() {
    let (_h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, "It comes to £32.")], StopReason::EndTurn),
            answer(vec![text(0, PROGRAM)], StopReason::EndTurn),
            answer(vec![text(0, "£36 altogether.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 3);
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("no program was found"), "{told}");
    assert!(requests[1].tools.is_empty());
    assert!(results_text(requests[2].messages.last().unwrap()).contains("36.0"));
}

#[tokio::test(flavor = "multi_thread")]
async fn where_something_is_and_requests_ask_for_no_program() {
    for prompt in [
        "Which file sets the family price, and how much is it?",
        "Could you make the ticket code charge £30 for a family?",
    ] {
        let (_h, provider, _, _) =
            run(vec![answer(vec![text(0, "In tickets.py.")], StopReason::EndTurn)], prompt).await;
        let requests = provider.requests();
        let asked = message_text(&requests[0].messages[0]);
        assert!(!asked.contains("Python program"), "{prompt}: {asked}");
        assert!(!requests[0].tools.is_empty(), "{prompt}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_failed_program_sent_again_unchanged_is_not_run_again() {
    let broken = "```python\nprint(group_total([40, 40, 16, 4]))\n```";
    let (_h, provider, events, outcome) = run(
        vec![
            answer(vec![text(0, broken)], StopReason::EndTurn),
            answer(vec![text(0, broken)], StopReason::EndTurn),
            answer(vec![text(0, PROGRAM)], StopReason::EndTurn),
            answer(vec![text(0, "£36.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 4);
    let told = message_text(requests[2].messages.last().unwrap());
    assert!(told.contains("that is the program that just failed, unchanged"), "{told}");
    assert!(requests[2].tools.is_empty(), "asked again without tools");
    let runs = events.iter().filter(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "bash")).count();
    assert_eq!(runs, 2, "the same program is not run twice: {events:?}");
    assert!(asks_for_words(&requests[3]), "the right program's output is answered from");
}

/// Seen with a 1.5B model: asked for a family's visit, its program passed
/// the ages of the example at the bottom of the file.
#[tokio::test(flavor = "multi_thread")]
async fn a_program_with_the_file_s_example_values_is_asked_for_again_once() {
    let example = format!("{TICKETS}\n\nif __name__ == \"__main__\":\n    print(group_price([35, 33, 7]))\n");
    let copied = "```python\nfrom tickets import group_price\nprint(group_price([35, 33, 7]))\n```";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, copied)], StopReason::EndTurn),
        answer(vec![text(0, PROGRAM)], StopReason::EndTurn),
        answer(vec![text(0, "£36.00.")], StopReason::EndTurn),
    ]);
    let options = Options { lean: true, ..small(vec!["tickets.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    write(h.repo.path(), "tickets.py", &example);
    h.send(Input::prompt(PROMPT)).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 3, "the copy, the program again, the answer");
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(
        told.contains("your program passed `[35, 33, 7]`, copied from tickets.py: that is the file's own example"),
        "{told}"
    );
    assert!(requests[1].tools.is_empty(), "asked again without tools");
    assert!(message_text(requests[2].messages.last().unwrap()).contains("Answer the question now"));
}

/// Seen with a 1.5B model: asked what a carvery's system would charge a
/// family, its program wrote the bill's function out again, imported
/// nothing of it, and printed its copy's total.
#[tokio::test(flavor = "multi_thread")]
async fn a_program_that_writes_a_function_of_the_code_again_is_asked_for_again_once() {
    let copy =
        "```python\ndef group_price(ages):\n    return 12.0 * len(ages)\n\nprint(group_price([40, 40, 16, 4]))\n```";
    let told = told_once(copy, PROMPT).await;
    assert!(
        told.contains("your program defines `group_price` again instead of using tickets.py's")
            && told.contains("`from tickets import group_price`"),
        "{told}"
    );
}

/// Seen with a 1.5B model at a pub: its first program wrote the till's
/// functions out again, its second passed the till's example order. Each
/// is told once.
#[tokio::test(flavor = "multi_thread")]
async fn a_copy_then_the_file_s_example_values_are_each_told() {
    let example = format!("{TICKETS}\n\nif __name__ == \"__main__\":\n    print(group_price([35, 33, 7]))\n");
    let copy =
        "```python\ndef group_price(ages):\n    return 12.0 * len(ages)\n\nprint(group_price([40, 40, 16, 4]))\n```";
    let copied = "```python\nfrom tickets import group_price\nprint(group_price([35, 33, 7]))\n```";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, copy)], StopReason::EndTurn),
        answer(vec![text(0, copied)], StopReason::EndTurn),
        answer(vec![text(0, PROGRAM)], StopReason::EndTurn),
        answer(vec![text(0, "£36.00.")], StopReason::EndTurn),
    ]);
    let options = Options { lean: true, ..small(vec!["tickets.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    write(h.repo.path(), "tickets.py", &example);
    h.send(Input::prompt(PROMPT)).await;
    h.until_run_end().await;
    let requests = provider.requests();
    assert_eq!(requests.len(), 4, "the copy, the example, the program, the answer");
    assert!(message_text(requests[1].messages.last().unwrap()).contains("defines `group_price` again"));
    assert!(message_text(requests[2].messages.last().unwrap()).contains("your program passed `[35, 33, 7]`"));
}

/// Seen with a 1.5B model: asked what a grandmother of 70 would pay with
/// her grandchildren, its program set `grandmother_age = 70`, passed only
/// the children's ages and printed their price.
#[tokio::test(flavor = "multi_thread")]
async fn a_program_that_sets_a_value_the_question_gives_and_never_uses_it_is_asked_again_once() {
    let left_out =
        "```python\nfrom tickets import group_price\nme = 40\nhusband = 40\nprint(group_price([16, 4]))\n```";
    let prompt = "Don't change anything: if my husband and I, both 40, visit with our 16-year-old and our 4-year-old, how much will the ticket code charge us?";
    let told = told_once(left_out, prompt).await;
    assert!(told.contains("your program sets `me = 40` and never uses `me`"), "{told}");
}

/// Seen with a 1.5B model: asked what a student who had never been before
/// would pay, its program set `student = False` and printed the full
/// price.
#[tokio::test(flavor = "multi_thread")]
async fn a_program_that_turns_off_what_the_question_says_is_asked_again_once() {
    let turned_off =
        "```python\nfrom tickets import group_price\nfamily_ticket = False\nprint(group_price([40, 40, 16, 4]))\n```";
    let prompt = "Don't change anything: if my husband and I come on a family ticket with our 16-year-old and our 4-year-old, how much will the ticket code charge us?";
    let told = told_once(turned_off, prompt).await;
    assert!(
        told.contains("the question says \"family ticket\", but your program sets `family_ticket = False`"),
        "{told}"
    );
}

/// Seen with a 1.5B model: a program that passed one value too many
/// failed three times; nub leaves the last one out and runs it again,
/// without a request.
#[tokio::test(flavor = "multi_thread")]
async fn a_program_passing_too_many_values_is_mended_by_nub_and_run_again() {
    let too_many =
        "```python\nfrom tickets import group_price\nfamily = True\nprint(group_price([40, 40, 16, 4], family))\n```";
    let (_, provider, events, outcome) = run(
        vec![
            answer(vec![text(0, too_many)], StopReason::EndTurn),
            answer(vec![text(0, "£36.00.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 2, "the program, then the answer: the mended run needs no request");
    let last = requests[1].messages.last().unwrap();
    assert!(results_text(last).contains("36.0"), "the mended program printed the price: {}", results_text(last));
    let told: String = requests[1].messages.iter().map(message_text).collect();
    assert!(
        told.contains("`group_price` takes 1 values; nub left out the last that your program passed (`family`)"),
        "{told}"
    );
    assert!(events.iter().any(|e| matches!(e, UiEvent::Warning { message } if message.contains("mended by nub"))));
}

/// Seen with a 1.5B model: asked for the latest time to order for
/// same-day collection, its program printed 870 and the answer was "870".
#[tokio::test(flavor = "multi_thread")]
async fn minutes_printed_for_a_time_are_read_as_the_time() {
    let (_, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, "```python\nprint(14 * 60 + 30)\n```")], StopReason::EndTurn),
            answer(vec![text(0, "14:30.")], StopReason::EndTurn),
        ],
        "What's the latest time we can let visitors in, by the ticket code? Don't change anything.",
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 2);
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("870 minutes after midnight is 14:30"), "{told}");
}

/// Told of the value it left out, the 1.5B model sent the same program
/// again: it runs again and the answer comes from it, with no word of a
/// failure it did not have.
#[tokio::test(flavor = "multi_thread")]
async fn a_program_that_ran_well_sent_again_as_it_was_runs_and_is_answered() {
    let left_out = "```python\nfrom tickets import group_price\nme = 40\nprint(group_price([40, 16, 4]))\n```";
    let (_, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, left_out)], StopReason::EndTurn),
            answer(vec![text(0, left_out)], StopReason::EndTurn),
            answer(vec![text(0, "£24.00.")], StopReason::EndTurn),
        ],
        "Don't change anything: if my husband and I, both 40, visit with our 16-year-old and our 4-year-old, how much will the ticket code charge us?",
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 3, "the program, the same program run again, the answer");
    let last = message_text(requests[2].messages.last().unwrap());
    assert!(last.contains("Answer the question now") && !last.contains("just failed"), "{last}");
}
