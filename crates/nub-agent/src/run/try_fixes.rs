//! A small model's failing tests, or the program that reproduces a
//! reported fault (`reproduce`), searched for the fix: nub changes one
//! expression of the code at a time in a scratch copy (an operator, a
//! comparison, a constant, a name, brackets, `x` for `1 - x`, a factor or a
//! statement left out, a statement run once after its loop), runs the
//! tests and the program on each, and when some changes make every test
//! pass and the program print the right value it shows them as the edits
//! to send. Told what a test returned and
//! expected, the 1.5B model still wrote the arithmetic wrong in every
//! make-the-tests-pass task of seven honest runs (`* 1.25` on a student
//! price whose discount wanted `1 - STUDENT_DISCOUNT`); the search finds
//! such fixes in a few seconds, and the model's edit goes through the same
//! tool, rules and checkpoint as any other. Only a set of changes after
//! which every test passes is shown: one that only fixes some tests was as
//! often the wrong fix as the right one on the development sets.
//!
//! The search is `try_fixes.py`, run as a `bash` call (sandbox,
//! permissions, hooks). It copies the working directory into a temporary
//! one and never writes to the repository.

use serde::Deserialize;
use serde_json::json;

use super::Run;
use crate::control::Control;
use crate::execute::{Executor, number_text};
use crate::reported::Reported;

/// The search, run by `python3 -` from a here-document: the fix search,
/// then the search for a program that reproduces a report.
const SEARCH: &str = include_str!("try_fixes.py");
const LINES: &str = include_str!("fix_lines.py");
const KINDS: &str = include_str!("fix_kinds.py");
const REPAIR: &str = include_str!("program_repair.py");
/// Seconds the search may spend on changes; a tested change is not cut.
const SECONDS: u32 = 12;
/// Searches in one run: the first before the model's first answer, then
/// after changes that leave tests failing.
pub(super) const MAX_SEARCHES: u32 = 3;

/// A program that reproduces a reported fault, run with the tests: it
/// passes when it prints the right value and not the wrong one.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub(super) struct Check {
    pub(super) program: String,
    /// The modules imported quietly before it, as when nub ran it.
    pub(super) modules: Vec<String>,
    /// The amounts: `right`, `within` and `wrong` of the plan.
    #[serde(flatten)]
    pub(super) reported: Reported,
}

/// Lines of a code file changed, after which the tests pass.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
struct TriedFix {
    path: String,
    /// 1-based first line of `old` (the line before it when the change
    /// took it along).
    line: usize,
    old: String,
    new: String,
}

impl TriedFix {
    /// The `edit` call's input that makes the change.
    fn edit(&self) -> serde_json::Value {
        json!({ "path": self.path, "old_string": self.old, "new_string": self.new })
    }
}

/// What the search printed.
#[derive(Debug, Deserialize)]
struct Found {
    #[serde(default)]
    ran: usize,
    #[serde(default)]
    failing: usize,
    #[serde(default)]
    changes: Vec<TriedFix>,
}

/// What one search is for: the code it may change, the tests that judge a
/// change, and the program that must print the right amount.
pub(super) struct Search<'s> {
    pub(super) tests: &'s [String],
    pub(super) check: Option<&'s Check>,
    pub(super) code: &'s [String],
    /// Functions the failing calls name, tried first.
    pub(super) focus: Vec<String>,
    /// Numbers the search's call.
    pub(super) number: u32,
    /// The numbers a changed value may become, besides those of the code
    /// files: the request's and the plain ones. An edit bringing in any
    /// other is refused (`made_up_number`): shown `WALL_UNIT = 44.0`, the
    /// model sent it, and it was refused. `None`: any.
    pub(super) numbers: Option<Vec<f64>>,
}

impl Run<'_> {
    /// Searches for changes of the code after which the tests pass and the
    /// check's program prints the right amount; the advice naming them as
    /// edits.
    pub(super) async fn try_fixes(
        &mut self,
        search: Search<'_>,
        executor: &mut Executor,
        control: &mut Control<'_>,
    ) -> Option<String> {
        let Search { tests, check, code, focus, number, numbers } = search;
        // A value the request states is right as it is: told that ten bags
        // or more get free delivery, the search had made
        // `FREE_DELIVERY_BAGS = 10` 1, which the edit's own rule refuses
        // (`stated_value_changed`).
        let stated = crate::stated_values::numbers_in(&self.prompt);
        let plan = json!({ "tests": tests, "check": check, "files": code, "focus": focus, "seconds": SECONDS, "numbers": numbers, "stated": stated });
        let (output, _) =
            self.run_bash(format!("nub-try-fixes-{number}"), &command(&plan.to_string()), executor, control).await;
        let found = read(&output?)?;
        let cwd = self.config.cwd.clone();
        let fixes: Vec<TriedFix> = found
            .changes
            .into_iter()
            .map(|fix| with_context(fix, |path| std::fs::read_to_string(cwd.join(path)).ok()))
            .collect();
        // Shown the changes, the 1.5B model sent them as shown in each of
        // 23 honest runs: a request (10 to 20 s on two CPU cores) that
        // decided nothing. nub sends them itself as the next answer's
        // calls (`composed`), through the same tool and rules.
        let by_nub = self.lean_edits();
        if by_nub {
            self.composed.found = fixes.iter().map(TriedFix::edit).collect();
        }
        Some(advice(&fixes, found.ran, check, by_nub))
    }
}

