//! Reading a Python call or `def` line as text: where a bracket closes,
//! the top-level arguments, and which are passed by keyword. Strings are
//! skipped; nothing else of Python is parsed.

/// The byte offset of the bracket that closes the one at `open` in
/// `text`, brackets inside strings skipped.
pub(crate) fn closing(text: &str, open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut quote: Option<char> = None;
    for (at, c) in text.get(open..)?.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(open + at);
                }
            }
            _ => {}
        }
    }
    None
}

/// The arguments of a call (the text between its brackets), split at
/// their top-level commas, trimmed, empty ones left out.
pub(crate) fn split_arguments(inside: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut quote, mut start) = (0usize, None::<char>, 0);
    for (at, c) in inside.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')' | ']' | '}') => depth = depth.saturating_sub(1),
            (None, ',') if depth == 0 => {
                parts.push(inside[start..at].trim());
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(inside[start..].trim());
    parts.into_iter().filter(|part| !part.is_empty()).collect()
}

/// Whether an argument is passed by keyword (`tasting=True`, not `a == b`).
pub(crate) fn is_keyword(argument: &str) -> bool {
    let name: String = argument.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    let rest = argument[name.len()..].trim_start();
    !name.is_empty() && rest.starts_with('=') && !rest.starts_with("==")
}

/// The functions a Python file defines (methods too): each name and its
/// parameters, `self` and `*args` left out, with their defaults (`""`
/// when none).
pub(crate) fn definitions(text: &str) -> Vec<(String, Vec<(String, String)>)> {
    text.lines()
        .filter_map(|line| {
            let rest = line.trim_start().strip_prefix("def ")?;
            let (name, after) = rest.split_once('(')?;
            let inside = &after[..closing(&format!("({after}"), 0)? - 1];
            let parameters = split_arguments(inside)
                .into_iter()
                .map(|part| {
                    let (name, default) = part.split_once('=').unwrap_or((part, ""));
                    (name.split(':').next().unwrap_or("").trim().to_owned(), default.trim().to_owned())
                })
                .filter(|(name, _)| !name.is_empty() && name != "self" && !name.starts_with('*'))
                .collect();
            Some((name.trim().to_owned(), parameters))
        })
        .collect()
}

/// The calls of `function` in `program` (`f(…)`, `module.f(…)`; not its
/// `def`): the byte offsets of each call's opening and closing bracket.
pub(crate) fn calls_of(program: &str, function: &str) -> Vec<(usize, usize)> {
    program
        .match_indices(&format!("{function}("))
        .filter_map(|(at, _)| {
            if program[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                return None;
            }
            let line_start = program[..at].rfind('\n').map_or(0, |n| n + 1);
            if program[line_start..at].trim_start().starts_with("def ") {
                return None;
            }
            let open = at + function.len();
            Some((open, closing(program, open)?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_are_read_with_their_strings_skipped() {
        let line = "x = f(a, \"b, c)\", g(1, 2), k=3)";
        let open = line.find('(').unwrap();
        let close = closing(line, open).unwrap();
        assert_eq!(close, line.len() - 1);
        assert_eq!(split_arguments(&line[open + 1..close]), ["a", "\"b, c)\"", "g(1, 2)", "k=3"]);
        assert!(is_keyword("k=3") && !is_keyword("a == b") && !is_keyword("\"k=3\""));
        assert_eq!(closing("f(a", 1), None);
        assert_eq!(calls_of("def f(a):\n    pass\nprint(m.f(1), g_f(2), f(3))", "f").len(), 2);
        assert_eq!(closing("x)", 0), None, "a closing bracket before any opening one");
        let defs = definitions("def f(self, a, b=(1, 2), *rest, c: int = 0):\n    pass\n");
        let parameters = vec![
            ("a".to_owned(), String::new()),
            ("b".to_owned(), "(1, 2)".to_owned()),
            ("c".to_owned(), "0".to_owned()),
        ];
        assert_eq!(defs, [("f".to_owned(), parameters)]);
    }
}
