//! Attack cases against the tools (issue 11): nub's own files, secrets in
//! the environment, FIFOs, symlinked walks, huge arguments, binary floods.
//! Each case is listed in `docs/security.md`.

use std::sync::Arc;
use std::time::Duration;

use nub_tools::{Policy, ToolView};
use serde_json::json;

use super::{Repo, err, ok, run};

#[tokio::test]
async fn nubs_own_configuration_and_sessions_cannot_be_written() {
    let repo = Repo::new();
    repo.file(".nub/config.toml", "version = 1\n");
    repo.file(".nub/SYSTEM.md", "be careful\n");
    repo.file(".nub/sessions/01ABC.jsonl", "{\"v\":1}\n");
    let mut env = repo.env();
    // A built-in: an empty deny_paths does not lift it.
    env.policy = Arc::new(Policy { deny_paths: Vec::new(), ..Policy::default() });
    let cases = [
        json!({"path": ".nub/config.toml", "content": "[[endpoint]]\nname = \"openai\"\n"}),
        json!({"path": "./.nub/../.nub/SYSTEM.md", "content": "obey the repository"}),
        json!({"path": ".nub/sessions/01ABC.jsonl", "content": ""}),
        json!({"path": ".nub/sessions/new.jsonl", "content": ""}),
        json!({"path": ".NUB/Config.toml", "content": ""}),
    ];
    for input in cases {
        let message = err("write", input.clone(), &env).await;
        assert!(
            message.contains("nub's own configuration and sessions cannot be changed by the model"),
            "{input}: {message}"
        );
    }
    let message = err("edit", json!({"path": ".nub/config.toml", "old_string": "1", "new_string": "2"}), &env).await;
    assert!(message.contains("cannot be changed by the model"), "{message}");
    // Through a symlink the real path counts.
    repo.symlink(repo.root.join(".nub/config.toml"), "innocent.toml");
    let message = err("write", json!({"path": "innocent.toml", "content": "x"}), &env).await;
    assert!(message.contains("cannot be changed by the model"), "{message}");
    assert_eq!(repo.read(".nub/config.toml"), "version = 1\n");
    assert_eq!(repo.read(".nub/SYSTEM.md"), "be careful\n");
    assert!(!repo.root.join(".nub/sessions/new.jsonl").exists());
    // Other files under .nub stay writable (skills, for instance).
    ok("write", json!({"path": ".nub/skills/a/SKILL.md", "content": "x"}), &env).await;
}

#[tokio::test]
async fn sessions_are_not_readable_by_tools_but_the_configuration_is() {
    let repo = Repo::new();
    repo.file(".nub/config.toml", "version = 1\n");
    repo.file(".nub/sessions/01ABC.jsonl", "{\"v\":1,\"text\":\"OPENAI_API_KEY=sk-secret\"}\n");
    let env = repo.env();
    ok("read", json!({"path": ".nub/config.toml"}), &env).await;
    let message = err("read", json!({"path": ".nub/sessions/01ABC.jsonl"}), &env).await;
    assert!(message.contains("sessions are not readable"), "{message}");
    let listed = ok("glob", json!({"pattern": ".nub/**"}), &env).await;
    assert_eq!(listed.for_model, ".nub/config.toml");
    let found = ok("grep", json!({"pattern": "sk-secret", "glob": ".nub/**"}), &env).await;
    assert_eq!(found.for_model, "no matches for \"sk-secret\"");
    assert!(err("grep", json!({"pattern": "x", "path": ".nub/sessions"}), &env).await.contains("not readable"));
}

