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
    // A `\n` a model meant as an escape, sent as a line break: Python
    // stops at the open string; tree-sitter's grammar reads on.
    ("report.py", "def report(lines):\n    return \"\\n\".join(lines)\n", "\"\\n\"", "'\n'", 2),
    // A parameter named twice: Python stops ("duplicate argument"), the
    // grammar takes it.
    (
        "fit.py",
        "def fit(lengths, limit):\n    return [n for n in lengths if n < limit]\n",
        "limit)",
        "limit, limit=3)",
        1,
    ),
    // A string in the same quotes inside an f-string's field: before
    // Python 3.12 the inner quote ends the f-string.
    ("posts.py", "def url(title):\n    return f'/blog/{slugify(title)}/'\n", "(title)}", "(title, separator='-')}", 2),
    ("lib.rs", "pub fn add(a: u8, b: u8) -> u8 {\n    a + b\n}\n", "    a + b\n}", "    a + b\n", 2),
    ("app.ts", "export function f(x: number): number {\n  return x * 2;\n}\n", "x * 2;", "x * (2;", 2),
    ("main.go", "package main\n\nfunc main() {\n\tprintln(\"hi\")\n}\n", "println(\"hi\")", "println(\"hi\"", 4),
];

#[test]
fn the_grammars_find_the_first_error_line() {
    for (file, good, old, new, line) in CASES {
        let path = std::path::Path::new(file);
        assert_eq!(TreeSitterCheck::default().first_error(path, good), None, "{file} parses");
        let broken = good.replacen(old, new, 1);
        let found = TreeSitterCheck::default().first_error(path, &broken);
        assert!(found.is_some_and(|at| at <= *line + 1 && at + 1 >= *line), "{file}: {found:?}, expected ~{line}");
    }
    // Strings over several lines that Python takes: in triple quotes, a
    // line break escaped with `\`, a break inside an f-string's field
    // (Python 3.12 and later).
    let python = std::path::Path::new("text.py");
    for legal in [
        "def f():\n    \"\"\"One.\n\n    Two.\n    \"\"\"\n    return 'a\\\nb'\n",
        "x = 1\ns = f\"{x +\n 1}\"\n",
        "s = ('a'\n     'b')\n",
        "u = f'/blog/{slugify(t, sep=\"-\")}/{d:%Y}'\nv = f\"{x!r:>{width}}\"\nw = f\"\"\"{d[\"k\"]}\"\"\"\n",
        // The same name in two functions, and in a nested one, is no repeat.
        "def f(a, b: int = 1, *c, **d):\n    def g(a, b):\n        return a\n    return g\n\n\ndef h(a, *, b):\n    return a\n",
    ] {
        assert_eq!(TreeSitterCheck::default().first_error(python, legal), None, "{legal}");
    }
    // Languages the map does not parse are not checked.
    assert_eq!(TreeSitterCheck::default().first_error(std::path::Path::new("notes.md"), "# ((("), None);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_edit_that_breaks_a_file_says_so_and_one_broken_before_stays_silent() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let env = ToolEnv { syntax: Some(Arc::new(TreeSitterCheck::default())), ..ToolEnv::new(&root, &root) };
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

/// A small model's edit or write that would break a file is not made:
/// told of the error afterwards, the 1.5B model sent the same edit again.
#[tokio::test(flavor = "multi_thread")]
async fn a_small_models_change_that_would_break_a_file_is_not_made() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let small = ToolEnv {
        syntax: Some(Arc::new(TreeSitterCheck::default())),
        refuse_breaking_changes: true,
        ..ToolEnv::new(&root, &root)
    };
    let tools = ToolRegistry::builtin();
    for (file, good, old, new, _) in CASES {
        std::fs::write(root.join(file), good).unwrap();
        let result = tools.run("edit", json!({"path": file, "old_string": old, "new_string": new}), &small).await;
        assert!(result.is_error, "{file}: {}", result.for_model);
        assert!(
            result.for_model.starts_with("not changed: this edit would leave a syntax error"),
            "{}",
            result.for_model
        );
        assert_eq!(&std::fs::read_to_string(root.join(file)).unwrap(), good, "{file} stays whole");
    }
    let good = "def pack_weight(items):\n    total = 0\n    return -total\n";
    std::fs::write(root.join("backpack.py"), good).unwrap();
    let input =
        json!({"path": "backpack.py", "old_string": "pack_weight(items)", "new_string": "pack_weight(items) + 1"});
    let result = tools.run("edit", input, &small).await;
    assert!(
        result.for_model.contains("what `pack_weight` does is in its body:\n     1\tdef pack_weight(items):"),
        "{}",
        result.for_model
    );
    // A change that parses is made as always.
    let input = json!({"path": "backpack.py", "old_string": "return -total", "new_string": "return total"});
    assert!(!tools.run("edit", input, &small).await.is_error);
    // A whole file in another language is no Python: not written.
    let rust = "```rust\nfn pack_weight(items: &[u32]) -> u32 {\n    items.iter().sum()\n}\n```";
    let result = tools.run("write", json!({"path": "backpack.py", "content": rust}), &small).await;
    assert!(
        result.for_model.starts_with("not written: this content would leave backpack.py with a syntax error at line 1"),
        "{}",
        result.for_model
    );
    assert!(std::fs::read_to_string(root.join("backpack.py")).unwrap().contains("return total"));
    // A function written back with only the docstring asked for.
    let input =
        json!({"path": "backpack.py", "content": "def pack_weight(items):\n    \"\"\"Grams in the pack.\"\"\"\n"});
    let result = tools.run("write", input, &small).await;
    assert!(
        result.for_model.starts_with("not written: this content leaves pack_weight with only a docstring"),
        "{}",
        result.for_model
    );
    assert!(std::fs::read_to_string(root.join("backpack.py")).unwrap().contains("return total"));
    // A new file has nothing to break.
    let result = tools.run("write", json!({"path": "new.py", "content": "def f(:\n"}), &small).await;
    assert!(!result.is_error, "{}", result.for_model);
}

