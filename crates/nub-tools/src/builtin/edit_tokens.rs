//! Token-level matching for `edit`, and carrying the change over.
//!
//! A small model quotes `debug: false` for the line `"debug": false,`, or
//! `return a - b` for `return a-b`. Compared as tokens (words and the
//! punctuation that carries meaning), with spacing — and, in the looser rule,
//! quotes, commas and semicolons — left out, such an `old_string` names one
//! place in the file. Replacing that place with `new_string` verbatim would
//! drop the file's quotes and spacing, so instead the token-level difference
//! between `old_string` and `new_string` is applied to the matched region:
//! `false` → `true` inside `"debug": false,` gives `"debug": true,`. Every
//! change lands between the first and last matched token; nothing outside
//! the region is touched.

use std::collections::HashSet;

use similar::{Algorithm, DiffOp, capture_diff_slices};

/// What a comparison leaves out besides whitespace.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Loose {
    /// Whitespace only: `a-b` is `a - b`, line breaks may fall elsewhere.
    Spacing,
    /// Also quotes, commas and semicolons: `debug: false` is `"debug": false,`.
    Punctuation,
}

impl Loose {
    fn ignores(self, c: char) -> bool {
        c.is_whitespace() || (self == Loose::Punctuation && matches!(c, '"' | '\'' | '`' | ',' | ';'))
    }
}

/// Files with more tokens are not searched (the search is quadratic at worst).
const MAX_FILE_TOKENS: usize = 2_000_000;

/// A token: a run of word characters or one other character, by byte range.
#[derive(Debug, Clone, Copy)]
struct Token {
    start: usize,
    end: usize,
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

fn is_comparison(c: char) -> bool {
    matches!(c, '<' | '>' | '=' | '!')
}

fn tokens(text: &str, loose: Loose) -> Vec<Token> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if loose.ignores(c) {
            continue;
        }
        let mut end = start + c.len_utf8();
        // A word, or a comparison (`>=`, `==`, `!=`) as one token: a change
        // from `>` to `>=` replaces the operator instead of adding a `=`
        // after the gap that follows it.
        let same_run: fn(char) -> bool = if is_word(c) { is_word } else { is_comparison };
        if is_word(c) || is_comparison(c) {
            while let Some(&(at, next)) = chars.peek()
                && same_run(next)
            {
                end = at + next.len_utf8();
                chars.next();
            }
        }
        out.push(Token { start, end });
    }
    out
}

/// The outcome of a token rule.
#[derive(Debug, PartialEq)]
pub(crate) enum Carried {
    /// The region `start..end` of the file becomes `new`.
    Found {
        start: usize,
        end: usize,
        new: String,
    },
    /// `old_string` matches at these byte offsets.
    Ambiguous(Vec<usize>),
    NotFound,
}

