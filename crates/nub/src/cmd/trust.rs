//! `nub trust [--show]` and `nub untrust`: the user's decision about this
//! repository's own `.nub/config.toml` and `.nub/SYSTEM.md`.

use nub_runtime::{TrustState, trust};

use crate::exit::Failure;
use crate::{cmd, ui};

pub fn trust(show: bool) -> Result<(), Failure> {
    let ws = cmd::workspace()?;
    let root = ws.repo_root.display();
    if ws.trust == TrustState::NothingToTrust {
        return ui::report(&format!("{root} has no .nub/config.toml or .nub/SYSTEM.md: nothing to trust\n"))
            .map_err(Failure::error);
    }
    // What the project sets that only trust lets through: read it as a stranger's.
    let as_stranger = nub_config::Config::load(&ws.env.lookup(), &ws.repo_root, nub_config::ProjectTrust::Untrusted)
        .map_err(Failure::config)?;
    let mut enables = as_stranger.untrusted;
    if ws.repo_root.join(".nub/SYSTEM.md").exists() {
        enables.push(".nub/SYSTEM.md (replaces the system prompt)".into());
    }
    let listing = if enables.is_empty() {
        "  nothing beyond what an untrusted project may set\n".to_owned()
    } else {
        enables.iter().map(|e| format!("  {e}\n")).collect()
    };
    let state = match ws.trust {
        TrustState::Recorded => "trusted",
        TrustState::ByEnvironment => "trusted for this run by NUB_TRUST_PROJECT",
        TrustState::Changed => "changed since you trusted it: not trusted",
        TrustState::Untrusted | TrustState::NothingToTrust => "not trusted",
    };
    if show {
        return ui::report(&format!("{root}: {state}\ntrusting it enables:\n{listing}")).map_err(Failure::error);
    }
    trust::trust(&ws.env, &ws.repo_root)?;
    ui::report(&format!(
        "trusted {root} as its .nub files are now; a change to them asks again. This enables:\n{listing}"
    ))
    .map_err(Failure::error)
}

pub fn untrust() -> Result<(), Failure> {
    let ws = cmd::workspace()?;
    let text = if trust::untrust(&ws.env, &ws.repo_root)? {
        format!("{} is no longer trusted\n", ws.repo_root.display())
    } else {
        format!("{} was not trusted\n", ws.repo_root.display())
    };
    ui::report(&text).map_err(Failure::error)
}
