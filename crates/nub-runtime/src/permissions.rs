//! Tool permissions (D-11) from the config files, then `NUB_PERMISSIONS`,
//! then `--allow` / `--deny` — every tool name checked against the tools
//! the session really has (built-ins, `read_skill`, MCP tools), so a typo
//! is an error instead of a rule that never matches.

use nub_tools::{Permission, Policy};

use crate::error::StartError;
use crate::sandbox::SandboxState;
use crate::workspace::Workspace;

/// The permission flags of a run.
#[derive(Debug, Clone, Default)]
pub struct Permissions {
    pub allow: Vec<String>,
    pub deny: Vec<String>,
}

/// The names a permission may use.
pub(crate) struct KnownTools<'a> {
    /// Every tool of the session before denied ones are taken out.
    pub names: Vec<String>,
    /// Configured MCP servers: `server__anything` is accepted for them even
    /// when the server did not connect this time.
    pub servers: &'a [String],
}

impl KnownTools<'_> {
    fn check(&self, tool: &str, origin: &str) -> Result<String, StartError> {
        let known = self.names.iter().any(|n| n == tool)
            // read_skill exists whenever skills do; denying it ahead is fine.
            || tool == "read_skill"
            // A built-in a small model is not offered (`[context] lean`) is still one.
            || nub_tools::ToolRegistry::builtin().names().contains(&tool)
            || self.servers.iter().any(|s| tool.strip_prefix(s.as_str()).is_some_and(|rest| rest.starts_with("__")));
        if known {
            return Ok(tool.to_owned());
        }
        let hint =
            nub_config::file::suggest(tool, &self.names).map(|s| format!(" (did you mean {s:?}?)")).unwrap_or_default();
        Err(StartError::Usage(format!(
            "{origin}: there is no tool {tool:?}{hint}; the tools are {}",
            self.names.join(", ")
        )))
    }
}

/// `interactive`: someone can answer questions, so MCP tools ask unless a
/// setting says otherwise (D-11), and so does `bash` when no sandbox
/// confines it; file tools stay `auto`, the path guard keeps them inside
/// the repository. A sandbox that should work but does not makes `bash`
/// ask everywhere (print mode then refuses to start) unless a setting or
/// flag allows it explicitly: never a silent downgrade.
pub(crate) fn policy(
    ws: &Workspace,
    flags: &Permissions,
    known: &KnownTools<'_>,
    interactive: bool,
    sandbox: &SandboxState,
) -> Result<Policy, StartError> {
    let config = &ws.config;
    let mut policy = Policy {
        deny_paths: config.deny_paths.value.clone(),
        deny_bash: config.deny_bash.value.clone(),
        ..Policy::default()
    };
    let confined = matches!(sandbox, SandboxState::Working(_));
    let unavailable = matches!(sandbox, SandboxState::Unavailable { .. });
    for name in &known.names {
        let is_mcp = known.servers.iter().any(|s| name.strip_prefix(s.as_str()).is_some_and(|r| r.starts_with("__")));
        let asks = if name == "bash" { unavailable || (interactive && !confined) } else { interactive && is_mcp };
        if asks {
            policy.tools.insert(name.clone(), Permission::Ask);
        }
    }
    for (tool, level) in &config.permissions {
        let origin = level.origin.to_string();
        let level = level_of(&level.value).ok_or_else(|| {
            StartError::Usage(format!("{origin}: [permissions] {tool} = {:?} is not auto, ask or deny", level.value))
        })?;
        policy.tools.insert(known.check(tool, &format!("{origin}: [permissions]"))?, level);
    }
    if let Some(spec) = ws.env.get("NUB_PERMISSIONS") {
        for entry in spec.split(',').map(str::trim).filter(|e| !e.is_empty()) {
            let (tool, level) = entry.split_once('=').ok_or_else(|| {
                StartError::Usage(format!("NUB_PERMISSIONS: {entry:?} is not TOOL=LEVEL (for example bash=ask)"))
            })?;
            let level = level_of(level.trim()).ok_or_else(|| {
                StartError::Usage(format!("NUB_PERMISSIONS: {:?} for {tool} is not auto, ask or deny", level.trim()))
            })?;
            policy.tools.insert(known.check(tool.trim(), "NUB_PERMISSIONS")?, level);
        }
    }
    for tool in &flags.allow {
        policy.tools.insert(known.check(tool, "--allow")?, Permission::Auto);
    }
    for tool in &flags.deny {
        policy.tools.insert(known.check(tool, "--deny")?, Permission::Deny);
    }
    Ok(policy)
}

fn level_of(text: &str) -> Option<Permission> {
    text.parse().ok()
}

