//! A small model asked to make failing tests pass: nub runs them before
//! the first request and after every change, as a `bash` call like any
//! other (permissions, sandbox, hooks, checkpoints), and tells the model
//! what failed in the words of `test_digest` instead of the test file.
//! Five times in five tasks a 1.5B model, shown the test file and then its
//! output, copied an assertion line into an edit of the code; given the
//! failing calls, what they returned and what the tests expect beside the
//! code, it wrote the fix. Python's unittest only: it is what the
//! repositories of such tasks run without installing anything.

use nub_llm::{Block, attachment};
use nub_tools::path::is_test_file;
use serde_json::json;

use super::Run;
use crate::compact::ledger::result_text;
use crate::control::Control;
use crate::execute::{AnswerNow, Call, Executed, Executor};
use crate::prompt_rules::{PromptRules, test_command, tested_code};
use crate::test_digest::{self, TestDigest};

/// Changes after which tests that still fail end the calls: the 1.5B model
/// went on changing a constant by 15 each time for 27 requests, until the
/// time ran out.
pub(super) const MAX_TRIES: u32 = 5;

/// The tests of a run that began with failing ones, to run again after a change.
#[derive(Debug, Clone)]
pub(super) struct TestRun {
    command: String,
    /// The test files it runs.
    tests: Vec<String>,
    /// Searches for a fix made (`try_fixes`).
    searches: u32,
    /// The code they test (`tested_code`), named in the advice.
    code: Vec<String>,
    /// The changes made when they last ran (`Effect::changed`).
    changes_seen: Vec<crate::event::ChangedFile>,
    runs: u32,
}

impl Run<'_> {
    /// Before the first request of a small model's prompt that asks for
    /// failing tests to pass: runs the attached test files and puts what
    /// fails into `content` (the prompt's message), in place of the test
    /// files' text.
    pub(super) async fn tests_first(
        &mut self,
        content: &mut Vec<Block>,
        executor: &mut Executor,
        control: &mut Control<'_>,
    ) {
        if !self.config.lean || !PromptRules::of(&self.prompt).tests_judge() {
            return;
        }
        let cwd = self.config.cwd.clone();
        let read = |path: &str| std::fs::read_to_string(cwd.join(path)).ok();
        let Some((command, tests, code)) = plan(content, read, |path| cwd.join(path).is_file()) else { return };
        let mut run = TestRun { command, tests, code, changes_seen: Vec::new(), runs: 0, searches: 0 };
        let Some((digest, _)) = self.run_tests(&mut run, executor, control).await else { return };
        if digest.passed() {
            content.push(Block::text(format!(
                "nub ran `{}` before your first answer; it {}",
                run.command,
                digest.lines()
            )));
            return;
        }
        // The test files' text goes: the model copied its lines into edits.
        content.retain(|block| {
            !matches!(block, Block::Text { text, .. } if attachment::parse(text).is_some_and(|a| is_test_file(a.path)))
        });
        let at = 1.min(content.len());
        let said = format!("`{}` {}", run.command, digest.lines());
        content.insert(at, Block::text(said));
        content.push(Block::text(advice(&run.code)));
        if let Some(found) = self.search_for_fix(&mut run, &digest, executor, control).await {
            content.push(Block::text(found));
        }
        self.test_run = Some(run);
    }

    /// After calls that changed a file, in a run that began with failing
    /// tests: runs them again; what they say now, and whether they pass
    /// (then the model answers now, `AnswerNow::TestsPass`).
    pub(super) async fn tests_again(
        &mut self,
        executor: &mut Executor,
        control: &mut Control<'_>,
    ) -> Option<(String, Option<AnswerNow>)> {
        let mut run = self.test_run.take()?;
        let changed = &executor.effect().changed;
        let outcome = if *changed != run.changes_seen && changed.iter().any(|file| !is_test_file(&file.path)) {
            run.changes_seen = changed.clone();
            match self.run_tests(&mut run, executor, control).await {
                Some((digest, answer_now)) => {
                    let mut said = format!("nub ran `{}` after your change; it {}", run.command, digest.lines());
                    // The first run was before any change.
                    let tries = run.runs - 1;
                    let given_up = (!digest.passed() && tries >= MAX_TRIES).then_some(AnswerNow::TestsStillFail(tries));
                    if answer_now.is_none()
                        && given_up.is_none()
                        && let Some(found) = self.search_for_fix(&mut run, &digest, executor, control).await
                    {
                        said.push_str(&format!("\n{found}"));
                    }
                    Some((said, answer_now.or(given_up)))
                }
                None => None,
            }
        } else {
            None
        };
        self.test_run = Some(run);
        outcome
    }

    /// While tests fail and searches are left: the changes that make them
    /// pass, as advice (`try_fixes`).
    async fn search_for_fix(
        &mut self,
        run: &mut TestRun,
        digest: &TestDigest,
        executor: &mut Executor,
        control: &mut Control<'_>,
    ) -> Option<String> {
        if digest.passed() || run.searches >= super::try_fixes::MAX_SEARCHES || run.code.is_empty() {
            return None;
        }
        run.searches += 1;
        let focus = digest.failing.iter().filter_map(|line| called(line)).collect();
        let (tests, code) = (run.tests.clone(), run.code.clone());
        let search = super::try_fixes::Search {
            tests: &tests,
            check: None,
            code: &code,
            focus,
            number: run.searches,
            numbers: None,
        };
        self.try_fixes(search, executor, control).await
    }

    /// Runs `command` as a `bash` call of nub's own (sandbox, permissions,
    /// hooks and checkpoints as any call): its output when it ran without
    /// error, and whether the calls are to end.
    pub(super) async fn run_bash(
        &mut self,
        id: String,
        command: &str,
        executor: &mut Executor,
        control: &mut Control<'_>,
    ) -> (Option<String>, Option<AnswerNow>) {
        let call = Call { id, name: "bash".to_owned(), input: json!({ "command": command }) };
        let site = self
            .session
            .session
            .head()
            .map(|node| crate::checkpoint::Site { session: self.session.session.id.clone(), node: node.clone() });
        let Executed { results, steered, answer_now, .. } = executor.execute(vec![call], site, control).await;
        // The user's words while it ran wait for the next message.
        control.steering.extend(steered);
        let output = results.iter().find_map(|block| match block {
            Block::ToolResult { content, is_error: false, .. } => Some(result_text(content).into_owned()),
            _ => None,
        });
        (output, answer_now)
    }

    /// Runs the tests as a `bash` call; their digest, or `None` when they
    /// did not run as unittest (refused, no Python, no tests found).
    async fn run_tests(
        &mut self,
        run: &mut TestRun,
        executor: &mut Executor,
        control: &mut Control<'_>,
    ) -> Option<(TestDigest, Option<AnswerNow>)> {
        run.runs += 1;
        let (output, answer_now) =
            self.run_bash(format!("nub-tests-{}", run.runs), &run.command, executor, control).await;
        let output = output?;
        let root = self.config.cwd.to_string_lossy();
        let digest = test_digest::read(&output, root.trim_end_matches('/'), is_test_file).filter(|d| d.ran > 0)?;
        Some((digest, answer_now))
    }
}

