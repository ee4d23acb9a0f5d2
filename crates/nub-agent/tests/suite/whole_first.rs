//! A small model asked for a new optional setting of one function, or to
//! fix a fault in one it names, writes the function again whole, in a
//! request without tools, and the loop puts it in place with an `edit`
//! call of its own, and writes the last answer itself; an answer that adds
//! no setting, or fixes nothing, is told so once and asked again.

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
    // No request follows: given its tools again, the 1.5B model wrote the
    // file over with the function alone. nub writes the last answer.
    assert_eq!(requests.len(), 1);
    assert_eq!(
        composed_answer(&h).as_deref(),
        Some("Wrote `drink_price` in menu.py again with the change. Changed: menu.py (+3 −1).")
    );
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
    assert_eq!(requests.len(), 2);
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("takes the same parameters as before"), "{told}");
    assert!(requests[1].tools.is_empty(), "asked again without tools");
    let now = std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap();
    assert!(now.contains("oat_milk=False"), "{now}");
}

/// A setting that adds 40 where the request says 45p is asked for again.
#[tokio::test(flavor = "multi_thread")]
async fn an_answer_with_a_number_the_request_does_not_give_is_asked_again() {
    let (h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, &WITH_OAT.replace("price += 45", "price += 40"))], StopReason::EndTurn),
            answer(vec![text(0, WITH_OAT)], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 2);
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("uses a number that neither the request nor the file gives"), "{told}");
    let now = std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap();
    assert!(now.contains("price += 45"), "{now}");
}

/// A new setting charged at a number of the model's own, where the
/// request gives one amount: nub puts the amount in its place.
#[tokio::test(flavor = "multi_thread")]
async fn the_one_number_a_new_setting_brings_in_is_made_the_request_s_amount() {
    let asked = "Could you add an optional oat_milk option to drink_price() - off unless I switch it on - that adds £45? It's a fancy café.";
    let (h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, &WITH_OAT.replace("price += 45", "price += 40"))], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        asked,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(provider.requests().len(), 1, "nub writes the answer");
    let now = std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap();
    assert!(now.contains("    if oat_milk:\n        price += 45\n"), "{now}");
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
/// fixed, and nub puts it in place.
#[tokio::test(flavor = "multi_thread")]
async fn a_fault_in_the_named_function_is_fixed_by_writing_it_again() {
    let fixed = unchanged().replace("price += 80", "price += 160");
    let (h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, &fixed)], StopReason::EndTurn),
            answer(vec![text(0, "A large drink adds 160 now.")], StopReason::EndTurn),
        ],
        LARGE,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    let asked = message_text(&requests[0].messages[0]);
    assert!(asked.contains("write the function `drink_price` again, whole, with the fault fixed"), "{asked}");
    assert_eq!(requests.len(), 1);
    assert!(requests[0].tools.is_empty(), "no tools until the end");
    assert!(composed_answer(&h).is_some_and(|said| said.starts_with("Wrote `drink_price` in menu.py again")));
    let now = std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap();
    assert!(now.contains("        price += 160\n    return price\n\n\ndef receipt"), "{now}");
    assert_every_call_answered(&h.stored().path_to_head());
}

/// A fix written back unchanged gives the model its tools at once: asked
/// again, the 1.5B model wrote the same function a second time.
#[tokio::test(flavor = "multi_thread")]
async fn a_fix_written_back_unchanged_gives_the_tools_back() {
    let edit = serde_json::json!({"path": "menu.py", "old_string": "price += 80", "new_string": "price += 160"});
    let (h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, &unchanged())], StopReason::EndTurn),
            answer(vec![call(0, "e1", "edit", edit)], StopReason::ToolUse),
            answer(vec![text(0, "A large drink adds 160 now.")], StopReason::EndTurn),
        ],
        LARGE,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("is the one menu.py has, so the fault is still there"), "{told}");
    assert!(told.contains("change it with edit"), "{told}");
    assert!(!requests[1].tools.is_empty(), "the tools are back");
    let now = std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap();
    assert!(now.contains("price += 160"), "{now}");
    assert_every_call_answered(&h.stored().path_to_head());
}

