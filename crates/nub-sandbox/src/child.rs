//! The child side: what a process does between `fork` and `exec` to enter
//! the sandbox, and the plan it follows, prepared in nub beforehand.
//!
//! After the fork the process has one thread, so it may create a user and
//! a mount namespace (`unshare` refuses threaded callers), but it may only
//! make async-signal-safe calls: every string, map and filter it needs is
//! in the `Plan`, built before; the steps below only issue system calls.
//!
//! The steps, in order:
//! 1. a user and mount namespace (and a network namespace when the network
//!    is off), the user and group mapped to themselves;
//! 2. detached copies (`open_tree`) of the private temp directory and of
//!    every writable and read-only path, taken while the tree is untouched;
//! 3. the whole tree made read-only and nosuid (`mount_setattr`, recursive);
//! 4. the private temp directory over `/tmp`, the copies attached in depth
//!    order (read-only ones made so first), the directories between a
//!    writable root and a read-only path inside it bound onto themselves so
//!    that nothing can rename them away (`mv .git x; mkdir .git`);
//! 5. hidden directories covered by an empty read-only tmpfs, hidden files
//!    by `/dev/null`; a fresh `devpts` (the user's terminals disappear) and
//!    an empty `/dev/shm`;
//! 6. back into the working directory (the old one is under the mounts),
//!    no controlling terminal (nothing to inject keystrokes into),
//!    no-new-privileges, every capability dropped, the Landlock domain, and
//!    last the seccomp filter (it refuses the calls used above).

use std::ffi::CString;
use std::os::fd::RawFd;

use crate::sys::{self, Errno};

/// A step of entering the sandbox, named when it fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub(crate) enum Step {
    Namespaces = 1,
    IdMaps,
    Propagation,
    Copy,
    ReadOnlyRoot,
    Attach,
    Pin,
    Hide,
    Devices,
    WorkingDirectory,
    Session,
    NoNewPrivileges,
    Capabilities,
    Landlock,
    Seccomp,
    Supervisor,
}

impl Step {
    const ALL: [Step; 16] = [
        Step::Namespaces,
        Step::IdMaps,
        Step::Propagation,
        Step::Copy,
        Step::ReadOnlyRoot,
        Step::Attach,
        Step::Pin,
        Step::Hide,
        Step::Devices,
        Step::WorkingDirectory,
        Step::Session,
        Step::NoNewPrivileges,
        Step::Capabilities,
        Step::Landlock,
        Step::Seccomp,
        Step::Supervisor,
    ];

    pub(crate) fn describe(self) -> &'static str {
        match self {
            Step::Namespaces => "creating a user and mount namespace",
            Step::IdMaps => "mapping the user into its namespace",
            Step::Propagation => "making mounts private",
            Step::Copy => "copying the writable paths",
            Step::ReadOnlyRoot => "making the file system read-only",
            Step::Attach => "mounting the writable and read-only paths",
            Step::Pin => "pinning the directories above read-only paths",
            Step::Hide => "covering the hidden paths",
            Step::Devices => "mounting a private devpts and /dev/shm",
            Step::WorkingDirectory => "entering the working directory",
            Step::Session => "giving up the controlling terminal",
            Step::NoNewPrivileges => "setting no-new-privileges",
            Step::Capabilities => "dropping capabilities",
            Step::Landlock => "applying the Landlock rules",
            Step::Seccomp => "installing the seccomp filter",
            Step::Supervisor => "handing the network supervisor its channel",
        }
    }
}

/// Errors leave the child as one `i32` (the only thing `pre_exec` and the
/// probe pass back): the step times `STEP_BASE` plus the errno.
const STEP_BASE: i32 = 1 << 16;

pub(crate) fn encode(step: Step, errno: Errno) -> i32 {
    (step as i32) * STEP_BASE + errno.clamp(0, STEP_BASE - 1)
}

/// The step and errno of a code from `encode`; `None` for a plain errno.
pub(crate) fn decode(code: i32) -> Option<(Step, Errno)> {
    let step = code / STEP_BASE;
    Step::ALL.iter().find(|s| **s as i32 == step).map(|s| (*s, code % STEP_BASE))
}

/// Where a mount point under the private `/tmp` must be made: the path's
/// components below `/tmp`, and whether the last is a directory.
#[derive(Debug)]
pub(crate) struct MakeUnderTmp {
    pub components: Vec<CString>,
    pub dir: bool,
}

#[derive(Debug)]
pub(crate) enum Op {
    /// The copy of the private temp directory (copy 0) over `/tmp`.
    CoverTmp,
    /// Copy `copy` attached at `target`, made read-only first if asked.
    Attach {
        copy: usize,
        target: CString,
        read_only: bool,
        make: Option<MakeUnderTmp>,
    },
    /// A directory bound onto itself: a mount point cannot be renamed.
    Pin {
        path: CString,
    },
    HideDir {
        path: CString,
    },
    HideFile {
        path: CString,
    },
}

