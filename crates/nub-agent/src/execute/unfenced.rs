//! A `write` of a code file whose content is a Markdown code block: the
//! fence lines left out. Eight times in the honest runs the 1.5B model
//! wrote a whole file as "```python\n…\n```"; refused for the syntax error
//! at line 1, it sent the same content again until the guard stopped it.

use serde_json::Value;

use super::{Call, Executor};

/// Code files, whose text a fence line never opens: any other file (prose,
/// fixtures, a file without an extension) keeps its content as sent.
const CODE: &[&str] = &[
    "py", "rs", "js", "mjs", "cjs", "ts", "tsx", "jsx", "go", "java", "kt", "c", "h", "cc", "cpp", "hpp", "cs", "rb",
    "php", "swift", "lua", "sh", "bash", "json", "toml", "yaml", "yml", "css", "scss", "html", "sql",
];

impl Executor {
    /// `call`'s input with the fence lines left out, and the note for its
    /// result; a small model's run only.
    pub(super) fn as_unfenced(&self, call: &Call) -> Option<(Value, String)> {
        self.prompt_rules.as_ref().filter(|_| call.name == "write")?;
        let path = call.input.get("path").and_then(Value::as_str)?;
        let extension = std::path::Path::new(path).extension()?.to_str()?.to_ascii_lowercase();
        if !CODE.contains(&extension.as_str()) {
            return None;
        }
        let content = unfenced(call.input.get("content").and_then(Value::as_str)?)?;
        let mut input = call.input.clone();
        input["content"] = Value::String(content);
        Some((input, "The ``` fence lines around the content were left out: the file holds the code only.".into()))
    }
}

/// `content` without the fence line it opens with and the one it closes
/// with (if any), when there is no other fence line in it.
fn unfenced(content: &str) -> Option<String> {
    let (first, rest) = content.split_once('\n')?;
    let info = first.trim().strip_prefix("```")?;
    if !info.chars().all(|c| c.is_alphanumeric() || matches!(c, '+' | '-' | '_')) {
        return None;
    }
    let body = rest.trim_end();
    let body = body.strip_suffix("```").unwrap_or(body);
    if body.lines().any(|line| line.trim_start().starts_with("```")) {
        return None;
    }
    let mut body = body.trim_end_matches([' ', '\t', '\n']).to_owned();
    body.push('\n');
    Some(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fence_lines_go_and_the_code_stays() {
        assert_eq!(
            unfenced("```python\nX = 1\n\n\ndef f():\n    return X\n```\n").as_deref(),
            Some("X = 1\n\n\ndef f():\n    return X\n")
        );
        assert_eq!(unfenced("```\nX = 1\n```").as_deref(), Some("X = 1\n"));
        // Cut off before the closing fence.
        assert_eq!(unfenced("```py\nX = 1\n").as_deref(), Some("X = 1\n"));
    }

    #[test]
    fn content_that_is_not_one_fenced_block_stays() {
        assert_eq!(unfenced("X = 1\n"), None);
        assert_eq!(unfenced("```python\nA = 1\n```\nand\n```python\nB = 2\n```\n"), None);
        assert_eq!(unfenced("``` see below\nX = 1\n```"), None);
        assert_eq!(unfenced("```python"), None);
    }
}
