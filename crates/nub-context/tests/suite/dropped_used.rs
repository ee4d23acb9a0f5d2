//! A small model's whole-file write that drops definitions other files of
//! the repository use is refused, with the real grammars finding what it
//! drops; a rename written as a whole file, and definitions nothing else
//! uses, are written.

use std::path::Path;
use std::sync::Arc;

use nub_context::TreeSitterCheck;
use nub_tools::{ToolEnv, ToolRegistry, ToolResult};
use serde_json::json;

const CHORES: &str = "\"\"\"Weekly chore rota.\"\"\"\n\nPOINTS = {\"bins\": 1, \"kitchen\": 2}\n\n\ndef assign(housemates, chores, week):\n    shift = week % len(chores)\n    return {name: chores[(i + shift) % len(chores)] for i, name in enumerate(housemates)}\n\n\ndef points(rota):\n    totals = {}\n    for week in rota:\n        for name, chore in week.items():\n            totals[name] = POINTS[chore]\n    return totals\n";

const TESTS: &str = "import unittest\n\nfrom chores import assign, points\n\n\nclass AssignTests(unittest.TestCase):\n    def test_first_week(self):\n        self.assertEqual(assign(['Ana'], ['bins'], 1), {'Ana': 'bins'})\n";

fn env(root: &Path, small: bool) -> ToolEnv {
    ToolEnv {
        syntax: Some(Arc::new(TreeSitterCheck::default())),
        partial_writes: small,
        refuse_breaking_changes: small,
        ..ToolEnv::new(root, root)
    }
}

async fn write(root: &Path, small: bool, content: &str) -> ToolResult {
    ToolRegistry::builtin().run("write", json!({"path": "chores.py", "content": content}), &env(root, small)).await
}

fn repo() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    std::fs::write(root.join("chores.py"), CHORES).unwrap();
    std::fs::write(root.join("test_chores.py"), TESTS).unwrap();
    (dir, root)
}

/// Asked to fix chores.py so its tests pass, the 1.5B model wrote the test
/// file's text over it.
#[tokio::test(flavor = "multi_thread")]
async fn a_write_that_drops_what_other_files_use_is_refused() {
    let (_dir, root) = repo();
    let result = write(&root, true, TESTS).await;
    assert!(result.is_error, "{}", result.for_model);
    assert!(
        result.for_model.contains(
            "would remove `assign`, `points` from chores.py, which other files use (`assign` at test_chores.py:3, `points` at test_chores.py:3)"
        ),
        "{}",
        result.for_model
    );
    assert_eq!(std::fs::read_to_string(root.join("chores.py")).unwrap(), CHORES, "the file as it was");
    // A model that is not small writes what it sends.
    let result = write(&root, false, TESTS).await;
    assert!(!result.is_error, "{}", result.for_model);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_rename_written_whole_and_a_definition_nothing_uses_are_written() {
    let (_dir, root) = repo();
    let renamed = CHORES.replace("def assign(", "def rota_for(");
    let result = write(&root, true, &renamed).await;
    assert!(!result.is_error, "{}", result.for_model);
    assert_eq!(std::fs::read_to_string(root.join("chores.py")).unwrap(), renamed);

    // Another file that defines the name itself, or calls another object's
    // `points`, or a text file that mentions it, uses nothing of chores.py.
    let (_dir, root) = repo();
    std::fs::write(root.join("test_chores.py"), "def points():\n    return score.points(1)\n").unwrap();
    std::fs::write(root.join("NOTES.md"), "assign and points are in chores.py\n").unwrap();
    let result = write(&root, true, TESTS).await;
    assert!(!result.for_model.contains("which other files use"), "{}", result.for_model);

    let (_dir, root) = repo();
    let without_points_table = CHORES.replace("POINTS = {\"bins\": 1, \"kitchen\": 2}\n", "");
    // POINTS is used only in chores.py itself.
    let result = write(&root, true, &without_points_table).await;
    assert!(!result.is_error, "{}", result.for_model);
}

/// Asked to add a field, the 1.5B model wrote a line of code that writes
/// a file over the roster, whose one function went with it.
#[tokio::test(flavor = "multi_thread")]
async fn a_write_that_cuts_a_file_down_to_no_definition_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let roster = "from volunteers import by_role\n\n\ndef roster(volunteers):\n    lines = []\n    for role, people in sorted(by_role(volunteers).items()):\n        lines.append(role.upper())\n        lines.extend(p.name for p in people)\n    return \"\\n\".join(lines)\n";
    std::fs::write(root.join("roster.py"), roster).unwrap();
    let content = "with open('roster.py', 'w') as file: file.write(\"\"\"\nroster.py\n\"\"\")";
    let tools = ToolRegistry::builtin();
    let result = tools.run("write", json!({"path": "roster.py", "content": content}), &env(&root, true)).await;
    assert!(result.is_error, "{}", result.for_model);
    assert!(
        result.for_model.contains("would cut roster.py from 9 lines to 3 and remove roster"),
        "{}",
        result.for_model
    );
    assert_eq!(std::fs::read_to_string(root.join("roster.py")).unwrap(), roster);
    // One definition replaced by another is a rewrite, written.
    let other = "def roster(volunteers):\n    return ''\n";
    let result = tools.run("write", json!({"path": "roster.py", "content": other}), &env(&root, true)).await;
    assert!(!result.is_error, "{}", result.for_model);
}

/// A rename sent as the calls alone leaves the import with the old name:
/// refused for the name it leaves undefined, the refusal says how to
/// rename the word in the whole file. The 1.5B model had sent the same
/// edit again and again, 36 requests.
#[tokio::test(flavor = "multi_thread")]
async fn a_rename_of_the_calls_alone_is_told_to_rename_the_whole_word() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let plan = "from care import water_gap\n\n\ndef due(species, season):\n    return water_gap(species, season)\n\n\ndef soon(species, season):\n    return water_gap(species, season) - 1\n";
    std::fs::write(root.join("plan.py"), plan).unwrap();
    let input = json!({
        "path": "plan.py",
        "old_string": "water_gap(species, season)",
        "new_string": "days_between_watering(species, season)",
        "replace_all": true
    });
    let result = ToolRegistry::builtin().run("edit", input, &env(&root, true)).await;
    assert!(result.is_error, "{}", result.for_model);
    assert!(
        result.for_model.contains(r#"send edit {"path":"plan.py","old_string":"water_gap","new_string":"days_between_watering","replace_all":true}"#),
        "{}",
        result.for_model
    );
    assert_eq!(std::fs::read_to_string(root.join("plan.py")).unwrap(), plan);
    // Sent so, it is made.
    let input = json!({"path": "plan.py", "old_string": "water_gap", "new_string": "days_between_watering", "replace_all": true});
    let result = ToolRegistry::builtin().run("edit", input, &env(&root, true)).await;
    assert!(!result.is_error, "{}", result.for_model);
}