#[derive(Debug)]
pub(crate) struct Plan {
    pub unshare_flags: libc::c_int,
    pub uid_map: Vec<u8>,
    pub gid_map: Vec<u8>,
    /// What `open_tree` copies before anything changes; 0 is the private temp directory.
    pub copies: Vec<CString>,
    pub ops: Vec<Op>,
    pub landlock: RawFd,
    pub seccomp: Vec<libc::sock_filter>,
    /// Loopback: the filter's notification fd goes to nub's supervisor.
    pub notify: bool,
}

/// What one spawn adds to the plan, allocated before the fork.
pub(crate) struct Spawn {
    pub cwd: CString,
    /// Room for the copies' fds, one per `Plan::copies`.
    pub copy_fds: Vec<RawFd>,
    /// The child's end of the supervisor's socket pair (loopback), or -1.
    pub supervisor: RawFd,
}

fn at(step: Step) -> impl Fn(Errno) -> i32 {
    move |errno| encode(step, errno)
}

/// Enters the sandbox. Runs in the forked child (or the probe's fork):
/// async-signal-safe throughout.
pub(crate) fn enter(plan: &Plan, spawn: &mut Spawn) -> Result<(), i32> {
    // A non-dumpable parent (nub) leaves /proc/self owned by root, and the
    // id maps could not be written by an ordinary user.
    sys::prctl(libc::PR_SET_DUMPABLE, 1).map_err(at(Step::Namespaces))?;
    sys::unshare(plan.unshare_flags).map_err(at(Step::Namespaces))?;
    sys::write_file(c"/proc/self/setgroups", b"deny").map_err(at(Step::IdMaps))?;
    sys::write_file(c"/proc/self/uid_map", &plan.uid_map).map_err(at(Step::IdMaps))?;
    sys::write_file(c"/proc/self/gid_map", &plan.gid_map).map_err(at(Step::IdMaps))?;
    let private = (libc::MS_REC | libc::MS_PRIVATE) as libc::c_ulong;
    sys::mount(None, c"/", None, private, None).map_err(at(Step::Propagation))?;
    for (source, fd) in plan.copies.iter().zip(spawn.copy_fds.iter_mut()) {
        let flags = libc::OPEN_TREE_CLONE | libc::OPEN_TREE_CLOEXEC | libc::AT_RECURSIVE as libc::c_uint;
        *fd = sys::open_tree(libc::AT_FDCWD, source, flags).map_err(at(Step::Copy))?;
    }
    let read_only = libc::MOUNT_ATTR_RDONLY | libc::MOUNT_ATTR_NOSUID;
    sys::mount_setattr(libc::AT_FDCWD, c"/", libc::AT_RECURSIVE as libc::c_uint, read_only)
        .map_err(at(Step::ReadOnlyRoot))?;
    for op in &plan.ops {
        run(op, spawn)?;
    }
    devices()?;
    sys::chdir(&spawn.cwd).map_err(at(Step::WorkingDirectory))?;
    sys::give_up_terminal().map_err(at(Step::Session))?;
    sys::prctl(libc::PR_SET_NO_NEW_PRIVS, 1).map_err(at(Step::NoNewPrivileges))?;
    sys::drop_capabilities().map_err(at(Step::Capabilities))?;
    sys::landlock_restrict_self(plan.landlock).map_err(at(Step::Landlock))?;
    let flags = if plan.notify { libc::SECCOMP_FILTER_FLAG_NEW_LISTENER } else { 0 };
    let listener = sys::seccomp_filter(&plan.seccomp, flags).map_err(at(Step::Seccomp))?;
    if plan.notify {
        let sent = if spawn.supervisor >= 0 { sys::send_fd(spawn.supervisor, listener) } else { Ok(()) };
        sys::close(listener);
        sent.map_err(at(Step::Supervisor))?;
    }
    Ok(())
}

fn run(op: &Op, spawn: &Spawn) -> Result<(), i32> {
    match op {
        Op::CoverTmp => sys::move_mount(spawn.copy_fds[0], libc::AT_FDCWD, c"/tmp", 0).map_err(at(Step::Attach)),
        Op::Attach { copy, target, read_only, make } => {
            let fd = spawn.copy_fds[*copy];
            if *read_only {
                let flags = (libc::AT_EMPTY_PATH | libc::AT_RECURSIVE) as libc::c_uint;
                sys::mount_setattr(fd, c"", flags, libc::MOUNT_ATTR_RDONLY).map_err(at(Step::Attach))?;
            }
            match make {
                None => sys::move_mount(fd, libc::AT_FDCWD, target, 0).map_err(at(Step::Attach)),
                Some(make) => {
                    let point = mount_point_under_tmp(make).map_err(at(Step::Attach))?;
                    let moved = sys::move_mount(fd, point, c"", libc::MOVE_MOUNT_T_EMPTY_PATH);
                    sys::close(point);
                    moved.map_err(at(Step::Attach))
                }
            }
        }
        Op::Pin { path } => {
            let bind = (libc::MS_BIND | libc::MS_REC) as libc::c_ulong;
            sys::mount(Some(path), path, None, bind, None).map_err(at(Step::Pin))
        }
        Op::HideDir { path } => {
            let flags = (libc::MS_RDONLY | libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC) as libc::c_ulong;
            match sys::mount(Some(c"tmpfs"), path, Some(c"tmpfs"), flags, Some(c"mode=0555,size=4k")) {
                // Gone since start-up, or under something hidden already.
                Err(libc::ENOENT | libc::ENOTDIR) => Ok(()),
                other => other.map_err(at(Step::Hide)),
            }
        }
        Op::HideFile { path } => {
            match sys::mount(Some(c"/dev/null"), path, None, libc::MS_BIND as libc::c_ulong, None) {
                Err(libc::ENOENT | libc::ENOTDIR) => Ok(()),
                other => other.map_err(at(Step::Hide)),
            }
        }
    }
}

