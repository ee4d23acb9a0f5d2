//! What a sandboxed process may do, as plain data: the paths it may write,
//! the paths that stay read-only inside them, the paths it may not see at
//! all, and its network. Built once at start-up from the configuration and
//! shown by `nub sandbox`.

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// `[sandbox] mode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Writes inside the repository (minus nub's and git's own control
    /// files), the private temp directory and `[sandbox] writable`.
    WorkspaceWrite,
    /// Writes only in the private temp directory.
    ReadOnly,
    /// No sandbox: processes run with the user's full rights.
    Off,
}

impl FromStr for Mode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "workspace-write" => Ok(Mode::WorkspaceWrite),
            "read-only" => Ok(Mode::ReadOnly),
            "off" => Ok(Mode::Off),
            other => Err(format!("unknown sandbox mode {other:?}; expected workspace-write, read-only or off")),
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mode::WorkspaceWrite => "workspace-write",
            Mode::ReadOnly => "read-only",
            Mode::Off => "off",
        })
    }
}

impl Mode {
    /// How much a mode allows, for "a project may only tighten".
    pub fn rank(self) -> u8 {
        match self {
            Mode::ReadOnly => 0,
            Mode::WorkspaceWrite => 1,
            Mode::Off => 2,
        }
    }
}

/// `[sandbox] network`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Network {
    /// Unix sockets only (those the hidden paths leave visible).
    Off,
    /// TCP to and listeners on the loopback addresses (127.0.0.0/8, ::1).
    Loopback,
    /// Everything the user may reach.
    On,
}

impl FromStr for Network {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "off" => Ok(Network::Off),
            "loopback" => Ok(Network::Loopback),
            "on" => Ok(Network::On),
            other => Err(format!("unknown sandbox network {other:?}; expected off, loopback or on")),
        }
    }
}

impl fmt::Display for Network {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Network::Off => "off",
            Network::Loopback => "loopback",
            Network::On => "on",
        })
    }
}

impl Network {
    /// How much a setting allows, for "a project may only tighten".
    pub fn rank(self) -> u8 {
        match self {
            Network::Off => 0,
            Network::Loopback => 1,
            Network::On => 2,
        }
    }
}

/// The confinement of every process the model starts.
///
/// All paths are absolute and resolved (no symlinks). `read_only` paths lie
/// inside `writable` ones (or are the repository in `read-only` mode) and
/// win over them; `hidden` paths win over both and read as empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    pub mode: Mode,
    pub writable: Vec<PathBuf>,
    pub read_only: Vec<PathBuf>,
    pub hidden: Vec<PathBuf>,
    pub network: Network,
    /// Configured entries that were left out, and why (a hidden directory
    /// holding the repository, a writable path that does not exist).
    pub notes: Vec<String>,
}

/// Where the sandbox is built: the repository and the user's environment.
#[derive(Debug, Clone, Default)]
pub struct Place {
    pub repo_root: PathBuf,
    pub home: Option<PathBuf>,
    /// `$XDG_RUNTIME_DIR`: the user's sockets (session bus, agents, editors).
    pub runtime_dir: Option<PathBuf>,
    /// `$SSH_AUTH_SOCK`.
    pub ssh_auth_sock: Option<PathBuf>,
    /// The user id, for `/run/user/<uid>` when `XDG_RUNTIME_DIR` is unset.
    pub uid: u32,
}

/// The directory every sandboxed process sees as its own, empty at the
/// start of a run: the real `/tmp` (X11, tmux and agent sockets, other
/// programs' files) is covered by it.
pub const TMP: &str = "/tmp";

