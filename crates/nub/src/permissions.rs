//! Tool permissions from `NUB_PERMISSIONS` and `--allow` / `--deny`
//! (CONCEPT D-11). Flags win over the environment; the configuration file
//! will slot in below both.

use nub_tools::{Permission, Policy};

use crate::exit::Failure;

/// The tools nub has built in, for checking names the user types.
const KNOWN: &[&str] = &["read", "write", "edit", "bash", "glob", "grep", "todo"];

/// The permissions of the config files, then `NUB_PERMISSIONS`, then flags.
pub fn policy(
    config: &nub_config::Config,
    env: Option<&str>,
    allow: &[String],
    deny: &[String],
) -> Result<Policy, Failure> {
    let mut policy = Policy {
        deny_paths: config.deny_paths.value.clone(),
        deny_bash: config.deny_bash.value.clone(),
        ..Policy::default()
    };
    for (tool, level) in &config.permissions {
        policy.tools.insert(tool.clone(), level_of(&level.value).unwrap_or(Permission::Auto));
    }
    if let Some(spec) = env {
        for entry in spec.split(',').map(str::trim).filter(|e| !e.is_empty()) {
            let (tool, level) = entry.split_once('=').ok_or_else(|| {
                Failure::config(format!("NUB_PERMISSIONS: {entry:?} is not TOOL=LEVEL (for example bash=ask)"))
            })?;
            let level = level_of(level.trim()).ok_or_else(|| {
                Failure::config(format!("NUB_PERMISSIONS: {:?} for {tool} is not auto, ask or deny", level.trim()))
            })?;
            policy.tools.insert(known(tool.trim(), "NUB_PERMISSIONS")?, level);
        }
    }
    for tool in allow {
        policy.tools.insert(known(tool, "--allow")?, Permission::Auto);
    }
    for tool in deny {
        policy.tools.insert(known(tool, "--deny")?, Permission::Deny);
    }
    Ok(policy)
}

fn level_of(text: &str) -> Option<Permission> {
    match text {
        "auto" => Some(Permission::Auto),
        "ask" => Some(Permission::Ask),
        "deny" => Some(Permission::Deny),
        _ => None,
    }
}

fn known(tool: &str, origin: &str) -> Result<String, Failure> {
    if KNOWN.contains(&tool) {
        return Ok(tool.to_owned());
    }
    Err(Failure::config(format!("{origin}: there is no tool {tool:?}; the tools are {}", KNOWN.join(", "))))
}

/// Print mode cannot ask: a tool set to `ask` is refused before any work starts.
pub fn refuse_asking(policy: &Policy) -> Result<(), Failure> {
    let asking: Vec<&str> =
        policy.tools.iter().filter(|(_, p)| **p == Permission::Ask).map(|(t, _)| t.as_str()).collect();
    if asking.is_empty() {
        return Ok(());
    }
    Err(Failure::config(format!(
        "print mode cannot ask for permission, but {} {} set to ask; allow with --allow {} or refuse with --deny",
        asking.join(", "),
        if asking.len() == 1 { "is" } else { "are" },
        asking.join(",")
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_override_the_environment() {
        let defaults = nub_config::Config::defaults(None);
        let policy = policy(&defaults, Some("bash=ask, write=deny"), &["bash".into()], &["grep".into()]).unwrap();
        assert_eq!(policy.permission("bash"), Permission::Auto);
        assert_eq!(policy.permission("write"), Permission::Deny);
        assert_eq!(policy.permission("grep"), Permission::Deny);
        assert_eq!(policy.permission("read"), Permission::Auto);
        assert!(refuse_asking(&policy).is_ok());
    }

    #[test]
    fn asking_and_mistakes_are_configuration_errors() {
        let defaults = nub_config::Config::defaults(None);
        let asking = policy(&defaults, Some("bash=ask"), &[], &[]).unwrap();
        let refused = refuse_asking(&asking).unwrap_err();
        assert!(refused.message.contains("--allow bash"), "{}", refused.message);
        assert!(policy(&defaults, Some("bash"), &[], &[]).unwrap_err().message.contains("TOOL=LEVEL"));
        assert!(policy(&defaults, Some("bash=maybe"), &[], &[]).unwrap_err().message.contains("auto, ask or deny"));
        assert!(policy(&defaults, None, &["bsh".into()], &[]).unwrap_err().message.contains("the tools are"));
    }
}