/// A private devpts instance (the user's terminals vanish from
/// `/dev/pts`; new ones still work through `/dev/ptmx`) and an empty,
/// writable `/dev/shm`.
fn devices() -> Result<(), i32> {
    let flags = (libc::MS_NOSUID | libc::MS_NOEXEC) as libc::c_ulong;
    match sys::mount(Some(c"devpts"), c"/dev/pts", Some(c"devpts"), flags, Some(c"newinstance,ptmxmode=0666,mode=0620"))
    {
        Err(libc::ENOENT) => {}
        other => {
            other.map_err(at(Step::Devices))?;
            let bind = libc::MS_BIND as libc::c_ulong;
            match sys::mount(Some(c"/dev/pts/ptmx"), c"/dev/ptmx", None, bind, None) {
                Err(libc::ENOENT) => {}
                other => other.map_err(at(Step::Devices))?,
            }
        }
    }
    let flags = (libc::MS_NOSUID | libc::MS_NODEV) as libc::c_ulong;
    match sys::mount(Some(c"tmpfs"), c"/dev/shm", Some(c"tmpfs"), flags, Some(c"mode=1777")) {
        Err(libc::ENOENT) => Ok(()),
        other => other.map_err(at(Step::Devices)),
    }
}

/// Walks (and makes) `make` below `/tmp` without following a symlink: the
/// private temp directory is writable, so a command of an earlier call may
/// have left a link there to steer the mount elsewhere; such an entry is
/// removed. Returns an `O_PATH` fd of the mount point.
fn mount_point_under_tmp(make: &MakeUnderTmp) -> Result<RawFd, Errno> {
    let path_flags = libc::O_PATH | libc::O_NOFOLLOW;
    let mut dir = sys::openat(libc::AT_FDCWD, c"/tmp", path_flags | libc::O_DIRECTORY, 0)?;
    let last = make.components.len().saturating_sub(1);
    for (i, name) in make.components.iter().enumerate() {
        let want_dir = i < last || make.dir;
        let next = if want_dir {
            match sys::mkdirat(dir, name, 0o755) {
                Ok(()) | Err(libc::EEXIST) => {}
                Err(e) => return close_with(dir, e),
            }
            match sys::openat(dir, name, path_flags | libc::O_DIRECTORY, 0) {
                Ok(fd) => Ok(fd),
                Err(libc::ENOTDIR | libc::ELOOP) => {
                    let _ = sys::unlinkat(dir, name, 0);
                    let _ = sys::mkdirat(dir, name, 0o755);
                    sys::openat(dir, name, path_flags | libc::O_DIRECTORY, 0)
                }
                Err(e) => Err(e),
            }
        } else {
            let create = libc::O_CREAT | libc::O_WRONLY | libc::O_NOFOLLOW;
            let made = match sys::openat(dir, name, create, 0o644) {
                Err(libc::ELOOP | libc::EISDIR) => {
                    let _ = sys::unlinkat(dir, name, 0);
                    let _ = sys::unlinkat(dir, name, libc::AT_REMOVEDIR);
                    sys::openat(dir, name, create, 0o644)
                }
                other => other,
            };
            made.and_then(|fd| {
                sys::close(fd);
                sys::openat(dir, name, path_flags, 0)
            })
        };
        sys::close(dir);
        dir = next?;
    }
    Ok(dir)
}

fn close_with(fd: RawFd, errno: Errno) -> Result<RawFd, Errno> {
    sys::close(fd);
    Err(errno)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_and_errno_survive_the_trip_out_of_the_child() {
        let code = encode(Step::Landlock, libc::EPERM);
        assert_eq!(decode(code), Some((Step::Landlock, libc::EPERM)));
        assert_eq!(decode(libc::ENOENT), None, "a plain errno stays plain");
        for step in Step::ALL {
            assert_eq!(decode(encode(step, libc::EACCES)), Some((step, libc::EACCES)));
        }
    }
}
