//! Slash commands: one table and one parser for every front end. The TUI
//! completes and runs them, the ACP agent offers the ones an editor can use
//! (`available_commands_update`) — both from [`COMMANDS`], both through
//! [`parse`], so a command is added here once and an unknown one is
//! answered the same way everywhere.

/// A parsed slash command with its argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Slash {
    Help,
    /// `/model [NAME | ENDPOINT/NAME]`: without a name, a picker.
    Model(Option<String>),
    Provider,
    /// `/effort [LEVEL | default]`.
    Effort(EffortArg),
    Resume,
    New,
    Tree,
    /// `/branch NODE`.
    Branch(String),
    /// `/compact [FOCUS]`.
    Compact(Option<String>),
    Context,
    Mcp,
    Skills,
    /// The sandbox's policy (`nub sandbox`).
    Sandbox,
    /// `/undo [--force]`: the files to before the last prompt that changed them.
    Undo {
        force: bool,
    },
    /// `/diff`: what the session changed in the files, in a pager.
    Diff,
    /// `/restore NODE [--force]`: the files to NODE's state.
    Restore {
        node: String,
        force: bool,
    },
    /// `/export [md|jsonl|html] [PATH]`: the words after the command.
    Export(String),
    Copy,
    /// `/ps [kill ID]`: the background jobs, or stop one.
    Ps {
        kill: Option<u32>,
    },
    Quit,
}

/// What `/effort` was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EffortArg {
    /// No argument: say what it is.
    Show,
    /// `default`: the model's own.
    Default,
    Level(nub_config::Effort),
}

/// Which front ends offer a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Surface {
    /// The terminal interface only (pickers, pagers, the clipboard).
    Terminal,
    /// The terminal and editors (ACP).
    Everywhere,
}

/// One command as `/help`, the completion list and an editor show it.
#[derive(Debug)]
pub struct CommandInfo {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    /// The argument's shape for help texts (`[FOCUS]`); empty: none.
    pub args: &'static str,
    pub about: &'static str,
    pub surface: Surface,
}

const fn terminal(name: &'static str, args: &'static str, about: &'static str) -> CommandInfo {
    CommandInfo { name, aliases: &[], args, about, surface: Surface::Terminal }
}

pub const COMMANDS: &[CommandInfo] = &[
    terminal("help", "", "keys and commands"),
    terminal("model", "[NAME | ENDPOINT/NAME]", "switch the model; without a name, a picker"),
    CommandInfo {
        name: "provider",
        aliases: &["endpoint"],
        args: "",
        about: "pick the endpoint, then its model",
        surface: Surface::Terminal,
    },
    terminal("effort", "[LEVEL]", "reasoning effort: minimal, low, medium, high, xhigh or default"),
    terminal("resume", "", "open another session of this repository"),
    CommandInfo {
        name: "new",
        aliases: &["clear"],
        args: "",
        about: "a fresh session (the old one stays on disk)",
        surface: Surface::Terminal,
    },
    terminal("tree", "", "the session tree: rewind, label, bookmark, search"),
    terminal("branch", "NODE", "rewind to NODE: the next prompt starts a branch there"),
    CommandInfo {
        name: "compact",
        aliases: &[],
        args: "[FOCUS]",
        about: "summarize the older history now, keeping FOCUS",
        surface: Surface::Everywhere,
    },
    terminal("context", "", "the system prompt's parts and the tools, with their cost"),
    terminal("mcp", "", "the MCP servers, their tools and cost"),
    terminal("skills", "", "the skills found and their cost"),
    terminal("sandbox", "", "what confines bash and MCP servers: writable, read-only, hidden, network"),
    CommandInfo {
        name: "undo",
        aliases: &[],
        args: "[--force]",
        about: "put the files back to before the last prompt that changed them; again goes one further",
        surface: Surface::Everywhere,
    },
    terminal("diff", "", "what this session changed in the files, from its start to now"),
    terminal("restore", "NODE [--force]", "put the files back to NODE's state (the conversation stays)"),
    terminal("export", "[md|jsonl|html] [PATH]", "write the current branch to a file"),
    terminal("copy", "", "copy the last answer to the clipboard (OSC 52)"),
    terminal("ps", "[kill ID]", "background jobs; kill ID stops one"),
    CommandInfo { name: "quit", aliases: &["exit"], args: "", about: "leave nub", surface: Surface::Terminal },
];

/// The command `name` names, by its name or an alias.
pub fn find(name: &str) -> Option<&'static CommandInfo> {
    COMMANDS.iter().find(|c| c.name == name || c.aliases.contains(&name))
}

/// The commands an editor can run.
pub fn for_editors() -> impl Iterator<Item = &'static CommandInfo> {
    COMMANDS.iter().filter(|c| c.surface == Surface::Everywhere)
}

