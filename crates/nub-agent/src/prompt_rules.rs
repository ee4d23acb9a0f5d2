//! A small model held to what its prompt asks (`LoopConfig::lean`).
//!
//! It goes on after its change: `git add`, `git commit`, `git push`, then
//! `git remote add` of a made-up URL and `git push` again, until the time
//! runs out — most of the minutes of a one-line fix, and a commit the user
//! never asked for. So a git command that changes the repository (its
//! index, history, branches or remotes) runs only when the prompt asks for
//! git: it names `git` or the subcommand (`commit`, `push`). Commands that
//! only look run always.
//!
//! Asked a question ("Which port does the server listen on?"), it wrote
//! `PORT = 5055` over `server.py` and committed it. So when the prompt is
//! a question and asks for no change (no word like fix, add, change,
//! rename), `write` and `edit` do not run; the model is told to answer in
//! words (it may still read, search and run code to find out).
//!
//! And a change that succeeded is followed by the reminder to stop there
//! when it was all the prompt asked for ([`AFTER_A_CHANGE`]).

use nub_tools::ToolKind;
use nub_tools::path::is_test_file;
use serde_json::Value;

mod arrivals;
mod asked_rename;
mod asking_words;
mod computed;
mod fault;
mod new_setting;
mod polite;
mod swapped;
mod tested;
mod wants;

pub(crate) use asked_rename::asked_rename;
use asking_words::{asks_plainly, negated};
pub(crate) use new_setting::counts;
use swapped::identifiers;
pub(crate) use swapped::swapped;
use wants::{asks_for_no_change, says_what_it_would_like, states_a_want};

pub(crate) use tested::{test_command, tested_code};

/// Said after a change a small model made: after a right one-line edit it
/// went on writing the whole file back, unchanged or worse, until stopped.
pub(crate) const AFTER_A_CHANGE: &str = "If that was all the request asked for, stop calling tools now and say in one sentence what you changed; otherwise make the next change.";

/// Rounds of tool calls a question's run gets to look before it is asked
/// for its answer without tools: the answer is mostly in the attached files
/// or one search away, and a 1.5B model that kept looking went round six
/// reads and searches until the time ran out.
pub(crate) const QUESTION_LOOKS: u32 = 3;

/// Subcommands that only look.
const LOOKING: &[&str] =
    &["status", "diff", "log", "show", "grep", "ls-files", "blame", "rev-parse", "describe", "shortlog"];

/// Words of a prompt that ask for a change, question or not.
const CHANGE_WORDS: &[&str] = &[
    "add",
    "append",
    "bump",
    "change",
    "clean",
    "convert",
    "correct",
    "create",
    "decrease",
    "delete",
    "disable",
    "edit",
    "enable",
    "fix",
    "format",
    "implement",
    "improve",
    "increase",
    "insert",
    "make",
    "modify",
    "move",
    "refactor",
    "remove",
    "rename",
    "replace",
    "rewrite",
    "set",
    "turn",
    "update",
    "write",
];

/// Words of a prompt that report a defect: a change is wanted, though no
/// change word says so ("The reminder crashes with KeyError …").
const DEFECT_WORDS: &[&str] =
    &["backwards", "broken", "bug", "crash", "crashes", "error", "fail", "failing", "fails", "wrong"];

/// Words of a prompt that asks to be told or shown something: with a
/// defect or a want but no change word ("Explain the error in the log"),
/// it asks for no change.
const TELL_WORDS: &[&str] =
    &["analyse", "analyze", "describe", "explain", "how", "review", "summarise", "summarize", "tell", "what", "why"];

/// Words of a sentence that is no question and says what the user wants.
const WANT_WORDS: &[&str] = &["want", "wants", "need", "needs", "should", "must", "please"];

/// Characters of the prompt repeated in a refusal.
const SHOWN_PROMPT_CHARS: usize = 300;
/// Characters of the prompt the rules read: a request, not a pasted file.
const READ_PROMPT_CHARS: usize = 4000;

