//! The HTML export, read back with an HTML parser (html5ever, what a
//! browser's parser does): every message is there, tool calls and thinking
//! are folded, and nothing from the session becomes markup — not in text,
//! not in attributes. A golden file pins the page of a small session.

use nub_llm::{Block, Message, Role, Usage, attachment};
use nub_session::export::{Format, default_path, render, to_html, write_file};
use nub_session::{Header, Node, NodeId, NodeKind, NodeMeta, Session, SessionId};
use scraper::{ElementRef, Html, Selector};

const HOSTILE: &str = "</details></pre></article><script>alert(1)</script><img src=x onerror=alert(2)>";

fn node(id: &str, parent: Option<&str>, message: Message, meta: NodeMeta) -> Node {
    Node {
        id: NodeId(id.into()),
        parent: parent.map(|p| NodeId(p.into())),
        kind: NodeKind::Message,
        message,
        replaces: Vec::new(),
        meta: NodeMeta { created_at: "2026-11-30T09:15:02.000Z".into(), ..meta },
    }
}

fn header() -> Header {
    Header {
        id: SessionId("01JEXAMPLE0SESSION0000000".into()),
        created_at: "2026-11-30T09:15:00.000Z".into(),
        cwd: "/srv/demo".into(),
        nub_version: "0.1.0".into(),
    }
}

/// A session with everything the page shows, hostile text in every field a
/// session can carry.
fn session() -> Session {
    let mut session = Session::new(header().id);
    let quote = "x\" onmouseover=\"alert(3)";
    let prompt = Message {
        role: Role::User,
        content: vec![
            Block::text(format!("Fix the bug in @src/lib.rs {HOSTILE}")),
            Block::text(attachment::wrap(
                "src/lib.rs",
                "2 lines",
                &format!("     1\tfn a() {{}}\n     2\t// {HOSTILE}"),
            )),
        ],
    };
    let label = NodeMeta { label: Some(format!("start {quote}")), bookmark: true, ..NodeMeta::default() };
    session.append(node("N1", None, prompt, label)).unwrap();
    let answer = Message {
        role: Role::Assistant,
        content: vec![
            Block::Thinking { text: format!("Let me think {HOSTILE}"), signature: None, raw: None },
            Block::text(format!(
                "Here is the fix:\n\n```diff\n-old line\n+new line\n```\n\nand [a link](javascript:alert(4)) {HOSTILE}"
            )),
            Block::ToolUse {
                id: "call_1".into(),
                name: "bash".into(),
                input: serde_json::json!({"command": format!("echo '{HOSTILE}'")}),
            },
            Block::ToolUse {
                id: "call_2".into(),
                name: "edit".into(),
                input: serde_json::json!({"path": quote, "old_string": "let a = 1;", "new_string": "let a = 2;"}),
            },
        ],
    };
    let meta = NodeMeta {
        model: Some(format!("gpt-4o{quote}")),
        usage: Some(Usage { input: 1200, output: 80, cache_read: 0, cache_write: 0, reasoning: 0 }),
        ..NodeMeta::default()
    };
    session.append(node("N2", Some("N1"), answer, meta)).unwrap();
    let results = Message {
        role: Role::User,
        content: vec![
            Block::ToolResult {
                tool_use_id: "call_1".into(),
                content: vec![Block::text(format!("{HOSTILE}\n"))],
                is_error: false,
            },
            Block::ToolResult {
                tool_use_id: "call_2".into(),
                content: vec![Block::text("old_string not found")],
                is_error: true,
            },
        ],
    };
    session.append(node("N3", Some("N2"), results, NodeMeta::default())).unwrap();
    let summary = Node {
        kind: NodeKind::Summary,
        replaces: ["N1", "N2", "N3"].iter().map(|id| NodeId((*id).into())).collect(),
        ..node("S1", Some("N3"), Message::user("## Goal\nFix the bug."), NodeMeta::default())
    };
    session.append(summary).unwrap();
    session.append(node("N4", Some("S1"), Message::user("Thanks, and the image?"), NodeMeta::default())).unwrap();
    let image = Message {
        role: Role::Assistant,
        content: vec![
            Block::text("Done."),
            Block::Image { media_type: "image/png".into(), data: b"\x89PNG\r\n\x1a\n".to_vec() },
            Block::Image { media_type: format!("image/svg+xml{quote}"), data: b"<svg onload=alert(5)>".to_vec() },
        ],
    };
    session
        .append(node("N5", Some("N4"), image, NodeMeta { model: Some("claude".into()), ..NodeMeta::default() }))
        .unwrap();
    session
}

fn select<'a>(page: &'a Html, css: &str) -> Vec<ElementRef<'a>> {
    page.select(&Selector::parse(css).unwrap()).collect()
}