const PRICES: &str =
    "def cheapest(prices):\n    return max(prices)\n\n\ndef dearest(prices):\n    return max(prices)\n";

/// Given its tools back, the model sets `replace_all` on a line that two
/// functions share: refused once, with the call that changes only the one
/// the request names; the model sends it.
#[tokio::test(flavor = "multi_thread")]
async fn a_replace_all_beyond_the_named_function_is_refused_with_the_call_for_it() {
    let unchanged = "```python\ndef cheapest(prices):\n    return max(prices)\n```";
    let every = serde_json::json!({"path": "prices.py", "old_string": "return max(prices)", "new_string": "return min(prices)", "replace_all": true});
    let one = serde_json::json!({"path": "prices.py", "old_string": "def cheapest(prices):\n    return max(prices)", "new_string": "def cheapest(prices):\n    return min(prices)"});
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, unchanged)], StopReason::EndTurn),
        answer(vec![call(0, "e1", "edit", every)], StopReason::ToolUse),
        answer(vec![call(0, "e2", "edit", one)], StopReason::ToolUse),
        answer(vec![text(0, "cheapest uses min now.")], StopReason::EndTurn),
    ]);
    let options = Options { lean: true, ..small(vec!["prices.py"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "prices.py", PRICES);
    h.send(Input::prompt("cheapest() in prices.py returns the most expensive price. Fix it.")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let told = format!("{:?}", provider.requests()[2].messages.last().unwrap());
    assert!(told.contains("not run: replace_all would change `dearest` too"), "{told}");
    assert!(told.contains(r#"\"old_string\":\"def cheapest(prices):\\n    return max(prices)\""#), "{told}");
    let now = std::fs::read_to_string(h.repo.path().join("prices.py")).unwrap();
    assert_eq!(now, PRICES.replacen("max", "min", 1));
    assert_every_call_answered(&h.stored().path_to_head());
}

/// A first answer cut off at the output limit inside its fence is no
/// function: the model is told so and asked again, still without tools.
#[tokio::test(flavor = "multi_thread")]
async fn a_function_cut_off_at_the_output_limit_is_asked_for_again() {
    let cut = "```python\ndef drink_price(name, size=\"regular\", oat_milk=False):\n    price = PRICES[name]\n";
    let (h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, cut)], StopReason::MaxTokens),
            answer(vec![text(0, WITH_OAT)], StopReason::EndTurn),
            answer(vec![text(0, "drink_price takes oat_milk now.")], StopReason::EndTurn),
        ],
        PROMPT,
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("held no `def drink_price(` nub could use"), "{told}");
    assert!(requests[1].tools.is_empty(), "asked again without tools");
    let now = std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap();
    assert!(now.contains("    if oat_milk:\n        price += 45\n    return price\n\n\ndef receipt"), "{now}");
}

/// A snowboard hire's `hire_total`, boots charged per day.
const HIRE: &str = "BOOTS_PER_DAY = 9.00\n\n\ndef hire_total(board, days, boots=True):\n    total = 20.0 * days\n    if boots:\n        total += BOOTS_PER_DAY * days\n    return round(total, 2)\n";

