//! `edit`: exact replacement, and the errors that let a model correct itself.

use nub_tools::ToolView;
use serde_json::json;

use super::{Repo, err, ok};

const SOURCE: &str = "fn alpha() {\n    compute(1);\n}\n\nfn beta() {\n    let total = compute(2);\n    total\n}\n";

#[tokio::test]
async fn one_match_is_replaced() {
    let repo = Repo::new();
    repo.file("lib.rs", SOURCE);
    let input = json!({"path": "lib.rs", "old_string": "compute(2)", "new_string": "compute(3)"});
    let result = ok("edit", input, &repo.env()).await;
    assert_eq!(result.for_model, "edited lib.rs: +1 -1");
    assert_eq!(repo.read("lib.rs"), SOURCE.replace("compute(2)", "compute(3)"));
    let ToolView::Diff { diff, added, removed, created, .. } = result.view else { panic!() };
    assert_eq!((added, removed, created), (1, 1, false));
    assert!(diff.contains("-    let total = compute(2);\n+    let total = compute(3);\n"), "{diff}");
}

#[tokio::test]
async fn several_matches_are_refused_with_count_and_lines() {
    let repo = Repo::new();
    repo.file("lib.rs", SOURCE);
    let input = json!({"path": "lib.rs", "old_string": "compute(", "new_string": "calc("});
    let message = err("edit", input, &repo.env()).await;
    assert!(
        message.contains("occurs 2 times in lib.rs: line 2 in `fn alpha() {`, line 6 in `fn beta() {`"),
        "{message}"
    );
    assert!(message.contains("replace_all"), "{message}");
    assert!(!message.contains("a rename"), "`compute(` is no name alone: {message}");
    assert_eq!(repo.read("lib.rs"), SOURCE);
    // A name alone is a rename: the call that does it is shown whole.
    let input = json!({"path": "lib.rs", "old_string": "compute", "new_string": "calc"});
    let message = err("edit", input, &repo.env()).await;
    assert!(
        message.ends_with(r#"to rename it in all 2 places where it is a whole word, send: {"path":"lib.rs","old_string":"compute","new_string":"calc","replace_all":true}"#),
        "{message}"
    );
}

#[tokio::test]
async fn replace_all_changes_every_occurrence() {
    let repo = Repo::new();
    repo.file("lib.rs", SOURCE);
    let input = json!({"path": "lib.rs", "old_string": "compute(", "new_string": "calc(", "replace_all": true});
    let result = ok("edit", input, &repo.env()).await;
    assert_eq!(result.for_model, "edited lib.rs: +2 -2 (2 replacements)");
    assert_eq!(repo.read("lib.rs"), SOURCE.replace("compute(", "calc("));
}

#[tokio::test]
async fn zero_matches_show_the_closest_region_with_line_numbers() {
    let repo = Repo::new();
    repo.file("lib.rs", SOURCE);
    let input = json!({
        "path": "lib.rs",
        "old_string": "fn beta() {\n    let total = compute(20) + offset;\n    total",
        "new_string": "x"
    });
    let message = err("edit", input, &repo.env()).await;
    assert!(message.starts_with("old_string was not found in lib.rs."), "{message}");
    assert!(
        message.contains("closest region is lines 5-7:\n     5\tfn beta() {\n     6\t    let total = compute(2);\n     7\t    total\n"),
        "{message}"
    );
    // How old_string differs, line by line, so the model can correct it.
    assert!(message.contains("old_string (-) against the file (+):\n  - \"    let total = compute(20) + offset;\"\n  + \"    let total = compute(2);\"\n"), "{message}");
    assert_eq!(repo.read("lib.rs"), SOURCE);
}

#[tokio::test]
async fn a_region_quoted_at_other_indentation_is_edited_and_the_rule_named() {
    let repo = Repo::new();
    repo.file("lib.rs", SOURCE);
    let input = json!({"path": "lib.rs", "old_string": "let total = compute(2);\ntotal", "new_string": "let total = compute(3);\ntotal + 1"});
    let result = ok("edit", input, &repo.env()).await;
    assert!(
        result.for_model.starts_with(
            "edited lib.rs: +2 -2; old_string was not exact (indentation differed; new_string was re-indented to match), matched at lines 6-7:\n@@"
        ),
        "{}",
        result.for_model
    );
    assert_eq!(repo.read("lib.rs"), SOURCE.replace("compute(2);\n    total\n", "compute(3);\n    total + 1\n"));
    // Unevenly off: the same tokens, so the change is carried over.
    let input = json!({"path": "lib.rs", "old_string": "fn alpha() {\n  compute(1);\n}", "new_string": "fn alpha() {\n    compute(10);\n}"});
    let result = ok("edit", input, &repo.env()).await;
    assert!(
        result
            .for_model
            .contains("(spacing differed; the change was carried over token by token), matched at lines 1-3"),
        "{}",
        result.for_model
    );
    assert!(repo.read("lib.rs").starts_with("fn alpha() {\n    compute(10);\n}\n"));
}

#[tokio::test]
async fn a_tolerant_match_in_several_places_is_refused() {
    let repo = Repo::new();
    let text = "a = compute(1)\nb = 2\n\na = compute(1)\nb = 2\n";
    repo.file("x.py", text);
    let input = json!({"path": "x.py", "old_string": "  a = compute(1)\n  b = 2", "new_string": "c = 3"});
    let message = err("edit", input, &repo.env()).await;
    assert!(message.contains("matched with indentation ignored, it fits 2 places (lines 1, 4)"), "{message}");
    assert_eq!(repo.read("x.py"), text);
}

#[tokio::test]
async fn zero_matches_explain_line_number_prefixes() {
    let repo = Repo::new();
    repo.file("lib.rs", SOURCE);
    let env = repo.env();
    let input = json!({"path": "lib.rs", "old_string": "     2\t    compute(1);", "new_string": "x"});
    let message = err("edit", input, &env).await;
    assert!(message.contains("line-number prefixes"), "{message}");
    let input = json!({"path": "lib.rs", "old_string": "something else entirely, not in there", "new_string": "x"});
    let message = err("edit", input, &env).await;
    assert!(message.contains("No similar region"), "{message}");
}

#[tokio::test]
async fn an_edit_already_applied_is_not_a_failure() {
    let repo = Repo::new();
    repo.file("lib.rs", SOURCE);
    let input = json!({"path": "lib.rs", "old_string": "compute(7)", "new_string": "let total = compute(2);"});
    let result = ok("edit", input, &repo.env()).await;
    assert!(result.for_model.contains("already"), "{}", result.for_model);
    assert!(result.for_model.contains("line 6"), "{}", result.for_model);
    assert_eq!(repo.read("lib.rs"), SOURCE);
    // A short new_string found by chance is no sign of that (a real model
    // asked `subtract` → `add` in a file with `def add`).
    repo.file("calc.py", "def add(a, b):\n    return a - b\n");
    let input = json!({"path": "calc.py", "old_string": "subtract", "new_string": "add"});
    let message = err("edit", input, &repo.env()).await;
    assert!(message.starts_with("old_string was not found in calc.py."), "{message}");
}

#[tokio::test]
async fn identical_or_empty_strings_and_missing_files_are_errors() {
    let repo = Repo::new();
    repo.file("lib.rs", SOURCE);
    let env = repo.env();
    let same = json!({"path": "lib.rs", "old_string": "alpha", "new_string": "alpha"});
    assert!(err("edit", same, &env).await.contains("identical"));
    let empty = json!({"path": "lib.rs", "old_string": "", "new_string": "x"});
    assert!(err("edit", empty, &env).await.contains("use write"));
    let missing = json!({"path": "nope.rs", "old_string": "a", "new_string": "b"});
    let message = err("edit", missing, &env).await;
    assert!(message.starts_with("nope.rs does not exist"), "{message}");
    assert!(!message.contains("write"), "an edit never asked to create a file: {message}");
}

/// Seen with a 1.5B model asked to fix `is_overdue`: its signature sent
/// as both strings, twice; the body below it never looked at.
#[tokio::test]
async fn identical_strings_show_the_definition_they_stand_in() {
    let repo = Repo::new();
    let code = "LOAN_DAYS = 21\n\n\ndef is_overdue(due, returned) -> bool:\n    \"\"\"Late if back after the due date.\"\"\"\n    return returned >= due\n\n\ndef fine(due, returned):\n    return 0\n";
    repo.file("library.py", code);
    let same = json!({"path": "library.py", "old_string": "is_overdue(due, returned) -> bool", "new_string": "is_overdue(due, returned) -> bool"});
    let message = err("edit", same, &repo.env()).await;
    assert_eq!(
        message,
        "old_string and new_string are identical; there is nothing to change. old_string is at line 4 of library.py, in:\n     4\tdef is_overdue(due, returned) -> bool:\n     5\t    \"\"\"Late if back after the due date.\"\"\"\n     6\t    return returned >= due\nnew_string must hold the code as it should be after the change."
    );
    // Not in the file as written: the definition of the function it names.
    let same = json!({"path": "library.py", "old_string": "is_overdue(due, late) -> bool", "new_string": "is_overdue(due, late) -> bool"});
    let message = err("edit", same, &repo.env()).await;
    assert!(
        message.contains("`is_overdue` is defined here:\n     4\tdef is_overdue(due, returned) -> bool:"),
        "{message}"
    );
    // Text in no definition, or in several places: the plain error.
    let same = json!({"path": "library.py", "old_string": "LOAN_DAYS", "new_string": "LOAN_DAYS"});
    assert_eq!(
        err("edit", same, &repo.env()).await,
        "old_string and new_string are identical; there is nothing to change"
    );
    let same = json!({"path": "library.py", "old_string": "(due, returned)", "new_string": "(due, returned)"});
    assert_eq!(
        err("edit", same, &repo.env()).await,
        "old_string and new_string are identical; there is nothing to change"
    );
}

#[tokio::test]
async fn crlf_files_keep_their_line_endings() {
    let repo = Repo::new();
    repo.file("win.txt", "one\r\ntwo\r\nthree\r\n");
    let input = json!({"path": "win.txt", "old_string": "one\ntwo", "new_string": "one\n2\nand a half"});
    ok("edit", input, &repo.env()).await;
    assert_eq!(repo.read("win.txt"), "one\r\n2\r\nand a half\r\nthree\r\n");
}

#[test]
fn a_preview_shows_the_diff_of_an_edit_or_write_and_changes_nothing() {
    let repo = Repo::new();
    repo.file("lib.rs", SOURCE);
    let tools = nub_tools::ToolRegistry::builtin();
    let preview = |name: &str, input: &serde_json::Value| tools.preview(name, input, &repo.env());
    let edit = json!({"path": "lib.rs", "old_string": "compute(2)", "new_string": "compute(3)"});
    let ToolView::Diff { diff, added, removed, .. } = preview("edit", &edit) else { panic!("no diff") };
    assert_eq!((added, removed), (1, 1));
    assert!(diff.contains("+    let total = compute(3);"), "{diff}");
    let write = json!({"path": "new/file.txt", "content": "a\nb\n"});
    let ToolView::Diff { created, added, .. } = preview("write", &write) else { panic!("no diff") };
    assert_eq!((created, added), (true, 2));
    assert_eq!(repo.read("lib.rs"), SOURCE);
    assert!(!repo.env().repo_root.join("new").exists());
    let missing = json!({"path": "lib.rs", "old_string": "absent", "new_string": "x"});
    assert!(matches!(preview("edit", &missing), ToolView::Error { .. }));
    let outside = json!({"path": "../escape.txt", "content": "x"});
    assert!(matches!(preview("write", &outside), ToolView::Error { .. }));
    // A command is shown whole, every line of it.
    let command = json!({"command": "touch X #\n\n\necho harmless"});
    assert_eq!(preview("bash", &command), ToolView::Text { text: "touch X #\n\n\necho harmless".into() });
    // Any other tool: its input.
    assert!(matches!(preview("glob", &json!({"pattern": "*.rs"})), ToolView::Text { text } if text.contains("*.rs")));
}

#[tokio::test]
async fn quotes_and_punctuation_are_forgiven_and_the_change_carried_over() {
    // Seen with a 1.5B model: `debug: false` against `"debug": false,`,
    // refused three times over.
    let repo = Repo::new();
    let config = "{\n  \"name\": \"demo\",\n  \"debug\": false,\n  \"port\": 8080\n}\n";
    repo.file("config.json", config);
    let input = json!({"path": "config.json", "old_string": "debug: false", "new_string": "debug: true"});
    let result = ok("edit", input, &repo.env()).await;
    assert_eq!(repo.read("config.json"), config.replace("\"debug\": false,", "\"debug\": true,"));
    assert!(
        result.for_model.starts_with(
            "edited config.json: +1 -1; old_string was not exact (quotes and punctuation differed; the change was carried over token by token), matched at line 3"
        ),
        "{}",
        result.for_model
    );
    // The model sees what landed.
    assert!(result.for_model.contains("\n-  \"debug\": false,\n+  \"debug\": true,\n"), "{}", result.for_model);
}

#[tokio::test]
async fn a_paraphrase_of_the_code_around_a_small_change_lands_where_its_neighbours_occur_once() {
    // Seen with a 1.5B model: `free_shipping(total) > THRESHOLD` for the
    // line `return total > THRESHOLD`, sent eight times over.
    let repo = Repo::new();
    let code = "THRESHOLD = 50\n\n\ndef free_shipping(total):\n    return total > THRESHOLD\n\n\ndef shipping_cost(total):\n    return 0 if free_shipping(total) else 4.95\n";
    repo.file("shipping.py", code);
    let input = json!({"path": "shipping.py", "old_string": "free_shipping(total) > THRESHOLD", "new_string": "free_shipping(total) >= THRESHOLD"});
    let result = ok("edit", input, &repo.env()).await;
    assert_eq!(repo.read("shipping.py"), code.replace("total > THRESHOLD", "total >= THRESHOLD"));
    assert!(
        result.for_model.starts_with("edited shipping.py: +1 -1; old_string was not exact (not in the file as written; the change was made where the code next to it occurs once — check the diff), matched at line 5"),
        "{}",
        result.for_model
    );
    assert!(
        result.for_model.contains("\n-    return total > THRESHOLD\n+    return total >= THRESHOLD\n"),
        "{}",
        result.for_model
    );
}

#[tokio::test]
async fn spacing_is_forgiven_and_the_file_keeps_its_own() {
    let repo = Repo::new();
    repo.file("calc.py", "def add(a, b):\n    return a-b\n");
    let input = json!({"path": "calc.py", "old_string": "return a - b", "new_string": "return a + b"});
    let result = ok("edit", input, &repo.env()).await;
    assert_eq!(repo.read("calc.py"), "def add(a, b):\n    return a+b\n");
    assert!(
        result.for_model.contains("(spacing differed; the change was carried over token by token)"),
        "{}",
        result.for_model
    );
}

#[tokio::test]
async fn a_token_match_in_two_places_is_refused() {
    let repo = Repo::new();
    let text = "{\"a\": {\"debug\": false}, \"b\": {\"debug\": false}}\n";
    repo.file("c.json", text);
    let input = json!({"path": "c.json", "old_string": "debug: false", "new_string": "debug: true"});
    let message = err("edit", input, &repo.env()).await;
    assert!(message.contains("matched with quotes and punctuation ignored, it fits 2 places"), "{message}");
    assert_eq!(repo.read("c.json"), text);
}

#[tokio::test]
async fn code_next_to_the_change_in_several_places_says_nothing_was_changed() {
    // The 1.5B model's edit of a batch calculator: the line it sent is in
    // no file, and `servings)` next to its change closes seven lines. The
    // refusal had said "the change was made where the code next to it
    // occurs once", which it was not.
    let repo = Repo::new();
    let text = r#""""Scale cocktails up into bottled batches for parties."""

import math

from recipes import RECIPES

# share of extra water that ice melt adds to the drink
DILUTION = {"stirred": 0.20, "shaken": 0.25, "built": 0.10}
BOTTLE_ML = 700


def scaled(name, servings):
    """Each ingredient's millilitres for this many servings."""
    if servings < 1:
        raise ValueError("need at least one serving")
    return {ing: ml * servings for ing, ml in RECIPES[name]["ml"].items()}


def liquid_ml(name, servings):
    """Everything poured into the batch before any water."""
    return sum(scaled(name, servings).values())


def batch_volume_ml(name, servings):
    """Final volume once the melt water is in, rounded to whole ml."""
    dilution = DILUTION[RECIPES[name]["method"]]
    return round(liquid_ml(name, servings) * (1 - dilution))


def bottles_needed(name, servings):
    return math.ceil(batch_volume_ml(name, servings) / BOTTLE_ML)
"#;
    repo.file("batch.py", text);
    let input = json!({
        "path": "batch.py",
        "old_string": "return batch_volume_ml(name, servings)",
        "new_string": "return batch_volume_ml(name, servings) * 1.1"
    });
    let message = err("edit", input, &repo.env()).await;
    assert!(message.contains("matched by the code next to the change alone, it fits"), "{message}");
    assert!(message.contains("so nothing was changed"), "{message}");
    assert!(!message.contains("the change was made"), "{message}");
    assert_eq!(repo.read("batch.py"), text);
}

/// A stand-in parser: a line holding `<<broken>>` is a syntax error.
#[derive(Debug)]
struct Marker;

impl nub_tools::SyntaxCheck for Marker {
    fn first_error(&self, _path: &std::path::Path, text: &str) -> Option<usize> {
        text.lines().position(|line| line.contains("<<broken>>")).map(|i| i + 1)
    }
}

#[tokio::test]
async fn an_edit_or_write_that_breaks_the_syntax_says_where_and_keeps_the_change() {
    let repo = Repo::new();
    repo.file("m.py", "a = 1\nb = 2\n");
    let env = nub_tools::ToolEnv { syntax: Some(std::sync::Arc::new(Marker)), ..repo.env() };
    let input = json!({"path": "m.py", "old_string": "b = 2", "new_string": "b = <<broken>>"});
    let result = ok("edit", input, &env).await;
    assert_eq!(
        result.for_model,
        "edited m.py: +1 -1\nthe edit left a syntax error at line 2: b = <<broken>>\n(the change is kept; fix it with another edit)"
    );
    assert_eq!(repo.read("m.py"), "a = 1\nb = <<broken>>\n");
    // Broken before: not this change's doing, not mentioned.
    let input = json!({"path": "m.py", "old_string": "a = 1", "new_string": "a = 3"});
    assert_eq!(ok("edit", input, &env).await.for_model, "edited m.py: +1 -1");
    // A new file that does not parse; and without a checker, nothing is said.
    let result = ok("write", json!({"path": "n.py", "content": "x = <<broken>>\n"}), &env).await;
    assert!(
        result.for_model.contains("the write left a syntax error at line 1: x = <<broken>>"),
        "{}",
        result.for_model
    );
    let result = ok("write", json!({"path": "o.py", "content": "x = <<broken>>\n"}), &repo.env()).await;
    assert_eq!(result.for_model, "created o.py (1 line)");
}

/// Seen with a 1.5B model: a gin menu's new entry, its quotes carried
/// over loosely, left menu.json unquoted. The code parser knows no JSON;
/// a JSON file is parsed as JSON, when a checker is set.
#[tokio::test]
async fn an_edit_that_leaves_json_unparsable_is_refused_for_a_small_model() {
    let repo = Repo::new();
    let menu = "{\n  \"gins\": {\n    \"Sloe Gin\": 5.25\n  }\n}\n";
    repo.file("menu.json", menu);
    let checked =
        nub_tools::ToolEnv { syntax: Some(std::sync::Arc::new(Marker)), refuse_breaking_changes: true, ..repo.env() };
    let unquoted = json!({"path": "menu.json", "old_string": "    \"Sloe Gin\": 5.25", "new_string": "    \"Sloe Gin\": 5.25,\n    Rhubarb: 6.50"});
    let message = err("edit", unquoted.clone(), &checked).await;
    assert!(
        message
            .starts_with("not changed: this edit would leave a syntax error in menu.json at line 4: `Rhubarb: 6.50`"),
        "{message}"
    );
    assert_eq!(repo.read("menu.json"), menu);
    let quoted = json!({"path": "menu.json", "old_string": "    \"Sloe Gin\": 5.25", "new_string": "    \"Sloe Gin\": 5.25,\n    \"Rhubarb\": 6.50"});
    ok("edit", quoted, &checked).await;
    assert!(repo.read("menu.json").contains("\"Rhubarb\": 6.50"));
    // Without a checker (`syntax_check = false`), nothing is checked.
    let plain = nub_tools::ToolEnv { refuse_breaking_changes: true, ..repo.env() };
    ok("edit", json!({"path": "menu.json", "old_string": "\"Rhubarb\": 6.50", "new_string": "Rhubarb: 6.50"}), &plain)
        .await;
}

/// Seen with a 1.5B model asked for a docstring: the whole module pasted,
/// indented, under the `def` line it quoted.
#[tokio::test]
async fn a_small_models_second_copy_of_the_file_is_refused() {
    let repo = Repo::new();
    let code = "def beat_ms(bpm):\n    if bpm <= 0:\n        raise ValueError('bpm must be positive')\n    return 60000 / bpm\n\n\ndef bar_ms(bpm, beats_per_bar=4):\n    return beat_ms(bpm) * beats_per_bar\n";
    repo.file("tempo.py", code);
    let indented: String = code.lines().map(|line| format!("    {line}\n")).collect();
    let paste = json!({"path": "tempo.py", "old_string": "def beat_ms(bpm):\n", "new_string": format!("def beat_ms(bpm):\n{indented}")});
    let small = nub_tools::ToolEnv { partial_writes: true, ..repo.env() };
    let message = err("edit", paste.clone(), &small).await;
    assert!(message.starts_with("not changed: this edit would put 6 lines tempo.py already has into it a second time (such as `def beat_ms(bpm):`)"), "{message}");
    assert_eq!(repo.read("tempo.py"), code);
    // Another model's edit is made as sent.
    ok("edit", paste, &repo.env()).await;
    assert_ne!(repo.read("tempo.py"), code);
}

/// Seen with a 1.5B model: the fixed `return` sent as an insertion under
/// the `def` line, where it ran before the guard and left the old one.
#[tokio::test]
async fn a_small_models_statement_under_the_def_line_changes_its_counterpart() {
    let repo = Repo::new();
    let code = "def bmi(weight_kg, height_m):\n    \"\"\"Body mass index.\"\"\"\n    if height_m <= 0:\n        raise ValueError(\"height\")\n    return round(weight_kg * height_m ** 2, 1)\n";
    let insert = json!({
        "path": "health.py",
        "old_string": "def bmi(weight_kg, height_m):",
        "new_string": "def bmi(weight_kg, height_m):\n    return round(weight_kg / (height_m ** 2), 1)",
    });
    repo.file("health.py", code);
    let small = nub_tools::ToolEnv { partial_writes: true, ..repo.env() };
    let result = ok("edit", insert.clone(), &small).await;
    assert_eq!(repo.read("health.py"), code.replace("weight_kg * height_m ** 2", "weight_kg / (height_m ** 2)"));
    assert!(
        result.for_model.contains("where the body already has one of the same kind (line 5)"),
        "{}",
        result.for_model
    );
    // Another model's insertion is made as sent.
    repo.file("health.py", code);
    ok("edit", insert, &repo.env()).await;
    assert!(
        repo.read("health.py")
            .starts_with("def bmi(weight_kg, height_m):\n    return round(weight_kg / (height_m ** 2), 1)\n")
    );
}

/// Seen with the 1.5B model in a terminal: the body's own two lines sent
/// under the `def` line. Carried over to their counterparts, they change
/// nothing, which was reported as a successful edit of +0 -0.
#[tokio::test]
async fn a_small_models_edit_that_leaves_the_file_as_it_was_is_no_edit() {
    let repo = Repo::new();
    let code = "def share(total, people, tip_percent=10):\n    \"\"\"Each person's part.\"\"\"\n    with_tip = total * (1 + tip_percent / 100)\n    return round(with_tip * people, 2)\n";
    let insert = json!({
        "path": "tip.py",
        "old_string": "def share(total, people, tip_percent=10):",
        "new_string": "def share(total, people, tip_percent=10):\n    with_tip = total * (1 + tip_percent / 100)\n    return round(with_tip * people, 2)",
    });
    repo.file("tip.py", code);
    let small = nub_tools::ToolEnv { partial_writes: true, ..repo.env() };
    let message = err("edit", insert, &small).await;
    assert!(message.starts_with("no change: tip.py is as it was; new_string put statements"), "{message}");
    assert!(message.contains("apart from the change. The edit as sent changes nothing"), "{message}");
    assert_eq!(repo.read("tip.py"), code);
}

/// Seen with a 1.5B model adding a field: a new `__init__` inserted above
/// the old one, which Python keeps, so the class took no new field.
#[tokio::test]
async fn a_small_models_new_definition_replaces_the_old_one_and_others_are_told() {
    let repo = Repo::new();
    let book = "class Book:\n    def __init__(self, title):\n        self.title = title\n";
    let insert = json!({
        "path": "books.py",
        "old_string": "class Book:",
        "new_string": "class Book:\n    def __init__(self, title, year):\n        self.title = title\n        self.year = year",
    });
    repo.file("books.py", book);
    let small = nub_tools::ToolEnv { partial_writes: true, ..repo.env() };
    let result = ok("edit", insert.clone(), &small).await;
    assert_eq!(
        repo.read("books.py"),
        "class Book:\n    def __init__(self, title, year):\n        self.title = title\n        self.year = year\n"
    );
    assert!(
        result.for_model.contains("so the old definition (lines 5-6 after the edit) was removed"),
        "{}",
        result.for_model
    );
    repo.file("books.py", book);
    let result = ok("edit", insert, &repo.env()).await;
    assert!(repo.read("books.py").ends_with("    def __init__(self, title):\n        self.title = title\n"), "kept");
    assert!(
        result
            .for_model
            .contains("Note: `__init__` is now defined 2 times in Book (lines 2, 5); Python keeps only the last one."),
        "{}",
        result.for_model
    );
}

/// Seen with a 1.5B model: fmt.py's `def format_contact` sent as
/// old_string to contacts.py five times, told only to read the file; a
/// test's call `is_even(4)` sent to the code it tests.
#[tokio::test]
async fn an_old_string_from_another_file_or_a_call_points_to_where_to_edit() {
    let repo = Repo::new();
    repo.file("contacts.py", "class Contact:\n    name: str\n");
    repo.file(
        "fmt.py",
        "from contacts import Contact\n\n\ndef format_contact(c: Contact) -> str:\n    return c.name\n",
    );
    let wrong_file =
        json!({"path": "contacts.py", "old_string": "def format_contact(c: Contact) -> str:", "new_string": "x"});
    let message = err("edit", wrong_file, &repo.env()).await;
    assert_eq!(
        message,
        "old_string was not found in contacts.py; `def format_contact(c: Contact) -> str:` occurs in fmt.py:4; edit it there."
    );
    repo.file("numbers_.py", "def is_even(n):\n    return n % 2 == 1\n\n\ndef other():\n    pass\n");
    let call = json!({"path": "numbers_.py", "old_string": "self.assertTrue(is_even(4))", "new_string": "x"});
    let message = err("edit", call, &repo.env()).await;
    assert!(
        message.contains("`is_even` is defined here:\n     1\tdef is_even(n):\n     2\t    return n % 2 == 1\n"),
        "{message}"
    );
    assert!(!message.contains("other"), "{message}");
    // The test's line is in the test file too: both are said, the code first.
    repo.file("test_numbers.py", "import unittest\n\n    self.assertTrue(is_even(4))\n");
    let call = json!({"path": "numbers_.py", "old_string": "self.assertTrue(is_even(4))", "new_string": "x"});
    let message = err("edit", call, &repo.env()).await;
    assert!(
        message.starts_with("old_string was not found in numbers_.py. old_string calls code this file defines"),
        "{message}"
    );
    assert!(
        message.ends_with("(To change that line itself instead: `self.assertTrue(is_even(4))` occurs in test_numbers.py:3; edit it there.)"),
        "{message}"
    );
}

/// Seen with a 1.5B model: `return min(values)` in `largest` and in
/// `smallest`; told to include more lines or set replace_all, it set
/// replace_all and broke `smallest`.
#[tokio::test]
async fn a_repeated_old_string_names_the_definitions_it_stands_in() {
    let repo = Repo::new();
    repo.file(
        "utils.py",
        "def largest(values):\n    return min(values)\n\n\ndef smallest(values):\n    return min(values)\n",
    );
    let edit = json!({"path": "utils.py", "old_string": "return min(values)", "new_string": "return max(values)"});
    let message = err("edit", edit, &repo.env()).await;
    assert_eq!(
        message,
        "old_string occurs 2 times in utils.py: line 2 in `def largest(values):`, line 6 in `def smallest(values):`. To change one, send old_string from its first line down to the line to change, e.g. for line 2: \"def largest(values):\\n    return min(values)\"; set replace_all only to change every one"
    );
    repo.file("flat.txt", "a = 1\nb = 2\na = 1\n");
    let message =
        err("edit", json!({"path": "flat.txt", "old_string": "a = 1", "new_string": "a = 3"}), &repo.env()).await;
    assert!(message.contains("(lines 1, 3); include more surrounding lines"), "{message}");
}

/// Seen in a terminal try with a 1.5B model: this tool suggested
/// replace_all for `main` → `run_tool`, which made `__main__` into
/// `__run_tool__`.
#[tokio::test]
async fn a_rename_with_replace_all_changes_whole_words_only() {
    let repo = Repo::new();
    let tool = "def main():\n    pass\n\n\nif __name__ == '__main__':\n    main()\n";
    repo.file("tool.py", tool);
    let rename = json!({"path": "tool.py", "old_string": "main", "new_string": "run_tool"});
    let message = err("edit", rename.clone(), &repo.env()).await;
    assert!(message.contains("to rename it in all 2 places where it is a whole word"), "{message}");
    let mut all = rename;
    all["replace_all"] = json!(true);
    let result = ok("edit", all, &repo.env()).await;
    assert_eq!(repo.read("tool.py"), tool.replace("def main", "def run_tool").replace("    main()", "    run_tool()"));
    assert!(
        result.for_model.contains("(2 replacements); whole words only: 1 occurrences inside longer names"),
        "{}",
        result.for_model
    );
    repo.file("guard.py", "a = __main__ or __main__\n");
    let only_inside = json!({"path": "guard.py", "old_string": "main", "new_string": "run", "replace_all": true});
    let message = err("edit", only_inside, &repo.env()).await;
    assert_eq!(message, "`main` occurs in guard.py only inside longer names; nothing was replaced");
}

#[test]
fn an_edit_lands_where_its_text_is_once_as_written_or_as_copied() {
    use nub_tools::builtin::edit::lands;
    let file = "def f(x):\n    return \"\".join(x)\n\ndef g(y):\n    return y + 1\n";
    assert!(lands(file, "return y + 1", "return y + 2"));
    assert!(lands(file, "return ''.join(x)", "return ''.join(x).upper()"), "other quotes");
    assert!(lands(file, "  return y+1", "  return y+2"), "other spacing");
    assert!(!lands(file, "return", "return None"), "twice");
    assert!(!lands(file, "return y + 7", "return y + 2"), "a guess is no landing");
    assert!(!lands(file, "   ", "x"));
}

#[tokio::test]
async fn zero_matches_with_no_like_region_show_the_lines_that_hold_its_words() {
    // Seen with a 1.5B model: `per mile`, the request's words, sent four
    // times against a file that says `PER_MILE`.
    let repo = Repo::new();
    let fares = "FLAG_FALL = 3.50\nPER_MILE = 2.40\nWAITING_PER_MINUTE = 0.30\n\n\ndef waiting_charge(minutes):\n    return minutes * PER_MILE\n";
    repo.file("fares.py", fares);
    let input = json!({"path": "fares.py", "old_string": "per mile", "new_string": "per minute"});
    let message = err("edit", input, &repo.env()).await;
    assert_eq!(
        message,
        "old_string was not found in fares.py. No region is like it. The lines that hold its words:\n     2\tPER_MILE = 2.40\n     3\tWAITING_PER_MINUTE = 0.30\n     7\t    return minutes * PER_MILE\nCopy old_string exactly from the file's lines (read the file to see more)."
    );
    assert_eq!(repo.read("fares.py"), fares);
}
