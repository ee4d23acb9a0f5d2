//! A small model's answer that only sends again what failed. Greedy
//! decoding gives the same answer to the same request, so told that its
//! `edit` changed nothing (old and new string identical), the 1.5B model
//! sent that edit again, word for word, until the repetition guard ended
//! the run; told its answer only described the change, it said the same
//! words again. Such an answer is not kept: the same request is asked
//! again with sampling, once per request, so another can come.

use std::collections::HashSet;

use nub_llm::{Block, Message, Role};
use serde_json::Value;

use crate::compact::ledger::result_text;
use crate::compact::text_of;

/// The temperatures of the requests asked again, in order: one. Asked
/// again at 0.5 and then at 0.8, the 1.5B model mostly sent the same call
/// both times; each asking costs a request (10–20 s on a 2-core machine).
pub(super) const TEMPERATURES: [f32; 1] = [0.7];

/// Why `answer` cannot help, if it cannot: words only, the same as the
/// model's last answer (`last_words`), or calls only, each one that cannot
/// do anything — an `edit` whose old and new strings are the same, or a
/// call (name and arguments) that failed before in `history`.
pub(super) fn cannot_help(answer: &Message, history: &[&Message]) -> Option<&'static str> {
    let words = text_of(answer);
    let mut calls = answer
        .content
        .iter()
        .filter_map(|block| match block {
            Block::ToolUse { name, input, .. } => Some((name.as_str(), input)),
            _ => None,
        })
        .peekable();
    let no_words = words.trim().is_empty();
    let cannot = match (no_words, calls.peek().is_some()) {
        (false, false) => {
            last_words(history).is_some_and(|last| last.trim() == words.trim()) || said_before(history, &words)
        }
        (true, true) => {
            let failed = failed_calls(history);
            calls.all(|(name, input)| {
                changes_nothing(name, input) || failed.contains(&(name.to_owned(), input.to_string()))
            })
        }
        _ => false,
    };
    cannot.then_some(match no_words {
        true => "only sent again calls that cannot work (failed before, or an edit that changes nothing)",
        false => "said again, word for word, what it said last",
    })
}

/// The words of the model's last answer in `history`, when it had no calls
/// and a note of nub's came after it (the user's own words may well get
/// the same answer: "Is foo thread-safe?" "Yes." "And bar?" "Yes.").
pub(super) fn last_words(history: &[&Message]) -> Option<String> {
    let after = history.last().filter(|message| message.role == Role::User)?;
    let from_nub =
        after.content.iter().any(|block| matches!(block, Block::Text { text, .. } if text.starts_with(NOTE)));
    if !from_nub {
        return None;
    }
    let last = history.iter().rev().find(|message| message.role == Role::Assistant)?;
    let has_calls = last.content.iter().any(|block| matches!(block, Block::ToolUse { .. }));
    let words = text_of(last);
    (!has_calls && !words.trim().is_empty()).then_some(words)
}

/// Whether `words`, long enough to be no plain yes or no, are word for
/// word an earlier answer of `history` to an earlier prompt. Tried in the
/// terminal: after "Also soap is going up to 90p instead of 80p.", the
/// 1.5B model said again nub's last answer, "The tests pass now, after the
/// change. Changed: pricing.py (+1 −1)", and changed nothing.
fn said_before(history: &[&Message], words: &str) -> bool {
    let words = words.trim();
    words.chars().count() >= MIN_REPEATED_CHARS
        && history
            .iter()
            .filter(|message| message.role == Role::Assistant)
            .any(|message| text_of(message).trim() == words)
}

/// Characters of an answer said before for it to be taken as said again.
const MIN_REPEATED_CHARS: usize = 40;

/// An `edit` whose old and new strings are the same text.
fn changes_nothing(name: &str, input: &Value) -> bool {
    let field = |key: &str| input.get(key).and_then(Value::as_str);
    name == "edit" && field("old_string").is_some_and(|old| Some(old) == field("new_string"))
}

