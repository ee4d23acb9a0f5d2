//! One configuration file: its schema, and parsing with errors that point at
//! the file, line and column (and suggest the key that was probably meant).
//!
//! Every field is optional: a file sets what it sets, and the layers are
//! merged field by field (`merge.rs`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::error::ConfigError;
use crate::own_files::{self, Scope};

pub const SUPPORTED_VERSION: u32 = 1;

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileConfig {
    pub version: Option<u32>,
    pub model: Option<ModelSection>,
    #[serde(default)]
    pub endpoint: Vec<EndpointSection>,
    pub context: Option<ContextSection>,
    pub skills: Option<SkillsSection>,
    pub tools: Option<ToolsSection>,
    #[serde(default)]
    pub mcp: Vec<McpSection>,
    pub profiles: Option<BTreeMap<String, Vec<String>>>,
    /// Tool names to `auto` / `ask` / `deny`, plus `deny_paths` and
    /// `deny_bash`; checked by hand because the tool names are open-ended.
    pub permissions: Option<toml::Table>,
    pub limits: Option<LimitsSection>,
    pub compaction: Option<CompactionSection>,
    pub sessions: Option<SessionsSection>,
    pub sandbox: Option<SandboxSection>,
    pub checkpoints: Option<CheckpointsSection>,
    pub plan: Option<PlanSection>,
    pub hooks: Option<crate::hooks::HooksSection>,
    pub tui: Option<TuiSection>,
    pub agents: Option<AgentsSection>,
}

/// `[agents]`: the subagents the `task` tool starts.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgentsSection {
    /// Levels of children below the session: 1 (children start no
    /// children), up to 3; 0 turns the `task` tool off.
    pub depth: Option<u32>,
    /// Children of one answer running at the same time.
    pub max_parallel: Option<u32>,
    /// The model of the built-in `explore` agent (`NAME` or `ENDPOINT/NAME`).
    pub explore_model: Option<String>,
}

