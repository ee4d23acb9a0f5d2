//! The interactive interface end to end: the real binary in a pseudo-terminal
//! against a scripted server on 127.0.0.1, its output bytes turned into a
//! screen by vt100 and checked byte by byte for what must never be sent.

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nub_testkit::{Reply, TestServer};
use portable_pty::{CommandBuilder, PtySize, native_pty_system};

const ROWS: u16 = 30;
const COLS: u16 = 100;

pub(super) fn text_sse(text: &str) -> String {
    let delta = serde_json::json!({"choices":[{"index":0,"delta":{"content": text}}]});
    format!(
        "data: {delta}\n\ndata: {{\"choices\":[{{\"index\":0,\"delta\":{{}},\"finish_reason\":\"stop\"}}],\"usage\":{{\"prompt_tokens\":12,\"completion_tokens\":3}}}}\n\ndata: [DONE]\n\n"
    )
}

pub(super) fn tool_sse(name: &str, arguments: serde_json::Value) -> String {
    let call = serde_json::json!({"choices":[{"index":0,"delta":{"role":"assistant","tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name": name,"arguments": arguments.to_string()}}]}}]});
    format!(
        "data: {call}\n\ndata: {{\"choices\":[{{\"index\":0,\"delta\":{{}},\"finish_reason\":\"tool_calls\"}}]}}\n\ndata: [DONE]\n\n"
    )
}

/// A running `nub` in a pseudo-terminal.
pub(super) struct Tui {
    pub(super) screen: Arc<Mutex<vt100::Parser>>,
    bytes: Arc<Mutex<Vec<u8>>>,
    writer: Arc<Mutex<Box<dyn Write + Send>>>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    master: Box<dyn portable_pty::MasterPty + Send>,
    _state: tempfile::TempDir,
    pub(super) dir: std::path::PathBuf,
}

impl Tui {
    pub(super) fn start(server: &TestServer, args: &[&str], env: &[(&str, &str)]) -> Tui {
        Self::launch(server, args, env, false, |_| {})
    }

    /// Starts in a directory that `setup` prepared first.
    pub(super) fn start_with(
        server: &TestServer,
        args: &[&str],
        env: &[(&str, &str)],
        setup: impl FnOnce(&std::path::Path),
    ) -> Tui {
        Self::launch(server, args, env, false, setup)
    }

    pub(super) fn start_in_shell(server: &TestServer, args: &[&str], env: &[(&str, &str)], then_stty: bool) -> Tui {
        Self::launch(server, args, env, then_stty, |_| {})
    }

    /// With `then_stty`, nub runs under `sh`, which prints the terminal's
    /// modes after it exits: raw mode must be off again.
    /// nub again in the same directory and home, after this one exited
    /// (`nub -c` on what it left).
    pub(super) fn restart(self, server: &TestServer, args: &[&str]) -> Tui {
        let Tui { _state: state, .. } = self;
        Self::launch_in(server, args, &[], false, state)
    }

    fn launch(
        server: &TestServer,
        args: &[&str],
        env: &[(&str, &str)],
        then_stty: bool,
        setup: impl FnOnce(&std::path::Path),
    ) -> Tui {
        let state = tempfile::tempdir().unwrap();
        setup(state.path());
        Self::launch_in(server, args, env, then_stty, state)
    }

