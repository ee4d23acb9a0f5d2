//! The raw system calls of the sandbox, each behind a small safe wrapper.
//!
//! Everything the child side (`child.rs`) calls between `fork` and `exec`
//! is here, and all of it is async-signal-safe: plain system calls on
//! memory prepared before the fork, no allocation, no locks, no Rust
//! standard library I/O. Errors are raw `errno` values.
#![allow(unsafe_code)]

use std::ffi::CStr;
use std::os::fd::RawFd;

pub(crate) type Errno = i32;

fn errno() -> Errno {
    // Reads the thread's errno; no allocation.
    std::io::Error::last_os_error().raw_os_error().unwrap_or(libc::EIO)
}

fn check(result: libc::c_long) -> Result<libc::c_long, Errno> {
    if result < 0 { Err(errno()) } else { Ok(result) }
}

fn check_int(result: libc::c_int) -> Result<libc::c_int, Errno> {
    if result < 0 { Err(errno()) } else { Ok(result) }
}

pub(crate) fn unshare(flags: libc::c_int) -> Result<(), Errno> {
    // SAFETY: unshare takes flags only.
    check_int(unsafe { libc::unshare(flags) }).map(drop)
}

/// Opens `path` (O_WRONLY), writes `data` in one call, closes it: the
/// `/proc/self/{setgroups,uid_map,gid_map}` files want exactly one write.
pub(crate) fn write_file(path: &CStr, data: &[u8]) -> Result<(), Errno> {
    // SAFETY: `path` is NUL-terminated; the fd is ours and closed below.
    let fd = check_int(unsafe { libc::open(path.as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC) })?;
    // SAFETY: `data` is valid for its length.
    let written = unsafe { libc::write(fd, data.as_ptr().cast(), data.len()) };
    let result = if written < 0 {
        Err(errno())
    } else if written as usize != data.len() {
        Err(libc::EIO)
    } else {
        Ok(())
    };
    close(fd);
    result
}

pub(crate) fn close(fd: RawFd) {
    // SAFETY: closing an fd we own; an error leaves nothing to do.
    unsafe {
        libc::close(fd);
    }
}

pub(crate) fn mount(
    source: Option<&CStr>,
    target: &CStr,
    fstype: Option<&CStr>,
    flags: libc::c_ulong,
    data: Option<&CStr>,
) -> Result<(), Errno> {
    let ptr = |s: Option<&CStr>| s.map_or(std::ptr::null(), CStr::as_ptr);
    // SAFETY: every pointer is NULL or a NUL-terminated string that outlives the call.
    check_int(unsafe { libc::mount(ptr(source), target.as_ptr(), ptr(fstype), flags, ptr(data).cast()) }).map(drop)
}

/// `open_tree(2)`: with `OPEN_TREE_CLONE` a detached copy of the mount tree at `path`.
pub(crate) fn open_tree(dirfd: RawFd, path: &CStr, flags: libc::c_uint) -> Result<RawFd, Errno> {
    // SAFETY: plain arguments and a NUL-terminated path.
    check(unsafe { libc::syscall(libc::SYS_open_tree, dirfd, path.as_ptr(), flags) }).map(|fd| fd as RawFd)
}

/// `move_mount(2)` of the detached tree `from` onto `to_dirfd`/`to_path`.
pub(crate) fn move_mount(from: RawFd, to_dirfd: RawFd, to_path: &CStr, flags: libc::c_uint) -> Result<(), Errno> {
    let empty = c"";
    // SAFETY: plain arguments and NUL-terminated paths.
    check(unsafe {
        libc::syscall(
            libc::SYS_move_mount,
            from,
            empty.as_ptr(),
            to_dirfd,
            to_path.as_ptr(),
            flags | libc::MOVE_MOUNT_F_EMPTY_PATH,
        )
    })
    .map(drop)
}

/// `struct mount_attr` of `mount_setattr(2)`.
#[repr(C)]
struct MountAttr {
    attr_set: u64,
    attr_clr: u64,
    propagation: u64,
    userns_fd: u64,
}

pub(crate) fn mount_setattr(dirfd: RawFd, path: &CStr, flags: libc::c_uint, set: u64) -> Result<(), Errno> {
    let attr = MountAttr { attr_set: set, attr_clr: 0, propagation: 0, userns_fd: 0 };
    // SAFETY: `attr` is a valid mount_attr on the stack, its size passed along.
    check(unsafe {
        libc::syscall(
            libc::SYS_mount_setattr,
            dirfd,
            path.as_ptr(),
            flags,
            &attr as *const MountAttr,
            std::mem::size_of::<MountAttr>(),
        )
    })
    .map(drop)
}

