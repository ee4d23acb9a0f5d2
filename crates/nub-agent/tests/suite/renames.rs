//! A small model's renames through the loop with the real file tools
//! (`LoopConfig::lean`): where the old name is left, when a rename is
//! complete, what counts as the rename asked for, and a rename sent to a
//! file that uses the name made at each of its places there.

use nub_agent::Input;
use nub_llm::StopReason;

use super::fake::*;
use super::small::{read_edit_say, searching_tools, small, write};

/// Seen with a 1.5B model, told to stop after a change: it renamed `greet`
/// in util.py and stopped, main.py and report.py still calling `greet`.
#[tokio::test(flavor = "multi_thread")]
async fn after_a_rename_the_files_still_holding_the_old_name_are_named() {
    let edit =
        serde_json::json!({"path": "util.py", "old_string": "def greet(name):", "new_string": "def welcome(name):"});
    let provider = read_edit_say("util.py", edit, "Renamed.");
    let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "util.py", "def greet(name):\n    return name\n");
    write(h.repo.path(), "main.py", "from util import greet\n\nprint(greet('a'))\n");
    write(h.repo.path(), "notes.txt", "greeting\n");
    h.send(Input::prompt("Rename greet to welcome in util.py and everywhere it is used.")).await;
    h.until_run_end().await;
    let edited = results_of(provider.requests()[2].messages.last().unwrap());
    assert!(edited[0].1.contains("`greet` still occurs in main.py: if the request means those too"), "{}", edited[0].1);
    assert!(!edited[0].1.contains("notes.txt"), "a word that only contains the name is no use of it");
}

/// Seen with a 1.5B model: the rename made in all three files, it asked
/// for it again in each ("old_string was not found") for 14 more requests,
/// or wrote whole files over the renamed ones.
#[tokio::test(flavor = "multi_thread")]
async fn a_rename_done_everywhere_ends_the_calls() {
    let rename = |path: &str| serde_json::json!({"path": path, "old_string": "greet", "new_string": "welcome", "replace_all": true});
    let read = |n: usize, path: &str| call(n, path, "read", serde_json::json!({"path": path}));
    let def_line =
        serde_json::json!({"path": "util.py", "old_string": "def greet(name):", "new_string": "def welcome(name):"});
    let script = |second: &str| {
        FakeProvider::new(vec![
            answer(vec![read(0, "util.py"), read(1, "main.py"), read(2, "other.py")], StopReason::ToolUse),
            // Not the edit the first request showed (that one brings the others).
            answer(vec![call(0, "u", "edit", def_line.clone())], StopReason::ToolUse),
            answer(vec![call(0, "m", "edit", rename(second))], StopReason::ToolUse),
            answer(vec![text(0, "Renamed greet to welcome in util.py and main.py.")], StopReason::EndTurn),
        ])
    };
    let run = |provider: std::sync::Arc<FakeProvider>| async move {
        let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
        write(h.repo.path(), "util.py", "def greet(name):\n    return name\n");
        write(h.repo.path(), "main.py", "from util import greet\n\nprint(greet('a'))\n");
        write(h.repo.path(), "other.py", "def welcome():\n    pass\n");
        h.send(Input::prompt("Rename greet to welcome in util.py and everywhere it is used.")).await;
        let (events, outcome) = h.until_run_end().await;
        (h, events, outcome)
    };
    let provider = script("main.py");
    let (h, events, outcome) = run(provider.clone()).await;
    assert_eq!(outcome, nub_agent::Outcome::Completed);
    let requests = provider.requests();
    let first = results_of(requests[2].messages.last().unwrap()).remove(0);
    assert!(first.1.contains("`greet` still occurs in main.py"), "{}", first.1);
    // Complete in every file: no request follows, nub writes the last answer.
    assert_eq!(requests.len(), 3);
    let stored = h.stored();
    let history = stored.path_to_head();
    let done = results_of(history[history.len() - 2]).remove(0);
    assert!(done.1.contains("No file holds `greet` any more: the rename is complete"), "{}", done.1);
    assert_eq!(
        composed_answer(&h).as_deref(),
        Some("The rename is complete in every file. Changed: util.py (+1 −1), main.py (+2 −2).")
    );
    let said = shown_text(&events);
    assert!(
        said.ends_with("The rename is complete in every file. Changed: util.py (+1 −1), main.py (+2 −2)."),
        "{said}"
    );

    // A file that never held the name is no part of the rename: its error
    // stays, and with main.py still to do, the calls go on.
    let provider = script("other.py");
    let (h, ..) = run(provider.clone()).await;
    assert_eq!(composed_answer(&h), None, "the work is not done");
    let never = results_of(provider.requests()[3].messages.last().unwrap()).remove(0);
    assert!(never.1.starts_with("old_string was not found in other.py"), "{}", never.1);
    assert!(!provider.requests()[3].tools.is_empty());
}

