//! Static permissions (D-11): per tool `auto` / `ask` / `deny`, path rules for
//! the file tools and command patterns for `bash`.
//!
//! Enforcement is split: `deny_paths` is applied by `resolve_path` inside every
//! file tool, `deny_bash` by the bash tool before it starts a process, and the
//! per-tool permission by the caller (the loop asks the user for `ask`,
//! `ToolRegistry::run` refuses `deny`).

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use globset::{GlobBuilder, GlobSet, GlobSetBuilder};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Permission {
    Auto,
    Ask,
    Deny,
}

impl FromStr for Permission {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "auto" => Ok(Permission::Auto),
            "ask" => Ok(Permission::Ask),
            "deny" => Ok(Permission::Deny),
            other => Err(format!("unknown permission {other:?}; expected auto, ask or deny")),
        }
    }
}

impl fmt::Display for Permission {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Permission::Auto => "auto",
            Permission::Ask => "ask",
            Permission::Deny => "deny",
        })
    }
}

/// The permission settings of a session.
///
/// `deny_paths` are globs over paths relative to the repository root, with
/// gitignore-like conveniences: a pattern without `/` matches a file name at
/// any depth (`*.pem`), a pattern also denies everything below a matching
/// directory, and `dir/**` denies `dir` itself too. Besides these, nub's own
/// configuration and sessions are always protected (see `path::protected`).
///
/// `deny_bash` are globs (`*` matches anything, `/` included) matched against
/// each simple command of a command, and against the whole command when it
/// is one command or the pattern itself spans several (`curl * | sh`). A
/// backslash-newline is removed first, as the shell does (`tou\<newline>ch`
/// is `touch`). The command is
/// first split at `;`, `&&`, `||`, `|`, `&` and line breaks, and only then is
/// each part trimmed and its runs of whitespace collapsed, so
/// `true\necho forbidden` is two commands, not `true echo forbidden`. Each
/// simple command is also matched as the shell runs it (`shell`): found
/// inside `( … )`, `{ …; }`, `$( … )`, backticks, `if`/`while`/`until`/`for`/
/// `case`, behind `!`, `time` or `coproc`, with the variable assignments
/// before it, its redirections (`>f`, `2>&1`, `<in`, …) and comments left
/// out — so `(rm -rf /)`, `A=1 rm -rf / 2>&1` and `if x; then rm -rf /; fi`
/// are refused by the pattern `rm -rf /`. The fuzz target `deny_bash` holds
/// the check to that.
///
/// **`deny_bash` is a guard against accidents, not a sandbox.** It stops the
/// obvious spelling of a command and nothing else. It looks into the quoted
/// script handed to another shell or `eval` (`sh -c "…"`, `bash -lc '…'`),
/// but cannot see through other quoting (`'rm' -rf /`, `r\m`, `sh -c rm\ x`),
/// variables (`$CMD`), aliases and functions, programs that run
/// their arguments (`env`, `xargs`, `nohup`, `sudo`, `exec`, `command`), or
/// a script file the model writes and then runs; a rephrased command
/// (`rm -r -f /`, `git -C . push -f`, `git push -vuf`) passes too.
/// Isolation needs a container or VM. The defaults are
/// `nub_config::DEFAULT_DENY_BASH`.
///
/// `secret_env` names environment variables that are removed from the
/// environment of every process a tool starts (bash today): nub's API keys
/// must not be one `env` away from the model.
///
/// `sandbox` is the kernel confinement every bash call starts in (`None`:
/// unconfined); unlike `deny_bash` it holds whatever the command says.
/// `escape_asks`: someone can be asked whether a command the sandbox
/// refused may run once outside it (never in print mode).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    /// A tool missing here is `Auto`.
    pub tools: BTreeMap<String, Permission>,
    pub deny_paths: Vec<String>,
    pub deny_bash: Vec<String>,
    /// Variables removed from every tool child process's environment.
    pub secret_env: Vec<String>,
    pub sandbox: Option<std::sync::Arc<nub_sandbox::Sandbox>>,
    pub escape_asks: bool,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            tools: BTreeMap::new(),
            deny_paths: nub_config::DEFAULT_DENY_PATHS.map(String::from).to_vec(),
            deny_bash: nub_config::DEFAULT_DENY_BASH.map(String::from).to_vec(),
            secret_env: Vec::new(),
            sandbox: None,
            escape_asks: false,
        }
    }
}

