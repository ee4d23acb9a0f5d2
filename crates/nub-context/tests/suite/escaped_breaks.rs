//! A small model's code sent with its line breaks escaped twice (one line
//! holding `\n`) lands with real line breaks, with the real grammars judging
//! that it parses only so; text that parses as sent is never touched.

use std::sync::Arc;

use nub_context::TreeSitterCheck;
use nub_tools::{ToolEnv, ToolRegistry};
use serde_json::json;

const CRATE: &str = "\"\"\"My record collection.\"\"\"\n\nCOLLECTION = [\"Miles Davis\", \"Nina Simone\"]\n\n\ndef line(record):\n    return f\"- {record}\"\n";

/// As the 1.5B model sent it: `def …:\n    return …` on one line.
const ESCAPED: &str =
    "def find_by_artist(records, name):\\n    return [r for r in records if name.lower() in r.lower()]\\n";

fn small(root: &std::path::Path) -> ToolEnv {
    ToolEnv {
        syntax: Some(Arc::new(TreeSitterCheck::default())),
        partial_writes: true,
        refuse_breaking_changes: true,
        ..ToolEnv::new(root, root)
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_write_with_escaped_line_breaks_lands_with_real_ones() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    std::fs::write(root.join("crate.py"), CRATE).unwrap();
    let tools = ToolRegistry::builtin();
    let result = tools.run("write", json!({"path": "crate.py", "content": ESCAPED}), &small(&root)).await;
    assert!(!result.is_error, "{}", result.for_model);
    assert!(result.for_model.contains("were taken as line breaks"), "{}", result.for_model);
    let now = std::fs::read_to_string(root.join("crate.py")).unwrap();
    // One definition alone is merged into the file: the rest stays.
    assert!(now.starts_with(CRATE.trim_end()), "{now}");
    assert!(now.contains("def find_by_artist(records, name):\n    return [r for r in records"), "{now}");
    assert!(!now.contains("\\n"), "{now}");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_edit_with_escaped_line_breaks_lands_with_real_ones() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    std::fs::write(root.join("crate.py"), CRATE).unwrap();
    let tools = ToolRegistry::builtin();
    let input = json!({
        "path": "crate.py",
        "old_string": "def line(record):\\n    return f\"- {record}\"",
        "new_string": format!("def line(record):\\n    return f\"- {{record}}\"\\n\\n\\n{ESCAPED}"),
    });
    let result = tools.run("edit", input, &small(&root)).await;
    assert!(!result.is_error, "{}", result.for_model);
    assert!(result.for_model.contains("were taken as line breaks"), "{}", result.for_model);
    let now = std::fs::read_to_string(root.join("crate.py")).unwrap();
    assert_eq!(now, format!("{CRATE}\n\n{}\n", ESCAPED.replace("\\n", "\n")));
}

#[tokio::test(flavor = "multi_thread")]
async fn text_that_parses_as_sent_keeps_its_escapes() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let tools = ToolRegistry::builtin();
    let env = small(&root);
    // A one-line file whose `\n` is an escape in a string: it parses.
    std::fs::write(root.join("hello.py"), "print('hi')\n").unwrap();
    let one_line = "print('a\\nb')";
    let result = tools.run("write", json!({"path": "hello.py", "content": one_line}), &env).await;
    assert!(!result.is_error && !result.for_model.contains("line breaks"), "{}", result.for_model);
    assert_eq!(std::fs::read_to_string(root.join("hello.py")).unwrap(), "print('a\\nb')\n");
    // A JSON string with `\n` in it is left as it is.
    std::fs::write(root.join("notes.json"), "{\"text\": \"a\"}\n").unwrap();
    let json_text = "{\"text\": \"a\\nb\"}";
    let result = tools.run("write", json!({"path": "notes.json", "content": json_text}), &env).await;
    assert!(!result.for_model.contains("line breaks"), "{}", result.for_model);
    assert_eq!(std::fs::read_to_string(root.join("notes.json")).unwrap(), "{\"text\": \"a\\nb\"}\n");
    // Broken either way: refused as before, the file as it was.
    std::fs::write(root.join("crate.py"), CRATE).unwrap();
    let broken = "def f(:\\n    return 1";
    let result = tools.run("write", json!({"path": "crate.py", "content": broken}), &env).await;
    assert!(result.is_error && result.for_model.contains("syntax error"), "{}", result.for_model);
    assert_eq!(std::fs::read_to_string(root.join("crate.py")).unwrap(), CRATE);
}

/// Unescaped or not, a small model's write that would cut a file to less
/// than half its lines and drop two or more of its definitions is refused:
/// the new function and a `main()` call over the whole collection.
#[tokio::test(flavor = "multi_thread")]
async fn a_write_that_cuts_a_file_down_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let file = format!(
        "{CRATE}\n\ndef by_year(records):\n    return sorted(records)\n\n\ndef count(records):\n    return len(records)\n"
    );
    std::fs::write(root.join("crate.py"), &file).unwrap();
    let tools = ToolRegistry::builtin();
    let content = format!("{ESCAPED}\\nif __name__ == '__main__':\\n    print(find_by_artist(COLLECTION, 'miles'))");
    let result = tools.run("write", json!({"path": "crate.py", "content": content}), &small(&root)).await;
    assert!(result.is_error, "{}", result.for_model);
    assert!(
        result.for_model.contains("would cut crate.py from 15 lines to 5 and remove line, by_year, count"),
        "{}",
        result.for_model
    );
    assert_eq!(std::fs::read_to_string(root.join("crate.py")).unwrap(), file, "the file as it was");
}
