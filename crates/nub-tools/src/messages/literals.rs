//! The message templates of a file: Python f-strings (and `.format`
//! strings), adjacent literals joined; JSON string values with `{name}`
//! fields; JavaScript template literals. Each is cut into the text it
//! prints as written and the fields the code fills in.

use std::ops::Range;

/// One part of a template: text printed as it is, or a field the code
/// fills in, kept as its source (`{start:%a %d %b}`).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Piece {
    Text(String),
    Field(String),
}

/// How a template is written, so a changed one is written the same way.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Style {
    /// A Python f-string with this quote.
    FString(char),
    /// A Python string with `{name}` fields, filled by `.format`.
    Format(char),
    /// A JSON string with `{name}` fields.
    Json,
    /// A JavaScript template literal with `${…}` fields.
    Backtick,
}

/// A template and the bytes of the file that make it.
#[derive(Debug, Clone)]
pub(crate) struct Template {
    pub span: Range<usize>,
    pub pieces: Vec<Piece>,
    pub style: Style,
}

impl Template {
    pub(crate) fn fields(&self) -> impl Iterator<Item = &str> {
        self.pieces.iter().filter_map(|piece| match piece {
            Piece::Field(source) => Some(source.as_str()),
            Piece::Text(_) => None,
        })
    }
}

/// The templates of a Python file: groups of adjacent string literals with
/// at least one field (an f-string's `{…}`, or `{name}` in a string that
/// `.format(` follows).
pub(crate) fn python_templates(code: &str) -> Vec<Template> {
    let literals = python_literals(code);
    let mut templates = Vec::new();
    let mut at = 0;
    while at < literals.len() {
        let mut end = at + 1;
        while end < literals.len() && joins(code, &literals[end - 1], &literals[end]) {
            end += 1;
        }
        let group = &literals[at..end];
        at = end;
        let span = group[0].span.start..group[group.len() - 1].span.end;
        let formatted = code[span.end..].trim_start().starts_with(".format(");
        let any_f = group.iter().any(|literal| literal.f);
        if group.iter().any(|literal| literal.skip) || !(any_f || formatted) {
            continue;
        }
        let mut pieces = Vec::new();
        for literal in group {
            let body = &code[literal.body.clone()];
            let fields = literal.f || formatted;
            let Some(parts) = cut(body, fields, true) else {
                pieces.clear();
                break;
            };
            for part in parts {
                push(&mut pieces, part);
            }
        }
        if pieces.iter().any(|piece| matches!(piece, Piece::Field(_))) {
            let quote = group[0].quote;
            let style = if any_f { Style::FString(quote) } else { Style::Format(quote) };
            templates.push(Template { span, pieces, style });
        }
    }
    templates
}

/// The templates of a JSON file: string values with `{name}` fields.
pub(crate) fn json_templates(text: &str) -> Vec<Template> {
    let bytes = text.as_bytes();
    let mut templates = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] != b'"' {
            at += 1;
            continue;
        }
        let start = at;
        at += 1;
        while at < bytes.len() && bytes[at] != b'"' {
            at += if bytes[at] == b'\\' { 2 } else { 1 };
        }
        let end = (at + 1).min(bytes.len());
        at = end;
        // A key is followed by `:`; only values are messages.
        if text[end..].trim_start().starts_with(':') || end - start < 2 {
            continue;
        }
        let Some(parts) = cut(&text[start + 1..end - 1], true, true) else { continue };
        let parts: Vec<Piece> = parts.into_iter().fold(Vec::new(), |mut pieces, part| {
            push(&mut pieces, part);
            pieces
        });
        let named = |field: &str| field[1..field.len() - 1].chars().all(|c| c.is_alphanumeric() || c == '_');
        let fields: Vec<&str> = parts
            .iter()
            .filter_map(|piece| if let Piece::Field(field) = piece { Some(field.as_str()) } else { None })
            .collect();
        if !fields.is_empty() && fields.iter().all(|field| named(field)) {
            templates.push(Template { span: start..end, pieces: parts, style: Style::Json });
        }
    }
    templates
}

/// The template literals of JavaScript or TypeScript `code` with `${…}`
/// fields.
pub(crate) fn js_templates(code: &str) -> Vec<Template> {
    let mut templates = Vec::new();
    let mut at = 0;
    while let Some(open) = code[at..].find('`').map(|found| at + found) {
        let mut end = open + 1;
        let bytes = code.as_bytes();
        while end < bytes.len() && bytes[end] != b'`' {
            end += if bytes[end] == b'\\' { 2 } else { 1 };
        }
        if end >= bytes.len() {
            break;
        }
        at = end + 1;
        let Some(pieces) = dollar_pieces(&code[open + 1..end]) else { continue };
        if pieces.iter().any(|piece| matches!(piece, Piece::Field(_))) {
            templates.push(Template { span: open..end + 1, pieces, style: Style::Backtick });
        }
    }
    templates
}

