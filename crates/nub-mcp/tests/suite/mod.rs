mod http;
mod interop;
mod stdio;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use nub_mcp::{ServerSpec, Transport};

/// The test server binary: `cargo test` builds the examples next to `deps/`.
pub fn test_server() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().unwrap().parent().unwrap();
    let path = dir.join("examples").join(format!("mcp-test-server{}", std::env::consts::EXE_SUFFIX));
    assert!(path.exists(), "{} is missing: run the tests with cargo test", path.display());
    path
}

pub fn stdio(name: &str, args: &[&str]) -> ServerSpec {
    ServerSpec {
        name: name.into(),
        transport: Transport::Stdio {
            command: test_server().display().to_string(),
            args: args.iter().map(|a| a.to_string()).collect(),
            env: BTreeMap::new(),
            cwd: None,
        },
        allow: None,
        timeout: Duration::from_secs(5),
        hidden_env: Vec::new(),
        sandbox: None,
        leaves_sandbox: false,
    }
}