/// Seconds the search for a program that reproduces a report may take.
const REPAIR_SECONDS: u32 = 8;

/// What the search for a program that reproduces a report printed.
#[derive(Debug, Deserialize)]
struct Repaired {
    program: Option<String>,
}

impl Run<'_> {
    /// A program like `check`'s with one or two of its values changed
    /// (a list of texts cut to those the report names, to `numbers` the
    /// report states, a list's item left out, a flag flipped) that prints the wrong amount, run in a scratch copy as the
    /// fix search is; `None` when no such program was found.
    pub(super) async fn repaired_program(
        &mut self,
        check: &Check,
        numbers: &[f64],
        executor: &mut Executor,
        control: &mut Control<'_>,
    ) -> Option<String> {
        let repair = json!({
            "program": check.program,
            "modules": check.modules,
            "numbers": numbers,
            "wrong": check.reported.wrong,
            "report": self.prompt,
        });
        let plan = json!({ "tests": [], "files": [], "seconds": REPAIR_SECONDS, "repair": repair });
        let (output, _) =
            self.run_bash("nub-reproduce-search".to_owned(), &command(&plan.to_string()), executor, control).await;
        last_json::<Repaired>(&output?)?.program
    }
}

/// The shell command: the search's JSON plan as its one argument.
fn command(plan: &str) -> String {
    format!(
        "python3 - {} <<'NUB_TRY_FIXES'\n{SEARCH}\n\n{LINES}\n\n{KINDS}\n\n{REPAIR}\n\nmain()\nNUB_TRY_FIXES",
        quoted(plan)
    )
}

/// `text` as one single-quoted shell word.
fn quoted(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// A path as one shell word: as it is when it holds nothing the shell
/// reads, quoted otherwise.
pub(super) fn shell_word(path: &str) -> String {
    let plain =
        !path.is_empty() && path.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '.' | '_' | '-'));
    if plain { path.to_owned() } else { quoted(path) }
}

/// The search's last line, when it found changes after which no test fails.
fn read(output: &str) -> Option<Found> {
    let found: Found = last_json(output)?;
    (found.failing == 0 && found.ran > 0 && !found.changes.is_empty()).then_some(found)
}

/// The search's last line of JSON, read as `T`.
fn last_json<T: serde::de::DeserializeOwned>(output: &str) -> Option<T> {
    let line = output.lines().rev().find(|line| line.trim_start().starts_with('{'))?;
    serde_json::from_str(line.trim()).ok()
}

/// A change whose line occurs more than once in its file takes the line
/// before with it, so the edit matches one place.
fn with_context(mut fix: TriedFix, read: impl Fn(&str) -> Option<String>) -> TriedFix {
    let Some(text) = read(&fix.path) else { return fix };
    if text.matches(fix.old.as_str()).count() > 1
        && let Some(before) = fix.line.checked_sub(2).and_then(|at| text.split('\n').nth(at))
    {
        fix.old = format!("{before}\n{}", fix.old);
        fix.new = format!("{before}\n{}", fix.new);
    }
    fix
}

/// The changes as the model reads them: each as the edit to send, or as
/// the edit nub sends now (`by_nub`).
fn advice(fixes: &[TriedFix], ran: usize, check: Option<&Check>, by_nub: bool) -> String {
    let tests = match (ran - usize::from(check.is_some()), check) {
        (0, Some(check)) => {
            format!("your program prints {}, as the report says it should", number_text(check.reported.right))
        }
        (1, None) => "the test passes".to_owned(),
        (tests, None) => format!("all {tests} tests pass"),
        (tests, Some(check)) => format!(
            "your program prints {}, as the report says it should, and {}",
            number_text(check.reported.right),
            if tests == 1 { "the test passes".to_owned() } else { format!("all {tests} tests pass") }
        ),
    };
    let (these, them) = if fixes.len() == 1 { ("this change", "it is") } else { ("these changes", "they are") };
    let mut text = format!("nub tried small changes of the code in a scratch copy: with {these}, {tests}.");
    for fix in fixes {
        text.push_str(&format!("\n- {} line {}: `{}` -> `{}`", fix.path, fix.line, fix.old.trim(), fix.new.trim()));
    }
    if by_nub {
        text.push_str(&format!("\nnub makes {} now with the edit tool.", if fixes.len() == 1 { "it" } else { "them" }));
        return text;
    }
    text.push_str(&format!("\nIf {them} the right fix, send "));
    let calls: Vec<String> = fixes.iter().map(|fix| format!("edit {}", fix.edit())).collect();
    text.push_str(&calls.join(" and "));
    text
}

#[cfg(test)]
mod tests;
