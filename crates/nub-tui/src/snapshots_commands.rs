//! Snapshots of the command list, the pickers and the overlays, narrow (40
//! columns) and wide (100), on ratatui's `TestBackend`. Random ids and ages
//! are replaced by stable names before comparing.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use nub_llm::Message;
use nub_runtime::ModelChoice;
use nub_session::{Node, NodeId, SessionFile, Store};
use nub_tools::ToolView;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use crate::app::App;
use crate::editor::Editor;
use crate::status::Status;
use crate::view::Live;

fn app(width: u16, dir: &std::path::Path) -> App {
    let status = Status { endpoint: "local".into(), model: "qwen".into(), repo: "nub".into(), ..Status::default() };
    let mut app = App::new(Editor::default(), status, width);
    app.session.cwd = dir.to_path_buf();
    app.session.repo_root = dir.to_path_buf();
    app.session.models = vec![
        choice("local", "qwen", "http://127.0.0.1:8080/v1", true, None),
        choice("anthropic", "claude-sonnet-4-5", "https://api.anthropic.com/v1", false, Some("set ANTHROPIC_API_KEY")),
        choice("groq", "", "https://api.groq.com/openai/v1", false, None),
        choice("deepseek", "deepseek-chat", "https://api.deepseek.com/v1", false, None),
    ];
    app.session.reports.context =
        "part            bytes  tokens  origin\nbase prompt      1200     300  built in\ntotal: 300 tokens\n".into();
    app
}

fn choice(endpoint: &str, model: &str, url: &str, current: bool, unavailable: Option<&str>) -> ModelChoice {
    ModelChoice {
        endpoint: endpoint.into(),
        model: model.into(),
        base_url: url.into(),
        current,
        unavailable: unavailable.map(str::to_owned),
    }
}

fn screen(app: &mut App, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(app.width, height)).expect("test backend");
    app.height = height;
    let width = app.width;
    let view = Live::of(app, width);
    terminal
        .draw(|frame| {
            let area = frame.area();
            view.render(frame.buffer_mut(), area);
        })
        .expect("draw");
    format!("{}", terminal.backend())
}

fn press(app: &mut App, code: KeyCode) -> Vec<crate::app::Effect> {
    app.key(KeyEvent::new(code, KeyModifiers::NONE))
}

fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, if c == '\r' { KeyCode::Enter } else { KeyCode::Char(c) });
    }
}

/// Both widths of one state, built by `make`.
fn both(height: u16, make: impl Fn(&mut App)) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut out = String::new();
    for width in [40, 100] {
        let mut app = app(width, dir.path());
        make(&mut app);
        out.push_str(&format!("--- {width} columns\n{}\n", screen(&mut app, height)));
    }
    out
}

#[test]
fn the_command_list_while_typing_a_slash() {
    insta::assert_snapshot!(both(16, |app| typed(app, "/co")));
}

#[test]
fn the_model_picker_and_the_provider_picker() {
    let models = both(12, |app| typed(app, "/model\r"));
    let providers = both(12, |app| {
        typed(app, "/provider\r");
        press(app, KeyCode::Down);
    });
    insta::assert_snapshot!(format!("{models}{providers}"));
}

#[test]
fn report_and_tool_output_pagers() {
    let report = both(10, |app| typed(app, "/context\r"));
    let tool = both(12, |app| {
        let diff: String = (1..=30).map(|i| format!("+line {i}\n")).collect();
        app.last_tool = Some((
            "write".into(),
            nub_tools::ToolRegistry::builtin().display("write", &serde_json::json!({"path": "notes.txt"})),
            ToolView::Diff { path: "notes.txt".into(), diff, added: 30, removed: 0, created: true },
        ));
        app.key(KeyEvent::new(KeyCode::Char('o'), KeyModifiers::CONTROL));
        press(app, KeyCode::Char(' '));
    });
    insta::assert_snapshot!(format!("{report}{tool}"));
}

fn message(file: &mut SessionFile, parent: Option<&NodeId>, message: Message) -> NodeId {
    let node = Node::message(parent.cloned(), message);
    let id = node.id.clone();
    file.append(node).expect("append");
    id
}

#[test]
fn the_resume_picker_and_the_tree() {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::for_cwd(dir.path());
    let mut names = Vec::new();
    let mut older = store.create(dir.path()).expect("session");
    let a = message(&mut older, None, Message::user("fix the parser"));
    let b = message(&mut older, Some(&a), Message::assistant("Fixed: the lexer skipped tabs."));
    let c = message(&mut older, Some(&b), Message::user("now the tests"));
    let d = message(&mut older, Some(&c), Message::assistant("They pass."));
    let e = message(&mut older, Some(&b), Message::user("write docs instead"));
    older.set_label(&b, Some("lexer fixed".into())).expect("label");
    older.set_bookmark(&d, true).expect("bookmark");
    older.sync().expect("sync");
    names.extend([(a, "node-a"), (b, "node-b"), (c, "node-c"), (d, "node-d"), (e, "node-e")]);
    let mut newer = store.create(dir.path()).expect("session");
    message(&mut newer, None, Message::user("add a CHANGELOG"));
    newer.sync().expect("sync");
    let ids = [(older.session.id.to_string(), "session-1"), (newer.session.id.to_string(), "session-2")];
    let mut out = String::new();
    for width in [40, 100] {
        let mut app = app(width, dir.path());
        app.session.id = older.session.id.to_string();
        typed(&mut app, "/resume\r");
        out.push_str(&format!("--- resume, {width} columns\n{}\n", screen(&mut app, 8)));
        press(&mut app, KeyCode::Esc);
        typed(&mut app, "/tree\r");
        out.push_str(&format!("--- tree, {width} columns\n{}\n", screen(&mut app, 10)));
    }
    for (id, name) in &ids {
        out = out.replace(&id[id.len() - 8..], name);
    }
    for (id, name) in &names {
        let id = id.to_string();
        out = out.replace(&id[id.len() - 8..], name);
    }
    // Ages depend on the clock: "3 s ago" → "N s ago".
    let mut stable = String::new();
    let mut rest = out.as_str();
    while let Some(at) = rest.find(" s ago") {
        let digits = rest[..at].trim_end_matches(|c: char| c.is_ascii_digit());
        stable.push_str(digits);
        stable.push_str("N s ago");
        rest = &rest[at + " s ago".len()..];
    }
    stable.push_str(rest);
    let out = stable;
    insta::assert_snapshot!(out);
}
