//! Prompt commands: `NAME.md` files whose text becomes a prompt when the
//! user types `/NAME args` (Claude Code's and opencode's `commands/*.md`).
//! An optional frontmatter gives a `description` (else the body's first
//! line), a `model`, an `effort` and `allowed_tools`; the body may use
//! `$ARGUMENTS`, `$1 $2 …` and `@path` mentions (attached by the loop like
//! in any prompt).
//!
//! Files are read the one way (`own_files`): a project's only from inside
//! the repository, regular files of at most 1 MiB, so a committed FIFO,
//! a link to `~/.ssh/id_ed25519` or a huge file is refused with a warning.
//! Whether a project's `model` and `allowed_tools` count is the runtime's
//! decision (trust); this module only reads.

use std::path::{Path, PathBuf};

use nub_config::own_files::Scope;

use crate::md_files::{self, one_line};
use serde::Deserialize;

/// Command files looked at per directory; the rest is left out with a warning.
const MAX_PER_DIR: usize = 500;

/// Where a command file was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommandOrigin {
    /// The repository's (`.nub/commands`, `.claude/commands`).
    Project,
    /// The user's own (`~/.config/nub/commands`, `~/.claude/commands`).
    User,
}

impl CommandOrigin {
    pub fn label(self) -> &'static str {
        match self {
            CommandOrigin::Project => "project",
            CommandOrigin::User => "user",
        }
    }
}

/// One command file, read and parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandFile {
    pub name: String,
    pub description: String,
    /// What the arguments are, for completion (`argument_hint`).
    pub args: String,
    pub model: Option<String>,
    pub effort: Option<nub_config::Effort>,
    /// nub's tool names; Claude's names (`Bash`, `Read` …) are mapped,
    /// entries with a pattern (`Bash(git add:*)`) are left out — nub
    /// cannot allow part of a tool.
    pub allowed_tools: Vec<String>,
    pub body: String,
    pub path: PathBuf,
    pub origin: CommandOrigin,
}

#[derive(Debug, Default)]
pub struct FoundCommands {
    pub commands: Vec<CommandFile>,
    pub warnings: Vec<String>,
}

#[derive(Debug, Default, Deserialize)]
struct Frontmatter {
    description: Option<String>,
    /// Claude's `argument-hint: [message]` is, to YAML, a list.
    #[serde(alias = "argument-hint")]
    argument_hint: Option<ToolList>,
    model: Option<String>,
    effort: Option<String>,
    #[serde(alias = "allowed-tools")]
    allowed_tools: Option<ToolList>,
}

/// `allowed_tools: [read, bash]` or Claude's `allowed-tools: Read, Bash(git:*)`:
/// a string or a list of strings.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum ToolList {
    Text(String),
    List(Vec<String>),
}

/// The commands in `dirs`, in order: a name found earlier shadows a later
/// one (with a warning), so list the project's directories first.
pub fn discover(dirs: &[(PathBuf, CommandOrigin)], repo_root: &Path) -> FoundCommands {
    let mut found = FoundCommands::default();
    for (dir, origin) in dirs {
        for path in md_files::listed(dir, MAX_PER_DIR, "command", &mut found.warnings) {
            let Some(name) = path.file_stem().and_then(|s| s.to_str()).filter(|n| valid_name(n)) else {
                found
                    .warnings
                    .push(format!("command {} skipped: a name is letters, digits, -, _ and .", path.display()));
                continue;
            };
            if let Some(winner) = found.commands.iter().find(|c| c.name == name) {
                found.warnings.push(format!(
                    "command /{name} in {} is shadowed by {}",
                    path.display(),
                    winner.path.display()
                ));
                continue;
            }
            match read(&path, name, *origin, repo_root) {
                Ok(command) => found.commands.push(command),
                Err(problem) => found.warnings.push(format!("command {} skipped: {problem}", path.display())),
            }
        }
    }
    found
}

fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

fn read(path: &Path, name: &str, origin: CommandOrigin, repo_root: &Path) -> Result<CommandFile, String> {
    let scope = match origin {
        CommandOrigin::Project => Scope::Repository(repo_root),
        CommandOrigin::User => Scope::User,
    };
    parse(&md_files::read_text(path, scope)?, name, path, origin)
}

/// A command file's text as a command.
pub fn parse(text: &str, name: &str, path: &Path, origin: CommandOrigin) -> Result<CommandFile, String> {
    let (front, body) = md_files::frontmatter::<Frontmatter>(text, "with string fields")?;
    let description = md_files::description(front.description.as_deref(), body, 120)
        .unwrap_or_else(|| format!("prompt from {}", path.display()));
    let effort = md_files::effort(front.effort.as_deref())?;
    let listed = match front.allowed_tools {
        None => Vec::new(),
        Some(ToolList::Text(text)) => text.split(',').map(str::to_owned).collect(),
        Some(ToolList::List(list)) => list,
    };
    let allowed_tools = listed.iter().filter_map(|tool| tool_name(tool.trim())).collect();
    Ok(CommandFile {
        name: name.to_owned(),
        description,
        args: match front.argument_hint {
            None => String::new(),
            Some(ToolList::Text(text)) => one_line(&text),
            Some(ToolList::List(words)) => {
                words.iter().map(|w| format!("[{}]", one_line(w))).collect::<Vec<_>>().join(" ")
            }
        },
        model: front.model.map(|m| m.trim().to_owned()).filter(|m| !m.is_empty()),
        effort,
        allowed_tools,
        body: body.to_owned(),
        path: path.to_path_buf(),
        origin,
    })
}

