//! Messages a program prints, and the templates in its code that print
//! them. Asked to reword a message, a small model sends the message as it
//! is printed ("Hog Bramble released at Mill Lane. Weight 640g.") where the
//! code holds the template (`f"Hog {hog['name']} released at {site}.
//! Weight {hog['weight_g']}g."`): five times in four honest sets of the
//! 1.5B model, and no edit landed. Here the printed text is matched to the
//! one template that prints it, each value in it to its field, and the new
//! text written as that template with the same fields where the same
//! values stand. Templates: Python f-strings and `.format` strings
//! (adjacent literals joined), JSON string values with `{name}` fields,
//! and JavaScript template literals.

mod literals;

use literals::{Piece, Style, Template, js_templates, json_templates, python_templates};

/// Words a message greets someone with; a capitalised word after one that
/// the old text does not hold is the person's name.
const GREETINGS: &[&str] = &["hi", "hello", "dear", "thanks", "thank you", "hey", "welcome", "congratulations"];

/// Characters of text a template must print itself, at least, and at
/// least a third of the message: one mostly of fields prints nearly any
/// text (`f"{total:.2f}"` is no message).
const MIN_LITERAL_CHARS: usize = 8;

/// The values `template`'s fields take when it prints exactly `text`, in
/// order: `None` when it cannot print it, or is too much fields and too
/// little text of its own to tell.
fn prints(template: &Template, text: &str) -> Option<Vec<String>> {
    let literal: usize = template
        .pieces
        .iter()
        .map(|piece| match piece {
            Piece::Text(text) => text.chars().count(),
            Piece::Field(_) => 0,
        })
        .sum();
    if literal < MIN_LITERAL_CHARS || literal * 3 < text.trim().chars().count() {
        return None;
    }
    fill(template, text)
}

/// The values `template`'s fields take when it prints exactly `text`, in
/// order: `None` when it cannot print it.
fn fill(template: &Template, text: &str) -> Option<Vec<String>> {
    let text = text.trim();
    let mut values = Vec::new();
    fit(&template.pieces, text, &mut values).then_some(values)
}

fn fit(pieces: &[Piece], text: &str, values: &mut Vec<String>) -> bool {
    match pieces {
        [] => text.is_empty(),
        [Piece::Text(fixed), rest @ ..] => {
            text.strip_prefix(fixed.as_str()).is_some_and(|text| fit(rest, text, values))
        }
        [Piece::Field(_)] => {
            values.push(text.to_owned());
            !text.is_empty()
        }
        [Piece::Field(_), Piece::Text(next), ..] => {
            // The shortest value first, then longer ones.
            for (at, _) in text.match_indices(next.as_str()).filter(|(at, _)| *at > 0) {
                values.push(text[..at].to_owned());
                if fit(&pieces[1..], &text[at..], values) {
                    return true;
                }
                values.pop();
            }
            false
        }
        // Two fields side by side: where one ends is a guess.
        [Piece::Field(_), Piece::Field(_), ..] => false,
    }
}

/// A template rewritten to print a new text.
#[derive(Debug)]
pub struct Rewritten {
    /// The template's new source, written as the old one was.
    pub source: String,
    /// Each value of the old text the new one holds, and the field that
    /// now prints it.
    pub kept: Vec<(String, String)>,
    /// A name the new text greets that the old text did not hold, and the
    /// field that now prints it (`None`: it stays as written).
    pub greeted: Option<(String, Option<String>)>,
}