/// A small model's habit: asked to change one function, it writes that
/// function alone over the whole file.
#[tokio::test(flavor = "multi_thread")]
async fn a_write_of_one_definition_is_merged_into_its_file_when_asked_to() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let file = "import math\n\n\ndef area(width, height):\n    return width * height\n\n\ndef circle_area(radius):\n    return math.pi * radius * radius\n";
    let py_part = "def area(width, height):\n    \"\"\"The area of a rectangle.\"\"\"\n    return width * height";
    let tools = ToolRegistry::builtin();
    let partial = ToolEnv {
        syntax: Some(Arc::new(TreeSitterCheck::default())),
        partial_writes: true,
        ..ToolEnv::new(&root, &root)
    };

    std::fs::write(root.join("shapes.py"), file).unwrap();
    let result = tools.run("write", json!({"path": "shapes.py", "content": py_part}), &partial).await;
    assert!(!result.is_error, "{}", result.for_model);
    assert!(result.for_model.starts_with("wrote shapes.py: +1 -0\n"), "{}", result.for_model);
    assert!(result.for_model.contains("replaced area and kept the rest (circle_area)"), "{}", result.for_model);
    let merged = std::fs::read_to_string(root.join("shapes.py")).unwrap();
    assert_eq!(merged, file.replace("height):\n", "height):\n    \"\"\"The area of a rectangle.\"\"\"\n"));

    // A Rust item alone, with its doc comment.
    let rust = "use std::fmt;\n\n/// Adds.\nfn add(a: u8, b: u8) -> u8 {\n    a + b\n}\n\nfn main() {\n    println!(\"{}\", add(1, 2));\n}\n";
    std::fs::write(root.join("main.rs"), rust).unwrap();
    let rs_part = "/// Adds two numbers.\nfn add(a: u8, b: u8) -> u8 {\n    a.wrapping_add(b)\n}\n";
    let result = tools.run("write", json!({"path": "main.rs", "content": rs_part}), &partial).await;
    assert!(result.for_model.contains("kept the rest (main)"), "{}", result.for_model);
    assert_eq!(
        std::fs::read_to_string(root.join("main.rs")).unwrap(),
        rust.replace("/// Adds.", "/// Adds two numbers.").replace("a + b", "a.wrapping_add(b)")
    );

    // Without the setting, or for a whole file, a write replaces the file as written.
    std::fs::write(root.join("shapes.py"), file).unwrap();
    let whole = ToolEnv { syntax: Some(Arc::new(TreeSitterCheck::default())), ..ToolEnv::new(&root, &root) };
    let result = tools.run("write", json!({"path": "shapes.py", "content": py_part}), &whole).await;
    assert!(!result.for_model.contains("merged"), "{}", result.for_model);
    std::fs::write(root.join("shapes.py"), file).unwrap();
    let shorter = "import math\n\n\ndef area(width, height):\n    return width * height\n";
    let result = tools.run("write", json!({"path": "shapes.py", "content": shorter}), &partial).await;
    assert!(!result.for_model.contains("merged"), "{}", result.for_model);
    assert_eq!(std::fs::read_to_string(root.join("shapes.py")).unwrap(), shorter);
    // …and a whole file that left a definition out says which.
    assert!(
        result.for_model.contains("This write removed from shapes.py: circle_area (defined there before)."),
        "{}",
        result.for_model
    );
    std::fs::write(root.join("shapes.py"), file).unwrap();
    let result = tools.run("write", json!({"path": "shapes.py", "content": shorter}), &whole).await;
    assert!(
        !result.for_model.contains("removed"),
        "only a small model's writes are looked at so: {}",
        result.for_model
    );
}

