//! The syntax check after `write` and `edit`. A small model's edit can
//! leave a file that no longer parses (an unterminated f-string, a lost
//! brace) and nothing tells it: the run ends "done". The parser lives
//! outside this crate (the repository map's tree-sitter grammars, in
//! nub-context), so it comes in through `ToolEnv::syntax`.

use std::fmt;
use std::path::Path;

/// Finds syntax errors in the files of the languages it knows.
pub trait SyntaxCheck: Send + Sync + fmt::Debug {
    /// The 1-based line of the first syntax error in `text`, the content of
    /// `path`; `None` when it parses or its language is not checked.
    fn first_error(&self, path: &Path, text: &str) -> Option<usize>;

    /// The 1-based line of the first syntax error in `after`, the new text
    /// of `path`, when `before` (its text before the change; `None` for a
    /// new file) had none: a file broken before is not the change's doing.
    /// `after` is checked first, so a change that parses costs one check.
    fn new_error(&self, path: &Path, before: Option<&str>, after: &str) -> Option<usize> {
        let line = self.first_error(path, after)?;
        let broken_before = before.is_some_and(|before| self.first_error(path, before).is_some());
        (!broken_before).then_some(line)
    }

    /// Whether `path`'s language is checked.
    fn checks(&self, path: &Path) -> bool {
        let _ = path;
        false
    }

    /// `text` is what `path` holds as the model reads it: a checker may
    /// parse it now (`read` calls this off its own thread) so the check
    /// after the edit that follows costs less.
    fn prepare(&self, path: &Path, text: &str) {
        let _ = (path, text);
    }

    /// `text`'s top-level items in order (the content of `path`); `None`
    /// when its language is not parsed or it does not parse cleanly. What
    /// a `write` of part of a file is merged by (`builtin::partial`).
    fn top_level(&self, path: &Path, text: &str) -> Option<Vec<TopItem>> {
        let _ = (path, text);
        None
    }

    /// The names the functions of `text` (the content of `path`) use that
    /// nothing defines; `None` when its language is not judged or it
    /// cannot be (a syntax error, `import *`).
    fn undefined_names(&self, path: &Path, text: &str) -> Option<Vec<NameAt>> {
        let _ = (path, text);
        None
    }

    /// The parameters of the functions of `text` (the content of `path`)
    /// that their bodies never read; `None` when its language is not
    /// judged or it does not parse.
    fn unused_parameters(&self, path: &Path, text: &str) -> Option<Vec<NameAt>> {
        let _ = (path, text);
        None
    }
}

/// A name at a line of a function: one it uses that nothing defines
/// (Python's `NameError`), or a parameter its body never reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameAt {
    pub name: String,
    /// 1-based: where it is used, or the `def` line of an unused parameter.
    pub line: usize,
    /// The function that uses it or takes it.
    pub scope: String,
}

/// The names `after` (the new text of `path`) uses undefined that
/// `before` did not hold at all: a name the change brings in from nowhere.
/// A name `before` had is left alone — a rename under way (`class Shelf`
/// renamed while `Shelf(…)` is still to do) passes through that state.
/// Empty when either text cannot be judged.
pub(crate) fn new_undefined(check: &dyn SyntaxCheck, path: &Path, before: &str, after: &str) -> Vec<NameAt> {
    let Some(now) = check.undefined_names(path, after).filter(|now| !now.is_empty()) else { return Vec::new() };
    if check.undefined_names(path, before).is_none() {
        return Vec::new();
    }
    // `from datetime import date` defines `date`, not `datetime`: asked
    // for type hints, the 1.5B model wrote `last_fed: datetime`, and the
    // module's name in the import let it through as a name the file had.
    let before = without_imported_from(before);
    let mut new: Vec<NameAt> = Vec::new();
    for u in now {
        if !holds_word(&before, &u.name) && !new.iter().any(|o| o.name == u.name && o.scope == u.scope) {
            new.push(u);
        }
    }
    new
}