pub(crate) fn openat(dirfd: RawFd, path: &CStr, flags: libc::c_int, mode: libc::mode_t) -> Result<RawFd, Errno> {
    // SAFETY: plain arguments and a NUL-terminated path.
    check_int(unsafe { libc::openat(dirfd, path.as_ptr(), flags | libc::O_CLOEXEC, mode) })
}

pub(crate) fn mkdirat(dirfd: RawFd, name: &CStr, mode: libc::mode_t) -> Result<(), Errno> {
    // SAFETY: plain arguments and a NUL-terminated name.
    check_int(unsafe { libc::mkdirat(dirfd, name.as_ptr(), mode) }).map(drop)
}

pub(crate) fn unlinkat(dirfd: RawFd, name: &CStr, flags: libc::c_int) -> Result<(), Errno> {
    // SAFETY: plain arguments and a NUL-terminated name.
    check_int(unsafe { libc::unlinkat(dirfd, name.as_ptr(), flags) }).map(drop)
}

pub(crate) fn chdir(path: &CStr) -> Result<(), Errno> {
    // SAFETY: a NUL-terminated path.
    check_int(unsafe { libc::chdir(path.as_ptr()) }).map(drop)
}

/// Gives up the controlling terminal, if there is one: `/dev/tty` then
/// fails with ENXIO for this process and everything it starts, so no
/// keystroke can be pushed into the user's terminal and no escape sequence
/// written to it. (`setsid` would do the same, but with autogroups on it
/// costs a new scheduler group per call, ~2 ms.)
pub(crate) fn give_up_terminal() -> Result<(), Errno> {
    let flags = libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC | libc::O_NONBLOCK;
    // SAFETY: a NUL-terminated path; the fd is closed below.
    let fd = unsafe { libc::open(c"/dev/tty".as_ptr(), flags) };
    if fd < 0 {
        // No controlling terminal (ENXIO), or no /dev/tty at all: nothing to give up.
        return Ok(());
    }
    // SAFETY: TIOCNOTTY takes no argument.
    let result = unsafe { libc::ioctl(fd, libc::TIOCNOTTY) };
    let error = errno();
    close(fd);
    if result < 0 && error != libc::ENOTTY { Err(error) } else { Ok(()) }
}

pub(crate) fn prctl(option: libc::c_int, arg: libc::c_ulong) -> Result<(), Errno> {
    // SAFETY: the options used here take integers only.
    check_int(unsafe { libc::prctl(option, arg, 0 as libc::c_ulong, 0 as libc::c_ulong, 0 as libc::c_ulong) }).map(drop)
}

/// Empties the bounding, ambient, effective, permitted and inheritable
/// capability sets: nothing the process execs can gain a capability back,
/// not even as root inside its user namespace.
pub(crate) fn drop_capabilities() -> Result<(), Errno> {
    for cap in 0..64 {
        // SAFETY: integers only; EINVAL past the last capability is expected.
        let result = unsafe { libc::prctl(libc::PR_CAPBSET_DROP, cap as libc::c_ulong, 0, 0, 0) };
        if result < 0 && errno() != libc::EINVAL {
            return Err(errno());
        }
    }
    prctl(libc::PR_CAP_AMBIENT, libc::PR_CAP_AMBIENT_CLEAR_ALL as libc::c_ulong)?;
    #[repr(C)]
    struct Header {
        version: u32,
        pid: libc::c_int,
    }
    #[repr(C)]
    struct Data {
        effective: u32,
        permitted: u32,
        inheritable: u32,
    }
    const VERSION_3: u32 = 0x2008_0522;
    let header = Header { version: VERSION_3, pid: 0 };
    let data =
        [Data { effective: 0, permitted: 0, inheritable: 0 }, Data { effective: 0, permitted: 0, inheritable: 0 }];
    // SAFETY: version 3 takes a header and two data structs, both on the stack.
    check(unsafe { libc::syscall(libc::SYS_capset, &header as *const Header, data.as_ptr()) }).map(drop)
}

// Landlock (include/uapi/linux/landlock.h).
pub(crate) const LANDLOCK_CREATE_RULESET_VERSION: u32 = 1;
pub(crate) const LANDLOCK_RULE_PATH_BENEATH: libc::c_int = 1;

