//! A small model held to what its prompt asks (`PromptRules`): the calls
//! it is refused, and when its calls end before it stops making them.

use std::path::PathBuf;

use nub_tools::{Access, ToolKind, resolve_path};
use serde_json::Value;

use super::{Call, Executor};
use crate::prompt_rules::{PromptRules, QUESTION_LOOKS, test_command, tested_code};
use crate::{class_fields, doc_only, docstrings};
use nub_tools::path::is_test_file;

/// Lines of content, not blank, below which a new file is not compared
/// with the files seen (`copy_of_a_file`).
const MIN_COPIED_LINES: usize = 3;

/// Non-blank characters of an `old_string` below which it is too short to
/// tell which file it came from (`Executor::to_where_it_is`).
const MIN_MOVED_CHARS: usize = 12;

/// Bytes of a file the rules read into at most.
const MAX_LOOKED_INTO: u64 = 256 << 10;

/// Why a small model's calls end before it stops making them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AnswerNow {
    /// Asked a question, it tried to change a file (`PromptRules::question`).
    Question,
    /// A rename the prompt asks for is complete in every file.
    RenameDone,
    /// Asked to make the tests pass, it ran them and they pass after its change.
    TestsPass,
    /// The failing tests a run began with still fail after
    /// `run::tests_first::MAX_TRIES` changes.
    TestsStillFail(u32),
    /// Asked a question, it has looked for `QUESTION_LOOKS` rounds of calls.
    Looked,
    /// Asked a question, it made a round of calls it had all made before:
    /// nothing new is to be found.
    LookedAgain,
    /// Asked a question the code computes, its program printed the result
    /// (`run::program_first`).
    Computed,
    /// The program that reproduced a reported fault prints the right
    /// amount after the model's change (`run::reproduce`).
    FaultFixed,
}

impl AnswerNow {
    /// When the work asked for is done and checked: what the last answer
    /// says first (nub writes it, `run::composed`).
    pub(crate) fn done_lead(self) -> Option<&'static str> {
        match self {
            AnswerNow::RenameDone => Some("The rename is complete in every file."),
            AnswerNow::TestsPass => Some("The tests pass now, after the change."),
            AnswerNow::FaultFixed => {
                Some("The program that reproduced the report prints the right amount now, after the change.")
            }
            _ => None,
        }
    }
}

/// Said instead of running an `edit` this run already made whose
/// `new_string` holds its `old_string`: asked for a docstring, a 1.5B model
/// sent one such edit three times, and each run inserted its lines again.
pub(super) const INSERTED_ALREADY: &str = "not run: this same edit was already made in this run; its new_string holds its old_string, so making it again would insert its lines a second time. If the request is done, stop calling tools and say what you changed; if not, make a different change.";

impl Executor {
    /// Why a call is not run: something the prompt did not ask for.
    pub(super) fn unasked(&self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let Some(mut why) = rules.refusal(&call.name, &call.input, kind) else {
            return self
                .copy_of_a_file(call, rules)
                .or_else(|| self.drops_a_named_definition(call, rules))
                .or_else(|| self.copied_test_report(call))
                .or_else(|| self.copied_from_the_prompt(call, rules))
                .or_else(|| self.only_docs(call, rules));
        };
        let test =
            call.input.get("path").and_then(Value::as_str).filter(|path| {
                rules.tests_judge() && !rules.question() && kind == ToolKind::Edit && is_test_file(path)
            });
        if let Some(test) = test
            && let Some(text) = self.small_file(test)
        {
            let test = test.trim_start_matches("./");
            let code = tested_code(test, &text, |path| self.small_file_at(path).is_some());
            if !code.is_empty() {
                why.push_str(&format!(" {test} tests {}: make the change there.", code.join(", ")));
            }
            // Told to run them, a 1.5B model sent the same test edit again;
            // a call written out it copies.
            if let Some(command) = test_command(test, &text) {
                let call = serde_json::json!({ "command": command });
                why.push_str(&format!(" To see which test fails and why, run them: send bash {call}"));
            }
        }
        // A question's edit refused, the model answered with the value of
        // its own edit: "the strongest gust … is 35 mph", where chairs.py
        // says `STOP_HIRING_GUST_MPH = 34` and the edit had made it 35.
        if rules.question()
            && kind == ToolKind::Edit
            && let Some(path) = call.input.get("path").and_then(Value::as_str)
            && let Some(old) = call.input.get("old_string").and_then(Value::as_str).filter(|old| !old.trim().is_empty())
            && let Some(text) = self.small_file(path)
            && let Some(at) = text.find(old)
        {
            let line = text[..at].matches('\n').count();
            if let Some(held) = text.lines().nth(line) {
                why.push_str(&format!(
                    "\n{path} is unchanged: line {} still reads `{}`. Answer from the code as it is.",
                    line + 1,
                    held.trim()
                ));
            }
        }
        Some(why)
    }

