//! What the `bash` tool costs on top of the command it runs.
//!
//!     cargo bench -p nub-tools --bench bash
//!
//! `tool_*` run a command through the tool (its own process group, merged
//! output pipe, the clean-up that leaves no process of the group behind);
//! `spawn_*` run the same `bash -c` with `std::process::Command::output`,
//! the least any caller pays. The difference of the medians is the tool's
//! overhead per call; issue 17 asks for at most 5 ms.

use std::process::{Command, Stdio};

use divan::Bencher;
use nub_tools::{ToolEnv, ToolRegistry};
use serde_json::json;

fn main() {
    divan::main();
}

/// A small directory for `ls`, and a runtime shaped like nub's own.
fn setup() -> (tempfile::TempDir, tokio::runtime::Runtime) {
    let dir = tempfile::tempdir().expect("temp dir");
    for name in ["a.txt", "b.rs", "c.md"] {
        std::fs::write(dir.path().join(name), "x\n").expect("file");
    }
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    (dir, runtime)
}

fn tool(bencher: Bencher, command: &str) {
    let (dir, runtime) = setup();
    let registry = ToolRegistry::builtin();
    let env = ToolEnv::new(dir.path(), dir.path());
    bencher.bench_local(|| {
        let result = runtime.block_on(registry.run("bash", json!({ "command": command }), &env));
        assert!(!result.is_error, "{}", result.for_model);
    });
}

fn spawn(bencher: Bencher, command: &str) {
    let (dir, _runtime) = setup();
    bencher.bench_local(|| {
        let output = Command::new("bash")
            .arg("-c")
            .arg(command)
            .current_dir(dir.path())
            .stdin(Stdio::null())
            .output()
            .expect("bash runs");
        assert!(output.status.success());
    });
}

#[divan::bench(sample_count = 200)]
fn tool_true(bencher: Bencher) {
    tool(bencher, "true");
}

#[divan::bench(sample_count = 200)]
fn spawn_true(bencher: Bencher) {
    spawn(bencher, "true");
}

#[divan::bench(sample_count = 200)]
fn tool_ls(bencher: Bencher) {
    tool(bencher, "ls");
}

#[divan::bench(sample_count = 200)]
fn spawn_ls(bencher: Bencher) {
    spawn(bencher, "ls");
}

/// A command that leaves a process running in its group: the tool must
/// stop it before returning (`spawn` would not wait for it at all).
#[divan::bench(sample_count = 50)]
fn tool_background_child(bencher: Bencher) {
    tool(bencher, "sleep 5 >/dev/null 2>&1 & echo started");
}

/// A background process that needs 5 ms to stop on SIGTERM (a server
/// shutting down; the 100 ms give it time to set its trap): after the
/// shell exits, the tool looks again and again until the group is empty,
/// and how often it looks decides how long it waits past the child's end.
#[divan::bench(sample_count = 50)]
fn tool_background_child_stopping_in_5ms(bencher: Bencher) {
    tool(bencher, "sh -c 'trap \"sleep 0.005; exit\" TERM; sleep 5 & wait' >/dev/null 2>&1 & sleep 0.1; echo started");
}
