//! A small model's answer to a question, held to what it was shown: a
//! number nothing shown holds, or a file that does not set the value it
//! gives, is told once, and the model answers again (also after the
//! guard's last request without tools).

use nub_llm::{Request, StopReason};
use serde_json::json;

use super::fake::*;
use super::small::{file_tools, write};

const CHAIRS: &str = "STOP_HIRING_GUST_MPH = 34  # chairs blow away above this\nCHAIRS = 8\n";
const GUSTS: &str = "Up to which gust do we still hire chairs out? Please don't change anything.";
const LATE_FEE: &str =
    "From what time do we charge a late pick-up fee, and which file is that set in? Please don't change anything.";

/// A lean run of `prompt` over `files` (path, text), the model answering
/// `answers`: the harness and the requests.
async fn run(answers: Vec<Answer>, files: &[(&str, &str)], prompt: &str) -> (Harness, Vec<Request>) {
    let provider = FakeProvider::new(answers);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    for (path, text) in files {
        write(h.repo.path(), path, text);
    }
    h.send(nub_agent::Input::prompt(prompt)).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, nub_agent::Outcome::Completed);
    let asked = provider.requests();
    (h, asked)
}

async fn requests(answers: Vec<Answer>, files: &[(&str, &str)], prompt: &str) -> Vec<Request> {
    run(answers, files, prompt).await.1
}

fn read(path: &str) -> Answer {
    answer(vec![call(0, path, "read", json!({ "path": path }))], StopReason::ToolUse)
}

fn says(words: &str) -> Answer {
    answer(vec![text(0, words)], StopReason::EndTurn)
}

/// Seen with a 1.5B model asked for the strongest gust the chairs still go
/// out in: it read `STOP_HIRING_GUST_MPH = 34`, tried to make it 35, and
/// answered "35 mph". A number nothing shown holds is told once.
#[tokio::test(flavor = "multi_thread")]
async fn a_questions_answer_with_a_number_nothing_shown_holds_is_told_once() {
    let answers = vec![
        read("chairs.py"),
        says("Chairs go out in gusts up to 35 mph."),
        says("Up to 36 mph."),
        says("Up to 34 mph."),
    ];
    let asked = requests(answers, &[("chairs.py", CHAIRS)], GUSTS).await;
    assert_eq!(asked.len(), 3, "told once; the second answer ends the run");
    let told = message_text(asked[2].messages.last().unwrap());
    assert!(told.contains("your answer gives 35, but no file, program output or note you were shown holds"), "{told}");

    // An answer from what was read ends the run at once.
    let asked =
        requests(vec![read("chairs.py"), says("Up to 34 mph, for up to 8 chairs.")], &[("chairs.py", CHAIRS)], GUSTS)
            .await;
    assert_eq!(asked.len(), 2);
}

/// The same, when the answer is the last one asked for without tools
/// after a refused change, as the deckchair's was.
#[tokio::test(flavor = "multi_thread")]
async fn an_answer_asked_for_after_a_refused_change_is_told_of_a_number_nothing_shown_holds() {
    let edit = json!({"path": "chairs.py", "old_string": "= 34", "new_string": "= 35"});
    let answers = vec![
        read("chairs.py"),
        answer(vec![call(0, "e", "edit", edit)], StopReason::ToolUse),
        says("Up to 35 mph."),
        says("Up to 34 mph."),
    ];
    let (h, asked) = run(answers, &[("chairs.py", CHAIRS)], GUSTS).await;
    assert_eq!(asked.len(), 4, "the read, the refused edit, the answer, the answer again");
    let told = message_text(asked[3].messages.last().unwrap());
    assert!(told.contains("your answer gives 35"), "{told}");
    assert!(asks_for_words(&asked[3]) || asked[3].tools.is_empty(), "asked without tools");
    assert_eq!(std::fs::read_to_string(h.repo.path().join("chairs.py")).unwrap(), CHAIRS);
}

/// Seen with a 1.5B model asked which file sets the nursery's late fee
/// time: it named register.py, which imports `LATE_FEE_START` from fees.py.
#[tokio::test(flavor = "multi_thread")]
async fn a_questions_answer_naming_a_file_that_imports_the_value_is_told_where_it_is_set() {
    let register =
        "from fees import LUNCH, LATE_FEE_START\n\n\ndef late(pickup):\n    return pickup > LATE_FEE_START\n";
    let answers = vec![
        answer(
            vec![
                call(0, "a", "read", json!({"path": "register.py"})),
                call(1, "b", "read", json!({"path": "fees.py"})),
            ],
            StopReason::ToolUse,
        ),
        says("The late fee starts at 18:15; that is set in register.py."),
        says("From 18:15, set in fees.py."),
    ];
    let files = [("fees.py", "LUNCH = 3.50\nLATE_FEE_START = \"18:15\"\n"), ("register.py", register)];
    let asked = requests(answers, &files, LATE_FEE).await;
    assert_eq!(asked.len(), 3);
    let told = message_text(asked[2].messages.last().unwrap());
    assert!(
        told.contains("your answer names register.py, but register.py only imports `LATE_FEE_START` from fees.py: it is set in fees.py line 2: `LATE_FEE_START = \"18:15\"`"),
        "{told}"
    );
}

/// On another run the nursery's answer named settings.py, which sets no
/// 18:15: the one line of another file that does is named.
#[tokio::test(flavor = "multi_thread")]
async fn a_questions_answer_naming_a_file_that_sets_no_such_value_is_told_which_line_does() {
    let answers = vec![read("fees.py"), says("From 18:15, set in settings.py."), says("From 18:15, set in fees.py.")];
    let files = [
        ("fees.py", "LUNCH = 3.50\nLATE_FEE_START = \"18:15\"  # a quarter past six\n"),
        ("settings.py", "OPENS = \"07:30\"\nCLOSES = \"18:00\"\n"),
    ];
    let asked = requests(answers, &files, LATE_FEE).await;
    assert_eq!(asked.len(), 3);
    let told = message_text(asked[2].messages.last().unwrap());
    assert!(
        told.contains("your answer names settings.py, but no line there sets that value: fees.py line 2 does: `LATE_FEE_START = \"18:15\"  # a quarter past six`"),
        "{told}"
    );
}
