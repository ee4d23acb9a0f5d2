//! The import a small model's type hints need. Asked for type hints, the
//! 1.5B model wrote `points: List[Tuple[float, float]]` with no import;
//! refused as undefined, it sent the same line until it was stopped. The
//! names are the `typing` module's and nothing else in the file defines
//! them, so the edit lands with `from typing import …` added.

use std::path::Path;

use crate::syntax::NameAt;

/// What `typing` exports that hints commonly use.
#[rustfmt::skip]
const TYPING_NAMES: &[&str] = &[
    "Any", "AsyncIterator", "Awaitable", "Callable", "ClassVar", "Coroutine", "DefaultDict", "Deque",
    "Dict", "Final", "FrozenSet", "Generator", "Generic", "Hashable", "IO", "Iterable", "Iterator",
    "List", "Literal", "Mapping", "MutableMapping", "MutableSequence", "NamedTuple", "NoReturn",
    "Optional", "Protocol", "Sequence", "Set", "Sized", "TextIO", "Tuple", "Type", "TypeVar",
    "TypedDict", "Union",
];

/// `text` (the new content of Python file `path`) with the `typing`
/// import its `undefined` names need, and the note that says so; `None`
/// unless every one of them is a `typing` name.
pub(super) fn with_typing_import(path: &Path, text: &str, undefined: &[NameAt]) -> Option<(String, String)> {
    if !path.extension().is_some_and(|ext| ext == "py" || ext == "pyi") || undefined.is_empty() {
        return None;
    }
    let mut names: Vec<&str> = undefined.iter().map(|u| u.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    if !names.iter().all(|name| TYPING_NAMES.contains(name)) {
        return None;
    }
    let import = format!("from typing import {}", names.join(", "));
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let at = import_line(&lines);
    let mut out = String::with_capacity(text.len() + import.len() + 2);
    lines[..at].iter().for_each(|line| out.push_str(line));
    out.push_str(&import);
    out.push('\n');
    let next = lines.get(at).map_or("", |line| line.trim());
    if !next.is_empty() && !next.starts_with("import ") && !next.starts_with("from ") {
        out.push('\n');
    }
    lines[at..].iter().for_each(|line| out.push_str(line));
    let quoted: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    let note = format!("; {} come from typing, so `{import}` was added at line {}", quoted.join(", "), at + 1);
    Some((out, note))
}

/// The 0-based line the import goes before: the first import (after
/// `from __future__`), or else past the leading comments and docstring.
fn import_line(lines: &[&str]) -> usize {
    let first_import = lines.iter().position(|line| {
        (line.starts_with("import ") || line.starts_with("from ")) && !line.starts_with("from __future__")
    });
    if let Some(at) = first_import {
        return at;
    }
    let mut at = lines.iter().take_while(|line| line.starts_with('#')).count();
    let future = lines.iter().rposition(|line| line.starts_with("from __future__"));
    if let Some(quote) = lines.get(at).and_then(|line| ["\"\"\"", "'''"].into_iter().find(|q| line.starts_with(q))) {
        let closes = |line: &&str| line.trim_end().ends_with(quote);
        let opening = lines[at].trim_end();
        at += if opening.len() >= 6 && closes(&opening) {
            1
        } else {
            lines[at + 1..].iter().position(closes).map_or(0, |offset| offset + 2)
        };
    }
    future.map_or(at, |line| at.max(line + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(name: &str) -> NameAt {
        NameAt { name: name.to_owned(), line: 1, scope: "f".to_owned() }
    }

    #[test]
    fn typing_names_get_their_import_before_the_first_import() {
        let text = "import math\n\n\ndef area(p: List[Tuple[float, float]]) -> float:\n    return 0.0\n";
        let (out, note) = with_typing_import(Path::new("g.py"), text, &[at("List"), at("Tuple"), at("List")]).unwrap();
        assert_eq!(out, format!("from typing import List, Tuple\n{text}"));
        assert_eq!(note, "; `List`, `Tuple` come from typing, so `from typing import List, Tuple` was added at line 1");
        let documented = "\"\"\"Shapes.\n\nAreas.\n\"\"\"\n\ndef area(p: List[int]):\n    return 0\n";
        let (out, _) = with_typing_import(Path::new("g.py"), documented, &[at("List")]).unwrap();
        assert!(out.starts_with("\"\"\"Shapes.\n\nAreas.\n\"\"\"\nfrom typing import List\n\ndef area"), "{out}");
        let future = "from __future__ import division\nx = 1\n";
        let (out, _) = with_typing_import(Path::new("g.py"), future, &[at("Optional")]).unwrap();
        assert_eq!(out, "from __future__ import division\nfrom typing import Optional\n\nx = 1\n");
    }

    #[test]
    fn other_names_or_files_get_none() {
        assert!(with_typing_import(Path::new("g.py"), "x\n", &[at("List"), at("room")]).is_none());
        assert!(with_typing_import(Path::new("g.rs"), "x\n", &[at("List")]).is_none());
        assert!(with_typing_import(Path::new("g.py"), "x\n", &[]).is_none());
    }
}
