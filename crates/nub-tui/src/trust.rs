//! The hook for trusting a repository's project config before start-up.
//!
//! TRUST HOOK: another change builds the trust decision in `nub-runtime`
//! (which project entries need trust, where the answer is remembered). When
//! it lands, this is where the TUI asks — once, before `nub_runtime::start`,
//! listing exactly what the config would enable (endpoints, MCP commands,
//! loosened permissions) with "trust / not now". Until then it does nothing.

use nub_runtime::Workspace;

/// Called by [`crate::run`] before anything from the project config is used.
pub fn confirm(_workspace: &Workspace) -> std::io::Result<()> {
    Ok(())
}
