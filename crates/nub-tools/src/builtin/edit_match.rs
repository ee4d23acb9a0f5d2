//! Where `edit` finds `old_string` when it is not in the file exactly.
//!
//! Small models copy text imperfectly: `\n` for `\r\n`, trailing blanks
//! dropped or added, a block quoted at the wrong indentation, one character
//! misremembered. These rules are tried in order, each over whole lines, and
//! a rule applies only when it finds exactly one place: line endings,
//! trailing whitespace, indentation (then `new_string` is re-indented by the
//! same amount); then the token rules of `edit_tokens` (spacing, then
//! quotes and punctuation), which carry the change over instead of pasting
//! `new_string`; a fuzzy match of at least `FUZZY` similarity; and last the
//! change carried over where the code next to it occurs once. The result
//! names the rule, so the model learns what it got wrong.

use std::time::Duration;

use similar::TextDiff;

use super::edit_tokens::{Carried, Loose, carry, carry_around_change};

/// Similarity (0–1, over the lines with their indentation trimmed) from
/// which a region counts as what the model meant.
const FUZZY: f32 = 0.9;
/// Shorter `old_string`s (non-blank characters) are too short to guess at:
/// `a - b` and `a + b` differ in what matters.
const FUZZY_MIN_CHARS: usize = 12;
/// Bounds on the fuzzy search, which compares every window of the file.
const FUZZY_MAX_FILE_LINES: usize = 20_000;
const FUZZY_MAX_OLD_LINES: usize = 200;

#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Rule {
    LineEndings,
    TrailingWhitespace,
    /// Matched with the indentation ignored; `new_string` was re-indented.
    Indentation,
    /// The same tokens with other spacing; the change was carried over.
    Spacing,
    /// The same tokens with other quotes, commas or semicolons (and
    /// spacing); the change was carried over.
    Punctuation,
    /// Similar enough; the percentage says how similar.
    Fuzzy(u32),
    /// Not in the file as quoted, but the few tokens next to the change
    /// are, once (`edit_tokens::carry_around_change`).
    AroundTheChange,
    /// The message as the program prints it, which one string template
    /// of the file renders (`rendered`).
    Rendered,
}

impl Rule {
    pub(crate) fn describe(self) -> String {
        match self {
            Rule::LineEndings => "line endings differed".into(),
            Rule::TrailingWhitespace => "trailing whitespace differed".into(),
            Rule::Indentation => "indentation differed; new_string was re-indented to match".into(),
            Rule::Spacing => "spacing differed; the change was carried over token by token".into(),
            Rule::Punctuation => "quotes and punctuation differed; the change was carried over token by token".into(),
            Rule::Fuzzy(percent) => format!("not exact: a {percent}% similar region was replaced"),
            Rule::AroundTheChange => {
                "not in the file as written; the change was made where the code next to it occurs once — check the diff"
                    .into()
            }
            Rule::Rendered => {
                "old_string is the message as printed; the new text went into the template that prints it, its values as the placeholders — check the diff".into()
            }
        }
    }

    /// How the rule matched, said of the places it found when they are
    /// several: `describe` tells of a change made, which none was.
    pub(crate) fn matching(self) -> String {
        match self {
            Rule::LineEndings => "with other line endings".into(),
            Rule::TrailingWhitespace => "with trailing whitespace ignored".into(),
            Rule::Indentation => "with indentation ignored".into(),
            Rule::Spacing => "with spacing ignored".into(),
            Rule::Punctuation => "with quotes and punctuation ignored".into(),
            Rule::Fuzzy(percent) => format!("as a {percent}% similar region"),
            Rule::AroundTheChange => "by the code next to the change alone".into(),
            Rule::Rendered => "as the message a template prints".into(),
        }
    }
}

/// One place found by a rule: the byte range to replace, what goes there.
#[derive(Debug, PartialEq)]
pub(crate) struct Found {
    pub start: usize,
    pub end: usize,
    pub new: String,
    pub rule: Rule,
    /// 1-based line numbers of the region.
    pub lines: (usize, usize),
}

#[derive(Debug, PartialEq)]
pub(crate) enum Tolerant {
    Found(Found),
    /// A rule matched several places (their 1-based first lines).
    Ambiguous(Rule, Vec<usize>),
    NotFound,
}