/// `template`, which prints `old`, rewritten to print `new`: wherever `new`
/// holds a value a field printed in `old`, that field. `name_field`
/// (`{booking['name']}`) takes the place of a name `new` greets that `old`
/// does not hold. `None` when the old text is not the template's, when two
/// fields printed the same value that `new` holds, or when `new` keeps
/// none of the values.
fn transfer(template: &Template, old: &str, new: &str, name_field: Option<&str>) -> Option<Rewritten> {
    let values = fill(template, old)?;
    let new = new.trim();
    let fields: Vec<&str> = template.fields().collect();
    let mut pairs: Vec<(&str, &str)> = Vec::new();
    for (value, field) in values.iter().zip(&fields) {
        match pairs.iter().find(|(seen, _)| *seen == value.as_str()) {
            Some((_, other)) if other != field && new.contains(value.as_str()) => return None,
            Some(_) => {}
            None => pairs.push((value, field)),
        }
    }
    pairs.sort_by_key(|(value, _)| std::cmp::Reverse(value.len()));
    // Where each field goes in `new`: (start, end, field source).
    let mut taken: Vec<(usize, usize, String)> = Vec::new();
    let mut kept = Vec::new();
    for (value, field) in &pairs {
        let mut used = false;
        for (at, _) in new.match_indices(value) {
            let end = at + value.len();
            let free = taken.iter().all(|(start, stop, _)| end <= *start || at >= *stop);
            if free && stands_alone(new, at, end) {
                taken.push((at, end, (*field).to_owned()));
                used = true;
            }
        }
        if used {
            kept.push(((*value).to_owned(), (*field).to_owned()));
        }
    }
    if kept.is_empty() {
        return None;
    }
    let greeted = greeted_name(new, old, &taken).map(|(start, end)| {
        if let Some(field) = name_field {
            taken.push((start, end, field.to_owned()));
        }
        (new[start..end].to_owned(), name_field.map(str::to_owned))
    });
    taken.sort_by_key(|(start, _, _)| *start);
    let mut pieces = Vec::new();
    let mut at = 0;
    for (start, end, field) in taken {
        if start > at {
            pieces.push(Piece::Text(new[at..start].to_owned()));
        }
        pieces.push(Piece::Field(field));
        at = end;
    }
    if at < new.len() {
        pieces.push(Piece::Text(new[at..].to_owned()));
    }
    Some(Rewritten { source: render(&pieces, template.style), kept, greeted })
}

/// Whether `text[start..end]` is a value of its own there: a number not
/// inside a longer number, a word not inside a longer word.
fn stands_alone(text: &str, start: usize, end: usize) -> bool {
    let kind = |c: char| {
        if c.is_ascii_digit() {
            1
        } else if c.is_alphabetic() {
            2
        } else {
            0
        }
    };
    let value = &text[start..end];
    let (first, last) = (value.chars().next().map_or(0, kind), value.chars().last().map_or(0, kind));
    let before = text[..start].chars().last().map_or(0, kind);
    let after = text[end..].chars().next().map_or(0, kind);
    (first == 0 || before != first) && (last == 0 || after != last)
}

/// Where in `new` a greeting names someone `old` does not name: "Hi Sam,"
/// → `Sam`; outside the places already `taken`.
fn greeted_name(new: &str, old: &str, taken: &[(usize, usize, String)]) -> Option<(usize, usize)> {
    let lower = new.to_lowercase();
    for greeting in GREETINGS {
        for (at, _) in lower.match_indices(greeting) {
            let word_start = at == 0 || !lower[..at].ends_with(char::is_alphanumeric);
            let rest = &new[at + greeting.len()..];
            if !word_start || !rest.starts_with(' ') {
                continue;
            }
            let start = at + greeting.len() + 1;
            let words: Vec<&str> = new[start..].split(' ').take(2).collect();
            let mut end = start;
            for (index, word) in words.iter().enumerate() {
                let name: String = word.chars().take_while(|c| c.is_alphabetic() || *c == '-' || *c == '\'').collect();
                let capital = name.chars().next().is_some_and(char::is_uppercase) && name.len() > 1;
                if !capital {
                    break;
                }
                end = start + words[..index].iter().map(|w| w.len() + 1).sum::<usize>() + name.len();
                if name.len() < word.len() {
                    break;
                }
            }
            let free = taken.iter().all(|(from, to, _)| end <= *from || start >= *to);
            if end > start && free && !old.contains(&new[start..end]) {
                return Some((start, end));
            }
        }
    }
    None
}