#[derive(Debug, Clone)]
pub(crate) struct PromptRules {
    /// The prompt, trimmed, its first [`READ_PROMPT_CHARS`].
    prompt: String,
    /// Its words, lower case.
    words: Vec<String>,
    /// It asks a question and for no change.
    question: bool,
    /// It asks for a change: a change word, or a defect reported or a want
    /// stated without asking to be told something; and no question.
    asks_for_change: bool,
    /// It asks for code that passes the tests, not for other tests.
    tests_judge: bool,
    /// The paths it names (`models.py`, `src/app.ts`), as written.
    named_files: Vec<String>,
}

/// Words after a rename that say where it goes, not another change.
const RENAME_PARTS: &[&str] = &[
    "update everywhere",
    "update every place",
    "update all the places",
    "update all uses",
    "update all the uses",
    "update all callers",
    "update all the callers",
    "update all references",
    "update anywhere",
    "update wherever",
    "update the places",
    "update the callers",
    "update the calls",
    "update the uses",
    "update the imports",
    "update the references",
    "update its callers",
    "update its uses",
    "change everywhere",
    "change every place",
    "change all the places",
    "change all uses",
    "change all the calls",
];

impl PromptRules {
    pub fn of(prompt: &str) -> Self {
        let lower = arrivals::arrivals_said(&prompt.to_lowercase().replace('\u{2019}', "'"));
        let words: Vec<String> = lower
            .split(|c: char| !(c.is_alphanumeric() || c == '-'))
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect();
        let wants = states_a_want(&lower);
        let polite = polite::asks_politely(&lower);
        let no_change = asks_for_no_change(&lower);
        let named_files = prompt
            .split_whitespace()
            .map(|word| word.trim_matches(|c: char| matches!(c, '`' | '"' | '\'' | ',' | ';' | ':' | '(' | ')')))
            .map(|word| word.trim_end_matches(['.', '?', '!']).trim_start_matches("./"))
            .filter(|word| {
                word.rsplit_once('.').is_some_and(|(stem, ext)| {
                    !stem.is_empty()
                        && (1..=5).contains(&ext.len())
                        && ext.chars().all(|c| c.is_ascii_alphanumeric())
                        && ext.chars().any(|c| c.is_ascii_alphabetic())
                })
            })
            .map(str::to_owned)
            .fold(Vec::new(), |mut all: Vec<String>, path| {
                if !all.contains(&path) {
                    all.push(path);
                }
                all
            });
        let has = |word: &str| words.iter().any(|w| w == word);
        // "Make the tests pass" is about the code; "fix the test", "add
        // tests for" are about tests — unless the prompt says to keep them.
        let keep_tests = ["without changing the test", "without touching the test", "not change the test"]
            .iter()
            .any(|phrase| lower.contains(phrase));
        // "The tests are right" makes them the judge, as failing tests do;
        // a request to add a test still is one.
        let right = tested::TESTS_RIGHT.iter().any(|phrase| lower.contains(phrase));
        let failing = ["pass", "passes", "passing", "fail", "fails", "failing", "failed", "failures"];
        let tests_judge = (has("test") || has("tests"))
            && (keep_tests || right || failing.iter().any(|word| has(word)))
            && (keep_tests
                || !["the test", "the tests", "a test", "tests for", "test for"].iter().any(|object| {
                    CHANGE_WORDS.iter().any(|verb| *verb != "make" && asks_plainly(&lower, &format!("{verb} {object}")))
                }));
        // "The tests are right, so it's the code that needs fixing - could
        // you get them passing please?" asks for the code's change: refused
        // as a question, the fix the search had found was not made.
        let code_judged = tests_judge && (right || keep_tests);
        let question = no_change
            || (prompt.contains('?')
                && !words.iter().any(|w| CHANGE_WORDS.contains(&w.as_str()))
                && !wants
                && !polite
                && !code_judged);
        let word_of = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
        let asks_for_change = !question
            && (polite
                || code_judged
                || word_of(CHANGE_WORDS)
                || says_what_it_would_like(&lower)
                || ((wants || word_of(DEFECT_WORDS)) && !word_of(TELL_WORDS)));
        PromptRules {
            prompt: prompt.trim().chars().take(READ_PROMPT_CHARS).collect(),
            words,
            question,
            asks_for_change,
            named_files,
            tests_judge,
        }
    }

