//! Names a Python function uses that nothing defines: not its parameters
//! or locals, not an enclosing function's, not the module's (definitions,
//! assignments, imports), not a builtin. Asked to show a new field in
//! `agenda_line(m)`, the 1.5B model changed each `agenda_line(m)` into
//! `agenda_line(m, room)`, so `agenda()` now used a `room` it never had —
//! a `NameError` the syntax check cannot see (flake8 calls it F821).
//! Functions only: code at the module's top runs in an order this does
//! not follow; a file that imports `*` is not judged.

use std::collections::HashSet;

use nub_tools::syntax::NameAt;
use tree_sitter::{Node, Parser};

use super::syntax::grammar;

/// What Python defines in every module (`dir(builtins)`, and the module's own dunders).
#[rustfmt::skip]
const BUILTINS: &[&str] = &[
    "ArithmeticError", "AssertionError", "AttributeError", "BaseException", "BaseExceptionGroup",
    "BlockingIOError", "BrokenPipeError", "BufferError", "BytesWarning", "ChildProcessError",
    "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError", "ConnectionResetError",
    "DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning", "EnvironmentError", "Exception",
    "ExceptionGroup", "False", "FileExistsError", "FileNotFoundError", "FloatingPointError", "FutureWarning",
    "GeneratorExit", "IOError", "ImportError", "ImportWarning", "IndentationError", "IndexError",
    "InterruptedError", "IsADirectoryError", "KeyError", "KeyboardInterrupt", "LookupError", "MemoryError",
    "ModuleNotFoundError", "NameError", "None", "NotADirectoryError", "NotImplemented", "NotImplementedError",
    "OSError", "OverflowError", "PendingDeprecationWarning", "PermissionError", "ProcessLookupError",
    "RecursionError", "ReferenceError", "ResourceWarning", "RuntimeError", "RuntimeWarning",
    "StopAsyncIteration", "StopIteration", "SyntaxError", "SyntaxWarning", "SystemError", "SystemExit",
    "TabError", "TimeoutError", "True", "TypeError", "UnboundLocalError", "UnicodeDecodeError",
    "UnicodeEncodeError", "UnicodeError", "UnicodeTranslateError", "UnicodeWarning", "UserWarning",
    "ValueError", "Warning", "ZeroDivisionError", "abs", "aiter", "all", "anext", "any", "ascii", "bin",
    "bool", "breakpoint", "bytearray", "bytes", "callable", "chr", "classmethod", "compile", "complex",
    "copyright", "credits", "delattr", "dict", "dir", "divmod", "enumerate", "eval", "exec", "exit", "filter",
    "float", "format", "frozenset", "getattr", "globals", "hasattr", "hash", "help", "hex", "id", "input",
    "int", "isinstance", "issubclass", "iter", "len", "license", "list", "locals", "map", "max", "memoryview",
    "min", "next", "object", "oct", "open", "ord", "pow", "print", "property", "quit", "range", "repr",
    "reversed", "round", "set", "setattr", "slice", "sorted", "staticmethod", "str", "sum", "super", "tuple",
    "type", "vars", "zip", "__name__", "__file__", "__doc__", "__spec__", "__package__", "__loader__",
    "__builtins__", "__debug__", "__import__", "__class__", "__dict__", "__annotations__",
];

/// The names `text` (Python) uses in its functions without defining them,
/// in order; `None` when it does not parse cleanly or imports `*`.
pub fn undefined(text: &str) -> Option<Vec<NameAt>> {
    let tree = parse_clean(text)?;
    let root = tree.root_node();
    let source = text.as_bytes();
    let mut module = Scope::default();
    module.collect(root, source);
    if module.star {
        return None;
    }
    let mut found = Vec::new();
    let mut chain = vec![module.names];
    // Postponed, annotations are never evaluated: none can raise NameError.
    let annotations = !text.contains("from __future__ import annotations");
    functions(root, source, annotations, &mut chain, &mut found);
    Some(found)
}

