//! The recogniser over hand-written cases for each syntax, negative cases
//! that must stay text, and every split of each case as it would stream.
//! Real recordings of local servers are replayed in `tests/suite/text_calls.rs`.

use serde_json::{Value, json};

use super::*;

fn tools() -> Vec<ToolDef> {
    let def = |name: &str, schema: Value| ToolDef { name: name.into(), description: String::new(), schema };
    vec![
        def(
            "read",
            json!({"type": "object", "properties": {"path": {"type": "string"}, "offset": {"type": "integer"}},
                "required": ["path"], "additionalProperties": false}),
        ),
        def("bash", json!({"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]})),
        def("glob", json!({"type": "object", "properties": {"pattern": {"type": "string"}}, "required": ["pattern"]})),
    ]
}

fn call(name: &str, input: Value) -> TextCall {
    TextCall { name: name.into(), input }
}

fn read_hello() -> TextCall {
    call("read", json!({"path": "hello.txt"}))
}

/// The pieces of `text` read at once, and the same for every split into
/// two parts (at char boundaries) and for one char at a time.
fn pieces(text: &str) -> Vec<Piece> {
    let whole = recognise(text, &tools());
    let bounds: Vec<usize> = text.char_indices().map(|(i, _)| i).skip(1).collect();
    for &cut in &bounds {
        let mut scanner = Scanner::new(&tools());
        let mut got = scanner.push(&text[..cut]);
        got.extend(scanner.push(&text[cut..]));
        got.extend(scanner.finish());
        assert_eq!(merge_text(got), whole, "split at {cut} of {text:?}");
    }
    let mut scanner = Scanner::new(&tools());
    let mut got = Vec::new();
    for c in text.chars() {
        got.extend(scanner.push(&c.to_string()));
    }
    got.extend(scanner.finish());
    assert_eq!(merge_text(got), whole, "one char at a time: {text:?}");
    whole
}

fn text(t: &str) -> Piece {
    Piece::Text(t.into())
}

#[test]
fn each_syntax_is_recovered() {
    let cases: Vec<(&str, Vec<Piece>)> = vec![
        // Hermes / Qwen.
        (
            "<tool_call>\n{\"name\": \"read\", \"arguments\": {\"path\": \"hello.txt\"}}\n</tool_call>",
            vec![Piece::Calls(vec![read_hello()])],
        ),
        // The stock Qwen2.5-Coder answer: a fenced block.
        (
            "```json\n{\n  \"name\": \"read\",\n  \"arguments\": {\n    \"path\": \"hello.txt\"\n  }\n}\n```",
            vec![Piece::Calls(vec![read_hello()])],
        ),
        // A fence without a language, prose before it.
        (
            "I will read it.\n```\n{\"name\": \"read\", \"arguments\": {\"path\": \"hello.txt\"}}\n```",
            vec![text("I will read it.\n"), Piece::Calls(vec![read_hello()])],
        ),
        // Bare objects in their several spellings.
        ("{\"name\": \"read\", \"parameters\": {\"path\": \"hello.txt\"}}", vec![Piece::Calls(vec![read_hello()])]),
        ("{\"tool\": \"read\", \"args\": {\"path\": \"hello.txt\"}}", vec![Piece::Calls(vec![read_hello()])]),
        (
            "{\"type\": \"function\", \"function\": {\"name\": \"read\", \"arguments\": \"{\\\"path\\\": \\\"hello.txt\\\"}\"}}",
            vec![Piece::Calls(vec![read_hello()])],
        ),
        // Mistral, both forms.
        (
            "[TOOL_CALLS] [{\"name\": \"read\", \"arguments\": {\"path\": \"hello.txt\"}}]",
            vec![Piece::Calls(vec![read_hello()])],
        ),
        ("[TOOL_CALLS]read[ARGS]{\"path\": \"hello.txt\"}", vec![Piece::Calls(vec![read_hello()])]),
        // Llama 3.1.
        (
            "<|python_tag|>{\"name\": \"read\", \"parameters\": {\"path\": \"hello.txt\"}}<|eom_id|>",
            vec![Piece::Calls(vec![read_hello()])],
        ),
        // A quoted integer passes, as the tool accepts it.
        (
            "{\"name\": \"read\", \"arguments\": {\"path\": \"a\", \"offset\": \"3\"}}",
            vec![Piece::Calls(vec![call("read", json!({"path": "a", "offset": "3"}))])],
        ),
    ];
    for (input, expected) in cases {
        assert_eq!(pieces(input), expected, "{input}");
    }
}

#[test]
fn several_calls_in_one_answer() {
    let two = "<tool_call>\n{\"name\": \"read\", \"arguments\": {\"path\": \"hello.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"bash\", \"arguments\": {\"command\": \"ls\"}}\n</tool_call>";
    let bash = call("bash", json!({"command": "ls"}));
    assert_eq!(pieces(two), vec![Piece::Calls(vec![read_hello()]), text("\n"), Piece::Calls(vec![bash.clone()])]);
    let list = "```json\n[{\"name\": \"read\", \"arguments\": {\"path\": \"hello.txt\"}}, {\"name\": \"bash\", \"arguments\": {\"command\": \"ls\"}}]\n```";
    assert_eq!(pieces(list), vec![Piece::Calls(vec![read_hello(), bash.clone()])]);
    let llama = "<|python_tag|>{\"name\": \"read\", \"parameters\": {\"path\": \"hello.txt\"}}; {\"name\": \"bash\", \"parameters\": {\"command\": \"ls\"}}";
    assert_eq!(pieces(llama), vec![Piece::Calls(vec![read_hello(), bash.clone()])]);
    let mistral = "[TOOL_CALLS]read[ARGS]{\"path\": \"hello.txt\"}[TOOL_CALLS]bash[ARGS]{\"command\": \"ls\"}";
    assert_eq!(pieces(mistral), vec![Piece::Calls(vec![read_hello(), bash])]);
}

#[test]
fn what_is_not_a_call_stays_text() {
    let cases = [
        // JSON in an explanation.
        "A user record looks like {\"name\": \"Alice\", \"age\": 3}, stored as JSON.",
        "```json\n{\"name\": \"Alice\", \"arguments\": {}}\n```",
        // A tool that was not offered.
        "```json\n{\"name\": \"write\", \"arguments\": {\"path\": \"a\", \"content\": \"b\"}}\n```",
        "<tool_call>{\"name\": \"delete_everything\", \"arguments\": {}}</tool_call>",
        // Wrong argument types, missing or unknown arguments.
        "{\"name\": \"read\", \"arguments\": {\"path\": 5}}",
        "{\"name\": \"read\", \"arguments\": {}}",
        "{\"name\": \"read\", \"arguments\": {\"path\": \"a\", \"mode\": \"x\"}}",
        "[{\"name\": \"read\", \"arguments\": {\"path\": \"a\"}}, {\"name\": \"nope\", \"arguments\": {}}]",
        // Code, braces and brackets in prose, an unfinished object.
        "```rust\nfn main() { let pair = (\"{}\", 1); }\n```\nDone.",
        "Use `{x}` or [a link](http://example.invalid) and `` ` `` here; maps are {k: v}.",
        "The answer is {\"name\": \"read\", \"arguments\": {\"path\": ",
        "<tool_call> not json </tool_call>",
        "[TOOL_CALLS] nothing",
        "Compare a < b and `a` with ``b``.",
    ];
    for input in cases {
        assert_eq!(pieces(input), vec![text(input)], "{input}");
    }
}

/// Found by the fuzz target `text_calls`: a broken Mistral call after a good
/// one makes the whole run text — also when the text streams in cut right
/// after the good call, before the next marker has arrived.
#[test]
fn a_broken_mistral_call_after_a_good_one_is_text_however_it_streams() {
    let broken = "[TOOL_CALLS]read[ARGS]{\"path\": \"a\"}[TOOL_CALLS]read[[ARGSARGS]{\"path\": \"b\"}";
    assert_eq!(pieces(broken), vec![text(broken)]);
    let good = "[TOOL_CALLS]read[ARGS]{\"path\": \"a\"}";
    assert_eq!(pieces(good), vec![Piece::Calls(vec![call("read", json!({"path": "a"}))])]);
}

#[test]
fn text_is_held_only_from_a_possible_call_and_released_when_it_is_none() {
    let mut scanner = Scanner::new(&tools());
    assert_eq!(scanner.push("Reading the file "), vec![text("Reading the file ")]);
    // From the fence on, text waits…
    assert_eq!(scanner.push("now.\n```js"), vec![text("now.\n")]);
    // …until the fence is seen to be code: then it flows again.
    assert_eq!(scanner.push("on\n{\"a\""), vec![]);
    assert_eq!(scanner.push(": 1}\n```\nok"), vec![text("```json\n{\"a\": 1}\n```\nok")]);
    let mut scanner = Scanner::new(&tools());
    assert_eq!(scanner.push("```python\nprint({"), vec![text("```python\nprint({")]);
    assert_eq!(scanner.push("1})\n``"), vec![text("1})\n")]);
    assert_eq!(scanner.push("`\nbye {"), vec![text("```\nbye ")]);
    assert_eq!(scanner.finish(), vec![text("{")]);
}
