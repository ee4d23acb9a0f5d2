//! `.nub/` is 0700 and session files 0600 even under `umask 000`, and
//! `.nub/` is kept out of git through `.git/info/exclude`.

use std::os::unix::fs::PermissionsExt;
use std::process::Command;

use nub_session::Store;

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
    let file = store.create(repo.path()).unwrap();
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
    store.create(&nested).unwrap();
    store.create(&nested).unwrap();
    assert!(store.dir().starts_with(repo.path()), "sessions live at the repository root");
    let exclude = std::fs::read_to_string(repo.path().join(".git/info/exclude")).unwrap();
    assert_eq!(exclude.matches("/.nub/").count(), 1);
    assert!(!repo.path().join(".gitignore").exists());
}

#[test]
fn without_git_sessions_live_in_the_working_directory() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(dir.path());
    store.create(dir.path()).unwrap();
    assert!(dir.path().join(".nub/sessions").is_dir());
    assert!(!dir.path().join(".git").exists());
}
