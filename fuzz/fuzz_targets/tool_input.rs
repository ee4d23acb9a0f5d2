//! Arbitrary JSON (or, when the bytes are no JSON, a string: the
//! double-encoded input small models send) as the input of every built-in
//! tool, run for real in an empty repository whose policy denies every path
//! and every command, with the turn already cancelled: no tool panics, no
//! file is created or changed whatever the input says, and `bash` never
//! runs.
#![no_main]

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use libfuzzer_sys::fuzz_target;
use nub_tools::{Policy, ToolEnv, ToolRegistry};
use serde_json::Value;

struct Sandbox {
    repo: PathBuf,
    runtime: tokio::runtime::Runtime,
    registry: ToolRegistry,
}

fn sandbox() -> &'static Sandbox {
    static SANDBOX: OnceLock<Sandbox> = OnceLock::new();
    SANDBOX.get_or_init(|| {
        let base =
            if std::path::Path::new("/dev/shm").is_dir() { PathBuf::from("/dev/shm") } else { std::env::temp_dir() };
        let repo = base.join(format!("nub-fuzz-tools-{}", std::process::id()));
        std::fs::create_dir_all(&repo).expect("the sandbox can be made");
        let repo = std::fs::canonicalize(repo).expect("the sandbox resolves");
        let runtime = tokio::runtime::Builder::new_current_thread().build().expect("a runtime");
        Sandbox { repo, runtime, registry: ToolRegistry::builtin() }
    })
}

fuzz_target!(|data: &[u8]| {
    let input: Value =
        serde_json::from_slice(data).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(data).into_owned()));
    let sandbox = sandbox();
    let mut env = ToolEnv::new(&sandbox.repo, &sandbox.repo);
    env.policy = Arc::new(Policy { deny_paths: vec!["**".into()], deny_bash: vec!["*".into()], ..Policy::default() });
    env.cancel.cancel();
    for name in sandbox.registry.names() {
        let result = sandbox.runtime.block_on(sandbox.registry.run(name, input.clone(), &env));
        // A panic aborts already (libfuzzer-sys's panic hook runs before the
        // registry's catch_unwind); this catches the message should the hook
        // ever change. The input may be echoed, so only the start counts.
        assert!(
            !result.for_model.starts_with(&format!("tool {name} failed internally"))
                && !result.for_model.starts_with("the tool failed internally"),
            "{name}: {}",
            result.for_model
        );
        if name == "bash" {
            assert!(result.is_error && !result.for_model.contains("[exit code"), "bash ran: {}", result.for_model);
        }
    }
    let left: Vec<_> =
        std::fs::read_dir(&sandbox.repo).expect("the sandbox is readable").flatten().map(|e| e.path()).collect();
    assert!(left.is_empty(), "a tool wrote {left:?} for input {input}");
});
