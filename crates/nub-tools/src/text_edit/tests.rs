use super::*;

fn paths(edit: &TextEdit) -> &[String] {
    match edit {
        TextEdit::Replace { paths, .. } | TextEdit::Whole { paths, .. } | TextEdit::Definition { paths, .. } => paths,
    }
}

#[test]
fn a_replacement_said_in_words_is_an_edit() {
    let answer = "To fix the KeyError in `vaccines.py`, replace the line `return date.fromisoformat(pet[\"last\"])` with `return date.fromisoformat(pet.get(\"last\", \"2000-01-01\"))`.";
    let edits = parse(answer);
    assert_eq!(
        edits,
        vec![TextEdit::Replace {
            paths: vec!["vaccines.py".into()],
            search: "return date.fromisoformat(pet[\"last\"])".into(),
            replace: "return date.fromisoformat(pet.get(\"last\", \"2000-01-01\"))".into(),
        }]
    );
    let edits = parse("In calc.py:\nChange `a - b` to `a + b`.");
    assert_eq!(
        edits,
        vec![TextEdit::Replace { paths: vec!["calc.py".into()], search: "a - b".into(), replace: "a + b".into() }]
    );
    // Said as done, as the 1.5B model said it with no call made.
    let edits = parse(
        "To send the reminders two days before, I replaced the line `REMINDER_HOURS_BEFORE = 24` with `REMINDER_HOURS_BEFORE = 48` in the `settings.py` file.",
    );
    assert_eq!(
        edits,
        vec![TextEdit::Replace {
            paths: vec!["settings.py".into()],
            search: "REMINDER_HOURS_BEFORE = 24".into(),
            replace: "REMINDER_HOURS_BEFORE = 48".into(),
        }]
    );
    let edits = parse("I updated `TIMEOUT = 10` to `TIMEOUT = 30` in app.py.");
    assert_eq!(edits.len(), 1, "{edits:?}");
    // Double quotes where no code span is, as the 1.5B model said a rename.
    let edits =
        parse("To rename it in squad.py, I replaced the old_string \"MAX_SQUAD\" with \"SQUAD_LIMIT\" in the file.");
    assert_eq!(
        edits,
        vec![TextEdit::Replace {
            paths: vec!["squad.py".into()],
            search: "MAX_SQUAD".into(),
            replace: "SQUAD_LIMIT".into(),
        }]
    );
    for not_one in [
        "The function `add` returns `a - b`.",
        "You could replace the whole approach: use `sum` instead of `reduce`.",
        "replace `a` with `a`",
        "Replace the value in `config.json` with `true`",
        "change the line `x` so it reads `y`",
        "To change code, write the whole file. Replace `old_string` with `new_string` in `rink.py`.",
        "He said \"replace it\" and \"change it\" twice.",
        "Change the greeting from \"Hi\" to \"Hello\" in the `app.py` file.",
    ] {
        assert_eq!(parse(not_one), Vec::new(), "{not_one}");
    }
}

#[test]
fn one_function_is_a_definition_and_a_class_is_not() {
    assert_eq!(one_definition(&["def f(x):", "    return x"]), Some("f".into()));
    assert_eq!(one_definition(&["    fn last(&self) -> u32 {", "        2", "    }"]), Some("last".into()));
    // A class with one method written out would drop the others.
    assert_eq!(one_definition(&["class Book:", "    def f(self):", "        pass"]), None);
    assert_eq!(one_definition(&["def f(x):", "    return x", "def g():", "    pass"]), None);
    assert_eq!(one_definition(&["def f(x):"]), None, "no body");
}

#[test]
fn a_fence_under_a_path_line_is_a_whole_file() {
    let edits = parse("Here is the fixed `calc.py`:\n\n```python\ndef add(a, b):\n    return a + b\n```\nDone.");
    assert_eq!(
        edits,
        [TextEdit::Whole { paths: vec!["calc.py".into()], content: "def add(a, b):\n    return a + b\n".into() }]
    );
    let edits = parse("```python src/calc.py\nx = 1\n```");
    assert_eq!(paths(&edits[0]), ["src/calc.py"]);
    let edits = parse("```js\n// src/app.js\nlet x = 1;\n```");
    assert_eq!(edits, [TextEdit::Whole { paths: vec!["src/app.js".into()], content: "let x = 1;\n".into() }]);
    // A command is no file; a fence without any path names nothing.
    assert!(parse("Run calc.py:\n```bash\npython3 calc.py\n```").is_empty());
    assert!(parse("```python\nx = 1\n```").is_empty());
    // Numbers copied from `read` are dropped.
    let edits = parse("calc.py\n```\n     1\tdef add(a, b):\n     2\t    return a + b\n```");
    assert_eq!(
        edits,
        [TextEdit::Whole { paths: vec!["calc.py".into()], content: "def add(a, b):\n    return a + b\n".into() }]
    );
}

#[test]
fn search_replace_blocks_in_and_out_of_fences() {
    let text = "calc.py\n```python\n<<<<<<< SEARCH\n    return a - b\n=======\n    return a + b\n>>>>>>> REPLACE\n```\n\
                util.py\n<<<<<<< SEARCH\ndef greet():\n=======\ndef welcome():\n>>>>>>> REPLACE\n";
    assert_eq!(
        parse(text),
        [
            TextEdit::Replace {
                paths: vec!["calc.py".into()],
                search: "    return a - b\n".into(),
                replace: "    return a + b\n".into()
            },
            TextEdit::Replace {
                paths: vec!["util.py".into()],
                search: "def greet():\n".into(),
                replace: "def welcome():\n".into()
            },
        ]
    );
    // An unfinished block is nothing.
    assert!(parse("a.py\n<<<<<<< SEARCH\nx\n=======\ny\n").is_empty());
}

#[test]
fn path_words_are_paths_not_numbers_or_links() {
    assert_eq!(path_tokens("Update **config.json** and `src/a.rs`:"), ["config.json", "src/a.rs"]);
    assert!(path_tokens("version 3.14 at https://example.com/x.py").is_empty());
    assert!(path_tokens("/etc/passwd ../up.py .env").is_empty());
}

#[test]
fn a_whole_file_keeps_most_lines_and_drops_none_at_its_edges() {
    let old = "import math\n\n\ndef area(w, h):\n    return w * h\n\n\ndef circle(r):\n    return math.pi * r * r\n";
    let fixed = old.replace("def area(w, h):\n", "def area(w, h):\n    \"\"\"Area.\"\"\"\n");
    assert!(whole_file(old, &fixed));
    assert!(!whole_file(old, old), "nothing changed");
    assert!(!whole_file(old, "def area(w, h):\n    \"\"\"Area.\"\"\"\n    return w * h\n"), "a snippet");
    assert!(!whole_file(old, &fixed.replace("import math\n", "")), "the first line dropped");
    let elided = fixed.replace("def circle(r):\n    return math.pi * r * r\n", "# ... rest unchanged\n");
    assert!(!whole_file(old, &elided));
}
