//! The path-escape matrix: every way out of the repository is refused with a
//! message naming the rule, and nothing is written outside.

use nub_tools::{Access, Policy, ToolEnv, resolve_path};
use serde_json::json;

use super::{Repo, err, ok};

fn refused(env: &ToolEnv, raw: &str, access: Access) -> String {
    match resolve_path(env, raw, access) {
        Ok(path) => panic!("{raw} was allowed as {}", path.display()),
        Err(message) => message,
    }
}

#[test]
fn parent_dir_and_absolute_paths_outside_are_refused() {
    let repo = Repo::new();
    let env = repo.env();
    let message = refused(&env, "../x", Access::Read);
    assert!(message.contains("outside the repository"), "{message}");
    assert!(message.contains(&repo.root.display().to_string()), "{message}");
    let message = refused(&env, "/etc/passwd", Access::Read);
    assert!(message.contains("outside the repository"), "{message}");
    let message = refused(&env, "new/../../x", Access::Write);
    assert!(message.contains("outside the repository"), "{message}");
}

#[test]
fn paths_inside_resolve_relative_to_cwd() {
    let repo = Repo::new();
    repo.file("sub/a.txt", "a");
    let mut env = repo.env();
    env.cwd = repo.root.join("sub");
    assert_eq!(resolve_path(&env, "a.txt", Access::Read).unwrap(), repo.root.join("sub/a.txt"));
    assert_eq!(resolve_path(&env, "../sub/./a.txt", Access::Read).unwrap(), repo.root.join("sub/a.txt"));
    assert_eq!(resolve_path(&env, "new/dir/f.txt", Access::Write).unwrap(), repo.root.join("sub/new/dir/f.txt"));
    let absolute = repo.root.join("sub/a.txt");
    assert_eq!(resolve_path(&env, absolute.to_str().unwrap(), Access::Read).unwrap(), absolute);
    assert!(refused(&env, "", Access::Read).contains("empty path"));
}

#[test]
fn symlinks_to_the_outside_are_refused() {
    let repo = Repo::new();
    let outside = Repo::new();
    let secret = outside.file("secret.txt", "s");
    outside.file("dir/inner.txt", "i");
    repo.symlink(&secret, "link");
    repo.symlink(repo.root.join("link"), "chain1");
    repo.symlink(repo.root.join("chain1"), "chain2");
    repo.symlink(outside.root.join("dir"), "linked_dir");
    let env = repo.env();
    for raw in ["link", "chain2", "linked_dir/inner.txt", "linked_dir"] {
        let message = refused(&env, raw, Access::Read);
        assert!(message.contains("outside the repository"), "{raw}: {message}");
        assert!(message.contains("through a symlink"), "{raw}: {message}");
    }
    // Not yet existing, below a symlinked directory: the target would be created outside.
    let message = refused(&env, "linked_dir/new/file.txt", Access::Write);
    assert!(message.contains("outside the repository"), "{message}");
}

#[test]
fn dangling_symlinks_are_followed_to_where_they_would_write() {
    let repo = Repo::new();
    let outside = Repo::new();
    repo.symlink(outside.root.join("not-yet.txt"), "dangling");
    repo.symlink(repo.root.join("inside-not-yet.txt"), "dangling_inside");
    let env = repo.env();
    assert!(refused(&env, "dangling", Access::Write).contains("outside the repository"));
    assert_eq!(resolve_path(&env, "dangling_inside", Access::Write).unwrap(), repo.root.join("inside-not-yet.txt"));
}

#[test]
fn symlinks_inside_the_repository_are_fine_and_checked_by_target() {
    let repo = Repo::new();
    repo.file("real/a.txt", "a");
    repo.file(".git/config", "[core]");
    repo.symlink(repo.root.join("real"), "alias");
    repo.symlink(repo.root.join(".git/config"), "innocent");
    let env = repo.env();
    assert_eq!(resolve_path(&env, "alias/a.txt", Access::Read).unwrap(), repo.root.join("real/a.txt"));
    let message = refused(&env, "innocent", Access::Read);
    assert!(message.contains("matches deny_paths pattern \".git/**\""), "{message}");
}

