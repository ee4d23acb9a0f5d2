//! Work inside the repository goes on as usual; nub's and git's control
//! files stay out of reach.

use nub_sandbox::{Mode, Network};

use super::world;

#[test]
fn files_and_commits_work_in_the_repository() {
    let Some(w) = world(Mode::WorkspaceWrite, Network::Off, &[]) else { return };
    let ran = w.run("echo ok > inside.txt && git add inside.txt && git commit -q -m 'from the sandbox' && git log --oneline | wc -l");
    assert_eq!(ran.code, Some(0), "{}", ran.output);
    assert_eq!(std::fs::read_to_string(w.repo.join("inside.txt")).unwrap(), "ok\n");
    assert!(ran.output.trim_end().ends_with('1'), "{}", ran.output);
}

#[test]
fn nubs_config_and_gits_hooks_and_config_are_read_only() {
    let Some(w) = world(Mode::WorkspaceWrite, Network::Off, &[]) else { return };
    let ran = w.run(
        "echo 'bash = \"auto\"' >> .nub/config.toml; echo x > .nub/SYSTEM.md; \
         printf '#!/bin/sh\\ntouch /pwned\\n' > .git/hooks/pre-commit; \
         git config core.fsmonitor 'touch /pwned'; git config --add core.hooksPath /tmp; \
         mv .git .git-moved; mv .nub .nub-moved; rm -rf .git/hooks; rm .git/config; echo end",
    );
    assert!(ran.output.contains("end"), "{}", ran.output);
    assert_eq!(std::fs::read_to_string(w.repo.join(".nub/config.toml")).unwrap(), "version = 1\n");
    assert!(!w.repo.join(".nub/SYSTEM.md").exists());
    assert!(!w.repo.join(".git/hooks/pre-commit").exists());
    let config = std::fs::read_to_string(w.repo.join(".git/config")).unwrap();
    assert!(!config.contains("fsmonitor") && !config.contains("hooksPath"), "{config}");
    assert!(w.repo.join(".git/HEAD").exists() && !w.repo.join(".git-moved").exists());
    let note = nub_sandbox::explain(w.sandbox.policy(), &ran.output, Some(1)).unwrap();
    assert!(note.contains("refused this write"), "{note}");
}

#[test]
fn a_denied_file_in_a_subdirectory_cannot_be_moved_into_view() {
    let base = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let repo = base.path().canonicalize().unwrap();
    std::fs::create_dir_all(repo.join("app")).unwrap();
    std::fs::write(repo.join("app/.env"), "TOKEN=sandbox-test-secret\n").unwrap();
    let place = nub_sandbox::Place { repo_root: repo.clone(), ..Default::default() };
    let policy = nub_sandbox::Policy::build(Mode::WorkspaceWrite, Network::Off, &place, &[], &[repo.join("app/.env")]);
    let Ok(sandbox) = nub_sandbox::Sandbox::new(policy) else { return };
    for script in ["cat app/.env; mv app app2; cat app2/.env; mv app/.env x; cat x", "cat app2/.env app/.env x"] {
        let mut command = std::process::Command::new("bash");
        command.arg("-c").arg(script).current_dir(&repo);
        let pending = sandbox.confine(&mut command).unwrap();
        let child = command.stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().unwrap();
        let _running = pending.started().unwrap();
        let out = child.wait_with_output().unwrap();
        let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(!text.contains("sandbox-test-secret"), "{script}: {text}");
    }
    assert!(repo.join("app/.env").exists(), "not moved");
}

#[test]
fn a_repository_under_tmp_is_brought_back_over_the_private_tmp() {
    let base = tempfile::Builder::new().prefix("nub-sandbox-repo").tempdir_in("/tmp").unwrap();
    let repo = base.path().join("project");
    std::fs::create_dir_all(&repo).unwrap();
    super::git(&repo, &["init", "-q"]);
    let place = nub_sandbox::Place { repo_root: repo.clone(), ..Default::default() };
    let policy = nub_sandbox::Policy::build(Mode::WorkspaceWrite, Network::Off, &place, &[], &[]);
    let Ok(sandbox) = nub_sandbox::Sandbox::new(policy) else { return };
    let mut command = std::process::Command::new("bash");
    command.arg("-c").arg("echo ok > inside.txt && echo hook > .git/hooks/x; ls /tmp").current_dir(&repo);
    let pending = sandbox.confine(&mut command).unwrap();
    let child = command.stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped()).spawn().unwrap();
    let _running = pending.started().unwrap();
    let out = child.wait_with_output().unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(std::fs::read_to_string(repo.join("inside.txt")).unwrap(), "ok\n", "{text}");
    assert!(!repo.join(".git/hooks/x").exists(), "{text}");
    // Only the way to the repository is in the private /tmp, nothing else of the real one.
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.lines().collect::<Vec<_>>(), [base.path().file_name().unwrap().to_str().unwrap()], "{text}");
}
