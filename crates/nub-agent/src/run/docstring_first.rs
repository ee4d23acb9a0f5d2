//! A small model asked for one Python docstring (`LoopConfig::lean`) is
//! asked for its text, in a request without tools, and nub puts it under
//! the `def` line with an `edit` call added to the answer — run like any
//! call (path guard, permissions, hooks, checkpoint, syntax check). Its
//! last answer, what it did, goes without tools too, so both requests
//! share the server's cached prompt. Given the file and tools, the 1.5B
//! model changed a default value, wrote the body a second time under the
//! `def`, or sent an edit that repeated itself until the output limit;
//! asked what the function does, it answers in a good sentence. Type
//! hints for one function go the same way, asked for as its `def` line
//! (`type_hints`). Asked for "a docstring to every function in bouts.py",
//! the model is asked for each function's in turn: given the whole file to
//! write, it wrote one that did not parse, or a copy under ```json fences.

use nub_llm::{Block, Message, attachment};

use super::Run;
use crate::docstrings;
use crate::prompt_rules::PromptRules;
use crate::type_hints;

/// The function or class the prompt wants a docstring (or type
/// hints) for now; several of one file are asked for in turn.
#[derive(Debug, Clone)]
pub(super) struct DocstringAsk {
    path: String,
    name: String,
    /// Type hints are asked for, not a docstring.
    hints: bool,
    /// The model answered the ask (with the text or otherwise).
    answered: bool,
    /// Its answer became the `edit` call (`docstring_answered`).
    made: bool,
    /// It was told once that the docstring is still missing.
    told: bool,
    /// The functions of the same file to ask for after this one, when the
    /// prompt asks for every function's.
    next: Vec<String>,
    /// It is one of several functions asked for in turn.
    queued: bool,
    /// Those of them whose answer held nothing to put in place: left to the
    /// model's own edits at the end.
    skipped: Vec<String>,
    /// The answer to this one held nothing to put in place.
    failed: bool,
}

