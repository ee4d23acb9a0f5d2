//! `Sandbox`: a policy made ready to apply — the child's plan, the Landlock
//! ruleset and the private temp directory, built once and checked by
//! entering it in a throw-away fork — and `confine`, which every spawn of
//! a model-influenced process goes through.

use std::ffi::CString;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::DirBuilderExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::child::{self, MakeUnderTmp, Op, Plan, Spawn};
use crate::landlock::{self, LandlockSupport};
use crate::policy::{Mode, Network, Policy, TMP};
use crate::{seccomp, supervisor, sys};

/// Why this machine cannot sandbox: said once at start-up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct Unavailable {
    pub reason: String,
}

fn unavailable(reason: impl Into<String>) -> Unavailable {
    Unavailable { reason: reason.into() }
}

struct Inner {
    plan: Plan,
    /// Keeps the ruleset fd in `plan.landlock` open.
    _ruleset: OwnedFd,
}

/// A working sandbox for one run of nub. Cheap to share (`Arc` inside).
pub struct Sandbox {
    policy: Policy,
    inner: Arc<Inner>,
    tmp: PrivateTmp,
    landlock: LandlockSupport,
}

impl std::fmt::Debug for Sandbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sandbox").field("policy", &self.policy).field("tmp", &self.tmp.0).finish()
    }
}

/// Two sandboxes are alike when their policies are.
impl PartialEq for Sandbox {
    fn eq(&self, other: &Self) -> bool {
        self.policy == other.policy
    }
}

impl Eq for Sandbox {}

/// The per-run temp directory every sandboxed process sees as `/tmp`;
/// removed when nub ends.
struct PrivateTmp(PathBuf);

impl Drop for PrivateTmp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn c_path(path: &Path) -> Result<CString, Unavailable> {
    CString::new(path.as_os_str().as_bytes()).map_err(|_| unavailable(format!("{} holds a NUL byte", path.display())))
}

impl Sandbox {
    /// Prepares `policy` and proves it works here by entering it once in a
    /// forked child. `Err` says what this machine lacks.
    pub fn new(policy: Policy) -> Result<Sandbox, Unavailable> {
        if policy.mode == Mode::Off {
            return Err(unavailable("the sandbox is off"));
        }
        if !cfg!(any(target_arch = "x86_64", target_arch = "aarch64")) || !cfg!(target_os = "linux") {
            return Err(unavailable("the sandbox is written for Linux on x86_64 and aarch64"));
        }
        let landlock = landlock::support().map_err(unavailable)?;
        let tmp = make_private_tmp()?;
        let mut rooms: Vec<&Path> = policy.writable.iter().map(PathBuf::as_path).collect();
        rooms.push(&tmp.0);
        rooms.push(Path::new("/dev"));
        let ruleset = landlock::ruleset(landlock, &rooms, policy.network).map_err(unavailable)?;
        let plan = plan(&policy, &tmp.0, ruleset.as_raw_fd())?;
        let sandbox = Sandbox { policy, inner: Arc::new(Inner { plan, _ruleset: ruleset }), tmp, landlock };
        sandbox.probe()?;
        Ok(sandbox)
    }

    fn probe(&self) -> Result<(), Unavailable> {
        let mut spawn =
            Spawn { cwd: c"/".to_owned(), copy_fds: vec![-1; self.inner.plan.copies.len()], supervisor: -1 };
        let plan = &self.inner.plan;
        sys::in_fork(|| child::enter(plan, &mut spawn)).map_err(|code| unavailable(describe_code(code)))
    }

    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// The private temp directory, as nub sees it (sandboxed processes see `/tmp`).
    pub fn tmp(&self) -> &Path {
        &self.tmp.0
    }