/// Secrets and sockets hidden unless `[sandbox] hidden` says otherwise:
/// keys and tokens of the usual tools, browser profiles, shell histories,
/// nub's own keys and logs, and the sockets through which a process could
/// act outside its confinement (the session bus can start a program with
/// `systemd-run --user`, an agent signs with your keys, docker is root).
/// `~` stands for the home directory.
pub const DEFAULT_HIDDEN: &[&str] = &[
    "~/.ssh",
    "~/.gnupg",
    "~/.aws",
    "~/.azure",
    "~/.kube",
    "~/.config/gcloud",
    "~/.docker/config.json",
    "~/.docker/run",
    "~/.netrc",
    "~/.git-credentials",
    "~/.config/gh",
    "~/.config/hub",
    "~/.npmrc",
    "~/.pypirc",
    "~/.cargo/credentials.toml",
    "~/.cargo/credentials",
    "~/.vault-token",
    "~/.terraform.d/credentials.tfrc.json",
    "~/.password-store",
    "~/.local/share/keyrings",
    "~/.config/op",
    "~/.mozilla",
    "~/.thunderbird",
    "~/.config/google-chrome",
    "~/.config/chromium",
    "~/.config/BraveSoftware",
    "~/.bash_history",
    "~/.zsh_history",
    "~/.python_history",
    "~/.psql_history",
    "~/.mysql_history",
    "~/.config/nub",
    "~/.local/state/nub",
    "/run/docker.sock",
    "/var/run/docker.sock",
    "/run/containerd",
    "/run/podman",
    "/run/dbus",
    "/run/screen",
];

/// `~/x` → `<home>/x`; anything else unchanged.
pub fn expand_home(path: &str, home: Option<&Path>) -> PathBuf {
    match (path.strip_prefix("~/"), home) {
        (Some(rest), Some(home)) => home.join(rest),
        _ if path == "~" => home.map_or_else(|| PathBuf::from(path), Path::to_path_buf),
        _ => PathBuf::from(path),
    }
}

/// The paths to hide by default at `place`: `DEFAULT_HIDDEN` plus the
/// user's runtime directory and ssh-agent socket.
pub fn default_hidden(place: &Place) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = DEFAULT_HIDDEN.iter().map(|p| expand_home(p, place.home.as_deref())).collect();
    paths.push(place.runtime_dir.clone().unwrap_or_else(|| PathBuf::from(format!("/run/user/{}", place.uid))));
    paths.extend(place.ssh_auth_sock.clone());
    paths
}

/// Where a repository's git data lives.
#[derive(Debug, Clone, PartialEq, Eq)]
struct GitLayout {
    /// `.git` is a file pointing elsewhere (a linked worktree, a submodule).
    git_file: Option<PathBuf>,
    /// The directory with HEAD and the index.
    git_dir: PathBuf,
    /// The directory with objects, refs, config and hooks.
    common_dir: PathBuf,
}

fn git_layout(repo_root: &Path) -> Option<GitLayout> {
    let dot_git = repo_root.join(".git");
    let meta = std::fs::symlink_metadata(&dot_git).ok()?;
    let (git_file, git_dir) = if meta.is_dir() {
        (None, dot_git)
    } else if meta.is_file() {
        let text = std::fs::read_to_string(&dot_git).ok()?;
        let target = text.lines().next()?.strip_prefix("gitdir:")?.trim();
        (Some(dot_git), repo_root.join(target))
    } else {
        return None;
    };
    let git_dir = git_dir.canonicalize().ok()?;
    let common_dir = match std::fs::read_to_string(git_dir.join("commondir")) {
        Ok(text) => git_dir.join(text.trim()).canonicalize().unwrap_or_else(|_| git_dir.clone()),
        Err(_) => git_dir.clone(),
    };
    Some(GitLayout { git_file, git_dir, common_dir })
}

/// The control files of a git directory that run code or redirect git
/// when the user next runs it outside the sandbox: hooks, the config
/// (`core.fsmonitor`, `core.hooksPath`, aliases, filters), and the same of
/// submodules. Objects, refs, the index and HEAD stay writable so a commit
/// works.
fn git_controls(dir: &Path) -> [PathBuf; 4] {
    [dir.join("hooks"), dir.join("config"), dir.join("config.worktree"), dir.join("modules")]
}

fn inside(path: &Path, root: &Path) -> bool {
    path.starts_with(root)
}