#[repr(C)]
pub(crate) struct LandlockRulesetAttr {
    pub handled_access_fs: u64,
    pub handled_access_net: u64,
    pub scoped: u64,
}

#[repr(C, packed)]
pub(crate) struct LandlockPathBeneathAttr {
    pub allowed_access: u64,
    pub parent_fd: i32,
}

/// The Landlock ABI version of the running kernel; `Err` when Landlock is
/// missing or disabled.
pub(crate) fn landlock_abi() -> Result<u32, Errno> {
    // SAFETY: a NULL attribute with size 0 and the VERSION flag only asks.
    check(unsafe {
        libc::syscall(
            libc::SYS_landlock_create_ruleset,
            std::ptr::null::<LandlockRulesetAttr>(),
            0usize,
            LANDLOCK_CREATE_RULESET_VERSION,
        )
    })
    .map(|v| v as u32)
}

/// A ruleset fd; `size` lets an older kernel see only the fields it knows.
pub(crate) fn landlock_create_ruleset(attr: &LandlockRulesetAttr, size: usize) -> Result<RawFd, Errno> {
    // SAFETY: `attr` is valid for `size` bytes (a prefix of the struct).
    check(unsafe { libc::syscall(libc::SYS_landlock_create_ruleset, attr as *const LandlockRulesetAttr, size, 0u32) })
        .map(|fd| fd as RawFd)
}

pub(crate) fn landlock_add_path_rule(ruleset: RawFd, rule: &LandlockPathBeneathAttr) -> Result<(), Errno> {
    // SAFETY: `rule` is a valid path_beneath_attr.
    check(unsafe {
        libc::syscall(
            libc::SYS_landlock_add_rule,
            ruleset,
            LANDLOCK_RULE_PATH_BENEATH,
            rule as *const LandlockPathBeneathAttr,
            0u32,
        )
    })
    .map(drop)
}

pub(crate) fn landlock_restrict_self(ruleset: RawFd) -> Result<(), Errno> {
    // SAFETY: an fd and flags.
    check(unsafe { libc::syscall(libc::SYS_landlock_restrict_self, ruleset, 0u32) }).map(drop)
}

/// Installs a seccomp filter; with `SECCOMP_FILTER_FLAG_NEW_LISTENER` the
/// result is the notification fd, else 0.
pub(crate) fn seccomp_filter(program: &[libc::sock_filter], flags: libc::c_ulong) -> Result<RawFd, Errno> {
    let prog = libc::sock_fprog { len: program.len() as libc::c_ushort, filter: program.as_ptr().cast_mut() };
    // SAFETY: `prog` points at `program`, which outlives the call; the kernel copies it.
    check(unsafe {
        libc::syscall(libc::SYS_seccomp, libc::SECCOMP_SET_MODE_FILTER, flags, &prog as *const libc::sock_fprog)
    })
    .map(|fd| fd as RawFd)
}

/// Sends `fd` over the unix socket `socket` (SCM_RIGHTS) with one byte of data.
pub(crate) fn send_fd(socket: RawFd, fd: RawFd) -> Result<(), Errno> {
    #[repr(C)]
    union Control {
        header: libc::cmsghdr,
        bytes: [u8; 64],
    }
    let mut byte = [0u8; 1];
    let mut iov = libc::iovec { iov_base: byte.as_mut_ptr().cast(), iov_len: 1 };
    let mut control = Control { bytes: [0; 64] };
    // SAFETY: an all-zero msghdr is valid; the pointers set below live on this stack frame.
    let mut msg: libc::msghdr = unsafe { std::mem::zeroed() };
    msg.msg_iov = &mut iov;
    msg.msg_iovlen = 1;
    // SAFETY: CMSG_SPACE is arithmetic.
    let space = unsafe { libc::CMSG_SPACE(std::mem::size_of::<RawFd>() as u32) } as usize;
    // SAFETY: the union holds `bytes`, so taking its address is sound.
    msg.msg_control = unsafe { control.bytes.as_mut_ptr() }.cast();
    msg.msg_controllen = space as _;
    // SAFETY: the control buffer is 64 bytes, more than CMSG_SPACE(4); the
    // header and data pointers stay inside it.
    unsafe {
        let header = libc::CMSG_FIRSTHDR(&msg);
        (*header).cmsg_level = libc::SOL_SOCKET;
        (*header).cmsg_type = libc::SCM_RIGHTS;
        (*header).cmsg_len = libc::CMSG_LEN(std::mem::size_of::<RawFd>() as u32) as _;
        std::ptr::write_unaligned(libc::CMSG_DATA(header).cast::<RawFd>(), fd);
    }
    // SAFETY: `msg` and everything it points at are valid for the call.
    check(unsafe { libc::sendmsg(socket, &msg, libc::MSG_NOSIGNAL) } as libc::c_long).map(drop)
}