    fn launch_in(
        server: &TestServer,
        args: &[&str],
        env: &[(&str, &str)],
        then_stty: bool,
        state: tempfile::TempDir,
    ) -> Tui {
        let dir = state.path().to_path_buf();
        let pty =
            native_pty_system().openpty(PtySize { rows: ROWS, cols: COLS, pixel_width: 0, pixel_height: 0 }).unwrap();
        let mut command = if then_stty {
            let mut command = CommandBuilder::new("sh");
            command.args(["-c", "\"$0\" \"$@\"; echo EXIT=$?; stty -a", env!("CARGO_BIN_EXE_nub")]);
            command
        } else {
            CommandBuilder::new(env!("CARGO_BIN_EXE_nub"))
        };
        command.env_clear();
        command.env("PATH", std::env::var_os("PATH").unwrap_or_default());
        command.env("HOME", &dir);
        command.env("XDG_STATE_HOME", dir.join("state"));
        command.env("TERM", "xterm-256color");
        command.env("NUB_BASE_URL", server.base_url());
        command.env("NUB_MODEL", "test-model");
        for (key, value) in env {
            command.env(key, value);
        }
        command.args(args);
        command.cwd(&dir);
        let child = pty.slave.spawn_command(command).unwrap();
        drop(pty.slave);
        let mut reader = pty.master.try_clone_reader().unwrap();
        let writer = Arc::new(Mutex::new(pty.master.take_writer().unwrap()));
        let screen = Arc::new(Mutex::new(vt100::Parser::new(ROWS, COLS, 1000)));
        let bytes = Arc::new(Mutex::new(Vec::new()));
        {
            let (screen, bytes, writer) = (screen.clone(), bytes.clone(), writer.clone());
            std::thread::spawn(move || {
                let mut chunk = [0u8; 8192];
                while let Ok(read) = reader.read(&mut chunk) {
                    if read == 0 {
                        break;
                    }
                    let data = &chunk[..read];
                    bytes.lock().unwrap().extend_from_slice(data);
                    let mut parser = screen.lock().unwrap();
                    parser.process(data);
                    // A real terminal answers the cursor position query.
                    if data.windows(4).any(|w| w == b"\x1b[6n") {
                        let (row, col) = parser.screen().cursor_position();
                        let answer = format!("\x1b[{};{}R", row + 1, col + 1);
                        let _ = writer.lock().unwrap().write_all(answer.as_bytes());
                    }
                }
            });
        }
        Tui { screen, bytes, writer, child, master: pty.master, _state: state, dir }
    }

    pub(super) fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Everything written, the scrollback included.
    pub(super) fn everything(&self) -> String {
        let text = String::from_utf8_lossy(&self.bytes.lock().unwrap()).into_owned();
        let mut parser = vt100::Parser::new(ROWS, COLS, 10_000);
        parser.process(text.as_bytes());
        parser.screen_mut().set_scrollback(10_000);
        let top = parser.screen().contents();
        format!("{top}\n{}", self.contents())
    }

    pub(super) fn wait_for(&self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if self.contents().contains(text) {
                return;
            }
            std::thread::sleep(Duration::from_millis(30));
        }
        panic!("{text:?} never appeared; the screen:\n{}", self.contents());
    }

    pub(super) fn send(&self, keys: &str) {
        let mut writer = self.writer.lock().unwrap();
        writer.write_all(keys.as_bytes()).unwrap();
        writer.flush().unwrap();
    }

    /// Answers a permission question as a person does: after reading it,
    /// with one key (keys in its first moments are taken as typing).
    pub(super) fn answer(&self, key: &str) {
        std::thread::sleep(Duration::from_millis(450));
        self.send(key);
    }

    pub(super) fn type_line(&self, text: &str) {
        self.send(text);
        std::thread::sleep(Duration::from_millis(100));
        self.send("\r");
    }

    pub(super) fn exit_code(&mut self) -> u32 {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().unwrap() {
                // The reader thread gets the last bytes (the terminal restored).
                std::thread::sleep(Duration::from_millis(300));
                return status.exit_code();
            }
            std::thread::sleep(Duration::from_millis(30));
        }
        let _ = self.child.kill();
        panic!("nub did not exit; the screen:\n{}", self.contents());
    }

    pub(super) fn wait_everywhere(&self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(20);
        while Instant::now() < deadline {
            if self.everything().contains(text) {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("{text:?} never appeared; the screen:\n{}", self.contents());
    }

    pub(super) fn raw(&self) -> Vec<u8> {
        self.bytes.lock().unwrap().clone()
    }

    pub(super) fn session_text(&self) -> String {
        let dir = self.dir.join(".nub").join("sessions");
        let mut text = String::new();
        for entry in std::fs::read_dir(&dir).unwrap() {
            text.push_str(&std::fs::read_to_string(entry.unwrap().path()).unwrap());
        }
        text
    }
}

fn count(haystack: &[u8], needle: &[u8]) -> usize {
    haystack.windows(needle.len()).filter(|w| *w == needle).count()
}

/// The terminal was left as it was found: no alternate screen ever, no
/// full clear, paste mode and cursor restored, every frame synchronized.
pub(super) fn assert_clean_terminal(raw: &[u8]) {
    assert_eq!(count(raw, b"\x1b[?1049h"), 0, "alternate screen entered");
    assert_eq!(count(raw, b"\x1b[2J"), 0, "screen cleared");
    assert_eq!(count(raw, b"\x1b[3J"), 0, "scrollback cleared");
    assert!(count(raw, b"\x1b[?2026h") > 0, "no synchronized output");
    assert_eq!(count(raw, b"\x1b[?2026h"), count(raw, b"\x1b[?2026l") - 1, "unbalanced synchronized output");
    let last = |needle: &[u8]| raw.windows(needle.len()).rposition(|w| w == needle);
    assert!(last(b"\x1b[?2004h") < last(b"\x1b[?2004l"), "bracketed paste left on");
    assert!(last(b"\x1b[?25l") < last(b"\x1b[?25h"), "cursor left hidden");
}

#[test]
fn a_prompt_streams_into_the_scrollback_and_quit_exits_zero() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(TestServer::start(vec![Reply::sse(&text_sse("Hello **from** the model"))])).unwrap();
    let mut tui = Tui::start(&server, &[], &[]);
    tui.wait_for("Ask nub");
    tui.type_line("Say hi");
    tui.wait_for("Hello from the model");
    assert!(tui.contents().contains("› Say hi"), "{}", tui.contents());
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
    assert!(tui.session_text().contains("Hello **from** the model"));
    let raw = tui.raw();
    assert_clean_terminal(&raw);
    let body: serde_json::Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    assert_eq!(body["messages"][1]["content"], "Say hi");
}

