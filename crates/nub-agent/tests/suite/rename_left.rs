//! A small model that answers while its rename is left in other files is
//! told so once, and the run goes on.

use nub_agent::Input;
use nub_llm::StopReason;

use super::fake::*;
use super::small::{searching_tools, write};

#[tokio::test(flavor = "multi_thread")]
async fn an_answer_with_the_rename_left_elsewhere_is_told_once_where() {
    let rename = serde_json::json!({"path": "cart.py", "old_string": "def total(", "new_string": "def cart_total("});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "r", "read", serde_json::json!({"path": "cart.py"}))], StopReason::ToolUse),
        answer(vec![call(0, "e", "edit", rename)], StopReason::ToolUse),
        answer(vec![text(0, "Renamed it in cart.py and the tests.")], StopReason::EndTurn),
        answer(vec![text(0, "Still done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "cart.py", "def total(prices):\n    return sum(prices)\n");
    write(h.repo.path(), "tests/test_cart.py", "from cart import total\n\nassert total([1]) == 1\n");
    h.send(Input::prompt("Rename the function total to cart_total in cart.py and where it is used.")).await;
    let (_, outcome) = h.until_run_end().await;
    let requests = provider.requests();
    // Told once after the first answer; the second answer ends the run.
    assert_eq!(requests.len(), 4);
    let told = format!("{:?}", requests[3].messages.last().unwrap());
    assert!(
        told.contains("the rename is not complete: `total` still occurs in tests/test_cart.py. Make the change there"),
        "{told}"
    );
    assert!(!requests[3].tools.is_empty(), "the model may make the change");
    assert_eq!(outcome, nub_agent::Outcome::Completed);
}

/// Without a rename of this run, no rename is left anywhere: an answer in
/// words gets the note for a change only described, not this one.
#[tokio::test(flavor = "multi_thread")]
async fn an_answer_without_a_rename_is_told_of_no_rename() {
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, "total is in cart.py")], StopReason::EndTurn),
        answer(vec![text(0, "total is defined in cart.py")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "cart.py", "def total(prices):\n    return sum(prices)\n");
    h.send(Input::prompt("Rename the function total to cart_total in cart.py and where it is used.")).await;
    h.until_run_end().await;
    let requests = provider.requests();
    assert_eq!(requests.len(), 2);
    let told = format!("{:?}", requests[1].messages.last().unwrap());
    assert!(!told.contains("rename is not complete") && told.contains("only describes it"), "{told}");
}
