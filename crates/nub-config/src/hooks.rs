//! `[hooks]`: programs run at fixed points of a run (CONCEPT 5.10), from
//! nub's own config files and, with `[hooks] claude = true` in the user's
//! config, from Claude Code's `settings.json` files. A project's hooks are
//! programs a stranger chose: they count only when the project is trusted
//! (`Config::load`).

use std::path::Path;
use std::time::Duration;

use serde::Deserialize;

use crate::error::ConfigError;
use crate::own_files::{self, Scope};
use crate::{Origin, Setting};

/// The events, as nub names them (`[hooks.NAME]`) and as Claude Code does
/// (`hook_event_name`, the keys of its `settings.json`).
pub const HOOK_EVENTS: [(&str, &str); 8] = [
    ("session_start", "SessionStart"),
    ("user_prompt_submit", "UserPromptSubmit"),
    ("pre_tool_use", "PreToolUse"),
    ("post_tool_use", "PostToolUse"),
    ("stop", "Stop"),
    ("pre_compact", "PreCompact"),
    ("notification", "Notification"),
    ("session_end", "SessionEnd"),
];

/// A hook's time unless it sets `timeout`.
pub const DEFAULT_HOOK_TIMEOUT: Duration = Duration::from_secs(60);

/// `[hooks]` in a config file.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HooksSection {
    /// Also read Claude Code's `settings.json` hooks (the user's own config only).
    pub claude: Option<bool>,
    #[serde(default)]
    pub session_start: Vec<HookEntry>,
    #[serde(default)]
    pub user_prompt_submit: Vec<HookEntry>,
    #[serde(default)]
    pub pre_tool_use: Vec<HookEntry>,
    #[serde(default)]
    pub post_tool_use: Vec<HookEntry>,
    #[serde(default)]
    pub stop: Vec<HookEntry>,
    #[serde(default)]
    pub pre_compact: Vec<HookEntry>,
    #[serde(default)]
    pub notification: Vec<HookEntry>,
    #[serde(default)]
    pub session_end: Vec<HookEntry>,
}

/// One `[[hooks.EVENT]]` entry.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HookEntry {
    /// A regular expression for the tool name (nub's or Claude's); none: every tool.
    pub matcher: Option<String>,
    /// Run with `sh -c`.
    pub command: String,
    /// Seconds before the hook is killed.
    pub timeout: Option<f64>,
}

impl HooksSection {
    /// The entries with their event names, in the order of `HOOK_EVENTS`.
    pub fn entries(&self) -> Vec<(&'static str, &HookEntry)> {
        let lists = [
            &self.session_start,
            &self.user_prompt_submit,
            &self.pre_tool_use,
            &self.post_tool_use,
            &self.stop,
            &self.pre_compact,
            &self.notification,
            &self.session_end,
        ];
        HOOK_EVENTS
            .iter()
            .zip(lists)
            .flat_map(|((event, _), list)| list.iter().map(move |entry| (*event, entry)))
            .collect()
    }

    pub fn is_empty(&self) -> bool {
        self.entries().is_empty()
    }
}

/// One configured hook.
#[derive(Debug, Clone, PartialEq)]
pub struct HookDef {
    /// nub's name of the event (`HOOK_EVENTS`).
    pub event: &'static str,
    pub matcher: Option<String>,
    pub command: String,
    pub timeout: Duration,
    /// From Claude Code's settings: told Claude's tool names (`Bash`, `Edit`).
    pub claude: bool,
}

/// The hooks of one file's `[hooks]`, checked.
pub(crate) fn from_section(section: &HooksSection, origin: &Origin) -> Result<Vec<Setting<HookDef>>, ConfigError> {
    section
        .entries()
        .into_iter()
        .map(|(event, entry)| {
            let def = checked(event, entry.matcher.clone(), &entry.command, entry.timeout, origin)?;
            Ok(Setting { value: def, origin: origin.clone() })
        })
        .collect()
}

