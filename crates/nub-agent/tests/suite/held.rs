//! A small model held to what its prompt asks, through the loop with the
//! real file tools (`LoopConfig::lean`): git only when asked, a question
//! answered, tests that judge the code, notes after a change, and the
//! calls its habits get wrong refused or carried out as meant (renames
//! are in `renames.rs`).

use nub_agent::{Input, UiEvent};
use nub_llm::{Block, StopReason};

use super::fake::*;
use super::small::{file_tools, read_edit_say, write};

/// Seen with a 1.5B model after a one-line fix: `git add`, `git commit`,
/// `git push`, `git remote add` of a made-up URL, for the rest of the run.
#[tokio::test(flavor = "multi_thread")]
async fn a_small_models_git_commands_run_only_when_the_prompt_asks_for_git() {
    let script = || {
        FakeProvider::new(vec![
            answer(vec![call(0, "status", "bash", serde_json::json!({"command": "git status"}))], StopReason::ToolUse),
            answer(
                vec![call(0, "commit", "bash", serde_json::json!({"command": "git add -A && git commit -m fix"}))],
                StopReason::ToolUse,
            ),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ])
    };
    let provider = script();
    let bash = FakeTool::new("bash", Behaviour::Bash { output: "ok".into(), exit_code: 0 });
    let mut h = start(provider.clone(), vec![bash.clone()], Options { lean: true, ..Options::default() });
    h.send(Input::prompt("Change the retries to 5.")).await;
    h.until_run_end().await;
    assert_eq!(bash.runs.lock().unwrap().len(), 1, "only git status ran");
    let refused = results_of(provider.requests()[2].messages.last().unwrap());
    assert!(refused[0].2 && refused[0].1.starts_with("not run: the user did not ask for `git add`"), "{refused:?}");
    assert!(refused[0].1.contains("stop calling tools"), "{}", refused[0].1);

    // Asked for, or a big model's run: it runs.
    for (prompt, lean) in
        [("Change the retries to 5 and commit it with git.", true), ("Change the retries to 5.", false)]
    {
        let bash = FakeTool::new("bash", Behaviour::Bash { output: "ok".into(), exit_code: 0 });
        let mut h = start(script(), vec![bash.clone()], Options { lean, ..Options::default() });
        h.send(Input::prompt(prompt)).await;
        h.until_run_end().await;
        assert_eq!(bash.runs.lock().unwrap().len(), 2, "{prompt}");
    }
}

/// Seen with a 1.5B model: a right one-line edit, then the whole file
/// written back (unchanged, or worse) until the guard stopped it.
#[tokio::test(flavor = "multi_thread")]
async fn a_small_models_change_is_followed_by_the_reminder_to_stop_there() {
    let edit = serde_json::json!({"path": "a.py", "old_string": "x = 1", "new_string": "x = 2"});
    for lean in [true, false] {
        let provider = read_edit_say("a.py", edit.clone(), "Set x to 2.");
        let mut h = start(provider.clone(), file_tools(), Options { lean, ..Options::default() });
        write(h.repo.path(), "a.py", "x = 1\n");
        h.send(Input::prompt("Set x to 2 in a.py.")).await;
        h.until_run_end().await;
        let requests = provider.requests();
        let read = results_of(requests[1].messages.last().unwrap());
        let edited = results_of(requests[2].messages.last().unwrap());
        assert!(edited[0].1.starts_with("edited a.py: +1 -1"), "{}", edited[0].1);
        assert_eq!(edited[0].1.contains("stop calling tools now"), lean, "{}", edited[0].1);
        assert!(!read[0].1.contains("stop calling tools"), "only a change is followed by it");
    }
}

