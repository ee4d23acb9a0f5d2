//! Symbols with tree-sitter: each grammar's own `TAGS_QUERY` finds the
//! definitions; the signature is the definition's text up to its body, on one
//! line. References are every identifier-like leaf, counted (as aider does
//! for languages without reference tags), so ranking works the same for all.

use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use std::time::{Duration, Instant};

use tree_sitter::{Language, Node, ParseOptions, ParseState, Parser, Query, QueryCursor, StreamingIterator, Tree};

use super::summary::{Summary, Symbol, shorten};

/// Definitions nested in these are locals: left out.
fn is_function(kind: &str) -> bool {
    (kind.contains("function") && !kind.contains("signature"))
        || kind.contains("method_")
        || kind.contains("constructor")
        || kind.contains("lambda")
        || kind.contains("closure")
        || kind == "func_literal"
}

/// Definitions nested in these are members: indented under their container.
const CONTAINERS: &[&str] = &[
    "impl_item",
    "trait_item",
    "mod_item",
    "class_declaration",
    "abstract_class_declaration",
    "class_definition",
    "class_specifier",
    "struct_specifier",
    "class",
    "interface_declaration",
    "enum_declaration",
    "record_declaration",
];

/// source file > namespace > body > class > body > member.
const MAX_START_DEPTH: u32 = 5;

pub(super) struct Grammar {
    pub(super) language: Language,
    query: Query,
}

pub(super) fn grammar(name: &str) -> Option<&'static Grammar> {
    static ALL: OnceLock<HashMap<&'static str, Grammar>> = OnceLock::new();
    let grammars = ALL.get_or_init(|| {
        let js = tree_sitter_javascript::TAGS_QUERY;
        let ts = format!("{js}\n{}", tree_sitter_typescript::TAGS_QUERY);
        let list: Vec<(&str, Language, &str)> = vec![
            ("rust", tree_sitter_rust::LANGUAGE.into(), tree_sitter_rust::TAGS_QUERY),
            ("go", tree_sitter_go::LANGUAGE.into(), tree_sitter_go::TAGS_QUERY),
            ("python", tree_sitter_python::LANGUAGE.into(), tree_sitter_python::TAGS_QUERY),
            ("javascript", tree_sitter_javascript::LANGUAGE.into(), js),
            ("typescript", tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(), &ts),
            #[cfg(feature = "lang-tsx")]
            ("tsx", tree_sitter_typescript::LANGUAGE_TSX.into(), &ts),
            ("java", tree_sitter_java::LANGUAGE.into(), tree_sitter_java::TAGS_QUERY),
            ("c", tree_sitter_c::LANGUAGE.into(), tree_sitter_c::TAGS_QUERY),
            #[cfg(feature = "lang-cpp")]
            ("cpp", tree_sitter_cpp::LANGUAGE.into(), tree_sitter_cpp::TAGS_QUERY),
        ];
        // A query that does not compile leaves its language to the first-line
        // fallback instead of failing the map; the per-language tests catch it.
        list.into_iter()
            .filter_map(|(name, language, source)| {
                let query = Query::new(&language, source).ok()?;
                Some((name, Grammar { language, query }))
            })
            .collect()
    });
    // Without the C++ grammar (feature `lang-cpp`), C++ is read as C: the
    // C-style functions and structs still come out, classes do not. Without
    // the TSX grammar (`lang-tsx`), TSX is read as TypeScript: declarations
    // come out, the JSX inside bodies is skipped as an error.
    let fallback = match name {
        "cpp" => "c",
        "tsx" => "typescript",
        _ => return grammars.get(name),
    };
    grammars.get(name).or_else(|| grammars.get(fallback))
}

