//! Slips of a function written again whole that nub mends instead of
//! refusing the edit: a name that is a parameter with or without its
//! plural `s` (`helmets=0` taken, `helmet * 3` charged), and a parameter
//! the answer adds that the request never asks for and the body never
//! reads (`collect=False` beside the asked-for `rush=False`). Refused, the
//! 1.5B model wrote an e-bike's booking total again and again for 30
//! requests, and an illustrator's quote over its whole file.

use nub_tools::holds_word;

use crate::whole_function::parameter_names;

/// Python names a function may use without defining them.
const BUILTINS: &[&str] = &[
    "True",
    "False",
    "None",
    "and",
    "or",
    "not",
    "in",
    "is",
    "if",
    "else",
    "elif",
    "for",
    "while",
    "return",
    "def",
    "lambda",
    "round",
    "len",
    "max",
    "min",
    "sum",
    "int",
    "float",
    "str",
    "abs",
    "range",
    "list",
    "dict",
    "set",
    "tuple",
    "print",
    "raise",
    "ValueError",
    "KeyError",
    "TypeError",
    "sorted",
    "any",
    "all",
    "enumerate",
    "zip",
    "isinstance",
    "bool",
    "pass",
    "break",
    "continue",
    "try",
    "except",
    "finally",
    "with",
    "as",
    "from",
    "import",
    "self",
    "format",
    "map",
    "filter",
    "divmod",
    "pow",
    "reversed",
    "global",
    "nonlocal",
    "assert",
    "del",
    "yield",
];

/// `new` (the function `old` written again, in a file whose text is
/// `source`) with its slips mended, when it has any: each name it uses
/// that nothing defines and that is one of its parameters with an `s`
/// more or less becomes that parameter; each parameter it adds that the
/// `request` does not say and the body does not read is left out, when it
/// adds another as well.
pub(crate) fn mended(old: &str, new: &str, source: &str, request: &str) -> Option<String> {
    let plural = plural_slips(old, new, source);
    let text = plural.as_deref().unwrap_or(new);
    let unasked = unasked_parameters(old, text, request);
    unasked.or(plural)
}

/// `new` with each name nothing defines that is a parameter with an `s`
/// more or less written as that parameter.
fn plural_slips(old: &str, new: &str, source: &str) -> Option<String> {
    let parameters = parameter_names(new)?;
    let body: Vec<&str> = new.lines().skip_while(|line| !line.trim_end().ends_with(':')).skip(1).collect();
    let body_text = body.join("\n");
    let mut text = new.to_owned();
    let mut changed = false;
    for name in identifiers(&body_text) {
        if parameters.contains(&name) || BUILTINS.contains(&name.as_str()) || holds_word(old, &name) {
            continue;
        }
        if defined_in(&body_text, &name) || defined_at_top(source, &name) {
            continue;
        }
        let meant: Vec<&String> = parameters
            .iter()
            .filter(|parameter| **parameter == format!("{name}s") || name == format!("{parameter}s"))
            .collect();
        let [meant] = meant[..] else { continue };
        text = replace_word_in_code(&text, &name, meant);
        changed = true;
    }
    changed.then_some(text)
}

/// `new` with the parameters it adds over `old` that the request does
/// not say and the body never reads left out of its `def` line, when it
/// adds at least one other.
fn unasked_parameters(old: &str, new: &str, request: &str) -> Option<String> {
    let before = parameter_names(old)?;
    let after = parameter_names(new)?;
    let added: Vec<&String> = after.iter().filter(|name| !before.contains(name)).collect();
    let header_end = new.lines().position(|line| line.trim_end().ends_with(':'))?;
    let body = new.lines().skip(header_end + 1).collect::<Vec<_>>().join("\n");
    let lower = request.to_lowercase();
    let unasked: Vec<&&String> = added.iter().filter(|name| !holds_word(&body, name) && !said(&lower, name)).collect();
    if unasked.is_empty() || unasked.len() == added.len() {
        return None;
    }
    let mut lines: Vec<String> = new.lines().map(str::to_owned).collect();
    for name in unasked {
        let header = lines[..=header_end].join("\n");
        let without = without_parameter(&header, name)?;
        let header_lines: Vec<String> = without.lines().map(str::to_owned).collect();
        lines.splice(..=header_end, header_lines.clone());
        if header_lines.len() != header_end + 1 {
            return None;
        }
    }
    Some(lines.join("\n"))
}