impl Run<'_> {
    /// Before the first request of a prompt that asks only for a docstring
    /// of one function or class an attached Python file defines without
    /// one: asks for the docstring's text at the end of `content`.
    pub(super) fn docstring_first(&mut self, content: &mut Vec<Block>) {
        let rules = PromptRules::of(&self.prompt);
        let hints = rules.only_type_hints();
        if !self.config.lean
            || self.test_run.is_some()
            || self.config.mode == crate::mode::Mode::Plan
            || self.tools.get("edit").is_none()
            || !(rules.only_docstrings() || hints)
        {
            return;
        }
        let names = if hints { rules.type_hint_names() } else { rules.docstring_names() };
        let every = rules.every_function();
        let mut wanted: Vec<(String, String, String)> = Vec::new();
        for block in content.iter() {
            let Block::Text { text, .. } = block else { continue };
            let Some(path) = attachment::parse(text).map(|a| a.path).filter(|path| path.ends_with(".py")) else {
                continue;
            };
            let Ok(source) = std::fs::read_to_string(self.config.cwd.join(path)) else { continue };
            // "every function in quilt.py": the functions of the file it names.
            let named =
                rules.named_files().iter().any(|file| file.trim_start_matches('@').trim_start_matches("./") == path);
            let defined = if every && named { docstrings::defined_once(&source) } else { Vec::new() };
            // Functions the prompt names itself ("the area and perimeter
            // functions") are the ones it asks for.
            // Not a word of a file's name: "every function in rota.py" names no `rota`.
            let in_a_path = |name: &str| {
                rules.named_files().iter().any(|file| file.split(['.', '/', '@']).any(|part| part == name))
            };
            let names_one = names.iter().any(|name| {
                !in_a_path(name) && defined.iter().any(|def| def == name) && written_as_code(rules.text(), name)
            });
            let names: Vec<&str> = match defined.is_empty() || names_one {
                true => names.clone(),
                false => defined.iter().map(String::as_str).collect(),
            };
            let missing =
                if hints { type_hints::unannotated(&names, &source) } else { docstrings::missing(&names, &source) };
            for name in missing {
                if !wanted.iter().any(|(other, known, _)| other == path && known == name) {
                    wanted.push((path.to_owned(), name.to_owned(), source.clone()));
                }
            }
        }
        let Some((path, name, source)) = wanted.first() else { return };
        // One function, or several of one file: every function of it, or
        // each named as code ("docstrings to kwh_added and session_cost").
        let one_file = wanted.iter().all(|(other, ..)| other == path);
        let each_named = wanted.iter().all(|(_, name, _)| written_as_code(rules.text(), name));
        if wanted.len() > 1 && !(one_file && (every || each_named)) {
            return;
        }
        let next: Vec<String> = wanted[1..].iter().map(|(_, name, _)| name.clone()).collect();
        let queued = !next.is_empty();
        content.push(Block::text(Self::ask_text(name, path, source, hints)));
        self.docstring = Some(DocstringAsk {
            path: path.clone(),
            name: name.clone(),
            hints,
            answered: false,
            made: false,
            told: false,
            next,
            queued,
            skipped: Vec::new(),
            failed: false,
        });
        self.without_tools = true;
    }

    /// What the model is asked for `name` in `path` (whose text is `source`).
    fn ask_text(name: &str, path: &str, source: &str, hints: bool) -> String {
        if hints {
            let line = source.lines().find(|line| type_hints::unannotated(&[name], line).contains(&name));
            type_hints::ask(name, path, line.unwrap_or_default())
        } else {
            docstrings::ask(name, path)
        }
    }

    /// After the calls that put one asked docstring in place, when the
    /// prompt asks for more functions' of the file: the ask for the next
    /// one still without it, to go with the results (the next request
    /// offers no tools again); `None` otherwise.
    pub(super) fn next_docstring(&mut self) -> Option<String> {
        let ask = self.docstring.as_ref().filter(|ask| ask.made)?;
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).ok()?;
        if Self::still_wanted(ask, &source) {
            return None;
        }
        self.ask_next().or_else(|| {
            // The last one asked is in place; those skipped are the model's to edit.
            let left = self.docstring_left()?;
            self.without_tools = false;
            Some(left)
        })
    }

    /// Whether the answer to one of several functions asked for in turn
    /// held nothing nub could put in place: it is no edit to recover from
    /// its text either (the 1.5B model gave a module function's `def`
    /// line with `self` added, which went in as an edit).
    pub(super) fn queued_answer_failed(&self) -> bool {
        self.docstring.as_ref().is_some_and(|ask| ask.queued && ask.failed)
    }

    /// After an answer for one of several functions that held nothing nub
    /// could put in place: that function is left to the end, and the next
    /// is asked for; `None` when none is left.
    pub(super) fn skip_to_next_docstring(&mut self) -> Option<String> {
        let ask = self.docstring.as_ref().filter(|ask| ask.queued && ask.failed && !ask.next.is_empty())?;
        let skipped = ask.name.clone();
        let what = if ask.hints { "def line with type hints" } else { "docstring" };
        let text = self.ask_next()?;
        self.docstring.as_mut()?.skipped.push(skipped.clone());
        Some(format!(
            "[nub: that answer held no {what} for `{skipped}` that nub could put in place; it is left for later.] {text}"
        ))
    }

    /// The ask for the first function of the queue still without what is
    /// asked for, made the current one.
    fn ask_next(&mut self) -> Option<String> {
        let ask = self.docstring.as_ref().filter(|ask| !ask.next.is_empty())?;
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).ok()?;
        let mut next: Vec<String> =
            ask.next.iter().filter(|name| Self::lacks(name, ask.hints, &source)).cloned().collect();
        if next.is_empty() {
            self.docstring.as_mut()?.next.clear();
            return None;
        }
        let name = next.remove(0);
        let text = Self::ask_text(&name, &ask.path, &source, ask.hints);
        let fresh =
            DocstringAsk { name, answered: false, made: false, told: false, failed: false, next, ..ask.clone() };
        self.docstring = Some(fresh);
        self.without_tools = true;
        Some(text)
    }

    /// The functions asked for that `source` still lacks it for: those
    /// skipped, the current one and those to come.
    fn all_wanted(ask: &DocstringAsk, source: &str) -> Vec<String> {
        let mut wanted: Vec<String> = Vec::new();
        for name in ask.skipped.iter().chain(std::iter::once(&ask.name)).chain(&ask.next) {
            if !wanted.contains(name) && Self::lacks(name, ask.hints, source) {
                wanted.push(name.clone());
            }
        }
        wanted
    }

    /// The names among the asked one that its file lacks still: without a
    /// docstring, or without every type hint.
    fn still_wanted(ask: &DocstringAsk, source: &str) -> bool {
        Self::lacks(&ask.name, ask.hints, source)
    }

    /// Whether `source` lacks the docstring of `name`, or its type hints.
    fn lacks(name: &str, hints: bool, source: &str) -> bool {
        let name = [name];
        if hints {
            !type_hints::unannotated(&name, source).is_empty()
        } else {
            !docstrings::missing(&name, source).is_empty()
        }
    }

    /// The first answer to the ask, when it holds the docstring's text: the
    /// `edit` that puts it in place is appended to `message` (in place of
    /// any call recovered from its text); whether it was.
    pub(super) fn docstring_answered(&mut self, message: &mut Message) -> bool {
        let Some(ask) = self.docstring.as_mut().filter(|ask| !ask.answered) else { return false };
        ask.answered = true;
        self.without_tools = false;
        let text = super::made_edit::answer_text(message);
        let Ok(source) = std::fs::read_to_string(self.config.cwd.join(&ask.path)) else { return false };
        let edit = if ask.hints {
            // `def f(x: int): -> None:`, as the 1.5B model wrote it, is `def f(x: int) -> None:`.
            let text = text.replace("): ->", ") ->");
            type_hints::from_answer(&ask.name, &text)
                .map(str::to_owned)
                .or_else(|| type_hints::returning_none(&ask.name, &text, &source))
                .and_then(|header| type_hints::replacement(&source, &ask.name, &header))
        } else {
            docstrings::from_answer(&ask.name, &text).and_then(|doc| docstrings::insertion(&source, &ask.name, &doc))
        };
        let Some((old, new)) = edit else {
            ask.failed = true;
            return false;
        };
        tracing::info!(path = %ask.path, name = %ask.name, hints = ask.hints, "the answered text becomes an edit");
        super::made_edit::replace_calls(message, "doc", &ask.path, &old, &new);
        ask.made = true;
        true
    }

    /// After a turn's calls: when they put the asked docstrings in place,
    /// what the last answer says first; `None` otherwise, and the run goes on.
    pub(super) fn after_docstring(&mut self) -> Option<String> {
        let ask = self.docstring.as_mut().filter(|ask| ask.made)?;
        ask.made = false;
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).ok()?;
        if !Self::all_wanted(ask, &source).is_empty() {
            return None;
        }
        let asked = match (ask.hints, ask.queued) {
            (true, _) => "type hints",
            (false, true) => "docstrings",
            (false, false) => "docstring",
        };
        Some(format!("Added the {asked} asked for to {}.", ask.path))
    }

    /// When the run is about to end with the asked docstring still missing
    /// from its file: what the model is told, once.
    pub(super) fn docstring_left(&mut self) -> Option<String> {
        let ask = self.docstring.as_mut().filter(|ask| !ask.told)?;
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).ok()?;
        let wanted = Self::all_wanted(ask, &source);
        if wanted.is_empty() {
            return None;
        }
        ask.told = true;
        // The model's own edits from here: those written as text count again.
        ask.failed = false;
        let names: Vec<&str> = wanted.iter().map(String::as_str).collect();
        Some(if ask.hints {
            type_hints::still_missing(&names.join("`, `"), &ask.path)
        } else {
            docstrings::still_missing(&names, &ask.path)
        })
    }
}

