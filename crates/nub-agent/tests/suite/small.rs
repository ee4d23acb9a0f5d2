//! A small model's help, through the loop with the real file tools: the
//! files a prompt is about come with it, and edits written as text (a
//! fenced whole file, SEARCH/REPLACE blocks) become calls that run like any.

use std::path::Path;
use std::sync::Arc;

use nub_agent::{AutoAttach, Input, UiEvent};
use nub_llm::{Block, Request, StopReason};
use nub_tools::Tool;
use nub_tools::mention::RelevantFiles;

use super::fake::*;

/// Ranks the given paths for every prompt.
#[derive(Debug)]
struct Ranked(Vec<&'static str>);

impl RelevantFiles for Ranked {
    fn rank(&self, _root: &Path, _prompt: &str) -> Vec<String> {
        self.0.iter().map(|p| (*p).to_owned()).collect()
    }
}

/// The file tools and `bash`, for the runs that run programs and tests.
pub(super) fn with_bash() -> Vec<Arc<dyn Tool>> {
    let mut tools = file_tools();
    tools.push(Arc::new(nub_tools::builtin::bash::Bash::default()));
    tools
}

pub(super) fn file_tools() -> Vec<Arc<dyn Tool>> {
    vec![
        Arc::new(nub_tools::builtin::read::Read),
        Arc::new(nub_tools::builtin::edit::Edit),
        Arc::new(nub_tools::builtin::write::Write),
    ]
}

/// The file tools and `grep`, which the notes after a rename search with.
pub(super) fn searching_tools() -> Vec<Arc<dyn Tool>> {
    let mut tools = file_tools();
    tools.push(Arc::new(nub_tools::builtin::grep::Grep));
    tools
}

/// A model that reads `path`, makes `edit`, then says `said`.
pub(super) fn read_edit_say(path: &str, edit: serde_json::Value, said: &str) -> Arc<FakeProvider> {
    FakeProvider::new(vec![
        answer(vec![call(0, "r", "read", serde_json::json!({"path": path}))], StopReason::ToolUse),
        answer(vec![call(0, "e", "edit", edit)], StopReason::ToolUse),
        answer(vec![text(0, said)], StopReason::EndTurn),
    ])
}

pub(super) fn small(ranked: Vec<&'static str>, tokens: usize) -> Options {
    Options {
        auto_attach: Some(AutoAttach { relevant: Arc::new(Ranked(ranked)), tokens }),
        text_edits: true,
        ..Options::default()
    }
}

/// The attachment paths of the first request's prompt.
fn attached(request: &Request) -> Vec<String> {
    let prompt = request.messages.iter().find(|m| m.role == nub_llm::Role::User).expect("a prompt");
    prompt
        .content
        .iter()
        .filter_map(|block| match block {
            Block::Text { text, .. } => nub_llm::attachment::parse(text).map(|a| a.path.to_owned()),
            _ => None,
        })
        .collect()
}

pub(super) fn write(root: &Path, path: &str, text: &str) {
    std::fs::create_dir_all(root.join(path).parent().unwrap()).unwrap();
    std::fs::write(root.join(path), text).unwrap();
}

#[tokio::test(flavor = "multi_thread")]
async fn the_files_a_prompt_is_about_come_with_it_within_the_budget() {
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, "ok")], StopReason::EndTurn),
        answer(vec![text(0, "ok")], StopReason::EndTurn),
    ]);
    let mut h =
        start(provider.clone(), file_tools(), small(vec!["calc.py", "big.py", "missing.py", ".env", "main.py"], 200));
    let root = h.repo.path().to_owned();
    write(&root, "calc.py", "def add(a, b):\n    return a - b\n");
    write(&root, "big.py", &"x = 1\n".repeat(400));
    write(&root, ".env", "KEY=secret\n");
    write(&root, "main.py", "from calc import add\n");
    h.send(Input::prompt("Fix add in calc.py")).await;
    let (events, _) = h.until_run_end().await;
    let requests = provider.requests();
    // big.py is over the budget, missing.py does not exist, .env is denied.
    assert_eq!(attached(&requests[0]), ["calc.py", "main.py"]);
    let told: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            UiEvent::Attached { path, detail, .. } => Some(format!("{path}: {detail}")),
            _ => None,
        })
        .collect();
    assert_eq!(told, ["calc.py: 2 lines, picked for the prompt", "main.py: 1 line, picked for the prompt"]);
    let body = serde_json::to_string(&requests[0].messages).unwrap();
    assert!(!body.contains("secret"), "a denied file never goes");
    // The next prompt of the session does not attach them again.
    h.send(Input::prompt("And now?")).await;
    h.until_run_end().await;
    assert!(attached(&provider.requests()[1]).len() == 2, "only the first prompt's");
    let second = provider.requests()[1].messages.last().unwrap().clone();
    assert_eq!(second.content.len(), 1, "the second prompt goes alone");
}