/// `[tui]`: the interactive interface.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TuiSection {
    /// `bell`, `osc9` or `off`: how an unfocused terminal is told that a
    /// run ended or a question waits.
    pub notify: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelSection {
    pub default: Option<String>,
    pub endpoint: Option<String>,
    /// `minimal`, `low`, `medium`, `high` or `xhigh`.
    pub effort: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndpointSection {
    pub name: String,
    pub base_url: Option<String>,
    /// `env:VAR`, `file:PATH`, `none`, or the key itself.
    pub api_key: Option<String>,
    /// The wire protocol: `openai` (default), `responses`, `anthropic` or `gemini`.
    pub api: Option<String>,
    /// The model used when none is chosen.
    pub model: Option<String>,
    /// Seconds a silent stream is waited for.
    pub idle_timeout: Option<f64>,
    /// Sampling sent with every request; unset, the server decides.
    pub temperature: Option<f32>,
    pub top_p: Option<f32>,
    pub caps: Option<CapsSection>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CapsSection {
    pub parallel_tool_calls: Option<bool>,
    pub usage_in_stream: Option<bool>,
    /// `system`, `developer` or `first_user_message`.
    pub system_role: Option<String>,
    pub explicit_cache: Option<bool>,
    pub reasoning: Option<bool>,
    pub strict_schemas: Option<bool>,
    pub max_context: Option<u32>,
    pub supports_images: Option<bool>,
    /// `auto` or `off`: recover tool calls a model wrote as text.
    pub text_tool_calls: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContextSection {
    pub files: Option<Vec<String>>,
    pub walk_up: Option<bool>,
    pub max_tokens: Option<u32>,
    /// Attach the files a prompt is about for a small or local model (default true).
    pub auto_attach: Option<bool>,
    /// A small model gets a shorter, more directive system prompt and only
    /// read, write, edit, bash (in the foreground), glob and grep (default true).
    pub lean: Option<bool>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SkillsSection {
    pub paths: Option<Vec<String>>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct McpSection {
    pub name: String,
    pub command: Option<String>,
    pub args: Option<Vec<String>>,
    pub env: Option<BTreeMap<String, String>>,
    pub cwd: Option<String>,
    pub url: Option<String>,
    pub headers: Option<BTreeMap<String, String>>,
    pub tools: Option<Vec<String>>,
    /// Seconds to wait for the server to connect.
    pub timeout: Option<f64>,
    /// `false`: a stdio server of the user's own config runs outside the
    /// sandbox. A project's servers always run inside it.
    pub sandbox: Option<bool>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsSection {
    pub max_turns: Option<u32>,
    /// Seconds one tool call may take.
    pub max_tool_time: Option<f64>,
    /// Fraction of the context window at which compaction starts.
    pub compact_at: Option<f64>,
    /// Bytes one model answer may reach before reading stops (an endless
    /// or runaway stream).
    pub max_answer_bytes: Option<u64>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ToolsSection {
    /// Variables kept in the environment of tools (bash, MCP servers) even
    /// though they hold a key nub uses; by default those are removed.
    pub env_passthrough: Option<Vec<String>>,
    /// Parse a file after `write` and `edit` change it and report a syntax
    /// error the change made (default true).
    pub syntax_check: Option<bool>,
    /// Take an edit a small or local model writes as text (a fenced whole
    /// file, SEARCH/REPLACE blocks) as a call (default true).
    pub text_edits: Option<bool>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompactionSection {
    /// The automatic trigger (a request and an overflow compact anyway).
    pub enabled: Option<bool>,
    /// Fraction of the context window at which compaction starts.
    pub compact_at: Option<f64>,
    /// Recent history kept verbatim, in tokens (capped at 40 % of the window).
    pub keep_recent_tokens: Option<u32>,
    /// Another model (and endpoint) for the summarizing request.
    pub model: Option<String>,
    pub endpoint: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionsSection {
    /// Name a new session after its first answer (one small side request).
    pub titles: Option<bool>,
}

/// `[checkpoints]`: the file states kept along the session tree.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckpointsSection {
    /// `false`: no snapshots, nothing to restore.
    pub enabled: Option<bool>,
    /// Files larger than this are noted, not saved.
    pub max_file_bytes: Option<u64>,
    /// The change sets of sessions untouched this many days are dropped at
    /// start; 0 keeps them.
    pub keep_days: Option<u32>,
}

/// `[plan]`: plan mode.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlanSection {
    /// The model "execute this plan" switches to (on the session's endpoint).
    pub execute_model: Option<String>,
}

/// `[sandbox]`: the confinement of the processes the model starts.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SandboxSection {
    /// `workspace-write`, `read-only` or `off`.
    pub mode: Option<String>,
    /// Paths writable besides the repository and the private /tmp (`~/` allowed).
    pub writable: Option<Vec<String>>,
    /// Paths that read as empty; replaces the default list.
    pub hidden: Option<Vec<String>>,
    /// `off`, `loopback` or `on`.
    pub network: Option<String>,
    /// A project's `hidden`, added to the list in force (set by
    /// `trust::tighten_sandbox`, never read from a file).
    #[serde(skip)]
    pub hidden_added: Option<Vec<String>>,
}

/// Reads and checks one file, opened under `scope` (`own_files`: a regular
/// file of at most 1 MiB; a project's must stay inside the repository). A
/// missing file is no error: `Ok(None)`.
pub fn load(path: &Path, scope: Scope<'_>) -> Result<Option<FileConfig>, ConfigError> {
    let bytes = match own_files::read(path, scope, own_files::SMALL_FILE_LIMIT) {
        Ok(bytes) => bytes,
        Err(error) if error.is_not_found() => return Ok(None),
        Err(error) => return Err(ConfigError::Unreadable { path: path.to_path_buf(), reason: error.reason() }),
    };
    let text = String::from_utf8(bytes)
        .map_err(|_| ConfigError::Unreadable { path: path.to_path_buf(), reason: "it is not UTF-8 text".into() })?;
    parse(path, &text).map(Some)
}

pub fn parse(path: &Path, text: &str) -> Result<FileConfig, ConfigError> {
    // The version is checked first: a newer file may use keys this nub does
    // not know, and "upgrade nub" is the helpful answer, not "unknown key".
    let table: toml::Table = toml::from_str(text).map_err(|e| located(path, text, &e))?;
    if let Some(version) = table.get("version") {
        match version.as_integer() {
            Some(v) if v > i64::from(SUPPORTED_VERSION) => {
                return Err(ConfigError::NewerVersion { path: path.to_path_buf(), version: v });
            }
            Some(v) if v >= 1 => {}
            _ => {
                return Err(ConfigError::File {
                    path: path.to_path_buf(),
                    line: line_of(text, "version"),
                    column: 1,
                    message: format!("version must be {SUPPORTED_VERSION}"),
                });
            }
        }
    }
    let config: FileConfig = toml::from_str(text).map_err(|e| located(path, text, &e))?;
    if let Some(permissions) = &config.permissions {
        check_permissions(path, text, permissions)?;
    }
    Ok(config)
}

fn check_permissions(path: &Path, text: &str, table: &toml::Table) -> Result<(), ConfigError> {
    for (key, value) in table {
        let ok = match key.as_str() {
            "deny_paths" | "deny_bash" => value.as_array().is_some_and(|a| a.iter().all(toml::Value::is_str)),
            _ => matches!(value.as_str(), Some("auto" | "ask" | "deny")),
        };
        if !ok {
            let expected = match key.as_str() {
                "deny_paths" | "deny_bash" => "a list of glob patterns",
                _ => "\"auto\", \"ask\" or \"deny\"",
            };
            return Err(ConfigError::File {
                path: path.to_path_buf(),
                line: line_of(text, key),
                column: 1,
                message: format!("[permissions] {key} must be {expected}"),
            });
        }
    }
    Ok(())
}

/// The first line (1-based) that assigns `key`; 0 when not found.
fn line_of(text: &str, key: &str) -> usize {
    text.lines()
        .position(|line| line.trim_start().strip_prefix(key).is_some_and(|rest| rest.trim_start().starts_with('=')))
        .map_or(0, |i| i + 1)
}

/// Turns a toml error into one with file, line, column, the section it is
/// in and, for an unknown key, the key that was probably meant.
fn located(path: &Path, text: &str, error: &toml::de::Error) -> ConfigError {
    let start = error.span().map_or(0, |s| s.start).min(text.len());
    let before = &text[..start];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    let section = before
        .lines()
        .rev()
        .map(str::trim)
        .find(|l| l.starts_with('['))
        .map(|l| format!(" in {l}"))
        .unwrap_or_default();
    let message = error.message().trim().to_owned();
    let message = match unknown_field(&message) {
        Some((key, expected)) => {
            let hint = suggest(&key, &expected).map(|s| format!("; did you mean `{s}`?")).unwrap_or_else(|| {
                format!(
                    "; known keys here: {}",
                    expected.iter().map(|e| format!("`{e}`")).collect::<Vec<_>>().join(", ")
                )
            });
            format!("unknown key `{key}`{section}{hint}")
        }
        None => format!("{message}{section}"),
    };
    ConfigError::File { path: path.to_path_buf(), line, column, message }
}

/// Reads serde's "unknown field `x`, expected one of `a`, `b`".
fn unknown_field(message: &str) -> Option<(String, Vec<String>)> {
    let rest = message.strip_prefix("unknown field `")?;
    let (key, rest) = rest.split_once('`')?;
    let expected = rest.split('`').skip(1).step_by(2).map(str::to_owned).collect();
    Some((key.to_owned(), expected))
}

/// The known key closest to `key`, if it is close enough to be a typo.
pub fn suggest(key: &str, known: &[String]) -> Option<String> {
    known
        .iter()
        .map(|k| (edit_distance(key, k), k))
        .filter(|(d, k)| *d <= 2.max(k.len() / 4))
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k.clone())
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous + usize::from(ca != *cb);
            previous = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(previous + 1);
        }
    }
    row[b.len()]
}

/// `$XDG_CONFIG_HOME/nub` or `~/.config/nub`.
/// `$XDG_STATE_HOME/nub` (default `~/.local/state/nub`): logs, trust
/// decisions, learned context windows.
pub fn state_dir(env: &dyn Fn(&str) -> Option<String>) -> Option<PathBuf> {
    let base = env("XDG_STATE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| env("HOME").filter(|h| !h.is_empty()).map(|home| PathBuf::from(home).join(".local/state")))?;
    Some(base.join("nub"))
}

pub fn user_dir(env: &dyn Fn(&str) -> Option<String>) -> Option<PathBuf> {
    let base = env("XDG_CONFIG_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| env("HOME").filter(|h| !h.is_empty()).map(|home| PathBuf::from(home).join(".config")))?;
    Some(base.join("nub"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_of(text: &str) -> String {
        parse(Path::new("/cfg/config.toml"), text).unwrap_err().to_string()
    }

    #[test]
    fn a_full_file_parses() {
        let text = r#"
version = 1
[model]
default = "gpt-4o"
endpoint = "local"

[[endpoint]]
name = "local"
base_url = "http://127.0.0.1:8080/v1"
api_key = "none"
[endpoint.caps]
usage_in_stream = false
max_context = 8192

[context]
files = ["AGENTS.md"]
walk_up = true
max_tokens = 20000

[skills]
paths = [".nub/skills"]

[[mcp]]
name = "github"
command = "gh-mcp"
tools = ["create_issue"]

[profiles]
review = ["github"]

[permissions]
bash = "ask"
deny_paths = [".git/**"]

[limits]
max_turns = 20
max_tool_time = 60
compact_at = 0.7
"#;
        let config = parse(Path::new("c.toml"), text).unwrap();
        assert_eq!(config.endpoint[0].caps.as_ref().unwrap().max_context, Some(8192));
        assert_eq!(config.limits.unwrap().max_tool_time, Some(60.0));
    }

    #[test]
    fn errors_name_file_line_column_and_suggest() {
        let unknown = error_of("version = 1\n[model]\ndefualt = \"x\"\n");
        assert_eq!(unknown, "/cfg/config.toml:3:1: unknown key `defualt` in [model]; did you mean `default`?");
        let top = error_of("endpont = 3\n");
        assert!(top.contains(":1:1: unknown key `endpont`; did you mean `endpoint`?"), "{top}");
        let wrong_type = error_of("[model]\ndefault = 3\n");
        assert!(
            wrong_type.starts_with("/cfg/config.toml:2:11: invalid type: integer `3`, expected a string in [model]"),
            "{wrong_type}"
        );
        let syntax = error_of("[model\n");
        assert!(syntax.starts_with("/cfg/config.toml:1:"), "{syntax}");
        let permission = error_of("[permissions]\nbash = \"sometimes\"\n");
        assert!(permission.contains(":2:1: [permissions] bash must be \"auto\", \"ask\" or \"deny\""), "{permission}");
    }

    #[test]
    fn a_newer_version_asks_for_an_upgrade_before_anything_else() {
        let newer = error_of("version = 2\n[brand_new]\nx = 1\n");
        assert!(newer.contains("version 2") && newer.contains("upgrade nub"), "{newer}");
        assert!(error_of("version = 0\n").contains("version must be 1"));
    }

    #[test]
    fn suggestions_only_for_near_misses() {
        let known: Vec<String> = ["default", "endpoint"].map(String::from).to_vec();
        assert_eq!(suggest("endpiont", &known).as_deref(), Some("endpoint"));
        assert_eq!(suggest("colour", &known), None);
    }
}
