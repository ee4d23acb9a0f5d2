//! What the calls so far say about the one that just ended: the files the
//! model has now seen, whether it repeats itself (the guard's notes and its
//! stop), whether a file came back to an earlier text (`revisit`), and for
//! a small model the reminder to stop after a change (`prompt_rules`) and
//! the end of its calls once a rename is complete or the tests pass.

use nub_tools::{ToolEnv, ToolKind, ToolResult, ToolView};
use serde_json::json;

use super::{AnswerNow, Call, Executor};
use crate::control::Control;
use crate::event::{LimitKind, Outcome};
use crate::guard::{REPEAT_NOTE, RESEND_UP_TO, SAME_RESULT_AGAIN, STOP_AT, circle_note, failure_note};
use crate::prompt_rules::{AFTER_A_CHANGE, PromptRules};
use crate::revisit::Revisit;

impl Executor {
    /// Takes in `call`, just ended with `result`; what the model is told
    /// about it goes into `result`. `Some` ends the calls: the third round
    /// of a repetition, or a file's third return to an earlier text.
    pub(super) async fn look_back(
        &mut self,
        call: &Call,
        result: &mut ToolResult,
        control: &Control<'_>,
    ) -> Option<Outcome> {
        let env = self.env(control);
        let read_only = self.tools.get(&call.name).is_some_and(|tool| tool.read_only());
        self.seen.after(&self.tools, &call.name, &call.input, result, &env);
        // A small model's notes first: the guard's notes go below them.
        if let Some(rules) = &self.prompt_rules {
            let tests_judge = rules.tests_judge();
            let mut changed: Vec<&str> = self.effect.changed.iter().map(|file| file.path.as_str()).collect();
            if let ToolView::Diff { path, added, removed, .. } = &result.view
                && !result.is_error
                && added + removed > 0
            {
                changed.push(path);
            }
            let after_change = rules.after_change(&changed, |named| self.cwd.join(named).is_file());
            let told = match (self.rename_of(call, result), &result.view) {
                (Some(name), _) => {
                    let path = call.input.get("path").and_then(|v| v.as_str()).unwrap_or("the file");
                    // Files the prompt names that wait for a change outrank "the rename is complete".
                    let pending = (after_change != AFTER_A_CHANGE).then_some(after_change);
                    self.after_rename(name, path, result, &env, pending).await
                }
                (None, ToolView::Diff { added, removed, .. }) if !result.is_error && added + removed > 0 => {
                    // A name still to add outranks "stop if that was all".
                    match self.after_adding(call) {
                        Some(to_add) if after_change == AFTER_A_CHANGE => Some(to_add),
                        Some(to_add) => Some(format!("{after_change}\n{to_add}")),
                        None => Some(after_change),
                    }
                }
                (None, ToolView::Diff { path, added: 0, removed: 0, created: false, .. })
                    if call.name == "write" && !self.effect.changed.iter().any(|file| file.path == *path) =>
                {
                    // The tool's own words assume a change made before; a small model
                    // that wrote stats.py back unchanged, three times, had made none.
                    result.for_model = PromptRules::unchanged(path);
                    None
                }
                (None, _) => None,
            };
            if let Some(told) = told {
                result.for_model.push_str(&format!("\n{told}"));
            }
            // Asked to make the tests pass, they do after this run's change:
            // the calls end. A 1.5B model saw them pass, then undid its fix.
            if tests_judge
                && !self.effect.changed.is_empty()
                && matches!(&result.view, ToolView::Bash { command, exit_code: Some(0), .. } if runs_tests(command))
            {
                self.answer_now = Some(AnswerNow::TestsPass);
            }
            if let ToolView::Diff { path, .. } = &result.view
                && !result.is_error
            {
                for (_, note) in self.rewritten.iter().filter(|(id, _)| *id == call.id) {
                    result.for_model.push_str(&format!("\n({note})"));
                }
                for said in self.after_python_change(path) {
                    result.for_model.push_str(&format!("\n{said}"));
                }
            }
        }
        let streak = self.guard.after(&call.name, read_only, &call.input, &result.for_model);
        if result.is_error && self.tools.display(&call.name, &call.input).kind == ToolKind::Edit {
            self.guard.failed_change(&call.name, &call.input);
        }
        if streak.rounds >= 2 {
            let resent =
                streak.period == 1 && self.guard.repeats_previous_result() && result.for_model.len() > RESEND_UP_TO;
            result.for_model = if resent {
                SAME_RESULT_AGAIN.to_owned()
            } else {
                let note = match streak.period {
                    1 => failure_note(&call.name, &call.input, result).unwrap_or_else(|| REPEAT_NOTE.to_owned()),
                    period => circle_note(period),
                };
                format!("{}\n\n{note}", result.for_model)
            };
        }
        let mut stop = (streak.rounds >= STOP_AT).then(|| repetition(&call.name, streak.period));
        if inserts(call) && !result.is_error && matches!(result.view, ToolView::Diff { .. }) {
            self.inserted.push(call.input.clone());
        }
        match self.revisits.after(&self.tools, &call.name, &call.input, result, &env).await {
            Revisit::None => {}
            Revisit::Note(note) => result.for_model.push_str(&format!("\n\n{note}")),
            Revisit::Stop(message) => {
                stop.get_or_insert(Outcome::Limit { limit: LimitKind::Repetition, message });
            }
        }
        stop
    }
}

