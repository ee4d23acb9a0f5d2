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

/// The names of the functions (`def`, `async def`) the Python `text`
/// defines on one line each, in file order; a name defined twice (an
/// `__init__` in two classes) is left out.
pub(crate) fn defined_once(text: &str) -> Vec<String> {
    let defs: Vec<&str> = text
        .lines()
        .filter(|line| {
            let line = line.trim_start();
            line.starts_with("def ") || line.starts_with("async def ")
        })
        .filter_map(nub_tools::defined_name)
        .collect();
    let mut once: Vec<String> = Vec::new();
    for name in &defs {
        if defs.iter().filter(|other| *other == name).count() == 1 {
            once.push((*name).to_owned());
        }
    }
    once
}

/// What the model is told when a change leaves `names` in `path` without
/// a docstring the prompt asks for.
/// `written` (a function written again whole) with the docstring of
/// `old` (the function as it is) put back under its `def`, when `old`
/// has one and `written` none: a docstring left out changes nothing the
/// code does. Asked for a dog groomer's total with a teeth option, the
/// 1.5B model wrote it right without its docstring, and the answer was
/// refused for a lost text.
pub(crate) fn kept_docstring(old: &[&str], written: Vec<&str>) -> Vec<String> {
    let header_end = |lines: &[&str]| lines.iter().position(|line| line.trim_end().ends_with(':'));
    let opens_doc = |line: &str| ["\"\"\"", "'''"].iter().any(|quote| line.trim_start().starts_with(quote));
    let owned = |lines: Vec<&str>| lines.into_iter().map(str::to_owned).collect();
    let (Some(old_end), Some(new_end)) = (header_end(old), header_end(&written)) else { return owned(written) };
    let Some(first) = old.get(old_end + 1).filter(|line| opens_doc(line)) else { return owned(written) };
    let Some(body) = written.get(new_end + 1).filter(|line| !line.trim().is_empty()) else { return owned(written) };
    if opens_doc(body) {
        return owned(written);
    }
    // The docstring's lines, to its closing quotes.
    let quote = &first.trim_start()[..3];
    let closes_first = first.trim_start()[3..].contains(quote);
    let count = match closes_first {
        true => 1,
        false => match old.get(old_end + 2..).and_then(|rest| rest.iter().position(|line| line.contains(quote))) {
            Some(at) => 2 + at,
            None => return owned(written),
        },
    };
    let Some(doc) = old.get(old_end + 1..old_end + 1 + count) else { return owned(written) };
    let (from, to) = (first.len() - first.trim_start().len(), body.len() - body.trim_start().len());
    let mut out: Vec<String> = written[..=new_end].iter().map(|line| (*line).to_owned()).collect();
    for line in doc {
        let bare = line.get(from..).filter(|_| line[..from.min(line.len())].trim().is_empty());
        out.push(match line.trim().is_empty() {
            true => String::new(),
            false => format!("{}{}", &body[..to], bare.unwrap_or(line.trim_start())),
        });
    }
    out.extend(written[new_end + 1..].iter().map(|line| (*line).to_owned()));
    out
}

pub(crate) fn still_missing(names: &[&str], path: &str) -> String {
    let listed: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    format!(
        "{} in {path} has no docstring yet, and the request asks for one: a docstring is a string in triple quotes (\"\"\"Say what it does.\"\"\") on the first line of the body, right under the def line, indented like the body. Add it with edit.",
        listed.join(", ")
    )
}

/// What a small model asked for one docstring is told before its first
/// answer: to give the docstring's text, which nub puts in place
/// ([`from_answer`], [`insertion`]). Asked to add a docstring, the 1.5B
/// model changed a default value, wrote the function's body a second time
/// under its `def`, or sent the module back without one — yet it says
/// well in a sentence what a function it sees does.
pub(crate) fn ask(name: &str, path: &str) -> String {
    format!(
        "nub puts the docstring under the def line of `{name}` in {path} itself, so do not call a tool and change no code: answer with only the docstring's text, one to three sentences that say what `{name}` does and returns."
    )
}

/// Lines of a docstring longer than this are not taken from an answer.
const MAX_DOC_LINES: usize = 15;

