//! What `edit` says when `old_string` does not pick out one place: when it
//! is nowhere in the file, the region most like it (numbered as `read`
//! shows lines, with how the two differ) or the function it calls; when it
//! is in several places, the definitions they stand in.

use std::collections::HashSet;

use similar::TextDiff;

use crate::text::{defined_name, numbered};
use crate::tool::ToolResult;

/// Match line numbers listed in a "several matches" error.
pub(super) const MAX_LISTED_MATCHES: usize = 20;
/// Lines of a candidate region shown in a "not found" error.
const MAX_HINT_LINES: usize = 30;
/// Changed lines shown in a "not found" error.
const MAX_DIFF_LINES: usize = 12;

pub(super) fn not_found(content: &str, shown: &str, old: &str) -> ToolResult {
    let lines: Vec<&str> = content.lines().collect();
    let old_lines: Vec<&str> = old.lines().collect();
    let mut message = format!("old_string was not found in {shown}.");
    if !old_lines.is_empty() && old_lines.iter().all(|l| has_read_prefix(l)) {
        message.push_str(
            " It seems to include the line-number prefixes that read adds (`   12<tab>`); old_string must contain only the file's text.",
        );
    }
    match closest_region(&lines, &old_lines) {
        Some((start, end)) => {
            let window = &lines[start..end];
            if window.iter().map(|l| l.trim()).eq(old_lines.iter().map(|l| l.trim())) {
                message.push_str(" A region differs from it only in indentation or spacing.");
            }
            message.push_str(&format!(" The closest region is lines {}-{end}:\n", start + 1));
            for (offset, line) in window.iter().take(MAX_HINT_LINES).enumerate() {
                numbered(&mut message, start + 1 + offset, line);
            }
            if window.len() > MAX_HINT_LINES {
                message.push_str("…\n");
            }
            message.push_str(&short_diff(&old_lines, window));
            message.push_str("Copy old_string exactly from the file, or read the file again if it changed.");
        }
        None => match lines_with_words(&lines, old) {
            Some(found) => {
                message.push_str(" No region is like it. The lines that hold its words:\n");
                message.push_str(&found);
                message.push_str("Copy old_string exactly from the file's lines (read the file to see more).");
            }
            None => message.push_str(" No similar region exists; read the file to see its current content."),
        },
    }
    ToolResult::error(message)
}

/// Characters of a line listed for the words of `old_string`, at most (a
/// minified file's one line would fill the context).
const MAX_WORD_LINE_CHARS: usize = 200;

fn clipped(line: &str) -> String {
    match line.char_indices().nth(MAX_WORD_LINE_CHARS) {
        Some((at, _)) => format!("{}…", &line[..at]),
        None => line.to_owned(),
    }
}

/// Lines of a "not found" error listed for the words of `old_string`, at most.
const MAX_WORD_LINES: usize = 8;
/// Characters of a word of `old_string` looked for, at least.
const MIN_WORD_CHARS: usize = 3;

/// The file lines that hold the words of `old` (any case, inside names
/// too), those with the most of them, in file order; `None` when no line
/// holds one. Asked to charge waiting at the waiting rate, the 1.5B model
/// sent `per mile` — the request's words — four times against a file that
/// says `chargeable * PER_MILE`; "read the file" it did, and sent it again.
fn lines_with_words(lines: &[&str], old: &str) -> Option<String> {
    let lower = old.to_lowercase();
    let mut words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| word.chars().count() >= MIN_WORD_CHARS && !word.chars().all(|c| c.is_ascii_digit()))
        .collect();
    words.sort_unstable();
    words.dedup();
    if words.is_empty() {
        return None;
    }
    let held = |line: &str| {
        let line = line.to_lowercase();
        words.iter().filter(|word| line.contains(**word)).count()
    };
    let mut ranked: Vec<(usize, usize)> = lines
        .iter()
        .take(50_000)
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(at, line)| (held(line), at))
        .filter(|(count, _)| *count > 0)
        .collect();
    if ranked.is_empty() {
        return None;
    }
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut shown: Vec<usize> = ranked.into_iter().take(MAX_WORD_LINES).map(|(_, at)| at).collect();
    shown.sort_unstable();
    let mut out = String::new();
    for at in shown {
        numbered(&mut out, at + 1, &clipped(lines[at]));
    }
    Some(out)
}