/// The parameters of `text`'s (Python) functions that their bodies never
/// read, in order, each at its `def` line; `None` when it does not parse
/// cleanly. Left out: `self` and `cls`, names that start with `_`, `*args`
/// and `**kwargs`, and functions that read `locals()` or whose body does
/// nothing (`pass`, `...`, a docstring, a `raise`: an interface).
pub fn unused_parameters(text: &str) -> Option<Vec<NameAt>> {
    let tree = parse_clean(text)?;
    let mut found = Vec::new();
    unused_in(tree.root_node(), text.as_bytes(), &mut found);
    Some(found)
}

/// `text` parsed as Python, when it parses cleanly and is not too deep to walk.
fn parse_clean(text: &str) -> Option<tree_sitter::Tree> {
    let grammar = grammar("python")?;
    let mut parser = Parser::new();
    parser.set_language(&grammar.language).ok()?;
    let tree = parser.parse(text, None)?;
    let root = tree.root_node();
    (!root.has_error() && !deeper_than(root, MAX_DEPTH)).then_some(tree)
}

fn unused_in(node: Node, source: &[u8], found: &mut Vec<NameAt>) {
    let mut cursor = node.walk();
    for child in node.named_children(&mut cursor) {
        if child.kind() == "function_definition"
            && let (Some(parameters), Some(body)) =
                (child.child_by_field_name("parameters"), child.child_by_field_name("body"))
            && !is_stub(body)
        {
            let mut read = HashSet::new();
            // A closure's use of a parameter is a use: nested functions count.
            uses(body, source, true, &mut |_, word: &str| {
                read.insert(word.to_owned());
            });
            if !read.contains("locals") {
                let scope =
                    child.child_by_field_name("name").and_then(|n| n.utf8_text(source).ok()).unwrap_or_default();
                let mut taken = Scope::default();
                taken.plain_parameters(parameters, source);
                for name in taken.order {
                    if !read.contains(&name) && name != "self" && name != "cls" && !name.starts_with('_') {
                        found.push(NameAt { name, line: child.start_position().row + 1, scope: scope.to_owned() });
                    }
                }
            }
        }
        unused_in(child, source, found);
    }
}

/// Whether a function's body only says what it is (a docstring, `pass`,
/// `...`) or raises: an interface whose parameters are there to be taken.
fn is_stub(body: Node) -> bool {
    let mut cursor = body.walk();
    body.named_children(&mut cursor).all(|statement| match statement.kind() {
        "pass_statement" | "raise_statement" | "comment" => true,
        "expression_statement" => statement.named_child(0).is_some_and(|e| matches!(e.kind(), "string" | "ellipsis")),
        _ => false,
    })
}

/// Trees deeper than this are not judged: the walks below recurse, and a
/// file of the repository (untrusted) may nest ten thousand brackets.
const MAX_DEPTH: usize = 200;

/// Whether the tree under `root` is more than `limit` nodes deep, found
/// without recursing.
fn deeper_than(root: Node, limit: usize) -> bool {
    let mut cursor = root.walk();
    let mut depth = 0;
    loop {
        if cursor.goto_first_child() {
            depth += 1;
            if depth > limit {
                return true;
            }
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                return false;
            }
            depth -= 1;
        }
    }
}

/// The names one scope binds.
#[derive(Default)]
struct Scope {
    names: HashSet<String>,
    /// It imports `*`: any name may be defined.
    star: bool,
    /// It has a `match` statement, whose patterns bind names this does not follow.
    matches: bool,
    /// The plain parameters taken, in order (`plain_parameters`).
    order: Vec<String>,
}

