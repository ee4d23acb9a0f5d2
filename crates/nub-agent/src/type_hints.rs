//! A small model asked for the type hints of one Python function
//! (`LoopConfig::lean`) is asked for its `def` line, in a request without
//! tools, and nub puts that line in place of the old one
//! (`run::docstring_first`, which asks so for a docstring too). Given the
//! file and tools, the 1.5B model read the two attached files round and
//! round until the guard stopped it, then showed the right `def` line in
//! its last answer, where nothing took it.

/// The names among `names` that `text` (Python) defines with a one-line
/// `def` whose parameters or return value have no type hint.
pub(crate) fn unannotated<'a>(names: &[&'a str], text: &str) -> Vec<&'a str> {
    names
        .iter()
        .copied()
        .filter(|name| {
            let mut headers = text.lines().filter_map(|line| header(line, name)).peekable();
            headers.peek().is_some() && headers.any(|header| !annotated(header))
        })
        .collect()
}

/// What a small model asked for the hints of `name` in `path`, whose `def`
/// line is `line`, is told before its first answer.
pub(crate) fn ask(name: &str, path: &str, line: &str) -> String {
    format!(
        "nub writes the type hints into the def line of `{name}` in {path} itself, so do not call a tool and change no code: answer with only that line with a type hint on every parameter and the return type (`-> type`). It is now: `{}`",
        line.trim()
    )
}

/// What the model is told when its change leaves `name` in `path` without
/// the hints the prompt asks for.
pub(crate) fn still_missing(name: &str, path: &str) -> String {
    format!(
        "`{name}` in {path} has no type hint on every parameter and its return value yet, and the request asks for them: write them into its def line (`def f(x: int) -> str:`) with edit."
    )
}

/// The `def` line for `name` in a small model's `answer` to [`ask`]: the
/// first line holding `def name(` that ends the header with `:` and has
/// hints, from `def` (or `async def`) on.
pub(crate) fn from_answer<'a>(name: &str, answer: &'a str) -> Option<&'a str> {
    def_lines(name, answer).find(|header| header.ends_with(':') && annotated(header))
}

/// The lines of `answer` holding `def name(`, from `def` (or `async def`) on.
fn def_lines<'a>(name: &str, answer: &'a str) -> impl Iterator<Item = &'a str> {
    let opening = format!("def {name}(");
    answer.lines().filter_map(move |line| {
        let line = line.trim().trim_matches('`').trim();
        let at = line.find(&opening)?;
        let at = if line[..at].ends_with("async ") { at - "async ".len() } else { at };
        Some(&line[at..])
    })
}

/// The `def` line for `name` in `answer` with a hint on every parameter
/// but no return type, given `-> None` when the function in the Python
/// `source` returns no value (no `return x`, no `yield`): asked for
/// `__init__` and `add_laps`, the 1.5B model left the return out, and
/// those two stayed without hints.
pub(crate) fn returning_none(name: &str, answer: &str, source: &str) -> Option<String> {
    let line = def_lines(name, answer).next()?;
    let (open, close) = line.find('(').zip(line.rfind(')'))?;
    if !line.ends_with(':')
        || line[close..].contains("->")
        || !parameters(&line[open + 1..close]).iter().all(|p| is_hinted(p))
    {
        return None;
    }
    let lines: Vec<&str> = source.lines().collect();
    let start = lines.iter().position(|l| header(l, name).is_some())?;
    let indent = |l: &str| l.len() - l.trim_start().len();
    let body = lines[start + 1..].iter().take_while(|l| l.trim().is_empty() || indent(l) > indent(lines[start]));
    let gives = body
        .map(|l| l.trim())
        .any(|l| (l.starts_with("return ") && l != "return None") || l.starts_with("yield") || l.contains("lambda"));
    (!gives).then(|| format!("{} -> None:", line[..line.len() - 1].trim_end()))
}

/// The `edit` that puts `new_header` ([`from_answer`]) in place of the
/// `def` line of `name` in the Python `text`: its `old_string` and
/// `new_string`. `None` when `text` defines `name` on no line or on more
/// than one, or the new line names other parameters, in another order.
pub(crate) fn replacement(text: &str, name: &str, new_header: &str) -> Option<(String, String)> {
    let mut found = text.lines().filter(|line| header(line, name).is_some());
    let old = found.next()?;
    if found.next().is_some() || parameter_names(header(old, name)?)? != parameter_names(new_header)? {
        return None;
    }
    let indent = &old[..old.len() - old.trim_start().len()];
    let new = format!("{indent}{new_header}");
    (new != old).then(|| (old.to_owned(), new))
}

/// The `def` header `line` opens for `name`, when it is one line:
/// `def name(…):` or `async def name(…) -> T:`, without indentation.
fn header<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let code = line.trim();
    let rest = code.strip_prefix("async ").unwrap_or(code).strip_prefix("def ")?;
    let after = rest.strip_prefix(name)?;
    (after.starts_with('(') && code.ends_with(':')).then_some(code)
}

