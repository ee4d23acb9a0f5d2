//! A small model's answer that shows one function's new text in a fence,
//! under no path of its own ("The updated function is as follows:"),
//! replaces that function in the one file the answer names that defines
//! it — as an `edit` call the loop runs like any other.

use nub_agent::{Input, UiEvent};
use nub_llm::StopReason;

use super::fake::*;
use super::small::{file_tools, small, write};

const CLUB: &str = "QUORUM_SHARE = 0.5\n\n\nclass Club:\n    def has_quorum(self, present, members):\n        \"\"\"Whether enough members are here to vote.\"\"\"\n        return present / members > QUORUM_SHARE\n\n    def vote(self):\n        return True\n";

/// The 1.5B model's answer on the book club's quorum (the method moved
/// into a class here, so the fence at column 0 must be indented).
const ANSWER: &str = "To fix the issue, I replaced the `has_quorum` function in `bookclub.py` to ensure it counts half. The updated function is as follows:\n\n```python\ndef has_quorum(self, present, members):\n    \"\"\"Whether enough members are here to vote.\"\"\"\n    return present / members >= QUORUM_SHARE\n```\n\nThis change ensures half is enough.";

#[tokio::test(flavor = "multi_thread")]
async fn a_fenced_function_replaces_the_one_the_answer_names() {
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, ANSWER)], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), small(vec!["bookclub.py"], 4000));
    let root = h.repo.path().to_owned();
    write(&root, "bookclub.py", CLUB);
    write(&root, "meeting.py", "from bookclub import Club\n");
    h.send(Input::prompt("Half of the members should be a quorum; fix it.")).await;
    let (events, _) = h.until_run_end().await;
    assert_eq!(std::fs::read_to_string(root.join("bookclub.py")).unwrap(), CLUB.replace(" > QUORUM", " >= QUORUM"));
    assert!(events.iter().any(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "edit")), "{events:?}");
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_function_two_named_files_define_or_left_out_code_stays_text() {
    let elided = ANSWER.replace("    return present / members >= QUORUM_SHARE", "    # ... rest unchanged");
    let named_twice = ANSWER.replace("in `bookclub.py`", "in `bookclub.py` and `club2.py`");
    for (answer_text, why) in [(elided.as_str(), "code left out"), (named_twice.as_str(), "two files define it")] {
        let provider = FakeProvider::new(vec![answer(vec![text(0, answer_text)], StopReason::EndTurn)]);
        let mut h = start(provider.clone(), file_tools(), small(vec!["bookclub.py"], 4000));
        let root = h.repo.path().to_owned();
        write(&root, "bookclub.py", CLUB);
        write(&root, "club2.py", CLUB);
        h.send(Input::prompt("Half of the members should be a quorum; fix it.")).await;
        let (events, _) = h.until_run_end().await;
        assert!(!events.iter().any(|e| matches!(e, UiEvent::ToolStart { .. })), "{why}: {events:?}");
        assert_eq!(std::fs::read_to_string(root.join("bookclub.py")).unwrap(), CLUB, "{why}");
    }
}

/// "To fix the calculation in the `refunds.py` file, replace the
/// `refund_amount` function with the following code:" — the path on the
/// line before makes the fence a whole file, which it plainly is not; it
/// is the function's new text.
#[tokio::test(flavor = "multi_thread")]
async fn a_fenced_function_under_its_files_path_is_no_whole_file_but_that_function() {
    // The new function repeats the helper's checks: written anew, it is no
    // copy of the file (which an edit of a small model may not make).
    let refunds = "BANDS = [(60, 0.5), (30, 0.25)]\n\n\ndef refund_share(delay):\n    if delay < 0:\n        raise ValueError(\"delay cannot be negative\")\n    for minutes, share in BANDS:\n        if delay >= minutes:\n            return share\n    return 0.0\n\n\ndef refund_amount(fare, delay):\n    return round(fare - refund_share(delay), 2)\n";
    let fixed = "def refund_amount(fare, delay):\n    if delay < 0:\n        raise ValueError(\"delay cannot be negative\")\n    for minutes, share in BANDS:\n        if delay >= minutes:\n            return fare * share\n    return 0.0";
    let said = format!(
        "To fix the calculation in the `refunds.py` file, replace the `refund_amount` function with the following code:\n\n```python\n{fixed}\n```\n"
    );
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, &said)], StopReason::EndTurn),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), file_tools(), small(vec!["refunds.py"], 4000));
    let root = h.repo.path().to_owned();
    write(&root, "refunds.py", refunds);
    h.send(Input::prompt("A quarter of the fare should come back; fix the refund.")).await;
    h.until_run_end().await;
    let now = std::fs::read_to_string(root.join("refunds.py")).unwrap();
    assert_eq!(
        now,
        refunds.replace("def refund_amount(fare, delay):\n    return round(fare - refund_share(delay), 2)", fixed)
    );
}

/// "Here's an updated version of the `current_streak` function:" — the
/// 1.5B model's answer named no file. The function goes to the one file
/// the model has seen (here: attached) that defines it; a copy of it in a
/// file never seen is no reason to hold back, two seen ones are.
#[tokio::test(flavor = "multi_thread")]
async fn a_fenced_function_under_no_file_goes_to_the_seen_file_that_defines_it() {
    let unnamed = ANSWER.replace(" in `bookclub.py`", "");
    for (attached, changed) in [(vec!["bookclub.py"], true), (vec!["bookclub.py", "club2.py"], false)] {
        let provider = FakeProvider::new(vec![
            answer(vec![text(0, &unnamed)], StopReason::EndTurn),
            answer(vec![text(0, "Done.")], StopReason::EndTurn),
        ]);
        let mut h = start(provider.clone(), file_tools(), small(attached.clone(), 4000));
        let root = h.repo.path().to_owned();
        write(&root, "bookclub.py", CLUB);
        write(&root, "club2.py", CLUB);
        h.send(Input::prompt("Half of the members should be a quorum; fix it.")).await;
        h.until_run_end().await;
        let now = std::fs::read_to_string(root.join("bookclub.py")).unwrap();
        let want = if changed { CLUB.replace(" > QUORUM", " >= QUORUM") } else { CLUB.to_owned() };
        assert_eq!(now, want, "{attached:?}");
        assert_eq!(std::fs::read_to_string(root.join("club2.py")).unwrap(), CLUB, "{attached:?}");
    }
}