impl Policy {
    pub fn permission(&self, tool: &str) -> Permission {
        self.tools.get(tool).copied().unwrap_or(Permission::Auto)
    }

    /// Compiles every `deny_bash` and `deny_paths` pattern; `Err` names the
    /// first invalid one. Start-up calls this so a broken rule is a
    /// configuration error before any work, not a refusal of every call.
    pub fn validate(&self) -> Result<(), String> {
        self.bash_rules()?;
        self.path_rules()?;
        Ok(())
    }

    /// `Err` names the pattern that refused the command (or the pattern that
    /// is invalid: a broken rule refuses rather than silently allowing).
    pub fn check_bash(&self, command: &str) -> Result<(), String> {
        if self.deny_bash.is_empty() {
            return Ok(());
        }
        let set = self.bash_rules()?;
        // The shell removes a backslash-newline before it reads words:
        // `tou\<newline>ch` is `touch`.
        let command = command.replace("\\\r\n", "").replace("\\\n", "");
        // Split first: collapsing whitespace would turn a line break between
        // two commands into a space and hide the second one.
        let parts = command.split(['\n', '\r', ';', '|', '&']).map(collapse_whitespace).filter(|part| !part.is_empty());
        let simple = crate::shell::simple_commands(&command);
        // A line of several commands is matched whole only by patterns that
        // span commands (`curl * | sh`): `git push * -f*` must not read
        // `git push && rm -f x` as one. A separator inside quotes
        // (`git commit -m "a; b" --no-verify`) keeps the line one command.
        let several = several_commands(&command);
        let whole = std::iter::once(collapse_whitespace(&command)).map(|line| (line, several));
        let candidates = whole.chain(parts.chain(simple).map(|part| (part, false)));
        for (candidate, spans) in candidates {
            let matched =
                set.matches(&candidate).into_iter().find(|&index| !spans || spans_commands(&self.deny_bash[index]));
            if let Some(index) = matched {
                let pattern = &self.deny_bash[index];
                return Err(format!(
                    "command refused: it matches deny_bash pattern {pattern:?}; this pattern is configured to stop the command, do not try to work around it"
                ));
            }
        }
        Ok(())
    }

    fn bash_rules(&self) -> Result<GlobSet, String> {
        let mut builder = GlobSetBuilder::new();
        for pattern in &self.deny_bash {
            let glob = GlobBuilder::new(pattern)
                .literal_separator(false)
                .build()
                .map_err(|e| format!("deny_bash pattern {pattern:?} is invalid ({e}); fix the configuration"))?;
            builder.add(glob);
        }
        builder.build().map_err(|e| format!("deny_bash patterns are invalid: {e}"))
    }

    /// The files and directories below `root` that `deny_paths` covers, for
    /// the sandbox to hide from bash as the file tools refuse them. Nothing
    /// under `.git` or `.nub` (git and nub need them; the sandbox keeps their
    /// control files read-only instead), and symlinks are not followed. At
    /// most `limit` entries are looked at; `true` says the walk stopped there.
    pub fn denied_paths(&self, root: &std::path::Path, limit: usize) -> (Vec<std::path::PathBuf>, bool) {
        let Ok(rules) = self.path_rules() else { return (Vec::new(), false) };
        let mut found = Vec::new();
        let mut pending = vec![root.to_path_buf()];
        let mut seen = 0;
        while let Some(dir) = pending.pop() {
            let Ok(entries) = std::fs::read_dir(&dir) else { continue };
            for entry in entries.flatten() {
                seen += 1;
                if seen > limit {
                    return (found, true);
                }
                let path = entry.path();
                let Ok(relative) = path.strip_prefix(root) else { continue };
                let relative: Vec<String> =
                    relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
                let relative = relative.join("/");
                if relative == ".git" || relative == ".nub" {
                    continue;
                }
                if rules.denied_by(&relative).is_some() {
                    found.push(path);
                } else if entry.file_type().is_ok_and(|t| t.is_dir()) {
                    pending.push(path);
                }
            }
        }
        (found, false)
    }

