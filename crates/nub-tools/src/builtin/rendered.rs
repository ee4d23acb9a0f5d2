//! An `old_string` that is a message as the program prints it, not as the
//! code writes it: asked to reword "Thank you Priya, you now have 4
//! points.", the 1.5B model sent that line as old_string three times, while
//! the file holds `f"Thank you {customer['name']}, you now have {points}
//! points."`. When exactly one string template of the file renders as
//! old_string (its placeholders standing for any text), the new message
//! goes into that template, each value that stood for a placeholder
//! put back as the placeholder: `Loyalty points: 4` becomes `Loyalty
//! points: {points}`.

/// Messages shorter than this are too likely to match by chance.
const MIN_RENDERED_CHARS: usize = 8;

/// One part of a string template: text, or a placeholder as written.
#[derive(Debug, PartialEq)]
enum Part<'a> {
    Text(String),
    Slot(&'a str),
}

/// A string literal of the file with at least one placeholder: where its
/// body is and its parts.
struct Template<'a> {
    start: usize,
    end: usize,
    quote: char,
    /// `{{` stands for `{` in the body (a Python f-string).
    doubled_braces: bool,
    parts: Vec<Part<'a>>,
}

/// The byte range of the one template body in `content` that renders as
/// `old`, and that body with `new` put in its place; `Err` with the byte
/// offsets of the templates when several do, `Ok(None)` when none does.
pub(crate) fn carry(content: &str, old: &str, new: &str) -> Result<Option<(usize, usize, String)>, Vec<usize>> {
    let (old, new) = (old.trim(), new.trim());
    if old.contains('\n') || new.contains('\n') || old.chars().count() < MIN_RENDERED_CHARS || old.contains('{') {
        return Ok(None);
    }
    let mut found: Vec<(&Template, Vec<&str>)> = Vec::new();
    let templates = templates(content);
    for template in &templates {
        // A template mostly of placeholders renders as nearly any text:
        // `f"{total:.2f}"` is no message that `return total * 2` prints.
        let literal: usize = template
            .parts
            .iter()
            .map(|part| match part {
                Part::Text(text) => text.chars().count(),
                Part::Slot(_) => 0,
            })
            .sum();
        if literal < MIN_RENDERED_CHARS || literal * 2 < old.chars().count() {
            continue;
        }
        if let Some(values) = rendered_as(&template.parts, old) {
            found.push((template, values));
        }
    }
    match &found[..] {
        [] => Ok(None),
        [(template, values)] => Ok(body_for(template, values, new).map(|body| (template.start, template.end, body))),
        several => Err(several.iter().map(|(template, _)| template.start).collect()),
    }
}

/// Whether the byte before a string prefix `f` leaves the `f` a prefix: a
/// word before it makes `f` the end of a name. A raw `rf"…"` is left out
/// too: its backslashes are no escapes, so escaping the new text for it
/// would change what it prints.
fn starts_prefix(before: u8) -> bool {
    !before.is_ascii_alphanumeric()
}

/// The string literals of `content` with placeholders: Python f-strings
/// (`f"…{x}…"`) and JavaScript template literals (`` `…${x}…` ``), each on
/// one line.
fn templates(content: &str) -> Vec<Template<'_>> {
    let mut found = Vec::new();
    let mut line_start = 0;
    for line in content.split_inclusive('\n') {
        let bytes = line.as_bytes();
        let mut at = 0;
        while at < bytes.len() {
            let c = bytes[at];
            let f_string = matches!(c, b'"' | b'\'')
                && at > 0
                && matches!(bytes[at - 1], b'f' | b'F')
                && (at < 2 || starts_prefix(bytes[at - 2]));
            let template_literal = c == b'`';
            if matches!(c, b'"' | b'\'' | b'`') {
                let Some(close) = closing(line, at + 1, c as char) else { break };
                if f_string || template_literal {
                    let body = &line[at + 1..close];
                    let parts = if template_literal { dollar_parts(body) } else { brace_parts(body) };
                    if parts.iter().any(|part| matches!(part, Part::Slot(_))) {
                        found.push(Template {
                            start: line_start + at + 1,
                            end: line_start + close,
                            quote: c as char,
                            doubled_braces: !template_literal,
                            parts,
                        });
                    }
                }
                at = close + 1;
                continue;
            }
            if c == b'#' {
                break;
            }
            at += 1;
        }
        line_start += line.len();
    }
    found
}

