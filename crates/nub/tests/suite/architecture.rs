//! The crate graph of CONCEPT §2.1 as a test: dependencies only point down,
//! and no core crate may print.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// Each workspace crate and the workspace crates it may depend on.
const ALLOWED: &[(&str, &[&str])] = &[
    ("nub-config", &[]),
    // Confinement of model-started processes: knows no other nub crate.
    ("nub-sandbox", &[]),
    ("nub-llm", &["nub-config"]),
    ("nub-session", &["nub-llm", "nub-config"]),
    ("nub-tools", &["nub-sandbox", "nub-llm", "nub-config"]),
    ("nub-mcp", &["nub-sandbox", "nub-tools", "nub-llm", "nub-config"]),
    ("nub-context", &["nub-tools", "nub-llm", "nub-config"]),
    // The loop knows no config files, disk layout of its own, MCP or context
    // assembly: the runtime hands it built parts.
    ("nub-agent", &["nub-llm", "nub-tools", "nub-session"]),
    (
        "nub-runtime",
        &["nub-agent", "nub-llm", "nub-tools", "nub-mcp", "nub-sandbox", "nub-session", "nub-context", "nub-config"],
    ),
    (
        "nub-tui",
        &[
            "nub-runtime",
            "nub-agent",
            "nub-llm",
            "nub-tools",
            "nub-mcp",
            "nub-sandbox",
            "nub-session",
            "nub-context",
            "nub-config",
        ],
    ),
    (
        "nub",
        &[
            "nub-tui",
            "nub-runtime",
            "nub-agent",
            "nub-llm",
            "nub-tools",
            "nub-mcp",
            "nub-sandbox",
            "nub-session",
            "nub-context",
            "nub-config",
        ],
    ),
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

/// A module's path inside its crate (`map::extract`), from its file.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The modules a file names through `crate::a::b` or `super::a` paths,
/// resolved to the longest module that exists. Test modules are left out.
fn uses(module: &[String], text: &str, modules: &[Vec<String>]) -> Vec<Vec<String>> {
    let code = text.split("#[cfg(test)]").next().unwrap_or_default();
    // Doc links and comments name modules without importing them.
    let code: String = code.lines().filter(|line| !line.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
    let mut found = Vec::new();
    let words: Vec<&str> = code.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).collect();
    for word in words {
        let mut segments: Vec<&str> = word.split("::").filter(|s| !s.is_empty()).collect();
        let mut base: Vec<String> = match segments.first() {
            Some(&"crate") => Vec::new(),
            Some(&"super") => module.to_vec(),
            _ => continue,
        };
        while segments.first() == Some(&"super") {
            base.pop();
            segments.remove(0);
        }
        if segments.first() == Some(&"crate") {
            segments.remove(0);
        }
        let mut best = None;
        let mut path = base.clone();
        for segment in segments {
            path.push(segment.to_owned());
            if modules.contains(&path) {
                best = Some(path.clone());
            }
        }
        if let Some(target) = best {
            found.push(target);
        }
    }
    found
}

#[test]
fn no_module_imports_another_in_a_circle() {
    let metadata = workspace_metadata();
    let mut circles = Vec::new();
    for package in metadata["packages"].as_array().unwrap() {
        let manifest = Path::new(package["manifest_path"].as_str().unwrap());
        let src = manifest.parent().unwrap().join("src");
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        let modules: Vec<Vec<String>> = files.iter().map(|f| module_of(&src, f)).collect();
        // Edges between modules where neither contains the other: a module
        // using its parent's items (or declaring its children) is no circle.
        let mut edges: BTreeMap<Vec<String>, Vec<Vec<String>>> = BTreeMap::new();
        for (file, module) in files.iter().zip(&modules) {
            let text = std::fs::read_to_string(file).unwrap();
            for target in uses(module, &text, &modules) {
                let nested = target.starts_with(module) || module.starts_with(&target);
                if !nested {
                    edges.entry(module.clone()).or_default().push(target);
                }
            }
        }
        for (from, targets) in &edges {
            for to in targets {
                // A path back from `to` to `from` closes a circle.
                let mut stack = vec![to.clone()];
                let mut seen = vec![to.clone()];
                while let Some(at) = stack.pop() {
                    if &at == from {
                        circles.push(format!("{}: {} <-> {}", package["name"], from.join("::"), to.join("::")));
                        break;
                    }
                    for next in edges.get(&at).into_iter().flatten() {
                        if !seen.contains(next) {
                            seen.push(next.clone());
                            stack.push(next.clone());
                        }
                    }
                }
            }
        }
    }
    circles.sort();
    circles.dedup();
    assert!(circles.is_empty(), "module import circles:\n{}", circles.join("\n"));
}