    /// The compiled `deny_paths`.
    pub(crate) fn path_rules(&self) -> Result<PathRules, String> {
        let mut builder = GlobSetBuilder::new();
        let mut owners = Vec::new();
        for (index, pattern) in self.deny_paths.iter().enumerate() {
            let trimmed = pattern.trim_start_matches("./").trim_start_matches('/');
            let mut variants = vec![if trimmed.contains('/') { trimmed.to_owned() } else { format!("**/{trimmed}") }];
            if let Some(dir) = variants[0].strip_suffix("/**") {
                variants.push(dir.to_owned());
            }
            for variant in variants {
                let glob = GlobBuilder::new(&variant)
                    .literal_separator(true)
                    .build()
                    .map_err(|e| format!("deny_paths pattern {pattern:?} is invalid ({e}); fix the configuration"))?;
                builder.add(glob);
                owners.push(index);
            }
        }
        let set = builder.build().map_err(|e| format!("deny_paths patterns are invalid: {e}"))?;
        Ok(PathRules { set, owners, patterns: self.deny_paths.clone() })
    }
}

/// Whether a `deny_bash` pattern names more than one command.
fn spans_commands(pattern: &str) -> bool {
    pattern.contains([';', '|', '&', '\n'])
}

/// Whether `command` has a command separator outside quotes.
fn several_commands(command: &str) -> bool {
    let mut quote = None;
    let mut chars = command.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (None | Some('"'), '\\') => {
                chars.next();
            }
            (None, '\'' | '"') => quote = Some(c),
            (Some(open), c) if c == open => quote = None,
            (None, ';' | '|' | '&' | '\n' | '\r' | '(' | ')' | '`') => return true,
            _ => {}
        }
    }
    false
}

