//! A file the user attached to a prompt (`@src/main.rs`): one text block of
//! a fixed shape in the user message, so the model reads the path with the
//! content, and every view (the TUI, `nub tree`, the exports) can show it as
//! one folded line instead of the whole file.
//!
//! ```
//! use nub_llm::attachment;
//! let text = attachment::wrap("src/main.rs", "lines 1-2 of 9", "     1\tfn main() {\n     2\t}");
//! let parsed = attachment::parse(&text).unwrap();
//! assert_eq!((parsed.path, parsed.detail), ("src/main.rs", "lines 1-2 of 9"));
//! assert!(parsed.body.ends_with('}'));
//! assert!(attachment::parse("just text").is_none());
//! ```

const OPEN: &str = "<attachment path=\"";
const CLOSE: &str = "\n</attachment>";

/// An attachment block taken apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attachment<'a> {
    /// Relative to the repository root, `/`-separated.
    pub path: &'a str,
    /// What was attached, for people: "120 lines", "directory, 14 entries".
    pub detail: &'a str,
    pub body: &'a str,
}

/// The text block for `body` attached as `path`. `path` and `detail` must not
/// contain `"` or a line break (the expansion refuses such paths).
pub fn wrap(path: &str, detail: &str, body: &str) -> String {
    let body = body.strip_suffix('\n').unwrap_or(body);
    format!("{OPEN}{path}\" detail=\"{detail}\">\n{body}{CLOSE}")
}

/// The attachment `text` is, or `None` for any other text.
pub fn parse(text: &str) -> Option<Attachment<'_>> {
    let rest = text.strip_prefix(OPEN)?;
    let (head, rest) = rest.split_once('\n')?;
    let (path, detail) = head.strip_suffix("\">")?.split_once("\" detail=\"")?;
    if path.contains('"') || detail.contains('"') {
        return None;
    }
    let body = rest.strip_suffix(CLOSE.trim_start_matches('\n')).map(|b| b.strip_suffix('\n').unwrap_or(b))?;
    Some(Attachment { path, detail, body })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_strangers() {
        for body in ["", "one line", "a\nb\n", "</attachment>\nlooks like the end"] {
            let text = wrap("a b/c.rs", "2 lines", body);
            let parsed = parse(&text).unwrap();
            assert_eq!(parsed.path, "a b/c.rs");
            assert_eq!(parsed.body, body.strip_suffix('\n').unwrap_or(body));
        }
        assert!(parse("<attachment path=\"x\">\nno detail\n</attachment>").is_none());
        assert!(parse("<attachment path=\"x\" detail=\"d\">\nunclosed").is_none());
        assert!(parse("see <attachment path=\"x\" detail=\"d\">\n\n</attachment>").is_none());
    }
}
