//! A small model asked for a Python docstring (`LoopConfig::lean`).
//!
//! Asked to "add a docstring to the area function", a 1.5B model wrote a
//! `# Calculate the area` comment under the `def`; asked to "give
//! parse_date a docstring", it added type hints to the signature — and
//! both times said it had added the docstring. So a comment written right
//! under the `def` or `class` of a name the prompt gives becomes the
//! docstring it was meant to be, and a change that leaves such a function
//! without one is told so.

/// The names among `names` that `text` (Python) defines with `def` or
/// `class` and gives no docstring.
pub(crate) fn missing<'a>(names: &[&'a str], text: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = text.lines().collect();
    names
        .iter()
        .copied()
        .filter(|name| {
            let mut bodies = headers(&lines, name).map(|end| body_start(&lines, end)).peekable();
            bodies.peek().is_some() && !bodies.any(|first| first.is_some_and(|at| is_docstring(lines[at])))
        })
        .collect()
}

/// `text` with the `#` comment lines that open the body of a `def` or
/// `class` of one of `names` written as that body's docstring, when it has
/// none; `None` when there is nothing to turn.
pub(crate) fn comments_as_docstrings(names: &[&str], text: &str) -> Option<String> {
    let mut lines: Vec<String> = text.split('\n').map(str::to_owned).collect();
    let mut turned = false;
    for name in names {
        let view: Vec<&str> = lines.iter().map(String::as_str).collect();
        let Some(end) = headers(&view, name).next() else { continue };
        let Some(first) = body_start(&view, end) else { continue };
        let comments = view[first..].iter().take_while(|line| line.trim_start().starts_with('#')).count();
        let follows = view.get(first + comments).copied().unwrap_or_default();
        if comments == 0 || is_docstring(follows) {
            continue;
        }
        let indent = &view[first][..view[first].len() - view[first].trim_start().len()];
        let words: Vec<&str> =
            view[first..first + comments].iter().map(|line| line.trim_start().trim_start_matches('#').trim()).collect();
        let sentence = words.join(" ").replace("\"\"\"", "'''");
        let sentence = sentence.trim();
        if sentence.is_empty() {
            continue;
        }
        let stop = if sentence.ends_with(['.', '!', '?']) { "" } else { "." };
        let docstring = format!("{indent}\"\"\"{sentence}{stop}\"\"\"");
        lines.splice(first..first + comments, [docstring]);
        turned = true;
    }
    turned.then(|| lines.join("\n"))
}

/// What the model is told when a change leaves `names` in `path` without
/// a docstring the prompt asks for.
pub(crate) fn still_missing(names: &[&str], path: &str) -> String {
    let listed: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    format!(
        "{} in {path} has no docstring yet, and the request asks for one: a docstring is a string in triple quotes (\"\"\"Say what it does.\"\"\") on the first line of the body, right under the def line, indented like the body. Add it with edit.",
        listed.join(", ")
    )
}

/// The index of the line ending each `def name(`/`class name` header in
/// `lines` (the line with the `:` that opens its body).
fn headers<'l>(lines: &'l [&'l str], name: &'l str) -> impl Iterator<Item = usize> + 'l {
    lines.iter().enumerate().filter_map(move |(at, line)| {
        let code = line.trim_start();
        let code = code.strip_prefix("async ").unwrap_or(code);
        let rest = code.strip_prefix("def ").or_else(|| code.strip_prefix("class "))?;
        let after = rest.strip_prefix(name)?;
        if !after.starts_with(['(', ':', ' ']) {
            return None;
        }
        // A signature over several lines ends at the first line ending in `:`.
        (at..lines.len().min(at + 20)).find(|&end| lines[end].split('#').next().unwrap_or("").trim_end().ends_with(':'))
    })
}

/// The first line of the body after the header ending at `end`, unless the
/// body is on the header's own line.
fn body_start(lines: &[&str], end: usize) -> Option<usize> {
    if !lines[end].split('#').next().unwrap_or("").trim_end().ends_with(':') {
        return None;
    }
    (end + 1..lines.len()).find(|&at| !lines[at].trim().is_empty())
}

fn is_docstring(line: &str) -> bool {
    let code = line.trim_start().trim_start_matches(['r', 'R', 'u', 'U']);
    code.starts_with("\"") || code.starts_with('\'')
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHAPES: &str = "import math\n\n\ndef area(width, height):\n    return width * height\n\n\ndef circle(r):\n    \"\"\"Area of a circle.\"\"\"\n    return math.pi * r * r\n";

    #[test]
    fn a_named_function_without_a_docstring_is_found() {
        assert_eq!(missing(&["area", "circle", "math", "shapes"], SHAPES), ["area"]);
        let signature = "def parse(\n    text: str,\n) -> int:\n    '''Parse.'''\n    return 1\n";
        assert!(missing(&["parse"], signature).is_empty());
        assert_eq!(missing(&["Item"], "class Item:\n    name: str\n"), ["Item"]);
    }

    #[test]
    fn a_comment_under_the_def_becomes_its_docstring() {
        let edited =
            "def area(width, height):\n    # Calculate the area\n    # of a rectangle\n    return width * height";
        assert_eq!(
            comments_as_docstrings(&["area"], edited).unwrap(),
            "def area(width, height):\n    \"\"\"Calculate the area of a rectangle.\"\"\"\n    return width * height"
        );
        let kept = "def area(width, height):\n    # why\n    \"\"\"Area.\"\"\"\n    return 1";
        assert_eq!(comments_as_docstrings(&["area"], kept), None, "it has a docstring");
        assert_eq!(comments_as_docstrings(&["other"], edited), None, "a name the prompt does not give");
        assert_eq!(comments_as_docstrings(&["area"], "def area(w, h):\n    return w * h  # area"), None);
    }
}