impl Policy {
    /// The policy for `mode` at `place`. `extra_writable` comes from the
    /// user's configuration; `hidden` is the configured list (see
    /// `default_hidden`) plus the repository's denied files. Paths that do
    /// not exist are left out (a hidden path that appears later is not
    /// hidden); so is a hidden path that holds the repository or a
    /// writable path, with a note.
    pub fn build(
        mode: Mode,
        network: Network,
        place: &Place,
        extra_writable: &[PathBuf],
        hidden: &[PathBuf],
    ) -> Policy {
        let mut notes = Vec::new();
        let repo_root = place.repo_root.canonicalize().unwrap_or_else(|_| place.repo_root.clone());
        let git = git_layout(&repo_root);
        let mut writable = Vec::new();
        let mut read_only = Vec::new();
        match mode {
            Mode::Off => {}
            Mode::ReadOnly => read_only.push(repo_root.clone()),
            Mode::WorkspaceWrite => {
                writable.push(repo_root.clone());
                if let Some(git) = &git {
                    for dir in [&git.common_dir, &git.git_dir] {
                        if !writable.iter().any(|w| inside(dir, w)) {
                            writable.push(dir.clone());
                        }
                    }
                }
                for path in extra_writable {
                    match path.canonicalize() {
                        Ok(path) if path == Path::new("/") => {
                            notes.push("writable \"/\" was left out: the sandbox would protect nothing".into());
                        }
                        Ok(path) => {
                            if !writable.iter().any(|w| inside(&path, w)) {
                                writable.push(path);
                            }
                        }
                        Err(_) => notes.push(format!("writable {:?} was left out: it does not exist", path.display())),
                    }
                }
                read_only.push(repo_root.join(".nub"));
                if let Some(git) = &git {
                    read_only.extend(git.git_file.clone());
                    read_only.extend(git_controls(&git.common_dir));
                    if git.git_dir != git.common_dir {
                        read_only.push(git.git_dir.join("config.worktree"));
                    }
                }
                read_only.retain(|path| path.symlink_metadata().is_ok());
                // A path given as writable stays writable in full.
                read_only.retain(|path| !extra_writable.iter().any(|w| w == path));
            }
        }
        let mut kept: Vec<PathBuf> = Vec::new();
        for path in hidden {
            let Ok(path) = path.canonicalize() else { continue };
            let holds = |root: &Path| inside(root, &path);
            if holds(&repo_root) || writable.iter().any(|w| holds(w)) {
                notes.push(format!(
                    "hidden {:?} was left out: it holds the repository or a writable path",
                    path.display()
                ));
                continue;
            }
            let in_bind = writable.iter().chain(&read_only).any(|root| inside(&path, root));
            // Under the private /tmp a path outside the binds is invisible anyway.
            if (!in_bind && inside(&path, Path::new(TMP))) || kept.contains(&path) {
                continue;
            }
            kept.push(path);
        }
        // A path inside another hidden one needs nothing of its own.
        let all = kept.clone();
        kept.retain(|path| !all.iter().any(|other| other != path && inside(path, other)));
        Policy { mode, writable, read_only, hidden: kept, network, notes }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(dir: &Path, args: &[&str]) {
        let status = std::process::Command::new("git").args(args).current_dir(dir).output().unwrap();
        assert!(status.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&status.stderr));
    }

    #[test]
    fn workspace_write_keeps_nubs_and_gits_control_files_read_only() {
        let home = tempfile::tempdir().unwrap();
        let repo = home.path().join("repo");
        std::fs::create_dir_all(repo.join(".nub")).unwrap();
        run(&repo, &["init", "-q"]);
        std::fs::create_dir_all(home.path().join(".ssh")).unwrap();
        std::fs::write(repo.join(".env"), "SECRET=1").unwrap();
        let place = Place { repo_root: repo.clone(), home: Some(home.path().to_path_buf()), ..Place::default() };
        let mut hidden = default_hidden(&place);
        hidden.push(repo.join(".env"));
        hidden.push(home.path().to_path_buf());
        let policy = Policy::build(Mode::WorkspaceWrite, Network::Off, &place, &[], &hidden);
        let repo = repo.canonicalize().unwrap();
        let home = home.path().canonicalize().unwrap();
        assert_eq!(policy.writable, std::slice::from_ref(&repo));
        for control in [".nub", ".git/hooks", ".git/config"] {
            assert!(policy.read_only.contains(&repo.join(control)), "{control}: {:?}", policy.read_only);
        }
        assert!(!policy.read_only.contains(&repo.join(".git/modules")), "only existing paths");
        assert!(policy.hidden.contains(&repo.join(".env")));
        assert!(!policy.hidden.contains(&home.join(".aws")), "only existing paths");
        // The home holds the repository: hiding it would hide the work.
        assert!(!policy.hidden.contains(&home), "{:?}", policy.hidden);
        assert!(policy.notes.iter().any(|n| n.contains("holds the repository")), "{:?}", policy.notes);
        // A temp-dir home's .ssh is invisible under the private /tmp anyway,
        // unless the home is elsewhere.
        if !home.starts_with(TMP) {
            assert!(policy.hidden.contains(&home.join(".ssh")));
        }
    }

