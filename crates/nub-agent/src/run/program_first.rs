//! A small model asked a question whose answer the code computes
//! (`PromptRules::asks_computed`: "how much will the ticket code charge
//! us?") is asked first, without tools, for a short Python program that
//! calls the repository's code with the values the question describes and
//! prints the result. nub runs it as the model's `bash` call (sandbox,
//! permissions, hooks, as any call) and then asks for the answer, without
//! tools, from what it printed. Working the totals out in its head, the
//! 1.5B model answered most such questions of the earlier sets wrong.
//!
//! A program that fails is asked for once more, corrected; after a second
//! failure, or an answer with no program, the model has its tools and the
//! question runs as any other.

use nub_llm::{Block, Message, attachment};
use nub_tools::path::is_test_file;
use serde_json::json;

use super::Run;
use super::program_runner::{END, RUNNER, command, module_of};
use crate::compact::ledger::result_text;
use crate::execute::AnswerNow;
use crate::prompt_rules::PromptRules;

/// Programs run before the model has its tools.
const MAX_PROGRAMS: u32 = 2;
/// Seconds one program may run.
const PROGRAM_SECONDS: u32 = 30;
/// The program asked for, until the question runs as any other.
#[derive(Debug, Clone, Default)]
pub(super) struct ProgramAsk {
    /// The attached Python files, their modules imported before the
    /// program runs.
    pub(super) paths: Vec<String>,
    /// Programs run so far.
    pub(super) runs: u32,
    /// The call running the last program, until its result is read.
    pub(super) running: Option<String>,
    /// An answer held no program: asked again once.
    asked_again: bool,
    /// Why the next request asks for a program again, until it goes.
    again: Option<&'static str>,
    /// The last program run.
    pub(super) last: Option<String>,
    /// A failed program sent again unchanged was told so.
    told_same: bool,
    /// A program that wrote a file's functions out again was told so.
    told_copied: bool,
    /// A program that passed a file's example values was told so (after
    /// a copy's telling too: a pub's second program passed the till's
    /// example order).
    told_values: bool,
    /// A program that set a value the question gives and never used it
    /// was told so.
    told_unused: bool,
    /// A program that turned off a flag the question says was told so.
    told_flag: bool,
    /// A failed program was mended by nub and run again.
    mended: bool,
    /// The last program printed and ended well: sent again as it was, it
    /// runs again (its output stands), and is not told it failed.
    last_ok: bool,
}

impl ProgramAsk {
    /// The ask for a program that imports the modules at `paths`.
    pub(super) fn new(paths: Vec<String>) -> Self {
        ProgramAsk { paths, ..ProgramAsk::default() }
    }

    /// The result of the call that ran the last program, once it came:
    /// what it said and whether it failed; the run is counted.
    pub(super) fn result_of(&mut self, results: &[Block]) -> Option<(String, bool)> {
        let id = self.running.take()?;
        let (content, is_error) = results.iter().find_map(|block| match block {
            Block::ToolResult { tool_use_id, content, is_error } if *tool_use_id == id => Some((content, *is_error)),
            _ => None,
        })?;
        self.runs += 1;
        Some((result_text(content).into_owned(), is_error))
    }
}

