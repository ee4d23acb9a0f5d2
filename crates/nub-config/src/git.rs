//! git without the repository's own commands. A repository's `.git/config`
//! is a stranger's file too (an unpacked archive carries one, unlike a
//! clone): `core.fsmonitor = "cmd"` makes git run `cmd` on `git ls-files`,
//! and hooks run on index writes — before the user has been asked anything.
//! Every git process nub starts comes from [`command`], which turns these
//! off on its command line, where they win over every config file.
//!
//! Neutralized: `core.fsmonitor` (a command run by `ls-files`, `status`,
//! `diff`), `core.hooksPath` (pointed at `/dev/null`: no hook runs, e.g.
//! `post-index-change`), `core.untrackedCache` and optional index writes
//! (`GIT_OPTIONAL_LOCKS=0`, so a read never rewrites the index), the
//! system-wide config
//! (`GIT_CONFIG_NOSYSTEM=1`), a pager (`--no-pager`), terminal prompts
//! (`GIT_TERMINAL_PROMPT=0`). Callers use plumbing-like forms that run no
//! other configured program: `ls-files` (no content is read, so no
//! `filter.*` driver runs) and `diff --no-ext-diff --no-textconv
//! --name-only` between commits (no `diff.external`, no `textconv`).
//! Network commands (`core.sshCommand`, `credential.helper`) are never run.

use std::path::Path;
use std::process::{Command, Stdio};

/// The `-c` settings every git invocation gets.
pub const NEUTRALIZED: [&str; 3] = ["core.fsmonitor=false", "core.hooksPath=/dev/null", "core.untrackedCache=false"];

/// `git` in `repo_root`, with the repository's command-running settings
/// off, stdin closed and stderr discarded; the caller adds its arguments.
pub fn command(repo_root: &Path) -> Command {
    let mut command = Command::new("git");
    command.arg("--no-pager");
    for setting in NEUTRALIZED {
        command.args(["-c", setting]);
    }
    command
        .current_dir(repo_root)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_OPTIONAL_LOCKS", "0")
        .env("GIT_TERMINAL_PROMPT", "0")
        // The repository is the one at `repo_root`, whatever started nub.
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .stdin(Stdio::null())
        .stderr(Stdio::null());
    command
}

#[cfg(test)]
mod tests {
    use super::*;

    fn git(dir: &Path, args: &[&str]) {
        let status = Command::new("git")
            .args(["-c", "user.name=t", "-c", "user.email=t@example.invalid"])
            .args(args)
            .current_dir(dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success(), "git {args:?}");
    }

    #[test]
    fn the_repositorys_fsmonitor_and_hooks_do_not_run() {
        let repo = tempfile::tempdir().unwrap();
        let marker = repo.path().join("ran");
        git(repo.path(), &["init", "-q"]);
        std::fs::write(repo.path().join("a"), "a").unwrap();
        git(repo.path(), &["add", "a"]);
        let touch = format!("touch {}", marker.display());
        git(repo.path(), &["config", "core.fsmonitor", &touch]);
        std::fs::create_dir_all(repo.path().join(".git/hooks")).unwrap();
        let hook = repo.path().join(".git/hooks/post-index-change");
        std::fs::write(&hook, format!("#!/bin/sh\n{touch}\n")).unwrap();
        std::fs::set_permissions(&hook, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
        // Plain git runs the command: the test would catch a git that did not.
        Command::new("git").args(["ls-files"]).current_dir(repo.path()).output().unwrap();
        assert!(marker.exists(), "this git runs core.fsmonitor");
        std::fs::remove_file(&marker).unwrap();
        let out = command(repo.path()).args(["ls-files", "-z"]).output().unwrap();
        assert!(out.status.success());
        assert_eq!(out.stdout, b"a\0");
        assert!(!marker.exists(), "git ran the repository's command");
    }
}
