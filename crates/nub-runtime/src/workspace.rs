//! Where nub runs: the working directory, the repository around it and the
//! configuration that applies there — loaded once per process.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use nub_config::{Config, EndpointSettings, FlagOverrides};

use crate::env::Env;
use crate::error::StartError;
use crate::sandbox::SandboxState;
use crate::trust::{self, TrustState};

#[derive(Debug, Clone)]
pub struct Workspace {
    pub cwd: PathBuf,
    pub repo_root: PathBuf,
    pub config: Config,
    pub env: Env,
    /// Whether the repository's own `.nub/config.toml` and `SYSTEM.md` count.
    pub trust: TrustState,
    /// Built on first use (`sandbox`), then shared by every part of the run.
    sandbox: Arc<OnceLock<Result<SandboxState, String>>>,
}

impl Workspace {
    /// Reads the current directory and the configuration layers.
    pub fn load(env: Env) -> Result<Workspace, StartError> {
        let cwd =
            std::env::current_dir().map_err(|e| StartError::Io(format!("cannot read the current directory: {e}")))?;
        Workspace::at(cwd, env)
    }

    /// The workspace of `cwd` (tests, and the ACP agent's `session/new`).
    pub fn at(cwd: PathBuf, env: Env) -> Result<Workspace, StartError> {
        // Every HTTP client of the process (providers, MCP over HTTP) needs
        // the TLS crypto provider; installing it here covers every command.
        nub_llm::http::ensure_crypto_provider();
        let repo_root = nub_session::repo::repo_root(&cwd);
        let trust = trust::state(&env, &repo_root);
        let config = Config::load(&env.lookup(), &repo_root, trust.project_trust())?;
        Ok(Workspace { cwd, repo_root, config, env, trust, sandbox: Arc::default() })
    }

    /// The project's settings left out because the repository is not
    /// trusted: the config entries, and a `SYSTEM.md` that would replace the
    /// system prompt. Empty when trusted or when nothing risky is set.
    pub fn untrusted(&self) -> Vec<String> {
        let mut ignored = self.config.untrusted.clone();
        if self.trust.project_trust() == nub_config::ProjectTrust::Untrusted
            && self.repo_root.join(".nub/SYSTEM.md").exists()
        {
            ignored.push(".nub/SYSTEM.md (replaces the system prompt)".into());
        }
        ignored
    }

    /// One line for the user when untrusted settings were left out.
    pub fn trust_warning(&self) -> Option<String> {
        let ignored = self.untrusted();
        if ignored.is_empty() {
            return None;
        }
        let changed = if self.trust == TrustState::Changed { " changed since you trusted it and" } else { "" };
        Some(format!(
            "this repository's .nub configuration{changed} is not trusted, so nub ignored: {}; if you trust it, run nub trust here (nub trust --show lists what it enables)",
            ignored.join(", ")
        ))
    }

    /// The sandbox of this run, built (and probed) the first time it is
    /// asked for. `Err` for an unknown `NUB_SANDBOX` / `--sandbox` value.
    pub fn sandbox(&self) -> Result<&SandboxState, StartError> {
        self.sandbox
            .get_or_init(|| crate::sandbox::build(&self.config, &self.env, &self.repo_root))
            .as_ref()
            .map_err(|e| StartError::Usage(e.clone()))
    }

    /// The endpoint, model and key a run with these flags talks to.
    pub fn endpoint(&self, flags: &FlagOverrides) -> Result<EndpointSettings, StartError> {
        Ok(self.config.resolve_endpoint(&self.env.lookup(), flags)?)
    }

    /// The user's config directory (`~/.config/nub`), if there is a home.
    pub fn user_dir(&self) -> Option<PathBuf> {
        nub_config::file::user_dir(&self.env.lookup())
    }

    pub fn home(&self) -> Option<PathBuf> {
        self.env.get("HOME").filter(|h| !h.is_empty()).map(PathBuf::from)
    }
}
