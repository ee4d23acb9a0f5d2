//! Starting a shell command and signalling its process group: shared by
//! foreground `bash` and background jobs, so both run the same way.

use std::os::fd::OwnedFd;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::OnceLock;

use crate::tool::ToolEnv;

pub(crate) type Spawned = (tokio::process::Child, OwnedFd, Option<nub_sandbox::Running>);

/// `command` under the shell, in `env.cwd`, confined by `env.policy.sandbox`,
/// leading its own process group; stdout and stderr share the returned pipe.
pub(crate) fn spawn(command: &str, env: &ToolEnv) -> std::io::Result<Spawned> {
    let (reader, writer) = std::io::pipe()?;
    let stderr = writer.try_clone()?;
    // The Command owns the write ends; it must be gone before reading, or the
    // pipe never reaches end of file.
    let mut command_line = tokio::process::Command::new(shell());
    // nub's own secrets (API keys) are not the command's business.
    for name in &env.policy.secret_env {
        command_line.env_remove(name);
    }
    command_line.current_dir(&env.cwd);
    // After current_dir: the sandbox enters it again once its mounts are in place.
    let pending = match &env.policy.sandbox {
        Some(sandbox) => Some(sandbox.confine(command_line.as_std_mut())?),
        None => None,
    };
    let child = command_line
        .arg("-c")
        .arg(command)
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(stderr)
        .process_group(0)
        .kill_on_drop(true)
        // Git would otherwise wait for a password on the terminal, which a
        // background process group cannot read.
        .env("GIT_TERMINAL_PROMPT", "0")
        .spawn()?;
    let confined = pending.map(nub_sandbox::Pending::started).transpose()?;
    Ok((child, reader.into(), confined))
}

/// `bash` from `PATH`, else `sh`.
fn shell() -> &'static PathBuf {
    static SHELL: OnceLock<PathBuf> = OnceLock::new();
    SHELL.get_or_init(|| {
        let path = std::env::var_os("PATH").unwrap_or_default();
        std::env::split_paths(&path)
            .map(|dir| dir.join("bash"))
            .find(|candidate| candidate.is_file())
            .unwrap_or_else(|| PathBuf::from("sh"))
    })
}

/// Sends `signal` to every process of the group `pgid`.
pub(crate) fn signal_group(pgid: i32, signal: i32) {
    // Never 0 or 1: kill(0) would hit nub's own group, kill(-1) everything.
    if pgid > 1 {
        // SAFETY: kill(2) takes plain integers and touches no memory of ours;
        // a negative pid addresses exactly the group the shell leads.
        #[allow(unsafe_code)]
        unsafe {
            libc::kill(-pgid, signal);
        }
    }
}

/// Whether a process of the group is still running. Zombies do not count:
/// killed children of the shell are reaped by init, which may take a while
/// (or forever, in a container whose init does not reap).
pub(crate) fn group_alive(pgid: i32) -> bool {
    if pgid <= 1 {
        return false;
    }
    // SAFETY: signal 0 only checks for existence; see `signal_group`.
    #[allow(unsafe_code)]
    let exists = unsafe { libc::kill(-pgid, 0) } == 0;
    if !exists {
        return false;
    }
    if cfg!(target_os = "linux") {
        let Ok(entries) = std::fs::read_dir("/proc") else { return true };
        return entries.flatten().any(|entry| {
            let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
            let Some(after_name) = stat.rfind(')').map(|at| &stat[at + 1..]) else { return false };
            let mut fields = after_name.split_whitespace();
            let state = fields.next();
            let pgrp = fields.nth(1).and_then(|p| p.parse::<i32>().ok());
            pgrp == Some(pgid) && !matches!(state, Some("Z" | "X"))
        });
    }
    true
}
