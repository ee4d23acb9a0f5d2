//! `network = "loopback"`: nub performs the sandboxed processes' `connect`,
//! `bind` and `listen` itself, after checking the address.
//!
//! A network namespace cannot do this (its loopback is not the host's),
//! and a seccomp filter cannot read a `sockaddr` (it lives in the caller's
//! memory). So the filter turns those three calls into notifications
//! (`SECCOMP_RET_USER_NOTIF`), and this thread answers them: it takes a
//! copy of the caller's socket (`pidfd_getfd`, the same open file), copies
//! the address out of the caller's memory once, checks that copy, and
//! makes the call on the copy with it. The caller's socket is then
//! connected (or bound, or listening) and the caller gets the result.
//! Nothing is re-read after the check, so a second thread of the caller
//! changing the address or swapping the fd in between gains nothing; the
//! call is never let through to the kernel on the caller's behalf
//! (`SECCOMP_USER_NOTIF_FLAG_CONTINUE` would re-read both).
//!
//! What passes:
//! - TCP `connect` to 127.0.0.0/8, `::1` and `::ffff:127.0.0.0/104`;
//! - `bind` to those addresses; a bind to the wildcard (`0.0.0.0`, `::`) is
//!   made to the loopback address instead, so a dev server that listens
//!   "everywhere" listens on loopback only; `listen` on an unbound socket
//!   binds it to loopback first (the kernel would pick the wildcard);
//! - unix sockets by path, resolved in the caller's own view of the file
//!   system (`/proc/<pid>/root`, `RESOLVE_IN_ROOT`), so hidden sockets stay
//!   hidden. Abstract unix sockets are refused: their namespace is the
//!   host's, outside every mount rule.

use std::ffi::CString;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};

use crate::sys::{self, Errno};

pub(crate) fn start(listener: OwnedFd) -> io::Result<std::thread::JoinHandle<()>> {
    let sizes = sys::notif_sizes().map_err(io::Error::from_raw_os_error)?;
    if usize::from(sizes.seccomp_notif) > std::mem::size_of::<sys::NotifBuffer>() {
        return Err(io::Error::other("this kernel's seccomp notifications are larger than expected"));
    }
    std::thread::Builder::new().name("nub-sandbox-net".into()).spawn(move || serve(&listener))
}

fn owned(fd: RawFd) -> OwnedFd {
    #[allow(unsafe_code)]
    // SAFETY: `fd` was just returned by a system call and is owned by no one else.
    unsafe {
        OwnedFd::from_raw_fd(fd)
    }
}

/// Answers notifications until every process of the command is gone.
fn serve(listener: &OwnedFd) {
    let fd = listener.as_raw_fd();
    let mut buffer = sys::NotifBuffer([0; 256]);
    loop {
        match sys::poll_in(fd, -1) {
            Ok(events) if events & libc::POLLIN != 0 => {}
            Ok(_) => return,
            Err(libc::EINTR) => continue,
            Err(_) => return,
        }
        let request = match sys::notif_recv(fd, &mut buffer) {
            Ok(request) => request,
            // The caller died before we read its call.
            Err(libc::ENOENT | libc::EINTR) => continue,
            Err(_) => return,
        };
        let answer = handle(fd, &request);
        // ENOENT: the caller is gone; nothing to answer.
        let _ = sys::notif_send(fd, request.id, answer.map(|()| 0));
    }
}

fn handle(listener: RawFd, request: &libc::seccomp_notif) -> Result<(), Errno> {
    let pid = request.pid;
    let args = request.data.args;
    let pidfd = owned(sys::pidfd_open(pid)?);
    // The pid is the caller's only while its notification is pending.
    if !sys::notif_valid(listener, request.id) {
        return Err(libc::ESRCH);
    }
    let socket = owned(sys::pidfd_getfd(pidfd.as_raw_fd(), args[0] as RawFd)?);
    let domain = sys::socket_domain(socket.as_raw_fd()).map_err(|_| libc::ENOTSOCK)?;
    let call = i64::from(request.data.nr);
    if call == libc::SYS_listen {
        if matches!(domain, libc::AF_INET | libc::AF_INET6) && sys::bound_port(socket.as_raw_fd())? == 0 {
            sys::bind(socket.as_raw_fd(), &loopback_any_port(domain))?;
        }
        return sys::listen(socket.as_raw_fd(), args[1] as libc::c_int);
    }
    let address = read_address(pid, args[1], args[2])?;
    if !sys::notif_valid(listener, request.id) {
        return Err(libc::ESRCH);
    }
    let connect = call == libc::SYS_connect;
    match domain {
        libc::AF_INET | libc::AF_INET6 => {
            let address = if connect { checked_connect(&address)? } else { checked_bind(&address)? };
            if connect { sys::connect(socket.as_raw_fd(), &address) } else { sys::bind(socket.as_raw_fd(), &address) }
        }
        libc::AF_UNIX => unix(pid, socket.as_raw_fd(), &address, connect),
        _ => Err(libc::EAFNOSUPPORT),
    }
}