/// Finds `old` in `content` token by token, ignoring what `loose` leaves out,
/// and, when it names exactly one place, applies the change from `old` to
/// `new` there. Not found when the change is in ignored characters only
/// (nothing could be carried over).
pub(crate) fn carry(content: &str, old: &str, new: &str, loose: Loose) -> Carried {
    let wanted = tokens(old, loose);
    if wanted.is_empty() {
        return Carried::NotFound;
    }
    let file = tokens(content, loose);
    if file.len() > MAX_FILE_TOKENS || wanted.len() > file.len() {
        return Carried::NotFound;
    }
    let same = |w: &Token, f: &Token| old[w.start..w.end] == content[f.start..f.end];
    let starts: Vec<usize> = (0..=file.len() - wanted.len())
        .filter(|&at| same(&wanted[0], &file[at]) && wanted.iter().zip(&file[at..]).all(|(w, f)| same(w, f)))
        .take(MAX_LISTED + 1)
        .collect();
    let at = match starts.as_slice() {
        [] => return Carried::NotFound,
        [at] => *at,
        several => return Carried::Ambiguous(several.iter().map(|&s| file[s].start).collect()),
    };
    let matched = &file[at..at + wanted.len()];
    let replacement = tokens(new, loose);
    let old_texts: Vec<&str> = wanted.iter().map(|t| &old[t.start..t.end]).collect();
    let new_texts: Vec<&str> = replacement.iter().map(|t| &new[t.start..t.end]).collect();
    let ops = capture_diff_slices(Algorithm::Myers, &old_texts, &new_texts);
    let splices = splices(&ops, matched, &replacement, new);
    if splices.is_empty() {
        return Carried::NotFound;
    }
    let (start, end) = (matched[0].start, matched[matched.len() - 1].end);
    let crlf = content[start..end].contains("\r\n");
    let mut out = String::new();
    let mut from = start;
    for (cut_start, cut_end, insert) in splices {
        out.push_str(&content[from..cut_start]);
        if crlf && !insert.contains('\r') {
            out.push_str(&insert.replace('\n', "\r\n"));
        } else {
            out.push_str(insert);
        }
        from = cut_end;
    }
    out.push_str(&content[from..end]);
    Carried::Found { start, end, new: out }
}

/// Places listed when a match is ambiguous.
const MAX_LISTED: usize = 20;

/// Tokens of `old_string` the change may replace for `carry_around_change`:
/// an operator, a name, a value.
const MAX_CHANGED: usize = 3;
/// Unchanged tokens looked at on each side of the change, at most.
const MAX_CONTEXT: usize = 6;
/// Files searched around a change, at most (up to 78 searches of the file).
const MAX_AROUND_FILE_BYTES: usize = 256 << 10;