/// Whether `prompt` writes `name` as code where it names it: in
/// backticks, called, with an underscore, or beside "function" or
/// "method" ("the score function", "score()"). "Type hints to signs.py in
/// my sign writing quote tool … every function's arguments" names no
/// function `quote`: the 1.5B model was asked for `quote` alone.
fn written_as_code(prompt: &str, name: &str) -> bool {
    if name.contains('_') {
        return true;
    }
    let lower = prompt.to_lowercase();
    let code_char = |c: char| c.is_alphanumeric() || c == '_';
    let kind = |word: Option<&str>| {
        word.is_some_and(|word| {
            ["function", "functions", "method", "methods", "def"]
                .contains(&word.trim_matches(|c: char| !c.is_alphanumeric()))
        })
    };
    lower.match_indices(&name.to_lowercase()).any(|(at, _)| {
        let (before, after) = (&lower[..at], &lower[at + name.len()..]);
        if before.ends_with(code_char) || after.starts_with(code_char) {
            return false;
        }
        before.ends_with('`')
            || after.starts_with(['`', '('])
            || kind(after.split_whitespace().next())
            || kind(before.split_whitespace().next_back())
    })
}

#[cfg(test)]
mod tests {
    use super::written_as_code;

    #[test]
    fn a_function_is_named_as_code_not_as_an_english_word() {
        let prompt = "can you add type hints to signs.py in my sign writing quote tool? every function's arguments";
        assert!(!written_as_code(prompt, "quote"));
        for named in [
            "the `quote` function",
            "quote() and the rest",
            "the quote function",
            "function quote",
            "all methods but quote_all",
        ] {
            let name = if named.contains("quote_all") { "quote_all" } else { "quote" };
            assert!(written_as_code(named, name), "{named}");
        }
    }
}