/// The run of "helmets at £4 a day" with `provider`'s answers, in a
/// repository holding [`HIRE`] as prices.py.
async fn helmet_run(provider: &std::sync::Arc<FakeProvider>) -> Harness {
    let options = Options { lean: true, ..small(vec!["prices.py"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "prices.py", HIRE);
    h.send(Input::prompt("We've started hiring out helmets at £4 a day. Please add a helmet option (off unless asked for) to hire_total.")).await;
    h.until_run_end().await;
    h
}

/// "Helmets at £4 a day": the 1.5B model charged the £4 once for a
/// week's hire, where the boots beside it are charged per day. nub
/// charges it for each day itself.
#[tokio::test(flavor = "multi_thread")]
async fn an_amount_given_a_day_charged_once_is_charged_for_each_by_nub() {
    let once = "```python\ndef hire_total(board, days, boots=True, helmet=False):\n    total = 20.0 * days\n    if boots:\n        total += BOOTS_PER_DAY * days\n    if helmet:\n        total += 4\n    return round(total, 2)\n```";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, once)], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let h = helmet_run(&provider).await;
    assert_eq!(provider.requests().len(), 1, "no ask again");
    let now = std::fs::read_to_string(h.repo.path().join("prices.py")).unwrap();
    assert!(now.contains("        total += 4 * days\n"), "{now}");
}

/// Two lines that charge the amount once: nub cannot tell which to count,
/// and the model is asked again.
#[tokio::test(flavor = "multi_thread")]
async fn an_amount_a_day_charged_once_on_two_lines_is_asked_again() {
    let twice = "```python\ndef hire_total(board, days, boots=True, helmet=False):\n    total = 20.0 * days\n    if boots:\n        total += BOOTS_PER_DAY * days\n    if helmet:\n        total += 4\n    if helmet and days:\n        total += 4\n    return round(total, 2)\n```";
    let daily = "```python\ndef hire_total(board, days, boots=True, helmet=False):\n    total = 20.0 * days\n    if boots:\n        total += BOOTS_PER_DAY * days\n    if helmet:\n        total += 4 * days\n    return round(total, 2)\n```";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, twice)], StopReason::EndTurn),
        answer(vec![text(0, daily)], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let h = helmet_run(&provider).await;
    let requests = provider.requests();
    let again = message_text(requests[1].messages.last().unwrap());
    assert!(
        again.contains(
            "charges the request's amount once, but the request gives it for each one of `days`: multiply it by `days`"
        ),
        "{again}"
    );
    let now = std::fs::read_to_string(h.repo.path().join("prices.py")).unwrap();
    assert!(now.contains("        total += 4 * days\n"), "{now}");
}

/// A marina's shore power "£4.50 a night", charged once in both answers:
/// the second, unfit too, had become an edit through the recovery of
/// edits written as text. It is no edit; the model is told why and has
/// its tools.
#[tokio::test(flavor = "multi_thread")]
async fn a_second_unfit_answer_is_no_edit_of_text_either() {
    let once = "```python\ndef hire_total(board, days, boots=True, helmet=False):\n    total = 20.0 * days\n    if boots:\n        total += BOOTS_PER_DAY * days\n    if helmet:\n        total += 4\n    return round(total, 2)\n```";
    let once =
        once.replace("        total += 4\n", "        total += 4\n    if helmet and days:\n        total += 4\n");
    let again = once.replace("total += 4\n", "total += 4.0\n");
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, &once)], StopReason::EndTurn),
        answer(vec![text(0, &again)], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let h = helmet_run(&provider).await;
    let requests = provider.requests();
    let after = message_text(requests[2].messages.last().unwrap());
    assert!(
        after.contains("[nub: that `hire_total` charges the request's amount once")
            && after.contains("Make the change in prices.py with the edit tool"),
        "{after}"
    );
    assert!(!requests[2].tools.is_empty(), "the tools are back");
    assert_eq!(std::fs::read_to_string(h.repo.path().join("prices.py")).unwrap(), HIRE);
}