/// The field that gives a person's name in `code`, for `template`: the key
/// with "name" in it that the code reads from the same value the
/// template's fields read from (`booking['tub']` → `booking['name']`),
/// when there is one such key the template does not print already.
fn name_field(code: &str, template: &Template) -> Option<String> {
    let quote = match template.style {
        Style::FString('"') => '\'',
        Style::FString(_) => '"',
        _ => return None,
    };
    let fields: Vec<&str> = template.fields().collect();
    let mut bases: Vec<String> = fields
        .iter()
        .filter_map(|field| {
            let name: String = field[1..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            let next = field[1 + name.len()..].chars().next()?;
            (!name.is_empty() && matches!(next, '[' | '.')).then_some(name)
        })
        .collect();
    bases.sort();
    bases.dedup();
    let mut keys: Vec<(String, String)> = Vec::new();
    for base in &bases {
        for opener in [format!("{base}['"), format!("{base}[\""), format!("{base}.get('"), format!("{base}.get(\"")] {
            for (at, _) in code.match_indices(opener.as_str()) {
                let key: String =
                    code[at + opener.len()..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if key.contains("name")
                    && !fields
                        .iter()
                        .any(|field| field.contains(&format!("'{key}'")) || field.contains(&format!("\"{key}\"")))
                {
                    let field = format!("{{{base}[{quote}{key}{quote}]}}");
                    if !keys.iter().any(|(_, seen)| *seen == field) {
                        keys.push((key, field));
                    }
                }
            }
        }
    }
    match keys.as_slice() {
        [(_, field)] => Some(field.clone()),
        [] => name_parameter(code, template),
        many => many.iter().find(|(key, _)| key == "name").map(|(_, field)| field.clone()),
    }
}

/// The one parameter with "name" in it of the function that holds
/// `template`, when the template does not print it already:
/// `def ready_message(name, ticket, amount):` → `{name}`. An f-string only.
fn name_parameter(code: &str, template: &Template) -> Option<String> {
    if !matches!(template.style, Style::FString(_)) {
        return None;
    }
    let def_at = code[..template.span.start].rfind("def ")?;
    let open = def_at + code[def_at..].find('(')?;
    let close = open + code[open..].find(')')?;
    if close > template.span.start {
        return None;
    }
    let fields: Vec<&str> = template.fields().collect();
    let named: Vec<&str> = code[open + 1..close]
        .split(',')
        .map(|parameter| parameter.split([':', '=']).next().unwrap_or_default().trim())
        .filter(|parameter| parameter.contains("name"))
        .filter(|parameter| parameter.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .collect();
    let [parameter] = named[..] else { return None };
    let printed = fields.iter().any(|field| super::syntax::holds_word(field, parameter));
    (!printed).then(|| format!("{{{parameter}}}"))
}

/// `pieces` written as a template of `style`.
fn render(pieces: &[Piece], style: Style) -> String {
    let (open, quote) = match style {
        Style::FString(quote) => (format!("f{quote}"), quote),
        Style::Format(quote) => (quote.to_string(), quote),
        Style::Json => ("\"".to_owned(), '"'),
        Style::Backtick => ("`".to_owned(), '`'),
    };
    let mut out = open;
    for piece in pieces {
        match piece {
            Piece::Field(field) => out.push_str(field),
            Piece::Text(text) => out.push_str(&escaped(text, quote, style)),
        }
    }
    out.push(quote);
    out
}

/// `text` as it is written inside a template of `style` quoted with `quote`.
fn escaped(text: &str, quote: char, style: Style) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '{' | '}' if style != Style::Backtick => out.extend([c, c]),
            c if c == quote => out.extend(['\\', c]),
            c => out.push(c),
        }
    }
    // In a template literal, `${` the new text holds is text, not a field.
    if style == Style::Backtick { out.replace("${", "\\${") } else { out }
}

/// A message change made on the template that prints the old text.
#[derive(Debug)]
pub struct Proposal {
    /// The file of the template, as given.
    pub file: String,
    /// The template's first line.
    pub line: usize,
    /// The whole lines that hold the template, as they are.
    pub before: String,
    /// Those lines printing the new text.
    pub after: String,
    pub rewritten: Rewritten,
}

impl Proposal {
    /// What the change keeps and adds, said in a sentence or two.
    pub fn told(&self) -> String {
        let kept: Vec<String> =
            self.rewritten.kept.iter().map(|(value, field)| format!("`{value}` → {field}")).collect();
        let mut told = format!("each value from the code as before ({})", kept.join(", "));
        match &self.rewritten.greeted {
            Some((name, Some(field))) => {
                told.push_str(&format!(". `{name}` is not in the old text: it is the person's name, so {field} prints it"))
            }
            Some((name, None)) => told.push_str(&format!(
                ". `{name}` is not in the old text and stays as written; if it is each person's own, put the code that gives it in its place"
            )),
            None => {}
        }
        told
    }
}

/// The message templates of a file, by its extension.
fn templates_of(path: &str, text: &str) -> Vec<Template> {
    match std::path::Path::new(path).extension().and_then(|ext| ext.to_str()) {
        Some("py") => python_templates(text),
        Some("json") => json_templates(text),
        Some("js" | "mjs" | "cjs" | "ts" | "tsx" | "jsx") => js_templates(text),
        _ => Vec::new(),
    }
}

