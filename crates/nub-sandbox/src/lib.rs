//! nub's sandbox: every process the model influences (bash, project MCP
//! servers, hooks) starts confined by the kernel; nub's own work (HTTP,
//! sessions) never does.
//!
//! - [`Policy`] is the confinement as data: writable paths, read-only
//!   paths inside them (`.nub/`, `.git/hooks`, `.git/config`), hidden paths
//!   and the network. `nub-runtime` builds it once from the configuration.
//! - [`Sandbox::new`] prepares it (the child's plan, a Landlock ruleset, a
//!   private `/tmp`) and proves it on this machine by entering it once in a
//!   throw-away fork; `Err(Unavailable)` says what the kernel lacks.
//! - [`Sandbox::confine`] makes a `Command` enter the sandbox between fork
//!   and exec: a user and mount namespace with read-only binds and covered
//!   paths, Landlock, a seccomp filter (`child.rs` lists the steps).
//! - [`explain`] turns a failed command's output into one plain sentence
//!   when the sandbox refused it, so the model does not loop.
//!
//! ```no_run
//! use nub_sandbox::{Mode, Network, Place, Policy, Sandbox};
//! let place = Place { repo_root: "/repo".into(), ..Place::default() };
//! let policy = Policy::build(Mode::WorkspaceWrite, Network::Off, &place, &[], &[]);
//! let sandbox = Sandbox::new(policy).expect("this kernel can sandbox");
//! let mut command = std::process::Command::new("sh");
//! command.args(["-c", "echo hi > /etc/x"]);
//! let pending = sandbox.confine(&mut command).unwrap();
//! let mut child = command.spawn().unwrap();
//! let _running = pending.started().unwrap();
//! assert!(!child.wait().unwrap().success());
//! ```
//!
//! Linux only (x86_64, aarch64): Landlock (5.13+) and unprivileged user
//! namespaces with `mount_setattr` (5.12+). macOS would use a Seatbelt
//! profile (planned in docs/architecture.md).
#![deny(clippy::print_stdout, clippy::print_stderr)]

mod child;
mod explain;
mod landlock;
mod policy;
mod sandbox;
mod seccomp;
mod supervisor;
mod sys;

pub use explain::explain;
pub use landlock::LandlockSupport;
pub use policy::{DEFAULT_HIDDEN, Mode, Network, Place, Policy, TMP, default_hidden, expand_home};
pub use sandbox::{Pending, Running, Sandbox, Unavailable, describe_spawn_error};
pub use sys::make_process_undumpable;

/// The real user id of this process (for `Place::uid`).
pub fn current_uid() -> u32 {
    sys::getuid()
}