impl Executor {
    /// The name `call` renames, when it is an `edit` that swapped one name
    /// for another and either changed the file or found it changed already
    /// (the old name gone after this run renamed it in the same file).
    fn rename_of<'c>(&self, call: &'c Call, result: &ToolResult) -> Option<&'c str> {
        let text = |key: &str| call.input.get(key).and_then(|v| v.as_str());
        let rules = self.prompt_rules.as_ref()?;
        let name = rules.renames(text("old_string")?, text("new_string")?).filter(|_| call.name == "edit")?;
        let changed =
            !result.is_error && matches!(result.view, ToolView::Diff { added, removed, .. } if added + removed > 0);
        let path = text("path").unwrap_or_default();
        let again = result.is_error
            && result.for_model.starts_with("old_string was not found")
            && self.renamed.iter().any(|(done, there)| done == name && there == path);
        (changed || again).then_some(name)
    }

    /// After an `edit` that renamed `name`, or repeated such a rename: the
    /// files that still hold it, found with `grep`, or that none does (then
    /// the model answers now, `AnswerNow::RenameDone`).
    async fn after_rename(
        &mut self,
        name: &str,
        path: &str,
        result: &mut ToolResult,
        env: &ToolEnv,
        pending: Option<String>,
    ) -> Option<String> {
        let holding = self.files_holding(name, env).await?;
        if result.is_error {
            result.for_model = format!("no change: `{name}` is not in {path} any more; it was renamed there before.");
        } else {
            self.renamed.push((name.to_owned(), path.to_owned()));
        }
        // The rename is complete and nothing else was asked: the calls end
        // here. Told so, a 1.5B model went on writing whole files over the
        // renamed ones (main.py lost its `if __name__` block) or asked for
        // the rename again for 14 more requests.
        if holding.is_empty() && pending.is_none() {
            self.answer_now = Some(AnswerNow::RenameDone);
        }
        Some(match (holding.is_empty(), pending) {
            (false, _) => PromptRules::left_behind(name, &holding),
            (true, Some(pending)) => pending,
            (true, None) => PromptRules::renamed_everywhere(name),
        })
    }
}

impl Executor {
    /// The files that hold `name` as a word, found with `grep`, at most
    /// `MAX_LEFT_BEHIND`; `None` when `grep` could not look.
    pub(super) async fn files_holding(&self, name: &str, env: &ToolEnv) -> Option<Vec<String>> {
        self.files_matching(&format!("\\b{name}\\b"), env).await
    }

    /// The files with a line that matches the regular expression `pattern`,
    /// as [`Executor::files_holding`].
    pub(super) async fn files_matching(&self, pattern: &str, env: &ToolEnv) -> Option<Vec<String>> {
        let input = json!({"pattern": pattern, "output": "files"});
        let found = self.tools.get("grep")?.run(input, env).await;
        match found.view {
            ToolView::Grep { files, .. } if files > 0 => Some(
                found
                    .for_model
                    .lines()
                    .map(str::trim)
                    .filter(|line| !line.is_empty() && !line.contains(' '))
                    .take(MAX_LEFT_BEHIND)
                    .map(str::to_owned)
                    .collect(),
            ),
            ToolView::Grep { .. } => Some(Vec::new()),
            _ => None,
        }
    }

    /// Said once when a small model answers while the name its last rename
    /// renamed is still in other files: asked to rename `total` in cart.py
    /// and where it is used, the 1.5B model renamed it in cart.py, was told
    /// the test still used it, and answered that it had changed the tests.
    pub(crate) async fn rename_left(&mut self, control: &Control<'_>) -> Option<String> {
        if self.rename_told {
            return None;
        }
        let (name, _) = self.renamed.last()?.clone();
        let holding = self.files_holding(&name, &self.env(control)).await?;
        if holding.is_empty() {
            return None;
        }
        self.rename_told = true;
        Some(format!(
            "[nub: the rename is not complete: `{name}` still occurs in {}. Make the change there with edit (old_string copied from the file), then say in one sentence what you changed.]",
            holding.join(", ")
        ))
    }

    /// A small model asked for a change ends its calls with no file changed:
    /// told once to make the change. The 1.5B model
    /// answered "To fix the KeyError in `vaccines.py`, replace the line
    /// `…` with `…`." and the run ended with no file changed.
    pub(crate) fn only_described(&mut self) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        if self.described_told || self.rename_told || !rules.asks_for_change() || !self.effect.changed.is_empty() {
            return None;
        }
        self.described_told = true;
        Some(ONLY_DESCRIBED.to_owned())
    }
}

