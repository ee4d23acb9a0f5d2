//! The run's sandbox, built once from the configuration: `[sandbox] mode`
//! (or `--sandbox`, which sets `NUB_SANDBOX` for the run), `network`,
//! `writable` and `hidden`, plus the repository's `deny_paths`, so that
//! bash cannot read what the file tools refuse.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use nub_config::own_files::{self, Scope};
use nub_sandbox::{Mode, Network, Place, Policy, Sandbox};

use crate::env::Env;

/// At most this many entries of the repository are looked at to find the
/// files `deny_paths` covers.
const DENIED_WALK_LIMIT: usize = 20_000;

/// What confines the processes of this run.
#[derive(Debug, Clone)]
pub enum SandboxState {
    /// `mode = "off"`; `by` says where that came from.
    Off {
        by: String,
    },
    Working(Arc<Sandbox>),
    /// The kernel cannot do it; bash falls back to asking first.
    Unavailable {
        reason: String,
    },
}

impl SandboxState {
    pub fn sandbox(&self) -> Option<&Arc<Sandbox>> {
        match self {
            SandboxState::Working(sandbox) => Some(sandbox),
            SandboxState::Off { .. } | SandboxState::Unavailable { .. } => None,
        }
    }

    /// The working sandbox made read-only, for bash in plan mode: what it
    /// let commands write becomes read-only (the private `/tmp` stays
    /// writable); hidden paths and the network stay as they are. `None`
    /// without a working sandbox — plan mode then refuses bash.
    pub fn read_only(&self) -> Option<Arc<Sandbox>> {
        let mut policy = self.sandbox()?.policy().clone();
        policy.mode = Mode::ReadOnly;
        policy.read_only = std::mem::take(&mut policy.writable);
        match Sandbox::new(policy) {
            Ok(sandbox) => Some(Arc::new(sandbox)),
            Err(unavailable) => {
                tracing::warn!(reason = %unavailable.reason, "no read-only sandbox for plan mode");
                None
            }
        }
    }

    /// The one warning of a run whose sandbox does not work.
    pub fn warning(&self) -> Option<String> {
        match self {
            SandboxState::Unavailable { reason } => Some(format!(
                "sandbox unavailable: {reason}; bash runs unconfined and asks first (--sandbox off runs it unconfined without the sandbox, deliberately)"
            )),
            SandboxState::Off { .. } | SandboxState::Working(_) => None,
        }
    }

    /// A word or two for the status line.
    pub fn label(&self) -> String {
        match self {
            SandboxState::Working(sandbox) => {
                let policy = sandbox.policy();
                match policy.network {
                    Network::Off => policy.mode.to_string(),
                    network => format!("{}, net {network}", policy.mode),
                }
            }
            SandboxState::Off { .. } => "off".into(),
            SandboxState::Unavailable { .. } => "unavailable".into(),
        }
    }

    /// What `nub sandbox` and `/sandbox` show.
    pub fn report(&self) -> String {
        let sandbox = match self {
            SandboxState::Off { by } => {
                return format!("sandbox: off ({by}); bash and MCP servers run with your full rights\n");
            }
            SandboxState::Unavailable { reason } => {
                return format!(
                    "sandbox: unavailable on this machine: {reason}\nbash runs unconfined and asks before each command\n"
                );
            }
            SandboxState::Working(sandbox) => sandbox,
        };
        let policy = sandbox.policy();
        let list = |paths: &[PathBuf]| -> String {
            if paths.is_empty() {
                return "  (none)\n".into();
            }
            paths.iter().map(|p| format!("  {}\n", p.display())).collect()
        };
        let network = match policy.network {
            Network::Off => "off: unix sockets only (no TCP/UDP, no DNS)",
            Network::Loopback => "loopback: TCP to 127.0.0.1/::1 only, checked by nub; no DNS",
            Network::On => "on: not restricted",
        };
        let mut text = format!(
            "sandbox: {}\nmechanism: {}\nwritable:\n{}  /tmp (private to this run: {})\nread-only inside them:\n{}hidden (read as empty):\n{}network: {network}\n",
            policy.mode,
            sandbox.mechanism(),
            list(&policy.writable),
            sandbox.tmp().display(),
            list(&policy.read_only),
            list(&policy.hidden),
        );
        for note in &policy.notes {
            text.push_str(&format!("note: {note}\n"));
        }
        text
    }
}

/// The sandbox `config` and `env` ask for at `repo_root`; `Err` for an
/// unknown `NUB_SANDBOX` value.
pub(crate) fn build(config: &nub_config::Config, env: &Env, repo_root: &Path) -> Result<SandboxState, String> {
    let (mode_text, by) = match env.get("NUB_SANDBOX").filter(|m| !m.is_empty()) {
        Some(mode) => (mode, "NUB_SANDBOX or --sandbox".to_owned()),
        None => (config.sandbox_mode.value.clone(), config.sandbox_mode.origin.to_string()),
    };
    let mode: Mode = mode_text.parse().map_err(|e| format!("{by}: {e}"))?;
    if mode == Mode::Off {
        return Ok(SandboxState::Off { by });
    }
    let network: Network = config.sandbox_network.value.parse()?;
    let home = env.get("HOME").filter(|h| !h.is_empty()).map(PathBuf::from);
    let place = Place {
        repo_root: repo_root.to_path_buf(),
        home: home.clone(),
        runtime_dir: env.get("XDG_RUNTIME_DIR").filter(|d| !d.is_empty()).map(PathBuf::from),
        ssh_auth_sock: env.get("SSH_AUTH_SOCK").filter(|s| !s.is_empty()).map(PathBuf::from),
        uid: nub_sandbox::current_uid(),
    };
    let resolve = |path: &String| {
        let path = nub_sandbox::expand_home(path, home.as_deref());
        if path.is_absolute() { path } else { repo_root.join(path) }
    };
    let writable: Vec<PathBuf> = config.sandbox_writable.value.iter().map(resolve).collect();
    let mut hidden: Vec<PathBuf> = match &config.sandbox_hidden {
        Some(listed) => listed.value.iter().map(resolve).collect(),
        None => nub_sandbox::default_hidden(&place),
    };
    hidden.extend(config.sandbox_hidden_added.iter().map(resolve));
    let rules = nub_tools::Policy { deny_paths: config.deny_paths.value.clone(), ..nub_tools::Policy::default() };
    let (denied, capped) = rules.denied_paths(repo_root, DENIED_WALK_LIMIT);
    hidden.extend(denied);
    if mode == Mode::WorkspaceWrite {
        prepare_protected_dirs(repo_root);
    }
    let mut policy = Policy::build(mode, network, &place, &writable, &hidden);
    if capped {
        policy
            .notes
            .push(format!("deny_paths were matched in the first {DENIED_WALK_LIMIT} entries of the repository only"));
    }
    Ok(match Sandbox::new(policy) {
        Ok(sandbox) => SandboxState::Working(Arc::new(sandbox)),
        Err(unavailable) => SandboxState::Unavailable { reason: unavailable.reason },
    })
}

/// `.nub/` and `.git/hooks` must exist to be made read-only: a command
/// could otherwise create them (a hook runs at the user's next commit).
/// Made the one way (`own_files`): a committed `.nub` link is not followed
/// (the session store refuses it with the reason), and `.nub/` is private.
fn prepare_protected_dirs(repo_root: &Path) {
    let _ = own_files::create_dirs(&repo_root.join(".nub"), Scope::Local(repo_root), true);
    let git = repo_root.join(".git");
    if git.is_dir() {
        let _ = own_files::create_dirs(&git.join("hooks"), Scope::Local(repo_root), false);
    }
}