#[test]
fn a_bash_call_asks_and_y_runs_it_n_refuses_it() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt
        .block_on(TestServer::start(vec![
            Reply::sse(&tool_sse("bash", serde_json::json!({"command": "echo ran-$((40+2))"}))),
            Reply::sse(&text_sse("It printed 42.")),
            Reply::sse(&tool_sse("bash", serde_json::json!({"command": "echo never"}))),
            Reply::sse(&text_sse("Understood.")),
        ]))
        .unwrap();
    // Without the sandbox bash asks first (with it, it runs without asking).
    let mut tui = Tui::start(&server, &["run it"], &[("NUB_SANDBOX", "off")]);
    tui.wait_for("Allow bash?");
    assert!(tui.contents().contains("echo ran-$((40+2))"));
    tui.answer("y");
    tui.wait_for("It printed 42.");
    assert!(tui.everything().contains("✓ bash echo ran-$((40+2))"), "{}", tui.everything());
    assert!(server.requests()[1].body.contains("ran-42"));
    tui.type_line("again");
    tui.wait_for("Allow bash?");
    tui.answer("n");
    tui.wait_for("Understood.");
    let refused = &server.requests()[3].body;
    assert!(refused.contains("the user refused this bash call"), "{refused}");
    tui.send("\x03");
    tui.send("\x03");
    assert_eq!(tui.exit_code(), 0);
    assert_clean_terminal(&tui.raw());
}