/// The caller's sockaddr, copied once (at most a `sockaddr_storage`).
fn read_address(pid: u32, pointer: u64, len: u64) -> Result<Vec<u8>, Errno> {
    let len = usize::try_from(len).map_err(|_| libc::EINVAL)?;
    if len == 0 || len > std::mem::size_of::<libc::sockaddr_storage>() {
        return Err(libc::EINVAL);
    }
    let mut address = vec![0u8; len];
    sys::read_process_memory(pid, pointer, &mut address)?;
    Ok(address)
}

fn family(address: &[u8]) -> Result<libc::c_int, Errno> {
    match address {
        [a, b, ..] => Ok(libc::c_int::from(u16::from_ne_bytes([*a, *b]))),
        _ => Err(libc::EINVAL),
    }
}

/// The IPv4 address of a sockaddr_in, or of an IPv4-mapped sockaddr_in6.
fn ipv4(address: &[u8]) -> Option<[u8; 4]> {
    match family(address).ok()? {
        libc::AF_INET if address.len() >= 8 => Some([address[4], address[5], address[6], address[7]]),
        libc::AF_INET6 if address.len() >= 24 => {
            let ip = &address[8..24];
            (ip[..10].iter().all(|b| *b == 0) && ip[10] == 0xff && ip[11] == 0xff)
                .then(|| [ip[12], ip[13], ip[14], ip[15]])
        }
        _ => None,
    }
}

fn is_loopback(address: &[u8]) -> bool {
    if let Some(v4) = ipv4(address) {
        return v4[0] == 127;
    }
    family(address) == Ok(libc::AF_INET6) && address.len() >= 24 && address[8..24] == IPV6_LOOPBACK
}

const IPV6_LOOPBACK: [u8; 16] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];

fn checked_connect(address: &[u8]) -> Result<Vec<u8>, Errno> {
    match family(address)? {
        // AF_UNSPEC dissolves an association; it reaches nothing.
        libc::AF_UNSPEC => Ok(address.to_vec()),
        _ if is_loopback(address) => Ok(address.to_vec()),
        _ => Err(libc::ENETUNREACH),
    }
}

/// Loopback addresses pass; the wildcard becomes loopback; anything else
/// is refused.
fn checked_bind(address: &[u8]) -> Result<Vec<u8>, Errno> {
    if is_loopback(address) {
        return Ok(address.to_vec());
    }
    let mut address = address.to_vec();
    match family(&address)? {
        libc::AF_INET if address.len() >= 8 && address[4..8] == [0; 4] => {
            address[4..8].copy_from_slice(&[127, 0, 0, 1]);
            Ok(address)
        }
        libc::AF_INET6 if address.len() >= 24 && address[8..24] == [0; 16] => {
            address[8..24].copy_from_slice(&IPV6_LOOPBACK);
            Ok(address)
        }
        _ => Err(libc::EADDRNOTAVAIL),
    }
}

fn loopback_any_port(domain: libc::c_int) -> Vec<u8> {
    if domain == libc::AF_INET6 {
        let mut address = vec![0u8; std::mem::size_of::<libc::sockaddr_in6>()];
        address[..2].copy_from_slice(&(libc::AF_INET6 as u16).to_ne_bytes());
        address[8..24].copy_from_slice(&IPV6_LOOPBACK);
        address
    } else {
        let mut address = vec![0u8; std::mem::size_of::<libc::sockaddr_in>()];
        address[..2].copy_from_slice(&(libc::AF_INET as u16).to_ne_bytes());
        address[4..8].copy_from_slice(&[127, 0, 0, 1]);
        address
    }
}