/// Receives one fd sent by `send_fd`; `Ok(None)` when the peer closed without sending.
pub(crate) fn recv_fd(socket: RawFd) -> Result<Option<RawFd>, Errno> {
    let mut byte = [0u8; 1];
    let mut iov = libc::iovec { iov_base: byte.as_mut_ptr().cast(), iov_len: 1 };
    let mut control = [0u64; 8];
    // SAFETY: an all-zero msghdr is valid; the pointers set below live on this stack frame.
    let mut msg: libc::msghdr = unsafe { std::mem::zeroed() };
    msg.msg_iov = &mut iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control.as_mut_ptr().cast();
    msg.msg_controllen = std::mem::size_of_val(&control) as _;
    // SAFETY: `msg` and its buffers are valid for the call.
    let received = unsafe { libc::recvmsg(socket, &mut msg, libc::MSG_CMSG_CLOEXEC) };
    if received < 0 {
        return Err(errno());
    }
    // SAFETY: the kernel filled `control` up to msg_controllen; the CMSG
    // macros stay inside it.
    unsafe {
        let header = libc::CMSG_FIRSTHDR(&msg);
        if header.is_null() || (*header).cmsg_level != libc::SOL_SOCKET || (*header).cmsg_type != libc::SCM_RIGHTS {
            return Ok(None);
        }
        Ok(Some(std::ptr::read_unaligned(libc::CMSG_DATA(header).cast::<RawFd>())))
    }
}

/// A connected pair of unix stream sockets, both close-on-exec.
pub(crate) fn socketpair() -> Result<(RawFd, RawFd), Errno> {
    let mut fds = [-1; 2];
    // SAFETY: `fds` has room for the two descriptors.
    check_int(unsafe { libc::socketpair(libc::AF_UNIX, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0, fds.as_mut_ptr()) })?;
    Ok((fds[0], fds[1]))
}

/// Runs `child` in a forked copy of this process and returns what it
/// reported: `Ok(())`, or the code it failed with (sent back through a
/// pipe, so it may be larger than an exit status). `child` must be
/// async-signal-safe (the fork of a threaded process has one thread, and
/// any lock another thread held stays held).
pub(crate) fn in_fork(child: impl FnOnce() -> Result<(), i32>) -> Result<(), i32> {
    let mut pipe = [-1; 2];
    // SAFETY: `pipe` has room for both ends.
    check_int(unsafe { libc::pipe2(pipe.as_mut_ptr(), libc::O_CLOEXEC) })?;
    let [read_end, write_end] = pipe;
    // SAFETY: the child runs only `child` (async-signal-safe by contract)
    // and leaves with _exit, never returning into Rust code that might
    // touch locks or run destructors.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        close(read_end);
        close(write_end);
        return Err(errno());
    }
    if pid == 0 {
        let code: i32 = match child() {
            Ok(()) => 0,
            Err(code) => code,
        };
        let bytes = code.to_ne_bytes();
        // SAFETY: writing 4 bytes from the stack, then leaving without cleanup.
        unsafe {
            libc::write(write_end, bytes.as_ptr().cast(), bytes.len());
            libc::_exit(0);
        }
    }
    close(write_end);
    let mut bytes = [0u8; 4];
    // SAFETY: reading at most 4 bytes into the buffer.
    let read = unsafe { libc::read(read_end, bytes.as_mut_ptr().cast(), bytes.len()) };
    close(read_end);
    let mut status = 0;
    loop {
        // SAFETY: waiting for our own child.
        let waited = unsafe { libc::waitpid(pid, &mut status, 0) };
        if waited == pid || (waited < 0 && errno() != libc::EINTR) {
            break;
        }
    }
    match i32::from_ne_bytes(bytes) {
        _ if read != 4 => Err(libc::ECHILD),
        0 => Ok(()),
        code => Err(code),
    }
}

pub(crate) fn getuid() -> u32 {
    // SAFETY: no arguments.
    unsafe { libc::getuid() }
}

pub(crate) fn getgid() -> u32 {
    // SAFETY: no arguments.
    unsafe { libc::getgid() }
}

