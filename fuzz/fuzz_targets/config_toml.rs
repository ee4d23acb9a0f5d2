//! A project's `.nub/config.toml` as arbitrary text, laid over a user's
//! configuration. Trusted, it may say anything: no panic while parsing,
//! merging, resolving the endpoint and listing the values. Untrusted
//! (`trust::restrict`), it must not loosen anything: the endpoints, MCP
//! servers, profiles and key pass-through stay the user's; no permission
//! gets looser, no deny rule is lost, limits only shrink; context files and
//! skill paths stay inside the repository.
#![no_main]

use std::path::{Component, Path, PathBuf};

use libfuzzer_sys::fuzz_target;
use nub_config::{Config, FlagOverrides};

const USER: &str = r#"
[model]
default = "qwen"
endpoint = "local"
[[endpoint]]
name = "local"
base_url = "http://127.0.0.1:8080/v1"
api_key = "env:LOCAL_KEY"
[permissions]
bash = "ask"
write = "deny"
deny_bash = ["curl*"]
[limits]
max_turns = 30
max_tool_time = 60
"#;

fn rank(level: &str) -> u8 {
    match level {
        "deny" => 2,
        "ask" => 1,
        _ => 0,
    }
}

/// Whether `name`, joined to a repository root as a file name from the
/// configuration is, stays below it (lexically; `~/` is a home path).
fn inside(name: &str) -> bool {
    let root = Path::new("/repo");
    if name.starts_with("~/") {
        return false;
    }
    let mut path = PathBuf::new();
    for component in root.join(name).components() {
        match component {
            Component::ParentDir => {
                path.pop();
            }
            Component::CurDir => {}
            other => path.push(other),
        }
    }
    path.starts_with(root)
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let no_env = |_: &str| None;
    let user_path = Path::new("/home/user/.config/nub/config.toml");
    let mut base = Config::defaults(Some(PathBuf::from("/home/user")));
    let user = nub_config::file::parse(user_path, USER).expect("the user layer parses");
    base.apply(user, user_path).expect("the user layer applies");

    let path = Path::new("/repo/.nub/config.toml");
    let Ok(layer) = nub_config::file::parse(path, text) else { return };

    let mut trusted = base.clone();
    if trusted.apply(layer.clone(), path).is_ok() {
        let _ = trusted.entries(&no_env);
        let _ = trusted.secret_variables();
        let _ = trusted.resolve_endpoint(&no_env, &FlagOverrides::default());
    }

    let (kept, _ignored) = nub_config::trust::restrict(layer, &base);
    let mut config = base.clone();
    if config.apply(kept, path).is_err() {
        return;
    }
    let _ = config.entries(&no_env);
    let _ = config.resolve_endpoint(&no_env, &FlagOverrides::default());
    assert_eq!(config.endpoints, base.endpoints, "an untrusted project changed an endpoint");
    assert_eq!(config.mcp, base.mcp, "an untrusted project added an MCP server");
    assert_eq!(config.profiles, base.profiles, "an untrusted project changed profiles");
    assert_eq!(config.env_passthrough, base.env_passthrough, "an untrusted project passed keys to tools");
    assert_eq!(config.secret_variables(), base.secret_variables(), "the secret variables changed");
    for rule in &base.deny_paths.value {
        assert!(config.deny_paths.value.contains(rule), "deny_paths rule {rule:?} was lost");
    }
    for rule in &base.deny_bash.value {
        assert!(config.deny_bash.value.contains(rule), "deny_bash rule {rule:?} was lost");
    }
    for (tool, level) in &base.permissions {
        let now = config.permissions.get(tool).map_or("auto", |l| l.value.as_str());
        assert!(rank(now) >= rank(&level.value), "permission of {tool} loosened to {now:?}");
    }
    for (tool, level) in &config.permissions {
        assert!(matches!(level.value.as_str(), "auto" | "ask" | "deny"), "{tool} = {:?}", level.value);
    }
    assert!(config.max_turns.value <= base.max_turns.value, "max_turns grew");
    assert!(config.max_tool_time.value <= base.max_tool_time.value, "max_tool_time grew");
    if config.context_files != base.context_files {
        for name in &config.context_files.value {
            assert!(inside(name), "context file {name:?} is outside the repository");
        }
    }
    if config.skill_paths != base.skill_paths {
        for name in &config.skill_paths.value {
            assert!(inside(name), "skill path {name:?} is outside the repository");
        }
    }
});