/// Whether every parameter of the one-line `def` `header` (but `self`,
/// `cls`, and bare `*` or `/`) has a hint, and its return value one.
fn annotated(header: &str) -> bool {
    let Some((open, close)) = header.find('(').zip(header.rfind(')')) else { return false };
    // `) -> float:`, not `): -> None:` (a colon before the arrow).
    let returns = header[close + 1..].trim_start().starts_with("->");
    returns && parameters(&header[open + 1..close]).iter().all(|p| is_hinted(p))
}

fn is_hinted(parameter: &str) -> bool {
    let name = parameter.split(['=', ':']).next().unwrap_or_default().trim();
    matches!(name, "self" | "cls" | "*" | "/") || parameter.split('=').next().unwrap_or_default().contains(':')
}

/// The parameters' names of the one-line `def` `header`, in order.
fn parameter_names(header: &str) -> Option<Vec<String>> {
    let inside = &header[header.find('(')? + 1..header.rfind(')')?];
    Some(parameters(inside).iter().map(|p| p.split(['=', ':']).next().unwrap_or_default().trim().to_owned()).collect())
}

/// The parameters of a parameter list, split at its top-level commas.
fn parameters(list: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (at, c) in list.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                found.push(list[start..at].trim());
                start = at + 1;
            }
            _ => {}
        }
    }
    found.push(list[start..].trim());
    found.retain(|p| !p.is_empty());
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    const TIDES: &str = "from datetime import datetime, timedelta\n\nTIDE_PERIOD = timedelta(hours=12, minutes=25)\n\n\ndef next_high_tide(last_high, now, period=TIDE_PERIOD):\n    \"\"\"The first high tide at or after `now`.\"\"\"\n    if now < last_high:\n        return last_high\n    return last_high + period\n\n\ndef done(x: int) -> int:\n    return x\n";

    #[test]
    fn a_def_line_without_every_hint_is_unannotated() {
        assert_eq!(unannotated(&["next_high_tide", "done", "missing"], TIDES), ["next_high_tide"]);
        assert_eq!(unannotated(&["f"], "def f(x: int, y):\n    pass\n"), ["f"]);
        assert_eq!(unannotated(&["f"], "def f(x: int):\n    pass\n"), ["f"], "no return type");
        assert!(unannotated(&["m"], "class A:\n    def m(self, n: int) -> None:\n        pass\n").is_empty());
        assert!(unannotated(&["f"], "def f(*, x: int = 3, **kw: str) -> None:\n    pass\n").is_empty());
    }

    #[test]
    fn a_def_line_without_a_return_type_returns_none_when_nothing_is_returned() {
        let source = "class D:\n    def __init__(self, name):\n        self.name = name\n\n    def best(self):\n        return min(self.laps)\n";
        assert_eq!(
            returning_none("__init__", "`def __init__(self, name: str):`", source).as_deref(),
            Some("def __init__(self, name: str) -> None:")
        );
        assert_eq!(returning_none("best", "def best(self):", source), None, "it returns a value");
        assert_eq!(returning_none("__init__", "def __init__(self, name):", source), None, "a parameter without a hint");
        assert_eq!(
            from_answer("__init__", "def __init__(self, name: str): -> None:"),
            None,
            "a colon before the arrow"
        );
    }

    #[test]
    fn the_answers_def_line_replaces_the_old_one() {
        // The 1.5B model's last answer on the tide tables, in a fence.
        let answer = "Here are the type hints:\n\n```python\nfrom datetime import datetime, timedelta\n\ndef next_high_tide(last_high: datetime, now: datetime, period: timedelta = TIDE_PERIOD) -> datetime:\n    \"\"\"The first high tide.\"\"\"\n```";
        let header = from_answer("next_high_tide", answer).unwrap();
        let (old, new) = replacement(TIDES, "next_high_tide", header).unwrap();
        assert_eq!(old, "def next_high_tide(last_high, now, period=TIDE_PERIOD):");
        assert_eq!(
            new,
            "def next_high_tide(last_high: datetime, now: datetime, period: timedelta = TIDE_PERIOD) -> datetime:"
        );
        // In code spans, and indented as a method is.
        let method = "class Board:\n    def show(self, when):\n        return when\n";
        let header = from_answer("show", "`def show(self, when: str) -> str:`").unwrap();
        assert_eq!(
            replacement(method, "show", header),
            Some(("    def show(self, when):".into(), "    def show(self, when: str) -> str:".into()))
        );
    }

    #[test]
    fn a_line_without_hints_or_with_other_parameters_is_not_taken() {
        assert_eq!(from_answer("next_high_tide", "def next_high_tide(last_high, now, period=TIDE_PERIOD):"), None);
        assert_eq!(from_answer("next_high_tide", "I added the hints to next_high_tide."), None);
        let renamed = "def next_high_tide(last: datetime, now: datetime, period: timedelta = TIDE_PERIOD) -> datetime:";
        assert_eq!(replacement(TIDES, "next_high_tide", renamed), None);
        let dropped = "def next_high_tide(last_high: datetime, now: datetime) -> datetime:";
        assert_eq!(replacement(TIDES, "next_high_tide", dropped), None);
        let twice = format!("{TIDES}\ndef next_high_tide(a):\n    pass\n");
        let header =
            "def next_high_tide(last_high: datetime, now: datetime, period: timedelta = TIDE_PERIOD) -> datetime:";
        assert_eq!(replacement(&twice, "next_high_tide", header), None, "defined twice");
    }
}
