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

fn tokens(text: &str, loose: Loose) -> Vec<Token> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        if loose.ignores(c) {
            continue;
        }
        let mut end = start + c.len_utf8();
        if is_word(c) {
            while let Some(&(at, next)) = chars.peek()
                && is_word(next)
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
                if i < count {
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
        let text = "  \"debug\": false, x1+=2";
        let shown: Vec<&str> = tokens(text, Loose::Punctuation).iter().map(|t| &text[t.start..t.end]).collect();
        assert_eq!(shown, ["debug", ":", "false", "x1", "+", "=", "2"]);
        let shown: Vec<&str> = tokens(text, Loose::Spacing).iter().map(|t| &text[t.start..t.end]).collect();
        assert_eq!(shown, ["\"", "debug", "\"", ":", "false", ",", "x1", "+", "=", "2"]);
    }

    #[test]
    fn the_change_is_carried_over() {
        let p = Loose::Punctuation;
        let s = Loose::Spacing;
        // (file, old, new, loose) → file after
        let cases: &[(&str, &str, &str, Loose, Option<&str>)] = &[
            ("  \"debug\": false,\n", "debug: false", "debug: true", p, Some("  \"debug\": true,\n")),
            ("x = a-b\n", "x = a - b", "x = a + b", s, Some("x = a+b\n")),
            // A deletion takes the gap after it; an insertion brings its own.
            ("f(a,  b,  c)\n", "f(a, b, c)", "f(a, c)", s, Some("f(a,  c)\n")),
            ("f(a,  c)\n", "f(a, c)", "f(a, b, c)", s, Some("f(a,  b, c)\n")),
            // At the end: the gap before.
            ("f(a,  b)\n", "a, b)", "a)", s, Some("f(a)\n")),
            ("call(x)\n", "call (x)", "call (x, y)", s, Some("call(x, y)\n")),
            // A word is a whole token: `bug` is not in `debug`.
            ("debug = 1\n", "bug = 1", "bug = 2", s, None),
            // A change in ignored characters alone cannot be carried.
            ("x = 'a'\n", "x = \"a\"", "x = a", p, None),
            // Meaningful marks stay: `-` is not `+`.
            ("y = a - b\n", "y = a + b", "y = a * b", p, None),
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
