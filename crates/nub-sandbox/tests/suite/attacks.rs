//! The attacker's list (docs/security.md, "Sandbox"): each case is a
//! command a hostile or mistaken model might run, run for real.

use std::process::{Command, Stdio};

use nub_sandbox::{Mode, Network};

use super::{KEY, have, world};

fn secret_in(text: &str) -> bool {
    text.contains("sandbox-test-secret")
}

#[test]
fn writes_outside_the_repository_are_refused_and_leave_nothing() {
    let Some(w) = world(Mode::WorkspaceWrite, Network::Off, &[]) else { return };
    let ran = w.run("echo x > \"$HOME/x\"; echo '[ -x ]' >> \"$HOME/.bashrc\"; touch /usr/local/x; mkdir -p /var/spool/cron/crontabs && echo '* * * * * x' > /var/spool/cron/crontabs/u; echo job > /var/spool/cron/atjobs/x");
    assert!(ran.output.contains("Read-only file system"), "{}", ran.output);
    assert!(!w.home.join("x").exists());
    assert_eq!(std::fs::read_to_string(w.home.join(".bashrc")).unwrap(), "# rc\n");
    assert!(!std::path::Path::new("/usr/local/x").exists());
    let note = nub_sandbox::explain(w.sandbox.policy(), &ran.output, ran.code).unwrap();
    assert!(note.contains("outside the sandbox's writable paths"), "{note}");
}

#[test]
fn hidden_keys_stay_hidden_through_links_and_proc() {
    let Some(w) = world(Mode::WorkspaceWrite, Network::Off, &[]) else { return };
    std::os::unix::fs::symlink(w.home.join(".ssh"), w.repo.join("keys")).unwrap();
    // A process of the user outside the sandbox, whose /proc entries lead
    // into the unconfined file system.
    let mut outside = Command::new("sleep").arg("30").spawn().unwrap();
    let pid = outside.id();
    let script = format!(
        "cat ~/.ssh/id_rsa; cat keys/id_rsa; ln ~/.ssh/id_rsa stolen; cat stolen; \
         cat /proc/{pid}/root{home}/.ssh/id_rsa; cat /proc/{pid}/environ; ls /proc/{pid}/fd; \
         cat /proc/$PPID/environ; cp -r ~/.ssh ./copy; cat copy/id_rsa; echo end",
        home = w.home.display()
    );
    let ran = w.run(&script);
    outside.kill().unwrap();
    let _ = outside.wait();
    assert!(!secret_in(&ran.output), "{}", ran.output);
    assert!(ran.output.contains("end"), "{}", ran.output);
    assert!(ran.output.contains("Permission denied"), "/proc of an outside process: {}", ran.output);
    assert!(!w.repo.join("stolen").exists() || !secret_in(&std::fs::read_to_string(w.repo.join("stolen")).unwrap()));
    // The real file is untouched.
    assert_eq!(std::fs::read_to_string(w.home.join(".ssh/id_rsa")).unwrap(), KEY);
}

#[test]
fn no_debugging_namespaces_mounts_chroot_or_privileges() {
    let Some(w) = world(Mode::WorkspaceWrite, Network::Off, &[]) else { return };
    let parent = std::process::id();
    let ran = w.run(&format!(
        "unshare -Ur true && echo UNSHARED; mount -t tmpfs none /mnt && echo MOUNTED; \
         umount /dev/pts && echo UNMOUNTED; strace -p {parent} -e none 2>&1 | head -1; \
         gdb -p {parent} -batch -ex 'info proc' 2>&1 | grep -i -m1 'ptrace\\|denied\\|not permitted'; \
         grep -E 'NoNewPrivs|CapEff|CapBnd|Seccomp:' /proc/self/status"
    ));
    for escaped in ["UNSHARED", "MOUNTED", "UNMOUNTED"] {
        assert!(!ran.output.contains(escaped), "{escaped}: {}", ran.output);
    }
    for held in ["NoNewPrivs:\t1", "CapEff:\t0000000000000000", "CapBnd:\t0000000000000000", "Seccomp:\t2"] {
        assert!(ran.output.contains(held), "{held}: {}", ran.output);
    }
    if have("python3") {
        let ran = w.run(&format!(
            "python3 - <<'EOF'\nimport ctypes, os\nlibc = ctypes.CDLL(None, use_errno=True)\n\
             print('ptrace', libc.ptrace(16, {parent}, 0, 0), ctypes.get_errno())\n\
             buf = ctypes.create_string_buffer(8)\n\
             class iov(ctypes.Structure): _fields_ = [('b', ctypes.c_void_p), ('l', ctypes.c_size_t)]\n\
             l = iov(ctypes.addressof(buf), 8); r = iov(0x400000, 8)\n\
             print('vm_readv', libc.process_vm_readv({parent}, ctypes.byref(l), 1, ctypes.byref(r), 1, 0), ctypes.get_errno())\n\
             print('io_uring', libc.syscall(425, 8, buf), ctypes.get_errno())\n\
             print('bpf', libc.syscall(321, 0, 0, 0), ctypes.get_errno())\n\
             print('keyctl', libc.syscall(250, 0, -3, 0), ctypes.get_errno())\n\
             try:\n    os.chroot('/')\n    print('CHROOTED')\nexcept OSError as e:\n    print('chroot', e.errno)\nEOF"
        ));
        for line in ["ptrace -1 1", "vm_readv -1 1", "io_uring -1 1", "bpf -1 1", "keyctl -1 1", "chroot 1"] {
            assert!(ran.output.contains(line), "{line}: {}", ran.output);
        }
    }
}

