//! The syntax check after `write` and `edit`, with the real grammars: a
//! change that breaks a file which parsed is reported with its line; a file
//! that was broken before stays unmentioned.

use std::sync::Arc;

use nub_context::TreeSitterCheck;
use nub_tools::{SyntaxCheck, ToolEnv, ToolRegistry};
use serde_json::json;

/// (file, good text, old_string, new_string that breaks it, the broken line)
const CASES: &[(&str, &str, &str, &str, usize)] = &[
    ("models.py", "def name(user):\n    return f\"{user.first} {user.last}\"\n", "{user.last}\"", "{user.last}", 2),
    ("lib.rs", "pub fn add(a: u8, b: u8) -> u8 {\n    a + b\n}\n", "    a + b\n}", "    a + b\n", 2),
    ("app.ts", "export function f(x: number): number {\n  return x * 2;\n}\n", "x * 2;", "x * (2;", 2),
    ("main.go", "package main\n\nfunc main() {\n\tprintln(\"hi\")\n}\n", "println(\"hi\")", "println(\"hi\"", 4),
];

#[test]
fn the_grammars_find_the_first_error_line() {
    for (file, good, old, new, line) in CASES {
        let path = std::path::Path::new(file);
        assert_eq!(TreeSitterCheck.first_error(path, good), None, "{file} parses");
        let broken = good.replacen(old, new, 1);
        let found = TreeSitterCheck.first_error(path, &broken);
        assert!(found.is_some_and(|at| at <= *line + 1 && at + 1 >= *line), "{file}: {found:?}, expected ~{line}");
    }
    // Languages the map does not parse are not checked.
    assert_eq!(TreeSitterCheck.first_error(std::path::Path::new("notes.md"), "# ((("), None);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_edit_that_breaks_a_file_says_so_and_one_broken_before_stays_silent() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let env = ToolEnv { syntax: Some(Arc::new(TreeSitterCheck)), ..ToolEnv::new(&root, &root) };
    let tools = ToolRegistry::builtin();
    for (file, good, old, new, _) in CASES {
        std::fs::write(root.join(file), good).unwrap();
        let result = tools.run("edit", json!({"path": file, "old_string": old, "new_string": new}), &env).await;
        assert!(!result.is_error, "{}", result.for_model);
        assert!(result.for_model.contains("the edit left a syntax error at line"), "{file}: {}", result.for_model);
        assert_eq!(std::fs::read_to_string(root.join(file)).unwrap(), good.replacen(old, new, 1), "the change is kept");
        // Broken before: another change is not blamed for it.
        let content = std::fs::read_to_string(root.join(file)).unwrap();
        let first = content.lines().next().unwrap();
        let input = json!({"path": file, "old_string": first, "new_string": format!("{first} ")});
        let result = tools.run("edit", input, &env).await;
        assert!(!result.for_model.contains("syntax error"), "{file}: {}", result.for_model);
    }
}
