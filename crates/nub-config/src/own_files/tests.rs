//! How nub's own files are opened: links out of scope, special files and
//! sizes refused, writes atomic, against real files in temporary directories.

use std::os::unix::fs::symlink;
use std::time::{Duration, Instant};

use super::*;

fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo").arg(path).status().unwrap();
    assert!(status.success());
}

#[test]
fn a_symlink_out_of_the_repository_is_refused_inside_it_followed() {
    let repo = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret"), "SECRET").unwrap();
    std::fs::write(repo.path().join("notes.md"), "notes").unwrap();
    symlink(outside.path().join("secret"), repo.path().join("AGENTS.md")).unwrap();
    symlink("notes.md", repo.path().join("CLAUDE.md")).unwrap();
    let scope = Scope::Repository(repo.path());
    let error = read(&repo.path().join("AGENTS.md"), scope, 100).unwrap_err();
    assert!(matches!(error, FileError::Outside { .. }), "{error}");
    assert!(error.to_string().contains("outside the repository"), "{error}");
    assert_eq!(read(&repo.path().join("CLAUDE.md"), scope, 100).unwrap(), b"notes");
    // The same link is the user's choice in their own directories.
    assert_eq!(read(&repo.path().join("AGENTS.md"), Scope::User, 100).unwrap(), b"SECRET");
    // A write through the link out of the repository is refused too.
    let error = write(&repo.path().join("AGENTS.md"), scope, b"x", None).unwrap_err();
    assert!(matches!(error, FileError::Outside { .. }), "{error}");
    assert_eq!(std::fs::read_to_string(outside.path().join("secret")).unwrap(), "SECRET");
}

#[test]
fn devices_fifos_and_directories_are_refused_without_blocking() {
    let repo = tempfile::tempdir().unwrap();
    symlink("/dev/zero", repo.path().join("zero")).unwrap();
    mkfifo(&repo.path().join("pipe"));
    symlink("pipe", repo.path().join("to-pipe")).unwrap();
    std::fs::create_dir(repo.path().join("dir")).unwrap();
    let started = Instant::now();
    for scope in [Scope::User, Scope::Repository(repo.path()), Scope::Local(repo.path())] {
        for name in ["pipe", "to-pipe", "dir"] {
            let path = repo.path().join(name);
            let read = read(&path, scope, 10);
            assert!(
                matches!(read, Err(FileError::Special { .. } | FileError::Link { .. })),
                "{name} in {scope:?}: {read:?}"
            );
            let written = write(&path, scope, b"x", None);
            assert!(
                matches!(written, Err(FileError::Special { .. } | FileError::Link { .. })),
                "{name} in {scope:?}: {written:?}"
            );
            let appended = open_write(&path, scope, WriteMode::Append, Some(0o600));
            assert!(appended.is_err(), "{name} in {scope:?}");
        }
    }
    // /dev/zero is outside the repository, and a device anywhere.
    let zero = repo.path().join("zero");
    assert!(matches!(read(&zero, Scope::User, 10), Err(FileError::Special { kind: Special::Device, .. })));
    assert!(matches!(read(&zero, Scope::Repository(repo.path()), 10), Err(FileError::Outside { .. })));
    assert!(matches!(read(&zero, Scope::Local(repo.path()), 10), Err(FileError::Link { .. })));
    assert!(started.elapsed() < Duration::from_secs(5), "nothing blocked");
    let message = read(&repo.path().join("pipe"), Scope::User, 10).unwrap_err().to_string();
    assert!(message.ends_with("pipe: it is a named pipe (FIFO), not a regular file"), "{message}");
}

#[test]
fn local_state_refuses_any_symlink_below_the_root() {
    let repo = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    std::fs::create_dir(repo.path().join(".nub")).unwrap();
    symlink(elsewhere.path(), repo.path().join(".nub/sessions")).unwrap();
    let scope = Scope::Local(repo.path());
    let file = repo.path().join(".nub/sessions/x.jsonl");
    let error = create_dirs(&repo.path().join(".nub/sessions"), scope, true).unwrap_err();
    assert!(matches!(&error, FileError::Link { link, .. } if link.ends_with(".nub/sessions")), "{error}");
    assert!(error.to_string().contains("is a symbolic link"), "{error}");
    assert!(open_write(&file, scope, WriteMode::Append, Some(0o600)).is_err());
    assert_eq!(std::fs::read_dir(elsewhere.path()).unwrap().count(), 0, "nothing written outside");
    let mode = std::fs::metadata(elsewhere.path()).unwrap().permissions().mode() & 0o777;
    assert_ne!(mode, 0o700, "the outside directory was not made private");
    // A link inside the repository is refused too: .nub/ is this machine's.
    std::fs::remove_file(repo.path().join(".nub/sessions")).unwrap();
    std::fs::create_dir(repo.path().join("src")).unwrap();
    symlink("../src", repo.path().join(".nub/sessions")).unwrap();
    assert!(matches!(create_dirs(&repo.path().join(".nub/sessions"), scope, true), Err(FileError::Link { .. })));
    // Real directories are made and made private.
    std::fs::remove_file(repo.path().join(".nub/sessions")).unwrap();
    create_dirs(&repo.path().join(".nub/sessions"), scope, true).unwrap();
    let mode = std::fs::metadata(repo.path().join(".nub/sessions")).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o700);
    let mut file = open_write(&file, scope, WriteMode::Append, Some(0o600)).unwrap();
    file.write_all(b"line\n").unwrap();
}

#[test]
fn reads_are_capped() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big");
    std::fs::write(&path, "x".repeat(100)).unwrap();
    let error = read(&path, Scope::User, 10).unwrap_err();
    assert!(error.to_string().contains("larger than 10 bytes"), "{error}");
    assert_eq!(read(&path, Scope::User, 100).unwrap().len(), 100);
    let head = read_head(&path, Scope::User, 10).unwrap();
    assert_eq!((head.bytes.len(), head.cut), (10, true));
    assert!(read(&dir.path().join("missing"), Scope::User, 10).unwrap_err().is_not_found());
    assert_eq!(bytes(SMALL_FILE_LIMIT), "1 MiB");
}

#[test]
fn replace_never_follows_a_committed_temporary_name_and_keeps_an_inner_link() {
    let repo = tempfile::tempdir().unwrap();
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("victim"), "victim").unwrap();
    symlink(outside.path().join("victim"), repo.path().join("export.html")).unwrap();
    let scope = Scope::Repository(repo.path());
    assert!(matches!(replace(&repo.path().join("export.html"), scope, b"page", 0o600), Err(FileError::Outside { .. })));
    assert_eq!(std::fs::read_to_string(outside.path().join("victim")).unwrap(), "victim");
    std::fs::create_dir(repo.path().join("docs")).unwrap();
    symlink("docs/REPOMAP.md", repo.path().join("REPOMAP.md")).unwrap();
    replace(&repo.path().join("REPOMAP.md"), scope, b"map", 0o644).unwrap();
    assert_eq!(std::fs::read_to_string(repo.path().join("docs/REPOMAP.md")).unwrap(), "map");
    assert!(std::fs::symlink_metadata(repo.path().join("REPOMAP.md")).unwrap().file_type().is_symlink());
    let leftovers: Vec<_> = std::fs::read_dir(repo.path().join("docs")).unwrap().collect();
    assert_eq!(leftovers.len(), 1, "no temporary file left behind");
}

#[test]
fn replace_mode_writes_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("f");
    std::fs::write(&path, "a much longer old content").unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
    write(&path, Scope::Repository(dir.path()), b"new", None).unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "new");
    assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o640);
}
