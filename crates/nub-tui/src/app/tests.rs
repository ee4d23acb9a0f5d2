//! The app's key and event handling without a terminal: what each key and
//! event does to the state and which effects it asks for.

use super::*;
use nub_agent::{Outcome, UiEvent};

#[test]
fn a_slash_command_never_reaches_the_model() {
    let mut app = App::new(Editor::default(), Status::default(), 80);
    app.editor.insert("/etc/hosts is what?");
    assert!(app.key(key(KeyCode::Enter, KeyModifiers::NONE)).is_empty());
    assert!(app.notice.as_deref().is_some_and(|n| n.starts_with("unknown command /etc/hosts")));
    assert_eq!(app.editor.text(), "/etc/hosts is what?", "kept to fix");
    app.editor.set_text("/compact the parser");
    let sent = app.key(key(KeyCode::Enter, KeyModifiers::NONE));
    assert_eq!(sent, vec![Effect::Send(Input::Compact { focus: Some("the parser".into()) })]);
    app.editor.set_text("/bra");
    app.key(key(KeyCode::Tab, KeyModifiers::NONE));
    assert_eq!(app.editor.text(), "/branch ");
    app.editor.insert("abc123");
    let sent = app.key(key(KeyCode::Enter, KeyModifiers::NONE));
    assert_eq!(sent, vec![Effect::Send(Input::Rewind { node: "abc123".into() })]);
    app.editor.set_text("/cle");
    assert_eq!(app.key(key(KeyCode::Enter, KeyModifiers::NONE)), vec![Effect::Reopen(SessionChoice::New)]);
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
    KeyEvent::new(code, modifiers)
}

fn text_of(lines: &[Line<'static>]) -> String {
    lines.iter().map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect::<String>() + "\n").collect()
}

#[test]
fn rewinding_in_the_tree_asks_whether_the_conversation_the_files_or_both() {
    use nub_llm::Message;
    use nub_session::{Node, Store};
    let dir = tempfile::tempdir().unwrap();
    let mut file = Store::for_cwd(dir.path()).create(dir.path()).unwrap();
    let first = Node::message(None, Message::user("first"));
    let (node, first_id) = (first.id.to_string(), first.id.clone());
    file.append(first).unwrap();
    file.sync().unwrap();
    let mut app = App::new(Editor::default(), Status::default(), 100);
    app.session.cwd = dir.path().to_path_buf();
    app.session.id = file.session.id.to_string();
    let rewind = |app: &mut App, answer: Option<char>| {
        app.editor.set_text("/tree");
        assert!(app.key(key(KeyCode::Enter, KeyModifiers::NONE)).is_empty());
        let mut effects = app.key(key(KeyCode::Enter, KeyModifiers::NONE));
        if let Some(answer) = answer {
            assert!(effects.is_empty(), "asked first");
            effects = app.key(key(KeyCode::Char(answer), KeyModifiers::NONE));
        }
        assert!(app.overlay.is_none());
        effects
    };
    let back = || Effect::Send(Input::Rewind { node: node.clone() });
    let restore = || Effect::Send(Input::Restore { node: node.clone(), force: false });
    assert_eq!(rewind(&mut app, None), [back()], "without checkpoints Enter rewinds the conversation");
    use nub_session::checkpoint::{Call, Checkpoints, Scope, Settings};
    let checkpoints = Checkpoints::new(dir.path(), Settings::default());
    app.session.checkpoints = Some(checkpoints.clone());
    assert_eq!(rewind(&mut app, None), [back()], "a session that changed no file has only its conversation");
    let call = Call { session: file.session.id.clone(), node: first_id, id: "c".into(), tool: "write".into() };
    let pending = checkpoints.begin(call, Scope::Paths(vec![dir.path().join("a.txt")])).unwrap();
    std::fs::write(dir.path().join("a.txt"), "new\n").unwrap();
    checkpoints.finish(pending).unwrap();
    assert_eq!(rewind(&mut app, Some('c')), [back()]);
    assert_eq!(rewind(&mut app, Some('f')), [restore()]);
    assert_eq!(rewind(&mut app, Some('b')), [back(), restore()]);
}