/// A unix socket path resolved in the caller's view: connect through an
/// `O_PATH` fd of the socket, bind through an fd of its directory.
fn unix(pid: u32, socket: RawFd, address: &[u8], connect: bool) -> Result<(), Errno> {
    if family(address)? != libc::AF_UNIX {
        return Err(libc::EAFNOSUPPORT);
    }
    let path = &address[2..];
    if path.is_empty() {
        // An unnamed bind: the kernel picks an abstract name.
        return if connect { Err(libc::EINVAL) } else { sys::bind(socket, address) };
    }
    if path[0] == 0 {
        return Err(libc::EACCES);
    }
    let path = &path[..path.iter().position(|b| *b == 0).unwrap_or(path.len())];
    let absolute = path.first() == Some(&b'/');
    // The root for absolute paths, the working directory for relative ones
    // (which then cannot climb above it).
    let base =
        CString::new(format!("/proc/{pid}/{}", if absolute { "root" } else { "cwd" })).map_err(|_| libc::EINVAL)?;
    let base = owned(sys::openat(libc::AT_FDCWD, &base, libc::O_PATH | libc::O_DIRECTORY, 0)?);
    let resolve = sys::RESOLVE_IN_ROOT | sys::RESOLVE_NO_MAGICLINKS;
    let relative = if absolute { &path[1..] } else { path };
    if connect {
        let target = CString::new(if relative.is_empty() { b".".to_vec() } else { relative.to_vec() })
            .map_err(|_| libc::EINVAL)?;
        let target = owned(sys::openat2_path(base.as_raw_fd(), &target, 0, resolve)?);
        sys::connect(socket, &unix_address(&format!("/proc/self/fd/{}", target.as_raw_fd()))?)
    } else {
        let (dir, name) = match relative.iter().rposition(|b| *b == b'/') {
            Some(at) => (&relative[..at], &relative[at + 1..]),
            None => (&b"."[..], relative),
        };
        if name.is_empty() || name == b"." || name == b".." {
            return Err(libc::EINVAL);
        }
        let dir = CString::new(if dir.is_empty() { b".".to_vec() } else { dir.to_vec() }).map_err(|_| libc::EINVAL)?;
        let dir = owned(sys::openat2_path(base.as_raw_fd(), &dir, libc::O_DIRECTORY as u64, resolve)?);
        let name = String::from_utf8(name.to_vec()).map_err(|_| libc::EINVAL)?;
        sys::bind(socket, &unix_address(&format!("/proc/self/fd/{}/{name}", dir.as_raw_fd()))?)
    }
}

fn unix_address(path: &str) -> Result<Vec<u8>, Errno> {
    if path.len() >= 108 {
        return Err(libc::ENAMETOOLONG);
    }
    let mut address = (libc::AF_UNIX as u16).to_ne_bytes().to_vec();
    address.extend_from_slice(path.as_bytes());
    address.push(0);
    Ok(address)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v4(ip: [u8; 4]) -> Vec<u8> {
        let mut address = loopback_any_port(libc::AF_INET);
        address[4..8].copy_from_slice(&ip);
        address
    }

    fn v6(ip: [u8; 16]) -> Vec<u8> {
        let mut address = loopback_any_port(libc::AF_INET6);
        address[8..24].copy_from_slice(&ip);
        address
    }

    #[test]
    fn only_loopback_addresses_connect() {
        assert!(checked_connect(&v4([127, 0, 0, 1])).is_ok());
        assert!(checked_connect(&v4([127, 8, 9, 10])).is_ok());
        assert!(checked_connect(&v6(IPV6_LOOPBACK)).is_ok());
        let mapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1];
        assert!(checked_connect(&v6(mapped)).is_ok());
        assert_eq!(checked_connect(&v4([10, 0, 0, 1])), Err(libc::ENETUNREACH));
        assert_eq!(
            checked_connect(&v4([0, 0, 0, 0])),
            Err(libc::ENETUNREACH),
            "0.0.0.0 reaches local servers on every address"
        );
        let public_mapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 1, 1, 1];
        assert_eq!(checked_connect(&v6(public_mapped)), Err(libc::ENETUNREACH));
        assert_eq!(checked_connect(&v6([0x20, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])), Err(libc::ENETUNREACH));
        assert_eq!(checked_connect(&[1]), Err(libc::EINVAL));
    }

    #[test]
    fn binds_land_on_loopback() {
        assert_eq!(checked_bind(&v4([0, 0, 0, 0])), Ok(v4([127, 0, 0, 1])));
        assert_eq!(checked_bind(&v6([0; 16])), Ok(v6(IPV6_LOOPBACK)));
        assert_eq!(checked_bind(&v4([127, 0, 0, 2])), Ok(v4([127, 0, 0, 2])));
        assert_eq!(checked_bind(&v4([192, 168, 1, 2])), Err(libc::EADDRNOTAVAIL));
    }
}
