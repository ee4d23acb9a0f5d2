//! Shared set-up: a home outside /tmp with secrets in it, a git repository,
//! and a sandbox over both.
mod attacks;
mod network;
mod repository;

use std::path::{Path, PathBuf};
use std::process::Command;

use nub_sandbox::{Mode, Network, Place, Policy, Sandbox};

pub struct World {
    /// Holds the home and the repository (outside /tmp, so the private
    /// /tmp does not hide them anyway).
    pub _base: tempfile::TempDir,
    pub home: PathBuf,
    pub repo: PathBuf,
    pub sandbox: Sandbox,
}

pub const KEY: &str = "-----BEGIN OPENSSH PRIVATE KEY-----\nsandbox-test-secret-7f3a\n";

pub fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git").args(args).current_dir(dir).output().expect("git runs");
    assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
}

/// A world with `network`, or `None` (said loudly) where the kernel cannot
/// sandbox at all.
pub fn world(mode: Mode, network: Network, extra_hidden: &[&str]) -> Option<World> {
    let base = tempfile::Builder::new().prefix("nub-sandbox-test").tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let base_path = base.path().canonicalize().unwrap();
    let home = base_path.join("home");
    let repo = base_path.join("repo");
    std::fs::create_dir_all(home.join(".ssh")).unwrap();
    std::fs::write(home.join(".ssh/id_rsa"), KEY).unwrap();
    std::fs::write(home.join(".bashrc"), "# rc\n").unwrap();
    // Where a test puts a socket of the user's (an agent's, say) after start.
    std::fs::create_dir_all(home.join("agent")).unwrap();
    std::fs::create_dir_all(repo.join(".nub")).unwrap();
    std::fs::write(repo.join(".nub/config.toml"), "version = 1\n").unwrap();
    git(&repo, &["init", "-q"]);
    git(&repo, &["config", "user.name", "t"]);
    git(&repo, &["config", "user.email", "t@example.invalid"]);
    let place = Place { repo_root: repo.clone(), home: Some(home.clone()), ..Place::default() };
    let mut hidden = nub_sandbox::default_hidden(&place);
    hidden.extend(extra_hidden.iter().map(|p| nub_sandbox::expand_home(p, Some(&home))));
    let policy = Policy::build(mode, network, &place, &[], &hidden);
    match Sandbox::new(policy) {
        Ok(sandbox) => Some(World { _base: base, home, repo, sandbox }),
        Err(reason) => {
            eprintln!("\n\n*** SKIPPED: the sandbox is unavailable on this machine: {reason} ***\n");
            None
        }
    }
}

pub struct Ran {
    pub code: Option<i32>,
    pub output: String,
}

impl World {
    /// `bash -c script` in the repository, confined; stdout and stderr together.
    pub fn run(&self, script: &str) -> Ran {
        let mut command = Command::new("bash");
        command.arg("-c").arg(script).current_dir(&self.repo).env("HOME", &self.home);
        command.stdin(std::process::Stdio::null());
        let pending = self.sandbox.confine(&mut command).unwrap();
        let child = command
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("{}", nub_sandbox::describe_spawn_error(&e)));
        let running = pending.started().unwrap();
        let out = child.wait_with_output().unwrap();
        drop(running);
        let mut output = String::from_utf8_lossy(&out.stdout).into_owned();
        output.push_str(&String::from_utf8_lossy(&out.stderr));
        Ran { code: out.status.code(), output }
    }
}

/// Whether `program` is on PATH (some cases need python3 or git).
pub fn have(program: &str) -> bool {
    Command::new("sh").arg("-c").arg(format!("command -v {program}")).output().is_ok_and(|o| o.status.success())
}
