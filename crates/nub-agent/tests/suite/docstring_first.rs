//! A small model asked for one docstring answers with its text, and the
//! loop puts it under the `def` line with an `edit` call of its own; an
//! answer without one is told once that it is still missing.

use nub_agent::{Input, Outcome, UiEvent};
use nub_llm::StopReason;

use super::fake::*;
use super::small::{file_tools, small, write};

const SAVINGS: &str = "RATE = 3\n\n\ndef compound(principal, years, per_year=12):\n    rate = RATE / 100 / per_year\n    return round(principal * (1 + rate) ** (years * per_year), 2)\n";

async fn run(answers: Vec<Answer>, prompt: &str) -> (Harness, std::sync::Arc<FakeProvider>, Vec<UiEvent>, Outcome) {
    let provider = FakeProvider::new(answers);
    let options = Options { lean: true, ..small(vec!["savings.py"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "savings.py", SAVINGS);
    h.send(Input::prompt(prompt)).await;
    let (events, outcome) = h.until_run_end().await;
    (h, provider, events, outcome)
}

#[tokio::test(flavor = "multi_thread")]
async fn the_docstring_answered_as_text_is_put_under_the_def_line() {
    let (h, provider, events, outcome) = run(
        vec![
            answer(
                vec![text(0, "Compound interest on `principal` after `years`, rounded to cents.")],
                StopReason::EndTurn,
            ),
            answer(vec![text(0, "I added a docstring to compound.")], StopReason::EndTurn),
        ],
        "Add a docstring to compound in savings.py.",
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert!(
        message_text(&requests[0].messages[0]).contains("answer with only the docstring's text"),
        "the first request asks for the text"
    );
    // One request, without tools: nub writes the last answer.
    assert_eq!(requests.len(), 1);
    assert!(requests[0].tools.is_empty());
    let now = std::fs::read_to_string(h.repo.path().join("savings.py")).unwrap();
    assert_eq!(
        now,
        SAVINGS.replace(
            "per_year=12):\n",
            "per_year=12):\n    \"\"\"Compound interest on `principal` after `years`, rounded to cents.\"\"\"\n"
        )
    );
    // It ran as an edit the user and hooks see, its result in the session.
    assert!(events.iter().any(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "edit")), "{events:?}");
    let edited = format!("{:?}", h.stored().path_to_head());
    assert!(edited.contains("edited savings.py: +1 -0"), "{edited}");
    assert_eq!(
        composed_answer(&h).as_deref(),
        Some("Added the docstring asked for to savings.py. Changed: savings.py (+1 −0).")
    );
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test(flavor = "multi_thread")]
async fn an_answer_without_a_docstring_is_told_once_it_is_missing() {
    let (h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, "def compound(principal):\n    return principal")], StopReason::EndTurn),
            answer(vec![text(0, "Done, it has a docstring.")], StopReason::EndTurn),
        ],
        "Add a docstring to compound in savings.py.",
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(std::fs::read_to_string(h.repo.path().join("savings.py")).unwrap(), SAVINGS, "code is no docstring");
    let requests = provider.requests();
    assert_eq!(requests.len(), 2, "told once, then the run ends");
    assert!(!requests[1].tools.is_empty(), "then it has its tools again");
    assert!(
        message_text(requests[1].messages.last().unwrap()).contains("`compound` in savings.py has no docstring yet")
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_prompt_that_asks_for_more_than_a_docstring_is_not_asked_for_its_text() {
    let (_, provider, _, _) = run(
        vec![answer(vec![text(0, "Compound interest.")], StopReason::EndTurn)],
        "Fix the rate in compound and add a docstring to compound in savings.py.",
    )
    .await;
    assert!(!message_text(&provider.requests()[0].messages[0]).contains("docstring's text"));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_call_written_as_text_gives_its_docstring_and_no_last_request_follows() {
    let written = "{\"name\": \"edit\", \"arguments\": {\"path\": \"savings.py\", \"old_string\": \"def compound(principal, years, per_year=12):\", \"new_string\": \"def compound(principal, years, per_year=12):\\n    \\\"\\\"\\\"Grow principal monthly.\\\"\\\"\\\"\\n    rate = 0\"}}";
    let undo = serde_json::json!({"path": "savings.py", "old_string": "RATE = 3", "new_string": "RATE = 4"});
    let (h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, &format!("```json\n{written}\n```"))], StopReason::EndTurn),
            answer(vec![call(0, "u", "edit", undo)], StopReason::ToolUse),
        ],
        "Add a docstring to compound in savings.py.",
    )
    .await;
    let now = std::fs::read_to_string(h.repo.path().join("savings.py")).unwrap();
    assert_eq!(now, SAVINGS.replace("per_year=12):\n", "per_year=12):\n    \"\"\"Grow principal monthly.\"\"\"\n"));
    // The undo a last request would have got is never asked for.
    assert_eq!(provider.requests().len(), 1);
    assert!(composed_answer(&h).is_some());
    assert_eq!(outcome, Outcome::Completed);
    assert_every_call_answered(&h.stored().path_to_head());
}

