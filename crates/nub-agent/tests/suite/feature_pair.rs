//! A feature over two files: the function that makes the value is asked
//! for whole first, then the one in the module that imports it, each in a
//! request without tools; nub puts each in place and writes the last
//! answer itself.

use nub_agent::{Input, Outcome};
use nub_llm::StopReason;

use super::fake::*;
use super::small::{file_tools, small, write};

const PRICING: &str = "GUN_HIRE = 15.00\n\n\ndef clays_cost(rounds, member=False):\n    return rounds * 8.0\n\n\ndef session_cost(rounds, gun_hire=False, member=False):\n    \"\"\"Everything for one shooter's session.\"\"\"\n    total = clays_cost(rounds, member)\n    if gun_hire:\n        total += GUN_HIRE\n    return round(total, 2)\n";
const RECEIPT: &str = "from pricing import session_cost\n\n\ndef receipt_lines(name, rounds, gun_hire=False, member=False):\n    total = session_cost(rounds, gun_hire, member)\n    return [f\"Shooter: {name}\", f\"TOTAL {total:.2f}\"]\n";
const PROMPT: &str = "People keep wanting to buy cartridges with their session. Could you add that, at £7.50 a box, so it goes on the total and shows up on their receipt? Call it cartridge_boxes.";
const SESSION_COST: &str = "```python\ndef session_cost(rounds, gun_hire=False, member=False, cartridge_boxes=0):\n    \"\"\"Everything for one shooter's session.\"\"\"\n    total = clays_cost(rounds, member)\n    if gun_hire:\n        total += GUN_HIRE\n    total += cartridge_boxes * 7.50\n    return round(total, 2)\n```";
const RECEIPT_LINES: &str = "```python\ndef receipt_lines(name, rounds, gun_hire=False, member=False, cartridge_boxes=0):\n    total = session_cost(rounds, gun_hire, member, cartridge_boxes)\n    lines = [f\"Shooter: {name}\"]\n    if cartridge_boxes:\n        lines.append(f\"Cartridges: {cartridge_boxes} boxes\")\n    return lines + [f\"TOTAL {total:.2f}\"]\n```";

async fn run(answers: Vec<Answer>) -> (Harness, std::sync::Arc<FakeProvider>, Outcome) {
    run_with(answers, PROMPT).await
}

async fn run_with(answers: Vec<Answer>, prompt: &str) -> (Harness, std::sync::Arc<FakeProvider>, Outcome) {
    run_files(answers, [("receipt.py", RECEIPT), ("pricing.py", PRICING)], prompt).await
}

