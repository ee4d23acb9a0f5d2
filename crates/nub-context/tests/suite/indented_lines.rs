//! An edit whose later lines were written from `old_string`'s column, with
//! the real grammars judging: indented like `old_string`'s line only when
//! as sent they break the file and so they do not.

use std::sync::Arc;

use nub_context::TreeSitterCheck;
use nub_tools::{ToolEnv, ToolRegistry};
use serde_json::json;

const GYM: &str = "class Spin:\n    def book(self, member):\n        if self.full():\n            self.waitlist.append(member)\n            return \"waitlist\"\n        return \"booked\"\n";

fn small(root: &std::path::Path) -> ToolEnv {
    ToolEnv {
        syntax: Some(Arc::new(TreeSitterCheck::default())),
        refuse_breaking_changes: true,
        ..ToolEnv::new(root, root)
    }
}

async fn edit(old: &str, new: &str) -> (nub_tools::ToolResult, String) {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    std::fs::write(root.join("gym.py"), GYM).unwrap();
    let env = small(&root);
    let tools = ToolRegistry::builtin();
    // The file is read first, as a model would (an unread file is refused once).
    tools.run("read", json!({"path": "gym.py"}), &env).await;
    let result = tools.run("edit", json!({"path": "gym.py", "old_string": old, "new_string": new}), &env).await;
    (result, std::fs::read_to_string(root.join("gym.py")).unwrap())
}

/// Seen with the 1.5B model: the second line landed at column 0 inside the
/// method, before its indented `return`.
#[tokio::test(flavor = "multi_thread")]
async fn lines_that_break_the_file_at_column_0_are_indented_like_old_strings_line() {
    let (result, now) = edit("self.waitlist.append(member)", "self.waitlist.append(member)\nself.notify(member)").await;
    assert!(!result.is_error, "{}", result.for_model);
    assert!(result.for_model.contains("indented like line 4"), "{}", result.for_model);
    assert_eq!(now, GYM.replace("append(member)\n", "append(member)\n            self.notify(member)\n"));
}

/// A new top-level function after a method's last line is meant at column 0:
/// it parses so, and stays so.
#[tokio::test(flavor = "multi_thread")]
async fn lines_meant_at_column_0_stay_there() {
    let (result, now) = edit("return \"booked\"", "return \"booked\"\n\n\ndef helper():\n    return 0").await;
    assert!(!result.is_error, "{}", result.for_model);
    assert!(!result.for_model.contains("indented like"), "{}", result.for_model);
    assert!(now.ends_with("return \"booked\"\n\n\ndef helper():\n    return 0\n"), "{now}");
}