    /// Why a `write` of a new file the prompt does not ask for is not run
    /// when its content is mostly a file the model has seen: asked to let
    /// the client in client.py retry 5 times, a 1.5B model wrote client.py's
    /// text with the change (and without its last line) to a new main.py,
    /// three times, and said the client was updated.
    fn copy_of_a_file(&self, call: &Call, rules: &PromptRules) -> Option<String> {
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, content) = text("path").zip(text("content")).filter(|_| call.name == "write")?;
        let target = resolve_path(&self.plain_env(), path, Access::Write).ok()?;
        if target.exists() || rules.may_create(path) {
            return None;
        }
        let lines: Vec<&str> = content.lines().map(str::trim).filter(|line| !line.is_empty()).collect();
        if lines.len() < MIN_COPIED_LINES {
            return None;
        }
        let copied = self.seen.paths().find(|seen| {
            let Some(text) = std::fs::metadata(seen)
                .ok()
                .filter(|meta| meta.is_file() && meta.len() <= MAX_LOOKED_INTO)
                .and_then(|_| std::fs::read_to_string(seen).ok())
            else {
                return false;
            };
            let known: std::collections::HashSet<&str> = text.lines().map(str::trim).collect();
            lines.iter().filter(|line| known.contains(*line)).count() * 10 >= lines.len() * 6
        })?;
        let shown = nub_tools::display_path(&self.plain_env(), copied);
        Some(format!(
            "not run: {path} does not exist and the request asks for no new file, and this content is mostly the text of {shown}. To change {shown}, edit it there (old_string copied from the file); do not write a copy under another name."
        ))
    }

    /// Why a `write` over a file is not run when it leaves out a function
    /// or class the prompt names: asked to make `describe()` in report.py
    /// include a new field, a 1.5B model wrote a copy of the class over
    /// report.py, and told afterwards that `describe` was gone, wrote the
    /// class again.
    fn drops_a_named_definition(&self, call: &Call, rules: &PromptRules) -> Option<String> {
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, content) = text("path").zip(text("content")).filter(|_| call.name == "write")?;
        let at = self.small_file_at(path)?;
        let now = std::fs::read_to_string(&at).ok()?;
        let shown = nub_tools::display_path(&self.plain_env(), &at);
        let (name, definition) = rules.kept_names().into_iter().find_map(|name| {
            let defined = |text: &str| definition_of(text, name).is_some();
            (!defined(content)).then(|| definition_of(&now, name)).flatten().map(|lines| (name, lines))
        })?;
        // Content that cuts the file below half is told so, not pointed at one
        // definition: asked for an order's delivery note, the 1.5B model wrote
        // two lines over orders.py, was told it left out `delivery` — the
        // prompt's English word — and went on editing `delivery()`.
        let (before, after) = (now.lines().count(), content.lines().count());
        if after * 2 < before {
            return Some(format!(
                "not run: this content would cut {shown} from {before} lines to {after}; {shown} is as it was. To add or change code, use edit: old_string a few lines copied from the file, new_string those lines with the new code."
            ));
        }
        Some(format!(
            "not run: this write leaves out `{name}`, which the request names; {shown} has it now:\n{definition}\nTo change it, use edit with old_string copied from these lines, and keep the rest of the file."
        ))
    }

    /// Why an `edit` that changes only a Python docstring or comment is
    /// not run when the prompt asks for a change and names no docs
    /// (`doc_only`): the code of the function it is in, to change instead.
    fn only_docs(&self, call: &Call, rules: &PromptRules) -> Option<String> {
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        // Words of a prompt about text that is not code.
        const DOCS: [&str; 16] = [
            "comment",
            "comments",
            "docstring",
            "docstrings",
            "docs",
            "documentation",
            "example",
            "typo",
            "spelling",
            "wording",
            "copyright",
            "license",
            "header",
            "shebang",
            "python3",
            "pragma",
        ];
        if call.name != "edit"
            || !path.ends_with(".py")
            || !rules.asks_for_change()
            || rules.question()
            || DOCS.iter().any(|word| rules.mentions(word))
        {
            return None;
        }
        // Comments that tell tools something are not prose: `#!`, `# -*-`,
        // `# type:`, `# noqa`.
        let directive = |line: &str| {
            let line = line.trim_start();
            ["#!", "# -*-", "# type:", "# noqa", "# pylint", "# fmt:"].iter().any(|mark| line.starts_with(mark))
        };
        if old.lines().chain(new.lines()).any(directive) {
            return None;
        }
        let now = self.small_file(path)?;
        let line = doc_only::only_docs_changed(&now, old, new)?;
        Some(match enclosing_code(&now, line) {
            Some((name, code)) => format!(
                "not run: this edit changes only the docstring or a comment of `{name}` (line {line} of {path}), which changes nothing the code does, and the request asks for the behaviour to change. The code of `{name}`:\n{code}\nChange the line that computes the wrong result."
            ),
            None => format!(
                "not run: this edit changes only a comment or docstring (line {line} of {path}), which changes nothing the code does, and the request asks for the behaviour to change. Change the code that computes the wrong result."
            ),
        })
    }

    /// Why an `edit` whose `old_string` is a line of the test report
    /// (`test_digest`) is not run: the code of the function it names, and
    /// to change its line that computes the wrong result. Told only that
    /// old_string was not found, with that code, the 1.5B model sent the
    /// next line of the report; told this, it fixed the formula.
    fn copied_test_report(&self, call: &Call) -> Option<String> {
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old) = (text("path")?, text("old_string")?);
        let reported = old.contains("; the test expects ") || old.contains(" raised ") && old.contains("the test is ");
        if call.name != "edit" || !reported {
            return None;
        }
        let name = old.split('(').next()?.rsplit(['.', ' ']).next()?.trim();
        let code = self.small_file(path).and_then(|now| numbered_definition_of(&now, name));
        Some(match code {
            Some(code) => format!(
                "not run: old_string is a line of nub's test report, not text of {path}. `{name}` is the code to fix:\n{code}\nFind the line of `{name}` that computes the wrong result; send it as old_string, copied from above, and new_string the same line corrected."
            ),
            None => format!(
                "not run: old_string is a line of nub's test report, not text of {path}. Send old_string copied from the code that computes the wrong result, and new_string the same lines corrected."
            ),
        })
    }

    /// Why an `edit` whose `old_string` is not in its file but is the
    /// prompt's own words is not run: the code of the function the prompt
    /// names there. Asked to make `parse_tags` turn "cat, Dog, cat" into
    /// two tags, the 1.5B model sent `cat, Dog, cat` as old_string; told it
    /// was not found and to read the file, it read it and sent the same
    /// edit again, five times.
    fn copied_from_the_prompt(&self, call: &Call, rules: &PromptRules) -> Option<String> {
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string").unwrap_or_default());
        let now = self.small_file(path).filter(|_| call.name == "edit")?;
        // One name is a rename's, told elsewhere (`left_behind`, `as_rename`);
        // a number said in words is a value: "a dozen stamps instead of
        // ten" was sent as `ten` → `dozen`.
        let number_word =
            old.trim().chars().all(char::is_alphabetic) && crate::stated_values::numbers_in(old.trim()).len() == 1;
        let one_name = old.trim().chars().all(|c| c.is_alphanumeric() || c == '_') && !number_word;
        if one_name || now.contains(old) || !rules.quotes(old) || nub_tools::builtin::edit::finds(&now, old, new) {
            return None;
        }
        let quoted: String = old.trim().lines().next().unwrap_or_default().chars().take(60).collect();
        if let Some((file, place)) = self.where_the_value_is(path, old) {
            return Some(format!(
                "not run: old_string `{quoted}` is from the request, not text of {path}. The value is in {place}. Change it there: send edit with path {file:?}, as old_string that line copied exactly, and as new_string the line with the value the request asks for."
            ));
        }
        let code = rules.code_words().into_iter().find_map(|name| Some((name, numbered_definition_of(&now, name)?)));
        Some(match code {
            Some((name, code)) => format!(
                "not run: old_string `{quoted}` is from the request, not text of {path}. `{name}` is the code to change:\n{code}\nSend as old_string the lines of `{name}` to change, copied from above, and as new_string those lines changed so that it does what the request asks."
            ),
            None => format!(
                "not run: old_string `{quoted}` is from the request, not text of {path}. Send as old_string lines copied from {path}, and as new_string those lines changed so that it does what the request asks."
            ),
        })
    }

    /// Whether `call` is an `edit` this run already made that inserted
    /// text, and the file still holds what it inserted (a small model's
    /// run only: [`INSERTED_ALREADY`]).
    pub(super) fn inserts_again(&self, call: &Call) -> bool {
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        self.prompt_rules.is_some()
            && call.name == "edit"
            && self.inserted.contains(&call.input)
            && text("path")
                .zip(text("new_string"))
                .and_then(|(path, new)| self.small_file(path).map(|now| now.contains(new)))
                .unwrap_or(false)
    }

    /// `call`'s input as a small model's run changes it before it runs,
    /// and what the result is to say about that: a rename carried to a file
    /// that uses the name ([`Executor::as_rename`]), a comment written as
    /// the docstring the prompt asks for ([`Executor::as_docstrings`]), a
    /// file written as a Markdown code block ([`Executor::as_unfenced`]), or
    /// text the program prints sent as old_string ([`Executor::as_printed_text`]).
    pub(super) fn rewritten(&self, call: &Call) -> Option<(Value, String)> {
        self.as_rename(call)
            .or_else(|| {
                let input = self.as_docstrings(call)?;
                Some((
                    input,
                    "The # comment under the def was written as a docstring, which the request asks for.".into(),
                ))
            })
            .or_else(|| self.as_unfenced(call))
            .or_else(|| self.as_printed_text(call))
    }

    /// An `edit` sent to a file that does not hold its `old_string` (or
    /// does not exist), whose `old_string` is in exactly one other file the
    /// model has seen, once (`nub_tools::builtin::edit::lands`): the same
    /// edit of that file. Asked to make the tests pass, a 1.5B model wrote
    /// the right fix of names.py as an edit of test_names.py; told that
    /// `old_string` occurs in names.py, it sent it to test_names.py again.
    /// Done before hooks see the call, so they judge the file it changes.
    pub(super) fn to_where_it_is(&self, call: &Call) -> Option<(Value, String)> {
        let rules = self.prompt_rules.as_ref().filter(|_| call.name == "edit")?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        let replace_all = call.input.get("replace_all").and_then(Value::as_bool).unwrap_or(false);
        if replace_all || old.chars().filter(|c| !c.is_whitespace()).count() < MIN_MOVED_CHARS {
            return None;
        }
        // A path the rules refuse (outside the repository, denied) stays
        // refused: its text is not looked for elsewhere.
        let named = resolve_path(&self.plain_env(), path, Access::Write).ok()?;
        if let Some(now) = self.small_file(path)
            && (now.contains(old) || nub_tools::builtin::edit::lands(&now, old, new))
        {
            return None;
        }
        let mut holding = self.seen.paths().filter(|seen| *seen != named.as_path()).filter(|seen| {
            let shown = nub_tools::display_path(&self.plain_env(), seen);
            // The tests judge the code: an edit is not moved into them.
            !(rules.tests_judge() && is_test_file(&shown))
                && std::fs::metadata(seen).is_ok_and(|meta| meta.is_file() && meta.len() <= MAX_LOOKED_INTO)
                && std::fs::read_to_string(seen).is_ok_and(|now| nub_tools::builtin::edit::lands(&now, old, new))
        });
        let there = holding.next()?;
        if holding.next().is_some() {
            return None;
        }
        let shown = nub_tools::display_path(&self.plain_env(), there);
        let mut input = call.input.clone();
        input["path"] = Value::String(shown.clone());
        Some((input, format!("old_string is not in {path} but in {shown}, so the edit was made in {shown}")))
    }

    /// An `edit` that renames a name the prompt asks to rename, sent to a
    /// file that does not hold its old_string but uses the name, or that
    /// uses the name in more places than old_string: the name, at each of
    /// its places in the file. A 1.5B model renamed `class
    /// Customer:` in customer.py, then sent the same edit to billing.py,
    /// which only imports and uses `Customer`, eleven times.
    fn as_rename(&self, call: &Call) -> Option<(Value, String)> {
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        let (from, to) = self.prompt_rules.as_ref()?.rename_pair(old, new).filter(|_| call.name == "edit")?;
        let now = self.small_file(path)?;
        if from == old {
            return None;
        }
        let places = now.match_indices(from).map(|(at, _)| at).collect::<Vec<_>>();
        let word_char = |c: char| c.is_alphanumeric() || c == '_';
        let whole = |at: usize| !now[..at].ends_with(word_char) && !now[at + from.len()..].starts_with(word_char);
        if places.is_empty() || !places.iter().all(|&at| whole(at)) {
            return None;
        }
        // Where the file holds `old`, the edit as sent renames the name there
        // only; the name's other places (its import) would stay, and the new
        // name be undefined. Asked to rename tally_round everywhere, the 1.5B
        // model sent the call's line of leaderboard.py, refused for the
        // undefined name, until the guard stopped it.
        let rules = self.prompt_rules.as_ref()?;
        let rename_asked = ["rename", "renamed", "renaming"].iter().any(|word| rules.mentions(word));
        let imports = now.lines().any(|line| {
            let line = line.trim_start();
            (line.starts_with("from ") || line.starts_with("import ")) && nub_tools::holds_word(line, from)
        });
        let note = match now.contains(old) {
            true if rename_asked && imports && places.len() > old.matches(from).count() * now.matches(old).count() => {
                format!(
                    "the rename {from} → {to} was made at every place {path} uses `{from}`, not only in old_string's lines"
                )
            }
            true => return None,
            false => format!(
                "`{old}` is not in {path}; the rename it makes, {from} → {to}, was made at each place {path} uses `{from}`"
            ),
        };
        let input = serde_json::json!({"path": path, "old_string": from, "new_string": to, "replace_all": true});
        Some((input, note))
    }

    /// `call`'s input with the `#` comments it writes under a `def` the
    /// prompt wants a docstring for written as that docstring (a Python
    /// `edit` or `write` of a small model's run; `docstrings`).
    fn as_docstrings(&self, call: &Call) -> Option<Value> {
        let names = self.prompt_rules.as_ref()?.docstring_names();
        let key = match call.name.as_str() {
            "edit" => "new_string",
            "write" => "content",
            _ => return None,
        };
        let path = call.input.get("path").and_then(Value::as_str)?;
        if names.is_empty() || !path.ends_with(".py") {
            return None;
        }
        let turned = docstrings::comments_as_docstrings(&names, call.input.get(key)?.as_str()?)?;
        let mut input = call.input.clone();
        input[key] = Value::String(turned);
        Some(input)
    }

    /// What a small model is told after a change to the Python file
    /// `path`, read once: the functions the prompt wants docstrings for that
    /// it defines without one, and a field the prompt names that a class
    /// there declares as an annotation its `__init__` ignores.
    pub(super) fn after_python_change(&self, path: &str) -> Vec<String> {
        let Some(rules) = self.prompt_rules.as_ref().filter(|_| path.ends_with(".py")) else { return Vec::new() };
        let Some(text) = self.small_file(path) else { return Vec::new() };
        let missing = docstrings::missing(&rules.docstring_names(), &text);
        let docstrings = (!missing.is_empty()).then(|| docstrings::still_missing(&missing, path));
        let field = class_fields::ignored(&text)
            .into_iter()
            .find(|(_, field, _)| rules.mentions(field))
            .map(|(class, field, line)| class_fields::note(&class, &field, &line, path));
        docstrings.into_iter().chain(field).collect()
    }

    /// The text of `path` when it is a regular file that the path rules let
    /// tools read, inside the repository, and small: the rules look into
    /// such files only (a path from the model may name a pipe, a link out
    /// of the repository or a denied file).
    pub(super) fn small_file(&self, path: &str) -> Option<String> {
        std::fs::read_to_string(self.small_file_at(path)?).ok()
    }

    /// Where `path` is, when [`Executor::small_file`] would read it.
    pub(super) fn small_file_at(&self, path: &str) -> Option<PathBuf> {
        let real = resolve_path(&self.plain_env(), path, Access::Read).ok()?;
        let meta = std::fs::metadata(&real).ok()?;
        (meta.is_file() && meta.len() <= MAX_LOOKED_INTO).then_some(real)
    }

    /// Counts a round of calls of a question's run, which gets
    /// `QUESTION_LOOKS` of them to look — or ends with a round that only
    /// repeats calls made before: asked for two files' temperatures, the
    /// 1.5B model sent the same four reads and searches of one file round
    /// after round, 40 s each, until the third.
    pub(super) fn count_a_look(&mut self, calls: &[Call], stopped: bool) {
        // A question gets a few rounds to look; then it is answered from what
        // they found (a 1.5B model otherwise went round its reads until the time ran out).
        if !self.prompt_rules.as_ref().is_some_and(PromptRules::question) || stopped {
            return;
        }
        self.looked += 1;
        let made = |looked_with: &[(String, Value)], call: &Call| {
            looked_with.iter().any(|(name, input)| *name == call.name && *input == call.input)
        };
        if !calls.is_empty() && calls.iter().all(|call| made(&self.looked_with, call)) {
            self.answer_now.get_or_insert(AnswerNow::LookedAgain);
        }
        for call in calls {
            if !made(&self.looked_with, call) {
                self.looked_with.push((call.name.clone(), call.input.clone()));
            }
        }
        if self.looked >= QUESTION_LOOKS {
            self.answer_now.get_or_insert(AnswerNow::Looked);
        }
    }
}