/// Makes this process non-dumpable: same-user processes can then neither
/// ptrace it nor read `/proc/<pid>/environ`, `mem` or `fd/` (which would
/// hand out API keys and open files).
pub fn make_process_undumpable() -> std::io::Result<()> {
    prctl(libc::PR_SET_DUMPABLE, 0).map_err(std::io::Error::from_raw_os_error)
}

// The network supervisor's calls (supervisor.rs). These run on an
// ordinary thread of nub, not in a forked child.

pub(crate) fn poll_in(fd: RawFd, timeout_ms: libc::c_int) -> Result<libc::c_short, Errno> {
    let mut pfd = libc::pollfd { fd, events: libc::POLLIN, revents: 0 };
    // SAFETY: one pollfd on the stack.
    check_int(unsafe { libc::poll(&mut pfd, 1, timeout_ms) })?;
    Ok(pfd.revents)
}

/// Room for `struct seccomp_notif` as large as this kernel makes it.
#[repr(C, align(8))]
pub(crate) struct NotifBuffer(pub [u8; 256]);

pub(crate) fn notif_sizes() -> Result<libc::seccomp_notif_sizes, Errno> {
    let mut sizes = libc::seccomp_notif_sizes { seccomp_notif: 0, seccomp_notif_resp: 0, seccomp_data: 0 };
    // SAFETY: the kernel writes the three sizes into `sizes`.
    check(unsafe {
        libc::syscall(libc::SYS_seccomp, libc::SECCOMP_GET_NOTIF_SIZES, 0, &mut sizes as *mut libc::seccomp_notif_sizes)
    })?;
    Ok(sizes)
}

/// Receives one notification into `buffer` (zeroed first, as the kernel wants).
pub(crate) fn notif_recv(listener: RawFd, buffer: &mut NotifBuffer) -> Result<libc::seccomp_notif, Errno> {
    buffer.0.fill(0);
    // SAFETY: `buffer` is larger than the kernel's seccomp_notif (checked
    // by the caller through notif_sizes) and aligned for it.
    check_int(unsafe { libc::ioctl(listener, libc::SECCOMP_IOCTL_NOTIF_RECV as _, buffer.0.as_mut_ptr()) })?;
    // SAFETY: the buffer starts with a seccomp_notif the kernel just filled.
    Ok(unsafe { std::ptr::read(buffer.0.as_ptr().cast::<libc::seccomp_notif>()) })
}

/// Answers notification `id`: `Ok(value)` returns it, `Err(errno)` fails the call.
pub(crate) fn notif_send(listener: RawFd, id: u64, answer: Result<i64, Errno>) -> Result<(), Errno> {
    let (val, error) = match answer {
        Ok(value) => (value, 0),
        Err(errno) => (0, -errno),
    };
    let mut response = libc::seccomp_notif_resp { id, val, error, flags: 0 };
    // SAFETY: a valid response struct on the stack.
    check_int(unsafe { libc::ioctl(listener, libc::SECCOMP_IOCTL_NOTIF_SEND as _, &mut response) }).map(drop)
}

/// Whether notification `id` is still pending (its process has not died
/// and been replaced by another with the same pid).
pub(crate) fn notif_valid(listener: RawFd, id: u64) -> bool {
    let mut id = id;
    // SAFETY: the ioctl reads one u64.
    unsafe { libc::ioctl(listener, libc::SECCOMP_IOCTL_NOTIF_ID_VALID as _, &mut id) == 0 }
}

/// A pidfd for thread `tid` (a notification names the calling thread, not
/// its process): `PIDFD_THREAD` where the kernel knows it (6.9), else the
/// thread's process, found through `/proc/<tid>/status`.
pub(crate) fn pidfd_open(tid: u32) -> Result<RawFd, Errno> {
    const PIDFD_THREAD: u32 = libc::O_EXCL as u32;
    // SAFETY: integers only.
    let open = |pid: u32, flags: u32| check(unsafe { libc::syscall(libc::SYS_pidfd_open, pid as libc::pid_t, flags) });
    match open(tid, PIDFD_THREAD) {
        Ok(fd) => Ok(fd as RawFd),
        Err(libc::EINVAL) => {
            let status = std::fs::read_to_string(format!("/proc/{tid}/status")).map_err(|_| libc::ESRCH)?;
            let tgid = status
                .lines()
                .find_map(|line| line.strip_prefix("Tgid:"))
                .and_then(|v| v.trim().parse().ok())
                .ok_or(libc::ESRCH)?;
            open(tgid, 0).map(|fd| fd as RawFd)
        }
        Err(errno) => Err(errno),
    }
}