impl Run<'_> {
    /// Before the first request of a question the code computes, with
    /// Python files attached: asks for the program at the end of `content`.
    pub(super) fn program_first(&mut self, content: &mut Vec<Block>) {
        if !self.config.lean
            || self.config.mode == crate::mode::Mode::Plan
            || self.tools.get("bash").is_none()
            || self.docstring.is_some()
            || self.test_run.is_some()
            || self.whole.is_some()
            || !PromptRules::of(&self.prompt).asks_computed()
        {
            return;
        }
        let paths = python_modules(content);
        if paths.is_empty() {
            return;
        }
        let mut asked = ask(&self.prompt);
        if let Some(hint) = super::time_asked::asked_end(&self.prompt)
            .and_then(|end| super::time_asked::time_hint(&self.config.cwd, end))
        {
            asked.push_str(&format!("\n\n{hint}"));
        }
        content.push(Block::text(asked));
        self.program = Some(ProgramAsk::new(paths));
        self.without_tools = true;
    }

    /// The answer to the ask, when it holds a program (or a `bash` call of
    /// its own): the call that runs it replaces any other in `message`;
    /// whether it does. `cut`: the answer was cut off, so its last fence
    /// may be open.
    pub(super) fn program_answered(&mut self, message: &mut Message, cut: bool) -> bool {
        if self.program.as_ref().is_none_or(|ask| ask.running.is_some() || !self.without_tools) {
            return false;
        }
        let files = self.program_files();
        let Some(ask) = self.program.as_mut().filter(|ask| ask.running.is_none() && self.without_tools) else {
            return false;
        };
        let own_call = message.content.iter().find_map(|block| match block {
            Block::ToolUse { id, name, input }
                if name == "bash" && input.get("command").and_then(|c| c.as_str()).is_some_and(runs_python) =>
            {
                Some(id.clone())
            }
            _ => None,
        });
        let text = crate::compact::text_of(message);
        let program = match cut {
            true => None,
            false => last_program(&text),
        };
        self.without_tools = false;
        if let Some(id) = own_call {
            message.content.retain(|block| !matches!(block, Block::ToolUse { id: other, .. } if *other != id));
            ask.running = Some(id);
            return true;
        }
        let Some(program) = program else {
            // Words, or a call of another tool: asked again once, without tools.
            if !ask.asked_again {
                ask.asked_again = true;
                ask.again = Some(NO_PROGRAM);
                message.content.retain(|block| !matches!(block, Block::ToolUse { .. }));
            } else {
                self.program = None;
            }
            return false;
        };
        message.content.retain(|block| !matches!(block, Block::ToolUse { .. }));
        // "two adults" passed as an age of 2: run with two adults.
        let program = super::counted_ages::adults_as_ages(&program, &self.prompt).unwrap_or(program);
        let mut files = files;
        files.extend(super::program_mend::imported_files(&program, &self.config.cwd, &files));
        // Items the question never says (a tractor's plough and trailer).
        let program = super::unsaid_items::without_unsaid_items(&program, &files, &self.prompt).unwrap_or(program);
        // A value said in words and left at its default ("their dog").
        let program = super::unpassed::with_said_values(&program, &files, &self.prompt)
            .map(|(program, _)| program)
            .unwrap_or(program);
        // The program that failed, sent again as it was: it would fail the
        // same way (the 1.5B model sent a failing program twice, then
        // answered from its head).
        if ask.last.as_deref() == Some(program.as_str()) && !ask.told_same && !ask.last_ok {
            ask.told_same = true;
            ask.again = Some(SAME_PROGRAM);
            return false;
        }
        ask.last = Some(program.clone());
        let id = super::made_edit::call_id("program");
        let modules: Vec<String> = ask.paths.iter().filter_map(|path| module_of(path)).collect();
        let command = command(&program, &modules);
        message.content.push(Block::ToolUse {
            id: id.clone(),
            name: "bash".to_owned(),
            input: json!({ "command": command, "timeout": PROGRAM_SECONDS }),
        });
        ask.running = Some(id);
        true
    }

    /// After an answer without a program, the first time: what the model
    /// is told, asked again without tools.
    pub(super) fn program_again(&mut self) -> Option<String> {
        let ask = self.program.as_mut()?;
        let again = ask.again.take()?;
        self.without_tools = true;
        Some(again.to_owned())
    }

    /// After the calls of a turn that ran the program: the note that rides
    /// along with its result, and whether the model answers now. A program
    /// that printed and ended well has the answer; one that failed is asked
    /// for again, corrected, until [`MAX_PROGRAMS`].
    pub(super) fn program_ran(&mut self, results: &[Block]) -> Option<(Option<String>, Option<AnswerNow>)> {
        // A reported fault's program is read by `reproduction_ran`.
        if self.reproduction.is_some() {
            return None;
        }
        let (output, is_error) = self.program.as_mut()?.result_of(results)?;
        let files = self.program_files();
        let ask = self.program.as_mut()?;
        let timed = super::time_asked::asked_end(&self.prompt).is_some();
        ask.last_ok = !is_error && printed_and_ended_well(&output) && !printed_nothing_asked(&output, timed);
        if ask.last_ok {
            let copy = ask.last.as_deref().and_then(|program| super::copied::redefined(program, &files));
            if let Some((names, path)) = copy.filter(|_| !ask.told_copied) {
                ask.told_copied = true;
                self.without_tools = true;
                let module = module_of(&path).unwrap_or_else(|| path.clone());
                let (listed, imported) = (super::copied::listed(&names), names.join(", "));
                return Some((
                    Some(format!(
                        "[nub: your program defines {listed} again instead of using {path}'s, so it printed what your copy computes, not what the code does. Write the program again: `from {module} import {imported}` and call them with every value the question gives, defining no function of {path}, in one ```python block; nub runs it.]"
                    )),
                    None,
                ));
            }
            let copied =
                ask.last.as_deref().and_then(|program| super::copied::copied_values(program, &files, &self.prompt));
            if let Some((values, path)) = copied.filter(|_| !ask.told_values) {
                ask.told_values = true;
                self.without_tools = true;
                return Some((
                    Some(format!(
                        "[nub: your program passed `{values}`, copied from {path}: that is the file's own example, not what the question describes. Write the program again with the values the question gives, in one ```python block; nub runs it.]"
                    )),
                    None,
                ));
            }
            let unused = ask.last.as_deref().and_then(|program| super::copied::unused_value(program, &self.prompt));
            if let Some((name, line)) = unused.filter(|_| !ask.told_unused) {
                ask.told_unused = true;
                self.without_tools = true;
                return Some((
                    Some(format!(
                        "[nub: your program sets `{line}` and never uses `{name}`, so what it printed leaves out a value the question gives. Write the program again so that every value the question gives goes into the call, in one ```python block; nub runs it.]"
                    )),
                    None,
                ));
            }
            let offs = ask.last.as_deref().map(|program| super::said_flags::flags_said_off(program, &self.prompt));
            if let Some(offs) = offs.filter(|offs| !offs.is_empty() && !ask.told_flag) {
                ask.told_flag = true;
                self.without_tools = true;
                let said: Vec<String> = offs.iter().map(|off| format!("\"{}\"", off.said)).collect();
                let lines: Vec<String> = offs.iter().map(|off| format!("`{}`", off.line)).collect();
                let flags: Vec<String> = offs.iter().map(|off| format!("`{}`", off.flag)).collect();
                return Some((
                    Some(format!(
                        "[nub: the question says {}, but your program sets {}, so what it printed is for a case without it. Write the program again with {} set to True, and every other value as the question gives it, in one ```python block; nub runs it.]",
                        said.join(" and "),
                        lines.join(" and "),
                        flags.join(" and ")
                    )),
                    None,
                ));
            }
            self.program = None;
            // Asked for a time, a count of minutes is read as one.
            let clock = timed.then(|| super::time_asked::minutes_as_clock(&output)).flatten();
            return Some((clock, Some(AnswerNow::Computed)));
        }
        let mend = ask.last.as_deref().filter(|_| !ask.mended).and_then(|program| {
            let mut files = files.clone();
            files.extend(super::program_mend::imported_files(program, &self.config.cwd, &files));
            super::program_mend::mended(program, &output, &files, &self.prompt)
        });
        if let Some(mend) = mend {
            ask.mended = true;
            self.without_tools = true;
            self.composed.program = Some(mend.program);
            return Some((Some(format!("[nub: {}, and runs the program again.]", mend.change)), None));
        }
        if output.starts_with("not run:") || ask.runs >= MAX_PROGRAMS {
            // Refused (permissions, a hook), or failed again: the question
            // runs as any other.
            self.program = None;
            return Some((Some(FAILED_AGAIN.to_owned()), None));
        }
        self.without_tools = true;
        let failed = match !is_error && printed_and_ended_well(&output) {
            true => NOTHING,
            false => FAILED,
        };
        Some((Some(format!("{failed}{}", defined_in_files(&files))), None))
    }

    /// The attached files of the program asked for, as they are now:
    /// (path, text).
    pub(super) fn program_files(&self) -> Vec<(String, String)> {
        let paths = self.program.as_ref().map(|ask| ask.paths.as_slice()).unwrap_or_default();
        paths
            .iter()
            .filter_map(|path| Some((path.clone(), std::fs::read_to_string(self.config.cwd.join(path)).ok()?)))
            .collect()
    }
}

