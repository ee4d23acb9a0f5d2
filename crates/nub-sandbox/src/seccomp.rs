//! The seccomp filter of a sandboxed process, written as classic BPF by
//! hand: a short, flat program that refuses the system calls a confined
//! command has no business making, and the network the policy does not
//! allow.
//!
//! Each refusal is a `jeq nr` followed by its own `ret`, so no jump is
//! longer than one block and the program needs no label resolution. Calls
//! of a foreign architecture (32-bit `int 0x80` on x86_64, the x32 ABI) kill
//! the process: their numbers mean other calls and would slip past.

use crate::policy::Network;

const BPF_LD: u16 = 0x00;
const BPF_W: u16 = 0x00;
const BPF_ABS: u16 = 0x20;
const BPF_JMP: u16 = 0x05;
const BPF_JEQ: u16 = 0x10;
const BPF_JGE: u16 = 0x30;
const BPF_JSET: u16 = 0x40;
const BPF_K: u16 = 0x00;
const BPF_RET: u16 = 0x06;

/// Offsets in `struct seccomp_data`.
const NR: u32 = 0;
const ARCH: u32 = 4;
/// The low 32 bits of argument `n` (little-endian).
const fn arg_low(n: u32) -> u32 {
    16 + 8 * n
}

#[cfg(target_arch = "x86_64")]
const AUDIT_ARCH: u32 = 0xc000_003e;
#[cfg(target_arch = "aarch64")]
const AUDIT_ARCH: u32 = 0xc000_00b7;

/// `SECCOMP_RET_ERRNO | errno`.
const fn errno(code: i32) -> u32 {
    libc::SECCOMP_RET_ERRNO | (code as u32 & libc::SECCOMP_RET_DATA)
}

/// The namespace flags `clone` may not carry.
const NAMESPACE_FLAGS: u32 = (libc::CLONE_NEWNS
    | libc::CLONE_NEWUSER
    | libc::CLONE_NEWPID
    | libc::CLONE_NEWNET
    | libc::CLONE_NEWUTS
    | libc::CLONE_NEWIPC
    | libc::CLONE_NEWCGROUP) as u32;

/// `ioctl` requests that push input into a terminal (TIOCSTI) or paste a
/// console selection (TIOCLINUX): a command could type into the user's shell.
const TIOCSTI: u32 = 0x5412;
const TIOCLINUX: u32 = 0x541c;

/// System calls refused outright (EPERM): debugging other processes,
/// namespaces and mounts (the sandbox itself is made of them), kernel
/// keyrings, io_uring (its operations bypass seccomp), BPF, perf, modules
/// and the rest of the administrator's calls.
#[cfg(any(target_arch = "x86_64", target_arch = "aarch64"))]
fn refused() -> Vec<i64> {
    use libc::*;
    let mut calls = vec![
        SYS_ptrace,
        SYS_process_vm_readv,
        SYS_process_vm_writev,
        SYS_process_madvise,
        SYS_pidfd_getfd,
        SYS_mount,
        SYS_umount2,
        SYS_pivot_root,
        SYS_chroot,
        SYS_setns,
        SYS_unshare,
        SYS_open_tree,
        SYS_move_mount,
        SYS_fsopen,
        SYS_fsconfig,
        SYS_fsmount,
        SYS_fspick,
        SYS_mount_setattr,
        SYS_bpf,
        SYS_perf_event_open,
        SYS_keyctl,
        SYS_add_key,
        SYS_request_key,
        SYS_io_uring_setup,
        SYS_io_uring_enter,
        SYS_io_uring_register,
        SYS_userfaultfd,
        SYS_open_by_handle_at,
        SYS_kexec_load,
        SYS_kexec_file_load,
        SYS_init_module,
        SYS_finit_module,
        SYS_delete_module,
        SYS_swapon,
        SYS_swapoff,
        SYS_reboot,
        SYS_acct,
        SYS_quotactl,
        SYS_sethostname,
        SYS_setdomainname,
        SYS_syslog,
        SYS_vhangup,
        SYS_lookup_dcookie,
    ];
    // open_tree_attr (Linux 6.15) has the same number on every architecture.
    calls.push(467);
    #[cfg(target_arch = "x86_64")]
    calls.extend([SYS_iopl, SYS_ioperm, SYS_uselib]);
    calls
}