#[tokio::test]
async fn checkpoints_are_neither_readable_nor_writable_by_tools() {
    let repo = Repo::new();
    repo.file(".nub/checkpoints/objects/ab/cdef", "\0OPENAI_API_KEY=sk-secret");
    repo.file(".nub/checkpoints/index", "x");
    let env = repo.env();
    let message = err("read", json!({"path": ".nub/checkpoints/objects/ab/cdef"}), &env).await;
    assert!(message.contains("checkpoints are not readable"), "{message}");
    let found = ok("grep", json!({"pattern": "sk-secret", "glob": ".nub/**"}), &env).await;
    assert_eq!(found.for_model, "no matches for \"sk-secret\"");
    let listed = ok("glob", json!({"pattern": ".nub/**"}), &env).await;
    assert!(!listed.for_model.contains("checkpoints"), "{}", listed.for_model);
    let message = err("write", json!({"path": ".nub/checkpoints/index", "content": "mine"}), &env).await;
    assert!(message.contains("cannot be changed by the model"), "{message}");
    assert_eq!(repo.read(".nub/checkpoints/index"), "x");
}

#[tokio::test]
async fn secret_env_is_removed_from_bash() {
    let repo = Repo::new();
    let mut env = repo.env();
    // HOME is set for any test run; the precondition keeps the test honest.
    let visible = ok("bash", json!({"command": "echo ${HOME:-unset}"}), &env).await;
    assert!(!visible.for_model.starts_with("unset"), "{}", visible.for_model);
    env.policy = Arc::new(Policy { secret_env: vec!["HOME".into()], ..Policy::default() });
    let hidden = ok("bash", json!({"command": "echo ${HOME:-unset}"}), &env).await;
    assert_eq!(hidden.for_model, "unset\n[exit code 0]");
}

#[tokio::test]
async fn deny_bash_sees_a_command_after_a_line_break() {
    let repo = Repo::new();
    let mut env = repo.env();
    env.policy = Arc::new(Policy { deny_bash: vec!["echo forbidden".into()], ..Policy::default() });
    let message = err("bash", json!({"command": "true\necho forbidden"}), &env).await;
    assert!(message.contains("deny_bash pattern \"echo forbidden\""), "{message}");
}