/// Whether a program printed only `None` (it answers nothing: a day
/// passed as "Sunday" where the code keys "Sun"), or, asked for a time,
/// only `True` or `False` (one guessed time checked).
fn printed_nothing_asked(output: &str, timed: bool) -> bool {
    let printed = output.trim_end().rsplit_once('\n').map(|(printed, _)| printed.trim()).unwrap_or("");
    printed.lines().all(|line| line.trim() == "None" || (timed && ["True", "False"].contains(&line.trim())))
}

/// What `files` (path, text) define, said after a program that failed.
pub(super) fn defined_in_files(files: &[(String, String)]) -> String {
    let paths: Vec<String> = files.iter().map(|(path, _)| path.clone()).collect();
    defined_in(&paths, |path| files.iter().find(|(file, _)| file == path).map(|(_, text)| text.clone()))
}

/// The attached Python files that are modules and not tests.
pub(super) fn python_modules(content: &[Block]) -> Vec<String> {
    content
        .iter()
        .filter_map(|block| match block {
            Block::Text { text, .. } => attachment::parse(text).map(|a| a.path),
            _ => None,
        })
        .filter(|path| !is_test_file(path) && module_of(path).is_some())
        .map(str::to_owned)
        .collect()
}

/// Told after an answer with no program.
const NO_PROGRAM: &str = "[nub: no program was found in your answer. Write the short Python program that computes the answer with the repository's code and prints it, in one ```python block, and nothing else; nub runs it and shows you what it prints.]";