fn checked(
    event: &'static str,
    matcher: Option<String>,
    command: &str,
    timeout: Option<f64>,
    origin: &Origin,
) -> Result<HookDef, ConfigError> {
    let invalid =
        |value: &str, reason: String| ConfigError::Invalid { origin: origin.clone(), value: value.to_owned(), reason };
    if command.trim().is_empty() {
        return Err(invalid(command, format!("a {event} hook needs a command")));
    }
    let timeout = match timeout {
        None => DEFAULT_HOOK_TIMEOUT,
        Some(seconds) if seconds.is_finite() && seconds > 0.0 && seconds <= 86_400.0 => {
            Duration::from_secs_f64(seconds)
        }
        Some(seconds) => {
            return Err(invalid(
                &seconds.to_string(),
                format!("a {event} hook's timeout is seconds between 0 and a day"),
            ));
        }
    };
    let matcher = matcher.filter(|m| !m.is_empty() && m != "*");
    Ok(HookDef { event, matcher, command: command.to_owned(), timeout, claude: false })
}

/// One hook of a project's config, for the list of what trusting enables.
/// Quoted with `{:?}`: a stranger's control characters stay out of the terminal.
pub(crate) fn describe(event: &str, matcher: Option<&str>, command: &str) -> String {
    let matcher = matcher.map(|m| format!(" ({m:?})")).unwrap_or_default();
    format!("hooks.{event}{matcher} runs {command:?} (starts a program)")
}

/// The hooks of a Claude Code `settings.json` (`{"hooks": {"PreToolUse":
/// [{"matcher": "Bash", "hooks": [{"type": "command", "command": …,
/// "timeout": 30}]}]}}`). A missing file has none; events and hook types
/// nub does not know are skipped.
pub(crate) fn from_claude_settings(path: &Path, scope: Scope<'_>) -> Result<Vec<Setting<HookDef>>, ConfigError> {
    let unreadable = |reason: String| ConfigError::Unreadable { path: path.to_path_buf(), reason };
    let bytes = match own_files::read(path, scope, own_files::SMALL_FILE_LIMIT) {
        Ok(bytes) => bytes,
        Err(error) if error.is_not_found() => return Ok(Vec::new()),
        Err(error) => return Err(unreadable(error.reason())),
    };
    let settings: ClaudeSettings =
        serde_json::from_slice(&bytes).map_err(|e| unreadable(format!("it is not Claude Code settings JSON: {e}")))?;
    let origin = Origin::File(path.to_path_buf());
    let mut hooks = Vec::new();
    for (claude_name, groups) in settings.hooks.unwrap_or_default() {
        let Some((event, _)) = HOOK_EVENTS.iter().find(|(_, claude)| *claude == claude_name) else { continue };
        for group in groups {
            for hook in group.hooks.into_iter().filter(|hook| hook.kind == "command") {
                let Some(command) = hook.command else { continue };
                let def =
                    HookDef { claude: true, ..checked(event, group.matcher.clone(), &command, hook.timeout, &origin)? };
                hooks.push(Setting { value: def, origin: origin.clone() });
            }
        }
    }
    Ok(hooks)
}

#[derive(Deserialize)]
struct ClaudeSettings {
    hooks: Option<std::collections::BTreeMap<String, Vec<ClaudeGroup>>>,
}

#[derive(Deserialize)]
struct ClaudeGroup {
    matcher: Option<String>,
    #[serde(default)]
    hooks: Vec<ClaudeHook>,
}