impl Executor {
    /// A small model asked a question answers with what it would look up
    /// ("I will use the grep function to search for the line that contains
    /// SEAT_HOLD_MINUTES") and calls nothing: told once to answer or make
    /// the call. The run had ended with that plan as the answer, while an
    /// attached file held the value.
    pub(crate) fn only_planned(&mut self, answer: &str) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        if self.described_told || !rules.question() || !plans_a_call(answer) {
            return None;
        }
        self.described_told = true;
        Some(ONLY_PLANNED.to_owned())
    }
}

/// Told when a small model answered a question with what it would do.
pub(crate) const ONLY_PLANNED: &str = "[nub: your answer says what you would look up, not what you found. Answer the question now in words from the files you have (the attached files are already read); if they do not hold the answer, send the call instead of describing it.]";

/// Whether `answer` describes a tool call it would make instead of making
/// it: "I will use the grep function", "Let me read config.py", "I'll
/// search for …".
pub(crate) fn plans_a_call(answer: &str) -> bool {
    let lower = answer.to_lowercase();
    let future = ["i will ", "i'll ", "i\u{2019}ll ", "let me ", "i need to ", "i would ", "we can use ", "i can use "];
    let looking = ["grep", "search", "read ", "look ", "looking", "find ", "check ", "glob", "bash", "open "];
    lower.split_inclusive(['.', '\n']).any(|sentence| {
        !sentence.contains("let me know")
            && future.iter().any(|f| sentence.contains(f))
            && looking.iter().any(|l| sentence.contains(l))
    })
}

/// Told when a small model only described the change asked for.
pub(crate) const ONLY_DESCRIBED: &str = "[nub: no file has changed: the request asks for a change and your answer only describes it. Make the change now with edit (old_string copied exactly from the file), then say in one sentence what you changed.]";

/// Whether `call` is an `edit` whose `new_string` keeps its `old_string`
/// (text inserted before or after it): made twice, it inserts twice.
fn inserts(call: &Call) -> bool {
    let text = |key: &str| call.input.get(key).and_then(|v| v.as_str()).unwrap_or_default();
    call.name == "edit" && !text("old_string").is_empty() && text("new_string").contains(text("old_string"))
}

/// Whether a shell command runs a test suite: a test runner, or a Python
/// test file run directly (`python3 test_stats.py`).
fn runs_tests(command: &str) -> bool {
    const RUNNERS: &[&str] = &[
        "unittest",
        "pytest",
        "npm test",
        "npm run test",
        "cargo test",
        "go test",
        "jest",
        "vitest",
        "mocha",
        "make test",
    ];
    let python_test_file = command.split_whitespace().any(|word| {
        let name = word.trim_matches(['\'', '"']).rsplit('/').next().unwrap_or_default();
        name.ends_with(".py") && (name.starts_with("test_") || name.ends_with("_test.py"))
    });
    let first = command.split_whitespace().next().unwrap_or_default();
    let reads_only = ["cat", "head", "tail", "less", "grep", "rg", "ls", "sed", "wc", "git"].contains(&first);
    !reads_only && (python_test_file || RUNNERS.iter().any(|runner| command.contains(runner)))
}

/// Files named as still holding a renamed name.
const MAX_LEFT_BEHIND: usize = 5;

/// The end of the calls when the model repeats `period` calls, the last of
/// them `tool`.
pub(super) fn repetition(tool: &str, period: usize) -> Outcome {
    let message = if period == 1 {
        format!(
            "{tool} was called {STOP_AT} times in a row with the same arguments or the same result; stopped. Rephrase the request or continue with nub -c."
        )
    } else {
        format!(
            "the model went round the same {period} tool calls {STOP_AT} times (the last was {tool}); stopped. Rephrase the request or continue with nub -c."
        )
    };
    Outcome::Limit { limit: LimitKind::Repetition, message }
}

/// The run's end when a change that failed [`STOP_AT`] times is sent again.
pub(super) fn failed_again(tool: &str) -> Outcome {
    let message = format!(
        "{tool} was sent again with arguments that failed {STOP_AT} times in this run; stopped. Rephrase the request or continue with nub -c."
    );
    Outcome::Limit { limit: LimitKind::Repetition, message }
}

#[cfg(test)]
mod tests {
    use super::runs_tests;

    #[test]
    fn test_runs_are_told_from_reading_test_files() {
        for command in [
            "python3 test_stats.py",
            "python -m unittest",
            "bash -c 'python3 tests/test_x.py'",
            "pytest -q",
            "cd app && npm test",
            "cargo test -p x",
        ] {
            assert!(runs_tests(command), "{command}");
        }
        for command in
            ["cat test_stats.py", "grep def test_stats.py", "python3 main.py", "ls tests", "git diff test_stats.py"]
        {
            assert!(!runs_tests(command), "{command}");
        }
    }
}