fn stmt(code: u16, k: u32) -> libc::sock_filter {
    libc::sock_filter { code, jt: 0, jf: 0, k }
}

fn jump(code: u16, k: u32, jt: u8, jf: u8) -> libc::sock_filter {
    libc::sock_filter { code, jt, jf, k }
}

fn ret(action: u32) -> libc::sock_filter {
    stmt(BPF_RET | BPF_K, action)
}

fn load(offset: u32) -> libc::sock_filter {
    stmt(BPF_LD | BPF_W | BPF_ABS, offset)
}

/// `if nr == call { block }`: the block must end in a `ret`.
fn on_call(program: &mut Vec<libc::sock_filter>, call: i64, block: Vec<libc::sock_filter>) {
    let skip = u8::try_from(block.len()).expect("a filter block is shorter than 256 instructions");
    program.push(jump(BPF_JMP | BPF_JEQ | BPF_K, call as u32, 0, skip));
    program.extend(block);
}

/// The filter for `network`. With `notify` (loopback), `connect`, `bind`
/// and `listen` go to nub's supervisor, which performs them on a checked
/// address (see `supervisor.rs`).
pub(crate) fn program(network: Network) -> Vec<libc::sock_filter> {
    let mut program = vec![
        load(ARCH),
        jump(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH, 1, 0),
        ret(libc::SECCOMP_RET_KILL_PROCESS),
        load(NR),
    ];
    #[cfg(target_arch = "x86_64")]
    {
        // x32 system calls carry bit 30 and would bypass every number below.
        program.push(jump(BPF_JMP | BPF_JGE | BPF_K, 0x4000_0000, 0, 1));
        program.push(ret(libc::SECCOMP_RET_KILL_PROCESS));
    }
    for call in refused() {
        on_call(&mut program, call, vec![ret(errno(libc::EPERM))]);
    }
    // clone3 passes its flags in memory, out of the filter's sight: ENOSYS
    // makes the C library fall back to clone, whose flags are checked.
    on_call(&mut program, libc::SYS_clone3, vec![ret(errno(libc::ENOSYS))]);
    on_call(
        &mut program,
        libc::SYS_clone,
        vec![
            load(arg_low(0)),
            jump(BPF_JMP | BPF_JSET | BPF_K, NAMESPACE_FLAGS, 0, 1),
            ret(errno(libc::EPERM)),
            ret(libc::SECCOMP_RET_ALLOW),
        ],
    );
    on_call(
        &mut program,
        libc::SYS_ioctl,
        vec![
            load(arg_low(1)),
            jump(BPF_JMP | BPF_JEQ | BPF_K, TIOCSTI, 1, 0),
            jump(BPF_JMP | BPF_JEQ | BPF_K, TIOCLINUX, 0, 1),
            ret(errno(libc::EPERM)),
            ret(libc::SECCOMP_RET_ALLOW),
        ],
    );
    match network {
        Network::On => {}
        Network::Off => on_call(
            &mut program,
            libc::SYS_socket,
            vec![
                load(arg_low(0)),
                jump(BPF_JMP | BPF_JEQ | BPF_K, libc::AF_UNIX as u32, 0, 1),
                ret(libc::SECCOMP_RET_ALLOW),
                ret(errno(libc::EACCES)),
            ],
        ),
        Network::Loopback => {
            // Unix sockets, and TCP over IPv4/IPv6 (no UDP, raw, netlink or
            // other protocols: a datagram's address travels in sendmsg's
            // memory, where no filter can check it).
            on_call(
                &mut program,
                libc::SYS_socket,
                vec![
                    load(arg_low(0)),
                    jump(BPF_JMP | BPF_JEQ | BPF_K, libc::AF_UNIX as u32, 0, 1),
                    ret(libc::SECCOMP_RET_ALLOW),
                    jump(BPF_JMP | BPF_JEQ | BPF_K, libc::AF_INET as u32, 1, 0),
                    jump(BPF_JMP | BPF_JEQ | BPF_K, libc::AF_INET6 as u32, 0, 7),
                    load(arg_low(1)),
                    // SOCK_NONBLOCK and SOCK_CLOEXEC ride in the type.
                    jump(BPF_JMP | BPF_JSET | BPF_K, !(0xf | libc::SOCK_NONBLOCK | libc::SOCK_CLOEXEC) as u32, 5, 0),
                    jump(BPF_JMP | BPF_JSET | BPF_K, 0xf & !(libc::SOCK_STREAM as u32), 4, 0),
                    load(arg_low(2)),
                    jump(BPF_JMP | BPF_JEQ | BPF_K, 0, 1, 0),
                    jump(BPF_JMP | BPF_JEQ | BPF_K, libc::IPPROTO_TCP as u32, 0, 1),
                    ret(libc::SECCOMP_RET_ALLOW),
                    ret(errno(libc::EACCES)),
                ],
            );
            for call in [libc::SYS_connect, libc::SYS_bind, libc::SYS_listen] {
                on_call(&mut program, call, vec![ret(libc::SECCOMP_RET_USER_NOTIF)]);
            }
            // TCP Fast Open connects from sendto/sendmsg, past connect().
            for (call, flags_arg) in [(libc::SYS_sendto, 3), (libc::SYS_sendmsg, 2), (libc::SYS_sendmmsg, 3)] {
                on_call(
                    &mut program,
                    call,
                    vec![
                        load(arg_low(flags_arg)),
                        jump(BPF_JMP | BPF_JSET | BPF_K, libc::MSG_FASTOPEN as u32, 0, 1),
                        ret(errno(libc::EACCES)),
                        ret(libc::SECCOMP_RET_ALLOW),
                    ],
                );
            }
        }
    }
    program.push(ret(libc::SECCOMP_RET_ALLOW));
    program
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the filter over one system call as the kernel would: enough of
    /// a BPF interpreter for the instructions `program` emits.
    fn verdict(program: &[libc::sock_filter], arch: u32, nr: i64, args: [u64; 6]) -> u32 {
        let mut data = [0u8; 64];
        data[0..4].copy_from_slice(&(nr as u32).to_le_bytes());
        data[4..8].copy_from_slice(&arch.to_le_bytes());
        for (i, arg) in args.iter().enumerate() {
            data[16 + 8 * i..24 + 8 * i].copy_from_slice(&arg.to_le_bytes());
        }
        let mut acc = 0u32;
        let mut pc = 0usize;
        loop {
            let ins = program[pc];
            match ins.code {
                c if c == BPF_LD | BPF_W | BPF_ABS => {
                    let at = ins.k as usize;
                    acc = u32::from_le_bytes(data[at..at + 4].try_into().unwrap());
                    pc += 1;
                }
                c if c == BPF_RET | BPF_K => return ins.k,
                c if c & 0x07 == BPF_JMP => {
                    let taken = match c & 0xf0 {
                        BPF_JEQ => acc == ins.k,
                        BPF_JGE => acc >= ins.k,
                        BPF_JSET => acc & ins.k != 0,
                        other => panic!("unexpected jump {other:#x}"),
                    };
                    pc += 1 + usize::from(if taken { ins.jt } else { ins.jf });
                }
                other => panic!("unexpected instruction {other:#x}"),
            }
        }
    }

    fn call(network: Network, nr: i64, args: [u64; 6]) -> u32 {
        verdict(&program(network), AUDIT_ARCH, nr, args)
    }

    const ALLOW: u32 = libc::SECCOMP_RET_ALLOW;

    #[test]
    fn ordinary_calls_pass_and_dangerous_ones_are_refused() {
        for network in [Network::Off, Network::Loopback, Network::On] {
            assert_eq!(call(network, libc::SYS_read, [0; 6]), ALLOW);
            assert_eq!(call(network, libc::SYS_execve, [0; 6]), ALLOW);
            for refused in
                [libc::SYS_ptrace, libc::SYS_unshare, libc::SYS_mount, libc::SYS_io_uring_setup, libc::SYS_bpf]
            {
                assert_eq!(call(network, refused, [0; 6]), errno(libc::EPERM), "{refused}");
            }
            assert_eq!(call(network, libc::SYS_clone3, [0; 6]), errno(libc::ENOSYS));
            // A thread or fork passes; a new namespace does not.
            let thread = (libc::CLONE_VM | libc::CLONE_THREAD | libc::CLONE_SIGHAND) as u64;
            assert_eq!(call(network, libc::SYS_clone, [thread, 0, 0, 0, 0, 0]), ALLOW);
            let userns = libc::CLONE_NEWUSER as u64 | libc::SIGCHLD as u64;
            assert_eq!(call(network, libc::SYS_clone, [userns, 0, 0, 0, 0, 0]), errno(libc::EPERM));
            // TIOCSTI is refused also with garbage in the upper half of the argument.
            assert_eq!(call(network, libc::SYS_ioctl, [1, 0xffff_ffff_0000_5412, 0, 0, 0, 0]), errno(libc::EPERM));
            assert_eq!(call(network, libc::SYS_ioctl, [1, libc::TCGETS, 0, 0, 0, 0]), ALLOW);
            assert_eq!(verdict(&program(network), 0x4000_0003, 1, [0; 6]), libc::SECCOMP_RET_KILL_PROCESS);
        }
        #[cfg(target_arch = "x86_64")]
        assert_eq!(call(Network::Off, 0x4000_0000 + libc::SYS_ptrace, [0; 6]), libc::SECCOMP_RET_KILL_PROCESS);
    }

    #[test]
    fn the_network_follows_the_policy() {
        let socket = |network, domain: i32, kind: i32, protocol: i32| {
            call(network, libc::SYS_socket, [domain as u64, kind as u64, protocol as u64, 0, 0, 0])
        };
        let refused = errno(libc::EACCES);
        let stream = libc::SOCK_STREAM | libc::SOCK_CLOEXEC | libc::SOCK_NONBLOCK;
        assert_eq!(socket(Network::Off, libc::AF_UNIX, libc::SOCK_STREAM, 0), ALLOW);
        assert_eq!(socket(Network::Off, libc::AF_INET, libc::SOCK_STREAM, 0), refused);
        assert_eq!(socket(Network::Off, libc::AF_INET6, libc::SOCK_DGRAM, 0), refused);
        assert_eq!(socket(Network::Off, libc::AF_NETLINK, libc::SOCK_RAW, 0), refused);
        assert_eq!(socket(Network::Loopback, libc::AF_INET, stream, 0), ALLOW);
        assert_eq!(socket(Network::Loopback, libc::AF_INET6, libc::SOCK_STREAM, libc::IPPROTO_TCP), ALLOW);
        assert_eq!(socket(Network::Loopback, libc::AF_INET, libc::SOCK_DGRAM, 0), refused);
        assert_eq!(socket(Network::Loopback, libc::AF_INET, libc::SOCK_RAW, 1), refused);
        assert_eq!(socket(Network::Loopback, libc::AF_INET, libc::SOCK_STREAM, 132), refused, "SCTP");
        assert_eq!(socket(Network::Loopback, libc::AF_PACKET, libc::SOCK_RAW, 0), refused);
        assert_eq!(socket(Network::On, libc::AF_INET, libc::SOCK_DGRAM, 0), ALLOW);
        assert_eq!(call(Network::Loopback, libc::SYS_connect, [3, 0, 0, 0, 0, 0]), libc::SECCOMP_RET_USER_NOTIF);
        assert_eq!(call(Network::Off, libc::SYS_connect, [3, 0, 0, 0, 0, 0]), ALLOW, "unix sockets connect");
        let fastopen = libc::MSG_FASTOPEN as u64;
        assert_eq!(call(Network::Loopback, libc::SYS_sendto, [3, 0, 1, fastopen, 0, 0]), refused);
        assert_eq!(call(Network::Loopback, libc::SYS_sendto, [3, 0, 1, 0, 0, 0]), ALLOW);
    }
}
