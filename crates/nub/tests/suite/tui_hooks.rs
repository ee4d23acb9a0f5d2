//! Hooks and notifications in the interactive interface: the real binary
//! in a pseudo-terminal, a scripted model on 127.0.0.1.

use std::time::Duration;

use nub_testkit::{Reply, TestServer};

use super::tui::{Tui, assert_clean_terminal, text_sse};

fn count(haystack: &[u8], needle: &[u8]) -> usize {
    haystack.windows(needle.len()).filter(|w| *w == needle).count()
}

#[test]
fn a_hook_is_one_line_and_an_unfocused_terminal_is_told_the_run_ended() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt
        .block_on(TestServer::start(vec![
            Reply::sse(&text_sse("First answer.")),
            Reply::sse(&text_sse("Second answer.")),
        ]))
        .unwrap();
    let mut tui = Tui::start_with(&server, &[], &[], |dir| {
        std::fs::create_dir_all(dir.join(".git")).unwrap();
        std::fs::create_dir_all(dir.join(".config/nub")).unwrap();
        std::fs::write(
            dir.join(".config/nub/config.toml"),
            "[tui]\nnotify = \"osc9\"\n[[hooks.user_prompt_submit]]\ncommand = \"echo 'sprint 12'\"\n",
        )
        .unwrap();
    });
    tui.wait_for("Ask nub");
    tui.type_line("first");
    tui.wait_for("First answer.");
    tui.wait_everywhere("◇ hook user_prompt_submit echo 'sprint 12' — ok");
    // Focused: nothing rings.
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(count(&tui.raw(), b"\x1b]9;"), 0, "a notification while the terminal had the focus");
    // The user switches away (the terminal reports focus out), the next run ends.
    tui.send("\x1b[O");
    std::thread::sleep(Duration::from_millis(200));
    tui.type_line("second");
    tui.wait_for("Second answer.");
    std::thread::sleep(Duration::from_millis(300));
    let raw = tui.raw();
    assert_eq!(count(&raw, b"\x1b]9;nub: the answer is ready\x07"), 1, "{}", String::from_utf8_lossy(&raw));
    assert!(count(&raw, b"\x1b[?1004h") > 0, "focus events were never asked for");
    assert!(server.requests()[0].body.contains("sprint 12"));
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
    let raw = tui.raw();
    let last = |needle: &[u8]| raw.windows(needle.len()).rposition(|w| w == needle);
    assert!(last(b"\x1b[?1004h") < last(b"\x1b[?1004l"), "focus reporting left on");
    assert_clean_terminal(&raw);
}