#[test]
fn enter_during_a_slow_tool_steers_and_esc_cancels() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt
        .block_on(TestServer::start(vec![
            Reply::sse(&tool_sse("bash", serde_json::json!({"command": "sleep 1; echo slept"}))),
            Reply::sse(&text_sse("Steered answer.")),
            Reply::sse("data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Long\"}}]}\n\n").then_hang(),
        ]))
        .unwrap();
    let mut tui = Tui::start(&server, &["--allow", "bash", "go"], &[]);
    tui.wait_for("sleep 1; echo slept");
    tui.type_line("use python instead");
    tui.wait_for("Steered answer.");
    assert!(server.requests()[1].body.contains("use python instead"), "{}", server.requests()[1].body);
    tui.type_line("tell me a long story");
    tui.wait_for("Long");
    // Resizing mid-stream re-flows the live area.
    tui.screen.lock().unwrap().screen_mut().set_size(20, 60);
    tui.master.resize(PtySize { rows: 20, cols: 60, pixel_width: 0, pixel_height: 0 }).unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let screen = tui.contents();
    assert_eq!(screen.matches("/test-model").count(), 1, "one status line after the resize:\n{screen}");
    assert!(screen.contains("Esc cancels"), "{screen}");
    // The rows above the live area were left alone, the live area is whole.
    assert!(screen.contains("› tell me a long story"), "{screen}");
    assert_eq!(screen.matches("Steered answer.").count(), 1, "{screen}");
    assert!(screen.contains("Long"), "{screen}");
    // Back to the first size while still streaming: the same holds.
    tui.screen.lock().unwrap().screen_mut().set_size(ROWS, COLS);
    tui.master.resize(PtySize { rows: ROWS, cols: COLS, pixel_width: 0, pixel_height: 0 }).unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let screen = tui.contents();
    assert_eq!(screen.matches("/test-model").count(), 1, "one status line after the second resize:\n{screen}");
    assert!(screen.contains("› tell me a long story") && screen.contains("Long"), "{screen}");
    assert_eq!(count(&tui.raw(), b"\x1b[2J"), 0, "the screen was cleared on a resize");
    tui.send("\x1b");
    tui.wait_for("cancelled");
    tui.send("\x04");
    assert_eq!(tui.exit_code(), 0);
}

/// What is written outside synchronized-output pairs, with every CSI
/// sequence taken out: only set-up and restore may be there, never text.
fn text_outside_frames(raw: &[u8]) -> String {
    let mut outside = Vec::new();
    let mut inside = false;
    let mut i = 0;
    while i < raw.len() {
        if raw[i..].starts_with(b"\x1b[?2026h") {
            inside = true;
            i += 8;
            continue;
        }
        if raw[i..].starts_with(b"\x1b[?2026l") {
            inside = false;
            i += 8;
            continue;
        }
        if !inside {
            outside.push(raw[i]);
        }
        i += 1;
    }
    let mut text = String::new();
    let mut bytes = outside.iter().peekable();
    while let Some(&b) = bytes.next() {
        if b == 0x1b && bytes.peek() == Some(&&b'[') {
            bytes.next();
            for &c in bytes.by_ref() {
                if c.is_ascii_alphabetic() {
                    break;
                }
            }
            continue;
        }
        text.push(char::from(b));
    }
    text
}

#[test]
fn a_long_answer_streams_inside_synchronized_frames_and_idle_draws_nothing() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut body = String::new();
    for i in 0..400 {
        let piece = if i % 20 == 19 { format!("word{i}.\n\n") } else { format!("word{i} ") };
        let delta = serde_json::json!({"choices":[{"index":0,"delta":{"content": piece}}]});
        body.push_str(&format!("data: {delta}\n\n"));
    }
    body.push_str(&text_sse(" The end."));
    let reply = Reply::sse(&body).with_delay(Duration::from_millis(2));
    let server = rt.block_on(TestServer::start(vec![reply])).unwrap();
    let mut tui = Tui::start_in_shell(&server, &["write a lot"], &[], true);
    tui.wait_for("The end.");
    // Nothing happens: nothing is drawn.
    std::thread::sleep(Duration::from_millis(300));
    let before = tui.raw().len();
    std::thread::sleep(Duration::from_secs(1));
    assert_eq!(tui.raw().len(), before, "redrawn while idle");
    tui.send("\x03");
    tui.send("\x03");
    tui.wait_everywhere("EXIT=0");
    tui.wait_everywhere("speed");
    let everything = tui.everything();
    assert!(everything.contains("word0 word1") && everything.contains("word399"), "{everything}");
    let stty = &everything[everything.find("EXIT=0").unwrap()..];
    assert!(
        stty.contains(" icanon") && stty.contains(" echo ") && !stty.contains("-icanon"),
        "raw mode left on: {stty}"
    );
    let raw = tui.raw();
    let raw = &raw[..raw.windows(6).position(|w| w == b"EXIT=0").unwrap()];
    assert_clean_terminal(raw);
    let outside = text_outside_frames(raw);
    assert!(outside.trim().is_empty(), "text drawn outside a synchronized frame: {outside:?}");
    let _ = tui.exit_code();
}