/// nub's name for a tool a command allows; `None` for a pattern.
pub(crate) fn tool_name(listed: &str) -> Option<String> {
    if listed.is_empty() || listed.contains('(') {
        return None;
    }
    let nub = match listed {
        "Bash" => "bash",
        "Read" => "read",
        "Write" => "write",
        "Edit" | "MultiEdit" => "edit",
        "Glob" => "glob",
        "Grep" => "grep",
        "TodoWrite" => "todo",
        other => other,
    };
    Some(nub.to_owned())
}

/// `body` with the arguments in place: `$ARGUMENTS` is all of them, `$1`,
/// `$2` … one word each (quotes group words); a body with neither gets the
/// arguments appended, so `/review the parser` is never silently dropped.
pub fn expand(body: &str, args: &str) -> String {
    let args = args.trim();
    let words = split_words(args);
    let mut out = String::with_capacity(body.len() + args.len());
    let mut used = false;
    let mut rest = body;
    while let Some(at) = rest.find('$') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        if let Some(tail) = after.strip_prefix("ARGUMENTS") {
            out.push_str(args);
            used = true;
            rest = tail;
            continue;
        }
        let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        match after[..digits].parse::<usize>() {
            Ok(n) if n > 0 => {
                out.push_str(words.get(n - 1).map_or("", String::as_str));
                used = true;
            }
            _ => out.push_str(&rest[at..at + 1 + digits]),
        }
        rest = &after[digits..];
    }
    out.push_str(rest);
    if !used && !args.is_empty() {
        out = format!("{}\n\n{args}", out.trim_end());
    }
    out
}

/// Words as a shell would group them for `$1 $2 …`: blanks separate,
/// single and double quotes group (no escapes, no expansion).
fn split_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    let mut started = false;
    for c in text.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => word.push(c),
            None if c == '"' || c == '\'' => {
                quote = Some(c);
                started = true;
            }
            None if c.is_whitespace() => {
                if started {
                    words.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            None => {
                word.push(c);
                started = true;
            }
        }
    }
    if started {
        words.push(word);
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_go_where_the_body_says() {
        assert_eq!(expand("Greet $ARGUMENTS warmly.", " Bob  "), "Greet Bob warmly.");
        assert_eq!(expand("From $1 to $2, not $3.", "\"New York\" Paris"), "From New York to Paris, not .");
        assert_eq!(expand("Review the diff.", "the parser"), "Review the diff.\n\nthe parser");
        assert_eq!(expand("Costs $5 and $0 and $X.", ""), "Costs  and $0 and $X.");
        assert_eq!(expand("$10$1", "a b c d e f g h i j"), "ja");
        assert_eq!(expand("no args", ""), "no args");
    }

    #[test]
    fn frontmatter_is_optional_and_claude_files_read_as_they_are() {
        let path = Path::new("/r/.nub/commands/greet.md");
        let plain =
            parse("# Greet someone\n\nSay hello to $ARGUMENTS.\n", "greet", path, CommandOrigin::Project).unwrap();
        assert_eq!(plain.description, "Greet someone");
        assert_eq!(plain.body, "# Greet someone\n\nSay hello to $ARGUMENTS.\n");
        let claude = "---\nallowed-tools: Bash(git add:*), Read, Grep\nargument-hint: [message]\ndescription: Commit\nmodel: small-model\neffort: low\n---\nCommit with $ARGUMENTS\n";
        let command = parse(claude, "commit", path, CommandOrigin::User).unwrap();
        assert_eq!(command.allowed_tools, ["read", "grep"], "a pattern allows nothing");
        assert_eq!((command.description.as_str(), command.args.as_str()), ("Commit", "[message]"));
        assert_eq!(command.model.as_deref(), Some("small-model"));
        assert_eq!(command.effort, Some(nub_config::Effort::Low));
        assert_eq!(command.body, "Commit with $ARGUMENTS\n");
        let listed = parse("---\nallowed_tools: [bash, write]\n---\nx", "x", path, CommandOrigin::User).unwrap();
        assert_eq!(listed.allowed_tools, ["bash", "write"]);
        assert!(parse("---\neffort: huge\n---\nx", "x", path, CommandOrigin::User).unwrap_err().contains("effort"));
        assert!(parse("---\nmodel: [x\n---\nx", "x", path, CommandOrigin::User).unwrap_err().contains("YAML"));
    }

    #[test]
    fn a_fifo_a_link_out_of_the_repository_and_a_huge_file_are_refused() {
        let repo = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        let dir = repo.path().join(".nub/commands");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(outside.path().join("secret"), "SECRET").unwrap();
        std::os::unix::fs::symlink(outside.path().join("secret"), dir.join("leak.md")).unwrap();
        let status = std::process::Command::new("mkfifo").arg(dir.join("fifo.md")).status().unwrap();
        assert!(status.success());
        std::fs::write(dir.join("huge.md"), vec![b'x'; 2 << 20]).unwrap();
        std::fs::write(dir.join("ok.md"), "fine").unwrap();
        std::fs::write(dir.join("bad name.md"), "x").unwrap();
        let found = discover(&[(dir.clone(), CommandOrigin::Project)], repo.path());
        let names: Vec<&str> = found.commands.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["ok"]);
        assert_eq!(found.warnings.len(), 4, "{:#?}", found.warnings);
        assert!(found.warnings.iter().all(|w| !w.contains("SECRET")));
    }
}