#[test]
fn a_steering_message_shows_at_once_and_comes_back_when_never_delivered() {
    let mut app = App::new(Editor::default(), Status::default(), 80);
    app.event(UiEvent::RunStart { session: "s".into(), prompt: "go".into() });
    app.editor.insert("use python");
    app.key(key(KeyCode::Enter, KeyModifiers::NONE));
    assert_eq!(app.steering, ["use python"]);
    app.event(UiEvent::Steered { text: "use python".into() });
    assert!(app.steering.is_empty());
    app.editor.insert("and add tests");
    app.key(key(KeyCode::Enter, KeyModifiers::NONE));
    app.event(UiEvent::RunEnd { outcome: Outcome::Cancelled, changed: None });
    assert_eq!(app.editor.text(), "and add tests");
    assert!(app.notice.as_deref().is_some_and(|n| n.contains("back in the editor")));
}

#[test]
fn the_run_end_shows_which_files_really_changed_after_tool_calls() {
    let text = |app: &App| -> String {
        app.commit.iter().map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect::<String>() + "\n").collect()
    };
    let mut app = App::new(Editor::default(), Status::default(), 80);
    app.event(UiEvent::RunStart { session: "s".into(), prompt: "hi".into() });
    app.event(UiEvent::RunEnd { outcome: Outcome::Completed, changed: Some(Vec::new()) });
    assert!(!text(&app).contains("changed"), "a run without tools says nothing: {}", text(&app));
    app.event(UiEvent::RunStart { session: "s".into(), prompt: "fix it".into() });
    let display = ToolDisplay::new(nub_tools::ToolKind::Edit, "a.py");
    app.event(UiEvent::ToolStart { id: "1".into(), name: "edit".into(), input: serde_json::json!({}), display });
    let changed = nub_agent::ChangedFile { path: "a.py".into(), added: 1, removed: 1, created: false };
    app.event(UiEvent::RunEnd { outcome: Outcome::Completed, changed: Some(vec![changed]) });
    assert!(text(&app).contains("⎿ changed: a.py (+1 −1)"), "{}", text(&app));
    app.event(UiEvent::RunStart { session: "s".into(), prompt: "again".into() });
    let display = ToolDisplay::new(nub_tools::ToolKind::Read, "a.py");
    app.event(UiEvent::ToolStart { id: "2".into(), name: "read".into(), input: serde_json::json!({}), display });
    app.event(UiEvent::RunEnd { outcome: Outcome::Completed, changed: Some(Vec::new()) });
    assert!(text(&app).contains("⎿ no files changed"), "{}", text(&app));
}

#[test]
fn a_retry_notice_goes_when_the_answer_comes() {
    let mut app = App::new(Editor::default(), Status::default(), 80);
    app.event(UiEvent::RunStart { session: "s".into(), prompt: "go".into() });
    app.event(UiEvent::Retry { attempt: 1, delay_ms: 1000, reason: "HTTP 503".into() });
    assert!(app.notice.is_some());
    app.event(UiEvent::TextDelta { text: "hi".into() });
    assert_eq!(app.notice, None);
}

#[test]
fn export_to_an_unknown_format_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = App::new(Editor::default(), Status::default(), 80);
    app.session.cwd = dir.path().to_path_buf();
    app.editor.set_text("/export pdf");
    app.key(key(KeyCode::Enter, KeyModifiers::NONE));
    assert!(app.notice.as_deref().is_some_and(|n| n.contains("unknown export format \"pdf\"")), "{:?}", app.notice);
    assert!(!dir.path().join("pdf").exists());
}

#[test]
fn ctrl_c_clears_then_cancels_then_quits_on_a_second_press() {
    let mut app = App::new(Editor::default(), Status::default(), 80);
    app.editor.insert("draft");
    assert!(app.key(key(KeyCode::Char('c'), KeyModifiers::CONTROL)).is_empty());
    assert!(app.editor.is_empty());
    app.key(key(KeyCode::Char('x'), KeyModifiers::NONE));
    app.key(key(KeyCode::Backspace, KeyModifiers::NONE));
    app.running = Some(Instant::now());
    assert_eq!(app.key(key(KeyCode::Char('c'), KeyModifiers::CONTROL)), vec![Effect::Send(Input::Cancel)]);
    assert_eq!(app.key(key(KeyCode::Char('c'), KeyModifiers::CONTROL)), vec![Effect::Quit]);
    assert_eq!(app.key(key(KeyCode::Char('d'), KeyModifiers::CONTROL)), vec![Effect::Quit]);
}

