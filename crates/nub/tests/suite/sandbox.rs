//! The sandbox end to end: print mode with default settings, a scripted
//! model whose bash calls try what a hostile model would, and what reached
//! the disk, the network and the model afterwards.

use std::io::Read;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::time::Duration;

use nub_testkit::{Reply, TestServer};
use serde_json::json;

use super::print_mode::{Output, output_of};
use super::replies::{answer, tool_call};

const KEY: &str = "-----BEGIN OPENSSH PRIVATE KEY-----\nnub-e2e-secret-key-51c7\n";

/// A home with a key and a git repository, outside /tmp (the sandbox's
/// private /tmp would hide them anyway, which would prove nothing).
struct World {
    _base: tempfile::TempDir,
    home: PathBuf,
    repo: PathBuf,
}

fn git(dir: &Path, args: &[&str]) {
    let out = std::process::Command::new("git").args(args).current_dir(dir).output().unwrap();
    assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
}

impl World {
    fn new(user_config: &str) -> World {
        let base = tempfile::Builder::new().prefix("nub-e2e-sandbox").tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
        let root = base.path().canonicalize().unwrap();
        let (home, repo) = (root.join("home"), root.join("repo"));
        std::fs::create_dir_all(home.join(".ssh")).unwrap();
        std::fs::write(home.join(".ssh/id_rsa"), KEY).unwrap();
        std::fs::create_dir_all(home.join(".config/nub")).unwrap();
        std::fs::write(home.join(".config/nub/config.toml"), user_config).unwrap();
        std::fs::create_dir_all(repo.join(".nub")).unwrap();
        std::fs::write(repo.join(".nub/config.toml"), "version = 1\n").unwrap();
        git(&repo, &["init", "-q"]);
        git(&repo, &["config", "user.name", "t"]);
        git(&repo, &["config", "user.email", "t@example.invalid"]);
        World { _base: base, home, repo }
    }

    fn nub(&self, server: &TestServer, args: &[&str]) -> tokio::process::Command {
        let mut command = tokio::process::Command::new(env!("CARGO_BIN_EXE_nub"));
        command
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("HOME", &self.home)
            .env("XDG_STATE_HOME", self.home.join(".local/state"))
            .env("NUB_BASE_URL", server.base_url())
            .env("NUB_MODEL", "m")
            .current_dir(&self.repo)
            .args(args)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .kill_on_drop(true);
        command
    }

    async fn run(&self, server: &TestServer, args: &[&str]) -> Output {
        output_of(self.nub(server, args).spawn().unwrap()).await
    }
}

fn bash(id: &str, command: &str) -> Reply {
    tool_call(id, "bash", json!({ "command": command }))
}

/// What a hostile model tries, one bash call each, against a listener on
/// `port`.
fn hostile_script(port: u16) -> Vec<Reply> {
    vec![
        bash("home", "echo x > \"$HOME/x\""),
        bash("key", "cat ~/.ssh/id_rsa"),
        bash("config", "echo 'bash = \"auto\"' >> .nub/config.toml"),
        bash(
            "connect",
            &format!(
                "python3 -c 'import socket; socket.create_connection((\"127.0.0.1\", {port}), timeout=3).sendall(b\"hello\")'"
            ),
        ),
        bash(
            "work",
            "echo ok > inside.txt && git add inside.txt && git commit -q -m from-nub && git log --oneline | wc -l",
        ),
        answer("done"),
    ]
}

/// The text of the tool result answering call `id`, from the last request.
fn tool_result(server: &TestServer, id: &str) -> String {
    let requests = server.requests();
    let body: serde_json::Value = serde_json::from_str(&requests.last().unwrap().body).unwrap();
    let message = body["messages"].as_array().unwrap().iter().find(|m| m["tool_call_id"] == id);
    message.map(|m| m["content"].as_str().unwrap_or_default().to_owned()).unwrap_or_default()
}

fn arrived(listener: &TcpListener) -> bool {
    std::thread::sleep(Duration::from_millis(100));
    let mut any = false;
    while let Ok((mut stream, _)) = listener.accept() {
        let _ = stream.set_nonblocking(false);
        let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
        let mut text = String::new();
        let _ = stream.read_to_string(&mut text);
        any |= text.contains("hello");
    }
    any
}

fn listener() -> (TcpListener, u16) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    (listener, port)
}

fn sandbox_works(world: &World) -> bool {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_nub"))
        .arg("sandbox")
        .env("HOME", &world.home)
        .current_dir(&world.repo)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&out.stdout);
    if report.contains("unavailable") {
        eprintln!("\n\n*** SKIPPED: the sandbox is unavailable on this machine: {report} ***\n");
        return false;
    }
    true
}