/// Whether the request (lowercase) says a parameter: its name, or its
/// words in a row.
fn said(lower: &str, name: &str) -> bool {
    let name = name.to_lowercase();
    holds_word(lower, &name) || holds_word(lower, &name.replace('_', " "))
}

/// `header` (a `def` line or lines) without the parameter `name` and its
/// default.
fn without_parameter(header: &str, name: &str) -> Option<String> {
    let open = header.find('(')?;
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    let mut start = open + 1;
    let mut parts: Vec<(usize, usize)> = Vec::new();
    for (at, c) in header[open + 1..].char_indices().map(|(at, c)| (at + open + 1, c)) {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')') if depth == 0 => {
                parts.push((start, at));
                break;
            }
            (None, ')' | ']' | '}') => depth = depth.checked_sub(1)?,
            (None, ',') if depth == 0 => {
                parts.push((start, at));
                start = at + 1;
            }
            _ => {}
        }
    }
    let index = parts.iter().position(|&(from, to)| {
        let part = header[from..to].trim();
        part.split(['=', ':']).next().map(str::trim) == Some(name)
    })?;
    let (from, to) = parts[index];
    // With the comma before it, or after it when it is first.
    let (cut_from, cut_to) = match index {
        0 if parts.len() > 1 => (from, parts[1].0),
        0 => (from, to),
        _ => (parts[index - 1].1, to),
    };
    Some(format!("{}{}", &header[..cut_from], &header[cut_to..]))
}

/// The names (not attributes, not in strings or comments, not a
/// keyword argument's or an assignment's target) of `code`.
fn identifiers(code: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for line in code.lines() {
        let mut current = String::new();
        let mut quote: Option<char> = None;
        let mut after_dot = false;
        let ended = line.char_indices().chain(std::iter::once((line.len(), ' ')));
        for (at, c) in ended {
            if let Some(q) = quote {
                if c == q {
                    quote = None;
                }
                continue;
            }
            if c == '#' {
                break;
            }
            if c.is_alphanumeric() || c == '_' {
                current.push(c);
                continue;
            }
            let rest = line[at..].trim_start();
            let named = rest.starts_with('=') && !rest.starts_with("==");
            if !current.is_empty()
                && !current.starts_with(|c: char| c.is_ascii_digit())
                && !after_dot
                && !named
                && !found.contains(&current)
            {
                found.push(current.clone());
            }
            current.clear();
            after_dot = c == '.';
            if c == '"' || c == '\'' {
                quote = Some(c);
            }
        }
    }
    found
}

/// Whether the function's `body` sets `name`: a target of an assignment
/// (`helmet = …`, `price, helmet = …`, `helmet: float = 3`, `helmet +=
/// …`, `(helmet := …)`), of a `for`, of `as`, or a nested `def`.
fn defined_in(body: &str, name: &str) -> bool {
    body.lines().any(|line| {
        let line = line.trim_start();
        let code = line.split('#').next().unwrap_or_default();
        let target = assignment_target(code);
        let for_target = code.strip_prefix("for ").and_then(|rest| rest.split_once(" in ")).map(|(target, _)| target);
        target.is_some_and(|target| holds_word(target, name))
            || for_target.is_some_and(|target| holds_word(target, name))
            || code.contains(&format!(" as {name}"))
            || code.contains(&format!("{name} :="))
            || code.contains(&format!("{name}:="))
            || code.starts_with(&format!("def {name}("))
    })
}

/// What a statement assigns to: the text before its first `=` that is no
/// comparison, outside brackets.
fn assignment_target(code: &str) -> Option<&str> {
    let bytes = code.as_bytes();
    let mut depth = 0usize;
    for (at, &c) in bytes.iter().enumerate() {
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b'\'' | b'"' => return None,
            b'=' if depth == 0 => {
                let prev = at.checked_sub(1).map(|i| bytes[i]);
                let next = bytes.get(at + 1);
                if next == Some(&b'=') || matches!(prev, Some(b'=' | b'!' | b'<' | b'>')) {
                    return None;
                }
                return Some(&code[..at]);
            }
            _ => {}
        }
    }
    None
}

