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
use crate::compact::ledger::result_text;
use crate::execute::AnswerNow;
use crate::prompt_rules::PromptRules;

/// Programs run before the model has its tools.
const MAX_PROGRAMS: u32 = 2;
/// Seconds one program may run.
const PROGRAM_SECONDS: u32 = 30;
/// Ends the here-document the program is sent in.
const END: &str = "NUB_PROGRAM";
/// Ends the here-document of the runner that reads it.
const RUNNER: &str = "NUB_RUNNER";

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
        content.push(Block::text(ask(&self.prompt)));
        self.program = Some(ProgramAsk::new(paths));
        self.without_tools = true;
    }

    /// The answer to the ask, when it holds a program (or a `bash` call of
    /// its own): the call that runs it replaces any other in `message`;
    /// whether it does. `cut`: the answer was cut off, so its last fence
    /// may be open.
    pub(super) fn program_answered(&mut self, message: &mut Message, cut: bool) -> bool {
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
        ask.last_ok = !is_error && printed_and_ended_well(&output);
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
            self.program = None;
            return Some((None, Some(AnswerNow::Computed)));
        }
        if output.starts_with("not run:") || ask.runs >= MAX_PROGRAMS {
            // Refused (permissions, a hook), or failed again: the question
            // runs as any other.
            self.program = None;
            return Some((Some(FAILED_AGAIN.to_owned()), None));
        }
        self.without_tools = true;
        Some((Some(format!("{FAILED}{}", defined_in_files(&files))), None))
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

/// The dotted module name of a Python file (`shop/prices.py` →
/// `shop.prices`), when every part is a name.
pub(super) fn module_of(path: &str) -> Option<String> {
    let parts: Vec<&str> = path.strip_suffix(".py")?.split('/').collect();
    let names = parts.iter().all(|part| {
        part.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    });
    (names && parts.last() != Some(&"__init__")).then(|| parts.join("."))
}

/// The shell command that runs `program`: Python reads a short runner
/// from its input and the program, kept as written and shown first, from
/// descriptor 3. The runner imports every name of the attached `modules`
/// first, quietly (what a module prints or raises on import is left out),
/// then runs the program's own import lines one by one, skipping any that
/// fail: the 1.5B model called `spaces_left` without importing it, and
/// imported `tickets` from tickets.py, which has no such name. Line
/// numbers in a traceback are the program's own.
pub(super) fn command(program: &str, modules: &[String]) -> String {
    let listed: Vec<String> = modules.iter().map(|module| format!("'{module}'")).collect();
    format!(
        "PYTHONDONTWRITEBYTECODE=1 python3 - 3<<'{END}' <<'{RUNNER}'\n{program}\n{END}\n\
import contextlib as _nub_quiet, io as _nub_io\n\
for _nub_module in [{}]:\n    try:\n        with _nub_quiet.redirect_stdout(_nub_io.StringIO()):\n            exec(f'from {{_nub_module}} import *')\n    except BaseException:\n        pass\n\
_nub_lines = open(3).read().split('\\n')\n\
for _nub_at, _nub_line in enumerate(_nub_lines):\n    if _nub_line.startswith(('import ', 'from ')) and not _nub_line.rstrip().endswith(('(', '\\\\')):\n        try:\n            exec(_nub_line)\n        except ImportError:\n            pass\n        _nub_lines[_nub_at] = ''\n\
exec(compile('\\n'.join(_nub_lines), '<program>', 'exec'))\n{RUNNER}",
        listed.join(", ")
    )
}

/// The model's `bash` call that copies nub's runner of a program (from an
/// earlier call of the session) gets the runner as nub writes it: the
/// 1.5B model sent a dinghy hire's program again with one runner line
/// indented into the loop before it, and every run failed. The program
/// itself is kept as written; the modules are those the copy lists.
pub(super) fn mend_runners(message: &mut Message) {
    for block in &mut message.content {
        let nub_llm::Block::ToolUse { name, input, .. } = block else { continue };
        if name != "bash" {
            continue;
        }
        let Some(mended) = input.get("command").and_then(|c| c.as_str()).and_then(runner_mended) else { continue };
        input["command"] = serde_json::Value::String(mended);
    }
}