/// Asked for a change in two files, it changed the first and stopped.
#[tokio::test(flavor = "multi_thread")]
async fn after_a_change_the_files_the_prompt_names_that_are_left_are_named() {
    let provider = FakeProvider::new(vec![
        answer(
            vec![call(0, "w", "write", serde_json::json!({"path": "ops.py", "content": "X = 2\n"}))],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "ops.py", "X = 1\n");
    write(h.repo.path(), "cli.py", "import ops\n");
    h.send(Input::prompt("Set X to 2 in ops.py and print it in cli.py.")).await;
    h.until_run_end().await;
    let wrote = results_of(provider.requests()[1].messages.last().unwrap());
    assert!(wrote[0].1.contains("The request also names cli.py, not changed in this run yet"), "{}", wrote[0].1);
}

/// Seen with a 1.5B model asked "Which port does the server listen on?":
/// it wrote over server.py, was refused, and asked for the same write until
/// the guard stopped it, 8 requests for an answer it already had.
#[tokio::test(flavor = "multi_thread")]
async fn a_question_is_answered_at_once_when_the_model_tries_a_change_instead() {
    use nub_agent::Outcome;
    let script = || {
        FakeProvider::new(vec![
            answer(vec![call(0, "r", "read", serde_json::json!({"path": "settings.py"}))], StopReason::ToolUse),
            answer(
                vec![call(0, "w", "write", serde_json::json!({"path": "server.py", "content": "PORT = 1\n"}))],
                StopReason::ToolUse,
            ),
            answer(vec![text(0, "It listens on port 5055.")], StopReason::EndTurn),
        ])
    };
    let provider = script();
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "settings.py", "PORT = 5055\n");
    write(h.repo.path(), "server.py", "from settings import PORT\n");
    h.send(Input::prompt("Which port does the server listen on?")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(std::fs::read_to_string(h.repo.path().join("server.py")).unwrap(), "from settings import PORT\n");
    let requests = provider.requests();
    assert_eq!(requests.len(), 3, "read, the refused write, then the answer");
    assert!(asks_for_words(&requests[2]), "the answer is asked for with calls forbidden");
    let last = format!("{:?}", requests[2].messages.last().unwrap());
    assert!(last.contains("The question: Which port does the server listen on?"), "{last}");
    assert!(format!("{:?}", requests[2].messages).contains("PORT = 5055"), "what was read goes with it");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, UiEvent::Warning { message } if message.contains("the request is a question"))),
        "{events:?}"
    );

    // Asked for a change, the same calls run.
    let provider = script();
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "settings.py", "PORT = 5055\n");
    write(h.repo.path(), "server.py", "from settings import PORT\n");
    h.send(Input::prompt("Set the port to 1 in server.py.")).await;
    h.until_run_end().await;
    assert_eq!(std::fs::read_to_string(h.repo.path().join("server.py")).unwrap(), "PORT = 1\n");
    assert_eq!(provider.requests().len(), 3);
    assert!(!provider.requests()[2].tools.is_empty());
}

/// Seen with a 1.5B model: its fix made the tests pass (`..`), then it
/// undid the fix, and went round changing it back and forth for 19
/// requests. Passing tests after a change end the calls.
#[tokio::test(flavor = "multi_thread")]
async fn tests_that_pass_after_a_change_end_the_calls() {
    let fix = serde_json::json!({"path": "stats.py", "old_string": "/ (len(v) - 1)", "new_string": "/ len(v)"});
    let undo = serde_json::json!({"path": "stats.py", "old_string": "/ len(v)", "new_string": "/ (len(v) - 1)"});
    let run_tests = serde_json::json!({"command": "python3 test_stats.py"});
    for (command, exit_code, ends) in [
        (run_tests.clone(), 0, true),
        (run_tests, 1, false),
        (serde_json::json!({"command": "cat test_stats.py"}), 0, false),
    ] {
        let provider = FakeProvider::new(vec![
            answer(vec![call(0, "r", "read", serde_json::json!({"path": "stats.py"}))], StopReason::ToolUse),
            answer(vec![call(0, "f", "edit", fix.clone())], StopReason::ToolUse),
            answer(vec![call(0, "t", "bash", command.clone())], StopReason::ToolUse),
            answer(vec![call(0, "u", "edit", undo.clone())], StopReason::ToolUse),
            answer(vec![text(0, "Fixed mean.")], StopReason::EndTurn),
        ]);
        let mut tools = file_tools();
        tools.push(FakeTool::new("bash", Behaviour::Bash { output: "..".into(), exit_code }));
        let mut h = start(provider.clone(), tools, Options { lean: true, ..Options::default() });
        write(h.repo.path(), "stats.py", "def mean(v):\n    return sum(v) / (len(v) - 1)\n");
        write(h.repo.path(), "test_stats.py", "import stats\n");
        h.send(Input::prompt("Make the failing tests in test_stats.py pass.")).await;
        let (_, outcome) = h.until_run_end().await;
        let now = std::fs::read_to_string(h.repo.path().join("stats.py")).unwrap();
        let requests = provider.requests();
        if ends {
            assert_eq!(outcome, nub_agent::Outcome::Completed);
            // The work is done: nub writes the last answer, and the undo
            // the model would have sent next is never asked for.
            assert_eq!(now, "def mean(v):\n    return sum(v) / len(v)\n", "the fix stays");
            assert_eq!(requests.len(), 3);
            assert_eq!(
                composed_answer(&h).as_deref(),
                Some("The tests pass now, after the change. Changed: stats.py (+1 −1).")
            );
        } else {
            assert_eq!(requests.len(), 5, "{command}: the calls go on");
            assert!(!requests[3].tools.is_empty());
        }
    }
}

