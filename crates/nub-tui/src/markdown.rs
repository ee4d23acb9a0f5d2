//! Markdown of an answer turned into styled lines: headings, emphasis,
//! lists, quotes, tables, inline code, links with their URL, fenced code.
//! Also decides which part of a streaming answer is stable enough to be
//! written into the scrollback.

use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::wrap::wrap_line;

/// `text` rendered and wrapped to `width` cells.
pub fn render(text: &str, width: usize) -> Vec<Line<'static>> {
    let mut writer = Writer::default();
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_TASKLISTS;
    for event in Parser::new_ext(text, options) {
        writer.event(event);
    }
    writer.flush();
    // No blank line at the end: the next cell adds its own spacing.
    while writer.lines.last().is_some_and(|(line, _)| line.spans.iter().all(|s| s.content.trim().is_empty())) {
        writer.lines.pop();
    }
    writer.lines.iter().flat_map(|(line, indent)| wrap_line(line, width, indent)).collect()
}

/// `text` that continues a code block opened earlier by `fence` (its
/// opening line, e.g. "```rust\n"): rendered as that block's lines, without
/// its label again.
pub fn render_from(text: &str, width: usize, fence: Option<&str>) -> Vec<Line<'static>> {
    match fence {
        None => render(text, width),
        Some(opener) => {
            let mut lines = render(&format!("{opener}{text}"), width);
            let labelled = opener.trim_start().trim_start_matches(['`', '~']).trim().is_empty();
            if !labelled && !lines.is_empty() {
                lines.remove(0);
            }
            lines
        }
    }
}

/// How much of a streaming answer can be committed to the scrollback, and
/// the code fence open at that point. Outside a fence that is everything up
/// to the last blank line (later text cannot change how blocks before a
/// blank line render); inside a fence every complete line, so a long code
/// block streams into the scrollback too. `fence` is the fence open where
/// `text` begins.
pub fn stable_prefix(text: &str, fence: Option<&str>) -> (usize, Option<String>) {
    let mut open: Option<String> = fence.map(str::to_owned);
    let mut offset = 0;
    let mut stable = (0, open.clone());
    let mut previous_blank = false;
    for line in text.split_inclusive('\n') {
        let before = offset;
        offset += line.len();
        // A blank line before an indented line may continue a list item.
        if open.is_none() && previous_blank && !line.starts_with([' ', '\t']) && !line.trim().is_empty() {
            stable = (before, None);
        }
        if !line.ends_with('\n') {
            break;
        }
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            if open.is_some() {
                open = None;
                // The end of a fence ends the block too.
                stable = (offset, None);
            } else {
                open = Some(line.to_owned());
            }
            previous_blank = false;
            continue;
        }
        if open.is_some() {
            stable = (offset, open.clone());
        }
        previous_blank = line.trim().is_empty();
    }
    stable
}

#[derive(Default)]
struct Writer {
    lines: Vec<(Line<'static>, String)>,
    current: Vec<Span<'static>>,
    styles: Vec<Style>,
    /// One entry per open list: the next number, or `None` for bullets.
    lists: Vec<Option<u64>>,
    quote: usize,
    /// The language of the code block being read, and its text so far.
    code: Option<String>,
    code_text: Option<String>,
    link: Option<String>,
    heading: bool,
    table_row: Vec<String>,
    table_cell: Option<String>,
    /// The table being read: its rows (the head first) and column alignments;
    /// drawn whole at its end, when every column's width is known.
    table: Vec<(Vec<String>, bool)>,
    alignments: Vec<pulldown_cmark::Alignment>,
    pending_item: Option<String>,
}

impl Writer {
    /// The table read so far, its columns as wide as their widest cell and
    /// aligned as the separator row says, a rule under the head.
    fn draw_table(&mut self) {
        use crate::wrap::str_width;
        use pulldown_cmark::Alignment;
        let columns = self.table.iter().map(|(row, _)| row.len()).max().unwrap_or(0);
        let mut widths = vec![1; columns];
        for (row, _) in &self.table {
            for (width, cell) in widths.iter_mut().zip(row) {
                *width = (*width).max(str_width(cell));
            }
        }
        let prefix = self.prefix();
        for (row, head) in std::mem::take(&mut self.table) {
            let cells: Vec<String> = (0..columns)
                .map(|column| {
                    let cell = row.get(column).map_or("", String::as_str);
                    let room = widths[column].saturating_sub(str_width(cell));
                    match self.alignments.get(column) {
                        Some(Alignment::Right) => format!("{}{cell}", " ".repeat(room)),
                        Some(Alignment::Center) => {
                            format!("{}{cell}{}", " ".repeat(room / 2), " ".repeat(room - room / 2))
                        }
                        _ => format!("{cell}{}", " ".repeat(room)),
                    }
                })
                .collect();
            let style = if head { Style::default().add_modifier(Modifier::BOLD) } else { Style::default() };
            let text = format!("{prefix}{}", cells.join(" │ "));
            self.lines.push((Line::styled(text.trim_end().to_owned(), style), String::new()));
            if head {
                let rule = widths.iter().map(|w| "─".repeat(*w)).collect::<Vec<_>>().join("─┼─");
                self.lines.push((
                    Line::styled(format!("{prefix}{rule}"), Style::default().fg(Color::DarkGray)),
                    String::new(),
                ));
            }
        }
    }