/// Whether a line of `old_string` and a line of the file count as the same.
type SameLine = fn(&str, &str) -> bool;

/// A line of text: where it starts, its text without terminator, and the
/// terminator's length (0, 1 or 2).
struct Line<'a> {
    at: usize,
    text: &'a str,
    end_len: usize,
}

fn lines_of(text: &str) -> Vec<Line<'_>> {
    let mut at = 0;
    text.split_inclusive('\n')
        .map(|piece| {
            let body = piece.strip_suffix('\n').map_or(piece, |p| p.strip_suffix('\r').unwrap_or(p));
            let line = Line { at, text: body, end_len: piece.len() - body.len() };
            at += piece.len();
            line
        })
        .collect()
}

fn indentation(line: &str) -> &str {
    &line[..line.len() - line.trim_start().len()]
}

/// `new` with its later lines indented like the line `old` starts on, when
/// `old` is one line found (at `at`) right after that line's indentation
/// and every later line of `new` is indented less than it: those lines
/// were written from `old`'s column. Asked for a 13th booking to go to the
/// waitlist, the 1.5B model sent `self.waitlist.append(member)` and that
/// line plus `self.waitlist.pop(0)`, which landed at column 0 inside a
/// method. `None` when nothing is to change.
pub(crate) fn indented_like_its_line(content: &str, at: usize, old: &str, new: &str) -> Option<String> {
    let line_start = content[..at].rfind('\n').map_or(0, |i| i + 1);
    let own = &content[line_start..at];
    // A block's header (`def f():`) has its body one level deeper: that
    // case is `under_header`'s.
    let header = old.trim_end().ends_with([':', '{']);
    if header || old.contains('\n') || own.is_empty() || !own.chars().all(|c| c == ' ' || c == '\t') {
        return None;
    }
    let (first, rest) = new.split_once('\n')?;
    let later: Vec<&str> = rest.split('\n').collect();
    let written = || later.iter().filter(|line| !line.trim().is_empty());
    if written().next().is_none() || written().any(|line| indentation(line).len() >= own.len()) {
        return None;
    }
    let mut text = first.to_owned();
    for line in later {
        text.push('\n');
        if !line.trim().is_empty() {
            text.push_str(own);
        }
        text.push_str(line);
    }
    Some(text)
}

/// Tries the rules in order on `content`; `None` of them is the exact match,
/// which the caller has already looked for.
pub(crate) fn find(content: &str, old: &str, new: &str) -> Tolerant {
    let file = lines_of(content);
    let wanted = lines_of(old);
    if wanted.is_empty() || file.is_empty() {
        return Tolerant::NotFound;
    }
    let with_newline = old.ends_with('\n');
    let line_rules: [(Rule, SameLine); 3] = [
        (Rule::LineEndings, |a, b| a == b),
        (Rule::TrailingWhitespace, |a, b| a.trim_end() == b.trim_end()),
        (Rule::Indentation, |a, b| a.trim() == b.trim()),
    ];
    for (rule, same) in line_rules {
        let mut starts =
            windows(&file, wanted.len(), |start| wanted.iter().zip(&file[start..]).all(|(w, f)| same(w.text, f.text)));
        if rule == Rule::Indentation {
            starts.retain(|&start| reindent_from(&wanted, &file[start..start + wanted.len()]).is_some());
        }
        match starts.as_slice() {
            [] => continue,
            [start] => {
                let region = &file[*start..*start + wanted.len()];
                let new = match rule {
                    Rule::Indentation => match reindent_from(&wanted, region) {
                        Some((from, to)) => reindent(new, from, to),
                        None => continue,
                    },
                    _ => new.to_owned(),
                };
                return Tolerant::Found(found(content, region, *start, with_newline, new, rule));
            }
            several => return Tolerant::Ambiguous(rule, several.iter().map(|s| s + 1).collect()),
        }
    }
    for (rule, loose) in [(Rule::Spacing, Loose::Spacing), (Rule::Punctuation, Loose::Punctuation)] {
        match carry(content, old, new, loose) {
            Carried::NotFound => continue,
            Carried::Found { start, end, new } => {
                let lines = (line_of(content, start), line_of(content, end.saturating_sub(1).max(start)));
                return Tolerant::Found(Found { start, end, new, rule, lines });
            }
            Carried::Ambiguous(offsets) => {
                return Tolerant::Ambiguous(rule, offsets.iter().map(|&at| line_of(content, at)).collect());
            }
        }
    }
    match fuzzy(content, &file, &wanted, with_newline, new) {
        Tolerant::NotFound => match around_the_change(content, old, new) {
            Tolerant::NotFound => rendered(content, old, new),
            decided => decided,
        },
        decided => decided,
    }
}