    /// After `other` files hold `name` still (a rename in one file of
    /// several): where, and to go on if the request means them.
    pub fn left_behind(name: &str, other: &[String]) -> String {
        format!(
            "`{name}` still occurs in {}: if the request means those too, change them next; when all is done, stop calling tools and say in one sentence what you changed.",
            other.join(", ")
        )
    }

    /// After a `write` of `path`'s own text, in a run that has not changed
    /// it: the change is still to be made.
    pub fn unchanged(path: &str) -> String {
        format!(
            "{path} unchanged: the content you sent is exactly its current text, so this write changed nothing. If the change the request asks for is not in the file yet, work out which line must change, then change it with edit (old_string copied from the file)."
        )
    }

    /// After a rename that left `name` in no file.
    pub fn renamed_everywhere(name: &str) -> String {
        format!(
            "No file holds `{name}` any more: the rename is complete. Stop calling tools now and say in one sentence what you changed."
        )
    }

    /// Said after a change: to stop there if that was all — or, when the
    /// prompt names files this run has not changed yet (`changed`, as the
    /// tools show them) that exist, to go on with them: asked to add a
    /// field in models.py and use it in report.py, the 1.5B model stopped
    /// after models.py.
    pub fn after_change(&self, changed: &[&str], exists: impl Fn(&str) -> bool) -> String {
        let left: Vec<&str> = self
            .named_files
            .iter()
            .map(String::as_str)
            .filter(|named| !changed.iter().any(|path| path == named || path.ends_with(&format!("/{named}"))))
            .filter(|named| exists(named))
            .collect();
        if left.is_empty() {
            return AFTER_A_CHANGE.to_owned();
        }
        format!(
            "The request also names {}, not changed in this run yet: make the change there next if the request needs one; when all is done, stop calling tools and say in one sentence what you changed.",
            left.join(", ")
        )
    }