fn collapse_whitespace(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Compiled `deny_paths`, matched against `/`-separated paths relative to the
/// repository root.
pub(crate) struct PathRules {
    set: GlobSet,
    /// For each glob in `set`, the index of the configured pattern it came from.
    owners: Vec<usize>,
    patterns: Vec<String>,
}

impl PathRules {
    /// The configured pattern that denies `relative` or one of its ancestors.
    pub(crate) fn denied_by(&self, relative: &str) -> Option<&str> {
        let mut candidate = relative.trim_end_matches('/');
        loop {
            if candidate.is_empty() {
                return None;
            }
            if let Some(&glob) = self.set.matches(candidate).first() {
                return Some(&self.patterns[self.owners[glob]]);
            }
            candidate = match candidate.rfind('/') {
                Some(slash) => &candidate[..slash],
                None => return None,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_tools_are_auto() {
        let mut policy = Policy::default();
        policy.tools.insert("bash".into(), Permission::Ask);
        assert_eq!(policy.permission("bash"), Permission::Ask);
        assert_eq!(policy.permission("read"), Permission::Auto);
        assert_eq!("deny".parse::<Permission>(), Ok(Permission::Deny));
        assert!("never".parse::<Permission>().is_err());
    }

    #[test]
    fn deny_bash_matches_trimmed_command_and_its_parts() {
        let policy = Policy::default();
        assert!(policy.check_bash("ls -la").is_ok());
        assert!(policy.check_bash("rm -rf /tmp/x").is_ok());
        let refused = policy.check_bash("  rm   -rf / ").unwrap_err();
        assert!(refused.contains("\"rm -rf /\""), "{refused}");
        let refused = policy.check_bash("cargo test && git push --force origin main").unwrap_err();
        assert!(refused.contains("git push*--for*"), "{refused}");
        // Honest limit: a rephrased command passes.
        assert!(policy.check_bash("rm -r -f /").is_ok());
    }

    #[test]
    fn deny_bash_splits_at_line_breaks_before_collapsing_whitespace() {
        let policy = Policy { deny_bash: vec!["echo forbidden".into()], ..Policy::default() };
        for command in
            ["true\necho forbidden", "true\r\necho   forbidden\n", "a & echo forbidden", "a || echo forbidden"]
        {
            let refused = policy.check_bash(command).unwrap_err();
            assert!(refused.contains("\"echo forbidden\""), "{command:?}: {refused}");
        }
        assert!(policy.check_bash("echo allowed\necho forbidden-ish").is_ok());
    }

    #[test]
    fn the_default_refuses_a_force_push_in_every_spelling_git_takes() {
        let policy = Policy::default();
        for command in [
            "git push --force",
            "git push --force-with-lease origin main",
            "git push origin main --force",
            "git push origin main --forc",
            "git push -f",
            "git push -f origin main",
            "git push origin main -f",
            "git push -fu origin main",
            "git push -uf origin main",
            "git push origin +main",
            "git push origin +HEAD:main",
            "cargo test && git push origin main -f",
            "git push origin \\\nmain --force",
        ] {
            assert!(policy.check_bash(command).is_err(), "{command:?} passed");
        }
        for command in [
            "git push",
            "git push -u origin feature",
            "git push --follow-tags origin main",
            "git push origin main && rm -f build.log",
            "git push origin main; ls -f",
            "git pull --force",
        ] {
            assert_eq!(policy.check_bash(command), Ok(()), "{command:?} was refused");
        }
    }

    #[test]
    fn a_line_continuation_does_not_hide_a_command() {
        let policy =
            Policy { deny_bash: vec!["touch x".into(), "git commit*--no-verify*".into()], ..Policy::default() };
        for command in ["tou\\\nch x", "touch \\\r\nx", "echo a; to\\\nuch x"] {
            assert!(policy.check_bash(command).is_err(), "{command:?} passed");
        }
        // A separator inside quotes keeps the line one command.
        assert!(policy.check_bash("git commit -m \"a; b\" --no-verify").is_err());
        assert!(policy.check_bash("echo 'tou\\ch x'").is_ok());
    }

    #[test]
    fn denied_paths_are_found_for_the_sandbox_outside_git_and_nub() {
        let root = tempfile::tempdir().unwrap();
        for dir in ["app/keys", ".git/objects", "node"] {
            std::fs::create_dir_all(root.path().join(dir)).unwrap();
        }
        for file in ["app/.env", "app/keys/id_rsa.pub", "app/main.rs", ".git/objects/.env", "node/id_rsa"] {
            std::fs::write(root.path().join(file), "x").unwrap();
        }
        let (mut found, capped) = Policy::default().denied_paths(root.path(), 1000);
        found.sort();
        let expected: Vec<_> =
            ["app/.env", "app/keys/id_rsa.pub", "node/id_rsa"].iter().map(|f| root.path().join(f)).collect();
        assert_eq!((found, capped), (expected, false));
        assert!(Policy::default().denied_paths(root.path(), 2).1, "the walk is bounded");
    }

    #[test]
    fn validate_names_the_invalid_pattern() {
        assert_eq!(Policy::default().validate(), Ok(()));
        let bad_bash = Policy { deny_bash: vec!["ok".into(), "rm [".into()], ..Policy::default() };
        let message = bad_bash.validate().unwrap_err();
        assert!(message.contains("deny_bash pattern \"rm [\" is invalid"), "{message}");
        let bad_path = Policy { deny_paths: vec!["src/{a,".into()], ..Policy::default() };
        let message = bad_path.validate().unwrap_err();
        assert!(message.contains("deny_paths pattern \"src/{a,\" is invalid"), "{message}");
    }

    #[test]
    fn broken_bash_pattern_refuses() {
        let policy = Policy { deny_bash: vec!["rm [".into()], ..Policy::default() };
        assert!(policy.check_bash("ls").unwrap_err().contains("invalid"));
    }

    #[test]
    fn deny_paths_semantics() {
        let policy = Policy {
            deny_paths: vec![".git/**".into(), "**/.env".into(), "*.pem".into(), "secrets".into()],
            ..Policy::default()
        };
        let rules = policy.path_rules().unwrap();
        assert_eq!(rules.denied_by(".git/config"), Some(".git/**"));
        assert_eq!(rules.denied_by(".git"), Some(".git/**"));
        assert_eq!(rules.denied_by(".github/workflows/ci.yml"), None);
        assert_eq!(rules.denied_by(".env"), Some("**/.env"));
        assert_eq!(rules.denied_by("app/.env"), Some("**/.env"));
        assert_eq!(rules.denied_by("app/.envrc"), None);
        assert_eq!(rules.denied_by("deep/dir/key.pem"), Some("*.pem"));
        assert_eq!(rules.denied_by("secrets/a/b.txt"), Some("secrets"));
        assert_eq!(rules.denied_by("src/secrets.rs"), None);
    }
}