/// `text` as a command: `None` when it does not start with `/` (a prompt);
/// `Some(Err)` with the message for the user when the command is unknown
/// or lacks its argument. Leading and trailing blanks are ignored.
pub fn parse(text: &str) -> Option<Result<Slash, String>> {
    let command = text.trim().strip_prefix('/')?;
    let (name, arg) = command.split_once(char::is_whitespace).unwrap_or((command, ""));
    let arg = arg.trim();
    let optional = || Some(arg.to_owned()).filter(|a| !a.is_empty());
    let Some(info) = find(name) else {
        return Some(Err(format!("unknown command /{name}; /help lists the commands")));
    };
    Some(Ok(match info.name {
        "help" => Slash::Help,
        "model" => Slash::Model(optional()),
        "provider" => Slash::Provider,
        "effort" => Slash::Effort(match optional().as_deref() {
            None => EffortArg::Show,
            Some("default") => EffortArg::Default,
            Some(level) => match nub_config::Effort::parse(level) {
                Some(effort) => EffortArg::Level(effort),
                None => {
                    let levels = nub_config::Effort::NAMES;
                    return Some(Err(format!("unknown effort {level:?}; one of {levels}, or default")));
                }
            },
        }),
        "resume" => Slash::Resume,
        "new" => Slash::New,
        "tree" => Slash::Tree,
        "branch" => match optional() {
            Some(node) => Slash::Branch(node),
            None => return Some(Err("/branch NODE: which node? /tree shows them".into())),
        },
        "compact" => Slash::Compact(optional()),
        "context" => Slash::Context,
        "mcp" => Slash::Mcp,
        "skills" => Slash::Skills,
        "sandbox" => Slash::Sandbox,
        "undo" => match arg {
            "" => Slash::Undo { force: false },
            "--force" => Slash::Undo { force: true },
            _ => return Some(Err("usage: /undo [--force]".into())),
        },
        "diff" => Slash::Diff,
        "restore" => {
            let words: Vec<&str> = arg.split_whitespace().collect();
            let force = words.contains(&"--force");
            match words.iter().filter(|w| **w != "--force").collect::<Vec<_>>().as_slice() {
                [node] => Slash::Restore { node: (**node).to_owned(), force },
                _ => return Some(Err("/restore NODE [--force]: which node? /tree shows them".into())),
            }
        }
        "export" => Slash::Export(arg.to_owned()),
        "copy" => Slash::Copy,
        "ps" => match arg.split_whitespace().collect::<Vec<_>>().as_slice() {
            [] => Slash::Ps { kill: None },
            ["kill", id] => match id.parse() {
                Ok(id) => Slash::Ps { kill: Some(id) },
                Err(_) => return Some(Err(format!("/ps kill ID: {id:?} is not a job id; /ps lists them"))),
            },
            _ => return Some(Err("usage: /ps [kill ID]".into())),
        },
        "quit" => Slash::Quit,
        other => return Some(Err(format!("/{other} is listed but not handled; this is a bug in nub"))),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_with_their_arguments() {
        assert_eq!(parse("hello"), None);
        assert_eq!(parse("  /compact  the parser \n"), Some(Ok(Slash::Compact(Some("the parser".into())))));
        assert_eq!(parse("/compact"), Some(Ok(Slash::Compact(None))));
        assert_eq!(parse("/clear"), Some(Ok(Slash::New)));
        assert_eq!(parse("/model openai/gpt-5"), Some(Ok(Slash::Model(Some("openai/gpt-5".into())))));
        assert_eq!(parse("/export md notes.md"), Some(Ok(Slash::Export("md notes.md".into()))));
        assert!(matches!(parse("/branch"), Some(Err(e)) if e.contains("which node")));
        assert_eq!(parse("/effort"), Some(Ok(Slash::Effort(EffortArg::Show))));
        assert_eq!(parse("/effort default"), Some(Ok(Slash::Effort(EffortArg::Default))));
        let high = EffortArg::Level(nub_config::Effort::High);
        assert_eq!(parse("/effort High"), Some(Ok(Slash::Effort(high))));
        assert!(matches!(parse("/effort huge"), Some(Err(e)) if e.contains("unknown effort")));
        assert_eq!(parse("/undo"), Some(Ok(Slash::Undo { force: false })));
        assert_eq!(parse("/undo --force"), Some(Ok(Slash::Undo { force: true })));
        assert!(matches!(parse("/undo twice"), Some(Err(e)) if e.contains("usage")));
        assert_eq!(parse("/restore --force ab12"), Some(Ok(Slash::Restore { node: "ab12".into(), force: true })));
        assert!(matches!(parse("/restore"), Some(Err(e)) if e.contains("which node")));
        assert_eq!(parse("/ps"), Some(Ok(Slash::Ps { kill: None })));
        assert_eq!(parse("/ps kill 3"), Some(Ok(Slash::Ps { kill: Some(3) })));
        assert!(matches!(parse("/ps kill x"), Some(Err(e)) if e.contains("not a job id")));
        assert!(matches!(parse("/etc/hosts is what?"), Some(Err(e)) if e.starts_with("unknown command /etc/hosts")));
    }

    #[test]
    fn every_listed_command_parses() {
        for info in COMMANDS {
            let text = if info.args.is_empty() || info.args.starts_with('[') {
                format!("/{}", info.name)
            } else {
                format!("/{} x", info.name)
            };
            assert!(matches!(parse(&text), Some(Ok(_))), "/{} does not parse", info.name);
        }
        assert_eq!(for_editors().map(|c| c.name).collect::<Vec<_>>(), ["compact", "undo"]);
    }
}