/// A template literal's body cut into text and `${…}` fields.
fn dollar_pieces(body: &str) -> Option<Vec<Piece>> {
    let mut pieces = Vec::new();
    let mut text = String::new();
    let chars: Vec<char> = body.chars().collect();
    let mut at = 0;
    while at < chars.len() {
        match chars[at] {
            '\\' if at + 1 < chars.len() => {
                text.push(match chars[at + 1] {
                    'n' => '\n',
                    't' => '\t',
                    other => other,
                });
                at += 2;
            }
            '$' if chars.get(at + 1) == Some(&'{') => {
                let close = field_end(&chars, at + 1)?;
                if !text.is_empty() {
                    pieces.push(Piece::Text(std::mem::take(&mut text)));
                }
                pieces.push(Piece::Field(chars[at..=close].iter().collect()));
                at = close + 1;
            }
            c => {
                text.push(c);
                at += 1;
            }
        }
    }
    if !text.is_empty() {
        pieces.push(Piece::Text(text));
    }
    Some(pieces)
}

/// A Python string literal: its whole span, the span of its body, and
/// what its prefix and quote say.
struct Literal {
    span: Range<usize>,
    body: Range<usize>,
    quote: char,
    f: bool,
    /// Bytes, triple-quoted (a docstring, or a block of text) or raw (whose
    /// backslashes a changed text would have to keep as they are): left alone.
    skip: bool,
}

/// The string literals of Python `code`, in order; comments skipped.
fn python_literals(code: &str) -> Vec<Literal> {
    let bytes = code.as_bytes();
    let mut literals = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let c = bytes[at];
        if c == b'#' {
            while at < bytes.len() && bytes[at] != b'\n' {
                at += 1;
            }
            continue;
        }
        if c != b'"' && c != b'\'' {
            at += 1;
            continue;
        }
        // The prefix: the letters just before the quote, when no name goes on before them.
        let mut prefix_start = at;
        while prefix_start > 0 && bytes[prefix_start - 1].is_ascii_alphabetic() {
            prefix_start -= 1;
        }
        let prefix = code[prefix_start..at].to_ascii_lowercase();
        let joined_to_name =
            prefix_start > 0 && (bytes[prefix_start - 1] == b'_' || bytes[prefix_start - 1].is_ascii_digit());
        let known = ["", "f", "r", "b", "u", "rf", "fr", "rb", "br"].contains(&prefix.as_str()) && !joined_to_name;
        let (prefix, prefix_start) = if known { (prefix, prefix_start) } else { (String::new(), at) };
        let triple = bytes.get(at + 1) == Some(&c) && bytes.get(at + 2) == Some(&c);
        let width = if triple { 3 } else { 1 };
        let body_start = at + width;
        let mut end = body_start;
        let closed = loop {
            if end >= bytes.len() || (!triple && bytes[end] == b'\n') {
                break None;
            }
            if bytes[end] == b'\\' {
                end += 2;
                continue;
            }
            if bytes[end] == c && (!triple || (bytes.get(end + 1) == Some(&c) && bytes.get(end + 2) == Some(&c))) {
                break Some(end);
            }
            end += 1;
        };
        let Some(body_end) = closed else {
            at = end.max(at + 1);
            continue;
        };
        let span_end = body_end + width;
        literals.push(Literal {
            span: prefix_start..span_end,
            body: body_start..body_end,
            quote: c as char,
            f: prefix.contains('f'),
            skip: prefix.contains('b') || prefix.contains('r') || triple,
        });
        at = span_end;
    }
    literals
}

/// Whether literal `next` continues `previous` (implicit joining): only
/// spaces between them, or line breaks and comments inside brackets.
fn joins(code: &str, previous: &Literal, next: &Literal) -> bool {
    let between = &code[previous.span.end..next.span.start];
    let plain = between.lines().all(|line| {
        let line = line.trim();
        line.is_empty() || line.starts_with('#')
    });
    if !plain {
        return false;
    }
    if !between.contains('\n') {
        return true;
    }
    // Across lines only inside an open bracket: count those before.
    let before = &code[..previous.span.start];
    let line_start = before.rfind("\n\n").map_or(0, |at| at + 2);
    let opened = before[line_start..].chars().fold(0i32, |depth, c| match c {
        '(' | '[' | '{' => depth + 1,
        ')' | ']' | '}' => depth - 1,
        _ => depth,
    });
    opened > 0
}

