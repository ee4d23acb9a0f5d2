//! `nub sandbox`: what the sandbox enforces on this machine, and
//! `nub sandbox -- CMD …`, which runs a command inside it (to try the
//! policy, or to confine a script of your own the way nub confines bash).

use std::ffi::OsString;
use std::os::unix::process::ExitStatusExt;

use nub_config::FlagOverrides;
use nub_runtime::SandboxState;

use crate::exit::Failure;
use crate::{cmd, ui};

pub fn run(flags: &FlagOverrides, command: &[OsString]) -> Result<(), Failure> {
    let ws = cmd::workspace_with(flags)?;
    let state = ws.sandbox().map_err(Failure::from)?;
    let Some((program, args)) = command.split_first() else {
        return ui::report(&state.report()).map_err(Failure::error);
    };
    let mut child = std::process::Command::new(program);
    child.args(args);
    // As for bash: nub's keys are not the command's business.
    for name in ws.config.secret_variables() {
        child.env_remove(name);
    }
    let pending = match state {
        SandboxState::Working(sandbox) => Some(sandbox.confine(&mut child).map_err(|e| Failure::error(e.to_string()))?),
        SandboxState::Off { .. } => None,
        SandboxState::Unavailable { reason } => {
            return Err(Failure::error(format!("sandbox unavailable: {reason}; the command did not run")));
        }
    };
    let program = program.to_string_lossy();
    let mut running = child
        .spawn()
        .map_err(|e| Failure::error(format!("cannot start {program}: {}", nub_sandbox::describe_spawn_error(&e))))?;
    let _confined =
        pending.map(nub_sandbox::Pending::started).transpose().map_err(|e| Failure::error(e.to_string()))?;
    let status = running.wait().map_err(|e| Failure::error(format!("waiting for {program}: {e}")))?;
    match status.code().or_else(|| status.signal().map(|s| 128 + s)) {
        Some(0) | None => Ok(()),
        Some(code) => {
            // The command's own code is nub's: a wrapper must be transparent.
            // The sandbox (and its private /tmp) goes first.
            drop(ws);
            std::process::exit(code)
        }
    }
}