impl Scope {
    /// Binds what `node`'s subtree binds in this scope, not looking into
    /// the bodies of functions and classes (their names are bound here).
    fn collect(&mut self, node: Node, source: &[u8]) {
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            match child.kind() {
                "function_definition" | "class_definition" => {
                    if let Some(name) = child.child_by_field_name("name") {
                        self.bind(name, source);
                    }
                    // Default values and decorators run here, but bind nothing.
                    continue;
                }
                "assignment" | "augmented_assignment" | "for_statement" | "for_in_clause" => {
                    if let Some(left) = child.child_by_field_name("left") {
                        self.targets(left, source);
                    }
                }
                "named_expression" => {
                    if let Some(name) = child.child_by_field_name("name") {
                        self.bind(name, source);
                    }
                }
                "as_pattern" => {
                    if let Some(alias) = child.child_by_field_name("alias") {
                        self.targets(alias, source);
                    }
                }
                "except_clause" => {
                    let mut inner = child.walk();
                    let parts: Vec<Node> = child.children(&mut inner).collect();
                    for pair in parts.windows(2) {
                        if pair[0].kind() == "as" {
                            self.targets(pair[1], source);
                        }
                    }
                }
                "import_statement" | "import_from_statement" => self.imports(child, source),
                "global_statement" | "nonlocal_statement" => self.targets(child, source),
                "parameters" | "lambda_parameters" => self.parameters(child, source),
                "match_statement" => self.matches = true,
                _ => {}
            }
            self.collect(child, source);
        }
    }

    fn bind(&mut self, node: Node, source: &[u8]) {
        if let Ok(name) = node.utf8_text(source) {
            self.names.insert(name.to_owned());
        }
    }

    /// The names an assignment target binds (`a`, `a, b`, `[a, *b]`; not
    /// `a.b` or `a[0]`).
    fn targets(&mut self, node: Node, source: &[u8]) {
        match node.kind() {
            "identifier" => self.bind(node, source),
            "attribute" | "subscript" => {}
            _ => {
                let mut cursor = node.walk();
                for child in node.named_children(&mut cursor) {
                    self.targets(child, source);
                }
            }
        }
    }

    fn imports(&mut self, node: Node, source: &[u8]) {
        let mut cursor = node.walk();
        for child in node.children_by_field_name("name", &mut cursor) {
            match child.kind() {
                "aliased_import" => {
                    if let Some(alias) = child.child_by_field_name("alias") {
                        self.bind(alias, source);
                    }
                }
                // `import os.path` binds `os`.
                _ => {
                    if let Some(first) = child.named_child(0) {
                        self.bind(first, source);
                    }
                }
            }
        }
        let mut cursor = node.walk();
        self.star |= node.named_children(&mut cursor).any(|child| child.kind() == "wildcard_import");
    }

    /// Takes the parameters of `node` that are a plain name, with or
    /// without a type or default, into `order` (not `*args`, `**kw`).
    fn plain_parameters(&mut self, node: Node, source: &[u8]) {
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            let name = match child.kind() {
                "identifier" => Some(child),
                "default_parameter" | "typed_default_parameter" => child.child_by_field_name("name"),
                "typed_parameter" => child.named_child(0),
                _ => None,
            };
            if let Some(name) = name.filter(|n| n.kind() == "identifier")
                && let Ok(text) = name.utf8_text(source)
            {
                self.order.push(text.to_owned());
            }
        }
    }

    fn parameters(&mut self, node: Node, source: &[u8]) {
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            match child.kind() {
                "identifier" => self.bind(child, source),
                "default_parameter" | "typed_default_parameter" => {
                    if let Some(name) = child.child_by_field_name("name") {
                        self.targets(name, source);
                    }
                }
                // `x: int`, `*args`, `**kwargs`: the name is the first identifier.
                _ => {
                    let mut inner = child.walk();
                    let first = child.named_children(&mut inner).find(|n| n.kind() == "identifier");
                    if let Some(first) = first {
                        self.bind(first, source);
                    }
                }
            }
        }
    }
}

