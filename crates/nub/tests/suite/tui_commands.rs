//! Slash commands in the real binary, in a pseudo-terminal: `/model` to an
//! endpoint of another protocol, `/tree` rewinds, `/resume` and `/new`.

use std::time::Duration;

use nub_testkit::{Reply, TestServer};

use super::providers::ANTHROPIC_TEXT;
use super::tui::{Tui, text_sse};

/// The user's config: no title requests (they would take scripted
/// replies), and an Anthropic endpoint `other` whose key is in OTHER_KEY.
fn user_config(dir: &std::path::Path, other: Option<&TestServer>) {
    std::fs::create_dir_all(dir.join(".git")).unwrap();
    let user = dir.join(".config/nub");
    std::fs::create_dir_all(&user).unwrap();
    let mut config = "[sessions]\ntitles = false\n".to_owned();
    if let Some(other) = other {
        config.push_str(&format!(
            "[[endpoint]]\nname = \"other\"\napi = \"anthropic\"\nbase_url = \"{}\"\napi_key = \"env:OTHER_KEY\"\nmodel = \"claude-test\"\n",
            other.base_url()
        ));
    }
    std::fs::write(user.join("config.toml"), config).unwrap();
}

fn nub_tree(tui: &Tui) -> String {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nub"))
        .arg("tree")
        .current_dir(&tui.dir)
        .env_clear()
        .env("HOME", &tui.dir)
        .env("XDG_STATE_HOME", tui.dir.join("state"))
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn model_switches_to_an_endpoint_of_another_protocol_with_the_whole_history() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let first = rt.block_on(TestServer::start(vec![Reply::sse(&text_sse("Answer from the first server."))])).unwrap();
    let other = rt.block_on(TestServer::start(vec![Reply::sse(ANTHROPIC_TEXT)])).unwrap();
    let mut tui = Tui::start_with(&first, &[], &[("OTHER_KEY", "sk-other-test")], |dir| user_config(dir, Some(&other)));
    tui.wait_for("Ask nub");
    tui.type_line("first question");
    tui.wait_for("Answer from the first server.");
    // The last answer goes to the clipboard through OSC 52 ("Answer" in base64).
    tui.type_line("/copy");
    tui.wait_for("through OSC 52");
    let raw = String::from_utf8_lossy(&tui.raw()).into_owned();
    assert!(raw.contains("\x1b]52;c;QW5zd2Vy"), "no OSC 52 sequence");
    tui.type_line("/model");
    tui.wait_for("Enter pick");
    let picker = tui.contents();
    assert!(picker.contains("(current)") && picker.contains("other/claude-test"), "{picker}");
    assert!(picker.contains("unavailable: set ANTHROPIC_API_KEY"), "keyless endpoints are listed as such:\n{picker}");
    tui.send("other/cl");
    std::thread::sleep(Duration::from_millis(200));
    tui.send("\r");
    tui.wait_for("◇ model: other/claude-test");
    // The status line is drawn in the frame after the notice: on a loaded
    // machine a look right after the notice can come between the two.
    tui.wait_for("other/claude-test · ctx");
    tui.type_line("second question");
    tui.wait_for("Bonjour");
    let sent = &other.requests()[0];
    assert_eq!(sent.path, "/v1/messages");
    assert_eq!(sent.header("x-api-key"), Some("sk-other-test"));
    for part in ["first question", "Answer from the first server.", "second question"] {
        assert!(sent.body.contains(part), "{part} missing from {}", sent.body);
    }
    assert_eq!(first.requests().len(), 1);
    let session = tui.session_text();
    assert!(session.contains("\"model\":\"test-model\"") && session.contains("\"model\":\"claude-test\""), "{session}");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn effort_is_set_shown_in_the_status_line_and_sent() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(TestServer::start(vec![Reply::sse(&text_sse("Thought about it."))])).unwrap();
    let mut tui = Tui::start_with(&server, &["--model", "o4-mini"], &[], |dir| user_config(dir, None));
    tui.wait_for("Ask nub");
    tui.type_line("/effort huge");
    tui.wait_for("unknown effort");
    tui.send("\x15"); // Ctrl+U: the mistyped command stays in the editor to be fixed
    tui.type_line("/effort high");
    tui.wait_for("◇ effort: high");
    assert!(tui.contents().contains("o4-mini high"), "the status line shows it:\n{}", tui.contents());
    tui.type_line("think");
    tui.wait_for("Thought about it.");
    let body: serde_json::Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    assert_eq!(body["reasoning_effort"], "high");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn the_model_picker_lists_the_models_the_endpoint_serves() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let list = r#"{"object":"list","data":[{"id":"test-model"},{"id":"o4-mini"},{"id":"zz-finetune"}]}"#;
    let server = rt.block_on(TestServer::start(Vec::new())).unwrap();
    server.serve_model_list(list);
    let mut tui = Tui::start_with(&server, &[], &[], |dir| user_config(dir, None));
    tui.wait_for("Ask nub");
    // The list is asked for at start, in the background.
    for _ in 0..50 {
        if !server.list_requests().is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(server.list_requests()[0].path, "/v1/models");
    std::thread::sleep(Duration::from_millis(300));
    tui.type_line("/model");
    tui.wait_for("Enter pick");
    tui.send("o4");
    tui.wait_for("200k · images · reasoning");
    assert!(tui.contents().contains("o4-mini"), "{}", tui.contents());
    tui.send("\r");
    tui.wait_for("◇ model:");
    // The status line is redrawn after the notice: waited for, not raced
    // (on a loaded machine the notice came a frame before it).
    tui.wait_for("o4-mini · ctx");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn tree_rewinds_so_the_next_prompt_starts_a_branch_carrying_only_its_path() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt
        .block_on(TestServer::start(vec![
            Reply::sse(&text_sse("One.")),
            Reply::sse(&text_sse("Two.")),
            Reply::sse(&text_sse("Branch.")),
        ]))
        .unwrap();
    let mut tui = Tui::start_with(&server, &[], &[], |dir| user_config(dir, None));
    tui.wait_for("Ask nub");
    tui.type_line("first");
    tui.wait_for("One.");
    tui.type_line("second");
    tui.wait_for("Two.");
    tui.type_line("/tree");
    tui.wait_for("Enter rewind here");
    let tree = tui.contents();
    assert!(tree.contains("* ") && tree.contains("assistant Two."), "{tree}");
    // From the head (Two.) up two rows: the first answer.
    tui.send("\x1b[A");
    std::thread::sleep(Duration::from_millis(100));
    tui.send("\x1b[A");
    std::thread::sleep(Duration::from_millis(100));
    tui.send("l");
    std::thread::sleep(Duration::from_millis(100));
    tui.send("fork point\r");
    std::thread::sleep(Duration::from_millis(100));
    tui.send("\r");
    tui.wait_for("rewound to");
    tui.type_line("third");
    tui.wait_for("Branch.");
    let sent = &server.requests()[2].body;
    assert!(sent.contains("first") && sent.contains("One.") && sent.contains("third"), "{sent}");
    assert!(!sent.contains("\"second\"") && !sent.contains("Two."), "only the path: {sent}");
    let tree = nub_tree(&tui);
    assert!(tree.contains("├─") && tree.contains("└─"), "two branches:\n{tree}");
    assert!(tree.contains("[fork point]"), "the label:\n{tree}");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn resume_opens_the_chosen_session_and_new_starts_one() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt
        .block_on(TestServer::start(vec![
            Reply::sse(&text_sse("Alpha answer.")),
            Reply::sse(&text_sse("Beta answer.")),
            Reply::sse(&text_sse("Back in alpha.")),
        ]))
        .unwrap();
    let mut tui = Tui::start_with(&server, &[], &[], |dir| user_config(dir, None));
    tui.wait_for("Ask nub");
    tui.type_line("alpha question");
    tui.wait_for("Alpha answer.");
    tui.type_line("/new");
    tui.wait_for("◇ new session");
    tui.type_line("beta question");
    tui.wait_for("Beta answer.");
    assert!(!server.requests()[1].body.contains("alpha question"), "a new session starts empty");
    let sessions = std::fs::read_dir(tui.dir.join(".nub/sessions")).unwrap().count();
    assert_eq!(sessions, 2, "the old session stays on disk");
    tui.type_line("/resume");
    tui.wait_for("Enter pick");
    let picker = tui.contents();
    assert!(picker.contains("alpha question") && picker.contains("beta question"), "{picker}");
    tui.send("alpha");
    std::thread::sleep(Duration::from_millis(200));
    tui.send("\r");
    tui.wait_for("◇ session");
    assert!(tui.contents().contains(".nub/sessions/"), "the path is shown:\n{}", tui.contents());
    tui.type_line("and more");
    tui.wait_for("Back in alpha.");
    let sent = &server.requests()[2].body;
    assert!(sent.contains("alpha question") && sent.contains("Alpha answer.") && sent.contains("and more"), "{sent}");
    assert!(!sent.contains("beta question"), "{sent}");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn export_writes_the_branch_as_html_with_every_message() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt
        .block_on(TestServer::start(vec![
            Reply::sse(&text_sse("First <answer>.")),
            Reply::sse(&text_sse("Second answer.")),
        ]))
        .unwrap();
    let mut tui = Tui::start_with(&server, &[], &[], |dir| user_config(dir, None));
    tui.wait_for("Ask nub");
    tui.type_line("first question");
    tui.wait_for("First <answer>.");
    tui.type_line("second question");
    tui.wait_for("Second answer.");
    tui.type_line("/export html out.html");
    tui.wait_for("exported the current branch to");
    let page = std::fs::read_to_string(tui.dir.join("out.html")).unwrap();
    for text in ["first question", "First &lt;answer&gt;.", "second question", "Second answer."] {
        assert!(page.contains(text), "{text} missing in the page");
    }
    assert!(!page.contains("First <answer>"), "session text is escaped");
    tui.type_line("/export");
    tui.wait_for("/nub-");
    let default = std::fs::read_dir(&tui.dir).unwrap().filter_map(Result::ok).any(|entry| {
        entry.file_name().to_string_lossy().starts_with("nub-")
            && entry.file_name().to_string_lossy().ends_with(".html")
    });
    assert!(default, "the default file nub-<id>.html in the repository root");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}
