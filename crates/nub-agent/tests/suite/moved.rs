//! A small model's edit sent to the wrong file: made in the one file the
//! model has seen that holds its `old_string`, and nowhere when that is
//! not clear.

use nub_agent::{Input, UiEvent};
use nub_llm::StopReason;

use super::fake::*;
use super::small::{file_tools, write};

const CODE: &str = "def initials(full_name):\n    return \"\".join(part[0] for part in full_name.split())\n";

/// The model reads `seen`, then sends `edit` to `path`.
async fn edit_after_reading(seen: &[(&str, &str)], path: &str, old: &str) -> (Harness, Vec<UiEvent>, String) {
    let mut answers: Vec<_> = seen
        .iter()
        .enumerate()
        .map(|(i, (file, _))| {
            answer(vec![call(0, &format!("r{i}"), "read", serde_json::json!({"path": file}))], StopReason::ToolUse)
        })
        .collect();
    let edit =
        serde_json::json!({"path": path, "old_string": old, "new_string": old.replace("part[0]", "part[0].upper()")});
    answers.push(answer(vec![call(0, "e", "edit", edit)], StopReason::ToolUse));
    answers.push(answer(vec![text(0, "Done.")], StopReason::EndTurn));
    let provider = FakeProvider::new(answers);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    for (file, text) in seen {
        write(h.repo.path(), file, text);
    }
    h.send(Input::prompt("Make the tests in test_names.py pass.")).await;
    let (events, _) = h.until_run_end().await;
    let requests = provider.requests();
    let result = results_of(requests[seen.len() + 1].messages.last().unwrap()).remove(0).1;
    (h, events, result)
}

#[tokio::test(flavor = "multi_thread")]
async fn an_edit_whose_text_is_in_one_other_seen_file_is_made_there() {
    let test = "import unittest\nfrom names import initials\n";
    // Quoted with other quotes, as the 1.5B model wrote it.
    let old = "return ''.join(part[0] for part in full_name.split())";
    let (h, events, result) =
        edit_after_reading(&[("test_names.py", test), ("names.py", CODE)], "test_names.py", old).await;
    let now = std::fs::read_to_string(h.repo.path().join("names.py")).unwrap();
    assert!(now.contains("part[0].upper()"), "{now}");
    assert_eq!(std::fs::read_to_string(h.repo.path().join("test_names.py")).unwrap(), test);
    assert!(
        result.contains("old_string is not in test_names.py but in names.py, so the edit was made in names.py"),
        "{result}"
    );
    // Hooks and the user see the call as it runs: on names.py.
    assert!(
        events.iter().any(
            |e| matches!(e, UiEvent::ToolStart { name, input, .. } if name == "edit" && input["path"] == "names.py")
        ),
        "{events:?}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn an_edit_is_not_moved_when_its_place_is_not_clear() {
    let old = "return \"\".join(part[0] for part in full_name.split())";
    for (seen, path, why) in [
        (vec![("names.py", CODE), ("copy.py", CODE)], "main.py", "two seen files hold it"),
        (vec![("other.py", "x = 1\n")], "main.py", "no seen file holds it"),
    ] {
        let (h, _, result) = edit_after_reading(&seen, path, old).await;
        assert!(result.starts_with("main.py does not exist") || result.contains("not found"), "{why}: {result}");
        for (file, text) in &seen {
            assert_eq!(&std::fs::read_to_string(h.repo.path().join(file)).unwrap(), text, "{why}");
        }
    }
    // A path the rules refuse stays refused.
    let (h, _, result) = edit_after_reading(&[("names.py", CODE)], ".env", old).await;
    assert!(!result.contains("so the edit was made"), "{result}");
    assert_eq!(std::fs::read_to_string(h.repo.path().join("names.py")).unwrap(), CODE);
    // Too short to tell where it came from.
    let (h, _, result) = edit_after_reading(&[("names.py", CODE)], "main.py", "part[0]").await;
    assert!(!result.contains("so the edit was made"), "{result}");
    assert_eq!(std::fs::read_to_string(h.repo.path().join("names.py")).unwrap(), CODE);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_same_edit_moved_again_and_again_is_stopped_by_the_guard() {
    // Sent for quote.py, made in glass.py, then refused as inserting its
    // lines again: the 1.5B model sent it 22 times, because the guard had
    // recorded it for glass.py and looked for it as sent, for quote.py.
    let test = "import unittest\nfrom names import initials\n";
    let old = "return \"\".join(part[0] for part in full_name.split())";
    let edit = serde_json::json!({"path": "test_names.py", "old_string": old, "new_string": format!("{old} or \"?\"")});
    let mut answers: Vec<_> = [("r0", "test_names.py"), ("r1", "names.py")]
        .into_iter()
        .map(|(id, file)| answer(vec![call(0, id, "read", serde_json::json!({"path": file}))], StopReason::ToolUse))
        .collect();
    for n in 0..8 {
        answers.push(answer(vec![call(0, &format!("e{n}"), "edit", edit.clone())], StopReason::ToolUse));
    }
    answers.push(answer(vec![text(0, "Done.")], StopReason::EndTurn));
    let total = answers.len();
    let provider = FakeProvider::new(answers);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "test_names.py", test);
    write(h.repo.path(), "names.py", CODE);
    h.send(Input::prompt("Make the tests in test_names.py pass.")).await;
    let (events, _) = h.until_run_end().await;
    let now = std::fs::read_to_string(h.repo.path().join("names.py")).unwrap();
    assert_eq!(now.matches("or \"?\"").count(), 1, "{now}");
    assert!(
        events.iter().any(|e| matches!(e, UiEvent::Warning { message } if message.contains("in a row"))),
        "{events:?}"
    );
    assert!(provider.requests().len() < total, "{} requests: the guard never stopped it", provider.requests().len());
}
