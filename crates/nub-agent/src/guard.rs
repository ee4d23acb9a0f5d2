//! The repetition guard: small models call the same tool again and again
//! instead of answering — with the very same arguments, or with arguments
//! that differ only in defaults (`{"path": "a"}`, then `{"path": "a",
//! "offset": 1}`) and so bring back the very same result — or go round in
//! a short circle (edit, read, edit, read, … with nothing changing).
//!
//! Two calls are "the same" when they are of one tool and their arguments
//! are equal — or, for a read-only tool, their results are. (Two different
//! edits of one file both answer "edited a: +1 -1"; equal results of a
//! tool that changes things say nothing.) A run of calls repeats itself when its last
//! `period` calls (1 to [`MAX_PERIOD`]) are the same as the `period` before
//! them. The second round's last result carries a note telling the model
//! so; the third round stops the run — before its last call runs when that
//! call's arguments are equal (no need to run it to know), after it when
//! only its result is.

use std::collections::VecDeque;
use std::hash::{DefaultHasher, Hash, Hasher};

use nub_tools::{ToolResult, ToolView};
use serde_json::Value;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Run,
    /// Do not run it: it would complete the third round of a repetition
    /// of this many calls.
    Stop {
        period: usize,
    },
    /// Do not run it: the same change failed [`STOP_AT`] times in this run.
    FailedAgain,
}

/// How many rounds of the same call (or circle of calls) end the run.
pub const STOP_AT: u32 = 3;

/// The longest circle looked for: edit/read/bash loops are two or three
/// calls long, but a 1.5B model went round `git push`, `git remote add`,
/// `git remote set-url`, `git remote add`, `git remote set-url` until the
/// time ran out, and asked what a function returns, round six calls
/// (`read` of lines 4, 5, 6 and 7 one by one, `glob`, `grep`) 41 requests
/// long. Real work does not repeat eight calls with equal arguments three
/// times over: its edits differ.
const MAX_PERIOD: usize = 8;

pub const REPEAT_NOTE: &str = "Note: this call is identical to your previous one and gave the same result. Use that result instead of calling again.";

/// Sent instead of a long read-only result that is word for word the one
/// the same call brought back just before: the model has it already, and
/// sending it again costs its size in tokens for nothing (a small model
/// re-reading one file fills its window this way).
pub const SAME_RESULT_AGAIN: &str = "[The same result as your previous call, word for word; it is in that result above and nothing changed. Use it to answer instead of calling again.]";

/// Results shorter than this are sent again in full: they cost little, and
/// a short answer repeated reads more plainly than a pointer.
pub const RESEND_UP_TO: usize = 400;

/// Told when the model goes round a circle of several calls.
pub fn circle_note(period: usize) -> String {
    format!(
        "Note: your last {period} tool calls repeat the {period} before them with the same arguments or results; nothing changes. Use the results you have instead of going round again."
    )
}

/// Told instead of [`REPEAT_NOTE`] when the call repeated is one that
/// failed (an error, a command's non-zero exit, a search that found
/// nothing): the general note made a small model try the same thing a
/// third time, so this one says what to do instead, for the tool at hand.
pub fn failure_note(name: &str, input: &Value, result: &ToolResult) -> Option<String> {
    let arg = |key: &str| input.get(key).and_then(Value::as_str).unwrap_or_default();
    let stops = "the next identical call stops the run";
    let advice = match (name, &result.view) {
        (_, ToolView::Bash { exit_code: Some(code), .. }) if *code != 0 => {
            let grep = if arg("command").split_whitespace().any(|w| matches!(w, "grep" | "rg" | "egrep")) && *code == 1
            {
                " grep exits 1 when nothing matches: the text is not in those files."
            } else {
                ""
            };
            format!(
                "this command failed the same way twice (exit code {code}); running it again gives the same result, and {stops}.{grep} Change the command, look elsewhere, or tell the user it could not be found — never guess an answer."
            )
        }
        ("grep", ToolView::Grep { files: 0, .. }) => format!(
            "this search found nothing twice, and {stops}. The pattern is not there as written: search for one distinctive word of it (with ignore_case), or answer from what you have — never guess."
        ),
        ("glob", ToolView::Glob { files, .. }) if files.is_empty() => format!(
            "no file matches this pattern, the same as before, and {stops}. Try `**/` before a file name, or grep for the content."
        ),
        _ if !result.is_error => return None,
        ("edit", _) => format!(
            "this edit failed the same way twice, and {stops}. Do not send it again: read {} to see its current text and copy old_string from it exactly (a few whole lines), or make a different change.",
            arg("path")
        ),
        ("read", _) => format!(
            "this read failed the same way twice, and {stops}. Find the file you mean with glob (`**/NAME`) or grep instead."
        ),
        _ => format!("this call failed the same way twice, and {stops}. Change its arguments or do something else."),
    };
    Some(format!("Note: {advice}"))
}