#[test]
fn enter_steers_alt_enter_queues_and_up_takes_it_back() {
    let mut app = App::new(Editor::default(), Status::default(), 80);
    app.event(UiEvent::RunStart { session: "s".into(), prompt: "go".into() });
    app.editor.insert("steer");
    assert_eq!(app.key(key(KeyCode::Enter, KeyModifiers::NONE)), vec![Effect::Send(Input::steer("steer"))]);
    app.editor.insert("later");
    assert!(app.key(key(KeyCode::Enter, KeyModifiers::ALT)).is_empty());
    assert_eq!(app.queued, vec!["later".to_owned()]);
    app.key(key(KeyCode::Up, KeyModifiers::NONE));
    assert_eq!((app.editor.text(), app.queued.len()), ("later", 0));
    let mut fresh = App::new(Editor::default(), Status::default(), 80);
    fresh.running = Some(Instant::now());
    fresh.queued.push("queued".into());
    fresh.key(key(KeyCode::Up, KeyModifiers::NONE));
    assert_eq!((fresh.editor.text(), fresh.queued.len()), ("queued", 0));
}

#[test]
fn thinking_collapses_to_one_line_and_answers_ask_with_y_a_n() {
    let mut app = App::new(Editor::default(), Status::default(), 80);
    app.event(UiEvent::ThinkingDelta { text: "hmm".into() });
    app.event(UiEvent::TextDelta { text: "ok".into() });
    assert!(text_of(&app.commit).contains("thought for 0 s"), "{}", text_of(&app.commit));
    for (answer, decision) in [('y', Decision::AllowOnce), ('a', Decision::AllowAlways), ('n', Decision::Deny)] {
        ask_settled(&mut app);
        assert!(app.key(key(KeyCode::Char(answer), KeyModifiers::NONE)).is_empty(), "held");
        assert_eq!(release(&mut app), vec![Effect::Send(Input::Answer { id: "1".into(), decision })]);
        assert!(app.ask.is_none());
    }
    ask_settled(&mut app);
    assert_eq!(
        app.key(key(KeyCode::Esc, KeyModifiers::NONE)),
        vec![Effect::Send(Input::Answer { id: "1".into(), decision: Decision::Deny })],
        "Esc needs no wait"
    );
}

/// A question that has been up for a while, no key pressed lately.
fn ask_settled(app: &mut App) {
    app.event(crate::test_events::ask("1", "bash", serde_json::json!({"command": "ls"}), None));
    if let Some(ask) = app.ask.as_mut() {
        ask.shown_at -= Duration::from_secs(1);
    }
    app.last_key = None;
}

/// The held answer, once no key followed it.
fn release(app: &mut App) -> Vec<Effect> {
    if let Some(held) = app.held_answer.as_mut() {
        held.2 -= BURST;
    }
    app.tick()
}

#[test]
fn typing_never_answers_a_question() {
    let mut app = App::new(Editor::default(), Status::default(), 80);
    // Typing when the question appears: the keys are the editor's.
    app.event(crate::test_events::ask("1", "bash", serde_json::json!({"command": "ls"}), None));
    for c in "maybe later, not now".chars() {
        assert!(app.key(key(KeyCode::Char(c), KeyModifiers::NONE)).is_empty());
    }
    assert_eq!(release(&mut app), Vec::new());
    assert_eq!(app.editor.text(), "maybe later, not now");
    assert!(app.ask.is_some());
    // Later, a burst that starts with an answer key is typing too.
    app.editor.clear();
    ask_settled(&mut app);
    for c in "yes please".chars() {
        assert!(app.key(key(KeyCode::Char(c), KeyModifiers::NONE)).is_empty());
    }
    assert_eq!(release(&mut app), Vec::new());
    assert_eq!(app.editor.text(), "yes please");
    assert!(app.ask.is_some(), "still asking");
    // A paste never answers: it goes to the editor (run.rs sends it there).
}

#[test]
fn ctrl_o_at_a_question_shows_everything_and_closing_returns_to_it() {
    let mut app = App::new(Editor::default(), Status::default(), 80);
    let command = format!("touch X #{}echo harmless \u{202e}", "\n".repeat(80));
    app.event(crate::test_events::ask("1", "bash", serde_json::json!({"command": command}), None));
    app.key(key(KeyCode::Char('o'), KeyModifiers::CONTROL));
    let Some(Overlay::Pager(pager)) = &mut app.overlay else { panic!("no pager") };
    let all = text_of(&pager.lines(80, 200));
    assert!(all.contains("touch X #") && all.contains("echo harmless ⟨U+202E⟩"), "{all}");
    app.key(key(KeyCode::Char('q'), KeyModifiers::NONE));
    assert!(app.overlay.is_none() && app.ask.is_some(), "back at the question");
}