#[tokio::test(flavor = "multi_thread")]
async fn without_a_terminal_it_points_to_print_mode() {
    let server = TestServer::start(vec![]).await.unwrap();
    let state = tempfile::tempdir().unwrap();
    for args in [&[][..], &["hello"][..], &["-c"][..]] {
        let child = super::print_mode::nub(&state)
            .env("NUB_BASE_URL", server.base_url())
            .env("NUB_MODEL", "m")
            .args(args)
            .spawn()
            .unwrap();
        let out = super::print_mode::output_of(child).await;
        assert_eq!(out.code, Some(2), "{args:?}: {}", out.stderr);
        assert!(out.stderr.contains("nub -p"), "{}", out.stderr);
    }
    assert!(server.requests().is_empty());
}

#[test]
fn alt_enter_queues_a_follow_up_sent_when_the_run_ends() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut slow = String::new();
    for word in ["one ", "two ", "three ", "four ", "five "] {
        let delta = serde_json::json!({"choices":[{"index":0,"delta":{"content": word}}]});
        slow.push_str(&format!("data: {delta}\n\n"));
    }
    slow.push_str(&text_sse("done."));
    let server = rt
        .block_on(TestServer::start(vec![
            Reply::sse(&slow).with_delay(Duration::from_millis(250)),
            Reply::sse(&text_sse("Follow-up answered.")),
        ]))
        .unwrap();
    let mut tui = Tui::start(&server, &["count"], &[]);
    tui.wait_for("one");
    tui.send("and then?");
    std::thread::sleep(Duration::from_millis(100));
    tui.send("\x1b\r");
    tui.wait_for("queued: and then?");
    tui.wait_for("Follow-up answered.");
    let requests = server.requests();
    assert_eq!(requests.len(), 2);
    assert!(requests[1].body.contains("and then?") && requests[1].body.contains("one two three"));
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

/// A repository whose config starts a program and loosens `bash`.
fn risky_repository(dir: &std::path::Path) {
    std::fs::create_dir_all(dir.join(".git")).unwrap();
    std::fs::create_dir_all(dir.join(".nub")).unwrap();
    let config = format!(
        "[[mcp]]\nname = \"x\"\ncommand = \"sh\"\nargs = [\"-c\", \"touch {}\"]\n[permissions]\nbash = \"auto\"\n",
        dir.join("mcp-ran").display()
    );
    std::fs::write(dir.join(".nub/config.toml"), config).unwrap();
}