/// The last token rule, for an `old_string` that paraphrases the code
/// around a small change: `free_shipping(total) > THRESHOLD` → `>=` for the
/// line `return total > THRESHOLD`. The change (at most `MAX_CHANGED`
/// tokens) is carried over where the fewest unchanged tokens next to it
/// name exactly one place — `> THRESHOLD` — and only when every name
/// `old_string` uses is in the file and the place's lines hold at least
/// half of them: the model is talking about this code. Tokens as
/// `Loose::Punctuation` sees them.
pub(crate) fn carry_around_change(content: &str, old: &str, new: &str) -> Carried {
    // Each context size searches the file again: a big file is left to the
    // error that shows the closest region.
    if content.len() > MAX_AROUND_FILE_BYTES {
        return Carried::NotFound;
    }
    let loose = Loose::Punctuation;
    let (wanted, replacement) = (tokens(old, loose), tokens(new, loose));
    let old_texts: Vec<&str> = wanted.iter().map(|t| &old[t.start..t.end]).collect();
    let new_texts: Vec<&str> = replacement.iter().map(|t| &new[t.start..t.end]).collect();
    let ops = capture_diff_slices(Algorithm::Myers, &old_texts, &new_texts);
    let mut changed = ops.iter().filter(|op| !matches!(op, DiffOp::Equal { .. }));
    let (Some(first), last) = (changed.next(), changed.next_back()) else { return Carried::NotFound };
    let last = last.unwrap_or(first);
    let (a, b) = (first.old_range().start, last.old_range().end);
    let (a2, b2) = (first.new_range().start, last.new_range().end);
    if b - a > MAX_CHANGED || b2 - a2 > 2 * MAX_CHANGED {
        return Carried::NotFound;
    }
    let names: Vec<&str> =
        old_texts.iter().copied().filter(|t| t.starts_with(|c: char| c.is_alphabetic() || c == '_')).collect();
    let in_file: HashSet<&str> =
        tokens(content, loose).iter().map(|t| &content[t.start..t.end]).filter(|t| t.starts_with(is_word)).collect();
    if names.is_empty() || !names.iter().all(|name| in_file.contains(name)) {
        return Carried::NotFound;
    }
    // Where the smallest context that occurs at all occurs, when more than once.
    let mut several: Vec<usize> = Vec::new();
    for size in 1..=2 * MAX_CONTEXT {
        let mut places: Vec<(usize, usize, String)> = Vec::new();
        for left in 0..=size.min(a).min(MAX_CONTEXT) {
            let right = size - left;
            if right > MAX_CONTEXT || b + right > wanted.len() {
                continue;
            }
            let context = old_texts[a - left..a].iter().chain(&old_texts[b..b + right]);
            if !context.clone().any(|t| t.starts_with(is_word)) {
                continue;
            }
            let old_part = &old[wanted[a - left].start..wanted[b + right - 1].end];
            let new_part = &new[replacement[a2 - left].start..replacement[b2 + right - 1].end];
            match carry(content, old_part, new_part, loose) {
                Carried::Found { start, end, new } if !places.iter().any(|(s, e, _)| (*s, *e) == (start, end)) => {
                    places.push((start, end, new));
                }
                Carried::Ambiguous(at) if several.is_empty() => several = at,
                _ => {}
            }
        }
        match places.len() {
            0 => continue,
            1 => {}
            _ => return Carried::Ambiguous(places.iter().map(|(start, ..)| *start).collect()),
        }
        let (start, end, new) = places.remove(0);
        let line_start = content[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = content[end..].find('\n').map_or(content.len(), |i| end + i);
        let lines: HashSet<&str> = tokens(&content[line_start..line_end], loose)
            .iter()
            .map(|t| &content[line_start + t.start..line_start + t.end])
            .collect();
        let distinct: HashSet<&str> = names.iter().copied().collect();
        let shared = distinct.iter().filter(|name| lines.contains(*name)).count();
        return if 2 * shared >= distinct.len() { Carried::Found { start, end, new } } else { Carried::NotFound };
    }
    if several.is_empty() { Carried::NotFound } else { Carried::Ambiguous(several) }
}

/// The file edits that carry `ops` (old tokens → new tokens) onto the
/// matched file tokens: `(start, end, text)`, ascending, not overlapping,
/// all inside the matched region.
fn splices<'n>(ops: &[DiffOp], matched: &[Token], replacement: &[Token], new: &'n str) -> Vec<(usize, usize, &'n str)> {
    let mut out = Vec::new();
    let count = matched.len();
    for op in ops {
        match *op {
            DiffOp::Equal { .. } => {}
            DiffOp::Delete { old_index: i, old_len: n, .. } => {
                // The tokens and the gap after them (or before them, at the end).
                let range = if i + n < count {
                    (matched[i].start, matched[i + n].start)
                } else if i > 0 {
                    (matched[i - 1].end, matched[i + n - 1].end)
                } else {
                    (matched[0].start, matched[count - 1].end)
                };
                out.push((range.0, range.1, ""));
            }
            DiffOp::Insert { old_index: i, new_index: k, new_len: n } => {
                let last = k + n - 1;
                if i > 0 && k > 0 {
                    // After the kept token before them, with the gap `new`
                    // has before them: `part[0]` + `.upper()` stays joined,
                    // `(x` + `, y` keeps the comma the loose rule skips.
                    let at = matched[i - 1].end;
                    out.push((at, at, &new[replacement[k - 1].end..replacement[last].end]));
                } else if i < count {
                    // The new tokens and the gap after them, before the next kept token.
                    let end = replacement.get(k + n).map_or(replacement[last].end, |t| t.start);
                    out.push((matched[i].start, matched[i].start, &new[replacement[k].start..end]));
                } else {
                    // At the end: the gap before them and the tokens.
                    let begin = if k > 0 { replacement[k - 1].end } else { replacement[k].start };
                    let at = matched[count - 1].end;
                    out.push((at, at, &new[begin..replacement[last].end]));
                }
            }
            DiffOp::Replace { old_index: i, old_len: n, new_index: k, new_len: l } => {
                let text = &new[replacement[k].start..replacement[k + l - 1].end];
                out.push((matched[i].start, matched[i + n - 1].end, text));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn apply(content: &str, old: &str, new: &str, loose: Loose) -> Option<String> {
        match carry(content, old, new, loose) {
            Carried::Found { start, end, new } => Some(format!("{}{new}{}", &content[..start], &content[end..])),
            _ => None,
        }
    }

    #[test]
    fn tokens_are_words_and_single_marks() {
        let text = "  \"debug\": false, x1+=2 if a>=b";
        let shown: Vec<&str> = tokens(text, Loose::Punctuation).iter().map(|t| &text[t.start..t.end]).collect();
        assert_eq!(shown, ["debug", ":", "false", "x1", "+", "=", "2", "if", "a", ">=", "b"]);
        let shown: Vec<&str> = tokens(text, Loose::Spacing).iter().map(|t| &text[t.start..t.end]).collect();
        assert_eq!(shown, ["\"", "debug", "\"", ":", "false", ",", "x1", "+", "=", "2", "if", "a", ">=", "b"]);
    }

    #[test]
    fn the_change_is_carried_over() {
        let p = Loose::Punctuation;
        let s = Loose::Spacing;
        // (file, old, new, loose) → file after
        let cases: &[(&str, &str, &str, Loose, Option<&str>)] = &[
            ("  \"debug\": false,\n", "debug: false", "debug: true", p, Some("  \"debug\": true,\n")),
            ("x = a-b\n", "x = a - b", "x = a + b", s, Some("x = a+b\n")),
            // A deletion takes the gap after it; an insertion brings the
            // gap before it, after the token it follows.
            ("f(a,  b,  c)\n", "f(a, b, c)", "f(a, c)", s, Some("f(a,  c)\n")),
            ("f(a,  c)\n", "f(a, c)", "f(a, b, c)", s, Some("f(a, b,  c)\n")),
            ("x = (p[0] for p in v)\n", "p[0] for", "p[0].upper() for", s, Some("x = (p[0].upper() for p in v)\n")),
            // The commas the loose rule skips come with the inserted tokens.
            ("g(x)\n", "g(x)", "g(x, y)", p, Some("g(x, y)\n")),
            // At the end: the gap before.
            ("f(a,  b)\n", "a, b)", "a)", s, Some("f(a)\n")),
            ("call(x)\n", "call (x)", "call (x, y)", s, Some("call(x, y)\n")),
            // A word is a whole token: `bug` is not in `debug`.
            ("debug = 1\n", "bug = 1", "bug = 2", s, None),
            // A change in ignored characters alone cannot be carried.
            ("x = 'a'\n", "x = \"a\"", "x = a", p, None),
            // Meaningful marks stay: `-` is not `+`.
            ("y = a - b\n", "y = a + b", "y = a * b", p, None),
            // A comparison is one token: `>` becomes `>=`, not `> =`.
            ("ok = total > limit\n", "total > limit", "total >= limit", p, Some("ok = total >= limit\n")),
            ("ok = total>limit\n", "total > limit", "total >= limit", s, Some("ok = total>=limit\n")),
            // CRLF regions keep their endings.
            ("a=1\r\nb=2\r\n", "a = 1\nb = 2", "a = 1\nc = 3\nb = 2", s, Some("a=1\r\nc = 3\r\nb=2\r\n")),
        ];
        for (file, old, new, loose, expected) in cases {
            assert_eq!(apply(file, old, new, *loose).as_deref(), *expected, "{old:?} → {new:?} in {file:?}");
        }
    }

    #[test]
    fn several_places_are_ambiguous() {
        let file = "a = {'debug': False}\nb = {'debug': False}\n";
        assert_eq!(carry(file, "debug: False", "debug: True", Loose::Punctuation), Carried::Ambiguous(vec![6, 27]));
    }
}