/// Seen with a 1.5B model: told that the tests judge the code, it asked to
/// rewrite test_stats.py three times and never looked at stats.py.
#[tokio::test(flavor = "multi_thread")]
async fn a_test_file_is_not_changed_and_the_code_it_tests_is_named() {
    let provider = FakeProvider::new(vec![
        answer(
            vec![call(0, "w", "write", serde_json::json!({"path": "test_stats.py", "content": "pass\n"}))],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Fixed.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    let test = "import unittest\n\nfrom stats import mean\n";
    write(h.repo.path(), "test_stats.py", test);
    write(h.repo.path(), "stats.py", "def mean(v):\n    return 0\n");
    h.send(Input::prompt("The tests in test_stats.py fail. Fix the code so that they pass.")).await;
    h.until_run_end().await;
    let refused = results_of(provider.requests()[1].messages.last().unwrap());
    assert!(refused[0].2, "{refused:?}");
    assert!(refused[0].1.contains("test_stats.py tests stats.py: make the change there."), "{}", refused[0].1);
    // The call that shows which test fails, written out to copy.
    assert!(
        refused[0].1.ends_with(
            "To see which test fails and why, run them: send bash {\"command\":\"python3 -m unittest -v test_stats.py\"}"
        ),
        "{}",
        refused[0].1
    );
    assert_eq!(std::fs::read_to_string(h.repo.path().join("test_stats.py")).unwrap(), test);
}

/// Seen with a 1.5B model: it wrote stats.py back as it was, three times,
/// told each time that "a change made before is in it" — none was.
#[tokio::test(flavor = "multi_thread")]
async fn a_write_of_the_files_own_text_is_no_change_and_says_the_change_is_still_to_make() {
    let same = serde_json::json!({"path": "stats.py", "content": "def mean(v):\n    return 0\n"});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "r", "read", serde_json::json!({"path": "stats.py"}))], StopReason::ToolUse),
        answer(vec![call(0, "w", "write", same)], StopReason::ToolUse),
        answer(vec![text(0, "Fixed.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "stats.py", "def mean(v):\n    return 0\n");
    h.send(Input::prompt("Fix mean in stats.py.")).await;
    let (events, _) = h.until_run_end().await;
    let wrote = results_of(provider.requests()[2].messages.last().unwrap());
    assert!(
        wrote[0].1.starts_with("stats.py unchanged: the content you sent is exactly its current text"),
        "{}",
        wrote[0].1
    );
    let changed = events.iter().find_map(|e| match e {
        UiEvent::RunEnd { changed, .. } => changed.clone(),
        _ => None,
    });
    assert_eq!(changed, Some(Vec::new()), "a file written with its own text did not change");
}

/// Seen with a 1.5B model asked what a function returns: it read the
/// attached file's lines one by one, globbed and grepped, round and round
/// for 41 requests until the time ran out.
#[tokio::test(flavor = "multi_thread")]
async fn a_question_gets_three_rounds_to_look_then_is_answered() {
    let look = |n: usize| {
        let input = serde_json::json!({"path": "text.py", "offset": n + 1, "limit": 1});
        answer(vec![call(0, &format!("r{n}"), "read", input)], StopReason::ToolUse)
    };
    let provider =
        FakeProvider::new(vec![look(0), look(1), look(2), answer(vec![text(0, "hello_world")], StopReason::EndTurn)]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "text.py", "import re\n\ndef slugify(t):\n    return '_'.join(t.lower().split())\n");
    h.send(Input::prompt("What does slugify(\"Hello World\") return?")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, nub_agent::Outcome::Completed);
    let requests = provider.requests();
    assert_eq!(requests.len(), 4, "three rounds of reads, then the answer");
    assert!(asks_for_words(&requests[3]));
    let last = format!("{:?}", requests[3].messages.last().unwrap());
    assert!(last.contains("The question: What does slugify"), "{last}");
    assert!(
        events.iter().any(|e| matches!(e, UiEvent::Warning { message } if message.contains("looked for 3 rounds"))),
        "{events:?}"
    );
}

/// Seen with a 1.5B model asked for a docstring: the edit `def area(…):` →
/// `def area(…):\n    # …\n    return …` three times, each run inserting
/// its lines again, since its old_string stays in the file.
#[tokio::test(flavor = "multi_thread")]
async fn the_same_inserting_edit_is_not_made_twice() {
    let insert =
        serde_json::json!({"path": "a.py", "old_string": "def f():", "new_string": "def f():\n    \"\"\"F.\"\"\""});
    let script = || {
        FakeProvider::new(vec![
            answer(vec![call(0, "r", "read", serde_json::json!({"path": "a.py"}))], StopReason::ToolUse),
            answer(vec![call(0, "e1", "edit", insert.clone())], StopReason::ToolUse),
            answer(vec![call(0, "e2", "edit", insert.clone())], StopReason::ToolUse),
            answer(vec![text(0, "Added.")], StopReason::EndTurn),
        ])
    };
    let once = "def f():\n    \"\"\"F.\"\"\"\n    return 1\n";
    for lean in [true, false] {
        let provider = script();
        let mut h = start(provider.clone(), file_tools(), Options { lean, ..Options::default() });
        write(h.repo.path(), "a.py", "def f():\n    return 1\n");
        h.send(Input::prompt("Add a docstring to f in a.py.")).await;
        h.until_run_end().await;
        let now = std::fs::read_to_string(h.repo.path().join("a.py")).unwrap();
        let again = results_of(provider.requests()[3].messages.last().unwrap());
        if lean {
            assert_eq!(now, once);
            assert!(again[0].2 && again[0].1.starts_with("not run: this same edit was already made"), "{again:?}");
        } else {
            assert_eq!(now.matches("F.").count(), 2, "a big model's calls are its own: {now}");
        }
    }
}

/// Seen with a 1.5B model: refused, it asked for the same call 20 times,
/// until the time ran out — refused calls never reached the guard.
#[tokio::test(flavor = "multi_thread")]
async fn a_refused_call_asked_for_again_and_again_is_stopped_by_the_guard() {
    let push = || answer(vec![call(0, "p", "bash", serde_json::json!({"command": "git push"}))], StopReason::ToolUse);
    let provider = FakeProvider::new(vec![push(), push(), push(), answer(vec![text(0, "Done.")], StopReason::EndTurn)]);
    let bash = FakeTool::new("bash", Behaviour::Bash { output: "ok".into(), exit_code: 0 });
    let mut h = start(provider.clone(), vec![bash.clone()], Options { lean: true, ..Options::default() });
    h.send(Input::prompt("Change the retries to 5.")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, nub_agent::Outcome::Completed, "the tool-less answer came");
    assert!(bash.runs.lock().unwrap().is_empty());
    let requests = provider.requests();
    assert_eq!(requests.len(), 4, "two refusals, the third call stopped before it ran, then the answer");
    assert!(asks_for_words(&requests[3]));
    let second = results_of(requests[2].messages.last().unwrap());
    assert!(second[0].1.contains("identical to your previous one"), "{}", second[0].1);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_test_file_that_links_out_of_the_repository_is_not_read() {
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.py"), "from stats import mean\n").unwrap();
    let provider = FakeProvider::new(vec![
        answer(
            vec![call(0, "w", "write", serde_json::json!({"path": "tests/test_x.py", "content": "pass\n"}))],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Fixed.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "stats.py", "def mean(v):\n    return 0\n");
    std::fs::create_dir_all(h.repo.path().join("tests")).unwrap();
    std::os::unix::fs::symlink(outside.path().join("secret.py"), h.repo.path().join("tests/test_x.py")).unwrap();
    h.send(Input::prompt("The tests fail. Fix the code so that they pass.")).await;
    h.until_run_end().await;
    let refused = results_of(provider.requests()[1].messages.last().unwrap());
    assert!(refused[0].1.starts_with("not run: the tests are what the code must pass"), "{}", refused[0].1);
    assert!(!refused[0].1.contains("stats.py"), "{}", refused[0].1);
}

/// Seen with a 1.5B model asked for a docstring: a `# comment` under the
/// def, the body's return line doubled; asked in other words, it changed
/// the signature instead. Both times it said the docstring was added.
#[tokio::test(flavor = "multi_thread")]
async fn a_comment_for_a_docstring_becomes_one_and_a_change_without_it_is_told_so() {
    let shapes = "def area(width, height):\n    return width * height\n";
    let comment = serde_json::json!({
        "path": "shapes.py",
        "old_string": "def area(width, height):",
        "new_string": "def area(width, height):\n    # Area of a rectangle\n    return width * height",
    });
    for lean in [true, false] {
        let provider = read_edit_say("shapes.py", comment.clone(), "Added.");
        let mut h = start(provider.clone(), file_tools(), Options { lean, ..Options::default() });
        write(h.repo.path(), "shapes.py", shapes);
        h.send(Input::prompt("Add a docstring to the area function in shapes.py.")).await;
        h.until_run_end().await;
        let now = std::fs::read_to_string(h.repo.path().join("shapes.py")).unwrap();
        if lean {
            assert_eq!(
                now,
                "def area(width, height):\n    \"\"\"Area of a rectangle.\"\"\"\n    return width * height\n"
            );
            let edited = results_of(provider.requests()[2].messages.last().unwrap());
            assert!(edited[0].1.contains("written as a docstring"), "{}", edited[0].1);
            assert!(!edited[0].1.contains("has no docstring yet"), "{}", edited[0].1);
        } else {
            assert!(now.contains("# Area of a rectangle"), "only a small model's comment is turned: {now}");
        }
    }

    let hints = serde_json::json!({
        "path": "shapes.py",
        "old_string": "def area(width, height):",
        "new_string": "def area(width: int, height: int) -> int:",
    });
    let provider = read_edit_say("shapes.py", hints, "Added.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "shapes.py", shapes);
    h.send(Input::prompt("Give area in shapes.py a docstring.")).await;
    h.until_run_end().await;
    let edited = results_of(provider.requests()[2].messages.last().unwrap());
    assert!(edited[0].1.contains("`area` in shapes.py has no docstring yet"), "{}", edited[0].1);
}

/// Seen with a 1.5B model asked to let the client retry 5 times: it wrote
/// client.py's text, changed and without its last line, to a new main.py.
#[tokio::test(flavor = "multi_thread")]
async fn a_new_file_holding_a_seen_files_text_is_not_written() {
    let client = "import time\n\nMAX_RETRIES = 3\n\n\ndef call(fn):\n    for attempt in range(MAX_RETRIES):\n        return fn()\n    raise ConnectionError\n";
    let copy = client.replace("= 3", "= 5").replace("    raise ConnectionError\n", "");
    for (prompt, written) in [
        ("Let the client retry up to 5 times instead of 3.", false),
        ("Copy client.py to main.py with 5 retries.", true),
    ] {
        let provider = FakeProvider::new(vec![
            answer(vec![call(0, "r", "read", serde_json::json!({"path": "client.py"}))], StopReason::ToolUse),
            answer(
                vec![call(0, "w", "write", serde_json::json!({"path": "main.py", "content": copy}))],
                StopReason::ToolUse,
            ),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ]);
        let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
        write(h.repo.path(), "client.py", client);
        h.send(Input::prompt(prompt)).await;
        h.until_run_end().await;
        assert_eq!(h.repo.path().join("main.py").exists(), written, "{prompt}");
        let result = results_of(provider.requests()[2].messages.last().unwrap());
        assert_eq!(
            result[0].1.contains("this content is mostly the text of client.py. To change client.py, edit it there"),
            !written,
            "{}",
            result[0].1
        );
    }
}

/// Seen with a 1.5B model asked to make `describe()` in report.py include a
/// new field: it wrote a copy of the User class over report.py, and again
/// after it was told `describe` was gone.
#[tokio::test(flavor = "multi_thread")]
async fn a_write_that_leaves_out_a_function_the_prompt_names_is_not_run() {
    let report =
        "from models import User\n\n\ndef describe(user: User) -> str:\n    return f\"{user.name} ({user.age})\"\n";
    let class = "from models import User\n\n\nclass User:\n    name: str\n    email: str\n";
    for (prompt, written) in [
        ("Make describe() in report.py include the email.", false),
        ("Replace describe() in report.py with a User class.", true),
    ] {
        let provider = FakeProvider::new(vec![
            answer(
                vec![call(0, "w", "write", serde_json::json!({"path": "report.py", "content": class}))],
                StopReason::ToolUse,
            ),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ]);
        let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
        write(h.repo.path(), "report.py", report);
        h.send(Input::prompt(prompt)).await;
        h.until_run_end().await;
        let now = std::fs::read_to_string(h.repo.path().join("report.py")).unwrap();
        assert_eq!(now == class, written, "{prompt}: {now}");
        let result = results_of(provider.requests()[1].messages.last().unwrap());
        if !written {
            assert!(
                result[0].1.starts_with("not run: this write leaves out `describe`, which the request names; report.py has it now:\ndef describe(user: User) -> str:\n    return f\"{user.name} ({user.age})\"\nTo change it, use edit"),
                "{}",
                result[0].1
            );
        }
    }
}

/// Seen with a 1.5B model answering a question: the same sentence over
/// and over until the server's output limit, 70 s for a one-line answer.
#[tokio::test(flavor = "multi_thread")]
async fn a_small_models_answer_that_loops_is_cut_after_its_first_time() {
    let looped = format!("The level is set in defaults.py. {}", "It is WARNING. ".repeat(40));
    for lean in [true, false] {
        let provider = FakeProvider::new(vec![answer(vec![text(0, &looped)], StopReason::EndTurn)]);
        let mut h = start(provider.clone(), file_tools(), Options { lean, ..Options::default() });
        h.send(Input::prompt("What is the default log level?")).await;
        let (events, _) = h.until_run_end().await;
        let stored = h.stored();
        let last = stored.node(stored.head().unwrap()).unwrap();
        let Some(Block::Text { text: kept, .. }) = last.message.content.first() else { panic!("no answer stored") };
        let warned =
            events.iter().any(|e| matches!(e, UiEvent::Warning { message } if message.contains("repeating itself")));
        if lean {
            assert_eq!(kept, "The level is set in defaults.py. It is WARNING. ");
            assert!(warned);
        } else {
            assert_eq!(*kept, looped, "only a small model's answer is cut");
            assert!(!warned);
        }
    }
}

/// Seen with a 1.5B model asked to add a `year` field to a class whose
/// `__init__` sets its fields: it wrote `year: int` under `class Book:`.
#[tokio::test(flavor = "multi_thread")]
async fn a_field_declared_where_init_ignores_it_is_told_so() {
    let annotate = serde_json::json!({"path": "books.py", "old_string": "class Book:", "new_string": "class Book:\n    year: int"});
    let provider = read_edit_say("books.py", annotate, "Added.");
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "books.py", "class Book:\n    def __init__(self, title):\n        self.title = title\n");
    h.send(Input::prompt("Add a year field (an int) to the Book class in books.py.")).await;
    h.until_run_end().await;
    let result = results_of(provider.requests()[2].messages.last().unwrap());
    assert!(
        result[0].1.contains("`year: int` in class Book (books.py) is only an annotation: Book is no dataclass and its __init__ does not set self.year"),
        "{}",
        result[0].1
    );
}

/// Seen with a 1.5B model asked a question: read, read, grep, grep, edit,
/// read … in one answer until the output limit, 70 s.
#[tokio::test(flavor = "multi_thread")]
async fn a_small_models_answer_ends_after_four_tool_calls() {
    for lean in [true, false] {
        let reads: Vec<_> =
            (0..6).map(|at| call(at, &format!("r{at}"), "read", serde_json::json!({"path": "a.py"}))).collect();
        let provider = FakeProvider::new(vec![
            answer(reads, StopReason::ToolUse),
            answer(vec![text(0, "It is 1.")], StopReason::EndTurn),
        ]);
        let mut h = start(provider.clone(), file_tools(), Options { lean, ..Options::default() });
        write(h.repo.path(), "a.py", "x = 1\n");
        h.send(Input::prompt("What is x in a.py?")).await;
        let (events, _) = h.until_run_end().await;
        let ran = events.iter().filter(|e| matches!(e, UiEvent::ToolEnd { .. })).count();
        let warned = events
            .iter()
            .any(|e| matches!(e, UiEvent::Warning { message } if message.contains("more than 4 tool calls")));
        assert_eq!((ran, warned), if lean { (4, true) } else { (6, false) }, "lean: {lean}");
    }
}

/// A write that cuts the file below half is told so, not pointed at the
/// one definition whose name the prompt says as a plain word.
#[tokio::test(flavor = "multi_thread")]
async fn a_write_that_cuts_a_file_down_is_told_so() {
    let orders = "class Order:\n    def __init__(self, items):\n        self.items = items\n\n    def total(self):\n        return sum(self.items)\n\n    def delivery(self):\n        return 2.5\n";
    let content = "  1 x medium margherita\n  1 x medium pepperoni";
    let provider = FakeProvider::new(vec![
        answer(
            vec![call(0, "w", "write", serde_json::json!({"path": "orders.py", "content": content}))],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "orders.py", orders);
    h.send(Input::prompt("Let an order take a note for the driver and print it with the delivery details.")).await;
    h.until_run_end().await;
    assert_eq!(std::fs::read_to_string(h.repo.path().join("orders.py")).unwrap(), orders);
    let result = results_of(provider.requests()[1].messages.last().unwrap());
    assert!(
        result[0].1.starts_with("not run: this content would cut orders.py from 9 lines to 2; orders.py is as it was."),
        "{}",
        result[0].1
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_question_s_edit_refused_says_the_line_is_unchanged() {
    // Told only that its edit did not run, the 1.5B model answered with
    // the value of its own edit: 35 where the code says 34.
    let code = "STOP_HIRING_GUST_MPH = 34           # chairs blow down the beach above this\n\n\ndef can_hire(gust):\n    return gust <= STOP_HIRING_GUST_MPH\n";
    let edit = serde_json::json!({"path": "chairs.py", "old_string": "STOP_HIRING_GUST_MPH = 34", "new_string": "STOP_HIRING_GUST_MPH = 35"});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "r", "read", serde_json::json!({"path": "chairs.py"}))], StopReason::ToolUse),
        answer(vec![call(0, "e", "edit", edit)], StopReason::ToolUse),
        answer(vec![text(0, "34 mph.")], StopReason::EndTurn),
        answer(vec![text(0, "34 mph.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "chairs.py", code);
    h.send(Input::prompt(
        "What's the strongest gust of wind our system will still let us hire deckchairs out in? I just need the number, please don't change anything.",
    ))
    .await;
    h.until_run_end().await;
    let requests = provider.requests();
    let result = results_of(requests[2].messages.last().unwrap()).remove(0).1;
    assert!(result.starts_with("not run: the user asked a question"), "{result}");
    assert!(
        result.contains(
            "chairs.py is unchanged: line 1 still reads `STOP_HIRING_GUST_MPH = 34           # chairs blow down the beach above this`."
        ),
        "{result}"
    );
    assert_eq!(std::fs::read_to_string(h.repo.path().join("chairs.py")).unwrap(), code);
}