fn rendered(content: &str, old: &str, new: &str) -> Tolerant {
    let rule = Rule::Rendered;
    match crate::messages::carry(content, old, new) {
        Ok(None) => Tolerant::NotFound,
        Ok(Some((start, end, new))) => {
            let lines = (line_of(content, start), line_of(content, end));
            Tolerant::Found(Found { start, end, new, rule, lines })
        }
        Err(offsets) => Tolerant::Ambiguous(rule, offsets.iter().map(|&at| line_of(content, at)).collect()),
    }
}

fn around_the_change(content: &str, old: &str, new: &str) -> Tolerant {
    let rule = Rule::AroundTheChange;
    match carry_around_change(content, old, new) {
        Carried::NotFound => Tolerant::NotFound,
        Carried::Found { start, end, new } => {
            let lines = (line_of(content, start), line_of(content, end.saturating_sub(1).max(start)));
            Tolerant::Found(Found { start, end, new, rule, lines })
        }
        Carried::Ambiguous(offsets) => {
            Tolerant::Ambiguous(rule, offsets.iter().map(|&at| line_of(content, at)).collect())
        }
    }
}

/// The 1-based line of a byte offset.
fn line_of(content: &str, at: usize) -> usize {
    1 + content.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count()
}

fn windows(file: &[Line], height: usize, matches: impl Fn(usize) -> bool) -> Vec<usize> {
    if height > file.len() {
        return Vec::new();
    }
    (0..=file.len() - height).filter(|&start| matches(start)).collect()
}

fn found(content: &str, region: &[Line], start: usize, with_newline: bool, new: String, rule: Rule) -> Found {
    let (first, last) = (&region[0], &region[region.len() - 1]);
    let end = last.at + last.text.len() + if with_newline { last.end_len } else { 0 };
    // The file's own line endings, whatever the model wrote.
    let new =
        if content[first.at..end].contains("\r\n") && !new.contains('\r') { new.replace('\n', "\r\n") } else { new };
    Found { start: first.at, end, new, rule, lines: (start + 1, start + region.len()) }
}

/// The indentation `old` has where the file has another, if the difference
/// is the same on every non-blank line: `(from, to)`.
fn reindent_from<'a>(wanted: &[Line<'a>], region: &[Line<'a>]) -> Option<(&'a str, &'a str)> {
    let mut pairs = wanted.iter().zip(region).filter(|(w, _)| !w.text.trim().is_empty());
    let (w0, f0) = pairs.next()?;
    let (from, to) = (indentation(w0.text), indentation(f0.text));
    pairs
        .all(|(w, f)| {
            let (wi, fi) = (indentation(w.text), indentation(f.text));
            matches!((wi.strip_prefix(from), fi.strip_prefix(to)), (Some(a), Some(b)) if a == b)
        })
        .then_some((from, to))
}

/// `text` with `from` replaced by `to` at the start of each line that has it.
fn reindent(text: &str, from: &str, to: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| match line.strip_prefix(from) {
            Some(rest) if !line.trim().is_empty() => format!("{to}{rest}"),
            _ => line.to_owned(),
        })
        .collect()
}