/// Walks `node` for functions; each one's unbound uses go to `found`.
/// `chain` holds the names of the enclosing scopes (the module's first).
/// With `annotations`, the types on a `def` line are judged too: Python
/// evaluates them where the function is defined. Asked for type hints,
/// the 1.5B model wrote `points: List[Tuple[float, float]]` with no
/// import, and the module no longer loaded.
fn functions(node: Node, source: &[u8], annotations: bool, chain: &mut Vec<HashSet<String>>, found: &mut Vec<NameAt>) {
    let mut cursor = node.walk();
    for child in node.named_children(&mut cursor) {
        if child.kind() != "function_definition" {
            functions(child, source, annotations, chain, found);
            continue;
        }
        let name = child.child_by_field_name("name").and_then(|n| n.utf8_text(source).ok()).unwrap_or_default();
        if annotations {
            let outer_known = |word: &str| chain.iter().any(|names| names.contains(word)) || BUILTINS.contains(&word);
            for annotation in annotations_of(child) {
                let mut unknown = |at: Node, word: &str| {
                    if !outer_known(word) {
                        found.push(NameAt {
                            name: word.to_owned(),
                            line: at.start_position().row + 1,
                            scope: name.to_owned(),
                        });
                    }
                };
                match annotation.kind() {
                    "identifier" => unknown(annotation, annotation.utf8_text(source).unwrap_or_default()),
                    _ => uses(annotation, source, false, &mut unknown),
                }
            }
        }
        let mut scope = Scope::default();
        if let Some(parameters) = child.child_by_field_name("parameters") {
            scope.parameters(parameters, source);
        }
        let Some(body) = child.child_by_field_name("body") else { continue };
        scope.collect(body, source);
        if !scope.star && !scope.matches {
            let known = |word: &str| {
                scope.names.contains(word) || chain.iter().any(|names| names.contains(word)) || BUILTINS.contains(&word)
            };
            uses(body, source, false, &mut |at: Node, word: &str| {
                if !known(word) {
                    found.push(NameAt {
                        name: word.to_owned(),
                        line: at.start_position().row + 1,
                        scope: name.to_owned(),
                    });
                }
            });
        }
        chain.push(scope.names);
        functions(body, source, annotations, chain, found);
        chain.pop();
    }
}

/// The type annotations of `function`'s parameters and its return type.
fn annotations_of(function: Node) -> Vec<Node> {
    let mut found: Vec<Node> = function.child_by_field_name("return_type").into_iter().collect();
    if let Some(parameters) = function.child_by_field_name("parameters") {
        let mut cursor = parameters.walk();
        for parameter in parameters.named_children(&mut cursor) {
            found.extend(parameter.child_by_field_name("type"));
        }
    }
    found
}

