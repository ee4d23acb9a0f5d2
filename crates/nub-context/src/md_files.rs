//! What prompt commands and agent files share: a directory of Markdown
//! files read in name order up to a cap, each read as nub reads its own
//! files, an optional YAML frontmatter, a one-line description and an
//! effort level.

use std::path::{Path, PathBuf};

use nub_config::own_files::{self, Scope};
use serde::de::DeserializeOwned;

/// The `*.md` files of `dir` in name order, at most `max` of them (a
/// warning names the `kind` of file when there are more); none when the
/// directory cannot be read.
pub(crate) fn listed(dir: &Path, max: usize, kind: &str, warnings: &mut Vec<String>) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    files.sort();
    if files.len() > max {
        warnings.push(format!("{} holds {} {kind} files; only the first {max} are used", dir.display(), files.len()));
        files.truncate(max);
    }
    files
}

/// The file's text, read through `own_files` (no link out of `scope`, no
/// FIFO, at most a small file's size).
pub(crate) fn read_text(path: &Path, scope: Scope<'_>) -> Result<String, String> {
    let bytes = own_files::read(path, scope, own_files::SMALL_FILE_LIMIT).map_err(|e| e.reason())?;
    String::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_owned())
}

/// The frontmatter (when the text starts with `---`) and the body;
/// `fields` names what the frontmatter holds, for the error.
pub(crate) fn frontmatter<'t, T: DeserializeOwned + Default>(
    text: &'t str,
    fields: &str,
) -> Result<(T, &'t str), String> {
    let starts_fenced = text.strip_prefix('\u{feff}').unwrap_or(text).lines().next().map(str::trim_end) == Some("---");
    if !starts_fenced {
        return Ok((T::default(), text));
    }
    let (front, body) = crate::skills::parse_frontmatter::<Option<T>>(text)
        .map_err(|e| e.replace("with string name/description", fields))?;
    Ok((front.unwrap_or_default(), body))
}

/// `text` on one line, its runs of white space as one space.
pub(crate) fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The frontmatter's description, else the body's first line that says
/// something (a heading's `#` dropped), cut to `max` characters.
pub(crate) fn description(given: Option<&str>, body: &str, max: usize) -> Option<String> {
    let description = given
        .map(one_line)
        .filter(|d| !d.is_empty())
        .or_else(|| body.lines().map(|l| one_line(l.trim_start_matches('#'))).find(|l| !l.is_empty()))?;
    Some(match description.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &description[..cut]),
        None => description,
    })
}

/// An `effort:` value; empty or missing is none.
pub(crate) fn effort(given: Option<&str>) -> Result<Option<nub_config::Effort>, String> {
    match given.map(str::trim).filter(|e| !e.is_empty()) {
        None => Ok(None),
        Some(level) => nub_config::Effort::parse(level)
            .map(Some)
            .ok_or_else(|| format!("unknown effort {level:?}; one of {}", nub_config::Effort::NAMES)),
    }
}