fn fuzzy(content: &str, file: &[Line], wanted: &[Line], with_newline: bool, new: &str) -> Tolerant {
    let trimmed = |lines: &[Line]| lines.iter().map(|l| l.text.trim()).collect::<Vec<_>>().join("\n");
    let old = trimmed(wanted);
    let height = wanted.len();
    if old.chars().filter(|c| !c.is_whitespace()).count() < FUZZY_MIN_CHARS
        || file.len() > FUZZY_MAX_FILE_LINES
        || height > FUZZY_MAX_OLD_LINES
        || height > file.len()
    {
        return Tolerant::NotFound;
    }
    let mut candidates: Vec<(f32, usize)> = Vec::new();
    for start in 0..=file.len() - height {
        let region = trimmed(&file[start..start + height]);
        let (short, long) = (old.len().min(region.len()), old.len().max(region.len()));
        // The ratio can reach FUZZY only if the lengths are close.
        if (2 * short) as f32 / ((short + long).max(1) as f32) < FUZZY {
            continue;
        }
        let ratio = TextDiff::configure().timeout(Duration::from_millis(100)).diff_chars(&old, &region).ratio();
        if ratio >= FUZZY {
            candidates.push((ratio, start));
        }
    }
    let Some(&(ratio, best)) = candidates.iter().max_by(|a, b| a.0.total_cmp(&b.0)) else {
        return Tolerant::NotFound;
    };
    // Windows overlapping the best one are the same place seen shifted.
    let elsewhere: Vec<usize> =
        candidates.iter().map(|&(_, s)| s).filter(|&s| s + height <= best || s >= best + height).collect();
    let rule = Rule::Fuzzy((ratio * 100.0).floor() as u32);
    if !elsewhere.is_empty() {
        let mut starts: Vec<usize> = elsewhere.into_iter().chain([best]).map(|s| s + 1).collect();
        starts.sort_unstable();
        return Tolerant::Ambiguous(rule, starts);
    }
    Tolerant::Found(found(content, &file[best..best + height], best, with_newline, new.to_owned(), rule))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(content: &str, old: &str, new: &str) -> Result<(String, Rule), String> {
        match find(content, old, new) {
            Tolerant::Found(f) => Ok((format!("{}{}{}", &content[..f.start], f.new, &content[f.end..]), f.rule)),
            other => Err(format!("{other:?}")),
        }
    }

    /// The tolerance table: (file, old_string, new_string) → result and rule,
    /// or the refusal.
    #[test]
    fn tolerance_table() {
        let py = "def add(a, b):\n    return a - b\n\n\ndef sub(a, b):\n    return a - b\n";
        type Case<'a> = (&'a str, &'a str, &'a str, Result<(&'a str, Rule), &'a str>);
        let cases: &[Case] = &[
            // Line endings: the model writes \r\n, the file has \n.
            ("one\ntwo\nthree\n", "one\r\ntwo\r\n", "1\n2\n", Ok(("1\n2\nthree\n", Rule::LineEndings))),
            // Trailing whitespace, on either side.
            ("x = 1   \ny = 2\n", "x = 1\ny = 2", "x = 10\ny = 2", Ok(("x = 10\ny = 2\n", Rule::TrailingWhitespace))),
            ("x = 1\ny = 2\n", "x = 1 \ny = 2\t", "x = 3\ny = 4", Ok(("x = 3\ny = 4\n", Rule::TrailingWhitespace))),
            // Indentation: quoted without it; new_string is re-indented.
            (
                "class A:\n    def f(self):\n        return 1\n",
                "def f(self):\n    return 1\n",
                "def f(self):\n    return 2\n",
                Ok(("class A:\n    def f(self):\n        return 2\n", Rule::Indentation)),
            ),
            // Tabs in the file, spaces from the model: no uniform re-indent
            // exists; the tokens match, and only the changed one is replaced,
            // so the file keeps its tabs.
            (
                "fn a() {\n\tif ready {\n\t\tcompute_total();\n\t}\n}\n",
                "    if ready {\n        compute_total();",
                "    if ready {\n        compute_all();",
                Ok(("fn a() {\n\tif ready {\n\t\tcompute_all();\n\t}\n}\n", Rule::Spacing)),
            ),
            // Spacing inside a line, quotes and commas.
            ("x=a-b\n", "x = a - b", "x = a + b", Ok(("x=a+b\n", Rule::Spacing))),
            ("  \"debug\": false,\n", "debug: false", "debug: true", Ok(("  \"debug\": true,\n", Rule::Punctuation))),
            // A misremembered character in a long enough region.
            (
                "def add(a, b):\n    return a - b\n",
                "def add(a, b):\n    retrun a - b",
                "def add(a, b):\n    return a + b",
                Ok(("def add(a, b):\n    return a + b\n", Rule::Fuzzy(96))),
            ),
            // CRLF files keep their endings under a tolerant rule.
            (
                "a = 1  \r\nb = 2\r\n",
                "a = 1\nb = 2\n",
                "a = 3\nb = 4\n",
                Ok(("a = 3\r\nb = 4\r\n", Rule::TrailingWhitespace)),
            ),
            // The model paraphrased the code around a small change: the
            // change lands where its unchanged neighbours occur once.
            (
                "LIMIT = 50\n\n\ndef free(total):\n    return total > LIMIT\n\n\ndef cost(total):\n    return 0 if free(total) else 5\n",
                "free(total) > LIMIT",
                "free(total) >= LIMIT",
                Ok((
                    "LIMIT = 50\n\n\ndef free(total):\n    return total >= LIMIT\n\n\ndef cost(total):\n    return 0 if free(total) else 5\n",
                    Rule::AroundTheChange,
                )),
            ),
            // ...but not when those neighbours occur twice, when a name the
            // model used is not in the file, or when the place found holds
            // too few of its names.
            (py, "add(a, b) - b", "add(a, b) + b", Err("Ambiguous(AroundTheChange, [2, 6])")),
            ("def f(total):\n    return total > LIMIT\n", "g(total) > LIMIT", "g(total) >= LIMIT", Err("NotFound")),
            (
                "x = a > LIMIT\ny = 1\n",
                "if first and second and third > LIMIT",
                "if first and second and third >= LIMIT",
                Err("NotFound"),
            ),
            // Refusals: several places, too short to guess, nothing similar.
            (py, "    return a - b  ", "    return a + b", Err("Ambiguous(TrailingWhitespace, [2, 6])")),
            ("x = a - b\n", "x = a + b", "x = 0", Err("NotFound")),
            (py, "completely different text here", "x", Err("NotFound")),
        ];
        for (file, old, new, expected) in cases {
            let got = apply(file, old, new);
            match expected {
                Ok((text, rule)) => assert_eq!(got, Ok(((*text).to_owned(), *rule)), "{old:?} in {file:?}"),
                Err(refusal) => assert_eq!(got, Err((*refusal).to_owned()), "{old:?} in {file:?}"),
            }
        }
    }

    #[test]
    fn later_lines_written_from_old_strings_column_are_indented_like_its_line() {
        let file = "class A:\n    def f(self):\n        if full:\n            wait(m)\n            return 1\n";
        let at = file.find("wait(m)").unwrap();
        let indented = |new: &str| indented_like_its_line(file, at, "wait(m)", new);
        assert_eq!(indented("wait(m)\nlog(m)").as_deref(), Some("wait(m)\n            log(m)"));
        // Relative indentation is kept; blank lines get none.
        assert_eq!(
            indented("wait(m)\n\nif m:\n    log(m)").as_deref(),
            Some("wait(m)\n\n            if m:\n                log(m)")
        );
        // Lines already at the line's indentation or deeper are as meant.
        assert_eq!(indented("wait(m)\n            log(m)"), None);
        assert_eq!(indented("wait(m)"), None);
        // old_string over several lines, or at a line's start: as sent.
        assert_eq!(indented_like_its_line(file, at, "wait(m)\n", "a\nb"), None);
        assert_eq!(indented_like_its_line(file, 0, "class A:", "class A:\nx = 1"), None);
        let header = file.find("def f").unwrap();
        assert_eq!(indented_like_its_line(file, header, "def f(self):", "def f(self):\nreturn 2"), None);
        // Found inside a line's text, not at its start.
        let inside = file.find("full").unwrap();
        assert_eq!(indented_like_its_line(file, inside, "full", "full\nx"), None);
    }

    #[test]
    fn indentation_must_differ_uniformly() {
        let from = reindent_from(&lines_of("  a\n    b"), &lines_of("    a\n      b"));
        assert_eq!(from, Some(("  ", "    ")));
        assert_eq!(reindent_from(&lines_of("  a\n  b"), &lines_of("    a\n  b")), None);
        assert_eq!(reindent("  x\n\n    y\nz\n", "  ", "\t"), "\tx\n\n\t  y\nz\n");
    }

    #[test]
    fn shifted_windows_of_one_region_are_one_match() {
        let long: String = (0..40).map(|i| format!("    line number {i} of a long function body\n")).collect();
        let old = long.replace("number 20 of", "numbr 20 of");
        assert!(matches!(find(&long, &old, "x"), Tolerant::Found(Found { rule: Rule::Fuzzy(_), lines: (1, 40), .. })));
    }
}
