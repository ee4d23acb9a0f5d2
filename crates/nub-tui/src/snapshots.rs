//! Snapshots of what the TUI draws, on ratatui's `TestBackend`: markdown,
//! each tool cell, the permission prompt, the status line, a narrow
//! terminal, CJK and emoji.

use nub_agent::UiEvent;
use nub_tools::{TodoItem, TodoStatus, ToolView};
use ratatui::backend::TestBackend;
use ratatui::text::Line;
use ratatui::{Terminal, buffer::Buffer, layout::Rect, widgets::Widget};
use serde_json::json;

use crate::app::App;
use crate::editor::Editor;
use crate::status::Status;
use crate::test_events;
use crate::view::Live;

fn app(width: u16) -> App {
    let status = Status {
        endpoint: "local".into(),
        model: "qwen".into(),
        window: Some(32_000),
        repo: "nub".into(),
        branch: Some("main".into()),
        ..Status::default()
    };
    App::new(Editor::default(), status, width)
}

/// The rows the app would write into the scrollback, as plain text.
fn scrollback(app: &mut App) -> String {
    let lines = std::mem::take(&mut app.commit);
    text_of(&lines, app.width)
}

fn text_of(lines: &[Line<'static>], width: u16) -> String {
    let mut out = String::new();
    for line in lines {
        let mut buffer = Buffer::empty(Rect::new(0, 0, width, 1));
        line.clone().render(buffer.area, &mut buffer);
        // A wide character's second cell holds a blank that is not text.
        let mut row = String::new();
        let mut skip = 0;
        for cell in &buffer.content {
            if skip > 0 {
                skip -= 1;
                continue;
            }
            row.push_str(cell.symbol());
            skip = crate::wrap::str_width(cell.symbol()).saturating_sub(1);
        }
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

fn live(app: &mut App, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(app.width, height)).expect("test backend");
    let width = app.width;
    app.height = height;
    let view = Live::of(app, width);
    terminal
        .draw(|frame| {
            let area = frame.area();
            view.render(frame.buffer_mut(), area);
        })
        .expect("draw");
    format!("{}", terminal.backend())
}

fn tool(app: &mut App, name: &str, input: serde_json::Value, view: ToolView, is_error: bool) {
    app.event(test_events::start(name, name, input.clone()));
    app.event(test_events::end(name, name, &input, is_error, 1200, view));
}

#[test]
fn markdown_with_code() {
    let mut app = app(60);
    let text = "# Plan\n\nSome *emphasis*, **bold**, `code` and a [link](https://example.com).\n\n\
        - one\n- two\n  1. nested\n\n> a quote\n\n```rust\nfn main() {}\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
    app.event(UiEvent::TextDelta { text: text.into() });
    app.event(UiEvent::TurnEnd { turn: 1, stop: nub_llm::StopReason::EndTurn, usage: nub_llm::Usage::default() });
    insta::assert_snapshot!(scrollback(&mut app));
}

#[test]
fn tool_cells() {
    let mut app = app(70);
    tool(
        &mut app,
        "read",
        json!({"path": "src/main.rs"}),
        ToolView::File { path: "src/main.rs".into(), first_line: 1, lines: 40, total_lines: 120, truncated: false },
        false,
    );
    tool(
        &mut app,
        "edit",
        json!({"path": "src/lib.rs"}),
        ToolView::Diff {
            path: "src/lib.rs".into(),
            diff: "--- a\n+++ b\n@@ -1,2 +1,2 @@\n-old line\n+new line\n same\n".into(),
            added: 1,
            removed: 1,
            created: false,
        },
        false,
    );
    tool(
        &mut app,
        "bash",
        json!({"command": "cargo test"}),
        ToolView::Bash {
            command: "cargo test".into(),
            exit_code: Some(101),
            duration_ms: 2300,
            output: "running 1 test\ntest x ... FAILED\n\x1b]52;c;aGk=\x07done".into(),
            truncated: false,
            timed_out: false,
            cancelled: false,
        },
        true,
    );
    tool(
        &mut app,
        "grep",
        json!({"pattern": "fn main"}),
        ToolView::Grep { pattern: "fn main".into(), matches: 3, files: 2, truncated: false },
        false,
    );
    tool(
        &mut app,
        "glob",
        json!({"pattern": "**/*.rs"}),
        ToolView::Glob { pattern: "**/*.rs".into(), files: vec!["a.rs".into(), "b.rs".into()], truncated: false },
        false,
    );
    tool(
        &mut app,
        "todo",
        json!({}),
        ToolView::Todo {
            items: vec![
                TodoItem { content: "read".into(), status: TodoStatus::Done },
                TodoItem { content: "fix".into(), status: TodoStatus::InProgress },
                TodoItem { content: "test".into(), status: TodoStatus::Pending },
            ],
        },
        false,
    );
    tool(&mut app, "fs__list", json!({"dir": "/"}), ToolView::Text { text: "a\nb".into() }, false);
    tool(&mut app, "write", json!({"path": "x"}), ToolView::Error { message: "outside the repository".into() }, true);
    insta::assert_snapshot!(scrollback(&mut app));
}

#[test]
fn permission_prompt_and_status() {
    let mut app = app(70);
    app.event(UiEvent::RunStart { session: "s".into(), prompt: "clean up".into() });
    app.event(test_events::start("1", "bash", json!({"command": "rm -rf target"})));
    app.event(test_events::ask("1", "bash", json!({"command": "rm -rf target"}), None));
    app.running = None; // a fixed status line: no elapsed time in the snapshot
    insta::assert_snapshot!(live(&mut app, 10));
}

#[test]
fn permission_prompt_for_edit_and_write_shows_the_diff() {
    let repo = tempfile::tempdir().expect("temp dir");
    std::fs::write(repo.path().join("notes.txt"), "alpha\nbeta\ngamma\n").expect("write");
    let mut app = app(70);
    let env = nub_tools::ToolEnv::new(repo.path(), repo.path());
    let edit = json!({"path": "notes.txt", "old_string": "beta", "new_string": "BETA"});
    app.event(test_events::start("1", "edit", edit.clone()));
    app.event(test_events::ask("1", "edit", edit, Some(&env)));
    let short = live(&mut app, 14);
    let content: String = (1..=30).map(|i| format!("line {i}\n")).collect();
    let write = json!({"path": "notes.txt", "content": content});
    app.event(test_events::ask("2", "write", write, Some(&env)));
    let long = live(&mut app, 28);
    let missing = json!({"path": "notes.txt", "old_string": "delta", "new_string": "x"});
    app.event(test_events::ask("3", "edit", missing, Some(&env)));
    let failing = live(&mut app, 12);
    assert!(std::fs::read_to_string(repo.path().join("notes.txt")).expect("read").contains("beta"));
    insta::assert_snapshot!(format!("{short}\n{long}\n{failing}"));
}

#[test]
fn warnings_after_start_go_to_the_scrollback() {
    let mut app = app(60);
    app.event(UiEvent::Warning { message: "a session record was damaged \x1b[2J".into() });
    app.event(UiEvent::CompactionStart { reason: nub_agent::CompactionReason::Threshold, tokens_before: 9000 });
    app.event(UiEvent::Warning { message: "compaction failed: the model did not answer".into() });
    assert_eq!(app.notice, None, "the compaction notice goes with the failure");
    app.event(UiEvent::CompactionStart { reason: nub_agent::CompactionReason::Threshold, tokens_before: 9000 });
    app.event(UiEvent::CompactionEnd { tokens_after: 1200, fallback: false, summary_node: "n1".into() });
    let text = scrollback(&mut app);
    assert!(text.contains("! a session record was damaged"), "{text}");
    assert!(!text.contains('\x1b'), "{text:?}");
    assert!(text.contains("! compaction failed"), "{text}");
    assert!(text.contains("compacted the history to ~1200 tokens"), "{text}");
}

#[test]
fn narrow_terminal_with_cjk_and_emoji() {
    let mut app = app(40);
    app.event(UiEvent::TextDelta {
        text: "漢字とかなの文章は二つのセルを使います。🙂 emoji too, wrapped at forty.\n\nstreaming".into(),
    });
    app.editor.insert("こんにちは 🙂 world, a long prompt that wraps");
    let committed = scrollback(&mut app);
    insta::assert_snapshot!(format!("{committed}---\n{}", live(&mut app, 8)));
}

/// Frame cost with a long answer: `cargo test -p nub-tui --release frame_cost -- --ignored --nocapture`.
#[test]
#[ignore = "a measurement, not a check"]
fn frame_cost() {
    let mut app = app(100);
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).expect("test backend");
    let mut times = Vec::new();
    for i in 0..10_000 {
        let text = if i % 10 == 9 {
            format!("line {i} of a long answer.\n\n")
        } else {
            format!("line {i} of a long answer,\n")
        };
        app.event(UiEvent::TextDelta { text });
        app.commit.clear();
        let start = std::time::Instant::now();
        let view = Live::of(&mut app, 100);
        terminal
            .draw(|frame| {
                let area = frame.area();
                view.render(frame.buffer_mut(), area);
            })
            .expect("draw");
        times.push(start.elapsed());
    }
    times.sort();
    let p99 = times[times.len() * 99 / 100];
    println!(
        "frames: {}, p50 {:?}, p99 {:?}, max {:?}",
        times.len(),
        times[times.len() / 2],
        p99,
        times[times.len() - 1]
    );
}

#[test]
fn an_answer_streamed_a_character_at_a_time_reads_as_when_sent_whole() {
    let text = "Intro *here*.\n\n- a\n- b\n\n```rust\nfn a() {}\n\nfn b() {}\n```\n\nDone.";
    let mut whole = app(50);
    whole.event(UiEvent::TextDelta { text: text.into() });
    whole.event(UiEvent::TurnEnd { turn: 1, stop: nub_llm::StopReason::EndTurn, usage: nub_llm::Usage::default() });
    let mut streamed = app(50);
    for c in text.chars() {
        streamed.event(UiEvent::TextDelta { text: c.to_string() });
    }
    assert!(streamed.answer.len() < 10, "the code block went to the scrollback as it came");
    streamed.event(UiEvent::TurnEnd { turn: 1, stop: nub_llm::StopReason::EndTurn, usage: nub_llm::Usage::default() });
    assert_eq!(scrollback(&mut streamed), scrollback(&mut whole));
}