/// The definition of `name` in `text`, numbered like `read`, at most
/// [`MAX_DEFINITION_LINES`] lines, after the file's settings it uses.
pub(super) fn numbered_definition_of(text: &str, name: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.iter().position(|line| nub_tools::defined_name(line) == Some(name))?;
    Some(nub_tools::numbered_definition_with_settings(&lines, start, MAX_DEFINITION_LINES))
}

/// Lines of a definition shown at most.
const MAX_DEFINITION_LINES: usize = 15;

/// The lines of the definition of `name` in `text` (`def`, `class`,
/// `function`, `fn`, `func` at a line's start): its first line and those
/// indented deeper after it, at most [`MAX_DEFINITION_LINES`].
fn definition_of(text: &str, name: &str) -> Option<String> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines.iter().position(|line| nub_tools::defined_name(line) == Some(name))?;
    let shown = nub_tools::definition_at(&lines, start);
    Some(shown.into_iter().take(MAX_DEFINITION_LINES).collect::<Vec<_>>().join("\n"))
}

/// The function or class of `text` that line `line` (1-based) is in, and
/// its code, numbered, after the settings it uses.
pub(super) fn enclosing_code(text: &str, line: usize) -> Option<(String, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let at = (0..line.min(lines.len()))
        .rev()
        .find(|&at| nub_tools::defined_name(lines[at]).is_some())
        .filter(|&at| at + nub_tools::definition_at(&lines, at).len() >= line)?;
    let name = nub_tools::defined_name(lines[at]).unwrap_or("it").to_owned();
    Some((name, nub_tools::numbered_definition_with_settings(&lines, at, MAX_DEFINITION_LINES)))
}
