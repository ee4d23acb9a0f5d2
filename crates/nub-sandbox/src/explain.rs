//! What the sandbox refused, in one sentence for the model: a failed
//! command's output is read for the errors confinement produces (a
//! read-only file system, a missing hidden file, a failed DNS lookup or
//! socket), so the model learns it hit a wall, not a bug, and does not try
//! the same thing again.

use crate::policy::{Network, Policy};

/// A note for a command that exited with `exit_code` and printed `output`
/// under `policy`, when the output shows a refusal; `None` otherwise.
pub fn explain(policy: &Policy, output: &str, exit_code: Option<i32>) -> Option<String> {
    if exit_code == Some(0) {
        return None;
    }
    for line in output.lines() {
        if line.contains("Read-only file system") {
            let path = path_in(line).unwrap_or_default();
            let protected =
                policy.read_only.iter().any(|p| !path.is_empty() && path.starts_with(&*p.to_string_lossy()));
            return Some(if protected {
                format!(
                    "the sandbox refused this write: {path} is read-only in the sandbox (nub's .nub/ and git's hooks and config stay read-only so nothing written now runs later outside it); do not retry it, tell the user what you wanted to change"
                )
            } else {
                let what = if path.is_empty() { "the path".to_owned() } else { path };
                format!(
                    "the sandbox refused this write: {what} is outside the sandbox's writable paths (the repository, /tmp and [sandbox] writable); do not retry it elsewhere outside them, ask the user"
                )
            });
        }
        if line.contains("No such file or directory")
            && let Some(hidden) = policy.hidden.iter().find(|h| line.contains(&*h.to_string_lossy()))
        {
            return Some(format!(
                "{} is hidden by the sandbox ([sandbox] hidden: keys, tokens and agent sockets); it cannot be read from here, do not look for copies of it",
                hidden.display()
            ));
        }
        if policy.network != Network::On && network_failure(line) {
            return Some(match policy.network {
                Network::Loopback => "the sandbox refused this connection: only loopback (127.0.0.1, ::1) is reachable, no DNS and no other host ([sandbox] network = \"loopback\"); do not retry it, ask the user".to_owned(),
                _ => "network is disabled in the sandbox ([sandbox] network = \"off\"): no connection or DNS lookup can leave this machine; do not retry it, work offline or ask the user".to_owned(),
            });
        }
        if refused_call(line) {
            return Some(
                "the sandbox refuses namespaces, mounts, chroot and tracing other processes (ptrace, strace, gdb); do not retry it, ask the user".to_owned(),
            );
        }
    }
    None
}

/// The path a "Read-only file system" line names: the last quoted one
/// (`touch: cannot touch '/x'`, Python's `[Errno 30] …: '/x'`), else the
/// part before the message (`bash: line 1: /x: Read-only file system`).
fn path_in(line: &str) -> Option<String> {
    for (open, close) in [('\'', '\''), ('‘', '’'), ('"', '"')] {
        if let Some(end) = line.rfind(close)
            && let Some(start) = line[..end].rfind(open)
            && start + open.len_utf8() < end
        {
            return Some(line[start + open.len_utf8()..end].to_owned());
        }
    }
    let before = line.split(": Read-only file system").next()?;
    let path = before.rsplit(": ").next()?.trim();
    (path.starts_with('/') || path.starts_with('.') || !path.contains(' ')).then(|| path.to_owned())
}

fn network_failure(line: &str) -> bool {
    const SIGNS: &[&str] = &[
        "Temporary failure in name resolution",
        "Could not resolve host",
        "Could not resolve",
        "Name or service not known",
        "No address associated with hostname",
        "getaddrinfo",
        "Network is unreachable",
        "Address family not supported",
        "Cannot assign requested address",
        "EAI_AGAIN",
        "ENOTFOUND",
    ];
    let lower = line.to_ascii_lowercase();
    SIGNS.iter().any(|sign| line.contains(sign))
        || ((lower.contains("socket") || lower.contains("connect"))
            && (line.contains("Permission denied") || line.contains("Operation not permitted")))
}

fn refused_call(line: &str) -> bool {
    let lower = line.to_ascii_lowercase();
    line.contains("Operation not permitted")
        && ["unshare", "mount", "chroot", "ptrace", "strace", "gdb", "nsenter"].iter().any(|w| lower.contains(w))
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::policy::Mode;

    fn policy(network: Network) -> Policy {
        Policy {
            mode: Mode::WorkspaceWrite,
            writable: vec![PathBuf::from("/repo")],
            read_only: vec![PathBuf::from("/repo/.nub")],
            hidden: vec![PathBuf::from("/home/u/.ssh")],
            network,
            notes: Vec::new(),
        }
    }

    #[test]
    fn refusals_are_named() {
        let p = policy(Network::Off);
        let note = explain(&p, "bash: line 1: /home/u/x: Read-only file system\n", Some(1)).unwrap();
        assert!(note.contains("/home/u/x is outside the sandbox's writable paths"), "{note}");
        let note = explain(&p, "bash: line 1: .nub/config.toml: Read-only file system", Some(1)).unwrap();
        assert!(note.contains("outside"), "a relative path is not matched against the list: {note}");
        let note = explain(&p, "bash: /repo/.nub/config.toml: Read-only file system", Some(1)).unwrap();
        assert!(note.contains("/repo/.nub/config.toml is read-only in the sandbox"), "{note}");
        let note = explain(&p, "touch: cannot touch '/etc/x': Read-only file system", Some(1)).unwrap();
        assert!(note.contains("/etc/x is outside"), "{note}");
        let note = explain(&p, "OSError: [Errno 30] Read-only file system: '/usr/y'", Some(1)).unwrap();
        assert!(note.contains("/usr/y is outside"), "{note}");
        let note = explain(&p, "cat: /home/u/.ssh/id_rsa: No such file or directory", Some(1)).unwrap();
        assert!(note.contains("/home/u/.ssh is hidden by the sandbox"), "{note}");
        let note = explain(&p, "curl: (6) Could not resolve host: example.com", Some(6)).unwrap();
        assert!(note.starts_with("network is disabled in the sandbox"), "{note}");
        let note = explain(&p, "PermissionError: [Errno 13] Permission denied\n  s = socket.socket()", Some(1));
        assert!(note.is_none() || note.unwrap().contains("network"));
        let note = explain(&policy(Network::Loopback), "connect: Network is unreachable", Some(1)).unwrap();
        assert!(note.contains("only loopback"), "{note}");
        let note = explain(&p, "unshare: unshare failed: Operation not permitted", Some(1)).unwrap();
        assert!(note.contains("refuses namespaces"), "{note}");
    }

    #[test]
    fn ordinary_failures_and_successes_say_nothing() {
        let p = policy(Network::Off);
        assert_eq!(explain(&p, "cat: x: No such file or directory", Some(1)), None);
        assert_eq!(explain(&p, "error[E0308]: mismatched types", Some(101)), None);
        assert_eq!(explain(&p, "Read-only file system", Some(0)), None, "a success is no refusal");
        assert_eq!(explain(&policy(Network::On), "Could not resolve host: x", Some(6)), None);
    }
}