/// How `old` differs from the closest region, as `-` (old_string) and `+`
/// (the file) lines: at most `MAX_DIFF_LINES`, whitespace made visible
/// where it is all that differs.
fn short_diff(old: &[&str], region: &[&str]) -> String {
    let (old, region) = (old.join("\n"), region.join("\n"));
    let diff = TextDiff::configure().timeout(std::time::Duration::from_millis(200)).diff_lines(&old, &region);
    let mut out = String::new();
    let mut shown = 0;
    for change in diff.iter_all_changes() {
        let sign = match change.tag() {
            similar::ChangeTag::Equal => continue,
            similar::ChangeTag::Delete => '-',
            similar::ChangeTag::Insert => '+',
        };
        if shown == MAX_DIFF_LINES {
            out.push_str("  …\n");
            break;
        }
        let line = change.value().trim_end_matches(['\n', '\r']);
        out.push_str(&format!("  {sign} {line:?}\n"));
        shown += 1;
    }
    if out.is_empty() { out } else { format!("old_string (-) against the file (+):\n{out}") }
}

/// `   12\t…`: a line as read shows it.
fn has_read_prefix(line: &str) -> bool {
    let rest = line.trim_start();
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    digits > 0 && rest[digits..].starts_with('\t')
}

/// The window of `old.len()` file lines most like `old`, as a line range.
///
/// First by lines equal after trimming at the same position in the window,
/// weighted by their length so that `}` counts for little; then by such lines
/// anywhere in the window (old_string with a line too many or too few); when
/// no line is equal, by the character similarity of the longest line of `old`
/// to each file line.
fn closest_region(lines: &[&str], old: &[&str]) -> Option<(usize, usize)> {
    if lines.is_empty() {
        return None;
    }
    let lines = &lines[..lines.len().min(50_000)];
    let height = old.len().clamp(1, lines.len());
    let starts = 0..=lines.len() - height;
    let weight = |line: &str| line.trim().len();
    let in_place = |start: usize| -> usize {
        old.iter()
            .zip(&lines[start..start + height])
            .filter(|(o, l)| o.trim() == l.trim())
            .map(|(o, _)| weight(o))
            .sum()
    };
    let best_in_place =
        starts.clone().map(|start| (in_place(start), start)).max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    if let Some((score, start)) = best_in_place
        && score > 0
    {
        return Some((start, start + height));
    }
    let wanted: HashSet<&str> = old.iter().map(|l| l.trim()).filter(|l| !l.is_empty()).collect();
    let weights: Vec<usize> = lines.iter().map(|l| if wanted.contains(l.trim()) { weight(l) } else { 0 }).collect();
    let mut sum: usize = weights[..height].iter().sum();
    let (mut best, mut best_sum) = (0, sum);
    for start in starts.skip(1) {
        sum = sum + weights[start + height - 1] - weights[start - 1];
        if sum > best_sum {
            (best, best_sum) = (start, sum);
        }
    }
    if best_sum > 0 {
        return Some((best, best + height));
    }
    let (pivot_index, pivot) = old.iter().enumerate().max_by_key(|(_, l)| l.trim().len())?;
    let pivot = pivot.trim();
    if pivot.is_empty() {
        return None;
    }
    let mut best_line = None;
    let mut best_ratio = 0.5_f32;
    for (index, line) in lines.iter().enumerate() {
        let line = line.trim();
        let (short, long) =
            if line.len() < pivot.len() { (line.len(), pivot.len()) } else { (pivot.len(), line.len()) };
        if short * 2 < long {
            continue;
        }
        let ratio = TextDiff::from_chars(line, pivot).ratio();
        if ratio > best_ratio {
            (best_line, best_ratio) = (Some(index), ratio);
        }
    }
    let start = best_line?.saturating_sub(pivot_index).min(lines.len() - height);
    Some((start, start + height))
}

/// Lines from a definition's first line to a match below it, at most.
const MAX_LINES_TO_MATCH: usize = 6;

/// The definitions each match line (1-based `lines`) of a repeated
/// old_string stands in, and for the first the old_string that picks it
/// out: its lines from the definition's first line on. `None` unless every
/// match is in its own definition, a few lines below its first line. A
/// small model told to "include more surrounding lines" set replace_all
/// instead, and changed `smallest` along with `largest`.
pub(super) fn in_definitions(content: &str, lines: &[usize]) -> Option<String> {
    let all: Vec<&str> = content.lines().collect();
    let indent = |line: &str| line.len() - line.trim_start().len();
    let mut places = Vec::new();
    for &line in lines.iter().take(MAX_LISTED_MATCHES) {
        let at = line - 1;
        let header = (at.saturating_sub(MAX_LINES_TO_MATCH - 1)..at)
            .rev()
            .find(|&h| indent(all[h]) < indent(all[at]) && defined_name(all[h]).is_some())?;
        places.push((line, header));
    }
    let headers: HashSet<usize> = places.iter().map(|(_, header)| *header).collect();
    if headers.len() != places.len() {
        return None;
    }
    let (first_line, first_header) = places[0];
    let example = all[first_header..first_line].join("\n");
    if content.matches(&example).count() != 1 {
        return None;
    }
    let listed: Vec<String> =
        places.iter().map(|(line, header)| format!("line {line} in `{}`", all[*header].trim())).collect();
    let example = serde_json::to_string(&example).unwrap_or_default();
    Some(format!(
        "{}. To change one, send old_string from its first line down to the line to change, e.g. for line {first_line}: {example}",
        listed.join(", ")
    ))
}