    fn style(&self) -> Style {
        self.styles.iter().fold(Style::default(), |acc, s| acc.patch(*s))
    }

    fn prefix(&self) -> String {
        let mut prefix = "│ ".repeat(self.quote);
        prefix.push_str(&"  ".repeat(self.lists.len().saturating_sub(1)));
        prefix
    }

    fn push_text(&mut self, text: &str) {
        if let Some(cell) = &mut self.table_cell {
            cell.push_str(text);
            return;
        }
        let style = self.style();
        self.current.push(Span::styled(text.to_owned(), style));
    }

    fn flush(&mut self) {
        if self.current.is_empty() && self.pending_item.is_none() {
            return;
        }
        let mut spans = Vec::new();
        let prefix = self.prefix();
        let quote_style = Style::default().fg(Color::DarkGray);
        let indent = match self.pending_item.take() {
            Some(marker) => {
                spans.push(Span::styled(prefix.clone(), quote_style));
                let width = marker.chars().count();
                spans.push(Span::styled(marker, Style::default().fg(Color::Cyan)));
                format!("{prefix}{}", " ".repeat(width))
            }
            None => {
                let indent = if self.lists.is_empty() { prefix.clone() } else { format!("{prefix}  ") };
                if !indent.is_empty() {
                    spans.push(Span::styled(indent.clone(), quote_style));
                }
                indent
            }
        };
        spans.append(&mut self.current);
        self.lines.push((Line::from(spans), indent));
    }

    fn blank(&mut self) {
        if self.lines.last().is_some_and(|(l, _)| !l.spans.is_empty()) {
            self.lines.push((Line::default(), String::new()));
        }
    }

    /// A code block's lines behind a gutter: coloured when the language is
    /// known, else in one colour.
    fn code_lines(&mut self, language: &str, text: &str) {
        let gutter = format!("{}▏ ", self.prefix());
        let gutter_style = Style::default().fg(Color::DarkGray);
        let styled = crate::highlight::lines(language, text).unwrap_or_else(|| {
            let plain = Style::default().fg(Color::LightYellow);
            text.lines().map(|line| vec![(line.replace('\t', "    "), plain)]).collect()
        });
        for pieces in styled {
            let mut spans = vec![Span::styled(gutter.clone(), gutter_style)];
            spans.extend(pieces.into_iter().map(|(text, style)| Span::styled(text, style)));
            self.lines.push((Line::from(spans), gutter.clone()));
        }
    }

    fn event(&mut self, event: Event<'_>) {
        match event {
            Event::Start(tag) => self.start(tag),
            Event::End(tag) => self.end(tag),
            Event::Text(text) => {
                if let Some(code) = &mut self.code_text {
                    code.push_str(&text);
                } else {
                    self.push_text(&text);
                }
            }
            Event::Code(code) => {
                if let Some(cell) = &mut self.table_cell {
                    cell.push_str(&code);
                } else {
                    self.current.push(Span::styled(code.into_string(), self.style().fg(Color::LightYellow)));
                }
            }
            Event::SoftBreak => self.push_text(" "),
            Event::HardBreak => self.flush(),
            Event::Rule => {
                self.flush();
                self.lines.push((Line::styled("────────", Style::default().fg(Color::DarkGray)), String::new()));
                self.blank();
            }
            Event::TaskListMarker(done) => self.push_text(if done { "[x] " } else { "[ ] " }),
            Event::Html(html) | Event::InlineHtml(html) => self.push_text(&html),
            Event::FootnoteReference(name) => self.push_text(&format!("[^{name}]")),
            Event::InlineMath(math) | Event::DisplayMath(math) => self.push_text(&math),
        }
    }

