//! Wrapping styled lines to the terminal width by display cells, so what is
//! written into the scrollback takes exactly the rows we counted (CJK and
//! emoji are two cells wide).

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use unicode_width::UnicodeWidthChar;

/// The cells `c` takes; control characters (already sanitized away) and
/// zero-width marks take none.
pub fn char_width(c: char) -> usize {
    if c == '\t' { 4 } else { c.width().unwrap_or(0) }
}

pub fn str_width(text: &str) -> usize {
    text.chars().map(char_width).sum()
}

/// `line` broken into rows of at most `width` cells, at the last space that
/// fits when there is one. Continuation rows start with `indent`.
pub fn wrap_line(line: &Line<'static>, width: usize, indent: &str) -> Vec<Line<'static>> {
    let width = width.max(1);
    let cells: Vec<(char, Style)> = line
        .spans
        .iter()
        .flat_map(|span| {
            let style = line.style.patch(span.style);
            span.content.chars().map(move |c| (if c == '\t' { ' ' } else { c }, style))
        })
        .collect();
    let total: usize = cells.iter().map(|(c, _)| char_width(*c)).sum();
    if total <= width {
        return vec![line.clone()];
    }
    let indent_width = str_width(indent).min(width.saturating_sub(1));
    let mut rows = Vec::new();
    let mut start = 0;
    let mut first = true;
    while start < cells.len() {
        let room = if first { width } else { width - indent_width };
        let mut used = 0;
        let mut end = start;
        let mut last_space = None;
        while end < cells.len() {
            let w = char_width(cells[end].0);
            if used + w > room {
                break;
            }
            if cells[end].0 == ' ' {
                last_space = Some(end);
            }
            used += w;
            end += 1;
        }
        if end == start {
            // A character wider than the row: put it alone on one.
            end = start + 1;
        } else if end < cells.len()
            && cells[end].0 != ' '
            && let Some(space) = last_space
            && space > start
        {
            // Break at the last space that fits; the space goes with the break.
            end = space;
        }
        let mut spans = Vec::new();
        if !first && indent_width > 0 {
            spans.push(Span::raw(indent.to_owned()));
        }
        spans.extend(spans_of(&cells[start..end]));
        rows.push(Line::from(spans));
        start = end;
        // A row never starts with the space it was broken at.
        if start < cells.len() && cells[start].0 == ' ' {
            start += 1;
        }
        first = false;
    }
    rows
}

/// `line` cut to its first `width` cells.
pub fn clip(line: &Line<'static>, width: usize) -> Line<'static> {
    wrap_line(line, width, "").into_iter().next().unwrap_or_default()
}

/// Every line wrapped to `width`, each continuation row indented like the
/// line's own text (issue 22: wrapped lines lost their indentation).
pub fn wrap_all(lines: &[Line<'static>], width: usize) -> Vec<Line<'static>> {
    lines.iter().flat_map(|line| wrap_line(line, width, &continuation_indent(line, width))).collect()
}

/// Where the text of `line` starts: its leading blanks, a `│ ` bar kept as
/// it is (tool output, quotes), and a marker (`› `, `↳ `, `- `, `1. `, `✓ `)
/// turned into blanks of its width. At most half the width.
fn continuation_indent(line: &Line<'static>, width: usize) -> String {
    let text: String = line.spans.iter().map(|span| span.content.as_ref()).collect();
    let mut indent = String::new();
    let mut rest = text.as_str();
    loop {
        let blanks = rest.len() - rest.trim_start_matches(' ').len();
        indent.push_str(&rest[..blanks]);
        rest = &rest[blanks..];
        if let Some(after) = rest.strip_prefix("│ ") {
            indent.push_str("│ ");
            rest = after;
            continue;
        }
        break;
    }
    let marker =
        ["› ", "↳ ", "- ", "* ", "• ", "✓ ", "✗ ", "⎿ "].iter().find(|m| rest.starts_with(*m)).map(|m| m.len());
    let numbered = rest.find(". ").filter(|at| *at > 0 && *at <= 3 && rest[..*at].chars().all(|c| c.is_ascii_digit()));
    if let Some(len) = marker.or(numbered.map(|at| at + 2)) {
        indent.push_str(&" ".repeat(str_width(&rest[..len])));
    }
    if str_width(&indent) > width / 2 { String::new() } else { indent }
}

fn spans_of(cells: &[(char, Style)]) -> Vec<Span<'static>> {
    let mut spans: Vec<Span<'static>> = Vec::new();
    let mut text = String::new();
    let mut style = None;
    for (c, s) in cells {
        if style.is_some_and(|current| current != *s) {
            spans.push(Span::styled(std::mem::take(&mut text), style.unwrap_or_default()));
        }
        style = Some(*s);
        text.push(*c);
    }
    if !text.is_empty() {
        spans.push(Span::styled(text, style.unwrap_or_default()));
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapped_rows_keep_the_indentation_of_their_line() {
        let rows = |text: &str| -> Vec<String> {
            wrap_all(&[Line::raw(text.to_owned())], 20).iter().map(ToString::to_string).collect()
        };
        assert_eq!(rows("  │ alpha beta gamma delta"), ["  │ alpha beta gamma", "  │ delta"]);
        assert_eq!(rows("› one two three four five"), ["› one two three four", "  five"]);
        assert_eq!(rows("  12. item words go on here"), ["  12. item words go", "      on here"]);
    }

    fn texts(lines: &[Line<'static>]) -> Vec<String> {
        lines.iter().map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect()).collect()
    }

    #[test]
    fn breaks_at_spaces_and_measures_wide_characters() {
        let line = Line::from("the quick brown fox");
        assert_eq!(texts(&wrap_line(&line, 10, "")), ["the quick", "brown fox"]);
        let wide = Line::from("漢字漢字漢字");
        assert_eq!(texts(&wrap_line(&wide, 5, "")), ["漢字", "漢字", "漢字"]);
        assert_eq!(texts(&wrap_line(&Line::from("abcdef"), 4, "  ")), ["abcd", "  ef"]);
    }
}