    /// What enforces the policy here, in one line for `nub sandbox`.
    pub fn mechanism(&self) -> String {
        let abi = self.landlock.abi;
        let scoped = if self.landlock.scoped { ", signals and abstract sockets scoped" } else { "" };
        let network = match self.policy.network {
            Network::Off => "seccomp (only unix sockets) and a network namespace",
            Network::Loopback => "seccomp (TCP only; nub connects it to loopback addresses after checking)",
            Network::On => "not restricted",
        };
        format!(
            "user and mount namespaces (read-only binds, hidden paths covered); Landlock ABI {abi} (writes, ptrace{scoped}); seccomp (no ptrace, namespaces, mounts, io_uring, bpf, keyrings, TIOCSTI); network: {network}"
        )
    }

    /// Prepares `command` to start inside the sandbox: `TMPDIR` is `/tmp`
    /// (the private one), and the child enters the sandbox before `exec`.
    /// The child gives up the controlling terminal. Call `Pending::started` once the
    /// command has been spawned.
    pub fn confine(&self, command: &mut std::process::Command) -> io::Result<Pending> {
        let cwd = match command.get_current_dir() {
            Some(dir) => dir.to_path_buf(),
            None => std::env::current_dir()?,
        };
        let cwd = CString::new(cwd.as_os_str().as_bytes())
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "the working directory holds a NUL byte"))?;
        let (supervisor, child_end) = if self.inner.plan.notify {
            let (parent, child) = sys::socketpair().map_err(io::Error::from_raw_os_error)?;
            (Some(owned(parent)), Some(owned(child)))
        } else {
            (None, None)
        };
        let mut spawn = Spawn {
            cwd,
            copy_fds: vec![-1; self.inner.plan.copies.len()],
            supervisor: child_end.as_ref().map_or(-1, AsRawFd::as_raw_fd),
        };
        let inner = Arc::clone(&self.inner);
        command.env("TMPDIR", TMP).env("NUB_SANDBOX", self.policy.mode.to_string());
        #[allow(unsafe_code)]
        // SAFETY: `enter` is async-signal-safe: it only makes system calls
        // on memory prepared before the fork (`inner`, `spawn`).
        unsafe {
            command.pre_exec(move || child::enter(&inner.plan, &mut spawn).map_err(io::Error::from_raw_os_error));
        }
        Ok(Pending { supervisor, child_end })
    }
}

fn owned(fd: std::os::fd::RawFd) -> OwnedFd {
    #[allow(unsafe_code)]
    // SAFETY: `fd` was just returned by a system call and is owned by no one else.
    unsafe {
        OwnedFd::from_raw_fd(fd)
    }
}

/// A confined command that has not started yet.
#[must_use = "call started() after spawning, or the network supervisor never runs"]
pub struct Pending {
    supervisor: Option<OwnedFd>,
    child_end: Option<OwnedFd>,
}

/// Keeps what a running confined command needs from nub (the loopback
/// supervisor); drop it when the command has ended.
pub struct Running {
    _supervisor: Option<std::thread::JoinHandle<()>>,
}

impl Pending {
    /// Call right after a successful spawn: for `network = "loopback"` it
    /// takes the child's seccomp notifications and starts the supervisor.
    pub fn started(self) -> io::Result<Running> {
        drop(self.child_end);
        let Some(socket) = self.supervisor else { return Ok(Running { _supervisor: None }) };
        let listener = sys::recv_fd(socket.as_raw_fd())
            .map_err(io::Error::from_raw_os_error)?
            .ok_or_else(|| io::Error::other("the sandboxed process sent no seccomp listener"))?;
        let handle = supervisor::start(owned(listener))?;
        Ok(Running { _supervisor: Some(handle) })
    }
}

/// A spawn error in words: a failed sandbox step is named with its errno.
pub fn describe_spawn_error(error: &io::Error) -> String {
    match error.raw_os_error() {
        Some(code) => describe_code(code),
        None => error.to_string(),
    }
}