fn text(element: &ElementRef<'_>) -> String {
    element.text().collect()
}

/// No element or attribute the session could have smuggled in.
fn assert_inert(page: &Html) {
    assert!(select(page, "script, iframe, object, embed, form, input, svg, link, base").is_empty());
    for element in page.root_element().descendants().filter_map(ElementRef::wrap) {
        for (name, value) in element.value().attrs() {
            assert!(!name.starts_with("on"), "event handler attribute {name}={value:?}");
            if name == "href" || name == "src" {
                let lower = value.to_ascii_lowercase();
                assert!(!lower.starts_with("javascript:"), "{name}={value:?}");
                assert!(name != "src" || lower.starts_with("data:image/png;base64,"), "{name}={value:?}");
            }
        }
    }
}

#[test]
fn every_message_is_on_the_page_and_nothing_becomes_markup() {
    let session = session();
    let html = to_html(&session, &header());
    let page = Html::parse_document(&html);
    assert!(page.errors.is_empty(), "{:?}", page.errors);
    assert_inert(&page);

    // The branch below the summary: the summary, the question, the answer.
    let articles = select(&page, "main > article.message");
    let classes: Vec<&str> = articles.iter().map(|a| a.value().attr("class").unwrap()).collect();
    assert_eq!(classes, ["message summary", "message user", "message assistant"], "{html}");
    assert!(text(&articles[0]).contains("summary of 3 earlier messages"));
    assert!(text(&articles[0]).contains("Fix the bug."));
    assert_eq!(text(&select(&page, "article.user .prompt")[0]), "Thanks, and the image?");
    assert_eq!(text(&select(&page, "article.assistant .model")[0]), "claude");
    assert_eq!(select(&page, "img.image").len(), 1, "the png inline, the svg refused");
    assert!(text(&articles[2]).contains("[image: image/svg+xml"));

    // The whole tree of the first exchange, on a branch that ends before the summary.
    let mut early = session.clone();
    early.branch(&NodeId("N3".into())).unwrap();
    let html = to_html(&early, &header());
    let page = Html::parse_document(&html);
    assert_inert(&page);
    let articles = select(&page, "main > article.message");
    assert_eq!(articles.len(), 2, "the message of tool results is shown inside the calls: {html}");

    let prompt = &select(&page, "article.user .prompt")[0];
    assert_eq!(text(prompt), format!("Fix the bug in @src/lib.rs {HOSTILE}"));
    let attached = &select(&page, "article.user details.attachment")[0];
    assert!(attached.value().attr("open").is_none());
    assert!(text(attached).contains("src/lib.rs") && text(attached).contains(&format!("// {HOSTILE}")));
    let label = &select(&page, "article.user .label")[0];
    assert_eq!(text(label), "start x\" onmouseover=\"alert(3)");
    assert_eq!(select(&page, "article.user .bookmark").len(), 1);

    let answer = &articles[1];
    assert_eq!(text(&select(&page, "article.assistant .model")[0]), "gpt-4ox\" onmouseover=\"alert(3)");
    assert!(text(answer).contains("1200 in, 80 out"));
    let thinking = &select(&page, "article.assistant details.thinking")[0];
    assert!(thinking.value().attr("open").is_none(), "thinking is folded");
    assert!(text(thinking).contains(&format!("Let me think {HOSTILE}")));
    let markdown = &select(&page, "article.assistant > .md")[0];
    assert!(text(markdown).contains(HOSTILE), "raw HTML in an answer is text");
    assert_eq!(text(&select(&page, ".md .diff .del")[0]), "-old line");
    assert_eq!(text(&select(&page, ".md .diff .add")[0]), "+new line");
    assert!(select(&page, ".md a").is_empty(), "a javascript: link is no link");

    let tools = select(&page, "article.assistant details.tool");
    assert_eq!(tools.len(), 2);
    assert!(tools.iter().all(|t| t.value().attr("open").is_none()));
    let bash = text(&tools[0]);
    assert!(bash.starts_with(&format!("bash echo '{HOSTILE}'")), "{bash}");
    assert_eq!(text(&select(&page, "details.tool .result pre")[0]), HOSTILE, "the result inside its call");
    assert_eq!(text(&select(&page, "details.tool .status.ok")[0]), "✓");
    let edit = &tools[1];
    assert!(text(edit).contains("edit x\" onmouseover"));
    assert_eq!(select(&page, "details.tool .status.error").len(), 1);
    assert!(text(&select(&page, "details.tool .result.error")[0]).contains("old_string not found"));
    let diff: Vec<String> = edit.select(&Selector::parse(".diff span").unwrap()).map(|s| text(&s)).collect();
    assert_eq!(diff, ["-let a = 1;", "+let a = 2;"]);
}

