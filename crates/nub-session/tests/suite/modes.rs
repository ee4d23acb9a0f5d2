//! `.nub/` is 0700 and session files 0600 even under `umask 000`, and
//! `.nub/` is kept out of git through `.git/info/exclude`.

use std::os::unix::fs::PermissionsExt;
use std::process::Command;

use nub_llm::Message;
use nub_session::{Node, Store};

fn mode(path: &std::path::Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

const CHILD: &str = "NUB_TEST_UMASK_CHILD";

/// The umask is process-wide, so the test re-runs itself in a child process
/// started by a shell that has set `umask 000`.
#[test]
fn private_modes_even_under_a_lax_umask() {
    if std::env::var_os(CHILD).is_none() {
        let me = std::env::current_exe().unwrap();
        let status = Command::new("sh")
            .args([
                "-c",
                "umask 000 && exec \"$0\" --exact suite::modes::private_modes_even_under_a_lax_umask --test-threads 1",
            ])
            .arg(me)
            .env(CHILD, "1")
            .output()
            .unwrap();
        let report = String::from_utf8_lossy(&status.stdout);
        assert!(status.status.success(), "the check under umask 000 failed:\n{report}");
        assert!(report.contains("1 passed"), "the child ran the check:\n{report}");
        return;
    }
    let repo = tempfile::tempdir().unwrap();
    std::fs::create_dir(repo.path().join(".git")).unwrap();
    let probe = repo.path().join("probe");
    std::fs::write(&probe, "").unwrap();
    assert_eq!(mode(&probe), 0o666, "the umask really is 000 here");

    let store = Store::for_cwd(repo.path());
    let file = started(&store, repo.path());
    assert_eq!(mode(&repo.path().join(".nub")), 0o700);
    assert_eq!(mode(store.dir()), 0o700);
    assert_eq!(mode(file.path()), 0o600);
}

#[test]
fn first_use_excludes_nub_from_git_once() {
    let repo = tempfile::tempdir().unwrap();
    std::fs::create_dir(repo.path().join(".git")).unwrap();
    let nested = repo.path().join("src/deep");
    std::fs::create_dir_all(&nested).unwrap();
    let store = Store::for_cwd(&nested);
    started(&store, &nested);
    started(&store, &nested);
    assert!(store.dir().starts_with(repo.path()), "sessions live at the repository root");
    let exclude = std::fs::read_to_string(repo.path().join(".git/info/exclude")).unwrap();
    assert_eq!(exclude.matches("/.nub/").count(), 1);
    assert!(!repo.path().join(".gitignore").exists());
}

#[test]
fn without_git_sessions_live_in_the_working_directory() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(dir.path());
    started(&store, dir.path());
    assert!(dir.path().join(".nub/sessions").is_dir());
    assert!(!dir.path().join(".git").exists());
}

/// A session with its first prompt: the moment its file is written.
fn started(store: &Store, cwd: &std::path::Path) -> nub_session::SessionFile {
    let mut file = store.create(cwd).unwrap();
    file.append(Node::message(None, Message::user("hi"))).unwrap();
    file
}

#[test]
fn a_session_without_a_prompt_leaves_no_file_and_c_passes_empty_ones_over() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(dir.path());
    let older = started(&store, dir.path());
    let empty = store.create(dir.path()).unwrap();
    assert!(!empty.path().exists(), "an unused session wrote a file");
    drop(empty);
    // A file an older nub left with only its header: -c skips it too.
    std::thread::sleep(std::time::Duration::from_millis(20));
    let header = std::fs::read_to_string(older.path()).unwrap().lines().next().unwrap().to_owned();
    let stale = store.dir().join("01ZZZZZZZZZZZZZZZZZZZZZZZZ.jsonl");
    std::fs::write(&stale, format!("{}\n", header.replace(&older.session.id.0, "01ZZZZZZZZZZZZZZZZZZZZZZZZ"))).unwrap();
    assert_eq!(store.latest().unwrap(), Some(older.session.id.clone()));
}