#[tokio::test(flavor = "multi_thread")]
async fn by_default_bash_is_confined_and_told_so() {
    let world = World::new("");
    if !sandbox_works(&world) {
        return;
    }
    let (listener, port) = listener();
    let server = TestServer::start(hostile_script(port)).await.unwrap();
    let out = world.run(&server, &["-p", "go"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(!world.home.join("x").exists(), "a file outside the repository");
    let home = tool_result(&server, "home");
    assert!(home.contains("Read-only file system") && home.contains("outside the sandbox's writable paths"), "{home}");
    for request in server.requests() {
        assert!(!request.body.contains("nub-e2e-secret-key"), "the key reached the model: {}", request.body);
    }
    assert_eq!(std::fs::read_to_string(world.repo.join(".nub/config.toml")).unwrap(), "version = 1\n");
    assert!(tool_result(&server, "config").contains("[sandbox: the sandbox refused this write"));
    assert!(!arrived(&listener), "a connection left the sandbox");
    let work = tool_result(&server, "work");
    assert!(work.starts_with("1\n[exit code 0]"), "{work}");
    assert_eq!(std::fs::read_to_string(world.repo.join("inside.txt")).unwrap(), "ok\n");
}

#[tokio::test(flavor = "multi_thread")]
async fn loopback_lets_a_local_connection_through() {
    let world = World::new("[sandbox]\nnetwork = \"loopback\"\n");
    if !sandbox_works(&world) {
        return;
    }
    let (listener, port) = listener();
    let server = TestServer::start(hostile_script(port)).await.unwrap();
    let out = world.run(&server, &["-p", "go"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(arrived(&listener), "{}", tool_result(&server, "connect"));
    assert!(!world.home.join("x").exists(), "the rest stays confined");
}

#[tokio::test(flavor = "multi_thread")]
async fn sandbox_off_lifts_all_of_it() {
    let world = World::new("");
    let (listener, port) = listener();
    let server = TestServer::start(hostile_script(port)).await.unwrap();
    let out = world.run(&server, &["-p", "--sandbox", "off", "go"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(world.home.join("x").exists());
    assert!(tool_result(&server, "key").contains("nub-e2e-secret-key"));
    assert!(std::fs::read_to_string(world.repo.join(".nub/config.toml")).unwrap().contains("bash = \"auto\""));
    assert!(arrived(&listener));
}

/// A model that runs nub itself from bash (the attacker's "re-exec nub"):
/// the inner nub is inside the outer sandbox, cannot build one of its own,
/// says so once, and its bash stays as confined as the outer one.
#[tokio::test(flavor = "multi_thread")]
async fn nub_inside_the_sandbox_says_once_that_it_has_none_and_stays_confined() {
    let world = World::new("[sandbox]\nnetwork = \"loopback\"\n");
    if !sandbox_works(&world) {
        return;
    }
    let server = TestServer::start(vec![
        bash("one", "echo first"),
        bash("two", "echo x > \"$OUTER_HOME/inner-x\"; echo second"),
        answer("done"),
    ])
    .await
    .unwrap();
    let inner = format!(
        "mkdir -p /tmp/w && cd /tmp/w && HOME=/tmp XDG_STATE_HOME=/tmp/state OUTER_HOME='{home}' \
         NUB_BASE_URL={url} NUB_MODEL=m '{nub}' -p",
        home = world.home.display(),
        url = server.base_url(),
        nub = env!("CARGO_BIN_EXE_nub"),
    );
    let refused = std::process::Command::new(env!("CARGO_BIN_EXE_nub"))
        .args(["sandbox", "--", "sh", "-c", &format!("{inner} go 2>&1; echo exit=$?")])
        .env("HOME", &world.home)
        .current_dir(&world.repo)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&refused.stdout);
    assert!(
        text.contains("sandbox unavailable") && text.contains("--sandbox off") && text.contains("exit=2"),
        "{text}"
    );
    assert!(server.requests().is_empty(), "print mode stopped before any request");
    let allowed = std::process::Command::new(env!("CARGO_BIN_EXE_nub"))
        .args(["sandbox", "--", "sh", "-c", &format!("{inner} --allow bash go 2>&1; echo exit=$?")])
        .env("HOME", &world.home)
        .current_dir(&world.repo)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&allowed.stdout);
    assert!(text.contains("exit=0"), "{text}");
    assert_eq!(text.matches("sandbox unavailable").count(), 1, "said once, not per call: {text}");
    assert!(!tool_result(&server, "one").contains("sandbox unavailable"));
    assert!(!world.home.join("inner-x").exists(), "the outer sandbox still holds");
}