/// A Python file of a few definitions that parses.
const MODULE: &str = "import os\n\n\ndef area(w, h):\n    \"\"\"The area.\"\"\"\n    return w * h\n\n\nclass Box:\n    def __init__(self, w):\n        self.w = [w, (w + 1)]\n\n    def name(self):\n        return f\"box {self.w}\"\n\n\nTOTAL = {\"a\": 1, 'b': area(2, 3)}\n";

/// Pieces a careless edit leaves: brackets, quotes, colons, indentation.
const PIECES: &[&str] =
    &["(", ")", "[", "]", "{", "}", "\"", "'", "\"\"\"", ":", "\n", "    ", "x", "def f():\n", "return", ",", "#"];

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

    /// The check from the tree `read` kept finds what a check from scratch
    /// finds: an error exactly when the edited file does not parse.
    #[test]
    fn a_kept_tree_finds_what_a_full_parse_finds(
        at in 0..MODULE.len(),
        cut in 0usize..12,
        pieces in proptest::collection::vec(proptest::sample::select(PIECES), 0..4),
    ) {
        let path = std::path::Path::new("m.py");
        let end = (at + cut).min(MODULE.len());
        let edited = format!("{}{}{}", &MODULE[..at], pieces.concat(), &MODULE[end..]);
        let scratch = TreeSitterCheck::default();
        let kept = TreeSitterCheck::default();
        kept.prepare(path, MODULE);
        let expected = scratch.new_error(path, Some(MODULE), &edited);
        let found = kept.new_error(path, Some(MODULE), &edited);
        proptest::prop_assert_eq!(found.is_some(), expected.is_some(), "{:?} / {:?} in\n{}", found, expected, edited);
        // And the edit after it, from the tree this check kept: back to the
        // original text, which parses.
        proptest::prop_assert_eq!(kept.new_error(path, Some(&edited), MODULE), None);
    }
}