    #[test]
    fn a_linked_worktree_can_commit_into_its_common_dir_but_not_touch_its_hooks() {
        let base = tempfile::tempdir().unwrap();
        let main = base.path().join("main");
        std::fs::create_dir_all(&main).unwrap();
        run(&main, &["init", "-q"]);
        run(&main, &["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "x"]);
        run(&main, &["worktree", "add", "-q", "../wt"]);
        let wt = base.path().join("wt");
        let place = Place { repo_root: wt.clone(), ..Place::default() };
        let policy = Policy::build(Mode::WorkspaceWrite, Network::Off, &place, &[], &[]);
        let common = main.join(".git").canonicalize().unwrap();
        assert!(policy.writable.contains(&common), "{:?}", policy.writable);
        assert!(policy.read_only.contains(&common.join("hooks")));
        assert!(policy.read_only.contains(&common.join("config")));
        assert!(policy.read_only.contains(&wt.canonicalize().unwrap().join(".git")), "the gitdir pointer");
    }

    #[test]
    fn read_only_mode_writes_nothing_and_modes_parse() {
        let repo = tempfile::tempdir().unwrap();
        let place = Place { repo_root: repo.path().to_path_buf(), ..Place::default() };
        let writable = [repo.path().join("x")];
        let policy = Policy::build(Mode::ReadOnly, Network::Loopback, &place, &writable, &[]);
        assert!(policy.writable.is_empty());
        assert_eq!(policy.read_only, [repo.path().canonicalize().unwrap()]);
        assert_eq!("read-only".parse(), Ok(Mode::ReadOnly));
        assert_eq!("loopback".parse(), Ok(Network::Loopback));
        assert!("open".parse::<Network>().unwrap_err().contains("off, loopback or on"));
        assert!(Mode::ReadOnly.rank() < Mode::WorkspaceWrite.rank() && Network::Off.rank() < Network::On.rank());
    }

    #[test]
    fn writable_extras_must_exist_and_not_be_the_root() {
        let repo = tempfile::tempdir().unwrap();
        let extra = tempfile::tempdir().unwrap();
        let place = Place { repo_root: repo.path().to_path_buf(), ..Place::default() };
        let asked = [extra.path().to_path_buf(), PathBuf::from("/"), repo.path().join("missing")];
        let policy = Policy::build(Mode::WorkspaceWrite, Network::Off, &place, &asked, &[]);
        assert_eq!(policy.writable.len(), 2, "{:?}", policy.writable);
        assert!(policy.writable.contains(&extra.path().canonicalize().unwrap()));
        assert_eq!(policy.notes.len(), 2, "{:?}", policy.notes);
    }

    #[test]
    fn home_expansion() {
        let home = Path::new("/home/u");
        assert_eq!(expand_home("~/.ssh", Some(home)), Path::new("/home/u/.ssh"));
        assert_eq!(expand_home("/etc", Some(home)), Path::new("/etc"));
        assert_eq!(expand_home("~/.ssh", None), Path::new("~/.ssh"));
        let place = Place { home: Some(home.into()), uid: 1000, ..Place::default() };
        assert!(default_hidden(&place).contains(&PathBuf::from("/run/user/1000")));
    }
}