/// Type hints go the same way, asked for as the `def` line: given tools,
/// the 1.5B model read the tide tables round and round, and showed the
/// right line only in its last answer.
#[tokio::test(flavor = "multi_thread")]
async fn type_hints_answered_as_the_def_line_replace_it() {
    let hinted = "def compound(principal: float, years: int, per_year: int = 12) -> float:";
    let (h, provider, events, outcome) = run(
        vec![
            answer(vec![text(0, &format!("Here it is:\n\n```python\n{hinted}\n    ...\n```"))], StopReason::EndTurn),
            answer(vec![text(0, "I added type hints to compound.")], StopReason::EndTurn),
        ],
        "Please add type hints to compound, for all its parameters and its return value.",
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    let asked = message_text(&requests[0].messages[0]);
    assert!(asked.contains("answer with only that line"), "{asked}");
    assert!(asked.contains("It is now: `def compound(principal, years, per_year=12):`"), "{asked}");
    assert_eq!(requests.len(), 1);
    assert!(requests[0].tools.is_empty());
    let now = std::fs::read_to_string(h.repo.path().join("savings.py")).unwrap();
    assert_eq!(now, SAVINGS.replace("def compound(principal, years, per_year=12):", hinted));
    assert_eq!(
        composed_answer(&h).as_deref(),
        Some("Added the type hints asked for to savings.py. Changed: savings.py (+1 −1).")
    );
    assert!(events.iter().any(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "edit")), "{events:?}");
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_def_line_with_other_parameters_is_no_hint_and_is_told_once() {
    let (h, provider, _, outcome) = run(
        vec![
            answer(vec![text(0, "def compound(amount: float, years: int) -> float:")], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ],
        "Add type hints to compound.",
    )
    .await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(std::fs::read_to_string(h.repo.path().join("savings.py")).unwrap(), SAVINGS);
    let requests = provider.requests();
    assert_eq!(requests.len(), 2, "told once, then the run ends");
    assert!(!requests[1].tools.is_empty(), "then it has its tools again");
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("`compound` in savings.py has no type hint on every parameter"), "{told}");
}

/// "Add docstrings to the functions in quilt.py": each function's text is
/// asked for in turn, without tools, and put in place; then the last answer.
#[tokio::test(flavor = "multi_thread")]
async fn every_function_of_a_named_file_is_asked_for_in_turn() {
    const QUILT: &str = "def squares(width, height, size):\n    return (width // size) * (height // size)\n\n\ndef backing(width, height):\n    \"\"\"Backing fabric in square inches.\"\"\"\n    return (width + 8) * (height + 8)\n\n\nclass Quilt:\n    def __init__(self, name):\n        self.name = name\n\n    def label(self):\n        return self.name.title()\n";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, "How many squares of `size` fit the quilt.")], StopReason::EndTurn),
        answer(vec![text(0, "Set the quilt's name.")], StopReason::EndTurn),
        answer(vec![text(0, "The name as a title.")], StopReason::EndTurn),
        answer(vec![text(0, "I added the docstrings.")], StopReason::EndTurn),
    ]);
    let options = Options { lean: true, ..small(vec!["squares.py"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "squares.py", QUILT);
    // `squares` is also the file's name: it names the file, not one function.
    h.send(Input::prompt("Add docstrings to the functions in squares.py please. No other changes.")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 3);
    assert_eq!(
        composed_answer(&h).as_deref(),
        Some("Added the docstrings asked for to squares.py. Changed: squares.py (+3 −0).")
    );
    assert!(requests.iter().all(|request| request.tools.is_empty()));
    let asked: Vec<String> = requests[1..3].iter().map(|r| format!("{:?}", r.messages.last().unwrap())).collect();
    assert!(asked[0].contains("under the def line of `__init__` in squares.py"), "{asked:?}");
    assert!(asked[1].contains("under the def line of `label` in squares.py"), "{asked:?}");
    let now = std::fs::read_to_string(h.repo.path().join("squares.py")).unwrap();
    let want = QUILT
        .replace("size):\n", "size):\n    \"\"\"How many squares of `size` fit the quilt.\"\"\"\n")
        .replace("name):\n", "name):\n        \"\"\"Set the quilt's name.\"\"\"\n")
        .replace("label(self):\n", "label(self):\n        \"\"\"The name as a title.\"\"\"\n");
    assert_eq!(now, want);
    assert_every_call_answered(&h.stored().path_to_head());
}

/// Type hints for every function, in turn: an answer nub cannot put in
/// place (the 1.5B model added `self` to a module function's `def` line)
/// is no edit; that function is left to the model's own edit at the end,
/// after the others.
#[tokio::test(flavor = "multi_thread")]
async fn an_unusable_answer_in_turn_is_skipped_and_left_for_the_end() {
    const M: &str = "def f(a):\n    return a\n\n\ndef g(b):\n    return b * 2\n\n\ndef h(c):\n    return c.upper()\n";
    let fixed = "def g(b: int) -> int:";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, "def f(a: int) -> int:")], StopReason::EndTurn),
        answer(vec![text(0, "```python\ndef g(self, b: int) -> int:\n    return b * 2\n```")], StopReason::EndTurn),
        // A colon before the arrow, as the 1.5B model wrote it, is mended.
        answer(vec![text(0, "def h(c: str): -> str:")], StopReason::EndTurn),
        answer(
            vec![call(
                0,
                "e1",
                "edit",
                serde_json::json!({"path": "m.py", "old_string": "def g(b):", "new_string": fixed}),
            )],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "All three have type hints.")], StopReason::EndTurn),
    ]);
    let options = Options { lean: true, ..small(vec!["m.py"], 4_000) };
    let mut h = start(provider.clone(), file_tools(), options);
    write(h.repo.path(), "m.py", M);
    h.send(Input::prompt("Please add type hints to all the functions in m.py.")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let requests = provider.requests();
    let last = |n: usize| format!("{:?}", requests[n].messages.last().unwrap());
    assert!(
        last(2).contains("held no def line with type hints for `g`") && last(2).contains("`h` in m.py"),
        "{}",
        last(2)
    );
    assert!(requests[..3].iter().all(|request| request.tools.is_empty()));
    assert!(last(3).contains("`g` in m.py has no type hint") && !requests[3].tools.is_empty(), "{}", last(3));
    let now = std::fs::read_to_string(h.repo.path().join("m.py")).unwrap();
    assert_eq!(
        now,
        M.replace("def f(a):", "def f(a: int) -> int:")
            .replace("def g(b):", fixed)
            .replace("def h(c):", "def h(c: str) -> str:")
    );
}