/// Asked to show a new field in `agenda_line(m)`, the 1.5B model changed
/// each call into `agenda_line(m, room)`, so `agenda()` used a `room`
/// nothing defined; it then wrote the module over with copies of other
/// functions. A small model's change that leaves a name undefined where a
/// function uses it is not made; one whose names all exist is.
#[tokio::test(flavor = "multi_thread")]
async fn a_small_models_change_that_uses_an_undefined_name_is_not_made() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let env = |small: bool| ToolEnv {
        syntax: Some(Arc::new(TreeSitterCheck::default())),
        refuse_breaking_changes: small,
        ..ToolEnv::new(&root, &root)
    };
    let tools = ToolRegistry::builtin();
    let agenda = "def agenda_line(m):\n    return m.title\n\n\ndef agenda(meetings):\n    return [agenda_line(m) for m in meetings]\n";
    std::fs::write(root.join("agenda.py"), agenda).unwrap();
    let edit = json!({"path": "agenda.py", "old_string": "agenda_line(m)", "new_string": "agenda_line(m, room)", "replace_all": true});
    let result = tools.run("edit", edit.clone(), &env(true)).await;
    assert!(result.is_error);
    assert_eq!(
        result.for_model,
        "not changed: this edit of agenda.py would use `room` in `agenda` (line 6: return [agenda_line(m, room) for m in meetings]), and nothing there defines it: running it would raise NameError. Use a name that is defined there (a parameter, a local, an attribute such as `obj.room`, an import), or define it first."
    );
    assert_eq!(std::fs::read_to_string(root.join("agenda.py")).unwrap(), agenda);
    let write = json!({"path": "agenda.py", "content": agenda.replace("m.title", "m.title + room")});
    let result = tools.run("write", write, &env(true)).await;
    assert!(
        result.for_model.starts_with("not changed: this write of agenda.py would use `room` in `agenda_line` (line 2"),
        "{}",
        result.for_model
    );
    // Defined: made.
    let fine =
        json!({"path": "agenda.py", "old_string": "return m.title", "new_string": "return f\"{m.title} in {m.room}\""});
    assert!(!tools.run("edit", fine, &env(true)).await.is_error);
    // A rename under way passes through a name left undefined: `class
    // Shelf` renamed first, `Shelf(…)` still to do.
    let shelf = "class Shelf:\n    pass\n\n\ndef aisle():\n    return [Shelf()]\n";
    std::fs::write(root.join("warehouse.py"), shelf).unwrap();
    let rename = json!({"path": "warehouse.py", "old_string": "class Shelf", "new_string": "class Rack"});
    assert!(!tools.run("edit", rename, &env(true)).await.is_error);
    // A type on a `def` line is evaluated where the function is defined:
    // `typing`'s names land with their import, any other is refused.
    let area = "import math\n\n\ndef polygon_area(points):\n    return len(points)\n";
    std::fs::write(root.join("geometry.py"), area).unwrap();
    let hints = json!({"path": "geometry.py", "old_string": "def polygon_area(points):", "new_string": "def polygon_area(points: List[Tuple[float, float]]) -> float:"});
    let result = tools.run("edit", hints, &env(true)).await;
    assert!(!result.is_error, "{}", result.for_model);
    assert!(
        result
            .for_model
            .contains("`List`, `Tuple` come from typing, so `from typing import List, Tuple` was added at line 1"),
        "{}",
        result.for_model
    );
    assert_eq!(
        std::fs::read_to_string(root.join("geometry.py")).unwrap(),
        "from typing import List, Tuple\nimport math\n\n\ndef polygon_area(points: List[Tuple[float, float]]) -> float:\n    return len(points)\n"
    );
    let own = json!({"path": "geometry.py", "old_string": "-> float:", "new_string": "-> Area:"});
    let result = tools.run("edit", own, &env(true)).await;
    assert!(
        result
            .for_model
            .starts_with("not changed: this edit of geometry.py would use `Area` in `polygon_area` (line 5:"),
        "{}",
        result.for_model
    );
    // A module the file imports names from is no name it defines: asked
    // for hints, the 1.5B model wrote `datetime` where `date` was meant.
    let care =
        "from datetime import date, timedelta\n\n\ndef next_feed(last_fed):\n    return last_fed + timedelta(days=7)\n";
    std::fs::write(root.join("care.py"), care).unwrap();
    let hints = json!({"path": "care.py", "old_string": "def next_feed(last_fed):", "new_string": "def next_feed(last_fed: datetime) -> datetime:"});
    let result = tools.run("edit", hints, &env(true)).await;
    assert!(result.is_error, "{}", result.for_model);
    assert!(
        result.for_model.contains("`datetime` is only the module there: the file imports date, timedelta from it."),
        "{}",
        result.for_model
    );
    let meant = json!({"path": "care.py", "old_string": "def next_feed(last_fed):", "new_string": "def next_feed(last_fed: date) -> date:"});
    assert!(!tools.run("edit", meant, &env(true)).await.is_error);
    // A model not held to the small rules makes it (its tests will say).
    assert!(!tools.run("edit", edit, &env(false)).await.is_error);
}