/// Seen with a 1.5B model asked to turn on debug: it replaced the key
/// `debug` by `true`; taken for a rename, the note that `debug` still
/// occurs in app.py sent it there to do the same.
#[tokio::test(flavor = "multi_thread")]
async fn a_swapped_word_the_prompt_does_not_ask_to_rename_is_no_rename() {
    let provider = FakeProvider::new(vec![
        answer(
            vec![call(
                0,
                "e",
                "edit",
                serde_json::json!({"path": "config.json", "old_string": "debug", "new_string": "verbose"}),
            )],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let options =
        Options { lean: true, auto_attach: small(vec!["config.json"], 1000).auto_attach, ..Options::default() };
    let mut h = start(provider.clone(), searching_tools(), options);
    write(h.repo.path(), "config.json", "{\"debug\": false}\n");
    write(h.repo.path(), "app.py", "if CONFIG['debug']:\n    print('debug')\n");
    h.send(Input::prompt("Turn on debug mode in config.json.")).await;
    h.until_run_end().await;
    let edited = results_of(provider.requests()[1].messages.last().unwrap());
    assert!(!edited[0].1.contains("app.py"), "{}", edited[0].1);
    assert!(edited[0].1.contains("If that was all the request asked for"), "{}", edited[0].1);
}

/// A rename in a request that asks for more: the files the prompt names
/// and this run has not changed outrank "the rename is complete".
#[tokio::test(flavor = "multi_thread")]
async fn a_rename_in_a_longer_request_points_to_what_is_left_not_to_the_end() {
    let rename =
        serde_json::json!({"path": "util.py", "old_string": "greet", "new_string": "welcome", "replace_all": true});
    let provider = read_edit_say("util.py", rename, "Done.");
    let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "util.py", "def greet(name):\n    return name\n");
    write(h.repo.path(), "main.py", "def main():\n    pass\n");
    h.send(Input::prompt("Rename greet to welcome in util.py and add a docstring to main in main.py.")).await;
    h.until_run_end().await;
    let edited = results_of(provider.requests()[2].messages.last().unwrap());
    assert!(edited[0].1.contains("The request also names main.py"), "{}", edited[0].1);
    assert!(!edited[0].1.contains("the rename is complete"), "{}", edited[0].1);
}

/// The test file the model names may be a link out of the repository: it
/// is not read for what it imports.
#[cfg(unix)]

/// Seen with a 1.5B model: `class Customer:` renamed in customer.py, it
/// sent that same edit to billing.py, which only uses `Customer`, until
/// the guard stopped it.
#[tokio::test(flavor = "multi_thread")]
async fn a_rename_sent_to_a_file_that_only_uses_the_name_renames_it_there() {
    let rename =
        serde_json::json!({"path": "billing.py", "old_string": "class Customer:", "new_string": "class Client:"});
    let billing = "from customer import Customer\n\n\ndef header(c: Customer) -> str:\n    return c.name\n";
    for (file, renamed) in [(billing, true), ("from customer import Customer\nCustomerList = []\n", false)] {
        let provider = read_edit_say("billing.py", rename.clone(), "Renamed.");
        let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
        write(h.repo.path(), "billing.py", file);
        h.send(Input::prompt("Rename the class Customer to Client in every file.")).await;
        h.until_run_end().await;
        let now = std::fs::read_to_string(h.repo.path().join("billing.py")).unwrap();
        if renamed {
            assert_eq!(now, billing.replace("Customer", "Client"));
            // The rename is then complete: nub writes the last answer.
            assert_eq!(provider.requests().len(), 2);
            assert!(composed_answer(&h).is_some_and(|said| said.starts_with("The rename is complete in every file.")));
            let sent = format!("{:?}", last_results(&h));
            assert!(
                sent.contains("`class Customer:` is not in billing.py; the rename it makes, Customer → Client, was made at each place billing.py uses `Customer`"),
                "{sent}"
            );
        } else {
            let result = results_of(provider.requests()[2].messages.last().unwrap());
            assert_eq!(now, file, "CustomerList is another name: nothing is guessed");
            assert!(result[0].1.starts_with("old_string was not found"), "{}", result[0].1);
        }
    }
}

/// Seen with a 1.5B model asked to rename tally_round everywhere: it sent
/// the call's line of leaderboard.py, whose import kept the old name; the
/// edit was refused for the undefined new name, round after round.
#[tokio::test(flavor = "multi_thread")]
async fn a_rename_of_one_use_in_a_file_that_imports_the_name_renames_it_everywhere_there() {
    let board = "from scoring import tally_round\n\n\ndef round_scores(sheets):\n    return {t: tally_round(s) for t, s in sheets.items()}\n";
    let rename =
        serde_json::json!({"path": "leaderboard.py", "old_string": "tally_round(s)", "new_string": "score_round(s)"});
    let provider = read_edit_say("leaderboard.py", rename, "Renamed.");
    let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "leaderboard.py", board);
    h.send(Input::prompt("can you rename tally_round to score_round everywhere in the quiz night code?")).await;
    h.until_run_end().await;
    let now = std::fs::read_to_string(h.repo.path().join("leaderboard.py")).unwrap();
    assert_eq!(now, board.replace("tally_round", "score_round"));
    assert_eq!(provider.requests().len(), 2);
    let sent = format!("{:?}", last_results(&h));
    assert!(
        sent.contains("the rename tally_round → score_round was made at every place leaderboard.py uses `tally_round`, not only in old_string's lines"),
        "{sent}"
    );
}

/// A one-line fix that swaps a name the prompt mentions, with no rename
/// asked for, stays a one-line fix: `weekday_rate` elsewhere is right.
#[tokio::test(flavor = "multi_thread")]
async fn a_swap_in_a_fix_that_asks_no_rename_stays_where_it_was_sent() {
    let rates = "from prices import weekday_rate, weekend_rate\n\n\ndef weekday(hours):\n    return hours * weekday_rate\n\n\ndef saturday(hours):\n    return hours * weekday_rate\n";
    let fix = serde_json::json!({"path": "rates.py", "old_string": "def saturday(hours):\n    return hours * weekday_rate", "new_string": "def saturday(hours):\n    return hours * weekend_rate"});
    let provider = read_edit_say("rates.py", fix, "Fixed.");
    let mut h = start(provider.clone(), searching_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "rates.py", rates);
    h.send(Input::prompt("Saturday bookings use weekday_rate; they should use weekend_rate.")).await;
    h.until_run_end().await;
    let now = std::fs::read_to_string(h.repo.path().join("rates.py")).unwrap();
    assert!(now.contains("def weekday(hours):\n    return hours * weekday_rate"), "{now}");
    assert!(now.contains("def saturday(hours):\n    return hours * weekend_rate"), "{now}");
}
