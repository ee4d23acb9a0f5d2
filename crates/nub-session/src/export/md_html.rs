//! Markdown to HTML for the HTML export, on pulldown-cmark's events, with
//! every piece of text escaped here (not by a library's HTML writer, whose
//! raw-HTML pass-through is exactly what an untrusted session must not get):
//!
//! - raw HTML in the markdown (`<script>`, `</details>`) arrives as text;
//! - links keep only `http`, `https` and `mailto` targets and in-page
//!   anchors; anything else (`javascript:`, `data:`) is shown as text;
//! - images become links to their address: the page loads nothing;
//! - code blocks get their own markup, with `diff` blocks coloured per line.

use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

/// Escapes `text` for an HTML text node or a quoted attribute value.
pub fn escape(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

/// Whether `url` may become a link target: web and mail addresses and
/// anchors in the page, compared without case and leading blanks.
fn safe_url(url: &str) -> bool {
    let url = url.trim_start().to_ascii_lowercase();
    url.starts_with('#') || ["http://", "https://", "mailto:"].iter().any(|scheme| url.starts_with(scheme))
}

/// A code block: `<pre>` with its language as a label; a diff (by language,
/// or by its lines when `sniff` is set) gets a class per changed line.
pub fn code_block(out: &mut String, language: &str, code: &str, sniff: bool) {
    let code = code.strip_suffix('\n').unwrap_or(code);
    let diff = matches!(language, "diff" | "patch") || (sniff && looks_like_diff(code));
    out.push_str("<pre class=\"code");
    if diff {
        out.push_str(" diff");
    }
    out.push('"');
    if !language.is_empty() {
        out.push_str(" data-lang=\"");
        escape(out, language);
        out.push('"');
    }
    out.push_str("><code>");
    if diff {
        for (i, line) in code.split('\n').enumerate() {
            if i > 0 {
                out.push('\n');
            }
            let class = if line.starts_with("+++") || line.starts_with("---") {
                "file"
            } else if line.starts_with('+') {
                "add"
            } else if line.starts_with('-') {
                "del"
            } else if line.starts_with("@@") {
                "hunk"
            } else {
                ""
            };
            if class.is_empty() {
                escape(out, line);
            } else {
                out.push_str("<span class=\"");
                out.push_str(class);
                out.push_str("\">");
                escape(out, line);
                out.push_str("</span>");
            }
        }
    } else {
        escape(out, code);
    }
    out.push_str("</code></pre>\n");
}

/// A unified diff: a hunk header early, or file headers.
fn looks_like_diff(text: &str) -> bool {
    let mut lines = text.lines().take(8);
    lines.any(|l| l.starts_with("@@ ") || l.starts_with("diff --git ") || l.starts_with("--- a/"))
}

/// Renders `markdown` as HTML into `out`. Headings are moved down two levels:
/// the page and each message own `h1` and `h2`.
pub fn render(out: &mut String, markdown: &str) {
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH | Options::ENABLE_TASKLISTS;
    let mut writer = Writer { out, closers: Vec::new(), code: None, in_head: false };
    for event in Parser::new_ext(markdown, options) {
        writer.event(event);
    }
}

struct Writer<'a> {
    out: &'a mut String,
    /// What each open tag is closed with, innermost last (links may become
    /// plain spans, so the closing tag is decided at the start).
    closers: Vec<&'static str>,
    /// An open code block: its language and text so far.
    code: Option<(String, String)>,
    in_head: bool,
}