#[tokio::test(flavor = "multi_thread")]
async fn without_auto_attach_only_mentions_go() {
    let provider = FakeProvider::new(vec![answer(vec![text(0, "ok")], StopReason::EndTurn)]);
    let mut h = start(provider.clone(), file_tools(), Options::default());
    write(h.repo.path(), "calc.py", "def add(a, b):\n    return a - b\n");
    h.send(Input::prompt("Fix add in calc.py")).await;
    h.until_run_end().await;
    assert!(attached(&provider.requests()[0]).is_empty());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_fenced_whole_file_becomes_a_write_and_search_replace_an_edit() {
    let whole = "Here is the fixed calc.py:\n\n```python\ndef add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n```\n";
    let blocks = "util.py\n<<<<<<< SEARCH\ndef greet(name):\n=======\ndef welcome(name):\n>>>>>>> REPLACE\n";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, whole)], StopReason::EndTurn),
        answer(vec![text(0, blocks)], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), small(vec!["calc.py", "util.py"], 4000));
    let root = h.repo.path().to_owned();
    write(&root, "calc.py", "def add(a, b):\n    return a * b\n\n\ndef sub(a, b):\n    return a - b\n");
    write(&root, "util.py", "def greet(name):\n    return name\n");
    h.send(Input::prompt("Fix add in calc.py and rename greet to welcome")).await;
    let (events, _) = h.until_run_end().await;
    assert_eq!(
        std::fs::read_to_string(root.join("calc.py")).unwrap(),
        "def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n"
    );
    assert_eq!(std::fs::read_to_string(root.join("util.py")).unwrap(), "def welcome(name):\n    return name\n");
    let requests = provider.requests();
    let wrote = results_of(requests[1].messages.last().unwrap());
    assert!(!wrote[0].2, "{}", wrote[0].1);
    let edited = results_of(requests[2].messages.last().unwrap());
    assert!(!edited[0].2, "{}", edited[0].1);
    let started: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            UiEvent::ToolStart { name, .. } => Some(name.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(started, ["write", "edit"]);
    let stored = h.stored();
    assert_every_call_answered(&stored.path_to_head());
}