/// The shell forms the fuzz target `deny_bash` generates, each checked here
/// against bash itself: bash really runs the listed command in every one of
/// them (a stub on `PATH` records the call), and `check_bash` refuses each.
#[test]
fn deny_bash_refuses_a_listed_command_wherever_bash_would_run_it() {
    let repo = Repo::new();
    let log = repo.root.join("ran.log");
    let stub = repo.file("bin/forbidden", format!("#!/bin/sh\necho \"$*\" >> '{}'\n", log.display()));
    std::fs::set_permissions(&stub, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let path = format!("{}:{}", repo.root.join("bin").display(), std::env::var("PATH").unwrap_or_default());
    let policy = Policy { deny_bash: vec!["forbidden arg".into()], ..Policy::default() };
    let forms = [
        "(forbidden arg)",
        "{ forbidden arg; }",
        "true&&forbidden arg",
        "false || forbidden  arg",
        "true |& forbidden arg",
        "if true; then forbidden arg; fi",
        "if false; then :; else forbidden arg; fi",
        "until forbidden arg; do :; done",
        "for i in a; do forbidden arg; done",
        "case x in x) forbidden arg;; esac",
        "case x in\n(x) forbidden arg\n;;\nesac",
        "! forbidden arg",
        "time -p forbidden arg",
        "A=1 LC_ALL=C forbidden arg",
        "forbidden >/dev/null arg 2>&1",
        "2>/dev/null forbidden arg",
        "forbidden arg &>/dev/null <<<w",
        "echo $(forbidden arg)",
        "echo `forbidden arg`",
        "cat <(forbidden arg)",
        "forbidden arg # and a comment",
        "true # comment\nforbidden arg",
        "coproc forbidden arg; wait",
        "forbid\\\nden arg",
        "forbidden \\\narg",
        "true; forb\\\nidden a\\\nrg",
        "sh -c 'forbidden arg'",
        "bash -c \"true && forbidden arg\"",
        "eval 'forbidden arg'",
    ];
    for form in forms {
        let _ = std::fs::remove_file(&log);
        let status = std::process::Command::new("bash")
            .arg("-c")
            .arg(form)
            .env("PATH", &path)
            .current_dir(&repo.root)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .unwrap();
        let ran = std::fs::read_to_string(&log).unwrap_or_default();
        assert_eq!(ran, "arg\n", "bash did not run the command once in {form:?} ({status})");
        assert!(policy.check_bash(form).is_err(), "deny_bash let {form:?} through");
    }
    // Honest limits, documented on `Policy`: quoting and programs that run
    // their arguments are not seen through (a quoted script of `sh -c` or
    // `eval` is).
    for passes in ["'forbidden' arg", "env forbidden arg", "sh -c forbidden\\ arg"] {
        assert!(policy.check_bash(passes).is_ok(), "{passes:?}");
    }
}

#[tokio::test]
async fn read_refuses_a_fifo_without_opening_it() {
    let repo = Repo::new();
    let fifo = repo.root.join("pipe");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let env = repo.env();
    let result = tokio::time::timeout(Duration::from_secs(5), run("read", json!({"path": "pipe"}), &env)).await;
    let Ok(result) = result else {
        // Release the blocked reader so the runtime can shut down, then fail.
        let _ = std::fs::OpenOptions::new().write(true).open(&fifo);
        panic!("read blocked on a FIFO");
    };
    assert!(result.is_error);
    assert!(result.for_model.contains("named pipe"), "{}", result.for_model);
}

#[tokio::test]
async fn glob_does_not_walk_through_a_symlinked_directory() {
    let repo = Repo::new();
    let outside = Repo::new();
    outside.file("secret-name.txt", "");
    repo.file("a.txt", "");
    repo.symlink(&outside.root, "out");
    let env = repo.env();
    let message = err("glob", json!({"pattern": "out/*"}), &env).await;
    assert!(message.contains("outside the repository"), "{message}");
    assert!(!message.contains("secret-name"), "{message}");
    let message = err("glob", json!({"pattern": "out/**/*.txt"}), &env).await;
    assert!(message.contains("outside the repository"), "{message}");
    assert_eq!(ok("glob", json!({"pattern": "**/*"}), &env).await.for_model, "a.txt");
}

#[tokio::test]
async fn huge_patterns_are_refused_cleanly() {
    let repo = Repo::new();
    repo.file("a.txt", "x");
    let env = repo.env();
    let huge = "{a,b}*".repeat(200_000);
    let message = err("glob", json!({"pattern": huge}), &env).await;
    assert!(message.contains("the limit is 1000"), "{}", &message[..message.len().min(300)]);
    assert!(message.len() < 300, "{} bytes", message.len());
    let message = err("grep", json!({"pattern": "x", "glob": huge}), &env).await;
    assert!(message.contains("the limit is 1000"), "{}", &message[..message.len().min(300)]);
    assert!(message.len() < 300, "{} bytes", message.len());
}

#[tokio::test]
async fn a_ten_megabyte_argument_is_not_echoed() {
    let repo = Repo::new();
    repo.file("a.txt", "x\n");
    let env = repo.env();
    let huge = "a".repeat(10 << 20);
    let inputs = [
        ("read", json!({"path": huge})),
        ("write", json!({"path": huge, "content": "x"})),
        ("edit", json!({"path": huge, "old_string": "x", "new_string": "y"})),
        ("read", json!({"path": format!("../{huge}")})),
        ("read", json!({"path": "a.txt", "offset": huge})),
        ("grep", json!({"pattern": format!("({huge}")})),
        ("grep", json!({"pattern": format!("({}", &huge[..5000])})),
        ("glob", json!({"pattern": format!("[{}", &huge[..900])})),
    ];
    for (tool, input) in inputs {
        let message = err(tool, input, &env).await;
        assert!(message.len() < 1500, "{tool}: a {} byte message: {}…", message.len(), &message[..300]);
    }
}

#[tokio::test]
async fn binary_bash_output_is_summarised() {
    let repo = Repo::new();
    let env = repo.env();
    let result = ok("bash", json!({"command": "head -c 200000 /dev/urandom"}), &env).await;
    assert_eq!(result.for_model, "[binary output, 200000 bytes]\n[exit code 0]");
    let ToolView::Bash { output, .. } = &result.view else { panic!("not a bash view") };
    assert_eq!(output, "[binary output, 200000 bytes]");
}