    fn start(&mut self, tag: Tag<'_>) {
        match tag {
            Tag::Paragraph => {}
            Tag::Heading { level, .. } => {
                self.flush();
                self.heading = true;
                let hashes = match level {
                    HeadingLevel::H1 => "# ",
                    HeadingLevel::H2 => "## ",
                    _ => "### ",
                };
                self.styles.push(Style::default().fg(Color::Magenta).add_modifier(Modifier::BOLD));
                self.push_text(hashes);
            }
            Tag::BlockQuote(_) => {
                self.flush();
                self.quote += 1;
                self.styles.push(Style::default().add_modifier(Modifier::ITALIC));
            }
            Tag::CodeBlock(kind) => {
                self.flush();
                let language = match kind {
                    CodeBlockKind::Fenced(info) => info.split_whitespace().next().unwrap_or("").to_owned(),
                    CodeBlockKind::Indented => String::new(),
                };
                if !language.is_empty() {
                    self.lines.push((
                        Line::styled(format!("{}▏ {language}", self.prefix()), Style::default().fg(Color::DarkGray)),
                        String::new(),
                    ));
                }
                self.code = Some(language);
                self.code_text = Some(String::new());
            }
            Tag::List(start) => {
                self.flush();
                self.lists.push(start);
            }
            Tag::Item => {
                self.flush();
                let marker = match self.lists.last_mut() {
                    Some(Some(n)) => {
                        *n += 1;
                        format!("{}. ", *n - 1)
                    }
                    _ => "• ".to_owned(),
                };
                self.pending_item = Some(marker);
            }
            Tag::Emphasis => self.styles.push(Style::default().add_modifier(Modifier::ITALIC)),
            Tag::Strong => self.styles.push(Style::default().add_modifier(Modifier::BOLD)),
            Tag::Strikethrough => self.styles.push(Style::default().add_modifier(Modifier::CROSSED_OUT)),
            Tag::Link { dest_url, .. } => {
                self.link = Some(dest_url.into_string());
                self.styles.push(Style::default().fg(Color::Blue).add_modifier(Modifier::UNDERLINED));
            }
            Tag::Image { dest_url, .. } => {
                self.push_text("[image: ");
                self.link = Some(dest_url.into_string());
                self.styles.push(Style::default());
            }
            Tag::Table(alignments) => {
                self.flush();
                self.table.clear();
                self.alignments = alignments;
            }
            Tag::TableHead | Tag::TableRow => self.table_row.clear(),
            Tag::TableCell => self.table_cell = Some(String::new()),
            Tag::FootnoteDefinition(_)
            | Tag::HtmlBlock
            | Tag::DefinitionList
            | Tag::DefinitionListTitle
            | Tag::DefinitionListDefinition
            | Tag::Superscript
            | Tag::Subscript
            | Tag::MetadataBlock(_) => {}
        }
    }

    fn end(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Paragraph => {
                self.flush();
                if self.lists.is_empty() {
                    self.blank();
                }
            }
            TagEnd::Heading(_) => {
                self.styles.pop();
                self.heading = false;
                self.flush();
                self.blank();
            }
            TagEnd::BlockQuote(_) => {
                self.flush();
                self.styles.pop();
                self.quote = self.quote.saturating_sub(1);
                self.blank();
            }
            TagEnd::CodeBlock => {
                let language = self.code.take().unwrap_or_default();
                let text = self.code_text.take().unwrap_or_default();
                self.code_lines(&language, &text);
                self.blank();
            }
            TagEnd::List(_) => {
                self.flush();
                self.lists.pop();
                if self.lists.is_empty() {
                    self.blank();
                }
            }
            TagEnd::Item => self.flush(),
            TagEnd::Emphasis | TagEnd::Strong | TagEnd::Strikethrough => {
                self.styles.pop();
            }
            TagEnd::Link => {
                self.styles.pop();
                if let Some(url) = self.link.take() {
                    self.push_text(&format!(" ({url})"));
                }
            }
            TagEnd::Image => {
                self.styles.pop();
                if let Some(url) = self.link.take() {
                    self.push_text(&format!(" {url}]"));
                }
            }
            TagEnd::TableCell => {
                let cell = self.table_cell.take().unwrap_or_default();
                self.table_row.push(cell);
            }
            TagEnd::TableHead | TagEnd::TableRow => {
                let head = matches!(tag, TagEnd::TableHead);
                self.table.push((std::mem::take(&mut self.table_row), head));
            }
            TagEnd::Table => {
                self.draw_table();
                self.blank();
            }
            TagEnd::FootnoteDefinition
            | TagEnd::HtmlBlock
            | TagEnd::DefinitionList
            | TagEnd::DefinitionListTitle
            | TagEnd::DefinitionListDefinition
            | TagEnd::Superscript
            | TagEnd::Subscript
            | TagEnd::MetadataBlock(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stable_prefix_ends_at_a_blank_line_outside_fences() {
        assert_eq!(stable_prefix("one\n\ntwo", None), (5, None));
        assert_eq!(stable_prefix("one\n\n```\na\n\nb", None), (12, Some("```\n".into())));
        assert_eq!(stable_prefix("```\na\n```\nrest", None), (10, None));
        assert_eq!(stable_prefix("partial line", None), (0, None));
        assert_eq!(stable_prefix("b\n```\nafter", Some("```rust\n")), (6, None));
        let lines = render_from("let x = 1;\n", 40, Some("```rust\n"));
        assert_eq!(lines.len(), 1, "{lines:?}");
    }

    #[test]
    fn table_columns_line_up() {
        let table = "| name | count | note |\n|:---|---:|:-:|\n| a | 1 | x |\n| longer name | 12345 | mid |\n";
        let lines: Vec<String> = render(table, 80).iter().map(ToString::to_string).collect();
        assert_eq!(
            lines,
            [
                "name        │ count │ note",
                "────────────┼───────┼─────",
                "a           │     1 │  x",
                "longer name │ 12345 │ mid",
            ],
            "{lines:#?}"
        );
    }
}