/// Asked for "a separator option to slugify", the 1.5B model added
/// `separator='-'` to the `def` line and ended the run: the body still
/// joined with "-"; told so in a note after the edit, it ended the run
/// all the same. A small model's edit that adds a parameter the body never
/// reads is not made, and the refusal shows the function to change in one
/// edit; a `write` of that shape is made, with a note. A parameter unused
/// before the change, or one the body reads, says nothing.
#[tokio::test(flavor = "multi_thread")]
async fn a_small_models_new_parameter_the_body_ignores_is_pointed_out() {
    let dir = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(dir.path()).unwrap();
    let env = |small: bool| ToolEnv {
        syntax: Some(Arc::new(TreeSitterCheck::default())),
        refuse_breaking_changes: small,
        ..ToolEnv::new(&root, &root)
    };
    let tools = ToolRegistry::builtin();
    let slug = "import re\n\n\ndef slugify(title):\n    words = re.findall(r\"[a-z0-9]+\", title.lower())\n    return \"-\".join(words)\n";
    std::fs::write(root.join("slug.py"), slug).unwrap();
    let add = json!({"path": "slug.py", "old_string": "def slugify(title):", "new_string": "def slugify(title, separator='-'):"});
    let result = tools.run("edit", add.clone(), &env(true)).await;
    assert!(result.is_error);
    assert_eq!(
        result.for_model,
        "not changed: after this edit of slug.py, `slugify` would take `separator` but its body would never use it, so a caller's value would change nothing. Change the signature and the body in one edit: old_string the whole function as it is now (below, without the line numbers), new_string the function that takes it and uses it:\n     4\tdef slugify(title):\n     5\t    words = re.findall(r\"[a-z0-9]+\", title.lower())\n     6\t    return \"-\".join(words)"
    );
    assert_eq!(std::fs::read_to_string(root.join("slug.py")).unwrap(), slug);
    // Signature and body in one edit: made, nothing to say.
    let both = json!({"path": "slug.py", "old_string": "def slugify(title):\n    words = re.findall(r\"[a-z0-9]+\", title.lower())\n    return \"-\".join(words)", "new_string": "def slugify(title, separator='-'):\n    words = re.findall(r\"[a-z0-9]+\", title.lower())\n    return separator.join(words)"});
    assert_eq!(tools.run("edit", both, &env(true)).await.for_model, "edited slug.py: +2 -2");
    // A write of that shape is made, with the note and the function.
    let write = json!({"path": "slug.py", "content": slug.replace("(title)", "(title, upper=False)")});
    let result = tools.run("write", write, &env(true)).await;
    assert!(!result.is_error, "{}", result.for_model);
    assert!(
        result.for_model.ends_with("Note: `slugify` takes `upper` but its body never uses it, so a caller's value changes nothing. Use it in the body where the value matters:\n     4\tdef slugify(title, upper=False):\n     5\t    words = re.findall(r\"[a-z0-9]+\", title.lower())\n     6\t    return \"-\".join(words)"),
        "{}",
        result.for_model
    );
    // Unused before the change: not the change's doing.
    let idle = "def f(x):\n    return 1\n";
    std::fs::write(root.join("idle.py"), idle).unwrap();
    let other = json!({"path": "idle.py", "old_string": "return 1", "new_string": "return 2"});
    assert_eq!(tools.run("edit", other, &env(true)).await.for_model, "edited idle.py: +1 -1");
    // A model not held to the small rules is not told.
    std::fs::write(root.join("slug.py"), slug).unwrap();
    assert_eq!(tools.run("edit", add, &env(false)).await.for_model, "edited slug.py: +1 -1");
}