/// A repetition found after a call: how many rounds, of how many calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Streak {
    pub rounds: u32,
    pub period: usize,
}

#[derive(Debug, Clone)]
struct Seen {
    name: String,
    input: String,
    result: u64,
    read_only: bool,
}

#[derive(Debug, Default)]
pub struct RepetitionGuard {
    /// The last calls, newest at the back; enough for three rounds of the
    /// longest circle.
    seen: VecDeque<Seen>,
    /// How often each change (its tool and arguments) failed in this run,
    /// in a row or not (`failed_change`).
    failed_changes: std::collections::HashMap<String, u32>,
}

/// A tool asked again with the same arguments to see what changed (a
/// background job's output): only equal results make it a repetition.
fn polls(name: &str) -> bool {
    name == "bash_output"
}

fn key(input: &Value) -> String {
    // `Value`'s maps are sorted, so equal arguments print equally.
    input.to_string()
}

fn digest(text: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

impl RepetitionGuard {
    /// Before running a call: stop it if it would complete a third round
    /// with arguments equal to the two rounds before.
    pub fn before(&self, name: &str, input: &Value) -> Verdict {
        let input = key(input);
        // The same failed change a fourth time, other calls between or not:
        // asked to dedupe tags, a 1.5B model sent one edit whose old and new
        // strings were equal five times, with reads and writes between,
        // until the time ran out.
        if self.failed_changes.get(&format!("{name} {input}")).is_some_and(|&n| n >= STOP_AT) {
            return Verdict::FailedAgain;
        }
        let len = self.seen.len();
        for period in 1..=MAX_PERIOD {
            let needed = STOP_AT as usize * period - 1;
            if len < needed {
                break;
            }
            // The call at the position `period` back, and `2 * period` back, is this one's twin.
            let twins_equal = (1..STOP_AT as usize).all(|round| {
                let twin = &self.seen[len - round * period];
                twin.name == name && twin.input == input && !polls(name)
            });
            // The calls between belong to rounds that already repeated.
            let rounds_before = (1..period).all(|offset| {
                (1..STOP_AT as usize)
                    .all(|round| same(&self.seen[len - offset], &self.seen[len - offset - round * period]))
            });
            if twins_equal && rounds_before {
                return Verdict::Stop { period };
            }
        }
        Verdict::Run
    }

    /// After a call: the longest repetition it completes (1 round of 1
    /// call when it repeats nothing).
    pub fn after(&mut self, name: &str, read_only: bool, input: &Value, result: &str) -> Streak {
        self.seen.push_back(Seen { name: name.to_owned(), input: key(input), result: digest(result), read_only });
        while self.seen.len() > STOP_AT as usize * MAX_PERIOD {
            self.seen.pop_front();
        }
        (1..=MAX_PERIOD).map(|period| Streak { rounds: self.rounds(period), period }).fold(
            Streak { rounds: 1, period: 1 },
            |best, streak| if streak.rounds > best.rounds { streak } else { best },
        )
    }

    /// A call that changes files (`edit`, `write`) failed or was refused:
    /// the same one again after [`STOP_AT`] such failures stops the run.
    pub fn failed_change(&mut self, name: &str, input: &Value) {
        *self.failed_changes.entry(format!("{name} {}", key(input))).or_default() += 1;
    }

    /// Whether the last call is read-only and brought back exactly what
    /// the call before it did (same tool).
    pub fn repeats_previous_result(&self) -> bool {
        let mut newest = self.seen.iter().rev();
        match (newest.next(), newest.next()) {
            (Some(last), Some(before)) => {
                last.read_only && before.read_only && last.name == before.name && last.result == before.result
            }
            _ => false,
        }
    }

    /// How many times in a row the last `period` calls came round.
    fn rounds(&self, period: usize) -> u32 {
        let len = self.seen.len();
        let mut rounds = 1;
        while len >= (rounds as usize + 1) * period
            && (0..period).all(|offset| {
                same(&self.seen[len - 1 - offset], &self.seen[len - 1 - offset - rounds as usize * period])
            })
        {
            rounds += 1;
        }
        rounds
    }
}

fn same(a: &Seen, b: &Seen) -> bool {
    a.name == b.name
        && ((a.input == b.input && !polls(&a.name)) || (a.read_only && b.read_only && a.result == b.result))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// Only `read`, `glob` and `grep` are read-only here.
    fn after(guard: &mut RepetitionGuard, name: &str, input: &Value, result: &str) -> Streak {
        guard.after(name, matches!(name, "read" | "glob" | "grep"), input, result)
    }

    fn rounds(guard: &mut RepetitionGuard, name: &str, input: Value, result: &str) -> u32 {
        after(guard, name, &input, result).rounds
    }

    #[test]
    fn a_circle_of_six_looks_ends_in_its_third_round() {
        let mut guard = RepetitionGuard::default();
        let circle: Vec<(&str, Value)> = vec![
            ("read", json!({"path": "text.py", "offset": 4, "limit": 1})),
            ("read", json!({"path": "text.py", "offset": 5, "limit": 1})),
            ("read", json!({"path": "text.py", "offset": 6, "limit": 1})),
            ("read", json!({"path": "text.py", "offset": 7, "limit": 1})),
            ("glob", json!({"pattern": "text.py"})),
            ("grep", json!({"pattern": "slugify", "path": "text.py"})),
        ];
        let mut calls = 0;
        'rounds: for _ in 0..4 {
            for (n, (name, input)) in circle.iter().enumerate() {
                if guard.before(name, input) != Verdict::Run {
                    break 'rounds;
                }
                after(&mut guard, name, input, &format!("result {n}"));
                calls += 1;
            }
        }
        assert_eq!(calls, 17, "the eighteenth call would complete the third round");
    }

    #[test]
    fn a_circle_of_five_calls_ends_in_its_third_round() {
        let mut guard = RepetitionGuard::default();
        let circle = [
            "git push",
            "git remote add o u",
            "git remote set-url o u",
            "git remote add o u",
            "git remote set-url o u",
        ];
        let mut calls = 0;
        'rounds: for _ in 0..4 {
            for command in circle {
                let input = json!({"command": command});
                if guard.before("bash", &input) != Verdict::Run {
                    break 'rounds;
                }
                after(&mut guard, "bash", &input, "error");
                calls += 1;
            }
        }
        assert_eq!(calls, 14, "the fifteenth call would complete the third round");
    }

    #[test]
    fn polling_a_background_job_repeats_only_when_its_result_does() {
        let mut guard = RepetitionGuard::default();
        let input = json!({"id": 1});
        for second in 0..5 {
            assert_eq!(guard.before("bash_output", &input), Verdict::Run);
            let streak = guard.after("bash_output", true, &input, &format!("[job 1 running for {second} s]"));
            assert_eq!(streak.rounds, 1);
        }
        guard.after("bash_output", true, &input, "[job 1 ended]");
        assert_eq!(guard.after("bash_output", true, &input, "[job 1 ended]").rounds, 2);
    }

    #[test]
    fn the_third_identical_call_is_stopped_before_it_runs() {
        let mut guard = RepetitionGuard::default();
        let input = json!({"path": "a", "limit": 3});
        assert_eq!(guard.before("read", &input), Verdict::Run);
        assert_eq!(rounds(&mut guard, "read", input.clone(), "1\ta"), 1);
        assert_eq!(guard.before("read", &json!({"limit": 3, "path": "a"})), Verdict::Run, "key order does not matter");
        assert_eq!(rounds(&mut guard, "read", input.clone(), "1\ta"), 2);
        assert_eq!(guard.before("read", &input), Verdict::Stop { period: 1 });
    }

    #[test]
    fn only_a_read_only_call_repeating_the_result_before_it_counts_as_resent() {
        let mut guard = RepetitionGuard::default();
        after(&mut guard, "read", &json!({"path": "a"}), "1\ta");
        assert!(!guard.repeats_previous_result(), "one call repeats nothing");
        after(&mut guard, "read", &json!({"path": "a"}), "1\ta");
        assert!(guard.repeats_previous_result());
        after(&mut guard, "read", &json!({"path": "a"}), "1\tb");
        assert!(!guard.repeats_previous_result(), "the file changed");
        after(&mut guard, "bash", &json!({"command": "ls"}), "x");
        after(&mut guard, "bash", &json!({"command": "ls"}), "x");
        assert!(!guard.repeats_previous_result(), "bash may change things; its output is sent again");
    }

    #[test]
    fn equal_results_count_as_the_same_call() {
        let mut guard = RepetitionGuard::default();
        assert_eq!(rounds(&mut guard, "read", json!({"path": "a"}), "1\ta"), 1);
        assert_eq!(rounds(&mut guard, "read", json!({"path": "a", "offset": 1}), "1\ta"), 2);
        assert_eq!(guard.before("read", &json!({"path": "a", "limit": 9})), Verdict::Run, "unknown until it ran");
        assert_eq!(rounds(&mut guard, "read", json!({"path": "a", "limit": 9}), "1\ta"), 3);
    }

    #[test]
    fn anything_different_resets_the_streak() {
        let mut guard = RepetitionGuard::default();
        after(&mut guard, "read", &json!({"path": "a"}), "x");
        after(&mut guard, "read", &json!({"path": "a"}), "x");
        assert_eq!(rounds(&mut guard, "read", json!({"path": "b"}), "y"), 1);
        assert_eq!(rounds(&mut guard, "grep", json!({"path": "b"}), "y"), 1, "another tool");
    }

    #[test]
    fn different_edits_of_one_file_in_a_row_are_work() {
        let mut guard = RepetitionGuard::default();
        for line in 0..5 {
            let edit = json!({"path": "a", "old_string": format!("x{line}"), "new_string": "y"});
            assert_eq!(guard.before("edit", &edit), Verdict::Run);
            assert_eq!(rounds(&mut guard, "edit", edit, "edited a: +1 -1"), 1);
        }
    }

    #[test]
    fn an_edit_read_circle_is_noted_in_the_second_round_and_stopped_in_the_third() {
        let mut guard = RepetitionGuard::default();
        let edit = json!({"path": "a", "old_string": "x", "new_string": "y"});
        let read = json!({"path": "a"});
        let not_found = "old_string not found";
        assert_eq!(rounds(&mut guard, "edit", edit.clone(), not_found), 1);
        assert_eq!(rounds(&mut guard, "read", read.clone(), "1\tz"), 1);
        assert_eq!(rounds(&mut guard, "edit", edit.clone(), not_found), 1, "half a circle is no round yet");
        assert_eq!(after(&mut guard, "read", &read, "1\tz"), Streak { rounds: 2, period: 2 });
        assert_eq!(guard.before("edit", &edit), Verdict::Run, "the third round has begun, not ended");
        assert_eq!(rounds(&mut guard, "edit", edit.clone(), not_found), 2);
        assert_eq!(guard.before("read", &read), Verdict::Stop { period: 2 }, "this call would end the third round");
    }

    #[test]
    fn a_circle_with_changing_arguments_and_results_is_work() {
        let mut guard = RepetitionGuard::default();
        for step in 0..6 {
            let edit = json!({"path": "a", "old_string": format!("v{step}"), "new_string": format!("v{}", step + 1)});
            assert_eq!(guard.before("edit", &edit), Verdict::Run);
            assert_eq!(
                rounds(&mut guard, "edit", edit, "edited a: +1 -1"),
                1,
                "edits differ; equal messages say nothing"
            );
            let test = json!({"command": "cargo test"});
            assert_eq!(guard.before("bash", &test), Verdict::Run);
            after(&mut guard, "bash", &test, &format!("{step} failures"));
        }
    }

    #[test]
    fn three_rounds_of_a_three_call_circle_stop_it() {
        let mut guard = RepetitionGuard::default();
        let calls = [
            ("glob", json!({"pattern": "*.py"})),
            ("read", json!({"path": "a.py"})),
            ("grep", json!({"pattern": "add"})),
        ];
        for round in 0..3 {
            for (at, (name, input)) in calls.iter().enumerate() {
                if round == 2 && at == 2 {
                    assert_eq!(guard.before(name, input), Verdict::Stop { period: 3 });
                    return;
                }
                assert_eq!(guard.before(name, input), Verdict::Run, "round {round}, call {at}");
                after(&mut guard, name, input, &format!("result {at}"));
            }
        }
        panic!("the third round was not stopped");
    }

    #[test]
    fn a_change_that_failed_three_times_is_stopped_the_fourth_with_calls_between() {
        let mut guard = RepetitionGuard::default();
        let edit = json!({"path": "tags.py", "old_string": "a", "new_string": "a"});
        for n in 0..3 {
            assert_eq!(guard.before("edit", &edit), Verdict::Run, "attempt {n}");
            after(&mut guard, "edit", &edit, "old_string and new_string are identical");
            guard.failed_change("edit", &edit);
            after(&mut guard, "read", &json!({"path": "tags.py", "offset": n}), &format!("text {n}"));
        }
        assert_eq!(guard.before("edit", &edit), Verdict::FailedAgain);
        let other = json!({"path": "tags.py", "old_string": "a", "new_string": "b"});
        assert_eq!(guard.before("edit", &other), Verdict::Run, "a different edit is work");
    }
}