/// The text of the docstring for `name` in a small model's `answer` to
/// [`ask`], without quotes or indentation: the first triple-quoted string
/// after `def name` (or anywhere), else the answer's words when they are
/// not code. `None` when it holds no such text.
pub(crate) fn from_answer(name: &str, answer: &str) -> Option<String> {
    let quoted = |text: &str| -> Option<String> {
        let (at, quote) = ["\"\"\"", "'''"].iter().filter_map(|q| text.find(q).map(|at| (at, *q))).min()?;
        let rest = &text[at + 3..];
        Some(rest[..rest.find(quote)?].to_owned())
    };
    let after_def = ["def ", "class "].iter().find_map(|kw| {
        let header = format!("{kw}{name}");
        answer.find(&header).map(|at| &answer[at..])
    });
    let text = match after_def.and_then(quoted).or_else(|| quoted(answer)) {
        Some(doc) => doc,
        None if after_def.is_some() => return None,
        None => {
            let words: Vec<&str> = answer.lines().filter(|line| !line.trim_start().starts_with("```")).collect();
            // "Here is the docstring for `area`:" opens the answer, not the docstring.
            let skip = usize::from(words.len() > 1 && words[0].trim_end().ends_with(':'));
            words[skip..].join("\n")
        }
    };
    let text = text.trim_matches(|c: char| c.is_whitespace() || c == '`' || c == '"');
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    let indent = lines
        .iter()
        .skip(1)
        .filter(|line| !line.trim().is_empty())
        .map(|line| line.len() - line.trim_start().len())
        .min()
        .unwrap_or(0);
    let looks_like_code = |line: &&str| {
        let code = line.trim_start();
        ["def ", "class ", "return ", "import ", "from ", "@"].iter().any(|start| code.starts_with(start))
    };
    if text.is_empty() || lines.len() > MAX_DOC_LINES || lines.iter().any(looks_like_code) {
        return None;
    }
    let mut doc: Vec<String> = lines
        .iter()
        .enumerate()
        .map(|(n, line)| if n == 0 { line.trim_start() } else { line.get(indent..).unwrap_or(line.trim_start()) })
        .map(|line| line.replace('\\', "\\\\").replace("\"\"\"", "'''"))
        .collect();
    let last = doc.last_mut()?;
    if !last.ends_with(['.', '!', '?', ':']) {
        last.push('.');
    }
    Some(doc.join("\n"))
}

/// The `edit` that puts `doc` ([`from_answer`]) under the `def`/`class`
/// line of `name` in the Python `text`: its `old_string` and
/// `new_string`. `None` when `text` defines `name` more than once, gives
/// it a docstring already, or has its body on the header's line.
pub(crate) fn insertion(text: &str, name: &str, doc: &str) -> Option<(String, String)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = spans(&lines, name);
    let (start, end) = found.next()?;
    if found.next().is_some() {
        return None;
    }
    let first = body_start(&lines, end)?;
    if is_docstring(lines[first]) {
        return None;
    }
    let indent = &lines[first][..lines[first].len() - lines[first].trim_start().len()];
    let doc = wrapped(doc, LINE_WIDTH.saturating_sub(indent.len() + 3).max(40));
    let mut docstring: Vec<String> = doc
        .lines()
        .enumerate()
        .map(|(n, line)| match (n, line.is_empty()) {
            (0, _) => format!("{indent}\"\"\"{line}"),
            (_, true) => String::new(),
            _ => format!("{indent}{line}"),
        })
        .collect();
    match docstring.len() {
        1 => docstring[0].push_str("\"\"\""),
        _ => docstring.push(format!("{indent}\"\"\"")),
    }
    // The header alone, or with the body's first line when the same
    // header text occurs again (a method of that name in another class).
    for upto in [end, first] {
        let old = lines[start..=upto].join("\n");
        if text.matches(&old).count() == 1 {
            let mut new: Vec<String> = lines[start..=end].iter().map(|line| (*line).to_owned()).collect();
            new.extend(docstring.iter().cloned());
            new.extend(lines[end + 1..=upto].iter().map(|line| (*line).to_owned()));
            return Some((old, new.join("\n")));
        }
    }
    None
}

/// The width a docstring is wrapped to, as PEP 8 asks of code.
const LINE_WIDTH: usize = 79;

/// `doc` with each line longer than `width` that does not start indented
/// (a paragraph, not an argument's description) broken between words.
fn wrapped(doc: &str, width: usize) -> String {
    let mut out: Vec<String> = Vec::new();
    for line in doc.lines() {
        if line.chars().count() <= width || line.starts_with(' ') {
            out.push(line.to_owned());
            continue;
        }
        let mut current = String::new();
        for word in line.split_whitespace() {
            if !current.is_empty() && current.chars().count() + 1 + word.chars().count() > width {
                out.push(std::mem::take(&mut current));
            }
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(word);
        }
        out.push(current);
    }
    out.join("\n")
}

/// The index of the line ending each `def name(`/`class name` header in
/// `lines` (the line with the `:` that opens its body).
fn headers<'l>(lines: &'l [&'l str], name: &'l str) -> impl Iterator<Item = usize> + 'l {
    spans(lines, name).map(|(_, end)| end)
}