/// Told after a failed program sent again unchanged.
const SAME_PROGRAM: &str = "[nub: that is the program that just failed, unchanged; it would fail the same way. Read its error above, then write a corrected program in one ```python block, using only what the files define.]";

/// Told after a program that failed.
const FAILED: &str = "[nub: your program did not print an answer (its output is above). Write it again, corrected, in one ```python block; nub runs it.]";

/// Told after a program that printed only `None` (or, asked for a time,
/// only whether one time is allowed).
const NOTHING: &str = "[nub: what your program printed (above) does not answer the question. `None` means the code found nothing for the values passed: write each value as the files write it (a day as their tables key it). Asked for a time, print the time itself. Write the program again in one ```python block; nub runs it.]";

/// Told after a second failure: the tools are back.
const FAILED_AGAIN: &str = "[nub: the program did not print an answer. Answer the question from the code instead: read what you need, or run a corrected program with bash.]";

/// What the model is asked before its first answer.
fn ask(request: &str) -> String {
    format!(
        "The question: {}\n\nThe answer is computed by the code, so do not work it out in your head and do not call a tool: write a short Python program that imports what it needs from the repository's modules (the files above: import them, do not copy their code), calls them with every value the question describes (count everyone and everything it mentions), and prints the result. Answer with one ```python block holding only the program; nub runs it in the repository and shows you what it prints.",
        request.trim()
    )
}

/// What the attached files define at their top level (`def` and `class`
/// lines), said after a program that failed: the 1.5B model called
/// `spaces_left`, which no module had, and sent the same program again.
fn defined_in(paths: &[String], read: impl Fn(&str) -> Option<String>) -> String {
    let mut said = String::new();
    for path in paths {
        let Some(source) = read(path) else { continue };
        let defined: Vec<String> = source
            .lines()
            .filter(|line| line.starts_with("def ") || line.starts_with("async def ") || line.starts_with("class "))
            .take(MAX_DEFINED)
            .map(|line| format!("`{}`", line.trim_end().trim_end_matches(':')))
            .collect();
        if !defined.is_empty() {
            said.push_str(&format!("\n{path} defines: {}", defined.join(", ")));
        }
    }
    match said.is_empty() {
        true => said,
        false => format!("\nUse only what the files define:{said}"),
    }
}

/// Definitions of one file listed after a program that failed.
const MAX_DEFINED: usize = 20;

/// The program of an answer: its last closed fenced block that prints.
fn last_program(answer: &str) -> Option<String> {
    let mut blocks: Vec<String> = Vec::new();
    let mut open: Option<Vec<&str>> = None;
    for line in answer.lines() {
        let fence = line.trim_start().starts_with("```");
        match (&mut open, fence) {
            (None, true) => open = Some(Vec::new()),
            (Some(lines), true) => {
                blocks.push(lines.join("\n"));
                open = None;
            }
            (Some(lines), false) => lines.push(line),
            (None, false) => {}
        }
    }
    blocks.into_iter().rev().filter(|block| !block.lines().any(|line| [END, RUNNER].contains(&line.trim()))).find_map(
        |block| match block.contains("print(") {
            true => Some(block),
            false => last_call_printed(&block),
        },
    )
}