/// A copy of fd `target` of the process behind `pidfd` (the same open file).
pub(crate) fn pidfd_getfd(pidfd: RawFd, target: RawFd) -> Result<RawFd, Errno> {
    // SAFETY: integers only.
    check(unsafe { libc::syscall(libc::SYS_pidfd_getfd, pidfd, target, 0u32) }).map(|fd| fd as RawFd)
}

/// Copies `buffer.len()` bytes at `address` of process `pid` into `buffer`.
pub(crate) fn read_process_memory(pid: u32, address: u64, buffer: &mut [u8]) -> Result<(), Errno> {
    let local = libc::iovec { iov_base: buffer.as_mut_ptr().cast(), iov_len: buffer.len() };
    let remote = libc::iovec { iov_base: address as *mut libc::c_void, iov_len: buffer.len() };
    // SAFETY: `local` covers `buffer`; the kernel checks the remote range.
    let read = unsafe { libc::process_vm_readv(pid as libc::pid_t, &local, 1, &remote, 1, 0) };
    if read < 0 {
        Err(errno())
    } else if read as usize != buffer.len() {
        Err(libc::EFAULT)
    } else {
        Ok(())
    }
}

pub(crate) fn socket_domain(fd: RawFd) -> Result<libc::c_int, Errno> {
    let mut value: libc::c_int = 0;
    let mut len = std::mem::size_of::<libc::c_int>() as libc::socklen_t;
    // SAFETY: `value` and `len` describe an int-sized buffer.
    check_int(unsafe {
        libc::getsockopt(fd, libc::SOL_SOCKET, libc::SO_DOMAIN, (&mut value as *mut libc::c_int).cast(), &mut len)
    })?;
    Ok(value)
}

pub(crate) fn connect(fd: RawFd, address: &[u8]) -> Result<(), Errno> {
    // SAFETY: `address` holds a sockaddr of its length.
    check_int(unsafe { libc::connect(fd, address.as_ptr().cast(), address.len() as libc::socklen_t) }).map(drop)
}

pub(crate) fn bind(fd: RawFd, address: &[u8]) -> Result<(), Errno> {
    // SAFETY: `address` holds a sockaddr of its length.
    check_int(unsafe { libc::bind(fd, address.as_ptr().cast(), address.len() as libc::socklen_t) }).map(drop)
}

pub(crate) fn listen(fd: RawFd, backlog: libc::c_int) -> Result<(), Errno> {
    // SAFETY: integers only.
    check_int(unsafe { libc::listen(fd, backlog) }).map(drop)
}

/// The port a socket is bound to (0: not bound).
pub(crate) fn bound_port(fd: RawFd) -> Result<u16, Errno> {
    // SAFETY: an all-zero sockaddr_storage is valid.
    let mut address: libc::sockaddr_storage = unsafe { std::mem::zeroed() };
    let mut len = std::mem::size_of::<libc::sockaddr_storage>() as libc::socklen_t;
    // SAFETY: `address` and `len` describe a sockaddr_storage.
    check_int(unsafe { libc::getsockname(fd, (&mut address as *mut libc::sockaddr_storage).cast(), &mut len) })?;
    // Both sockaddr_in and sockaddr_in6 keep the port right after the family.
    let bytes = (&address as *const libc::sockaddr_storage).cast::<u8>();
    // SAFETY: bytes 2 and 3 lie inside the storage.
    Ok(u16::from_be_bytes(unsafe { [*bytes.add(2), *bytes.add(3)] }))
}

#[repr(C)]
struct OpenHow {
    flags: u64,
    mode: u64,
    resolve: u64,
}

pub(crate) const RESOLVE_NO_MAGICLINKS: u64 = 0x02;
pub(crate) const RESOLVE_IN_ROOT: u64 = 0x10;

/// `openat2(2)` with `O_PATH`: `path` resolved with `resolve` rules.
pub(crate) fn openat2_path(dirfd: RawFd, path: &CStr, flags: u64, resolve: u64) -> Result<RawFd, Errno> {
    let how = OpenHow { flags: flags | libc::O_PATH as u64 | libc::O_CLOEXEC as u64, mode: 0, resolve };
    // SAFETY: `how` is a valid open_how; its size is passed.
    check(unsafe {
        libc::syscall(libc::SYS_openat2, dirfd, path.as_ptr(), &how as *const OpenHow, std::mem::size_of::<OpenHow>())
    })
    .map(|fd| fd as RawFd)
}