/// The change of `old` into `new` made on the one template of `files`
/// (path, text) that prints `old`; `None` when none or several print it,
/// or the change cannot be made on it.
pub fn proposal(files: &[(String, String)], old: &str, new: &str) -> Option<Proposal> {
    let mut printing = files.iter().flat_map(|(path, text)| {
        templates_of(path, text)
            .into_iter()
            .filter(|template| prints(template, old).is_some())
            .map(move |template| (path, text, template))
    });
    let (file, code, template) = printing.next()?;
    if printing.next().is_some() {
        return None;
    }
    let name_field = name_field(code, &template);
    let rewritten = transfer(&template, old, new, name_field.as_deref())?;
    let (before, after) = lines_changed(code, &template, &rewritten.source);
    if code.matches(before.as_str()).count() != 1 {
        return None;
    }
    let line = code[..template.span.start].lines().count().max(1);
    Some(Proposal { file: file.clone(), line, before, after, rewritten })
}

/// For an `edit` of `content` whose old_string is a message the file
/// prints: the bytes of the one template that prints `old`, and that
/// template printing `new`; `Err` with the byte offsets of the templates
/// when several print it, `Ok(None)` when none does.
pub fn carry(content: &str, old: &str, new: &str) -> Result<Option<(usize, usize, String)>, Vec<usize>> {
    let (old, new) = (old.trim(), new.trim());
    if old.contains(['\n', '{']) || new.contains('\n') {
        return Ok(None);
    }
    let mut templates = python_templates(content);
    templates.extend(js_templates(content));
    let printing: Vec<&Template> = templates.iter().filter(|template| prints(template, old).is_some()).collect();
    match printing[..] {
        [] => Ok(None),
        [template] => Ok(transfer(template, old, new, name_field(content, template).as_deref())
            .map(|rewritten| (template.span.start, template.span.end, rewritten.source))),
        ref several => Err(several.iter().map(|template| template.span.start).collect()),
    }
}

/// The texts a prompt quotes, as pairs of one and the next: `it says "A"
/// — could it say "B"?` → (A, B). Double quotes, curly quotes, or single
/// quotes that open after a space and close before one ("the text says
/// 'Ticket 42: repair complete.' …"; not the apostrophe of "someone's").
/// Only texts of three words or more.
pub fn quoted_pairs(prompt: &str) -> Vec<(String, String)> {
    let doubled = prompt.split('"').skip(1).step_by(2);
    let straight: Vec<&str> = if prompt.contains('"') { doubled.collect() } else { single_quoted(prompt) };
    let curly =
        prompt.split('\u{201c}').skip(1).filter_map(|part| part.split_once('\u{201d}').map(|(quoted, _)| quoted));
    let quoted: Vec<String> = straight
        .into_iter()
        .chain(curly)
        .map(str::trim)
        .filter(|text| text.split_whitespace().count() >= 3)
        .map(str::to_owned)
        .collect();
    quoted.windows(2).map(|pair| (pair[0].clone(), pair[1].clone())).collect()
}

/// The texts of `prompt` in single quotes: a quote that opens at the
/// start or after a space or bracket, and closes at the end or before a
/// space or punctuation, with no space right inside either.
fn single_quoted(prompt: &str) -> Vec<&str> {
    let bytes = prompt.as_bytes();
    let opens = |at: usize| {
        (at == 0 || matches!(bytes[at - 1], b' ' | b'(' | b'\n' | b':'))
            && bytes.get(at + 1).is_some_and(|c| !c.is_ascii_whitespace())
    };
    let closes = |at: usize| {
        at > 0
            && !bytes[at - 1].is_ascii_whitespace()
            && bytes
                .get(at + 1)
                .is_none_or(|c| c.is_ascii_whitespace() || matches!(c, b',' | b')' | b'?' | b'!' | b';'))
    };
    let mut texts = Vec::new();
    let mut open = None;
    for (at, _) in prompt.match_indices('\'') {
        match open {
            None if opens(at) => open = Some(at),
            Some(start) if closes(at) => {
                texts.push(&prompt[start + 1..at]);
                open = None;
            }
            _ => {}
        }
    }
    texts
}

/// The whole lines of `code` that hold `template`, and those lines with
/// the template's source replaced by `source`.
fn lines_changed(code: &str, template: &Template, source: &str) -> (String, String) {
    let start = code[..template.span.start].rfind('\n').map_or(0, |at| at + 1);
    let end = code[template.span.end..].find('\n').map_or(code.len(), |at| template.span.end + at);
    let old = code[start..end].to_owned();
    let new = format!("{}{}{}", &code[start..template.span.start], source, &code[template.span.end..end]);
    (old, new)
}

#[cfg(test)]
mod tests;