/// `body` cut into text and fields: `{…}` is a field when `fields`
/// (`{{` and `}}` are braces then); escapes are read when `escapes`.
/// `None` for braces that do not close.
fn cut(body: &str, fields: bool, escapes: bool) -> Option<Vec<Piece>> {
    let chars: Vec<char> = body.chars().collect();
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut at = 0;
    while at < chars.len() {
        let c = chars[at];
        if escapes && c == '\\' && at + 1 < chars.len() {
            let next = chars[at + 1];
            text.push(match next {
                'n' => '\n',
                't' => '\t',
                other => other,
            });
            if !matches!(next, 'n' | 't' | '\\' | '\'' | '"') {
                text.insert(text.len() - next.len_utf8(), '\\');
            }
            at += 2;
            continue;
        }
        if fields && (c == '{' || c == '}') {
            if chars.get(at + 1) == Some(&c) {
                text.push(c);
                at += 2;
                continue;
            }
            if c == '}' {
                return None;
            }
            let close = field_end(&chars, at)?;
            if !text.is_empty() {
                pieces.push(Piece::Text(std::mem::take(&mut text)));
            }
            pieces.push(Piece::Field(chars[at..=close].iter().collect()));
            at = close + 1;
            continue;
        }
        text.push(c);
        at += 1;
    }
    if !text.is_empty() {
        pieces.push(Piece::Text(text));
    }
    Some(pieces)
}

/// The index of the `}` that closes the field opened at `open`: brackets
/// and quoted strings inside it are stepped over.
fn field_end(chars: &[char], open: usize) -> Option<usize> {
    let mut depth = 0;
    let mut quote: Option<char> = None;
    for (at, &c) in chars.iter().enumerate().skip(open) {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '{' | '(' | '[') => depth += 1,
            (None, ')' | ']') => depth -= 1,
            (None, '}') => {
                depth -= 1;
                if depth == 0 {
                    return Some(at);
                }
            }
            _ => {}
        }
    }
    None
}

/// Adds `piece`, joining text to text before it.
fn push(pieces: &mut Vec<Piece>, piece: Piece) {
    if let (Some(Piece::Text(last)), Piece::Text(more)) = (pieces.last_mut(), &piece) {
        last.push_str(more);
        return;
    }
    pieces.push(piece);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(template: &Template) -> Vec<String> {
        template
            .pieces
            .iter()
            .map(|piece| match piece {
                Piece::Text(text) => format!("T:{text}"),
                Piece::Field(field) => format!("F:{field}"),
            })
            .collect()
    }

    #[test]
    fn joined_f_strings_across_lines_make_one_template() {
        let code = "def reminder_text(a):\n    start = a[\"start\"]\n    return (f\"Reminder: {a['patient']}, with {a['therapist']} \"\n            f\"on {start:%A %d %B} at {start:%H:%M}. Reply C to cancel.\")\n";
        let found = python_templates(code);
        assert_eq!(found.len(), 1);
        assert_eq!(
            texts(&found[0]),
            [
                "T:Reminder: ",
                "F:{a['patient']}",
                "T:, with ",
                "F:{a['therapist']}",
                "T: on ",
                "F:{start:%A %d %B}",
                "T: at ",
                "F:{start:%H:%M}",
                "T:. Reply C to cancel."
            ]
        );
        assert_eq!(found[0].style, Style::FString('"'));
        assert!(
            code[found[0].span.clone()].starts_with("f\"Reminder")
                && code[found[0].span.clone()].ends_with("cancel.\"")
        );
    }

    #[test]
    fn plain_strings_and_separate_statements_are_not_templates() {
        let code = "A = \"a {b}\"\nB = f\"x {y}\"\n\"z {w}\"\nC = \"{n} left\".format(n=1)\nD = b\"{q}\"\n";
        let found = python_templates(code);
        let shown: Vec<Vec<String>> = found.iter().map(texts).collect();
        assert_eq!(shown, [vec!["T:x ", "F:{y}"], vec!["F:{n}", "T: left"]]);
        assert_eq!(found[1].style, Style::Format('"'));
    }

    #[test]
    fn braces_doubled_are_text_and_escapes_are_read() {
        let found = python_templates("x = f'{{a}} it\\'s {b!r:>4}'\n");
        assert_eq!(texts(&found[0]), ["T:{a} it's ", "F:{b!r:>4}"]);
    }

    #[test]
    fn json_values_with_named_fields_are_templates() {
        let text = "{\n  \"booking_confirmed\": \"Booking confirmed: {treatment} for {name}.\",\n  \"plain\": \"no fields\",\n  \"code\": \"{a.b}\"\n}\n";
        let found = json_templates(text);
        assert_eq!(found.len(), 1);
        assert_eq!(texts(&found[0]), ["T:Booking confirmed: ", "F:{treatment}", "T: for ", "F:{name}", "T:."]);
        assert_eq!(&text[found[0].span.clone()], "\"Booking confirmed: {treatment} for {name}.\"");
    }
}