/// `command` with nub's runner written again, when it copies one.
fn runner_mended(command: &str) -> Option<String> {
    let head = format!("3<<'{END}' <<'{RUNNER}'\n");
    let start = command.find(&head)? + head.len();
    let program_end = command[start..].find(&format!("\n{END}\n"))? + start;
    let program = &command[start..program_end];
    if program.lines().any(|line| [END, RUNNER].contains(&line.trim())) {
        return None;
    }
    let listed = command[program_end..].split_once("for _nub_module in [")?.1.split_once(']')?.0;
    let modules: Vec<String> = listed
        .split(',')
        .map(|part| part.trim().trim_matches('\'').to_owned())
        .filter(|module| !module.is_empty() && module.split('.').all(|part| module_of(&format!("{part}.py")).is_some()))
        .collect();
    let mended = self::command(program, &modules);
    (mended != command).then_some(mended)
}

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
    use super::{
        Message, command, defined_in, json, last_program, mend_runners, module_of, printed_and_ended_well,
        runner_mended, runs_python,
    };

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
    fn the_attached_modules_are_imported_quietly_before_the_program() {
        assert_eq!(module_of("shop/prices.py").as_deref(), Some("shop.prices"));
        assert_eq!(module_of("tickets.py").as_deref(), Some("tickets"));
        assert_eq!(module_of("my-tools/x.py"), None);
        assert_eq!(module_of("pkg/__init__.py"), None);
        assert_eq!(module_of("notes.md"), None);
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("fleet.py"), "print('loading')\n\ndef spaces_left():\n    return 35\n").unwrap();
        // What the program prints is all the output; its own imports that
        // fail are skipped.
        std::fs::write(dir.path().join("broken.py"), "raise SystemExit(3)\n").unwrap();
        let program = "from fleet import spaces_left, oldest\nimport nowhere\n\nprint(spaces_left())\n";
        let out = std::process::Command::new("bash")
            .args(["-c", &command(program, &["broken".into(), "fleet".into()])])
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "35\n", "{}", String::from_utf8_lossy(&out.stderr));
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
    }

    #[test]
    fn a_copied_runner_is_written_again_and_the_program_kept() {
        let program = "from hire import price\nprint(price(3, 2))";
        let right = command(program, &["hire".to_owned(), "rates".to_owned()]);
        assert_eq!(runner_mended(&right), None);
        // One runner line indented into the loop before it.
        let broken = right.replace("\n_nub_lines = open(3)", "\n        _nub_lines = open(3)");
        assert_ne!(broken, right);
        assert_eq!(runner_mended(&broken).as_deref(), Some(right.as_str()));
        let mut message = Message {
            role: nub_llm::Role::Assistant,
            content: vec![nub_llm::Block::ToolUse {
                id: "a".into(),
                name: "bash".into(),
                input: json!({ "command": broken, "timeout": 30 }),
            }],
        };
        mend_runners(&mut message);
        let nub_llm::Block::ToolUse { input, .. } = &message.content[0] else { panic!() };
        assert_eq!(input["command"], json!(right));
        assert_eq!(input["timeout"], json!(30));
        // A module list that is no list of modules is left out.
        let odd = right.replace("['hire', 'rates']", "['hire', 'os; import x']");
        assert_eq!(runner_mended(&odd).as_deref(), Some(command(program, &["hire".to_owned()]).as_str()));
        assert_eq!(runner_mended("python3 - <<'EOF'\nprint(1)\nEOF"), None);
    }

    #[test]
    fn python_commands_are_told_from_others() {
        assert!(runs_python("python3 -c 'print(1)'"));
        assert!(runs_python("cd src && /usr/bin/python -c 'print(1)'"));
        assert!(!runs_python("grep python3 notes.txt"));
        assert!(!runs_python("cat run.py"));
    }
}