#[derive(Deserialize)]
struct ClaudeHook {
    #[serde(rename = "type")]
    kind: String,
    command: Option<String>,
    timeout: Option<f64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claude_settings_become_hooks() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        std::fs::write(
            &path,
            r#"{"permissions": {}, "hooks": {
                "PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "fmt.sh", "timeout": 5}]}],
                "Stop": [{"hooks": [{"type": "command", "command": "check.sh"}, {"type": "prompt", "prompt": "x"}]}],
                "SubagentStop": [{"hooks": [{"type": "command", "command": "ignored.sh"}]}]
            }}"#,
        )
        .unwrap();
        let hooks = from_claude_settings(&path, Scope::User).unwrap();
        let shown: Vec<_> =
            hooks.iter().map(|h| (h.value.event, h.value.matcher.as_deref(), h.value.command.as_str())).collect();
        assert_eq!(shown, [("post_tool_use", Some("Edit|Write"), "fmt.sh"), ("stop", None, "check.sh")]);
        assert_eq!(hooks[0].value.timeout, Duration::from_secs(5));
        assert!(from_claude_settings(&dir.path().join("none.json"), Scope::User).unwrap().is_empty());
        std::fs::write(&path, "{").unwrap();
        assert!(from_claude_settings(&path, Scope::User).unwrap_err().to_string().contains("Claude Code settings"));
    }

    #[test]
    fn a_projects_hooks_count_only_when_trusted_and_it_never_turns_on_claudes() {
        use crate::{Config, ProjectTrust};
        let home = tempfile::tempdir().unwrap();
        let repo = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(home.path().join(".config/nub")).unwrap();
        std::fs::write(
            home.path().join(".config/nub/config.toml"),
            "[[hooks.stop]]\ncommand = \"mine.sh\"\ntimeout = 5\n",
        )
        .unwrap();
        std::fs::create_dir_all(repo.path().join(".nub")).unwrap();
        std::fs::write(
            repo.path().join(".nub/config.toml"),
            "[hooks]\nclaude = true\n[[hooks.pre_tool_use]]\nmatcher = \"bash\"\ncommand = \"theirs.sh\"\n",
        )
        .unwrap();
        std::fs::create_dir_all(repo.path().join(".claude")).unwrap();
        std::fs::write(
            repo.path().join(".claude/settings.json"),
            r#"{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "claude.sh"}]}]}}"#,
        )
        .unwrap();
        let home_text = home.path().display().to_string();
        let env = move |name: &str| (name == "HOME").then(|| home_text.clone());
        let commands = |config: &Config| config.hooks.iter().map(|h| h.value.command.clone()).collect::<Vec<_>>();

        let untrusted = Config::load(&env, repo.path(), ProjectTrust::Untrusted).unwrap();
        assert_eq!(commands(&untrusted), ["mine.sh"]);
        assert_eq!(untrusted.hooks[0].value.timeout, Duration::from_secs(5));
        assert!(
            untrusted
                .untrusted
                .iter()
                .any(|e| e == "hooks.pre_tool_use (\"bash\") runs \"theirs.sh\" (starts a program)")
        );
        assert!(untrusted.untrusted.iter().any(|e| e.starts_with("hooks.claude")));

        // Trusted, the project's hooks run, but `claude` stays the user's to set.
        let trusted = Config::load(&env, repo.path(), ProjectTrust::Trusted).unwrap();
        assert_eq!(commands(&trusted), ["mine.sh", "theirs.sh"]);
        assert!(!trusted.hooks_claude.value);
        assert!(trusted.sandbox_ignored.iter().any(|e| e.starts_with("hooks.claude")));

        // The user turns Claude's settings on: the project's file counts only when trusted.
        std::fs::write(home.path().join(".config/nub/config.toml"), "[hooks]\nclaude = true\n").unwrap();
        let untrusted = Config::load(&env, repo.path(), ProjectTrust::Untrusted).unwrap();
        assert!(untrusted.hooks.is_empty());
        assert!(
            untrusted
                .untrusted
                .iter()
                .any(|e| e == ".claude/settings.json: hooks.stop runs \"claude.sh\" (starts a program)")
        );
        let trusted = Config::load(&env, repo.path(), ProjectTrust::Trusted).unwrap();
        assert_eq!(commands(&trusted), ["theirs.sh", "claude.sh"]);
        assert!(trusted.hooks[1].value.claude);
    }

    #[test]
    fn bad_hooks_are_named() {
        let parse = |text: &str| {
            let mut config = crate::Config::defaults(None);
            let path = Path::new("/c.toml");
            config.apply(crate::file::parse(path, text)?, path)
        };
        assert!(
            parse("[[hooks.pre_tool_use]]\ncommand = \" \"\n").unwrap_err().to_string().contains("needs a command")
        );
        assert!(parse("[[hooks.stop]]\ncommand = \"x\"\ntimeout = 0\n").unwrap_err().to_string().contains("timeout"));
        assert!(
            parse("[[hooks.on_save]]\ncommand = \"x\"\n").unwrap_err().to_string().contains("unknown key `on_save`")
        );
        assert!(parse("[tui]\nnotify = \"loud\"\n").unwrap_err().to_string().contains("bell, osc9, osc777 or off"));
    }
}