/// `text` with the module of each Python `from MODULE import …` line left
/// out: the line defines the names it imports, not the module's.
fn without_imported_from(text: &str) -> String {
    text.lines()
        .map(|line| match line.trim_start().strip_prefix("from ").and_then(|rest| rest.split_once(" import ")) {
            Some((_, names)) => format!("import {names}"),
            None => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The modules `text` imports names from (`from datetime import date,
/// timedelta`): (module, names) for the module named `name`.
fn imported_from<'a>(text: &'a str, name: &str) -> Option<(&'a str, &'a str)> {
    text.lines().find_map(|line| {
        let (module, names) = line.trim_start().strip_prefix("from ")?.split_once(" import ")?;
        (module.trim() == name).then_some((module.trim(), names.trim()))
    })
}

/// Whether `text` has `word` as a whole identifier.
pub fn holds_word(text: &str, word: &str) -> bool {
    let part = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(word).any(|(at, _)| !text[..at].ends_with(part) && !text[at + word.len()..].starts_with(part))
}

/// What a small model is told instead of making a change that would leave
/// `undefined` names (`new_undefined`) in `after`, the text of `shown`.
pub(crate) fn undefined_refusal(action: &str, shown: &str, after: &str, undefined: &[NameAt]) -> String {
    let places: Vec<String> = undefined
        .iter()
        .map(|u| {
            let line = after.lines().nth(u.line - 1).unwrap_or_default().trim();
            let line: String = line.chars().take(MAX_QUOTED_LINE).collect();
            format!("`{}` in `{}` (line {}: {line})", u.name, u.scope, u.line)
        })
        .collect();
    // A module the file imports names from: those names are the ones meant.
    let modules: Vec<String> = undefined
        .iter()
        .filter_map(|u| imported_from(after, &u.name))
        .map(|(module, names)| format!(" `{module}` is only the module there: the file imports {names} from it."))
        .collect();
    format!(
        "not changed: this {action} of {shown} would use {}, and nothing there defines it: running it would raise NameError.{} Use a name that is defined there (a parameter, a local, an attribute such as `obj.{}`, an import), or define it first.",
        places.join(", "),
        modules.concat(),
        undefined[0].name
    )
}

/// One top-level item of a file: a definition (with the name it is matched
/// by: `area`, `impl Display for Point`), a comment run that stands alone,
/// or anything else (an import, a statement). `start..end` are byte
/// offsets; a definition's range takes in the comments above it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopItem {
    pub name: Option<String>,
    pub start: usize,
    pub end: usize,
    pub comment: bool,
}

/// The 1-based line of a JSON file that `after` leaves unparsable where
/// `before` parsed (or was new); `None` for other files. The map parses
/// code, not settings: told the quotes of a gin menu's last entry loosely,
/// the edit's carried change left `Rhubarb and Ginger: 6.50` unquoted in
/// menu.json, and the shop's code could not read it.
pub(crate) fn json_broken(path: &std::path::Path, before: Option<&str>, after: &str) -> Option<usize> {
    if !path.extension().is_some_and(|ext| ext.eq_ignore_ascii_case("json")) {
        return None;
    }
    let parses = |text: &str| serde_json::from_str::<serde_json::Value>(text);
    if before.is_some_and(|before| parses(before).is_err()) {
        return None;
    }
    parses(after).err().map(|error| error.line().max(1))
}

/// Characters of the broken line quoted to the model.
const MAX_QUOTED_LINE: usize = 200;

/// The sentence for a `write` or `edit` (`action`) that left `after` with a
/// syntax error at 1-based `line`.
pub(crate) fn error_at(action: &str, after: &str, line: usize) -> String {
    let text = after.lines().nth(line.saturating_sub(1)).unwrap_or_default().trim_end();
    // Cut here rather than with `text::clip`: the tool contract (`tool`)
    // names this module, and `text` names `tool`.
    let mut quoted: String = text.chars().take(MAX_QUOTED_LINE).collect();
    if quoted.len() < text.len() {
        quoted.push('…');
    }
    format!("the {action} left a syntax error at line {line}: {quoted}\n(the change is kept; fix it with another edit)")
}