fn describe_code(code: i32) -> String {
    match child::decode(code) {
        Some((step, errno)) => {
            format!("the sandbox failed while {}: {}", step.describe(), io::Error::from_raw_os_error(errno))
        }
        None => io::Error::from_raw_os_error(code).to_string(),
    }
}

fn make_private_tmp() -> Result<PrivateTmp, Unavailable> {
    let base = std::env::temp_dir();
    let base = base.canonicalize().unwrap_or(base);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    let dir = base.join(format!("nub-sandbox-{}-{nanos:08x}", std::process::id()));
    std::fs::DirBuilder::new()
        .mode(0o700)
        .create(&dir)
        .map_err(|e| unavailable(format!("cannot make the private temp directory {}: {e}", dir.display())))?;
    Ok(PrivateTmp(dir))
}

/// The child's plan for `policy`.
fn plan(policy: &Policy, tmp: &Path, landlock: std::os::fd::RawFd) -> Result<Plan, Unavailable> {
    let tmp_root = Path::new(TMP);
    let mut binds: Vec<(&PathBuf, bool)> =
        policy.writable.iter().map(|p| (p, false)).chain(policy.read_only.iter().map(|p| (p, true))).collect();
    // Outer paths first, so inner ones land on top of them.
    binds.sort_by_key(|(path, _)| path.components().count());
    if binds.iter().any(|(path, _)| tmp_root.starts_with(path)) {
        return Err(unavailable(format!(
            "a writable or read-only path holds {TMP}; the sandbox cannot cover it (is the repository at /?)"
        )));
    }
    let mut copies = vec![c_path(tmp)?];
    let mut ops = vec![Op::CoverTmp];
    let mut pinned: Vec<PathBuf> = Vec::new();
    let mut pin_between = |ops: &mut Vec<Op>, path: &Path| -> Result<(), Unavailable> {
        let Some(root) = policy
            .writable
            .iter()
            .filter(|w| path.starts_with(w) && path != w.as_path())
            .max_by_key(|w| w.components().count())
        else {
            return Ok(());
        };
        let mut ancestors: Vec<&Path> = path.ancestors().skip(1).take_while(|a| *a != root.as_path()).collect();
        ancestors.reverse();
        for dir in ancestors {
            if !pinned.iter().any(|p| p == dir) && dir.is_dir() {
                ops.push(Op::Pin { path: c_path(dir)? });
                pinned.push(dir.to_path_buf());
            }
        }
        Ok(())
    };
    for (index, (path, read_only)) in binds.iter().enumerate() {
        if *read_only {
            pin_between(&mut ops, path)?;
        }
        let nested = binds[..index].iter().any(|(outer, _)| path.starts_with(outer));
        let make = match path.strip_prefix(tmp_root) {
            Ok(below) if !nested => Some(MakeUnderTmp {
                components: below.components().map(|c| c_path(Path::new(c.as_os_str()))).collect::<Result<_, _>>()?,
                dir: path.is_dir(),
            }),
            _ => None,
        };
        copies.push(c_path(path)?);
        ops.push(Op::Attach { copy: copies.len() - 1, target: c_path(path)?, read_only: *read_only, make });
    }
    for path in &policy.hidden {
        pin_between(&mut ops, path)?;
        let target = c_path(path)?;
        ops.push(if path.is_dir() { Op::HideDir { path: target } } else { Op::HideFile { path: target } });
    }
    let mut unshare_flags = libc::CLONE_NEWUSER | libc::CLONE_NEWNS | libc::CLONE_NEWIPC;
    if policy.network == Network::Off {
        unshare_flags |= libc::CLONE_NEWNET;
    }
    let (uid, gid) = (sys::getuid(), sys::getgid());
    Ok(Plan {
        unshare_flags,
        uid_map: format!("{uid} {uid} 1\n").into_bytes(),
        gid_map: format!("{gid} {gid} 1\n").into_bytes(),
        copies,
        ops,
        landlock,
        seccomp: seccomp::program(policy.network),
        notify: policy.network == Network::Loopback,
    })
}
