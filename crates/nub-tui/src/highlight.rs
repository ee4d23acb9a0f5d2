//! Syntax colours for code blocks, with tree-sitter-highlight on the grammar
//! crates the repo map links already (feature `highlight`). Without the
//! feature, or for a language not listed, code stays plain.

use ratatui::style::Style;
#[cfg(feature = "highlight")]
use ratatui::style::{Color, Modifier};

/// One line of code as pieces of text with their style.
pub type Styled = Vec<(String, Style)>;

/// `code` split into lines with colours, or `None` when `language` is not
/// known here.
#[cfg(feature = "highlight")]
pub fn lines(language: &str, code: &str) -> Option<Vec<Styled>> {
    imp::lines(language, code)
}

#[cfg(not(feature = "highlight"))]
pub fn lines(_language: &str, _code: &str) -> Option<Vec<Styled>> {
    None
}

/// The colour of a capture name (`keyword`, `string.special`, …).
#[cfg(feature = "highlight")]
fn style_of(name: &str) -> Style {
    let root = name.split('.').next().unwrap_or(name);
    match root {
        "keyword" | "conditional" | "repeat" | "include" => Style::default().fg(Color::Magenta),
        "function" | "method" | "constructor" => Style::default().fg(Color::Blue),
        "type" | "tag" => Style::default().fg(Color::Yellow),
        "string" | "character" | "escape" => Style::default().fg(Color::Green),
        "comment" => Style::default().fg(Color::DarkGray).add_modifier(Modifier::ITALIC),
        "number" | "constant" | "boolean" | "float" => Style::default().fg(Color::Cyan),
        "attribute" | "label" | "property" => Style::default().fg(Color::LightBlue),
        "operator" => Style::default().fg(Color::LightMagenta),
        _ => Style::default(),
    }
}

#[cfg(feature = "highlight")]
mod imp {
    use std::sync::OnceLock;

    use tree_sitter_highlight::{HighlightConfiguration, HighlightEvent, Highlighter};

    use super::{Styled, style_of};

    const NAMES: &[&str] = &[
        "attribute",
        "boolean",
        "character",
        "comment",
        "constant",
        "constructor",
        "escape",
        "float",
        "function",
        "keyword",
        "label",
        "method",
        "number",
        "operator",
        "property",
        "string",
        "tag",
        "type",
    ];

    type Configs = Vec<(&'static [&'static str], HighlightConfiguration)>;

    /// Each grammar with the names a fence may give it, loaded once.
    fn configs() -> &'static Configs {
        static CONFIGS: OnceLock<Configs> = OnceLock::new();
        CONFIGS.get_or_init(|| {
            let grammars: Vec<(&'static [&'static str], tree_sitter::Language, &str)> = vec![
                (&["rust", "rs"], tree_sitter_rust::LANGUAGE.into(), tree_sitter_rust::HIGHLIGHTS_QUERY),
                (&["python", "py"], tree_sitter_python::LANGUAGE.into(), tree_sitter_python::HIGHLIGHTS_QUERY),
                (&["go", "golang"], tree_sitter_go::LANGUAGE.into(), tree_sitter_go::HIGHLIGHTS_QUERY),
                (
                    &["javascript", "js", "jsx"],
                    tree_sitter_javascript::LANGUAGE.into(),
                    tree_sitter_javascript::HIGHLIGHT_QUERY,
                ),
                (
                    &["typescript", "ts"],
                    tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
                    tree_sitter_typescript::HIGHLIGHTS_QUERY,
                ),
                #[cfg(feature = "lang-cpp")]
                (&["c", "h"], tree_sitter_c::LANGUAGE.into(), tree_sitter_c::HIGHLIGHT_QUERY),
                #[cfg(feature = "lang-cpp")]
                (&["cpp", "c++", "cc", "hpp"], tree_sitter_cpp::LANGUAGE.into(), tree_sitter_cpp::HIGHLIGHT_QUERY),
                // Without the C++ grammar, C++ is coloured as C: close enough for a code block.
                #[cfg(not(feature = "lang-cpp"))]
                (
                    &["c", "h", "cpp", "c++", "cc", "hpp"],
                    tree_sitter_c::LANGUAGE.into(),
                    tree_sitter_c::HIGHLIGHT_QUERY,
                ),
                (&["java"], tree_sitter_java::LANGUAGE.into(), tree_sitter_java::HIGHLIGHTS_QUERY),
            ];
            let mut configs = Vec::new();
            for (names, language, query) in grammars {
                match HighlightConfiguration::new(language, names[0], query, "", "") {
                    Ok(mut config) => {
                        config.configure(NAMES);
                        configs.push((names, config));
                    }
                    Err(error) => tracing::debug!(language = names[0], ?error, "highlight query did not load"),
                }
            }
            configs
        })
    }

    pub fn lines(language: &str, code: &str) -> Option<Vec<Styled>> {
        if code.is_empty() {
            return Some(Vec::new());
        }
        let language = language.to_ascii_lowercase();
        let (_, config) = configs().iter().find(|(names, _)| names.contains(&language.as_str()))?;
        let mut highlighter = Highlighter::new();
        let events = highlighter.highlight(config, code.as_bytes(), None, |_| None).ok()?;
        let mut out: Vec<Styled> = vec![Vec::new()];
        let mut stack = Vec::new();
        for event in events {
            match event.ok()? {
                HighlightEvent::HighlightStart(highlight) => stack.push(style_of(NAMES.get(highlight.0)?)),
                HighlightEvent::HighlightEnd => {
                    stack.pop();
                }
                HighlightEvent::Source { start, end } => {
                    let style = stack.last().copied().unwrap_or_default();
                    let text = code.get(start..end)?;
                    for (i, piece) in text.split('\n').enumerate() {
                        if i > 0 {
                            out.push(Vec::new());
                        }
                        if !piece.is_empty()
                            && let Some(line) = out.last_mut()
                        {
                            line.push((piece.replace('\t', "    "), style));
                        }
                    }
                }
            }
        }
        if code.ends_with('\n') {
            out.pop();
        }
        Some(out)
    }
}

#[cfg(all(test, feature = "highlight"))]
mod tests {
    use super::*;

    #[test]
    fn known_languages_are_coloured_unknown_ones_are_not() {
        let lines = lines("rust", "fn main() {\n    // hi\n}\n").expect("rust is known");
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0][0], ("fn".to_owned(), Style::default().fg(Color::Magenta)));
        assert!(lines[1].iter().any(|(text, style)| text.contains("// hi") && style.fg == Some(Color::DarkGray)));
        assert!(super::lines("brainfuck", "+++").is_none());
    }
}