/// Functions defined in `content` whose calls `old` holds but not their
/// definition: `is_even(4)`, a test's line, sent to the code it tests.
pub(super) fn called_here(content: &str, old: &str) -> Option<String> {
    let lines: Vec<&str> = content.lines().collect();
    let mut told = Vec::new();
    for (at, _) in old.match_indices('(') {
        let before = &old[..at];
        let name = &before[before.trim_end_matches(|c: char| c.is_alphanumeric() || c == '_').len()..];
        // old_string that holds the definition itself is a near miss of
        // it, which the closest region shows better.
        let line_start = before.rfind('\n').map_or(0, |at| at + 1);
        let defines = defined_name(&before[line_start..]).is_some();
        if name.is_empty() || defines || told.iter().any(|(known, _)| known == name) {
            continue;
        }
        let header = lines.iter().position(|l| defined_name(l) == Some(name) && !l.trim_start().starts_with("class "));
        if let Some(header) = header {
            told.push((name.to_owned(), numbered_definition(&lines, header)));
        }
    }
    if told.is_empty() {
        return None;
    }
    let listed: Vec<String> =
        told.iter().map(|(name, lines)| format!("`{name}` is defined here:\n{lines}\n")).collect();
    Some(format!(
        "old_string calls code this file defines; to change what it does, edit its definition (old_string copied from these lines):\n{}",
        listed.join("")
    ))
}

/// The error for an edit whose old_string and new_string are the same, and
/// where that text is: the definition it stands in, when it occurs once.
/// Asked to fix `is_overdue`, a 1.5B model sent its signature as both,
/// twice, and never looked at the body below it.
pub(super) fn identical(content: &str, shown: &str, old: &str) -> String {
    const SAID: &str = "old_string and new_string are identical; there is nothing to change";
    let mut places = content.match_indices(old);
    let (Some((at, _)), None) = (places.next(), places.next()) else {
        // Not in the file as written (`is_overdue(due, returned)` for
        // `is_overdue(due: date, returned: date)`): the definitions it names.
        return match called_here(content, old) {
            Some(called) => format!("{SAID}. {called}"),
            None => SAID.to_owned(),
        };
    };
    let lines: Vec<&str> = content.lines().collect();
    let line = content[..at].matches('\n').count();
    let Some(header) = enclosing_definition(&lines, line) else {
        return SAID.to_owned();
    };
    format!(
        "{SAID}. old_string is at line {} of {shown}, in:\n{}\nnew_string must hold the code as it should be after the change.",
        line + 1,
        numbered_definition(&lines, header)
    )
}

/// The line (0-based) where the definition holding `lines[line]` opens:
/// that line itself when it opens one, else the nearest less indented
/// one above it that does.
pub(super) fn enclosing_definition(lines: &[&str], line: usize) -> Option<usize> {
    let line = line.min(lines.len().checked_sub(1)?);
    let depth = |l: &str| l.len() - l.trim_start().len();
    (0..=line).rev().find(|&i| defined_name(lines[i]).is_some() && (i == line || depth(lines[i]) < depth(lines[line])))
}

/// The definition opening at `lines[header]`, numbered like `read`, at
/// most `MAX_CALLED_LINES`, after the file's settings it uses.
pub(super) fn numbered_definition(lines: &[&str], header: usize) -> String {
    crate::text::numbered_definition_with_settings(lines, header, MAX_CALLED_LINES)
}

/// Lines of a called function shown when old_string calls it.
const MAX_CALLED_LINES: usize = 12;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closest_region_prefers_distinctive_lines() {
        let file = ["fn a() {", "}", "fn b() {", "    let total = compute(1);", "}"];
        assert_eq!(closest_region(&file, &["fn b() {", "  let total = compute(2);", "}"]), Some((2, 5)));
        assert_eq!(closest_region(&file, &["let totl = compute(1);"]), Some((3, 4)));
        assert_eq!(closest_region(&file, &["completely unrelated text here"]), None);
    }

    #[test]
    fn read_prefixes() {
        assert!(has_read_prefix("    12\tfoo"));
        assert!(!has_read_prefix("    foo\tbar"));
    }
}
