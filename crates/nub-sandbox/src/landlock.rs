//! The Landlock layer: a ruleset built once in nub, applied in each child.
//!
//! Landlock is the second wall for writes (the read-only mounts are the
//! first): only the writable roots, the private temp directory and `/dev`
//! take them. Reads are not restricted here; hidden paths are covered by
//! mounts. What Landlock adds that mounts cannot: a sandboxed process may
//! not ptrace or read `/proc/<pid>/{environ,mem,root,cwd,fd}` of any process
//! outside its domain — without that, `/proc/<pid>/root` of any other
//! process of the user would lead around every mount — and, from ABI 6,
//! may neither signal such processes nor connect to their abstract unix
//! sockets. From ABI 4 TCP bind and connect are refused too unless the
//! network is on (the supervisor connects for loopback, outside the domain).

use std::ffi::CString;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

use crate::policy::Network;
use crate::sys;

const WRITE_FILE: u64 = 1 << 1;
const REMOVE_DIR: u64 = 1 << 4;
const REMOVE_FILE: u64 = 1 << 5;
const MAKE_CHAR: u64 = 1 << 6;
const MAKE_DIR: u64 = 1 << 7;
const MAKE_REG: u64 = 1 << 8;
const MAKE_SOCK: u64 = 1 << 9;
const MAKE_FIFO: u64 = 1 << 10;
const MAKE_BLOCK: u64 = 1 << 11;
const MAKE_SYM: u64 = 1 << 12;
/// ABI 2: renaming and linking across directories.
const REFER: u64 = 1 << 13;
/// ABI 3.
const TRUNCATE: u64 = 1 << 14;

const NET_BIND_TCP: u64 = 1 << 0;
const NET_CONNECT_TCP: u64 = 1 << 1;

const SCOPE_ABSTRACT_UNIX_SOCKET: u64 = 1 << 0;
const SCOPE_SIGNAL: u64 = 1 << 1;

/// The write rights the running kernel knows.
fn write_rights(abi: u32) -> u64 {
    let mut rights = WRITE_FILE
        | REMOVE_DIR
        | REMOVE_FILE
        | MAKE_CHAR
        | MAKE_DIR
        | MAKE_REG
        | MAKE_SOCK
        | MAKE_FIFO
        | MAKE_BLOCK
        | MAKE_SYM;
    if abi >= 2 {
        rights |= REFER;
    }
    if abi >= 3 {
        rights |= TRUNCATE;
    }
    rights
}

/// What the kernel's Landlock gives this sandbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LandlockSupport {
    pub abi: u32,
    /// Signals and abstract unix sockets scoped to the domain (ABI 6).
    pub scoped: bool,
    /// TCP bind/connect rules (ABI 4).
    pub network: bool,
}

pub(crate) fn support() -> Result<LandlockSupport, String> {
    match sys::landlock_abi() {
        Ok(abi) if abi >= 1 => Ok(LandlockSupport { abi, scoped: abi >= 6, network: abi >= 4 }),
        Ok(abi) => Err(format!("Landlock ABI {abi} is too old")),
        Err(libc::ENOSYS) => {
            Err("the kernel has no Landlock (Linux 5.13 or later with CONFIG_SECURITY_LANDLOCK)".into())
        }
        Err(libc::EOPNOTSUPP) => Err("Landlock is disabled (add landlock to the kernel's lsm= list)".into()),
        Err(errno) => Err(format!("Landlock is unusable: {}", std::io::Error::from_raw_os_error(errno))),
    }
}

/// A ruleset allowing writes beneath `writable` only, ready for
/// `landlock_restrict_self` in each child.
pub(crate) fn ruleset(support: LandlockSupport, writable: &[&Path], network: Network) -> Result<OwnedFd, String> {
    let rights = write_rights(support.abi);
    let attr = sys::LandlockRulesetAttr {
        handled_access_fs: rights,
        handled_access_net: if support.network && network != Network::On { NET_BIND_TCP | NET_CONNECT_TCP } else { 0 },
        scoped: if support.scoped { SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL } else { 0 },
    };
    // Older kernels reject fields they do not know: hand them the prefix they do.
    let size = match support.abi {
        1..=3 => std::mem::size_of::<u64>(),
        4 | 5 => 2 * std::mem::size_of::<u64>(),
        _ => std::mem::size_of::<sys::LandlockRulesetAttr>(),
    };
    let fd = sys::landlock_create_ruleset(&attr, size)
        .map_err(|e| format!("cannot create a Landlock ruleset: {}", std::io::Error::from_raw_os_error(e)))?;
    let ruleset = owned(fd);
    for path in writable {
        let c_path =
            CString::new(path.as_os_str().as_bytes()).map_err(|_| format!("{} holds a NUL byte", path.display()))?;
        let dir = sys::openat(libc::AT_FDCWD, &c_path, libc::O_PATH, 0)
            .map_err(|e| format!("cannot open {}: {}", path.display(), std::io::Error::from_raw_os_error(e)))?;
        let dir = owned(dir);
        let is_dir = path.is_dir();
        // Rules on a file may only carry rights that apply to files.
        let allowed = if is_dir { rights } else { rights & (WRITE_FILE | TRUNCATE) };
        let rule = sys::LandlockPathBeneathAttr { allowed_access: allowed, parent_fd: dir.as_raw_fd() };
        sys::landlock_add_path_rule(ruleset.as_raw_fd(), &rule).map_err(|e| {
            format!("cannot add a Landlock rule for {}: {}", path.display(), std::io::Error::from_raw_os_error(e))
        })?;
    }
    Ok(ruleset)
}

fn owned(fd: std::os::fd::RawFd) -> OwnedFd {
    #[allow(unsafe_code)]
    // SAFETY: `fd` was just returned by a system call and is owned by no one else.
    unsafe {
        OwnedFd::from_raw_fd(fd)
    }
}