#[test]
fn deny_paths_hits_name_the_pattern() {
    let repo = Repo::new();
    repo.file(".git/config", "[core]");
    repo.file(".env", "KEY=1");
    repo.file("app/.env", "KEY=2");
    repo.file("keys/id_rsa.pub", "ssh-rsa");
    repo.file("ok.txt", "fine");
    repo.symlink(repo.root.join("ok.txt"), "config/.env");
    let env = repo.env();
    for (raw, pattern) in [
        (".git/config", ".git/**"),
        (".git", ".git/**"),
        (".git/hooks/new", ".git/**"),
        (".env", "**/.env"),
        ("app/.env", "**/.env"),
        ("keys/id_rsa.pub", "**/id_rsa*"),
        // The spelling counts too: a symlink named .env is refused whatever it points to.
        ("config/.env", "**/.env"),
    ] {
        for access in [Access::Read, Access::Write] {
            let message = refused(&env, raw, access);
            assert!(message.contains(&format!("matches deny_paths pattern {pattern:?}")), "{raw}: {message}");
        }
    }
    assert!(resolve_path(&env, "ok.txt", Access::Write).is_ok());
    let mut open = repo.env();
    open.policy = std::sync::Arc::new(Policy { deny_paths: Vec::new(), ..Policy::default() });
    assert!(resolve_path(&open, ".env", Access::Read).is_ok());
}

#[test]
fn a_repository_root_behind_a_symlink_still_works() {
    let repo = Repo::new();
    repo.file("a.txt", "a");
    let holder = Repo::new();
    holder.symlink(&repo.root, "repo");
    let via = holder.root.join("repo");
    let env = ToolEnv::new(&via, &via);
    assert_eq!(resolve_path(&env, "a.txt", Access::Read).unwrap(), repo.root.join("a.txt"));
}

#[tokio::test]
async fn the_file_tools_go_through_the_guard() {
    let repo = Repo::new();
    let outside = Repo::new();
    repo.symlink(&outside.root, "out");
    repo.file(".git/config", "[core]");
    let env = repo.env();
    assert!(err("read", json!({"path": ".git/config"}), &env).await.contains("deny_paths"));
    assert!(err("write", json!({"path": "out/new/x.txt", "content": "x"}), &env).await.contains("outside"));
    assert!(!outside.root.join("new").exists(), "write created a directory outside the repository");
    let message = err("edit", json!({"path": "../x", "old_string": "a", "new_string": "b"}), &env).await;
    assert!(message.contains("outside"), "{message}");
    assert!(err("glob", json!({"pattern": "*", "path": "out"}), &env).await.contains("outside"));
    assert!(err("grep", json!({"pattern": "x", "path": "/etc"}), &env).await.contains("outside"));
    // Inside the walk, denied files are skipped rather than refused.
    repo.file(".env", "TOKEN=hunter2");
    repo.file("keys/id_rsa", "TOKEN=secret");
    repo.file("a.txt", "TOKEN=public");
    let result = ok("grep", json!({"pattern": "TOKEN"}), &env).await;
    assert_eq!(result.for_model, "a.txt:1:TOKEN=public");
    let result = ok("grep", json!({"pattern": "TOKEN", "path": "keys"}), &env).await;
    // The whole-repository retry skips them as well.
    assert_eq!(result.for_model, "no matches for \"TOKEN\" in keys; in the whole repository:\na.txt:1:TOKEN=public");
    let result = ok("glob", json!({"pattern": "**/.env"}), &env).await;
    assert_eq!(result.for_model, "no files match **/.env");
    let result = ok("glob", json!({"pattern": "**/*"}), &env).await;
    assert_eq!(result.for_model, "a.txt");
}
