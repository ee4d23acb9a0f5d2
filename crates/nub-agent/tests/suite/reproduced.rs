//! A small model given a fault reported with amounts ("came out as £20.00
//! but it should be £14.00") writes a program that reproduces it, in a
//! request without tools; the loop runs it (the real `bash` tool and
//! Python), searches for the change after which it prints the right amount
//! and sends it as an `edit` of nub's own, runs it again after the change,
//! and writes the answer once it prints the right amount.

use std::sync::Arc;

use nub_agent::{Input, Outcome, UiEvent};
use nub_llm::StopReason;

use super::fake::*;
use super::small::{small, with_bash, write};

const ROUNDS: &str = "CALL_OUT = 5.0\nPER_WINDOW = 1.5\nFREE_WINDOWS = 4\n\n\ndef billable(windows):\n    return max(0, windows - FREE_WINDOWS)\n\n\ndef visit_price(windows):\n    extra = billable(windows)\n    return round(CALL_OUT + windows * PER_WINDOW, 2)\n";
const PROMPT: &str = "A house with 10 windows came out as £20.00 but it should be £14.00, the first 4 windows are free. Can you sort it out?";
const PROGRAM: &str = "```python\nfrom rounds import visit_price\n\nprint(visit_price(10))\n```";

async fn run(answers: Vec<Answer>, prompt: &str) -> (Harness, Arc<FakeProvider>, Vec<UiEvent>, Outcome) {
    let provider = FakeProvider::new(answers);
    let options = Options { lean: true, ..small(vec!["rounds.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    write(h.repo.path(), "rounds.py", ROUNDS);
    h.send(Input::prompt(prompt)).await;
    let (events, outcome) = h.until_run_end().await;
    (h, provider, events, outcome)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_reproduced_fault_gets_the_fix_sent_by_nub_and_the_program_run_again() {
    let (h, provider, events, outcome) = run(vec![answer(vec![text(0, PROGRAM)], StopReason::EndTurn)], PROMPT).await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 1, "the program; nub sends the edit and writes the answer");
    let asked = message_text(&requests[0].messages[0]);
    assert!(asked.contains("reproduce it") && asked.contains("It should print the 20 the report says"), "{asked}");
    assert!(requests[0].tools.is_empty(), "the first request offers no tools");
    // The program printed the wrong amount: the search found the change.
    let told = told(&h, 1);
    assert!(told.contains("your program printed 20, the amount the report says is wrong"), "{told}");
    assert!(
        told.contains(
            "with this change, your program prints 14, as the report says it should.\n\
             - rounds.py line 12: `return round(CALL_OUT + windows * PER_WINDOW, 2)` -> `return round(CALL_OUT + extra * PER_WINDOW, 2)`\n\
             nub makes it now with the edit tool."
        ),
        "{told}"
    );
    assert!(events.iter().any(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "edit")));
    // After the edit the program ran again and printed the right amount:
    // the work is done, and nub says so.
    let after = before_last_answer(&h);
    assert!(
        after.contains(
            "nub ran your program again after your change (rounds.py: `return round(CALL_OUT + windows * PER_WINDOW, 2)` -> `return round(CALL_OUT + extra * PER_WINDOW, 2)`); it prints 14.0, the 14 the report says is right"
        ),
        "{after}"
    );
    assert_eq!(
        composed_answer(&h).as_deref(),
        Some(
            "The program that reproduced the report prints the right amount now, after the change. Changed: rounds.py (+1 −1)."
        )
    );
    let now = std::fs::read_to_string(h.repo.path().join("rounds.py")).unwrap();
    assert_eq!(now, ROUNDS.replace("windows * PER", "extra * PER"));
    assert!(!h.repo.path().join("__pycache__").exists());
    assert_every_call_answered(&h.stored().path_to_head());
}

/// The text of the stored session's user message `n` (0: the prompt).
fn told(h: &Harness, n: usize) -> String {
    let session = h.stored();
    let users: Vec<&nub_llm::Message> =
        session.path_to_head().into_iter().filter(|m| m.role == nub_llm::Role::User).collect();
    users.get(n).map(|m| message_text(m)).unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_program_that_prints_another_amount_is_asked_for_again_then_the_tools_come_back() {
    let other = "```python\nfrom rounds import visit_price\n\nprint(visit_price(4))\n```";
    let (h, provider, _, _) = run(
        vec![
            answer(vec![text(0, other)], StopReason::EndTurn),
            // 3 windows would be changed to the report's 10 (below).
            answer(vec![text(0, &other.replace("(4))", "(4) + 1)"))], StopReason::EndTurn),
            answer(vec![text(0, "I could not find it.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    let requests = provider.requests();
    // Two programs, then the tools (and the nudge after an answer that
    // changed nothing).
    assert!(requests.len() >= 3, "{}", requests.len());
    let again = message_text(requests[1].messages.last().unwrap());
    assert!(again.contains("did not reproduce the report: it printed no 20"), "{again}");
    assert!(requests[1].tools.is_empty(), "asked again without tools");
    let given_up = message_text(requests[2].messages.last().unwrap());
    assert!(given_up.contains("the program did not reproduce the 20 the report names"), "{given_up}");
    assert!(!requests[2].tools.is_empty(), "{given_up}");
    assert_eq!(std::fs::read_to_string(h.repo.path().join("rounds.py")).unwrap(), ROUNDS);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_program_with_a_value_the_report_does_not_give_is_changed_to_one_it_gives() {
    let nine = "```python\nfrom rounds import visit_price\n\nprint(visit_price(9))\n```";
    let (h, provider, _, _) = run(
        vec![
            answer(vec![text(0, nine)], StopReason::EndTurn),
            answer(vec![text(0, "I will leave it.")], StopReason::EndTurn),
            answer(vec![text(0, "Left as it is.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    assert_eq!(provider.requests().len(), 1, "the program; nub sends the fix");
    let told = told(&h, 1);
    assert!(
        told.contains("your program printed no 20. With some of its values changed to the report's it prints 20")
            && told.contains("print(visit_price(10))"),
        "{told}"
    );
    assert!(told.contains("with this change, your program prints 14, as the report says it should."), "{told}");
    let now = std::fs::read_to_string(h.repo.path().join("rounds.py")).unwrap();
    assert_eq!(now, ROUNDS.replace("windows * PER", "extra * PER"));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_fault_reported_without_amounts_asks_for_no_program() {
    let (_h, provider, _, _) = run(
        vec![answer(vec![text(0, "Done.")], StopReason::EndTurn)],
        "visit_price charges for the free windows too. Can you fix it?",
    )
    .await;
    let asked = message_text(&provider.requests()[0].messages[0]);
    assert!(!asked.contains("reproduce it"), "{asked}");
}

/// Seen with a 1.5B model on a hairdresser's till: its program wrote the
/// bill's functions out again, and its copy failed where the code did not.
#[tokio::test(flavor = "multi_thread")]
async fn a_program_that_writes_the_code_out_again_is_told_to_import_it() {
    let copy = "```python\ndef visit_price(windows):\n    return 5.0 + windows * 1.2\n\nprint(visit_price(10))\n```";
    let (_, provider, _, _) = run(
        vec![
            answer(vec![text(0, copy)], StopReason::EndTurn),
            answer(vec![text(0, PROGRAM)], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    let again = message_text(provider.requests()[1].messages.last().unwrap());
    assert!(
        again.contains("it defines `visit_price` again instead of using rounds.py's")
            && again.contains("Import visit_price from rounds"),
        "{again}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_copy_of_the_code_that_prints_the_fault_is_searched_without_its_copies() {
    // The fault copied with the code: the copy prints 20 as the code does,
    // but a search of the copy could only change what the copy uses.
    let copy = "```python\nfrom rounds import CALL_OUT, PER_WINDOW, billable\n\ndef visit_price(windows):\n    extra = billable(windows)\n    return round(CALL_OUT + windows * PER_WINDOW, 2)\n\nprint(visit_price(10))\n```";
    let told = told_after_program(copy).await;
    assert!(told.contains("your program printed 20, the amount the report says is wrong"), "{told}");
    assert!(
        told.contains(
            "- rounds.py line 12: `return round(CALL_OUT + windows * PER_WINDOW, 2)` -> `return round(CALL_OUT + extra * PER_WINDOW, 2)`"
        ),
        "the fix is found in rounds.py: {told}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_copy_that_prints_the_fault_while_the_code_does_not_is_asked_for_again() {
    // The copy's own mistake prints 20; the code's functions print 20 too
    // only by the fault, so a copy that differs from them is no reproduction.
    let copy = "```python\nfrom rounds import CALL_OUT\n\ndef visit_price(windows):\n    return CALL_OUT + 15.0\n\nprint(visit_price(4))\n```";
    let again = told_after_program(copy).await;
    assert!(again.contains("it defines `visit_price` again instead of using rounds.py's"), "{again}");
}

/// What the model is told after its first answer, `program`, ran.
async fn told_after_program(program: &str) -> String {
    let done = || answer(vec![text(0, "Done.")], StopReason::EndTurn);
    let (h, _, _, _) = run(vec![answer(vec![text(0, program)], StopReason::EndTurn), done(), done()], PROMPT).await;
    told(&h, 1)
}

const DELIVERY: &str = "FREE_BAGS = 10\n\n\ndef delivery(order):\n    if len(order) >= FREE_BAGS:\n        return 0.0\n    return 6.0\n\n\nif __name__ == \"__main__\":\n    print(delivery({\"coal\": 4, \"coke\": 2}))\n";

/// "Meant to get free delivery … still got charged £6": the program
/// with the file's own example prints £6 too, by chance, and reproduces
/// nothing; the report's own order does, and the search finds the bags
/// counted where their sum is meant.
#[tokio::test(flavor = "multi_thread")]
async fn a_program_with_the_file_s_example_reproduces_nothing_even_when_it_prints_the_amount() {
    let prompt = "Ten bags or more are meant to get free delivery, but Mrs Pritchard had six bags of coal and six of ovals and still got charged £6 for delivery. Can you sort it out?";
    let example = "```python\nfrom rounds import delivery\n\nprint(delivery({\"coal\": 4, \"coke\": 2}))\n```";
    let reported = "```python\nfrom rounds import delivery\n\nprint(delivery({\"coal\": 6, \"ovals\": 6}))\n```";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, example)], StopReason::EndTurn),
        answer(vec![text(0, reported)], StopReason::EndTurn),
        answer(vec![text(0, "Left as it is.")], StopReason::EndTurn),
        answer(vec![text(0, "Left as it is.")], StopReason::EndTurn),
    ]);
    let options = Options { lean: true, ..small(vec!["rounds.py"], 4_000) };
    let mut h = start(provider.clone(), with_bash(), options);
    write(h.repo.path(), "rounds.py", DELIVERY);
    h.send(Input::prompt(prompt)).await;
    h.until_run_end().await;
    let requests = provider.requests();
    let asked = message_text(&requests[0].messages[0]);
    assert!(asked.contains("It should print the 6 the report says"), "{asked}");
    let again = message_text(requests[1].messages.last().unwrap());
    assert!(
        again.contains("it printed 6, but not for the case the report describes. Its values `({\"coal\": 4, \"coke\": 2})` are copied from rounds.py"),
        "{again}"
    );
    assert!(requests[1].tools.is_empty(), "asked again without tools");
    assert_eq!(requests.len(), 2, "two programs; nub sends the fix");
    let found = told(&h, 2);
    assert!(found.contains("your program printed 6, the amount the report says is wrong"), "{found}");
    assert!(found.contains("`if sum(order.values()) >= FREE_BAGS:`"), "{found}");
    let now = std::fs::read_to_string(h.repo.path().join("rounds.py")).unwrap();
    assert_eq!(now, DELIVERY.replace("len(order)", "sum(order.values())"));
}