/// Runs `prompt` with two files written (path, text), both attached.
async fn run_files(
    answers: Vec<Answer>,
    files: [(&'static str, &str); 2],
    prompt: &str,
) -> (Harness, std::sync::Arc<FakeProvider>, Outcome) {
    let provider = FakeProvider::new(answers);
    let options = Options { lean: true, ..small(vec![files[0].0, files[1].0], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    for (path, text) in files {
        write(h.repo.path(), path, text);
    }
    h.send(Input::prompt(prompt)).await;
    let (_, outcome) = h.until_run_end().await;
    (h, provider, outcome)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_function_that_makes_the_value_then_the_one_that_shows_it_are_written_whole() {
    let (h, provider, outcome) = run(vec![
        answer(vec![text(0, SESSION_COST)], StopReason::EndTurn),
        answer(vec![text(0, RECEIPT_LINES)], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ])
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 2, "nub writes the last answer");
    let first = message_text(&requests[0].messages[0]);
    assert!(first.contains("write the function `session_cost` again, whole"), "{first}");
    assert!(first.contains("named `cartridge_boxes`"), "{first}");
    assert!(first.contains("nub asks for `receipt_lines` in receipt.py next"), "{first}");
    let second = message_text(requests[1].messages.last().unwrap());
    assert!(second.contains("`session_cost` in pricing.py is now:"), "{second}");
    assert!(second.contains("write the function `receipt_lines` again, whole"), "{second}");
    assert!(
        second.contains("add `cartridge_boxes` at the end of its own parameters with the same default and pass it on to `session_cost`. Then, as the request asks, show it in what `receipt_lines` makes: add a line for it"),
        "{second}"
    );
    assert!(requests.iter().all(|request| request.tools.is_empty()), "both asked without tools");
    let pricing = std::fs::read_to_string(h.repo.path().join("pricing.py")).unwrap();
    assert!(pricing.contains("    total += cartridge_boxes * 7.50\n    return round(total, 2)\n"), "{pricing}");
    let receipt = std::fs::read_to_string(h.repo.path().join("receipt.py")).unwrap();
    assert!(receipt.starts_with("from pricing import session_cost\n\n\ndef receipt_lines("), "{receipt}");
    assert!(receipt.contains("session_cost(rounds, gun_hire, member, cartridge_boxes)"), "{receipt}");
    let said = composed_answer(&h).unwrap_or_default();
    assert!(
        said.starts_with("Wrote `session_cost` in pricing.py and `receipt_lines` in receipt.py again with the change."),
        "{said}"
    );
    assert_every_call_answered(&h.stored().path_to_head());
}

/// A new option whose first part the request names in words ("the
/// session cost" is `session_cost`) is asked for as the pair, not as
/// that function alone: the silversmith's gift box went on the order
/// total and never reached the receipt.
#[tokio::test(flavor = "multi_thread")]
async fn an_option_on_a_function_named_in_words_is_asked_for_as_the_pair() {
    let prompt = "Could you add cartridges as an option at £7.50 a box, so it goes on the session cost and shows up on their receipt? Call it cartridge_boxes.";
    let (h, provider, outcome) = run_with(
        vec![
            answer(vec![text(0, SESSION_COST)], StopReason::EndTurn),
            answer(vec![text(0, RECEIPT_LINES)], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        prompt,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    let first = message_text(&requests[0].messages[0]);
    assert!(first.contains("nub asks for `receipt_lines` in receipt.py next"), "{first}");
    assert_eq!(requests.len(), 2);
    let receipt = std::fs::read_to_string(h.repo.path().join("receipt.py")).unwrap();
    assert!(receipt.contains("session_cost(rounds, gun_hire, member, cartridge_boxes)"), "{receipt}");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_second_function_written_as_it_was_is_asked_for_again() {
    let unchanged = format!("```python\n{}```", &RECEIPT[RECEIPT.find("def receipt_lines").unwrap()..]);
    let (h, provider, outcome) = run(vec![
        answer(vec![text(0, SESSION_COST)], StopReason::EndTurn),
        answer(vec![text(0, &unchanged)], StopReason::EndTurn),
        answer(vec![text(0, RECEIPT_LINES)], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ])
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 3);
    let told = message_text(requests[2].messages.last().unwrap());
    assert!(told.contains("that `receipt_lines`"), "{told}");
    assert!(requests[2].tools.is_empty(), "asked again without tools");
    let receipt = std::fs::read_to_string(h.repo.path().join("receipt.py")).unwrap();
    assert!(receipt.contains("cartridge_boxes"), "{receipt}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_feature_whose_functions_are_not_clear_gets_no_ask() {
    let provider = FakeProvider::new(vec![answer(vec![text(0, "Nothing to do.")], StopReason::EndTurn)]);
    let options = Options { lean: true, ..small(vec!["receipt.py", "pricing.py"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "pricing.py", PRICING);
    // The receipt no longer imports the pricing: no order to write them in.
    write(h.repo.path(), "receipt.py", &RECEIPT.replace("from pricing import session_cost\n", ""));
    h.send(Input::prompt(PROMPT)).await;
    h.until_run_end().await;
    let first = message_text(&provider.requests()[0].messages[0]);
    assert!(!first.contains("again, whole"), "{first}");
    assert!(!provider.requests()[0].tools.is_empty());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_class_gets_its_field_from_nub_and_the_function_that_shows_it_is_written_whole() {
    const ORDERS: &str = "from dataclasses import dataclass, field\n\n\n@dataclass\nclass Order:\n    number: int\n    items: list = field(default_factory=list)\n\n    def total(self):\n        return len(self.items)\n";
    const KITCHEN: &str = "from orders import Order\n\n\ndef kitchen_ticket(order):\n    lines = [f\"ORDER #{order.number}\"]\n    return lines\n";
    const TICKET: &str = "```python\ndef kitchen_ticket(order):\n    lines = [f\"ORDER #{order.number}\"]\n    if order.customer_name:\n        lines.append(f\"NAME: {order.customer_name}\")\n    return lines\n```";
    let (h, provider, outcome) = run_files(
        vec![
            answer(vec![text(0, TICKET)], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        [("kitchen.py", KITCHEN), ("orders.py", ORDERS)],
        "Could we take the customer's name with each order and have it show on the kitchen ticket? Call it customer_name.",
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 1, "one request: the function; nub writes the field and the answer");
    assert!(requests[0].tools.is_empty());
    let asked = message_text(&requests[0].messages[0]);
    assert!(asked.contains("`Order` in orders.py gets the new field from nub:"), "{asked}");
    assert!(asked.contains("    customer_name: \"str | None\" = None"), "{asked}");
    assert!(asked.contains("write the function `kitchen_ticket` again, whole"), "{asked}");
    assert!(
        asked.contains("gets it the way it gets the rest (`order.customer_name`), so it takes no new parameter"),
        "{asked}"
    );
    let orders = std::fs::read_to_string(h.repo.path().join("orders.py")).unwrap();
    assert!(
        orders.contains("    items: list = field(default_factory=list)\n    customer_name: \"str | None\" = None\n"),
        "{orders}"
    );
    let kitchen = std::fs::read_to_string(h.repo.path().join("kitchen.py")).unwrap();
    assert!(kitchen.contains("if order.customer_name:"), "{kitchen}");
    let said = composed_answer(&h).unwrap_or_default();
    assert!(
        said.starts_with(
            "Added `customer_name` to `Order` in orders.py and wrote `kitchen_ticket` in kitchen.py again to show it."
        ),
        "{said}"
    );
    assert_every_call_answered(&h.stored().path_to_head());
}

/// The function that reads the class's new field is asked again when its
/// answer takes a parameter of its own, which no caller passes.
#[tokio::test(flavor = "multi_thread")]
async fn a_function_that_reads_the_field_is_asked_again_for_a_parameter_of_its_own() {
    const ORDERS: &str = "from dataclasses import dataclass\n\n\n@dataclass\nclass Order:\n    number: int\n";
    const KITCHEN: &str = "from orders import Order\n\n\ndef kitchen_ticket(order):\n    lines = [f\"ORDER #{order.number}\"]\n    lines.append(\"Thank you!\")\n    return lines\n";
    const OWN: &str = "```python\ndef kitchen_ticket(order, customer_name=None):\n    lines = [f\"ORDER #{order.number}\"]\n    if customer_name:\n        lines.append(f\"NAME: {customer_name}\")\n    lines.append(\"Thank you!\")\n    return lines\n```";
    const TICKET: &str = "```python\ndef kitchen_ticket(order):\n    lines = [f\"ORDER #{order.number}\"]\n    if order.customer_name:\n        lines.append(f\"NAME: {order.customer_name}\")\n    lines.append(\"Thank you!\")\n    return lines\n```";
    let (h, provider, outcome) = run_files(
        vec![
            answer(vec![text(0, OWN)], StopReason::EndTurn),
            answer(vec![text(0, TICKET)], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        [("kitchen.py", KITCHEN), ("orders.py", ORDERS)],
        "Could we take the customer's name with each order and have it show on the kitchen ticket? Call it customer_name.",
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    let asked = message_text(&requests[0].messages[0]);
    assert!(
        asked.contains("so it takes no new parameter") && asked.contains("Keep its parameters as they are."),
        "{asked}"
    );
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("takes a new parameter, which no caller passes"), "{told}");
    assert!(told.contains("add none"), "{told}");
    assert!(requests[1].tools.is_empty(), "asked again without tools");
    let kitchen = std::fs::read_to_string(h.repo.path().join("kitchen.py")).unwrap();
    assert!(
        kitchen.contains("def kitchen_ticket(order):\n") && kitchen.contains("if order.customer_name:"),
        "{kitchen}"
    );
    assert_eq!(requests.len(), 2, "nub writes the last answer");
    assert_every_call_answered(&h.stored().path_to_head());
}

/// A charge the request gives for the class's new field goes into the
/// class's method it names, written whole first; then the function that
/// shows the field.
#[tokio::test(flavor = "multi_thread")]
async fn a_class_method_that_charges_for_the_new_field_comes_before_the_function_that_shows_it() {
    const BOOKINGS: &str = "from dataclasses import dataclass\n\n\n@dataclass\nclass Booking:\n    name: str\n    places: int\n\n    def total(self):\n        \"\"\"What the customer pays.\"\"\"\n        return round(self.places * 85.0, 2)\n";
    const EMAIL: &str = "from bookings import Booking\n\n\ndef confirmation_lines(booking):\n    lines = [f\"Dear {booking.name},\"]\n    lines.append(f\"Total paid: £{booking.total():.2f}\")\n    return lines\n";
    const TOTAL: &str = "```python\n    def total(self):\n        \"\"\"What the customer pays.\"\"\"\n        price = self.places * 85.0\n        if self.recipe_book:\n            price += 12.50\n        return round(price, 2)\n```";
    const LINES: &str = "```python\ndef confirmation_lines(booking):\n    lines = [f\"Dear {booking.name},\"]\n    if booking.recipe_book:\n        lines.append(\"Recipe book: £12.50\")\n    lines.append(f\"Total paid: £{booking.total():.2f}\")\n    return lines\n```";
    let (h, provider, outcome) = run_files(
        vec![
            answer(vec![text(0, TOTAL)], StopReason::EndTurn),
            answer(vec![text(0, LINES)], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        [("confirmation.py", EMAIL), ("bookings.py", BOOKINGS)],
        "We sell our recipe book for £12.50 and people want to add it when they book a class. Could you add that so it goes on the total and shows up on their confirmation email? Call it recipe_book.",
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 2, "the method, then the function; nub writes the answer");
    let asked = message_text(&requests[0].messages[0]);
    assert!(asked.contains("write `total` again, whole"), "{asked}");
    assert!(asked.contains("when `self.recipe_book` is given, add the £12.50"), "{asked}");
    let next = message_text(requests[1].messages.last().unwrap());
    assert!(next.contains("write the function `confirmation_lines` again, whole"), "{next}");
    assert!(next.contains("(`booking.recipe_book`)"), "{next}");
    let bookings = std::fs::read_to_string(h.repo.path().join("bookings.py")).unwrap();
    assert!(bookings.contains("    places: int\n    recipe_book: \"str | None\" = None\n"), "{bookings}");
    assert!(bookings.contains("        if self.recipe_book:\n            price += 12.50\n"), "{bookings}");
    let email = std::fs::read_to_string(h.repo.path().join("confirmation.py")).unwrap();
    assert!(email.contains("if booking.recipe_book:"), "{email}");
    let said = composed_answer(&h).unwrap_or_default();
    assert!(said.starts_with("Added `recipe_book` to `Booking` in bookings.py, wrote `total` in bookings.py and `confirmation_lines` in confirmation.py again with the change."), "{said}");
    assert_every_call_answered(&h.stored().path_to_head());
}

const FRAMES: &str = "ANTI_GLARE_EXTRA = 9.00\n\n\ndef frame_price(frame):\n    \"\"\"Full price of one frame.\"\"\"\n    price = 40.0\n    if frame.get(\"anti_glare\"):\n        price += ANTI_GLARE_EXTRA\n    return round(price, 2)\n\n\ndef order_total(frames):\n    return round(sum(frame_price(frame) for frame in frames), 2)\n";
const FRAME_RECEIPT: &str = "from pricing import ANTI_GLARE_EXTRA, order_total\n\n\ndef receipt(customer, frames):\n    lines = [f\"Order for {customer}\"]\n    for frame in frames:\n        if frame.get(\"anti_glare\"):\n            lines.append(f\"  anti-glare glass  £{ANTI_GLARE_EXTRA:.2f}\")\n    lines.append(f\"Total  £{order_total(frames):.2f}\")\n    return \"\\n\".join(lines)\n";

/// "Marked as double_mount in the order, the same way anti_glare is":
/// read by key as `anti_glare` is, in both parts, and no new parameter.
/// Asked for a keyword parameter, the 1.5B model added one no caller passes.
#[tokio::test(flavor = "multi_thread")]
async fn a_setting_kept_the_way_another_is_is_read_by_key_in_both_parts() {
    let prompt = "Customers can now choose a double mount for a frame (marked as double_mount in the order, the same way anti_glare is). It costs £12 per frame - please add it to the price and show it as its own line on the receipt.";
    let with_parameter = "```python\ndef frame_price(frame, double_mount=False):\n    \"\"\"Full price of one frame.\"\"\"\n    price = 40.0\n    if double_mount:\n        price += 12\n    if frame.get(\"anti_glare\"):\n        price += ANTI_GLARE_EXTRA\n    return round(price, 2)\n```";
    let keyed = "```python\ndef frame_price(frame):\n    \"\"\"Full price of one frame.\"\"\"\n    price = 40.0\n    if frame.get(\"double_mount\"):\n        price += 12\n    if frame.get(\"anti_glare\"):\n        price += ANTI_GLARE_EXTRA\n    return round(price, 2)\n```";
    let shown = "```python\ndef receipt(customer, frames):\n    lines = [f\"Order for {customer}\"]\n    for frame in frames:\n        if frame.get(\"anti_glare\"):\n            lines.append(f\"  anti-glare glass  £{ANTI_GLARE_EXTRA:.2f}\")\n        if frame.get(\"double_mount\"):\n            lines.append(\"  double mount  £12.00\")\n    lines.append(f\"Total  £{order_total(frames):.2f}\")\n    return \"\\n\".join(lines)\n```";
    let (h, provider, outcome) = run_files(
        vec![
            answer(vec![text(0, with_parameter)], StopReason::EndTurn),
            answer(vec![text(0, keyed)], StopReason::EndTurn),
            answer(vec![text(0, shown)], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        [("pricing.py", FRAMES), ("receipt.py", FRAME_RECEIPT)],
        prompt,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    let first = message_text(&requests[0].messages[0]);
    assert!(
        first.contains("`double_mount` comes in the same way as `anti_glare`: read it as `frame.get(\"double_mount\")`, the way the function reads `frame.get(\"anti_glare\")`, and add no new parameter."),
        "{first}"
    );
    assert!(first.contains("nub asks for `receipt` in receipt.py next"), "{first}");
    let again = message_text(requests[1].messages.last().unwrap());
    assert!(
        again.contains("takes a new parameter")
            && again.contains("Read `double_mount` as `frame.get(\"double_mount\")`."),
        "{again}"
    );
    let second = message_text(requests[2].messages.last().unwrap());
    assert!(
        second.contains(
            "`receipt` gets it the way it gets the rest (`frame.get(\"double_mount\")`), so it takes no new parameter"
        ),
        "{second}"
    );
    let pricing = std::fs::read_to_string(h.repo.path().join("pricing.py")).unwrap();
    assert!(
        pricing.contains("def frame_price(frame):\n") && pricing.contains("if frame.get(\"double_mount\"):"),
        "{pricing}"
    );
    let receipt = std::fs::read_to_string(h.repo.path().join("receipt.py")).unwrap();
    assert!(receipt.contains("double mount  £12.00"), "{receipt}");
}

/// Both parts named, one as code and one in words: "add a helmet option
/// … to hire_total so it goes on the price, and to the receipt". With two
/// functions named, no ask had been made, and the 1.5B model added
/// helmets to the board prices until its time ran out.
#[tokio::test(flavor = "multi_thread")]
async fn a_setting_asked_of_both_parts_by_name_is_asked_as_the_pair() {
    let prompt = "People want cartridges with their session at £7.50 a box. Please add a cartridge_boxes option (0 unless asked for) to session_cost so it goes on the price, and to the receipt lines so the boxes show as their own line.";
    let (_h, provider, outcome) = run_with(
        vec![
            answer(vec![text(0, SESSION_COST)], StopReason::EndTurn),
            answer(vec![text(0, RECEIPT_LINES)], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        prompt,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let first = message_text(&provider.requests()[0].messages[0]);
    assert!(first.contains("write the function `session_cost` again, whole"), "{first}");
    assert!(first.contains("nub asks for `receipt_lines` in receipt.py next"), "{first}");
    assert_eq!(provider.requests().len(), 2);
}

/// The line the request quotes, shown before the total when the new
/// setting is on, is written by nub: the setting and the amount come from
/// the first part the model wrote, the words from the request. Asked for
/// the confirmation whole, the 1.5B model showed a sound bath on every
/// stay and dropped the `if meals:` before an optional line.
#[tokio::test(flavor = "multi_thread")]
async fn the_quoted_line_of_the_second_part_is_written_by_nub() {
    let pricing = "def hire_total(days, boots=False):\n    total = days * 20.0\n    if boots:\n        total += 3.0 * days\n    return round(total, 2)\n";
    let receipt = "from pricing import hire_total\n\n\ndef receipt(name, days, boots=False):\n    total = hire_total(days, boots)\n    lines = [f\"Hire for {name}\"]\n    if boots:\n        lines.append(\"Boots included\")\n    lines.append(f\"Total: £{total:.2f}\")\n    return \"\\n\".join(lines)\n";
    let prompt = "We now hire out helmets at £4 a day. Please add a helmet option (off by default) to hire_total and to the receipt, so the total goes up and the receipt shows \"Helmet: £X.XX\" just before the Total line.";
    let made = "```python\ndef hire_total(days, boots=False, helmet=False):\n    total = days * 20.0\n    if boots:\n        total += 3.0 * days\n    if helmet:\n        total += 4 * days\n    return round(total, 2)\n```";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, made)], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let options = Options { lean: true, ..small(vec!["receipt.py", "pricing.py"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "receipt.py", receipt);
    write(h.repo.path(), "pricing.py", pricing);
    h.send(Input::prompt(prompt)).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(provider.requests().len(), 1, "nub writes the receipt and the last answer");
    let written = std::fs::read_to_string(h.repo.path().join("receipt.py")).unwrap();
    assert!(
        written.contains(
            "def receipt(name, days, boots=False, helmet=False):\n    total = hire_total(days, boots, helmet=helmet)\n"
        ),
        "{written}"
    );
    assert!(
        written.contains("        lines.append(\"Boots included\")\n    if helmet:\n        lines.append(f\"Helmet: £{4 * days:.2f}\")\n    lines.append(f\"Total: £{total:.2f}\")\n"),
        "{written}"
    );
    assert!(events.iter().any(|e| matches!(e, nub_agent::UiEvent::Warning { message } if message.starts_with("the line the request quotes is written by nub"))));
    let said = composed_answer(&h).unwrap_or_default();
    assert!(
        said.starts_with("Wrote `hire_total` in pricing.py and `receipt` in receipt.py again with the change."),
        "{said}"
    );
    assert_every_call_answered(&h.stored().path_to_head());
}