#[test]
fn the_terminal_cannot_be_reached_or_typed_into() {
    let Some(w) = world(Mode::WorkspaceWrite, Network::Off, &[]) else { return };
    let ran = w.run("exec 3<>/dev/tty && echo TTY; ls /dev/pts; echo end");
    assert!(!ran.output.contains("TTY"), "{}", ran.output);
    assert!(ran.output.contains("ptmx\nend"), "only a private devpts: {}", ran.output);
    if have("python3") {
        // TIOCSTI on a terminal the command opens itself (a new pty).
        let ran = w.run(
            "python3 -c 'import os, fcntl, termios; m, s = os.openpty(); fcntl.ioctl(s, termios.TIOCSTI, b\"x\")' 2>&1 | tail -1",
        );
        assert!(ran.output.contains("Operation not permitted"), "{}", ran.output);
    }
}

#[test]
fn signals_and_sockets_of_outside_processes_are_out_of_reach() {
    let Some(w) = world(Mode::WorkspaceWrite, Network::Off, &["~/agent"]) else { return };
    let mut outside = Command::new("sleep").arg("30").spawn().unwrap();
    let ran = w.run(&format!("kill -TERM {} && echo KILLED; echo end", outside.id()));
    assert!(!ran.output.contains("KILLED"), "{}", ran.output);
    assert!(outside.try_wait().unwrap().is_none(), "the outside process still runs");
    outside.kill().unwrap();
    let _ = outside.wait();
    if !have("python3") {
        return;
    }
    // A user's socket (an agent, docker, the session bus) at a hidden path,
    // and one in the abstract namespace.
    let path = w.home.join("agent/sock");
    let listener = std::os::unix::net::UnixListener::bind(&path).unwrap();
    listener.set_nonblocking(true).unwrap();
    let script = format!(
        "python3 - <<'EOF'\nimport socket\nfor a in ['{}', '\\0nub-sandbox-test-abstract']:\n    s = socket.socket(socket.AF_UNIX)\n    try:\n        s.connect(a)\n        print('CONNECTED', repr(a))\n    except OSError as e:\n        print('refused', e.errno)\nEOF",
        path.display()
    );
    let abstract_listener = abstract_listener();
    let ran = w.run(&script);
    assert!(!ran.output.contains("CONNECTED"), "{}", ran.output);
    assert!(listener.accept().is_err(), "nothing arrived");
    drop(abstract_listener);
}

/// A listener in the abstract namespace (Linux), through python so the
/// test needs no unsafe code.
fn abstract_listener() -> Option<std::process::Child> {
    Command::new("python3")
        .args(["-c", "import socket,time; s=socket.socket(socket.AF_UNIX); s.bind('\\0nub-sandbox-test-abstract'); s.listen(); time.sleep(20)"])
        .stdout(Stdio::null())
        .spawn()
        .ok()
        .inspect(|_| std::thread::sleep(std::time::Duration::from_millis(300)))
}

#[test]
fn the_real_tmp_is_covered_and_the_private_one_lasts_the_run() {
    let Some(w) = world(Mode::WorkspaceWrite, Network::Off, &[]) else { return };
    let outside = tempfile::Builder::new().prefix("nub-visible-").tempfile_in("/tmp").unwrap();
    let ran = w.run(&format!(
        "ls {} && echo SEEN; echo $TMPDIR; echo kept > /tmp/note; echo shm > /dev/shm/nub-sandbox-test && echo shm-ok",
        outside.path().display()
    ));
    assert!(
        !ran.output.contains("SEEN") && ran.output.contains("/tmp\n") && ran.output.contains("shm-ok"),
        "{}",
        ran.output
    );
    assert_eq!(std::fs::read_to_string(w.sandbox.tmp().join("note")).unwrap(), "kept\n");
    assert!(!std::path::Path::new("/dev/shm/nub-sandbox-test").exists(), "/dev/shm is private");
    assert_eq!(w.run("cat /tmp/note").output, "kept\n", "the next call sees it");
}

#[test]
fn read_only_mode_writes_only_tmp() {
    let Some(w) = world(Mode::ReadOnly, Network::Off, &[]) else { return };
    let ran = w.run("echo x > inside.txt; echo y > /tmp/y && cat /tmp/y; cat .nub/config.toml");
    assert!(ran.output.contains("Read-only file system") && ran.output.contains("y\nversion = 1"), "{}", ran.output);
    assert!(!w.repo.join("inside.txt").exists());
}

#[test]
fn a_sandbox_inside_the_sandbox_cannot_be_made() {
    let Some(w) = world(Mode::WorkspaceWrite, Network::Off, &[]) else { return };
    // A nested nub's probe would make this same call; seccomp refuses it.
    let ran = w.run("unshare --user --map-root-user --mount true 2>&1; echo $?");
    assert!(ran.output.trim_end().ends_with('1'), "{}", ran.output);
}
