//! The interactive interface in its first hour of use (issue 22): the
//! defects a person hit, each driven through the real binary in a
//! pseudo-terminal.

use std::time::Duration;

use nub_testkit::{Reply, TestServer};

use super::tui::{Tui, assert_clean_terminal, text_sse, tool_sse};

fn server(replies: Vec<Reply>) -> (tokio::runtime::Runtime, TestServer) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(TestServer::start(replies)).unwrap();
    (rt, server)
}

#[test]
fn typing_while_a_question_comes_never_answers_it() {
    let (_rt, server) = server(vec![
        Reply::sse(&tool_sse("bash", serde_json::json!({"command": "touch approved"}))),
        Reply::sse(&text_sse("Not run, fine.")),
    ]);
    // Under the sandbox bash runs unasked: ask for it.
    let mut tui = Tui::start(&server, &["tidy up"], &[("NUB_PERMISSIONS", "bash=ask")]);
    tui.wait_for("Allow bash?");
    // The user was typing when the question came: "a" would allow bash for
    // the session, "n" would refuse — neither is an answer here.
    tui.send("maybe later, not now");
    std::thread::sleep(Duration::from_millis(600));
    let screen = tui.contents();
    assert!(screen.contains("Allow bash?"), "the question is gone:\n{screen}");
    assert!(screen.contains("maybe later, not now"), "the text went elsewhere:\n{screen}");
    assert_eq!(server.requests().len(), 1, "an answer reached the loop");
    // A burst that starts with an answer key is typing too.
    tui.send("\x15"); // Ctrl+U: clear the editor
    std::thread::sleep(Duration::from_millis(400));
    tui.send("yes do it");
    std::thread::sleep(Duration::from_millis(600));
    assert!(tui.contents().contains("Allow bash?"), "{}", tui.contents());
    assert!(!tui.dir.join("approved").exists());
    // A deliberate key answers.
    tui.send("\x15");
    tui.answer("n");
    tui.wait_for("Not run, fine.");
    assert!(!tui.dir.join("approved").exists());
    assert!(server.requests()[1].body.contains("the user refused this bash call"));
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn a_spoofed_question_shows_its_header_first_line_and_what_is_hidden() {
    // `touch X #`, 80 blank lines, then something harmless: the question
    // must not show only the harmless end.
    let command = format!("touch X #{}echo 'harmless status check' \u{202e}", "\n".repeat(80));
    let (_rt, server) = server(vec![
        Reply::sse(&tool_sse("bash", serde_json::json!({ "command": command }))),
        Reply::sse(&text_sse("Refused.")),
    ]);
    let mut tui = Tui::start(&server, &["check"], &[("NUB_PERMISSIONS", "bash=ask")]);
    tui.wait_for("Allow bash?");
    let screen = tui.contents();
    assert!(screen.contains("touch X #"), "the first line is not shown:\n{screen}");
    assert!(screen.contains("more lines (Ctrl+O shows all)"), "no marker:\n{screen}");
    // Ctrl+O shows all of it, the bidi override made visible; q returns.
    std::thread::sleep(Duration::from_millis(400));
    tui.send("\x0f");
    tui.wait_for("lines 1–");
    tui.send("G");
    tui.wait_for("echo 'harmless status check' ⟨U+202E⟩");
    tui.send("q");
    tui.wait_for("Allow bash?");
    tui.answer("n");
    tui.wait_for("Refused.");
    assert!(!tui.dir.join("X").exists());
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn closing_an_overlay_leaves_the_conversation_in_view() {
    let answer: String = (1..=45).map(|i| format!("answer line {i}\n\n")).collect();
    let (_rt, server) = server(vec![Reply::sse(&text_sse(&answer))]);
    let mut tui = Tui::start(&server, &["write a lot"], &[]);
    tui.wait_for("answer line 45");
    tui.type_line("/help");
    tui.wait_for("Keys:");
    tui.send("q");
    std::thread::sleep(Duration::from_millis(400));
    let screen = tui.contents();
    let rows: Vec<&str> = screen.lines().collect();
    assert!(screen.contains("answer line 45") && screen.contains("answer line 40"), "{screen}");
    // The editor is at the bottom, not on the top row over blank space.
    let editor_row = rows.iter().position(|r| r.contains("Ask nub")).expect("no editor");
    assert!(editor_row >= rows.len().saturating_sub(4), "the editor sits at row {editor_row}:\n{screen}");
    assert_eq!(screen.matches("answer line 45").count(), 1, "{screen}");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
    assert_clean_terminal(&tui.raw());
}

#[test]
fn continuing_shows_the_last_context_figure_once_counted() {
    // 3,100 tokens of prompt, 3,000 of them from the cache: 3.1k, not 6.1k.
    let usage = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hi.\"}}]}\n\n\
        data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":3100,\"completion_tokens\":20,\"prompt_tokens_details\":{\"cached_tokens\":3000}}}\n\n\
        data: [DONE]\n\n";
    let (_rt, server) = server(vec![Reply::sse(usage)]);
    let mut tui = Tui::start(&server, &["hi"], &[]);
    tui.wait_for("Hi.");
    tui.wait_for("ctx 3.1k");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
    // Continued: the stored figure, not 0.
    let mut again = tui.restart(&server, &["-c"]);
    again.wait_for("continuing session");
    again.wait_for("ctx 3.1k");
    again.type_line("/quit");
    assert_eq!(again.exit_code(), 0);
}

#[test]
fn a_session_without_a_prompt_is_not_what_c_continues() {
    let (_rt, server) = server(vec![Reply::sse(&text_sse("First answer."))]);
    let mut tui = Tui::start(&server, &["the first question"], &[]);
    tui.wait_for("First answer.");
    // A fresh session, left at once: nothing to continue there.
    tui.type_line("/new");
    tui.wait_for("new session");
    tui.type_line("/tree");
    tui.wait_for("nothing in this session yet");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
    let sessions = std::fs::read_dir(tui.dir.join(".nub/sessions")).unwrap().count();
    assert_eq!(sessions, 1, "the empty session left a file");
    let mut again = tui.restart(&server, &["-c"]);
    again.wait_for("continuing session");
    assert!(again.contents().contains("the first question"), "{}", again.contents());
    again.type_line("/quit");
    assert_eq!(again.exit_code(), 0);
}

#[test]
fn a_steering_message_shows_at_once_while_the_tool_runs() {
    let (_rt, server) = server(vec![
        Reply::sse(&tool_sse("bash", serde_json::json!({"command": "sleep 2; echo slept"}))),
        Reply::sse(&text_sse("Steered.")),
    ]);
    let mut tui = Tui::start(&server, &["--allow", "bash", "go"], &[]);
    tui.wait_for("sleep 2; echo slept");
    tui.type_line("use python instead");
    // Before the tool ends: the message is there, marked as waiting.
    tui.wait_for("steering: use python instead");
    assert!(!tui.everything().contains("✓ bash"), "the tool had already ended");
    tui.wait_for("Steered.");
    assert!(!tui.contents().contains("steering: use python"), "{}", tui.contents());
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn a_print_mode_session_is_titled_when_continued_interactively() {
    // The title request is answered outside the script ("A test session").
    let (_rt, server) = server(vec![Reply::sse(&text_sse("Done.")), Reply::sse(&text_sse("Done again."))]);
    let url = server.base_url();
    let nub = env!("CARGO_BIN_EXE_nub");
    let print = move |dir: &std::path::Path| {
        let status = std::process::Command::new(nub)
            .current_dir(dir)
            .env("HOME", dir)
            .env("XDG_STATE_HOME", dir.join("state"))
            .env("NUB_BASE_URL", &url)
            .env("NUB_MODEL", "test-model")
            .args(["-p", "fix the parser"])
            .output()
            .unwrap();
        assert!(status.status.success(), "{}", String::from_utf8_lossy(&status.stderr));
    };
    let mut tui = Tui::start_with(&server, &["-c"], &[], print);
    tui.wait_for("continuing session");
    assert_eq!(server.title_requests(), 0);
    tui.type_line("and the lexer");
    tui.wait_for("Done again.");
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while server.title_requests() == 0 && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(server.title_requests(), 1, "continued interactively, it is named");
    std::thread::sleep(Duration::from_millis(300));
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
    let sessions = std::fs::read_dir(tui.dir.join(".nub/sessions")).unwrap();
    let text: String = sessions.map(|f| std::fs::read_to_string(f.unwrap().path()).unwrap()).collect();
    assert!(text.contains("A test session"), "no title stored:\n{text}");
}

#[test]
fn a_slow_mcp_server_does_not_keep_the_editor_from_the_screen() {
    let (_rt, server) = server(vec![Reply::sse(&text_sse("Answered after the wait."))]);
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/mcp-hang.sh");
    let setup = move |dir: &std::path::Path| {
        let user = dir.join(".config/nub");
        std::fs::create_dir_all(&user).unwrap();
        let config = format!("[[mcp]]\nname = \"slow\"\ncommand = \"sh\"\nargs = [{script:?}]\ntimeout = 3.0\n");
        std::fs::write(user.join("config.toml"), config).unwrap();
    };
    let started = std::time::Instant::now();
    let mut tui = Tui::start_with(&server, &[], &[], setup);
    tui.wait_for("Ask nub");
    assert!(started.elapsed() < Duration::from_millis(2_500), "the editor took {:?}", started.elapsed());
    assert!(tui.contents().contains("mcp 0/1"), "{}", tui.contents());
    // A prompt before the server is up waits for it, and says so.
    tui.type_line("hello");
    tui.wait_for("waiting for the MCP servers to start (slow");
    tui.wait_for("Answered after the wait.");
    assert!(tui.everything().contains("MCP server slow dropped"), "{}", tui.everything());
    assert!(!tui.contents().contains("mcp 0/1") && !tui.contents().contains("mcp 1/1"), "{}", tui.contents());
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn undo_puts_back_the_files_of_the_last_prompt_and_says_which() {
    let (_rt, server) = server(vec![
        Reply::sse(&tool_sse("write", serde_json::json!({"path": "notes.txt", "content": "agent notes\n"}))),
        Reply::sse(&text_sse("Wrote it.")),
        Reply::sse(&tool_sse("bash", serde_json::json!({"command": "echo changed > notes.txt && rm keep.txt"}))),
        Reply::sse(&text_sse("Changed.")),
    ]);
    // nub's home (its logs) is this directory here: leave it out of the workspace.
    let mut tui = Tui::start_with(&server, &[], &[], |dir| {
        std::fs::write(dir.join(".gitignore"), "state/\n.config/\n").unwrap();
        std::fs::write(dir.join("keep.txt"), "kept\n").unwrap();
    });
    tui.wait_for("Ask nub");
    tui.type_line("write notes");
    tui.wait_for("Wrote it.");
    // Under the sandbox bash runs without asking.
    tui.type_line("change it");
    tui.wait_for("Changed.");
    let read = |name: &str| std::fs::read_to_string(tui.dir.join(name)).ok();
    assert_eq!((read("notes.txt").as_deref(), read("keep.txt")), (Some("changed\n"), None));
    tui.type_line("/undo");
    tui.wait_for("the files are back as they were before “change it”");
    let screen = tui.contents();
    assert!(screen.contains("restored  notes.txt") && screen.contains("recreated keep.txt"), "{screen}");
    assert_eq!((read("notes.txt").as_deref(), read("keep.txt").as_deref()), (Some("agent notes\n"), Some("kept\n")));
    // Again: before the first prompt.
    tui.type_line("/undo");
    tui.wait_for("deleted   notes.txt");
    assert_eq!(read("notes.txt"), None);
    tui.type_line("/undo");
    tui.wait_for("nothing to undo");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}