/// The first and the last line of each `def name(`/`class name` header.
fn spans<'l>(lines: &'l [&'l str], name: &'l str) -> impl Iterator<Item = (usize, usize)> + 'l {
    lines.iter().enumerate().filter_map(move |(at, line)| {
        let code = line.trim_start();
        let code = code.strip_prefix("async ").unwrap_or(code);
        let rest = code.strip_prefix("def ").or_else(|| code.strip_prefix("class "))?;
        let after = rest.strip_prefix(name)?;
        if !after.starts_with(['(', ':', ' ']) {
            return None;
        }
        // A signature over several lines ends at the first line ending in `:`.
        (at..lines.len().min(at + 20))
            .find(|&end| lines[end].split('#').next().unwrap_or("").trim_end().ends_with(':'))
            .map(|end| (at, end))
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

    #[test]
    fn a_docstring_left_out_of_a_function_written_again_is_put_back() {
        let old = [
            "def total(size, nails=False):",
            "    \"\"\"What a groom costs.\"\"\"",
            "    total = 25.0",
            "    return total",
        ];
        let written = vec![
            "def total(size, nails=False, teeth=False):",
            "    total = 25.0",
            "    if teeth:",
            "        total += 6",
            "    return total",
        ];
        assert_eq!(
            kept_docstring(&old, written.clone()),
            vec![
                "def total(size, nails=False, teeth=False):",
                "    \"\"\"What a groom costs.\"\"\"",
                "    total = 25.0",
                "    if teeth:",
                "        total += 6",
                "    return total"
            ]
        );
        // Over lines; and one written keeps its own.
        let long =
            ["def total(size):", "    \"\"\"What a groom costs.", "", "    Rounded.", "    \"\"\"", "    return 1"];
        let kept = kept_docstring(&long, vec!["def total(size, teeth=False):", "    return 2"]);
        assert_eq!(
            kept.join("\n"),
            "def total(size, teeth=False):\n    \"\"\"What a groom costs.\n\n    Rounded.\n    \"\"\"\n    return 2"
        );
        // A docstring that never closes is left as it is.
        let open = ["def total(size):", "    \"\"\"What a groom costs.", "    return 1"];
        assert_eq!(kept_docstring(&open, vec!["def total(size, t=0):", "    return 2"]).len(), 2);
        let own = vec!["def total(size, nails=False, teeth=False):", "    \"\"\"Mine.\"\"\"", "    return 1"];
        assert_eq!(kept_docstring(&old, own.clone()), own.iter().map(|line| line.to_string()).collect::<Vec<_>>());
    }

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

    #[test]
    fn the_docstring_is_taken_from_the_shapes_of_answers() {
        let said = "Return the area of a rectangle.";
        for answer in [
            "Return the area of a rectangle",
            "\"\"\"Return the area of a rectangle.\"\"\"",
            "Here is the docstring for `area`:\n\nReturn the area of a rectangle.",
            "```python\ndef area(width, height):\n    \"\"\"Return the area of a rectangle.\"\"\"\n    return width * height\n```",
            "```\nReturn the area of a rectangle.\n```",
        ] {
            assert_eq!(from_answer("area", answer).as_deref(), Some(said), "{answer}");
        }
        let sections = "\"\"\"Area of a rectangle.\n\n    Args:\n        width: across.\n    \"\"\"";
        assert_eq!(from_answer("area", sections).as_deref(), Some("Area of a rectangle.\n\nArgs:\n    width: across."));
        for code in ["def area(w, h):\n    return w * h", "```python\nreturn width * height\n```", "", "```\n```"] {
            assert_eq!(from_answer("area", code), None, "{code}");
        }
        assert_eq!(from_answer("f", "Splits on \"\"\" and \\n.").as_deref(), Some("Splits on ''' and \\\\n."));
    }

    #[test]
    fn the_docstring_goes_under_the_header_indented_like_the_body() {
        let (old, new) = insertion(SHAPES, "area", "Return the area.").unwrap();
        assert_eq!(old, "def area(width, height):");
        assert_eq!(new, "def area(width, height):\n    \"\"\"Return the area.\"\"\"");
        let (_, new) = insertion(SHAPES, "area", "Area.\n\nArgs:\n    width: across.").unwrap();
        assert_eq!(new, "def area(width, height):\n    \"\"\"Area.\n\n    Args:\n        width: across.\n    \"\"\"");
        let long = "Return the names of the items whose count is below minimum, in the order of items.";
        let (_, new) = insertion(SHAPES, "area", long).unwrap();
        assert_eq!(
            new,
            "def area(width, height):\n    \"\"\"Return the names of the items whose count is below minimum, in the order\n    of items.\n    \"\"\""
        );
        assert!(new.lines().all(|line| line.len() <= 79));
        let signature = "def parse(\n    text: str,\n) -> int:\n    return 1\n";
        let (old, new) = insertion(signature, "parse", "Parse.").unwrap();
        assert_eq!(
            (old.as_str(), new.as_str()),
            ("def parse(\n    text: str,\n) -> int:", "def parse(\n    text: str,\n) -> int:\n    \"\"\"Parse.\"\"\"")
        );
        // The same header in two classes: the body's first line tells them apart.
        let twice =
            "class A:\n    def size(self):\n        return 1\n\n\nclass B:\n    def size(self):\n        return 2\n";
        assert_eq!(insertion(twice, "size", "Size."), None, "two definitions: which is meant is not clear");
        assert_eq!(insertion(SHAPES, "circle", "Circle."), None, "it has one");
        assert_eq!(insertion("def f(): return 1\n", "f", "F."), None, "the body is on the header's line");
    }
}