/// The symbols and references of `text`, or None when the grammar is missing
/// or the text does not parse at all.
pub fn summarize(language: &str, text: &str) -> Option<Summary> {
    let grammar = grammar(language)?;
    let mut parser = Parser::new();
    parser.set_language(&grammar.language).ok()?;
    let tree = parser.parse(text, None)?;
    let root = tree.root_node();
    let source = text.as_bytes();

    let mut definitions: Vec<(Node, String)> = Vec::new();
    let mut seen = HashSet::new();
    let mut cursor = QueryCursor::new();
    // Definitions worth a map line start near the top (an item, a member of
    // an impl or class, one namespace deep). Without this limit the tags
    // queries' reference patterns and doc-comment repetitions start at every
    // node of every body, and dominate the run time.
    cursor.set_max_start_depth(Some(MAX_START_DEPTH));
    let names = grammar.query.capture_names();
    let mut matches = cursor.matches(&grammar.query, root, source);
    while let Some(found) = matches.next() {
        let mut name = None;
        let mut definition = None;
        for capture in found.captures {
            let label = names[capture.index as usize];
            if label == "name" {
                name = capture.node.utf8_text(source).ok();
            } else if label.starts_with("definition.") {
                definition = Some(capture.node);
            }
        }
        // C and C++ tag the declarator; the signature is the whole declaration.
        while let Some(node) = definition.filter(|n| n.kind().ends_with("declarator")) {
            definition = node.parent();
        }
        if let (Some(name), Some(node)) = (name, definition)
            && seen.insert(node.id())
        {
            definitions.push((node, name.to_owned()));
        }
    }
    definitions.sort_by_key(|(node, _)| node.start_byte());

    let ids: HashSet<usize> = definitions.iter().map(|(node, _)| node.id()).collect();
    let mut headers_done = HashSet::new();
    let mut symbols = Vec::new();
    'definitions: for (node, name) in definitions {
        let mut containers = Vec::new();
        let mut ancestor = node.parent();
        while let Some(up) = ancestor {
            if is_function(up.kind()) {
                continue 'definitions;
            }
            if CONTAINERS.contains(&up.kind()) {
                containers.push(up);
            }
            ancestor = up.parent();
        }
        if containers.len() > 2 {
            continue;
        }
        // A member of an `impl` (not itself a definition) gets the impl line.
        if let Some(container) = containers.first()
            && !ids.contains(&container.id())
            && headers_done.insert(container.id())
        {
            let depth = (containers.len() - 1) as u8;
            symbols.push(Symbol { name: String::new(), signature: signature(*container, source), depth });
        }
        symbols.push(Symbol { name, signature: signature(node, source), depth: containers.len() as u8 });
    }

    let mut counts: HashMap<&str, u32> = HashMap::new();
    let mut walk = root.walk();
    'tree: loop {
        let node = walk.node();
        if node.child_count() == 0
            && node.kind().contains("identifier")
            && let Ok(word) = node.utf8_text(source)
        {
            *counts.entry(word).or_default() += 1;
        }
        if walk.goto_first_child() || walk.goto_next_sibling() {
            continue;
        }
        loop {
            if !walk.goto_parent() {
                break 'tree;
            }
            if walk.goto_next_sibling() {
                break;
            }
        }
    }
    let mut references: Vec<(String, u32)> = counts.into_iter().map(|(w, n)| (w.to_owned(), n)).collect();
    references.sort();
    Some(Summary { symbols, references })
}

/// The definition's text up to its body, on one line: `pub fn f(a: u8) -> u8`.
fn signature(node: Node, source: &[u8]) -> String {
    let mut start = node;
    while let Some(parent) = start.parent()
        && matches!(parent.kind(), "export_statement" | "lexical_declaration" | "variable_declaration")
    {
        start = parent;
    }
    let end = node.child_by_field_name("body").map_or(node.end_byte(), |body| body.start_byte());
    let text = String::from_utf8_lossy(&source[start.start_byte()..end.max(start.start_byte())]);
    // Cut at the first `{` or `;` outside brackets: the body or the end.
    let mut depth = 0i32;
    let mut cut = text.len();
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            '{' | ';' if depth <= 0 => {
                cut = i;
                break;
            }
            _ => {}
        }
    }
    let mut line = shorten(&text[..cut], 160).replace("( ", "(").replace(", )", ")").replace(" )", ")");
    while line.ends_with([':', ' ', '=']) {
        line.pop();
    }
    if node.kind() == "type_spec" { format!("type {line}") } else { line }
}

/// Time one parse of the syntax check may take. A clean 2,000-line file
/// parses in a few milliseconds, but error recovery in a broken one can take
/// far longer (an unclosed bracket early in a long Python file): past this
/// the check gives up and says nothing rather than hold up the edit.
pub(super) const PARSE_BUDGET: Duration = Duration::from_millis(100);