#[test]
fn an_untrusted_repository_is_asked_about_once_and_not_now_keeps_it_ignored() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt
        .block_on(TestServer::start(vec![
            Reply::sse(&tool_sse("bash", serde_json::json!({"command": "echo ran"}))),
            Reply::sse(&text_sse("Refused, fine.")),
        ]))
        .unwrap();
    // Without the sandbox, where interactive runs ask before bash by default.
    let mut tui = Tui::start_with(&server, &[], &[("NUB_SANDBOX", "off")], risky_repository);
    tui.wait_for("Trusting it enables:");
    let screen = tui.contents();
    assert!(screen.contains(r#"mcp.x runs "sh" "-c" "touch"#), "{screen}");
    assert!(screen.contains(r#"permissions.bash = "auto" (runs it without asking)"#), "{screen}");
    tui.send("n");
    tui.wait_for("Ask nub");
    let everything = tui.everything();
    assert!(everything.contains("not trusted for now"), "{everything}");
    assert!(everything.contains("so nub ignored: mcp.x"), "{everything}");
    assert!(!tui.dir.join("mcp-ran").exists(), "the repository's MCP command ran");
    assert!(!tui.dir.join("state/nub/trust.json").exists());
    // bash still asks: the project's "auto" did not count.
    tui.type_line("go");
    tui.wait_for("Allow bash?");
    tui.answer("n");
    tui.wait_for("Refused, fine.");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
    assert_clean_terminal(&tui.raw());
}

#[test]
fn trusting_at_the_question_records_it_and_the_settings_count_at_once() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt
        .block_on(TestServer::start(vec![
            Reply::sse(&tool_sse("bash", serde_json::json!({"command": "echo ran-$((6*7))"}))),
            Reply::sse(&text_sse("It ran.")),
        ]))
        .unwrap();
    // Without the sandbox, where interactive runs ask before bash by default.
    let mut tui = Tui::start_with(&server, &[], &[("NUB_SANDBOX", "off")], risky_repository);
    tui.wait_for("Trusting it enables:");
    tui.send("t");
    tui.wait_for("Ask nub");
    assert!(tui.everything().contains("✓ trusted"), "{}", tui.everything());
    let record = std::fs::read_to_string(tui.dir.join("state/nub/trust.json")).unwrap();
    assert!(record.contains("sha256"), "{record}");
    let deadline = Instant::now() + Duration::from_secs(10);
    while !tui.dir.join("mcp-ran").exists() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(tui.dir.join("mcp-ran").exists(), "the trusted MCP command did not run");
    // bash = "auto" counts now: no question.
    tui.type_line("go");
    tui.wait_for("It ran.");
    assert!(tui.everything().contains("✓ bash echo ran-$((6*7))"), "{}", tui.everything());
    assert!(!tui.everything().contains("Allow bash?"));
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

#[test]
fn an_edit_that_asks_shows_its_diff_before_it_runs() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let edit = serde_json::json!({"path": "notes.txt", "old_string": "beta", "new_string": "BETA"});
    let server = rt
        .block_on(TestServer::start(vec![Reply::sse(&tool_sse("edit", edit)), Reply::sse(&text_sse("Edited."))]))
        .unwrap();
    let setup = |dir: &std::path::Path| std::fs::write(dir.join("notes.txt"), "alpha\nbeta\ngamma\n").unwrap();
    // The mention shows the file to the model: an edit of a file it never saw is refused.
    let mut tui = Tui::start_with(&server, &["change @notes.txt"], &[("NUB_PERMISSIONS", "edit=ask")], setup);
    tui.wait_for("Allow edit?");
    let screen = tui.contents();
    assert!(screen.contains("notes.txt  +1 −1") && screen.contains("-beta") && screen.contains("+BETA"), "{screen}");
    assert!(!screen.contains("old_string"), "raw JSON shown:\n{screen}");
    assert_eq!(std::fs::read_to_string(tui.dir.join("notes.txt")).unwrap(), "alpha\nbeta\ngamma\n");
    tui.answer("y");
    tui.wait_for("Edited.");
    assert_eq!(std::fs::read_to_string(tui.dir.join("notes.txt")).unwrap(), "alpha\nBETA\ngamma\n");
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}

/// Issue 14: `@` opens the file finder over the repository, Tab puts the
/// path in, and the sent prompt carries the file.
#[test]
fn at_opens_the_file_finder_and_the_chosen_file_goes_with_the_prompt() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let server = rt.block_on(TestServer::start(vec![Reply::sse(&text_sse("Read it."))])).unwrap();
    let mut tui = Tui::launch(&server, &[], &[], false, |dir| {
        std::fs::create_dir_all(dir.join("src/finder")).unwrap();
        std::fs::write(dir.join("src/finder/target_file.rs"), "fn target() {}\n").unwrap();
        std::fs::write(dir.join(".env"), "KEY=1\n").unwrap();
    });
    tui.wait_for("Ask nub");
    tui.send("explain @trgtfile");
    tui.wait_for("src/finder/target_file.rs");
    tui.wait_for("Tab/Enter insert");
    tui.send("\t");
    tui.wait_for("› explain @src/finder/target_file.rs");
    assert!(!tui.contents().contains("Tab/Enter insert"), "the finder closed: {}", tui.contents());
    tui.send("@.en");
    tui.wait_for("no path matches");
    tui.send("\x1b");
    std::thread::sleep(Duration::from_millis(100));
    tui.send("\r");
    tui.wait_for("Read it.");
    tui.wait_for("attached src/finder/target_file.rs (1 line)");
    let body: serde_json::Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    let sent = body["messages"][1]["content"].as_str().unwrap();
    assert_eq!(
        sent,
        "explain @src/finder/target_file.rs @.en\n\n<attachment path=\"src/finder/target_file.rs\" detail=\"1 line\">\n     1\tfn target() {}\n</attachment>"
    );
    tui.type_line("/quit");
    assert_eq!(tui.exit_code(), 0);
}