#[tokio::test(flavor = "multi_thread")]
async fn text_edits_outside_the_repository_of_missing_files_or_ambiguous_are_not_made() {
    let outside = "../outside.py\n```python\nx = 2\n```\nsub/../../outside.py\n```python\nx = 2\n```\n/etc/hosts\n```\n127.0.0.1 evil\n```\n";
    let missing = "new.py\n```python\nprint('made up')\n```\n";
    let ambiguous = "calc.py\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, outside)], StopReason::EndTurn),
        answer(vec![text(0, missing)], StopReason::EndTurn),
        answer(vec![text(0, ambiguous)], StopReason::EndTurn),
        answer(vec![text(0, "I could not.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), small(vec!["calc.py"], 4000));
    let root = h.repo.path().to_owned();
    write(&root, "calc.py", "x = 1\ny = 0\nx = 1\n");
    let parent = root.parent().unwrap().join("outside.py");
    for prompt in ["Set x to 2", "Print something", "Set x to 2 in calc.py"] {
        h.send(Input::prompt(prompt)).await;
        let (events, _) = h.until_run_end().await;
        let calls = events.iter().filter(|e| matches!(e, UiEvent::ToolStart { .. })).count();
        let expected = usize::from(prompt.ends_with("calc.py"));
        assert_eq!(calls, expected, "{prompt}: {events:?}");
    }
    assert!(!parent.exists(), "nothing written outside the repository");
    assert!(!root.join("new.py").exists(), "a file the prompt did not ask for is not made");
    let requests = provider.requests();
    let refused = results_of(requests[3].messages.last().unwrap());
    assert!(refused[0].2, "two places match: {}", refused[0].1);
    assert_eq!(std::fs::read_to_string(root.join("calc.py")).unwrap(), "x = 1\ny = 0\nx = 1\n");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_new_file_the_prompt_names_is_written_and_text_edits_can_be_off() {
    let made = "notes.md\n```markdown\n# Notes\n```\n";
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, made)], StopReason::EndTurn),
        answer(vec![text(0, "Made.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), small(Vec::new(), 4000));
    h.send(Input::prompt("Create notes.md with a heading")).await;
    h.until_run_end().await;
    assert_eq!(std::fs::read_to_string(h.repo.path().join("notes.md")).unwrap(), "# Notes\n");

    let provider = FakeProvider::new(vec![answer(vec![text(0, made)], StopReason::EndTurn)]);
    let mut h = start(provider.clone(), file_tools(), Options::default());
    h.send(Input::prompt("Create notes.md with a heading")).await;
    h.until_run_end().await;
    assert!(!h.repo.path().join("notes.md").exists(), "text_edits off: the answer stays text");
}

/// Seen with a 1.5B model: edit, write, read, edit back, … for 29 calls, a
/// circle too long and too varied for the call-by-call guard; the file's
/// text coming back gives it away.
#[tokio::test(flavor = "multi_thread")]
async fn changes_that_undo_each_other_get_a_note_then_end_the_calls() {
    use nub_agent::Outcome;
    let step = |n: usize| -> Answer {
        let id = format!("c{n}");
        let (name, input) = match n % 4 {
            0 => ("write", serde_json::json!({"path": "a.py", "content": "x = 2\n"})),
            2 => ("edit", serde_json::json!({"path": "a.py", "old_string": "x = 2", "new_string": "x = 1"})),
            _ => ("read", serde_json::json!({"path": "a.py"})),
        };
        answer(vec![call(0, &id, name, input)], StopReason::ToolUse)
    };
    let mut script: Vec<Answer> = (0..9).map(step).collect();
    script.push(answer(vec![text(0, "It is x = 2 now.")], StopReason::EndTurn));
    let provider = FakeProvider::new(script);
    let mut h = start(provider.clone(), file_tools(), Options::default());
    write(h.repo.path(), "a.py", "x = 1\n");
    h.send(Input::prompt("set x to 2 in a.py")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed, "the tool-less last answer came");
    assert!(
        events.iter().any(|e| matches!(e, UiEvent::Warning { message } if message.contains("a.py came back to an earlier text 3 times"))),
        "{events:?}"
    );
    let requests = provider.requests();
    assert_eq!(requests.len(), 10, "nine calls, then one request for words");
    assert!(asks_for_words(&requests[9]));
    let noted = |n: usize| results_of(requests[n].messages.last().unwrap())[0].1.contains("undo each other");
    assert!(!noted(5), "the first return passes without a word");
    assert!(noted(7), "the second return is named");
}

/// Words of the prompt that are a name in a picked file are pointed at,
/// after the attachments: "eco mode" is `eco_mode` in config.json.
#[tokio::test(flavor = "multi_thread")]
async fn words_that_name_code_in_a_picked_file_are_pointed_at() {
    let provider = FakeProvider::new(vec![answer(vec![text(0, "ok")], StopReason::EndTurn)]);
    let mut h = start(provider.clone(), file_tools(), small(vec!["thermostat.py", "config.json"], 2000));
    let root = h.repo.path().to_owned();
    write(&root, "thermostat.py", "ECO_OFFSET = 1.5\n");
    write(&root, "config.json", "{\n  \"eco_mode\": false\n}\n");
    h.send(Input::prompt("Please turn on eco mode for the hallway thermostat.")).await;
    h.until_run_end().await;
    let requests = provider.requests();
    assert_eq!(attached(&requests[0]), ["thermostat.py", "config.json"]);
    let last = requests[0].messages[0].content.last().unwrap();
    let Block::Text { text, .. } = last else { panic!("{last:?}") };
    assert_eq!(text, "[nub: in the request, \"eco mode\" is `eco_mode` (config.json line 2: `\"eco_mode\": false`).]");
}