/// `text` parsed in `language`; None when it has no grammar or the parse
/// takes longer than `budget`. `old` is the tree of the text before a
/// change, already `edit`ed to it: tree-sitter then reparses only what the
/// change touched.
pub(super) fn parse(language: &str, text: &str, old: Option<&Tree>, budget: Duration) -> Option<Tree> {
    let grammar = grammar(language)?;
    let mut parser = Parser::new();
    parser.set_language(&grammar.language).ok()?;
    let started = Instant::now();
    let mut over_budget = |_: &ParseState| started.elapsed() > budget;
    let options = ParseOptions::new().progress_callback(&mut over_budget);
    let bytes = text.as_bytes();
    parser.parse_with_options(&mut |at, _| &bytes[at.min(bytes.len())..], old, Some(options))
}

/// The 1-based line of the first syntax error (an ERROR or MISSING node) in
/// `tree`, the parse of `text`, or None when it parsed cleanly.
pub(super) fn error_line(tree: &Tree, text: &str) -> Option<usize> {
    let mut node = tree.root_node();
    if !node.has_error() {
        let source = text.as_bytes();
        return python_only_error(node, source)
            .or_else(|| quote_reused_in_fstring(node, source))
            .or_else(|| (node.kind() == "module").then(|| super::python_indent::error_line(text)).flatten());
    }
    // Down the first branch that holds an error, to the error itself.
    'descend: loop {
        if node.is_error() || node.is_missing() {
            return Some(node.start_position().row + 1);
        }
        let mut walk = node.walk();
        for child in node.children(&mut walk) {
            if child.has_error() {
                node = child;
                continue 'descend;
            }
        }
        return Some(node.start_position().row + 1);
    }
}

/// The 1-based line of the first error Python stops at and the grammar
/// takes; `None` for other languages. Two are found on the file's
/// outline, the third by `quote_reused_in_fstring`.
/// - A string in quotes of one (`'…'`, `"…"`) that runs over a line break
///   no escape or `{…}` explains ("unterminated string literal"). A 1.5B
///   model meant `'\n'.join(lines)` and sent the `\n` as a line break.
/// - A `def` that names a parameter twice ("duplicate argument"). A 1.5B
///   model asked to add a parameter wrote `def f(lengths, limit, limit)`.
/// - An f-string with a string in its `{…}` in the same quotes: before
///   Python 3.12 the inner quote ends the f-string. The 1.5B model wrote
///   `f'/blog/{slugify(title, separator='-')}/'`, and Python 3.11 stopped.
fn python_only_error(root: Node, source: &[u8]) -> Option<usize> {
    if root.kind() != "module" {
        return None;
    }
    let mut cursor = root.walk();
    loop {
        let node = cursor.node();
        // What fits on one line holds no string over a line break: not
        // looked into, which keeps the walk to the file's outline.
        let spans_lines = node.start_position().row < node.end_position().row;
        if spans_lines && node.kind() == "string" && open_string(node) {
            return Some(node.start_position().row + 1);
        }
        if node.kind() == "function_definition" && repeats_a_parameter(node, source) {
            return Some(node.start_position().row + 1);
        }
        if spans_lines && cursor.goto_first_child() {
            continue;
        }
        while !cursor.goto_next_sibling() {
            if !cursor.goto_parent() {
                return None;
            }
        }
    }
}

/// The 1-based line of the first f-string of Python module `root` that
/// holds, inside a `{…}` field, its own quote character. Such strings sit
/// on one line, inside statements the outline walk does not enter: each
/// `f'` or `f"` of the source is looked up in the tree instead of walking
/// all of it (a full walk took a 2,000-line file's check from 1.3 to 5 ms).
fn quote_reused_in_fstring(root: Node, source: &[u8]) -> Option<usize> {
    if root.kind() != "module" {
        return None;
    }
    let opens = |w: &[u8]| w[0].eq_ignore_ascii_case(&b'f') && matches!(w[1], b'\'' | b'"');
    // Item by item: from the module, each `f'` would pass all the items
    // before it (tree-sitter scans a node's children in turn).
    let mut walk = root.walk();
    for item in root.children(&mut walk) {
        let (mut at, end) = (item.start_byte(), item.end_byte());
        while let Some(offset) = source.get(at..end)?.windows(2).position(opens) {
            let start = at + offset;
            at = start + 2;
            // Its own quote inside a field needs at least four on the line
            // (open, inner open, inner close, close): most f-strings have two.
            let quote = source[start + 1];
            let line_end = source[start..end].iter().position(|b| *b == b'\n').map_or(end, |n| start + n);
            let line = &source[start..line_end];
            if line.iter().filter(|b| **b == quote).count() < 4 || !line.contains(&b'{') {
                continue;
            }
            // Down to the string that holds it (`parent()` would search
            // from the root each time).
            let mut node = item;
            while node.kind() != "string" {
                let mut down = node.walk();
                let Some(child) = node.children(&mut down).find(|c| c.start_byte() <= start && start < c.end_byte())
                else {
                    break;
                };
                node = child;
            }
            if node.kind() != "string" {
                continue;
            }
            if quote_reused_inside(node, source) {
                return Some(node.start_position().row + 1);
            }
            at = at.max(node.end_byte());
        }
    }
    None
}

