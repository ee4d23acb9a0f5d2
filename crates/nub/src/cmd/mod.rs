//! The report and housekeeping subcommands: each asks `nub-runtime` (or the
//! session store) for data and hands it to `ui` as text.

use std::path::Path;

use crate::exit::Failure;
use crate::ui;

pub mod checkpoints;
pub mod compact;
pub mod config;
pub mod context;
pub mod hooks;
pub mod map;
pub mod mcp;
pub mod models;
pub mod sandbox;
pub mod sessions;
pub mod skills;
pub mod trust;

/// The workspace of the current directory, or a configuration failure.
pub fn workspace() -> Result<nub_runtime::Workspace, Failure> {
    workspace_with(&nub_config::FlagOverrides::default())
}

/// The workspace as a run with these flags sees it (`--trust-project`).
pub fn workspace_with(flags: &nub_config::FlagOverrides) -> Result<nub_runtime::Workspace, Failure> {
    nub_runtime::Workspace::load(env_for(flags)).map_err(Failure::from)
}

/// The process environment, with `--trust-project` and `--sandbox`
/// standing for their variables.
pub fn env_for(flags: &nub_config::FlagOverrides) -> nub_runtime::Env {
    let mut env = nub_runtime::Env::process();
    if flags.trust_project {
        env.set("NUB_TRUST_PROJECT", "1");
    }
    if let Some(mode) = &flags.sandbox {
        env.set("NUB_SANDBOX", mode);
    }
    env
}

/// `nub debug replay`: a recorded stream decoded offline.
pub fn replay(api: nub_llm::WireApi, file: &Path) -> Result<(), Failure> {
    // A recording, not a pipe or a device: replay reads it whole.
    let bytes = nub_config::own_files::read(file, nub_config::own_files::Scope::User, 256 << 20)
        .map_err(|e| Failure::config(format!("cannot read {}: {}", file.display(), e.reason())))?;
    let events = nub_llm::replay(api, &bytes);
    ui::replay::print(&events).map_err(Failure::error)?;
    match events.last() {
        Some(Ok(nub_llm::Event::Done { .. })) => Ok(()),
        _ => Err(Failure::error(format!("{}: the stream did not end in a complete answer", file.display()))),
    }
}