/// Whether `source` sets, defines or imports `name` at its top level.
fn defined_at_top(source: &str, name: &str) -> bool {
    source.lines().any(|line| {
        (line.starts_with(name) && line[name.len()..].trim_start().starts_with('='))
            || line.starts_with(&format!("def {name}("))
            || line.starts_with(&format!("class {name}"))
            || ((line.starts_with("from ") || line.starts_with("import ")) && holds_word(line, name))
    })
}

/// `text` with the whole word `name` written `meant`, outside strings
/// and comments.
fn replace_word_in_code(text: &str, name: &str, meant: &str) -> String {
    let mut out = Vec::new();
    for line in text.lines() {
        let mut result = String::new();
        let mut quote: Option<char> = None;
        let mut rest = line;
        while let Some(c) = rest.chars().next() {
            if quote.is_none() && c == '#' {
                result.push_str(rest);
                break;
            }
            let word: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if quote.is_none() && !word.is_empty() {
                let after_dot = result.ends_with('.');
                let joined = result.ends_with(|c: char| c.is_alphanumeric() || c == '_');
                let after = rest[word.len()..].trim_start();
                let keyword = after.starts_with('=') && !after.starts_with("==");
                result.push_str(if word == name && !after_dot && !joined && !keyword { meant } else { &word });
                rest = &rest[word.len()..];
                continue;
            }
            match quote {
                Some(q) if c == q => quote = None,
                None if c == '"' || c == '\'' => quote = Some(c),
                _ => {}
            }
            result.push(c);
            rest = &rest[c.len_utf8()..];
        }
        out.push(result);
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::mended;

    const OLD: &str = "def booking_total(bikes, days=1, insurance=False):\n    total = hire_cost(bikes, days)\n    if insurance:\n        total += insurance_cost(bikes, days)\n    return round(total, 2)";
    const SOURCE: &str = "HELMET = 3\n\ndef hire_cost(bikes, days):\n    return 1\n";

    #[test]
    fn a_parameter_written_without_its_s_is_the_parameter() {
        let new = "def booking_total(bikes, days=1, insurance=False, helmets=0):\n    total = hire_cost(bikes, days)\n    if helmets > 0:\n        total += helmet * 3  # a helmet each\n    return round(total, 2)";
        assert_eq!(
            mended(OLD, new, SOURCE, "Add a helmets option").as_deref(),
            Some(
                "def booking_total(bikes, days=1, insurance=False, helmets=0):\n    total = hire_cost(bikes, days)\n    if helmets > 0:\n        total += helmets * 3  # a helmet each\n    return round(total, 2)"
            )
        );
        // Unpacked into, or a keyword's name: no slip, and not renamed.
        let unpacked = new.replace("    if helmets > 0:", "    bike, helmet = PRICES[size]\n    if helmets > 0:");
        assert_eq!(mended(OLD, &unpacked, SOURCE, "Add a helmets option"), None);
        let keyword = new.replace("helmet * 3  # a helmet each", "extras(helmet=helmet)");
        assert!(mended(OLD, &keyword, SOURCE, "Add a helmets option").unwrap().contains("extras(helmet=helmets)"));
        // A name the file defines, or the function sets, is no slip.
        let set = new.replace("    if helmets > 0:", "    helmet = 3\n    if helmets > 0:");
        assert_eq!(mended(OLD, &set, SOURCE, "Add a helmets option"), None);
        assert_eq!(mended(OLD, new, "helmet = 3\n", "Add a helmets option"), None);
    }

    #[test]
    fn a_parameter_added_unasked_and_unread_is_left_out() {
        let new = "def quote(size, figures=1, framing=\"none\", collect=False, rush=False):\n    price = SIZES[size]\n    if rush:\n        price *= 1.3\n    return price";
        let old = "def quote(size, figures=1, framing=\"none\"):\n    price = SIZES[size]\n    return price";
        let request = "Could you add a rush option to quote (rush=True, off by default)?";
        assert_eq!(
            mended(old, new, "", request).as_deref(),
            Some(
                "def quote(size, figures=1, framing=\"none\", rush=False):\n    price = SIZES[size]\n    if rush:\n        price *= 1.3\n    return price"
            )
        );
        // Said by the request, read by the body, or the only one added: kept.
        assert_eq!(mended(old, new, "", "add rush and collect options"), None);
        let only =
            "def quote(size, figures=1, framing=\"none\", collect=False):\n    price = SIZES[size]\n    return price";
        assert_eq!(mended(old, only, "", request), None);
    }
}