/// Whether the f-string `node` holds, inside a `{…}` field, a string
/// quoted with its own quote character.
fn quote_reused_inside(node: Node, source: &[u8]) -> bool {
    let text = &source[node.byte_range()];
    let prefix_len = text.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    let prefix = &text[..prefix_len];
    if !prefix.iter().any(|b| b.eq_ignore_ascii_case(&b'f')) {
        return false;
    }
    let Some(&quote) = text.get(prefix_len) else { return false };
    // In triple quotes one quote of the same kind ends nothing.
    if text.get(prefix_len..prefix_len + 3).is_some_and(|three| three.iter().all(|b| *b == quote)) {
        return false;
    }
    // Fields sit in the string or, in older grammars, in its content.
    let mut walk = node.walk();
    let mut fields = Vec::new();
    for child in node.named_children(&mut walk) {
        let mut inner = child.walk();
        fields.extend(
            std::iter::once(child)
                .chain(child.named_children(&mut inner))
                .filter(|part| part.kind() == "interpolation"),
        );
    }
    fields.iter().any(|field| source[field.byte_range()].contains(&quote))
}

/// Whether the function definition `node` names one parameter twice.
fn repeats_a_parameter(node: Node, source: &[u8]) -> bool {
    let Some(parameters) = node.child_by_field_name("parameters") else {
        return false;
    };
    let mut names: Vec<&[u8]> = Vec::new();
    let mut walk = parameters.walk();
    for parameter in parameters.named_children(&mut walk) {
        let name = match parameter.kind() {
            "identifier" => Some(parameter),
            "default_parameter" | "typed_default_parameter" => parameter.child_by_field_name("name"),
            // `x: int`, `*args`, `**kw`: the name is the first named child.
            "typed_parameter" | "list_splat_pattern" | "dictionary_splat_pattern" => parameter.named_child(0),
            _ => None,
        };
        let Some(name) = name.filter(|name| name.kind() == "identifier") else {
            continue;
        };
        let name = &source[name.byte_range()];
        if names.contains(&name) {
            return true;
        }
        names.push(name);
    }
    false
}

/// Whether the string `node` (over several lines) is quoted once and has a
/// line break that neither a `\` escape nor a `{…}` field spans.
fn open_string(node: Node) -> bool {
    let mut walk = node.walk();
    let children: Vec<Node> = node.children(&mut walk).collect();
    let single =
        children.last().is_some_and(|end| end.kind() == "string_end" && end.end_byte() - end.start_byte() == 1);
    if !single {
        return false;
    }
    // The parts that may hold a line break: escapes (in the content) and fields.
    let mut spans: Vec<(usize, usize)> = Vec::new();
    for child in &children {
        let mut inner = child.walk();
        for part in std::iter::once(*child).chain(child.children(&mut inner)) {
            if matches!(part.kind(), "escape_sequence" | "interpolation") {
                spans.push((part.start_position().row, part.end_position().row));
            }
        }
    }
    (node.start_position().row..node.end_position().row)
        .any(|row| !spans.iter().any(|&(start, end)| start <= row && row < end))
}

/// The 1-based line of the first syntax error in `text`, or None when it
/// parses cleanly, `language` has no grammar, or the parse takes longer than
/// `PARSE_BUDGET`.
pub fn first_error(language: &str, text: &str) -> Option<usize> {
    error_line(&parse(language, text, None, PARSE_BUDGET)?, text)
}