#[test]
fn the_page_is_self_contained() {
    let html = to_html(&session(), &header());
    let page = Html::parse_document(&html);
    let policy = select(&page, "meta[http-equiv='Content-Security-Policy']");
    assert_eq!(policy[0].value().attr("content"), Some("default-src 'none'; style-src 'unsafe-inline'; img-src data:"));
    assert_eq!(select(&page, "style").len(), 1);
    assert!(select(&page, "link, script").is_empty());
    assert!(!html.contains("http://") && !html.contains("https://"), "nothing to fetch");
    assert_eq!(
        text(&select(&page, "title")[0]),
        format!("Fix the bug in @src/lib.rs {HOSTILE}").chars().take(60).collect::<String>() + "…"
    );
}

#[test]
fn an_empty_session_is_a_page_too() {
    let html = to_html(&Session::new(header().id), &header());
    let page = Html::parse_document(&html);
    assert!(select(&page, "article").is_empty());
    assert!(text(&select(&page, "header.session")[0]).contains("0 messages"));
}

#[test]
fn written_where_asked_private_to_the_owner() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::tempdir().unwrap();
    let path = default_path(dir.path(), &header(), Format::Html);
    assert_eq!(path.file_name().unwrap(), "nub-01JEXAMPLE0SESSION0000000.html");
    write_file(&session(), &header(), Format::Html, &path, dir.path()).unwrap();
    let written = std::fs::read_to_string(&path).unwrap();
    assert_eq!(written, to_html(&session(), &header()));
    assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
    for format in [Format::Markdown, Format::Jsonl] {
        assert!(!render(&session(), &header(), format).unwrap().is_empty());
    }
    assert_eq!(Format::parse("markdown"), Some(Format::Markdown));
    assert_eq!(Format::parse("pdf"), None);
}

#[test]
fn the_default_path_never_follows_a_committed_link_out_of_the_repository() {
    let repo = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("victim"), "precious").unwrap();
    let path = default_path(repo.path(), &header(), Format::Html);
    std::os::unix::fs::symlink(outside.path().join("victim"), &path).unwrap();
    let error = write_file(&session(), &header(), Format::Html, &path, repo.path()).unwrap_err();
    assert!(error.to_string().contains("outside the repository"), "{error}");
    assert_eq!(std::fs::read_to_string(outside.path().join("victim")).unwrap(), "precious");
    // A FIFO is refused at once instead of blocking the export.
    std::fs::remove_file(&path).unwrap();
    assert!(std::process::Command::new("mkfifo").arg(&path).status().unwrap().success());
    let error = write_file(&session(), &header(), Format::Html, &path, repo.path()).unwrap_err();
    assert!(error.to_string().contains("named pipe"), "{error}");
}

/// The page of a small session, byte for byte: `UPDATE_GOLDEN=1` rewrites
/// it, then look at the diff (and the page in a browser).
#[test]
fn golden_page() {
    let mut session = Session::new(header().id);
    session.append(node("G1", None, Message::user("What does `main` do?"), NodeMeta::default())).unwrap();
    let answer = Message {
        role: Role::Assistant,
        content: vec![
            Block::Thinking { text: "Read it first.".into(), signature: None, raw: None },
            Block::ToolUse { id: "r1".into(), name: "read".into(), input: serde_json::json!({"path": "src/main.rs"}) },
        ],
    };
    let meta = NodeMeta { model: Some("qwen2.5-coder".into()), ..NodeMeta::default() };
    session.append(node("G2", Some("G1"), answer, meta.clone())).unwrap();
    let result = Message {
        role: Role::User,
        content: vec![Block::ToolResult {
            tool_use_id: "r1".into(),
            content: vec![Block::text("     1\tfn main() {\n     2\t    println!(\"hi\");\n     3\t}")],
            is_error: false,
        }],
    };
    session.append(node("G3", Some("G2"), result, NodeMeta::default())).unwrap();
    let text = "It prints **hi**:\n\n```rust\nprintln!(\"hi\");\n```";
    session.append(node("G4", Some("G3"), Message::assistant(text), meta)).unwrap();
    let html = to_html(&session, &header());
    let golden = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/export.html");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(golden.parent().unwrap()).unwrap();
        std::fs::write(&golden, &html).unwrap();
    }
    let expected = std::fs::read_to_string(&golden).unwrap();
    assert_eq!(
        html.replace(env!("CARGO_PKG_VERSION"), "VERSION"),
        expected.replace(env!("CARGO_PKG_VERSION"), "VERSION")
    );
}