/// The function a digest line's failing call called: `price` of
/// "shop.price(3) returned 4; …".
fn called(line: &str) -> Option<String> {
    let call = line.split('(').next()?;
    let name = call.rsplit('.').next()?;
    (!name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') && call.len() < line.len())
        .then(|| name.to_owned())
}

/// The command that runs the Python test files attached in `content` with
/// unittest, the test files, and the code they test; `None` when none is
/// attached or one is not a unittest file. `read` and `exists` see the
/// working directory.
fn plan(
    content: &[Block],
    read: impl Fn(&str) -> Option<String>,
    exists: impl Fn(&str) -> bool,
) -> Option<(String, Vec<String>, Vec<String>)> {
    let tests: Vec<&str> = content
        .iter()
        .filter_map(|block| match block {
            Block::Text { text, .. } => attachment::parse(text).map(|a| a.path).filter(|path| is_test_module(path)),
            _ => None,
        })
        .collect();
    let mut code: Vec<String> = Vec::new();
    for test in &tests {
        let text = read(test)?;
        test_command(test, &text).filter(|command| command.starts_with("python3 -m unittest"))?;
        for file in tested_code(test, &text, &exists) {
            if !code.contains(&file) {
                code.push(file);
            }
        }
    }
    let words: Vec<String> = tests.iter().map(|test| super::try_fixes::shell_word(test)).collect();
    let command = format!("python3 -m unittest -v {}", words.join(" "));
    (!tests.is_empty()).then(|| (command, tests.iter().map(|test| (*test).to_owned()).collect(), code))
}

/// A Python file of tests itself (`test_x.py`, `x_test.py`, `tests.py`),
/// not a helper beside them (`tests/__init__.py`, `conftest.py`).
fn is_test_module(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or(path);
    is_test_file(path)
        && name.ends_with(".py")
        && (name.starts_with("test") || name.ends_with("_test.py") || name.ends_with("tests.py"))
}

/// Where the fix goes, said last.
fn advice(code: &[String]) -> String {
    match code {
        [] => "The tests are right: change the code they test so these calls return what the tests expect.".to_owned(),
        code => format!(
            "The tests are right: change {} so that these calls return what the tests expect.",
            code.join(" and ")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attached(path: &str) -> Block {
        Block::text(attachment::wrap(path, "3 lines", "     1\tx"))
    }

    #[test]
    fn the_attached_unittest_files_are_run_and_their_code_named() {
        let content = vec![
            Block::text("make the tests pass"),
            attached("tests/__init__.py"),
            attached("test_names.py"),
            attached("names.py"),
        ];
        let read =
            |path: &str| (path == "test_names.py").then(|| "import unittest\nfrom names import initials\n".to_owned());
        let exists = |path: &str| path == "names.py";
        assert_eq!(
            plan(&content, read, exists),
            Some((
                "python3 -m unittest -v test_names.py".to_owned(),
                vec!["test_names.py".to_owned()],
                vec!["names.py".to_owned()]
            ))
        );
        assert_eq!(
            advice(&["names.py".to_owned()]),
            "The tests are right: change names.py so that these calls return what the tests expect."
        );
    }

    #[test]
    fn the_failing_call_names_the_function_to_search_first() {
        assert_eq!(
            called("lesson_price(60, student=True) returned 9.0; the test expects 27.0"),
            Some("lesson_price".to_owned())
        );
        assert_eq!(called("shop.price(3) returned 4; the test expects 5"), Some("price".to_owned()));
        assert_eq!(called("test_total failed: 3 != 4"), None);
    }

    #[test]
    fn no_test_file_or_one_that_is_not_unittest_runs_nothing() {
        let read = |_: &str| Some("def test_x():\n    assert 1\n".to_owned());
        assert_eq!(plan(&[Block::text("fix it"), attached("names.py")], read, |_| true), None);
        assert_eq!(plan(&[attached("test_names.py")], read, |_| true), None);
    }
}
