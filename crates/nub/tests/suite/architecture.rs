//! The crate graph of CONCEPT §2.1 as a test: dependencies only point down,
//! and no core crate may print.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// Each workspace crate and the workspace crates it may depend on.
const ALLOWED: &[(&str, &[&str])] = &[
    ("nub-config", &[]),
    ("nub-llm", &["nub-config"]),
    ("nub-session", &["nub-llm", "nub-config"]),
    ("nub-tools", &["nub-llm", "nub-config"]),
    ("nub-mcp", &["nub-tools", "nub-llm", "nub-config"]),
    ("nub-context", &["nub-tools", "nub-llm", "nub-config"]),
    ("nub-agent", &["nub-llm", "nub-tools", "nub-mcp", "nub-session", "nub-context", "nub-config"]),
    ("nub-tui", &["nub-agent", "nub-llm", "nub-tools", "nub-mcp", "nub-session", "nub-context", "nub-config"]),
    ("nub", &["nub-tui", "nub-agent", "nub-llm", "nub-tools", "nub-mcp", "nub-session", "nub-context", "nub-config"]),
    ("nub-testkit", &[]),
];

/// Crates whose output is the terminal; every other one denies printing.
const MAY_PRINT: &[&str] = &["nub-tui"];

fn workspace_metadata() -> Value {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let output = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(output.status.success(), "cargo metadata failed: {}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn dependencies_point_only_down_the_crate_graph() {
    let metadata = workspace_metadata();
    let allowed: BTreeMap<&str, &[&str]> = ALLOWED.iter().copied().collect();
    let members: Vec<&str> =
        metadata["packages"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    let mut violations = Vec::new();
    for package in metadata["packages"].as_array().unwrap() {
        let name = package["name"].as_str().unwrap();
        let Some(may_use) = allowed.get(name) else {
            violations.push(format!("{name} is not in the crate graph of this test; add it with its allowed edges"));
            continue;
        };
        for dependency in package["dependencies"].as_array().unwrap() {
            let target = dependency["name"].as_str().unwrap();
            if !members.contains(&target) {
                continue;
            }
            let is_dev = dependency["kind"].as_str() == Some("dev");
            if target == "nub-testkit" {
                if !is_dev {
                    violations.push(format!("{name} depends on nub-testkit outside [dev-dependencies]"));
                }
                continue;
            }
            if !may_use.contains(&target) {
                violations.push(format!("{name} -> {target} is not an allowed edge"));
            }
        }
    }
    assert!(violations.is_empty(), "crate graph violations:\n{}", violations.join("\n"));
}

#[test]
fn core_crates_deny_printing() {
    let metadata = workspace_metadata();
    for package in metadata["packages"].as_array().unwrap() {
        let name = package["name"].as_str().unwrap();
        if MAY_PRINT.contains(&name) {
            continue;
        }
        for target in package["targets"].as_array().unwrap() {
            let kinds: Vec<&str> = target["kind"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
            if !kinds.iter().any(|k| *k == "lib" || *k == "bin") {
                continue;
            }
            let root = Path::new(target["src_path"].as_str().unwrap());
            let source = std::fs::read_to_string(root).unwrap();
            assert!(
                source.contains("#![deny(clippy::print_stdout, clippy::print_stderr)]"),
                "{} must carry #![deny(clippy::print_stdout, clippy::print_stderr)]",
                root.display()
            );
        }
    }
}
