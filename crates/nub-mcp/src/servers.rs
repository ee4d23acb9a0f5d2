//! Which servers to start: `[[mcp]]` filtered by the active profile, each
//! turned into a `ServerSpec` with `env:` header values resolved.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use nub_config::{Config, McpSection};

pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Debug, Clone, PartialEq)]
pub enum Transport {
    Stdio { command: String, args: Vec<String>, env: BTreeMap<String, String>, cwd: Option<PathBuf> },
    Http { url: String, headers: BTreeMap<String, String> },
}

#[derive(Debug, Clone, PartialEq)]
pub struct ServerSpec {
    pub name: String,
    pub transport: Transport,
    /// `tools = [...]`: only these (unprefixed) names are registered.
    pub allow: Option<Vec<String>>,
    pub timeout: Duration,
    /// Variables taken out of a stdio server's inherited environment (nub's
    /// API keys); the server's own `env` entries are set after, so a key it
    /// is given on purpose still arrives.
    pub hidden_env: Vec<String>,
    /// The sandbox a stdio server starts in (`None`: unconfined). Set by
    /// whoever starts the servers, unless `leaves_sandbox`.
    pub sandbox: Option<std::sync::Arc<nub_sandbox::Sandbox>>,
    /// `sandbox = false` in the user's own config (a project's servers are
    /// never let out: `nub_config::trust::tighten_sandbox`).
    pub leaves_sandbox: bool,
}

impl ServerSpec {
    /// A spec from one `[[mcp]]` entry; `env:VAR` header values are read
    /// from `env` (a missing variable is an error naming it).
    pub fn from_section(section: &McpSection, env: &dyn Fn(&str) -> Option<String>) -> Result<Self, String> {
        let transport = match (&section.command, &section.url) {
            (Some(command), _) => Transport::Stdio {
                command: command.clone(),
                args: section.args.clone().unwrap_or_default(),
                env: section.env.clone().unwrap_or_default(),
                cwd: section.cwd.as_ref().map(PathBuf::from),
            },
            (None, Some(url)) => {
                let mut headers = BTreeMap::new();
                for (name, value) in section.headers.clone().unwrap_or_default() {
                    let value = match value.strip_prefix("env:") {
                        Some(var) => env(var).ok_or_else(|| format!("header {name}: ${var} is not set"))?,
                        None => value,
                    };
                    headers.insert(name, value);
                }
                Transport::Http { url: url.clone(), headers }
            }
            (None, None) => return Err("needs either command (stdio) or url (HTTP)".into()),
        };
        let timeout =
            section.timeout.filter(|t| t.is_finite() && *t > 0.0).map_or(DEFAULT_TIMEOUT, Duration::from_secs_f64);
        Ok(ServerSpec {
            name: section.name.clone(),
            transport,
            allow: section.tools.clone(),
            timeout,
            hidden_env: Vec::new(),
            sandbox: None,
            leaves_sandbox: section.sandbox == Some(false),
        })
    }
}

/// The servers to start and those left out by the profile.
#[derive(Debug, Clone, Default)]
pub struct Selection {
    pub start: Vec<ServerSpec>,
    /// (server, why it is not started): the profile, or a bad entry.
    pub skipped: Vec<(String, String)>,
}

/// The servers of `profile` (`--profile NAME`); without one, those of
/// `profiles.default` when it exists, else all of them.
pub fn select(
    config: &Config,
    profile: Option<&str>,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<Selection, String> {
    let chosen: Option<(&str, &Vec<String>)> = match profile {
        Some(name) => match config.profiles.get(name) {
            Some(servers) => Some((name, &servers.value)),
            None => {
                let known: Vec<&str> = config.profiles.keys().map(String::as_str).collect();
                return Err(format!("unknown profile {name:?}; [profiles] has: {}", known.join(", ")));
            }
        },
        None => config.profiles.get("default").map(|s| ("default", &s.value)),
    };
    let mut selection = Selection::default();
    for section in &config.mcp {
        let section = &section.value;
        if let Some((profile, servers)) = chosen
            && !servers.contains(&section.name)
        {
            selection.skipped.push((section.name.clone(), format!("not in profile {profile}")));
            continue;
        }
        match ServerSpec::from_section(section, env) {
            Ok(spec) => selection.start.push(spec),
            Err(problem) => selection.skipped.push((section.name.clone(), problem)),
        }
    }
    Ok(selection)
}