/// The byte offset of the quote that closes a string opened before `from`.
fn closing(line: &str, from: usize, quote: char) -> Option<usize> {
    let mut escaped = false;
    for (offset, c) in line[from..].char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            c if c == quote => return Some(from + offset),
            _ => {}
        }
    }
    None
}

/// The parts of an f-string body: `{…}` placeholders (to the brace that
/// closes them) and the text between, `{{`/`}}` read as braces.
fn brace_parts(body: &str) -> Vec<Part<'_>> {
    let mut parts = Vec::new();
    let mut text = String::new();
    let mut chars = body.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            '{' if chars.peek().is_some_and(|&(_, next)| next == '{') => {
                chars.next();
                text.push('{');
            }
            '}' if chars.peek().is_some_and(|&(_, next)| next == '}') => {
                chars.next();
                text.push('}');
            }
            '{' => {
                let mut depth = 1;
                let mut end = body.len();
                for (inner, c) in chars.by_ref() {
                    depth += usize::from(c == '{');
                    depth -= usize::from(c == '}');
                    if depth == 0 {
                        end = inner + 1;
                        break;
                    }
                }
                if !text.is_empty() {
                    parts.push(Part::Text(std::mem::take(&mut text)));
                }
                parts.push(Part::Slot(&body[at..end]));
            }
            c => text.push(c),
        }
    }
    if !text.is_empty() {
        parts.push(Part::Text(text));
    }
    parts
}

/// The parts of a template literal's body: `${…}` placeholders and text.
fn dollar_parts(body: &str) -> Vec<Part<'_>> {
    let mut parts = Vec::new();
    let mut rest = body;
    let mut offset = 0;
    while let Some(at) = rest.find("${") {
        let Some(close) = rest[at..].find('}') else { break };
        if at > 0 {
            parts.push(Part::Text(rest[..at].to_owned()));
        }
        parts.push(Part::Slot(&body[offset + at..offset + at + close + 1]));
        offset += at + close + 1;
        rest = &body[offset..];
    }
    if !rest.is_empty() {
        parts.push(Part::Text(rest.to_owned()));
    }
    parts
}

/// The text each placeholder of `parts` stands for when they render as
/// `text` (each non-empty), or `None` when they cannot.
fn rendered_as<'t>(parts: &[Part], text: &'t str) -> Option<Vec<&'t str>> {
    match parts.split_first() {
        None => text.is_empty().then(Vec::new),
        Some((Part::Text(literal), rest)) => rendered_as(rest, text.strip_prefix(literal.as_str())?),
        Some((Part::Slot(_), rest)) => {
            // The value runs to where the next text part occurs (trying each place).
            let next = rest.iter().find_map(|part| match part {
                Part::Text(literal) => Some(literal.as_str()),
                Part::Slot(_) => None,
            });
            let ends: Vec<usize> = match (next, rest.first()) {
                (_, None) => vec![text.len()],
                (Some(literal), Some(Part::Text(_))) => text.match_indices(literal).map(|(at, _)| at).collect(),
                // Two placeholders side by side: which text is whose is a guess.
                _ => return None,
            };
            ends.into_iter().filter(|&end| end > 0).find_map(|end| {
                let mut values = vec![&text[..end]];
                values.extend(rendered_as(rest, &text[end..])?);
                Some(values)
            })
        }
    }
}