/// The calls of `history` (name, arguments as JSON) that failed for good:
/// their result was an error, since the last call that may have changed
/// files (any but `read`, `glob` and `grep`) and the user's last words.
/// Not failed for good: `bash` (the same command, the tests, is rightly run
/// again), a call the user's cancel or message stopped before it ran, and
/// an edit refused because its file was not read (sent again, it is made).
fn failed_calls(history: &[&Message]) -> HashSet<(String, String)> {
    let mut calls: Vec<(&str, &str, &Value)> = Vec::new();
    let mut failed = HashSet::new();
    for block in history.iter().flat_map(|message| &message.content) {
        match block {
            Block::ToolUse { id, name, input } => calls.push((id, name, input)),
            Block::ToolResult { tool_use_id, is_error, content } => {
                let Some(&(_, name, input)) = calls.iter().find(|(id, ..)| id == tool_use_id) else { continue };
                let said = result_text(content);
                let for_good = !said.starts_with("not run: the user") && !said.contains(crate::unread::SEND_AGAIN);
                match (is_error, name) {
                    (true, "bash") => {}
                    (true, _) if for_good => {
                        failed.insert((name.to_owned(), input.to_string()));
                    }
                    (true, _) | (false, "read" | "glob" | "grep") => {}
                    (false, _) => failed.clear(),
                }
            }
            // The user's words (not nub's notes) may make a call worth sending again.
            Block::Text { text, .. } if !text.starts_with(NOTE) => failed.clear(),
            _ => {}
        }
    }
    failed
}