    /// The name an edit from `old` to `new` renames, when it is a rename
    /// ([`renamed`]) that the prompt asks for: it says "rename", or names
    /// the new name. Asked to turn on debug in config.json, the 1.5B model
    /// replaced the key `debug` by `true`; taken for a rename, the note
    /// that `debug` still occurs in app.py sent it there to replace it too.
    pub fn renames<'a>(&self, old: &'a str, new: &str) -> Option<&'a str> {
        self.rename_pair(old, new).map(|(name, _)| name)
    }

    /// The name an edit renames and its new name, as [`PromptRules::renames`].
    pub fn rename_pair<'a, 'b>(&self, old: &'a str, new: &'b str) -> Option<(&'a str, &'b str)> {
        let (name, new_name) = swapped(old, new)?;
        let names = identifiers(&self.prompt);
        let named = |word: &str| names.iter().any(|said| said.eq_ignore_ascii_case(word));
        // A prompt that names code (`start_cycle`, `WaterLog`) asks to
        // rename that: asked to rename start_cycle, the 1.5B model swapped
        // `program` for `'quick'`, which then went to every place in the file.
        let code_named = names.iter().any(|word| word.contains('_') || word.chars().skip(1).any(char::is_uppercase));
        let rename_asked = ["rename", "renamed", "renaming"].iter().any(|word| self.asked(word));
        let asked = (rename_asked && (!code_named || named(name) || named(new_name)))
            || (named(new_name) && self.added_name(name, new_name).is_none());
        asked.then_some((name, new_name))
    }

    /// The name an edit from `old` to `new` puts in place of another, when
    /// the prompt asks to add that name and to rename nothing: (the name
    /// replaced, the one to add). Asked to add a `tshirt_size` field, the
    /// 1.5B model replaced `shifts` by `tshirt_size` in both files; taken
    /// for a rename, the run ended "the rename is complete".
    pub fn adds_in_place_of<'a, 'b>(&self, old: &'a str, new: &'b str) -> Option<(&'a str, &'b str)> {
        let (name, new_name) = swapped(old, new)?;
        self.added_name(name, new_name)
    }

    fn added_name<'a, 'b>(&self, name: &'a str, new_name: &'b str) -> Option<(&'a str, &'b str)> {
        let names = identifiers(&self.prompt);
        let named = |word: &str| names.iter().any(|said| said.eq_ignore_ascii_case(word));
        let rename_asked = ["rename", "renamed", "renaming", "replace", "instead"].iter().any(|word| self.asked(word));
        let adds = self.asked("add") || self.gives_a_name();
        // The old name said as it is written: "with each order" says no
        // `ORDER`. Said as the one to do likewise ("marked as syrup_shot,
        // the same way oat_milk is") it is no name to replace: the 1.5B
        // model replaced `oat_milk` by `syrup_shot`, and the run had
        // called that rename complete.
        let said_as_written = names.contains(&name) && !self.said_as_likeness(name);
        (adds && !rename_asked && named(new_name) && !said_as_written).then_some((name, new_name))
    }

    /// The words of the prompt that may name functions or classes, when it
    /// asks for docstrings (`docstrings`); empty otherwise.
    pub fn docstring_names(&self) -> Vec<&str> {
        if !self.asks_docstrings() {
            return Vec::new();
        }
        self.names_but(|_| false)
    }

    /// The prompt's words of two or more characters, each once ("a
    /// docstring for report in report.py" names `report` once), but those
    /// `plain` picks.
    fn names_but(&self, plain: impl Fn(&str) -> bool) -> Vec<&str> {
        let mut names: Vec<&str> = Vec::new();
        for word in identifiers(&self.prompt).into_iter().filter(|word| word.len() > 1 && !plain(word)) {
            if !names.contains(&word) {
                names.push(word);
            }
        }
        names
    }

    /// The words of the prompt that may name functions, when it asks for
    /// type hints; empty otherwise.
    pub fn type_hint_names(&self) -> Vec<&str> {
        let hints = self.asked("type") && (self.asked("hint") || self.asked("hints"));
        if !hints && !["annotation", "annotations", "annotate"].iter().any(|word| self.asked(word)) {
            return Vec::new();
        }
        // "add type hints to calc.py" names no function `add`.
        self.names_but(|word| CHANGE_WORDS.contains(&word) || ["type", "hint", "hints", "to", "for"].contains(&word))
    }

    /// Whether the prompt asks for a change besides a rename.
    pub fn asks_more_than_a_rename(&self) -> bool {
        if !self.asks_other_change(&["rename"]) {
            return false;
        }
        // "… and update everywhere that uses it" is the rename's own part:
        // read as another change, it had kept a rink's rename unshown.
        let lower = self.prompt.to_lowercase();
        let own = RENAME_PARTS.iter().fold(lower, |text, phrase| text.replace(phrase, "rename"));
        PromptRules::of(&own).asks_other_change(&["rename"])
    }

    /// Whether the prompt asks for something for every function of a file
    /// ("a docstring to every function in bouts.py", "type hints to all
    /// the functions in threads.py").
    pub fn every_function(&self) -> bool {
        let lower = self.prompt.to_lowercase();
        ["every", "each", "all", "all the", "all of the", "the"].iter().any(|quantity| {
            ["function", "functions", "method", "methods"].iter().any(|kind| {
                lower.match_indices(&format!("{quantity} {kind}")).any(|(at, phrase)| {
                    let rest = &lower[at + phrase.len()..];
                    let whole = !lower[..at].chars().next_back().is_some_and(char::is_alphanumeric)
                        && !rest.starts_with(|c: char| c.is_alphanumeric());
                    // "the functions in quilt.py", not "the function that handles all refunds".
                    whole && (*quantity != "the" || (kind.ends_with('s') && rest.trim_start().starts_with("in ")))
                })
            })
        })
    }

    /// Whether the prompt asks for type hints and no other change (as
    /// [`Self::only_docstrings`] for docstrings).
    pub fn only_type_hints(&self) -> bool {
        const PUTTING: &[&str] = &["add", "write", "insert", "create", "annotate"];
        !self.type_hint_names().is_empty()
            && !self.question
            && !self.tests_judge
            && !self.asks_docstrings()
            && !self.asks_other_change(PUTTING)
    }

    /// Whether the prompt asks for docstrings and no other change: of the
    /// words that ask for one, it has only those that say to add or write.
    pub fn only_docstrings(&self) -> bool {
        const PUTTING: &[&str] = &["add", "write", "insert", "create"];
        self.asks_docstrings() && !self.tests_judge && !self.asks_other_change(PUTTING)
    }

    /// Whether the prompt asks for docstrings: by name, or as words that
    /// describe each function of a file ("a short explanation to every
    /// function in blends.py", "document each function"). Asked for "a
    /// short explanation", the 1.5B model added none and the run ended.
    pub(crate) fn asks_docstrings(&self) -> bool {
        const DESCRIBING: &[&str] = &[
            "comment",
            "comments",
            "describe",
            "description",
            "descriptions",
            "document",
            "documentation",
            "explanation",
            "explanations",
            "summary",
            "summaries",
        ];
        self.asked("docstring")
            || self.asked("docstrings")
            || (!self.question && self.every_function() && DESCRIBING.iter().any(|word| self.asked(word)))
    }

    /// Whether the prompt has a change word but those of `putting`, other
    /// than negated: "Could you add type hints to stall_fee? Don't change
    /// how it works." asks for the hints alone.
    fn asks_other_change(&self, putting: &[&str]) -> bool {
        let lower = self.prompt.to_lowercase();
        let plainly = |word: &str| {
            lower.match_indices(word).any(|(at, _)| {
                let after = &lower[at + word.len()..];
                let whole = !lower[..at].chars().next_back().is_some_and(char::is_alphanumeric)
                    && !after.chars().next().is_some_and(char::is_alphanumeric);
                // "type hints make it easier to see …", "… make code easier
                // to follow", "make sure": no change.
                let easier = after.split_whitespace().take(4).any(|next| {
                    let next = next.trim_matches(|c: char| !c.is_alphanumeric());
                    ["easier", "clearer", "simpler", "nicer", "safer", "readable", "tidier", "neater"].contains(&next)
                });
                let says_why = word == "make" && (after.starts_with(" it ") || after.starts_with(" sure") || easier);
                whole && !negated(&lower[..at]) && !says_why
            })
        };
        CHANGE_WORDS.iter().any(|word| !putting.contains(word) && plainly(word))
    }

    /// The words of the prompt that may name code, unless it asks to
    /// remove or rewrite code (then a definition may go).
    pub fn kept_names(&self) -> Vec<&str> {
        if ["remove", "delete", "drop", "rewrite", "replace", "move", "merge", "inline"].iter().any(|w| self.asked(w)) {
            return Vec::new();
        }
        identifiers(&self.prompt).into_iter().filter(|word| word.len() > 2).collect()
    }

    /// Whether `text` is the prompt's own words (an example it gives, as
    /// a small model copied into `old_string`): at least three characters
    /// besides spaces, found in the prompt, any case.
    pub fn quotes(&self, text: &str) -> bool {
        let text = text.trim();
        text.chars().filter(|c| !c.is_whitespace()).count() >= 3
            && self.prompt.to_lowercase().contains(&text.to_lowercase())
    }

    /// The words of the prompt that may name code: functions, classes, files.
    pub fn code_words(&self) -> Vec<&str> {
        identifiers(&self.prompt).into_iter().filter(|word| word.len() > 2).collect()
    }

    /// The paths the prompt names, as written.
    pub fn named_files(&self) -> &[String] {
        &self.named_files
    }

    /// The prompt, as far as the rules read it (its first few thousand characters).
    pub fn text(&self) -> &str {
        &self.prompt
    }

    /// Whether the prompt has `word` (any case) as a word.
    pub fn mentions(&self, word: &str) -> bool {
        self.asked(&word.to_lowercase())
    }

    /// Whether the prompt may want `path` created: it names the file, or
    /// asks to create something new.
    pub fn may_create(&self, path: &str) -> bool {
        let path = path.trim_start_matches("./");
        let name = path.rsplit('/').next().unwrap_or(path);
        ["create", "new", "scaffold", "generate"].iter().any(|word| self.asked(word))
            || self
                .named_files
                .iter()
                .any(|named| named == path || named == name || path.ends_with(&format!("/{named}")))
    }

    /// Whether the prompt asks for code that passes the tests.
    pub fn tests_judge(&self) -> bool {
        self.tests_judge
    }

    /// Whether the prompt asks a question and for no change.
    pub fn question(&self) -> bool {
        self.question
    }

    /// Whether the prompt asks for a change (see `asks_for_change`).
    pub fn asks_for_change(&self) -> bool {
        self.asks_for_change
    }

    /// Whether the prompt asks to fix something wrong ("fix", "wrong",
    /// "instead of", "bug", "broken", "should"; "meant to" and "supposed
    /// to": "children … are meant to get 15% off …, but the family bill
    /// still charges all the children full price. Please sort it out.").
    pub fn asks_to_fix(&self) -> bool {
        self.asks_for_change
            && ["fix", "wrong", "instead", "bug", "broken", "should", "meant", "supposed"]
                .iter()
                .any(|word| self.asked(word))
    }

    fn asked(&self, word: &str) -> bool {
        self.words.iter().any(|w| w == word)
    }

    /// Why a call of `name` (shown as `kind`) with `input` is not run, or
    /// `None` when it may run.
    pub fn refusal(&self, name: &str, input: &Value, kind: ToolKind) -> Option<String> {
        if self.question && kind == ToolKind::Edit {
            return Some(format!(
                "not run: the user asked a question and no change; answer it in words from what you have read (bash may run code to find out). The question: {}",
                self.prompt.chars().take(SHOWN_PROMPT_CHARS).collect::<String>()
            ));
        }
        if self.tests_judge
            && kind == ToolKind::Edit
            && input.get("path").and_then(Value::as_str).is_some_and(is_test_file)
        {
            return Some(
                "not run: the tests are what the code must pass; change the code they test, not the test. Run them with bash to see what fails.".to_owned(),
            );
        }
        let text = |key: &str| input.get(key).and_then(Value::as_str);
        // Only the bare name sent, as a rename sends it: `min(size)` →
        // `clamp(size)` uses a helper the request adds.
        let bare = text("old_string").is_some_and(|old| identifiers(old) == [old.trim()]);
        // Or any swap of the name the new one is to be like ("the same way
        // oat_milk is"): `order.get("oat_milk")` made `order.get("syrup_shot")`.
        if name == "edit"
            && let Some((was, added)) =
                text("old_string").zip(text("new_string")).and_then(|(o, n)| self.adds_in_place_of(o, n))
            && (bare || self.said_as_likeness(was))
        {
            return Some(format!(
                "not run: the request asks to add `{added}`, not to rename `{was}`: `{was}` stays as it is. Add `{added}` next to it — a new field is a new parameter with its default and a new assignment (or a new class attribute line) — then use it where the request says."
            ));
        }
        if name != "bash" || self.asked("git") {
            return None;
        }
        let command = input.get("command")?.as_str()?;
        for simple in nub_tools::simple_commands(command) {
            let mut words = simple.split(' ');
            if !words.next().is_some_and(|program| program == "git" || program.ends_with("/git")) {
                continue;
            }
            let subcommand = loop {
                match words.next() {
                    // Options that take a value: `git -C dir commit`, `git -c k=v push`.
                    Some("-C" | "-c") => {
                        words.next();
                    }
                    Some(option) if option.starts_with('-') => {}
                    other => break other,
                }
            };
            let Some(subcommand) = subcommand else { continue };
            if LOOKING.contains(&subcommand) || self.asked(subcommand) {
                continue;
            }
            return Some(format!(
                "not run: the user did not ask for `git {subcommand}`; commits, pushes and other git changes are theirs to make. If the change is made, stop calling tools and say in one sentence what you changed."
            ));
        }
        None
    }
}

#[cfg(test)]
mod tests;
