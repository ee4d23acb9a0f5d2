//! A small model asked for a new optional setting of one function, or to
//! fix a fault in one it names, writes the function again whole, in a
//! request without tools, and the loop puts it in place with an `edit`
//! call of its own, then asks for its last answer without tools; an answer
//! that adds no setting, or fixes nothing, is told so once and asked again.

use nub_agent::{Input, Outcome, UiEvent};
use nub_llm::StopReason;

use super::fake::*;
use super::small::{file_tools, small, write};

const MENU: &str = "PRICES = {\"mango\": 350}\n\n\ndef drink_price(name, size=\"regular\"):\n    price = PRICES[name]\n    if size == \"large\":\n        price += 80\n    return price\n\n\ndef receipt(names):\n    return sum(drink_price(name) for name in names)\n";
const PROMPT: &str =
    "Could you add an optional oat_milk option to drink_price() - off unless I switch it on - that adds 45p?";
const WITH_OAT: &str = "```python\ndef drink_price(name, size=\"regular\", oat_milk=False):\n    price = PRICES[name]\n    if size == \"large\":\n        price += 80\n    if oat_milk:\n        price += 45\n    return price\n```";

/// `drink_price` written again as it is.
fn unchanged() -> String {
    format!("```python\n{}\n```", &MENU[MENU.find("def drink_price").unwrap()..MENU.find("\n\n\ndef receipt").unwrap()])
}

async fn run(answers: Vec<Answer>, prompt: &str) -> (Harness, std::sync::Arc<FakeProvider>, Vec<UiEvent>, Outcome) {
    let provider = FakeProvider::new(answers);
    let options = Options { lean: true, ..small(vec!["menu.py"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "menu.py", MENU);
    h.send(Input::prompt(prompt)).await;
    let (events, outcome) = h.until_run_end().await;
    (h, provider, events, outcome)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_function_written_again_with_the_setting_is_put_in_place() {
    let (h, provider, events, outcome) = run(
        vec![
            answer(vec![text(0, WITH_OAT)], StopReason::EndTurn),
            answer(vec![text(0, "drink_price takes oat_milk now.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    let asked = message_text(&requests[0].messages[0]);
    assert!(asked.contains("write the function `drink_price` again, whole"), "{asked}");
    assert!(asked.contains("named `oat_milk`"), "the prompt's name for it is given: {asked}");
    assert!(requests[0].tools.is_empty(), "the first request offers no tools");
    // Its last answer goes without tools too: given them, the 1.5B model
    // wrote the file over with the function alone.
    assert_eq!(requests.len(), 2);
    assert!(requests[1].tools.is_empty(), "the last answer offers no tools");
    let now = std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap();
    assert!(now.contains("def drink_price(name, size=\"regular\", oat_milk=False):"), "{now}");
    assert!(now.contains("    if oat_milk:\n        price += 45\n    return price\n\n\ndef receipt"), "{now}");
    assert!(events.iter().any(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "edit")), "{events:?}");
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test(flavor = "multi_thread")]
async fn an_answer_without_a_new_setting_is_told_so_and_asked_again_once() {
    let unchanged = unchanged();
    let (h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, &unchanged)], StopReason::EndTurn),
            answer(vec![text(0, WITH_OAT)], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 3);
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("takes the same parameters as before"), "{told}");
    assert!(requests[1].tools.is_empty(), "asked again without tools");
    let now = std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap();
    assert!(now.contains("oat_milk=False"), "{now}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_second_answer_without_it_leaves_the_model_its_tools() {
    let unchanged = unchanged();
    let (h, provider, _, _) = run(
        vec![
            answer(vec![text(0, &unchanged)], StopReason::EndTurn),
            answer(vec![text(0, &unchanged)], StopReason::EndTurn),
            answer(vec![text(0, "I could not.")], StopReason::EndTurn),
            answer(vec![text(0, "I could not.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    let requests = provider.requests();
    assert!(requests.len() >= 3, "{}", requests.len());
    assert!(!requests[2].tools.is_empty(), "asked once again, then its tools are back");
    assert_eq!(std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap(), MENU);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_prompt_naming_two_functions_is_not_asked_for_one_whole() {
    for prompt in [
        "Add an optional oat_milk option to drink_price and receipt.",
        "drink_price and receipt give the wrong price for a large mango, please fix it.",
    ] {
        let (_, provider, _, _) = run(vec![answer(vec![text(0, "Nothing to do.")], StopReason::EndTurn)], prompt).await;
        let requests = provider.requests();
        assert!(!requests[0].tools.is_empty(), "{prompt}");
        assert!(!message_text(&requests[0].messages[0]).contains("again, whole"), "{prompt}");
    }
}

const LARGE: &str = "drink_price charges too little for a large drink: it should add 160p, please fix it.";

/// Told of a fault in the function it names, the model writes it again
/// fixed; its first answer, the function as it was, is told so.
#[tokio::test(flavor = "multi_thread")]
async fn a_fault_in_the_named_function_is_fixed_by_writing_it_again() {
    let unchanged = unchanged();
    let fixed = unchanged.replace("price += 80", "price += 160");
    let (h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, &unchanged)], StopReason::EndTurn),
            answer(vec![text(0, &fixed)], StopReason::EndTurn),
            answer(vec![text(0, "A large drink adds 160 now.")], StopReason::EndTurn),
        ],
        LARGE,
    )
    .await;
    let requests = provider.requests();
    assert_eq!(outcome, Outcome::Completed);
    let asked = message_text(&requests[0].messages[0]);
    assert!(asked.contains("write the function `drink_price` again, whole, with the fault fixed"), "{asked}");
    assert!(requests[0].tools.is_empty(), "the first request offers no tools");
    assert_eq!(requests.len(), 3);
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("is the one the file has, so the fault is still there"), "{told}");
    assert!(requests[1].tools.is_empty() && requests[2].tools.is_empty(), "no tools until the end");
    let now = std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap();
    assert!(now.contains("        price += 160\n    return price\n\n\ndef receipt"), "{now}");
    assert_every_call_answered(&h.stored().path_to_head());
}