/// How nub's own notes to the model begin.
const NOTE: &str = "[nub:";

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn call(id: &str, name: &str, input: Value) -> Block {
        Block::ToolUse { id: id.into(), name: name.into(), input }
    }

    fn answer(content: Vec<Block>) -> Message {
        Message { role: Role::Assistant, content }
    }

    fn result(id: &str, is_error: bool) -> Message {
        let content = vec![Block::ToolResult { tool_use_id: id.into(), content: vec![Block::text("r")], is_error }];
        Message { role: Role::User, content }
    }

    #[test]
    fn an_edit_that_changes_nothing_is_asked_again() {
        let same = json!({"path": "a.py", "old_string": "x = 1", "new_string": "x = 1"});
        assert!(cannot_help(&answer(vec![call("1", "edit", same.clone())]), &[]).is_some());
        let real = json!({"path": "a.py", "old_string": "x = 1", "new_string": "x = 2"});
        assert!(cannot_help(&answer(vec![call("1", "edit", real.clone())]), &[]).is_none());
        // One call that can do something keeps the answer.
        assert!(cannot_help(&answer(vec![call("1", "edit", same.clone()), call("2", "edit", real)]), &[]).is_none());
        // Words are an answer too.
        assert!(cannot_help(&answer(vec![Block::text("Done."), call("1", "edit", same.clone())]), &[]).is_none());
        assert!(cannot_help(&answer(vec![Block::text("x = 1 is right.")]), &[]).is_none());
        // A write of the same text is no edit.
        assert!(cannot_help(&answer(vec![call("1", "write", same)]), &[]).is_none());
    }

    #[test]
    fn a_long_answer_given_to_an_earlier_prompt_is_asked_again() {
        let done = "The tests pass now, after the change. Changed: pricing.py (+1 −1).";
        let earlier = answer(vec![Block::text(done)]);
        let prompt = Message::user("Also soap is going up to 90p instead of 80p.");
        assert!(cannot_help(&answer(vec![Block::text(done)]), &[&earlier, &prompt]).is_some());
        // A short one may be the same answer to another question.
        let yes = answer(vec![Block::text("Yes.")]);
        assert!(cannot_help(&answer(vec![Block::text("Yes.")]), &[&yes, &Message::user("And bar?")]).is_none());
    }

    #[test]
    fn only_a_call_that_failed_before_is_asked_again() {
        let read = json!({"path": "gone.py"});
        let earlier = answer(vec![call("1", "read", read.clone())]);
        let failed = result("1", true);
        let again = answer(vec![call("2", "read", read.clone())]);
        assert!(cannot_help(&again, &[&earlier, &failed]).is_some());
        let succeeded = result("1", false);
        assert!(cannot_help(&again, &[&earlier, &succeeded]).is_none(), "a call that worked may be made again");
        let other = answer(vec![call("2", "read", json!({"path": "here.py"}))]);
        assert!(cannot_help(&other, &[&earlier, &failed]).is_none());
    }

    #[test]
    fn the_same_words_as_the_last_answer_are_asked_for_again() {
        let said = "I used edit to turn off the night chime.";
        let before = answer(vec![Block::text(said)]);
        let note = Message::user("[nub: the request asks for a change; make it]");
        assert_eq!(last_words(&[&before, &note]).as_deref(), Some(said));
        assert!(cannot_help(&answer(vec![Block::text(said)]), &[&before, &note]).is_some());
        assert!(cannot_help(&answer(vec![Block::text("Changed doorbell.json.")]), &[&before, &note]).is_none());
        // A first answer, or one after calls, repeats nothing.
        assert!(cannot_help(&answer(vec![Block::text(said)]), &[&note]).is_none());
        let with_call = answer(vec![Block::text(said), call("1", "read", json!({"path": "a"}))]);
        assert_eq!(last_words(&[&with_call, &result("1", false)]), None);
    }

    #[test]
    fn a_call_refused_for_now_or_before_the_users_words_may_come_again() {
        let edit = json!({"path": "a.py", "old_string": "y = 1", "new_string": "y = 2"});
        let first = answer(vec![call("1", "edit", edit.clone())]);
        let again = answer(vec![call("2", "edit", edit)]);
        let refused = |said: &str| Message {
            role: Role::User,
            content: vec![Block::ToolResult {
                tool_use_id: "1".into(),
                content: vec![Block::text(said)],
                is_error: true,
            }],
        };
        let unread =
            refused("a.py has not been read in this session, so this edit was not made: … send the edit again.");
        assert!(cannot_help(&again, &[&first, &unread]).is_none(), "the file counts as read now");
        let stopped =
            refused("not run: the user sent a new message before this call started; read it and decide again");
        assert!(cannot_help(&again, &[&first, &stopped]).is_none());
        let missing = refused("old_string was not found in a.py");
        assert!(cannot_help(&again, &[&first, &missing]).is_some());
        let user = Message::user("Try that edit again, I fixed the file.");
        assert!(cannot_help(&again, &[&first, &missing, &user]).is_none());
        let note = Message::user("[nub: the request asks for a change; make it]");
        assert!(cannot_help(&again, &[&first, &missing, &note]).is_some());
    }

    #[test]
    fn the_same_words_after_the_users_words_are_an_answer() {
        let yes = answer(vec![Block::text("Yes.")]);
        let asked = Message::user("And bar?");
        assert_eq!(last_words(&[&yes, &asked]), None);
        assert!(cannot_help(&answer(vec![Block::text("Yes.")]), &[&yes, &asked]).is_none());
    }

    #[test]
    fn after_a_change_or_for_bash_a_failed_call_may_come_again() {
        let edit = json!({"path": "a.py", "old_string": "y = 1", "new_string": "y = 2"});
        let first = answer(vec![call("1", "edit", edit.clone())]);
        let change = answer(vec![call("2", "write", json!({"path": "a.py", "content": "y = 1\n"}))]);
        let again = answer(vec![call("3", "edit", edit)]);
        let history = [&first, &result("1", true), &change, &result("2", false)];
        assert!(cannot_help(&again, &history).is_none(), "the write may have made the edit possible");
        assert!(cannot_help(&again, &history[..2]).is_some());
        let tests = json!({"command": "python3 -m unittest"});
        let ran = answer(vec![call("1", "bash", tests.clone())]);
        let rerun = answer(vec![call("2", "bash", tests)]);
        assert!(cannot_help(&rerun, &[&ran, &result("1", true)]).is_none());
    }
}