/// A block whose last line calls a function at its top level, as a
/// Python prompt would show the value: that line printed. An igloo's
/// program ended `arrival_note(guests, nights)`, twice, and printed
/// nothing.
fn last_call_printed(block: &str) -> Option<String> {
    let lines: Vec<&str> = block.trim_end().lines().collect();
    let (last, before) = lines.split_last()?;
    let called = last.split('(').next().unwrap_or("");
    let is_call = !last.starts_with(char::is_whitespace)
        && last.ends_with(')')
        && !called.is_empty()
        && called.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        && !matches!(called, "exit" | "quit" | "main" | "sys.exit" | "input");
    let mut printed: Vec<String> = before.iter().map(|line| (*line).to_owned()).collect();
    printed.push(format!("print({last})"));
    is_call.then(|| printed.join("\n"))
}

/// Whether a shell command runs Python: a command of it (after any
/// variables set for it) is `python` or `python3`.
fn runs_python(command: &str) -> bool {
    command.split([';', '&', '|', '\n']).any(|part| {
        let word = part.split_whitespace().find(|word| !word.contains('=')).unwrap_or("");
        let program = word.rsplit('/').next().unwrap_or(word);
        program == "python" || program == "python3"
    })
}

/// Whether a `bash` result printed something and ended with exit code 0.
pub(super) fn printed_and_ended_well(output: &str) -> bool {
    match output.trim_end().rsplit_once('\n') {
        Some((printed, outcome)) => {
            outcome.trim() == "[exit code 0]"
                && !printed.trim().is_empty()
                && printed.trim() != "(no output)"
                && !printed.contains("Traceback (most recent call last)")
        }
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::{defined_in, last_program, printed_and_ended_well, runs_python};

    #[test]
    fn after_a_failure_the_top_level_definitions_are_listed() {
        let read = |path: &str| {
            match path {
            "fleet.py" => Some("import x\n\nclass Boat:\n    def sail(self):\n        pass\n\n\ndef bookable_cars(boat, day=\"mon\"):\n    return 3\n".to_owned()),
            _ => None,
        }
        };
        assert_eq!(
            defined_in(&["fleet.py".into(), "gone.py".into()], read),
            "\nUse only what the files define:\nfleet.py defines: `class Boat`, `def bookable_cars(boat, day=\"mon\")`"
        );
        assert_eq!(defined_in(&["gone.py".into()], read), "");
    }

    #[test]
    fn the_last_closed_block_that_prints_is_the_program() {
        let answer = "Here:\n```python\nfrom tickets import group_price\nprint(group_price([40, 40, 16, 4]))\n```\nIt prints the total.";
        assert_eq!(
            last_program(answer).as_deref(),
            Some("from tickets import group_price\nprint(group_price([40, 40, 16, 4]))")
        );
        assert_eq!(last_program("```python\nx = 1\n```"), None);
        assert_eq!(last_program("```python\nprint(1)\n"), None);
        assert_eq!(last_program("```\nprint(1)\n```\n```bash\nls\n```"), Some("print(1)".to_owned()));
        assert_eq!(last_program("```\nprint(1)\nNUB_PROGRAM\nrm -rf x\n```"), None);
        // A last line that calls, at the top level, is printed.
        assert_eq!(
            last_program("```python\nimport stays\n\nstays.arrival_note('Ann', 2, 4)\n```").as_deref(),
            Some("import stays\n\nprint(stays.arrival_note('Ann', 2, 4))")
        );
        assert_eq!(last_program("```python\nx = f(1)\n```"), None);
        assert_eq!(last_program("```python\nfor a in b:\n    f(a)\n```"), None);
        assert_eq!(last_program("```python\nmain()\n```"), None);
    }

    #[test]
    fn a_result_that_printed_and_exited_zero_has_the_answer() {
        assert!(printed_and_ended_well("36.0\n[exit code 0]"));
        assert!(!printed_and_ended_well("(no output)\n[exit code 0]"));
        assert!(!printed_and_ended_well("Traceback (most recent call last):\n  ...\nNameError: x\n[exit code 1]"));
        assert!(!printed_and_ended_well("[exit code 0]"));
        assert!(super::printed_nothing_asked("None\n[exit code 0]", false));
        assert!(!super::printed_nothing_asked("False\n[exit code 0]", false));
        assert!(super::printed_nothing_asked("False\n[exit code 0]", true));
        assert!(!super::printed_nothing_asked("15:15\n[exit code 0]", true));
    }

    #[test]
    fn python_commands_are_told_from_others() {
        assert!(runs_python("python3 -c 'print(1)'"));
        assert!(runs_python("cd src && /usr/bin/python -c 'print(1)'"));
        assert!(!runs_python("grep python3 notes.txt"));
        assert!(!runs_python("cat run.py"));
    }
}