/// A new charge the request places after a step of the function, written
/// before it, is moved after it: a trail ride's packed lunch went above the
/// group discount, which took 15 % off the lunch.
#[tokio::test(flavor = "multi_thread")]
async fn a_charge_written_before_the_step_it_comes_after_is_moved() {
    let ranch = "GROUP_DISCOUNT = 0.15\n\n\ndef ride_price(riders, hours):\n    price = 30.0 * hours * riders\n    if riders >= 6:\n        price *= 1 - GROUP_DISCOUNT\n    return round(price, 2)\n";
    let prompt = "Could you add a packed lunch option to ride_price? When lunch=True is passed it should add £9.50 per rider, added after the group discount so the lunch itself is never discounted. It should be off by default.";
    let before = "```python\ndef ride_price(riders, hours, lunch=False):\n    price = 30.0 * hours * riders\n    if lunch:\n        price += 9.50 * riders\n    if riders >= 6:\n        price *= 1 - GROUP_DISCOUNT\n    return round(price, 2)\n```";
    let provider = FakeProvider::new(vec![answer(vec![text(0, before)], StopReason::EndTurn)]);
    let options = Options { lean: true, ..small(vec!["ranch.py"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "ranch.py", ranch);
    h.send(Input::prompt(prompt)).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(provider.requests().len(), 1);
    let now = std::fs::read_to_string(h.repo.path().join("ranch.py")).unwrap();
    assert!(
        now.contains("    if riders >= 6:\n        price *= 1 - GROUP_DISCOUNT\n    if lunch:\n        price += 9.50 * riders\n    return round(price, 2)\n"),
        "{now}"
    );
}

/// A fault told in words that names no function, with a share the code
/// holds as it is: the one function that reads it is asked for whole, even
/// though the words name the constant ("our 10% group discount").
#[tokio::test(flavor = "multi_thread")]
async fn a_fault_naming_no_function_asks_for_the_one_that_reads_the_stated_share() {
    let trek = "GROUP_DISCOUNT = 0.10\nGROUP_MIN_SIZE = 6\n\n\ndef people_cost(adults, children):\n    return adults * 40.0 + children * 25.0\n\n\ndef trek_quote(adults, children):\n    total = people_cost(adults, children)\n    group_size = adults\n    if group_size >= GROUP_MIN_SIZE:\n        total -= total * GROUP_DISCOUNT\n    return round(total, 2)\n";
    let prompt = "Kids are supposed to count towards the group size for our 10% group discount on treks (groups of 6 or more), but at the moment it only seems to count the adults. Can you sort that out?";
    let fixed = "```python\ndef trek_quote(adults, children):\n    total = people_cost(adults, children)\n    group_size = adults + children\n    if group_size >= GROUP_MIN_SIZE:\n        total -= total * GROUP_DISCOUNT\n    return round(total, 2)\n```";
    let provider = FakeProvider::new(vec![answer(vec![text(0, fixed)], StopReason::EndTurn)]);
    let options = Options { lean: true, ..small(vec!["trek.py"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "trek.py", trek);
    h.send(Input::prompt(prompt)).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    let asked = message_text(&requests[0].messages[0]);
    assert!(asked.contains("write the function `trek_quote` again, whole, with the fault fixed"), "{asked}");
    let now = std::fs::read_to_string(h.repo.path().join("trek.py")).unwrap();
    assert!(now.contains("    group_size = adults + children\n"), "{now}");
}

/// Seen with a 1.5B model: `oat_milks`-like slips (`helmets=0` taken,
/// `helmet * 3` charged) and an unasked `collect=False` were refused, and
/// the model wrote the function again for 30 requests. nub mends both.
#[tokio::test(flavor = "multi_thread")]
async fn a_parameter_without_its_s_and_one_added_unasked_are_mended() {
    let slipped = "```python\ndef drink_price(name, size=\"regular\", oat_milks=0, collect=False):\n    price = PRICES[name]\n    if size == \"large\":\n        price += 80\n    price += oat_milk * 45\n    return price\n```";
    let (h, provider, _, outcome) = run(
        vec![answer(vec![text(0, slipped)], StopReason::EndTurn)],
        "Could you add an optional oat_milks count to drink_price() that adds 45p for each?",
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(provider.requests().len(), 1, "put in place without asking again");
    let now = std::fs::read_to_string(h.repo.path().join("menu.py")).unwrap();
    assert!(now.contains("def drink_price(name, size=\"regular\", oat_milks=0):"), "{now}");
    assert!(now.contains("    price += oat_milks * 45\n"), "{now}");
}
