//! An edit that only renames a name the file defines, to one neither the
//! file nor the request uses, is refused once when the request asks for a
//! fix and no rename.

use nub_agent::Input;
use nub_llm::StopReason;
use serde_json::json;

use super::fake::*;
use super::small::{file_tools, write};

const SCORES: &str = "WAIT_RATE = 0.40\nPER_MILE = 2.10\n\n\ndef best_end(ends):\n    best = 0\n    for i, score in enumerate(ends):\n        if score < ends[best]:\n            best = i\n    return best + 1\n\n\ndef fare(miles, minutes):\n    return miles * PER_MILE + minutes * PER_MILE\n\n\nprint(best_end([3, 9, 4]))\n";

/// `edits` of scores.py made in turn for `prompt`, then "Done.": the file
/// after, and what each request after the first ended with.
async fn edited(prompt: &str, edits: &[(&str, &str, bool)]) -> (String, Vec<String>) {
    let mut answers: Vec<_> = edits
        .iter()
        .enumerate()
        .map(|(n, (old, new, all))| {
            let input = json!({"path": "scores.py", "old_string": old, "new_string": new, "replace_all": all});
            answer(vec![call(0, &format!("e{n}"), "edit", input)], StopReason::ToolUse)
        })
        .collect();
    answers.push(answer(vec![text(0, "Done.")], StopReason::EndTurn));
    let provider = FakeProvider::new(answers);
    let mut h = start(provider.clone(), file_tools(), Options { lean: true, ..Options::default() });
    write(h.repo.path(), "scores.py", SCORES);
    h.send(Input::prompt(format!("{prompt}\n\n@scores.py"))).await;
    h.until_run_end().await;
    let told = provider.requests().iter().skip(1).map(|r| format!("{:?}", r.messages.last().unwrap())).collect();
    (std::fs::read_to_string(h.repo.path().join("scores.py")).unwrap(), told)
}

const FIX: &str = "the top score line on my printout is wrong, it nearly always picks the last end. please fix";

/// As the 1.5B model did: asked to fix the best end, it renamed `best_end`.
#[tokio::test(flavor = "multi_thread")]
async fn a_rename_for_a_fix_request_is_refused_once_with_the_definition() {
    let rename = ("best_end", "best_end_score", true);
    let (now, told) = edited(FIX, &[rename]).await;
    assert!(
        told[0].contains(
            "not run: this edit only renames `best_end` to `best_end_score`, and the request asks for no rename"
        ),
        "{told:?}"
    );
    assert!(told[0].contains("     8\\t        if score < ends[best]:"), "{told:?}");
    assert_eq!(now, SCORES);
    // Once: sent again, it is made (the very same call would be asked for
    // anew, `resampled.rs`: another one).
    let (now, _) = edited(FIX, &[rename, ("best_end(", "best_end_score(", true)]).await;
    assert!(now.contains("def best_end_score(ends):") && now.contains("print(best_end_score("), "{now}");
}

/// A rename asked for, a name the file already uses (the fix may be to use
/// it), or a name the request gives, go ahead.
#[tokio::test(flavor = "multi_thread")]
async fn asked_renames_and_names_the_file_uses_go_ahead() {
    for (prompt, old, new, all) in [
        ("please rename best_end to top_end", "best_end", "top_end", true),
        (
            "The fare charges waiting time at the per-mile price; it should use the waiting rate. Fix it.",
            "minutes * PER_MILE",
            "minutes * WAIT_RATE",
            false,
        ),
        ("The best end is wrong; call it best_round and fix it.", "best_end", "best_round", true),
        ("The function best_end is misspelled, please fix it.", "best_end", "top_end", true),
        ("Please use clearer names in scores.py.", "best_end", "top_end", true),
    ] {
        let (now, told) = edited(prompt, &[(old, new, all)]).await;
        assert!(now.contains(new), "{prompt}: {told:?}");
    }
}

/// As the 1.5B model did, asked to rename `board_ft`: it changed the
/// default of an argument on its `def` line. Refused once with the rename
/// written out; the rename itself goes ahead.
#[tokio::test(flavor = "multi_thread")]
async fn an_edit_that_keeps_the_name_to_rename_and_changes_another_thing_is_refused_once() {
    let prompt = "rename best_end to top_end in my archery code";
    let (now, told) = edited(prompt, &[("def best_end(ends):", "def best_end(ends, first=1):", false)]).await;
    assert!(
        told[0].contains("not run: the request asks to rename `best_end` to `top_end` and nothing else; this edit keeps `best_end` and changes something the request does not ask for. To rename it at every place in scores.py, send edit {\\\"path\\\":\\\"scores.py\\\",\\\"old_string\\\":\\\"best_end\\\",\\\"new_string\\\":\\\"top_end\\\",\\\"replace_all\\\":true}"),
        "{told:?}"
    );
    assert_eq!(now, SCORES);
    let (now, _) = edited(prompt, &[("best_end", "top_end", true)]).await;
    assert_eq!(now, SCORES.replace("best_end", "top_end"));
}

/// A rename of another name than the one asked for is refused once, told
/// which rename is asked: a rink's `SKATE_HIRE` was renamed where
/// `skate_hire_price` was asked for, and told "the request asks for no
/// rename".
#[tokio::test(flavor = "multi_thread")]
async fn a_rename_of_another_name_is_told_the_one_asked_for() {
    let prompt = "Please rename the function best_end to top_end and update everywhere that uses it.";
    let (now, told) = edited(prompt, &[("WAIT_RATE", "WAITING_RATE", true)]).await;
    assert!(
        told[0].contains("not run: this edit renames `WAIT_RATE` to `WAITING_RATE`, but the request asks to rename `best_end` to `top_end`, not `WAIT_RATE`."),
        "{told:?}"
    );
    assert_eq!(now, SCORES);
}
