//! Plan mode and prompt commands in the interactive interface: the real
//! binary in a pseudo-terminal against a scripted server on 127.0.0.1.

use nub_testkit::{Reply, TestServer};

use super::tui::{Tui, text_sse, tool_sse};

/// Shift+Tab as a terminal sends it.
const SHIFT_TAB: &str = "\x1b[Z";

fn server(replies: Vec<Reply>) -> (tokio::runtime::Runtime, TestServer) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(TestServer::start(replies)).unwrap();
    (rt, server)
}

fn status_line(tui: &Tui) -> String {
    tui.contents().lines().rfind(|l| l.contains("test-model")).unwrap_or_default().to_owned()
}

/// Waits until the status line shows `text` (a frame may be half drawn
/// when the screen is read).
fn wait_status(tui: &Tui, text: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while std::time::Instant::now() < deadline {
        if status_line(tui).contains(text) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(30));
    }
    panic!("the status line never showed {text:?}: {}", status_line(tui));
}

#[test]
fn shift_tab_plans_then_the_plan_is_executed_in_auto_edit() {
    let write = serde_json::json!({"path": "new.txt", "content": "made\n"});
    let (_rt, server) = server(vec![
        Reply::sse(&tool_sse("write", write.clone())),
        Reply::sse(&text_sse("1. Write new.txt.")),
        Reply::sse(&tool_sse("write", write)),
        Reply::sse(&text_sse("Done.")),
    ]);
    // write asks in `ask` mode here, so that auto-edit shows.
    let mut tui = Tui::start(&server, &[], &[("NUB_PERMISSIONS", "write=ask")]);
    tui.wait_for("test-model");
    assert!(!status_line(&tui).contains("plan"), "{}", status_line(&tui));
    tui.send(SHIFT_TAB);
    tui.wait_for("◇ mode: plan");
    wait_status(&tui, "plan (shift+tab)");
    tui.type_line("add new.txt");
    tui.wait_for("1. Write new.txt.");
    tui.wait_for("plan ready");
    assert!(!tui.dir.join("new.txt").exists(), "plan mode wrote a file");
    assert!(!tui.contents().contains("Allow write?"), "plan mode asked instead of refusing");
    let requests = server.requests();
    assert!(requests[0].body.contains("You are in plan mode"));
    assert!(requests[1].body.contains("plan mode is on"), "{}", requests[1].body);
    // Enter on the empty editor: auto-edit, then "go".
    tui.send("\r");
    tui.wait_for("Done.");
    assert_eq!(std::fs::read_to_string(tui.dir.join("new.txt")).unwrap(), "made\n");
    assert!(!tui.everything().contains("Allow write?"), "auto-edit asked before an edit");
    let requests = server.requests();
    assert!(!requests[2].body.contains("You are in plan mode"), "the plan block stays after plan mode");
    assert!(requests[2].body.contains("\"go\""), "{}", requests[2].body);
    wait_status(&tui, "auto-edit (shift+tab)");
    // Once more round: auto-edit → ask, and the status line says nothing.
    tui.send(SHIFT_TAB);
    tui.wait_for("◇ mode: ask");
    wait_status(&tui, "test-model · ctx");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn a_prompt_command_is_offered_with_its_description_and_runs() {
    let (_rt, server) = server(vec![Reply::sse(&text_sse("Hello, Bob."))]);
    let mut tui = Tui::start_with(&server, &[], &[], |dir| {
        std::fs::create_dir_all(dir.join(".nub/commands")).unwrap();
        std::fs::write(
            dir.join(".nub/commands/greet.md"),
            "---\ndescription: Greet someone by name\nargument-hint: [name]\n---\nSay hello to $ARGUMENTS.\n",
        )
        .unwrap();
    });
    tui.wait_for("test-model");
    tui.send("/gre");
    tui.wait_for("Greet someone by name");
    assert!(tui.contents().contains("/greet [name]"), "{}", tui.contents());
    tui.send("\t");
    tui.type_line("Bob");
    tui.wait_for("Hello, Bob.");
    assert!(tui.contents().contains("/greet Bob"), "the prompt line shows the command:\n{}", tui.contents());
    let body: serde_json::Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    assert_eq!(body["messages"][1]["content"], "Say hello to Bob.\n");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn an_mcp_servers_prompt_is_offered_once_the_server_is_up_and_runs() {
    let (_rt, server) = server(vec![Reply::sse(&text_sse("Reviewed it."))]);
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/mcp-prompts.py");
    let mut tui = Tui::start_with(&server, &["--trust-project"], &[], |dir| {
        std::fs::create_dir_all(dir.join(".nub")).unwrap();
        let config = format!("[[mcp]]\nname = \"team\"\ncommand = \"python3\"\nargs = [{script:?}]\n");
        std::fs::write(dir.join(".nub/config.toml"), config).unwrap();
    });
    tui.wait_for("test-model");
    // The server starts in the background; its prompts join the list when it is up.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        tui.send("/team:");
        std::thread::sleep(std::time::Duration::from_millis(300));
        if tui.contents().contains("Review the code in one language") {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "no /team: prompts offered:\n{}", tui.contents());
        tui.send("\u{15}"); // Ctrl+U: clear the line and look again
    }
    assert!(tui.contents().contains("/team:review <language> [focus]"), "{}", tui.contents());
    tui.send("\u{15}");
    tui.type_line("/team:review go goroutine leaks");
    tui.wait_for("Reviewed it.");
    assert!(tui.contents().contains("/team:review go goroutine leaks"), "{}", tui.contents());
    let body: serde_json::Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    let user = body["messages"][1]["content"].to_string();
    assert!(user.contains("REVIEW-PROMPT: review the go code, focusing on goroutine leaks."), "{user}");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}