/// The template body for the message `new`: each value a placeholder
/// stood for (`values`, in order) put back as that placeholder where `new`
/// has it as a word of its own; the text escaped for the literal. `None`
/// when two placeholders stood for the same value.
fn body_for(template: &Template, values: &[&str], new: &str) -> Option<String> {
    let slots: Vec<&str> = template
        .parts
        .iter()
        .filter_map(|part| match part {
            Part::Slot(slot) => Some(*slot),
            Part::Text(_) => None,
        })
        .collect();
    if (1..values.len()).any(|i| values[..i].contains(&values[i])) {
        return None;
    }
    // (where in `new`, how long, the placeholder), from each value's whole-word places.
    let mut places: Vec<(usize, usize, &str)> = Vec::new();
    for (value, slot) in values.iter().zip(&slots) {
        for (at, _) in new.match_indices(value) {
            let word = |c: char| c.is_alphanumeric() || c == '_';
            let whole = !new[..at].ends_with(word) && !new[at + value.len()..].starts_with(word);
            let overlaps = places.iter().any(|&(other, len, _)| at < other + len && other < at + value.len());
            if whole && !overlaps {
                places.push((at, value.len(), slot));
            }
        }
    }
    places.sort_unstable();
    let escape = |text: &str| {
        let mut out = String::new();
        for c in text.chars() {
            match c {
                '{' | '}' if template.doubled_braces => out.extend([c, c]),
                '\\' => out.push_str("\\\\"),
                c if c == template.quote => out.extend(['\\', c]),
                c => out.push(c),
            }
        }
        // In a template literal, `${` the new text holds is text, not a placeholder.
        if template.doubled_braces { out } else { out.replace("${", "\\${") }
    };
    let mut body = String::new();
    let mut from = 0;
    for (at, len, slot) in places {
        body.push_str(&escape(&new[from..at]));
        body.push_str(slot);
        from = at + len;
    }
    body.push_str(&escape(&new[from..]));
    Some(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TILL: &str = "def receipt(customer, points):\n    lines = []\n    lines.append(f\"Thank you {customer['name']}, you now have {points} points.\")\n    return lines\n";

    fn edited(content: &str, old: &str, new: &str) -> Option<String> {
        let (start, end, body) = carry(content, old, new).ok()??;
        Some(format!("{}{body}{}", &content[..start], &content[end..]))
    }

    #[test]
    fn a_printed_message_is_carried_into_its_template() {
        let now = edited(
            TILL,
            "Thank you Priya, you now have 4 points.",
            "Thanks for choosing SparkleWash, Priya! Loyalty points: 4",
        )
        .expect("carried");
        assert!(
            now.contains("f\"Thanks for choosing SparkleWash, {customer['name']}! Loyalty points: {points}\""),
            "{now}"
        );
    }

    #[test]
    fn braces_and_quotes_of_the_new_text_are_escaped() {
        let now =
            edited(TILL, "Thank you Priya, you now have 4 points.", "Hi \"Priya\" {VIP}: 4 points").expect("carried");
        assert!(now.contains(r#"f"Hi \"{customer['name']}\" {{VIP}}: {points} points""#), "{now}");
    }

    #[test]
    fn a_template_literal_is_read_too() {
        let js = "const line = `Order ${order.id} is ready for ${name}`;\n";
        let now = edited(js, "Order 12 is ready for Sam", "Sam, order 12 is ready").expect("carried");
        assert_eq!(now, "const line = `${name}, order ${order.id} is ready`;\n");
        let now = edited(js, "Order 12 is ready for Sam", "Sam, order 12 costs ${price}").expect("carried");
        assert_eq!(now, "const line = `${name}, order ${order.id} costs \\${price}`;\n");
    }

    #[test]
    fn no_template_or_several_that_render_it_is_no_edit() {
        assert_eq!(carry(TILL, "Goodbye Priya, see you soon.", "Bye"), Ok(None));
        let twice = format!("{TILL}    print(f\"Thank you {{name}}, you now have {{n}} points.\")\n");
        assert!(carry(&twice, "Thank you Priya, you now have 4 points.", "Thanks").is_err());
        // A template of placeholders alone, or mostly, is no message.
        let bare = "def f(total, a, b):\n    print(f\"{total:.2f}\")\n    print(f\"{a} {b}\")\n";
        assert_eq!(carry(bare, "return total * 2", "return total * 3"), Ok(None));
        assert_eq!(carry(bare, "Sam owes a lot", "Sam owes less"), Ok(None));
        // A raw f-string's backslashes are no escapes: left alone.
        assert_eq!(carry("x = rf\"Path {p} is ready now\"\n", "Path C is ready now", "Path C done"), Ok(None));
        // A plain string is no template: the exact rules handle it.
        assert_eq!(carry("x = \"Thank you all, see you.\"\n", "Thank you all, see you.", "Bye all"), Ok(None));
        // Two placeholders side by side: which text is whose is a guess.
        assert_eq!(carry("x = f\"Hello {a}{b} there\"\n", "Hello Priya there", "Hi"), Ok(None));
    }
}