/// Calls `each` with the identifiers under `node` that read a name,
/// looking into nested functions and classes only when `nested` (for
/// undefined names they are judged on their own).
fn uses(node: Node, source: &[u8], nested: bool, each: &mut dyn FnMut(Node, &str)) {
    let mut cursor = node.walk();
    for child in node.named_children(&mut cursor) {
        match child.kind() {
            "function_definition" | "class_definition" if !nested => continue,
            "identifier" => {
                let field = |name: &str| node.child_by_field_name(name).is_some_and(|n| n.id() == child.id());
                let not_a_read = match node.kind() {
                    "attribute" => field("attribute"),
                    "keyword_argument" => field("name"),
                    _ => false,
                };
                if !not_a_read && let Ok(word) = child.utf8_text(source) {
                    each(child, word);
                }
            }
            _ => uses(child, source, nested, each),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<(String, usize, String)> {
        undefined(text).unwrap().into_iter().map(|u| (u.name, u.line, u.scope)).collect()
    }

    #[test]
    fn a_name_no_scope_defines_is_found_with_its_function_and_line() {
        let agenda = "from meetings import sorted_by_start\n\n\ndef agenda_line(m, room):\n    return f\"{m.title} in {room}\"\n\n\ndef agenda(meetings):\n    lines = [agenda_line(m, room) for m in sorted_by_start(meetings)]\n    return \"\\n\".join(lines)\n";
        assert_eq!(names(agenda), [("room".to_owned(), 9, "agenda".to_owned())]);
    }

    #[test]
    fn what_python_defines_is_not_reported() {
        let text = r#"
import os.path
import json as j
from typing import (List, Optional as Opt)
LIMIT = 3
a, (b, c) = 1, (2, 3)


class Shelf:
    size = 2

    def count(self, *args, key=None, **kw) -> int:
        total: int = 0
        for i, item in enumerate(args):
            total += len(item) + LIMIT + a + b + c
        with open(os.path.join("x")) as handle, open("y") as (other):
            data = j.load(handle)
        try:
            pass
        except (KeyError, ValueError) as error:
            print(error, other)
        squares = [n * n for n in range(3) if (m := n)]
        f = lambda x, y=1: x + y + m
        def inner():
            nonlocal total
            return total + data["k"] + Shelf.size
        return sorted(kw, key=key) and inner() and f(1) and squares and __name__


def later():
    return helper(List, Opt)


def helper(*parts):
    global LATE
    LATE = 1
    return parts
"#;
        assert_eq!(names(text), Vec::<(String, usize, String)>::new());
    }

    #[test]
    fn a_type_on_a_def_line_that_nothing_defines_is_found() {
        let hinted = "import math\n\n\ndef area(points: List[Tuple[float, float]], scale: float = 1.0) -> float:\n    return math.fsum(p[0] for p in points) * scale\n";
        let found: Vec<String> =
            names(hinted).into_iter().map(|(name, line, scope)| format!("{name}@{line}:{scope}")).collect();
        assert_eq!(found, ["List@4:area", "Tuple@4:area"]);
        let imported = format!("from typing import List, Tuple\n{hinted}");
        assert_eq!(names(&imported), Vec::<(String, usize, String)>::new());
        let builtin = hinted.replace("List[Tuple", "list[tuple");
        assert_eq!(names(&builtin), Vec::<(String, usize, String)>::new());
        // Postponed annotations are never evaluated, and strings never are.
        let postponed = format!("from __future__ import annotations\n{hinted}");
        assert_eq!(names(&postponed), Vec::<(String, usize, String)>::new());
        let quoted = hinted.replace("List[Tuple[float, float]]", "'List[Tuple[float, float]]'");
        assert_eq!(names(&quoted), Vec::<(String, usize, String)>::new());
    }

    fn unused(text: &str) -> Vec<(String, usize, String)> {
        unused_parameters(text).unwrap().into_iter().map(|u| (u.name, u.line, u.scope)).collect()
    }

    #[test]
    fn a_parameter_the_body_never_reads_is_found_at_its_def_line() {
        let slug = "import re\n\n\ndef slugify(title, separator='-'):\n    words = re.findall(r\"[a-z0-9]+\", title.lower())\n    return \"-\".join(words)\n";
        assert_eq!(unused(slug), [("separator".to_owned(), 4, "slugify".to_owned())]);
        let typed = "def f(a: int, b: str = 'x', *args, **kw):\n    return 1\n";
        assert_eq!(unused(typed).iter().map(|u| u.0.as_str()).collect::<Vec<_>>(), ["a", "b"], "not *args, **kw");
    }

    #[test]
    fn uses_stubs_and_conventions_are_not_reported() {
        let text = r#"
class Shape:
    def area(self, scale):
        """Area times scale."""
        raise NotImplementedError

    def grow(self, by, _unused):
        def inner():
            return by
        return inner

    def name(cls, label):
        return f"{label}!"

    def pick(self, key):
        return self.table.get(key=1) or key.x

    def debug(self, a, b):
        return locals()


def later(x):
    ...
"#;
        assert_eq!(unused(text), Vec::<(String, usize, String)>::new());
        assert_eq!(
            unused("def f(x):\n    return g(x=1)\n"),
            [("x".to_owned(), 1, "f".to_owned())],
            "a keyword's name is not a read"
        );
        assert!(unused_parameters("def f(:\n").is_none());
    }

    #[test]
    fn a_file_that_cannot_be_judged_is_not() {
        let nested = format!("def f():\n    return {}1{}\n", "(".repeat(5_000), ")".repeat(5_000));
        assert!(undefined(&nested).is_none(), "too deep to walk");
        assert!(undefined("from shapes import *\n\ndef f():\n    return area\n").is_none());
        assert!(undefined("def f(:\n").is_none());
        let matched = "def f(p):\n    match p:\n        case [x, y]:\n            return x + y\n";
        assert_eq!(names(matched), Vec::<(String, usize, String)>::new());
        // A method does not see its class's names unqualified.
        assert_eq!(
            names("class A:\n    size = 1\n\n    def f(self):\n        return size\n"),
            [("size".to_owned(), 5, "f".to_owned())]
        );
    }
}