/// Where nobody can answer a question (print mode), a tool set to `ask` is
/// refused before any work starts.
pub(crate) fn refuse_asking(policy: &Policy, tools: &[String], sandbox: &SandboxState) -> Result<(), StartError> {
    let asking: Vec<&str> =
        tools.iter().map(String::as_str).filter(|tool| policy.permission(tool) == Permission::Ask).collect();
    if asking.is_empty() {
        return Ok(());
    }
    if let (SandboxState::Unavailable { reason }, true) = (sandbox, asking.contains(&"bash")) {
        return Err(StartError::Usage(format!(
            "sandbox unavailable: {reason}; print mode cannot ask before each unconfined bash command: pass --sandbox off (or [sandbox] mode = \"off\") to run bash without the sandbox, --allow bash to run it unconfined anyway, or --deny bash"
        )));
    }
    Err(StartError::Usage(format!(
        "print mode cannot ask for permission, but {} {} set to ask; allow with --allow {} or refuse with --deny",
        asking.join(", "),
        if asking.len() == 1 { "is" } else { "are" },
        asking.join(",")
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::Env;

    fn workspace(env: &[(&str, &str)]) -> Workspace {
        let repo = tempfile::tempdir().unwrap();
        let home = tempfile::tempdir().unwrap();
        let mut pairs = vec![("HOME", home.path().to_str().unwrap())];
        pairs.extend_from_slice(env);
        Workspace::at(repo.path().to_path_buf(), Env::from_pairs(pairs)).unwrap()
    }

    fn off() -> SandboxState {
        SandboxState::Off { by: "test".into() }
    }

    fn known(servers: &[String]) -> KnownTools<'_> {
        let names = ["read", "write", "edit", "bash", "glob", "grep", "todo", "docs__search"];
        KnownTools { names: names.map(String::from).to_vec(), servers }
    }

    #[test]
    fn flags_override_the_environment() {
        let ws = workspace(&[("NUB_PERMISSIONS", "bash=ask, write=deny")]);
        let flags = Permissions { allow: vec!["bash".into()], deny: vec!["grep".into()] };
        let policy = policy(&ws, &flags, &known(&[]), false, &off()).unwrap();
        assert_eq!(policy.permission("bash"), Permission::Auto);
        assert_eq!(policy.permission("write"), Permission::Deny);
        assert_eq!(policy.permission("grep"), Permission::Deny);
        assert_eq!(policy.permission("read"), Permission::Auto);
    }

    #[test]
    fn names_are_checked_against_the_real_tools() {
        let ws = workspace(&[]);
        let servers = vec!["github".to_owned()];
        let deny = |names: &[&str]| Permissions {
            deny: names.iter().map(|n| (*n).to_owned()).collect(),
            ..Default::default()
        };
        for good in ["read_skill", "docs__search", "github__create_issue"] {
            assert!(policy(&ws, &deny(&[good]), &known(&servers), false, &off()).is_ok(), "{good}");
        }
        let error = policy(&ws, &deny(&["bsah"]), &known(&servers), false, &off()).unwrap_err().to_string();
        assert!(error.contains("did you mean \"bash\"") && error.contains("docs__search"), "{error}");
        assert!(policy(&ws, &deny(&["gitlab__x"]), &known(&servers), false, &off()).is_err());
    }

    #[test]
    fn interactive_runs_ask_before_bash_and_mcp_tools_unless_told_otherwise() {
        let ws = workspace(&[]);
        let servers = vec!["docs".to_owned()];
        let asked = policy(&ws, &Permissions::default(), &known(&servers), true, &off()).unwrap();
        assert_eq!(asked.permission("bash"), Permission::Ask);
        assert_eq!(asked.permission("docs__search"), Permission::Ask);
        assert_eq!(asked.permission("write"), Permission::Auto);
        let allowed = Permissions { allow: vec!["bash".into()], ..Permissions::default() };
        assert_eq!(policy(&ws, &allowed, &known(&servers), true, &off()).unwrap().permission("bash"), Permission::Auto);
    }

    #[test]
    fn a_working_sandbox_runs_bash_without_asking_and_a_broken_one_asks_everywhere() {
        let ws = workspace(&[]);
        let confined = crate::sandbox::build(&ws.config, &ws.env, &ws.repo_root).unwrap();
        if let SandboxState::Working(_) = confined {
            let interactive = policy(&ws, &Permissions::default(), &known(&[]), true, &confined).unwrap();
            assert_eq!(interactive.permission("bash"), Permission::Auto);
        }
        let broken = SandboxState::Unavailable { reason: "no Landlock".into() };
        for interactive in [true, false] {
            let asked = policy(&ws, &Permissions::default(), &known(&[]), interactive, &broken).unwrap();
            assert_eq!(asked.permission("bash"), Permission::Ask, "interactive {interactive}");
        }
        let refused = refuse_asking(
            &policy(&ws, &Permissions::default(), &known(&[]), false, &broken).unwrap(),
            &known(&[]).names,
            &broken,
        )
        .unwrap_err()
        .to_string();
        assert!(refused.contains("sandbox unavailable: no Landlock") && refused.contains("--sandbox off"), "{refused}");
        let allowed = Permissions { allow: vec!["bash".into()], ..Permissions::default() };
        assert_eq!(policy(&ws, &allowed, &known(&[]), false, &broken).unwrap().permission("bash"), Permission::Auto);
        let ws = workspace(&[("NUB_SANDBOX", "sideways")]);
        assert!(
            crate::sandbox::build(&ws.config, &ws.env, &ws.repo_root)
                .unwrap_err()
                .contains("workspace-write, read-only or off")
        );
    }

    #[test]
    fn asking_and_mistakes_are_usage_errors() {
        let ws = workspace(&[("NUB_PERMISSIONS", "bash=ask")]);
        let asking = policy(&ws, &Permissions::default(), &known(&[]), false, &off()).unwrap();
        let names: Vec<String> = known(&[]).names;
        let refused = refuse_asking(&asking, &names, &off()).unwrap_err().to_string();
        assert!(refused.contains("--allow bash"), "{refused}");
        for (spec, expected) in [("bash", "TOOL=LEVEL"), ("bash=maybe", "auto, ask or deny")] {
            let ws = workspace(&[("NUB_PERMISSIONS", spec)]);
            let error = policy(&ws, &Permissions::default(), &known(&[]), false, &off()).unwrap_err();
            assert!(error.is_config() && error.to_string().contains(expected), "{error}");
        }
    }
}
