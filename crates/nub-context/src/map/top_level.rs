//! The top-level items of a file, with the names of its definitions: what a
//! `write` of only part of a file is merged by (`nub_tools::partial_write`).
//! A definition's range takes in the comments and attributes right above
//! it, so a doc comment moves with its function.

use nub_tools::syntax::TopItem;
use tree_sitter::{Node, Parser};

use super::syntax::grammar;

/// `text`'s top-level items in order, or `None` when `language` has no
/// grammar or `text` does not parse cleanly: a merge by a broken parse
/// could put text anywhere.
pub fn top_level(language: &str, text: &str) -> Option<Vec<TopItem>> {
    let grammar = grammar(language)?;
    let mut parser = Parser::new();
    parser.set_language(&grammar.language).ok()?;
    let tree = parser.parse(text, None)?;
    let root = tree.root_node();
    if root.has_error() {
        return None;
    }
    let source = text.as_bytes();
    let mut items: Vec<TopItem> = Vec::new();
    // Where the comments and attributes waiting for the next item began.
    let mut leading: Option<usize> = None;
    let mut walk = root.walk();
    for node in root.named_children(&mut walk) {
        if is_attachment(node.kind()) {
            leading.get_or_insert(node.start_byte());
            continue;
        }
        let name = definition_name(node, source);
        let start = match (&name, leading.take()) {
            (Some(_), Some(start)) => start,
            (_, Some(start)) => {
                // Comments above something that is not a definition stand alone.
                items.push(TopItem { name: None, start, end: node.start_byte(), comment: true });
                node.start_byte()
            }
            (_, None) => node.start_byte(),
        };
        items.push(TopItem { name, start, end: node.end_byte(), comment: false });
    }
    if let Some(start) = leading {
        items.push(TopItem { name: None, start, end: text.len(), comment: true });
    }
    // Trailing whitespace of a comment run is not the comment's.
    for item in items.iter_mut().filter(|item| item.comment) {
        item.end = item.start + text[item.start..item.end].trim_end().len();
    }
    Some(items)
}

/// Nodes that belong to the item after them.
fn is_attachment(kind: &str) -> bool {
    kind.contains("comment") || kind == "attribute_item" || kind == "decorator"
}

/// The name a definition is matched by, or `None` for anything else (an
/// import, a statement, an expression).
fn definition_name(node: Node, source: &[u8]) -> Option<String> {
    let text = |node: Node| node.utf8_text(source).ok().map(str::to_owned);
    let field = |name: &str| node.child_by_field_name(name);
    match node.kind() {
        "function_definition" if field("declarator").is_some() => c_function_name(node, source),
        "function_definition"
        | "class_definition"
        | "function_item"
        | "struct_item"
        | "enum_item"
        | "union_item"
        | "trait_item"
        | "mod_item"
        | "const_item"
        | "static_item"
        | "type_item"
        | "macro_definition"
        | "function_declaration"
        | "generator_function_declaration"
        | "class_declaration"
        | "abstract_class_declaration"
        | "interface_declaration"
        | "type_alias_declaration"
        | "enum_declaration"
        | "record_declaration" => text(field("name")?),
        "decorated_definition" => definition_name(field("definition")?, source),
        "export_statement" => definition_name(field("declaration")?, source).map(|name| format!("export {name}")),
        "impl_item" => {
            let ty = text(field("type")?)?;
            Some(match field("trait").and_then(text) {
                Some(implemented) => format!("impl {implemented} for {ty}"),
                None => format!("impl {ty}"),
            })
        }
        // The receiver's text keeps its parentheses: `(t T).Name`.
        "method_declaration" => Some(format!("{}.{}", text(field("receiver")?)?, text(field("name")?)?)),
        "type_declaration" => {
            let mut walk = node.walk();
            let spec = node.named_children(&mut walk).find(|child| child.kind() == "type_spec")?;
            text(spec.child_by_field_name("name")?)
        }
        "lexical_declaration" | "variable_declaration" => {
            let mut walk = node.walk();
            let declarators: Vec<Node> =
                node.named_children(&mut walk).filter(|child| child.kind() == "variable_declarator").collect();
            match declarators.as_slice() {
                [one] => text(one.child_by_field_name("name")?),
                _ => None,
            }
        }
        _ => None,
    }
}

/// A C or C++ function's name, down its declarator chain.
fn c_function_name(node: Node, source: &[u8]) -> Option<String> {
    let mut declarator = node.child_by_field_name("declarator")?;
    while let Some(inner) = declarator.child_by_field_name("declarator") {
        declarator = inner;
    }
    declarator.utf8_text(source).ok().map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(language: &str, text: &str) -> Vec<(Option<String>, String)> {
        top_level(language, text)
            .expect("parses")
            .into_iter()
            .map(|item| (item.name, text[item.start..item.end].to_owned()))
            .collect()
    }

    #[test]
    fn python_definitions_take_their_decorators_and_comments_above() {
        let text = "import math\n\n# Area.\n@cached\ndef area(w, h):\n    return w * h\n\n\nclass Shape:\n    pass\n\nX = 1\n# the end\n";
        let items = names("python", text);
        assert_eq!(
            items,
            vec![
                (None, "import math".to_owned()),
                (Some("area".to_owned()), "# Area.\n@cached\ndef area(w, h):\n    return w * h".to_owned()),
                (Some("Shape".to_owned()), "class Shape:\n    pass".to_owned()),
                (None, "X = 1".to_owned()),
                (None, "# the end".to_owned()),
            ]
        );
        assert!(top_level("python", "def broken(:\n").is_none());
    }

    #[test]
    fn rust_go_and_typescript_name_their_items() {
        let rust = "use std::fmt;\n\n/// A point.\n#[derive(Debug)]\nstruct Point;\n\nimpl fmt::Display for Point {}\n\nfn main() {}\n";
        let got: Vec<Option<String>> = names("rust", rust).into_iter().map(|(name, _)| name).collect();
        assert_eq!(
            got,
            vec![None, Some("Point".into()), Some("impl fmt::Display for Point".into()), Some("main".into())]
        );
        assert!(names("rust", rust)[1].1.starts_with("/// A point.\n#[derive(Debug)]\nstruct Point;"));

        let go = "package main\n\ntype T struct{}\n\nfunc (t T) Name() string { return \"\" }\n\nfunc main() {}\n";
        let got: Vec<Option<String>> = names("go", go).into_iter().map(|(name, _)| name).collect();
        assert_eq!(got, vec![None, Some("T".into()), Some("(t T).Name".into()), Some("main".into())]);

        let ts = "import x from 'x';\nexport function greet(n: string) { return n; }\nconst add = (a, b) => a + b;\ninterface P { a: number }\n";
        let got: Vec<Option<String>> = names("typescript", ts).into_iter().map(|(name, _)| name).collect();
        assert_eq!(got, vec![None, Some("export greet".into()), Some("add".into()), Some("P".into())]);
    }
}