impl Writer<'_> {
    fn event(&mut self, event: Event<'_>) {
        if let Some((_, code)) = &mut self.code {
            match event {
                Event::Text(text) => return code.push_str(&text),
                Event::End(TagEnd::CodeBlock) => {
                    if let Some((language, code)) = self.code.take() {
                        code_block(self.out, &language, &code, false);
                    }
                    return;
                }
                // A code block holds only text; anything else ends it first.
                _ => {
                    if let Some((language, code)) = self.code.take() {
                        code_block(self.out, &language, &code, false);
                    }
                }
            }
        }
        match event {
            Event::Start(tag) => self.start(tag),
            Event::End(_) => {
                if let Some(closer) = self.closers.pop() {
                    self.out.push_str(closer);
                }
            }
            Event::Text(text) => escape(self.out, &text),
            Event::Code(code) | Event::InlineMath(code) | Event::DisplayMath(code) => {
                self.out.push_str("<code>");
                escape(self.out, &code);
                self.out.push_str("</code>");
            }
            // Raw HTML from the session is text like any other.
            Event::Html(html) | Event::InlineHtml(html) => escape(self.out, &html),
            Event::SoftBreak => self.out.push('\n'),
            Event::HardBreak => self.out.push_str("<br>\n"),
            Event::Rule => self.out.push_str("<hr>\n"),
            Event::TaskListMarker(done) => self.out.push_str(if done { "☑ " } else { "☐ " }),
            Event::FootnoteReference(name) => {
                self.out.push_str("<sup>[");
                escape(self.out, &name);
                self.out.push_str("]</sup>");
            }
        }
    }

    fn open(&mut self, tag: &str, closer: &'static str) {
        self.out.push_str(tag);
        self.closers.push(closer);
    }

    fn start(&mut self, tag: Tag<'_>) {
        match tag {
            Tag::Paragraph => self.open("<p>", "</p>\n"),
            Tag::Heading { level, .. } => {
                let (open, close) = match level {
                    HeadingLevel::H1 => ("<h3>", "</h3>\n"),
                    HeadingLevel::H2 => ("<h4>", "</h4>\n"),
                    HeadingLevel::H3 => ("<h5>", "</h5>\n"),
                    HeadingLevel::H4 | HeadingLevel::H5 | HeadingLevel::H6 => ("<h6>", "</h6>\n"),
                };
                self.open(open, close);
            }
            Tag::BlockQuote(_) => self.open("<blockquote>\n", "</blockquote>\n"),
            Tag::CodeBlock(kind) => {
                let language = match kind {
                    CodeBlockKind::Fenced(info) => info.split_whitespace().next().unwrap_or("").to_owned(),
                    CodeBlockKind::Indented => String::new(),
                };
                self.code = Some((language, String::new()));
            }
            Tag::List(Some(start)) if start != 1 => {
                let open = format!("<ol start=\"{start}\">\n");
                self.open(&open, "</ol>\n");
            }
            Tag::List(Some(_)) => self.open("<ol>\n", "</ol>\n"),
            Tag::List(None) => self.open("<ul>\n", "</ul>\n"),
            Tag::Item => self.open("<li>", "</li>\n"),
            Tag::Emphasis => self.open("<em>", "</em>"),
            Tag::Strong => self.open("<strong>", "</strong>"),
            Tag::Strikethrough => self.open("<del>", "</del>"),
            Tag::Superscript => self.open("<sup>", "</sup>"),
            Tag::Subscript => self.open("<sub>", "</sub>"),
            Tag::Link { dest_url, .. } if safe_url(&dest_url) => {
                let mut open = String::from("<a rel=\"noreferrer noopener\" href=\"");
                escape(&mut open, &dest_url);
                open.push_str("\">");
                self.open(&open, "</a>");
            }
            Tag::Link { .. } => self.open("<span class=\"link\">", "</span>"),
            Tag::Image { dest_url, .. } => {
                // Shown as a link with its alt text: loading it would reach the network.
                let mut open = String::from("<span class=\"image\">[image: ");
                let mut close = "]</span>";
                if safe_url(&dest_url) {
                    open.push_str("<a rel=\"noreferrer noopener\" href=\"");
                    escape(&mut open, &dest_url);
                    open.push_str("\">");
                    close = "</a>]</span>";
                }
                self.open(&open, close);
            }
            Tag::Table(_) => self.open("<table>\n", "</tbody></table>\n"),
            Tag::TableHead => {
                self.in_head = true;
                self.open("<thead><tr>", "</tr></thead><tbody>\n");
            }
            Tag::TableRow => {
                self.in_head = false;
                self.open("<tr>", "</tr>\n");
            }
            Tag::TableCell if self.in_head => self.open("<th>", "</th>"),
            Tag::TableCell => self.open("<td>", "</td>"),
            Tag::HtmlBlock => self.open("<pre class=\"raw\">", "</pre>\n"),
            Tag::FootnoteDefinition(name) => {
                let mut open = String::from("<div class=\"footnote\"><sup>[");
                escape(&mut open, &name);
                open.push_str("]</sup> ");
                self.open(&open, "</div>\n");
            }
            // Not enabled in the options; kept as neutral containers.
            Tag::DefinitionList | Tag::DefinitionListTitle | Tag::DefinitionListDefinition | Tag::MetadataBlock(_) => {
                self.open("<div>", "</div>\n");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn html(markdown: &str) -> String {
        let mut out = String::new();
        render(&mut out, markdown);
        out
    }

    #[test]
    fn ordinary_markdown() {
        assert_eq!(
            html("# Title\n\nSome *em* and `x < y`."),
            "<h3>Title</h3>\n<p>Some <em>em</em> and <code>x &lt; y</code>.</p>\n"
        );
        assert_eq!(html("3. c\n4. d"), "<ol start=\"3\">\n<li>c</li>\n<li>d</li>\n</ol>\n");
        assert_eq!(
            html("```rust\nfn a() {}\n```"),
            "<pre class=\"code\" data-lang=\"rust\"><code>fn a() {}</code></pre>\n"
        );
        assert_eq!(
            html("| a |\n|---|\n| b |"),
            "<table>\n<thead><tr><th>a</th></tr></thead><tbody>\n<tr><td>b</td></tr>\n</tbody></table>\n"
        );
    }

    #[test]
    fn diffs_are_coloured_per_line() {
        let out = html("```diff\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new\n same\n```");
        assert!(out.contains("<span class=\"del\">-old</span>\n<span class=\"add\">+new</span>\n same"), "{out}");
        assert!(out.contains("<span class=\"file\">--- a/x</span>"), "{out}");
    }

    #[test]
    fn hostile_markdown_stays_text() {
        let out = html("<script>alert(1)</script>\n\nhi <img src=x onerror=alert(1)> </details>");
        assert!(!out.contains("<script") && !out.contains("<img") && !out.contains("</details>"), "{out}");
        assert!(out.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "{out}");
        let out =
            html("[click](javascript:alert(1)) [ok](https://example.com/?a=\"b\") ![pic](https://example.com/p.png)");
        assert!(!out.contains("href=\"javascript"), "{out}");
        assert!(out.contains("href=\"https://example.com/?a=%22b%22\"") || out.contains("&quot;b&quot;"), "{out}");
        assert!(!out.contains("<img"), "{out}");
        let out = html("```\"><script>\n</code></pre>\n```");
        assert!(!out.contains("<script") && out.matches("</pre>").count() == 1, "{out}");
    }
}
