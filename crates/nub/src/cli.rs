//! Command-line parsing with lexopt: raw arguments become a `Command`; the
//! help text is written by hand next to the flags it describes.

use std::ffi::OsString;
use std::path::PathBuf;

use lexopt::prelude::*;
use nub_config::FlagOverrides;
use nub_llm::WireApi;
pub use nub_runtime::SessionChoice;
pub use nub_session::export::Format as ExportFormat;

mod help;

pub use help::{ACP_HELP, HELP};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LabelChange {
    Set(String),
    Clear,
    Bookmark(bool),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OutputMode {
    Text,
    Json,
}

/// What a run of print mode or the interactive interface takes from the
/// command line; parsed the same with or without the `tui` feature, so a
/// build without it gives the same errors for the same command lines.
#[derive(Debug)]
pub struct RunArgs {
    pub prompt: Option<String>,
    pub flags: FlagOverrides,
    pub session: SessionChoice,
    pub branch: Option<String>,
    pub max_turns: Option<u32>,
    pub allow: Vec<String>,
    pub deny: Vec<String>,
    /// `--plan`: start in plan mode (read-only, the answer ends with a plan).
    pub plan: bool,
}

#[derive(Debug)]
pub enum Command {
    Print {
        run: RunArgs,
        mode: OutputMode,
    },
    Acp {
        flags: FlagOverrides,
    },
    AcpHelp,
    Sessions,
    Config {
        flags: FlagOverrides,
    },
    Context {
        flags: FlagOverrides,
    },
    Map {
        tokens: usize,
        stdout: bool,
    },
    Skills,
    Hooks,
    Models {
        flags: FlagOverrides,
        refresh: bool,
    },
    Mcp {
        profile: Option<String>,
    },
    Tree {
        session: Option<String>,
    },
    Label {
        session: Option<String>,
        node: String,
        change: LabelChange,
    },
    Export {
        session: Option<String>,
        format: ExportFormat,
        output: Option<PathBuf>,
    },
    Replay {
        api: WireApi,
        file: PathBuf,
    },
    Trust {
        show: bool,
    },
    Sandbox {
        flags: FlagOverrides,
        command: Vec<OsString>,
    },
    Compact {
        session: SessionChoice,
        focus: Option<String>,
        flags: FlagOverrides,
    },
    Diff {
        session: Option<String>,
        node: Option<String>,
        stat: bool,
    },
    Restore {
        session: Option<String>,
        node: String,
        force: bool,
    },
    /// `nub checkpoints`; with `prune`, `Some(older_than_days)`.
    Checkpoints {
        prune: Option<Option<u32>>,
    },
    Untrust,
    Interactive(RunArgs),
    Help,
    Version,
}

/// The subcommands, for "did you mean" when a lone word is one mistyped.
const SUBCOMMANDS: &[&str] = &[
    "acp",
    "checkpoints",
    "compact",
    "config",
    "context",
    "debug",
    "diff",
    "export",
    "hooks",
    "label",
    "map",
    "mcp",
    "restore",
    "sessions",
    "skills",
    "tree",
    "trust",
    "untrust",
];

/// `word` as a subcommand typed wrong: within two edits (one for a word of
/// one or two letters). Its correct spelling.
fn misspelled_subcommand(word: &str) -> Option<&'static str> {
    let allowed = if word.chars().count() <= 2 { 1 } else { 2 };
    SUBCOMMANDS
        .iter()
        .map(|name| (typo_distance(word, name), *name))
        .filter(|(distance, _)| (1..=allowed).contains(distance))
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, name)| name)
}

/// Edits between `a` and `b`, a swap of two neighbours counting one (the
/// commonest typo: `mpc` for `mcp`).
fn typo_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}

pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, String> {
    let args: Vec<OsString> = args.into_iter().collect();
    // After `--` a lone word is a prompt on purpose, never a typo.
    let literal = args.iter().any(|arg| arg == "--");
    let mut parser = lexopt::Parser::from_args(args);
    let mut print = false;
    let mut flags = FlagOverrides::default();
    let mut session = SessionChoice::New;
    let mut branch = None;
    let mut words: Vec<String> = Vec::new();
    let mut mode = None;
    let mut max_turns = None;
    let mut allow = Vec::new();
    let mut deny = Vec::new();
    let mut plan = false;
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Short('p') | Long("print") if print => {
                return Err("-p is given twice; quote a prompt with spaces as one argument: nub -p \"a b\"".into());
            }
            Short('p') | Long("print") => print = true,
            Long("mode") => {
                mode = match value(&mut parser)?.as_str() {
                    "text" => Some(OutputMode::Text),
                    "json" => Some(OutputMode::Json),
                    other => return Err(format!("unknown --mode {other:?}; use text or json")),
                }
            }
            Long("max-turns") => {
                let text = value(&mut parser)?;
                let turns = text.parse::<u32>().ok().filter(|n| *n > 0);
                max_turns =
                    Some(turns.ok_or_else(|| format!("--max-turns {text:?}: expected a whole number above 0"))?);
            }
            Long("allow") => allow.extend(list(&value(&mut parser)?)),
            Long("deny") => deny.extend(list(&value(&mut parser)?)),
            Long("plan") => plan = true,
            Short('c') | Long("continue") => session = SessionChoice::Continue,
            Short('r') | Long("resume") => session = SessionChoice::Resume(value(&mut parser)?),
            Long("branch") => branch = Some(value(&mut parser)?),
            Long("model") => flags.model = Some(value(&mut parser)?),
            Long("effort") => flags.effort = Some(effort(&value(&mut parser)?)?),
            Long("base-url") => flags.base_url = Some(value(&mut parser)?),
            Long("endpoint") => flags.endpoint = Some(value(&mut parser)?),
            Long("profile") => flags.profile = Some(value(&mut parser)?),
            Long("trust-project") => flags.trust_project = true,
            Long("sandbox") => flags.sandbox = Some(sandbox_mode(&mut parser)?),
            Short('h') | Long("help") => return Ok(Command::Help),
            Short('V') | Long("version") => return Ok(Command::Version),
            Value(word) if !print && words.is_empty() && session == SessionChoice::New => {
                let word = string(word)?;
                match word.as_str() {
                    "debug" => return parse_debug(&mut parser),
                    "acp" => return parse_acp(&mut parser, flags),
                    "sessions" => return finish(&mut parser, Command::Sessions),
                    "config" => return parse_reporting(&mut parser, flags, |flags| Command::Config { flags }),
                    "context" => return parse_reporting(&mut parser, flags, |flags| Command::Context { flags }),
                    "map" => return parse_map(&mut parser),
                    "models" => return parse_models(&mut parser, flags),
                    "skills" => return finish(&mut parser, Command::Skills),
                    "hooks" => return finish(&mut parser, Command::Hooks),
                    "mcp" => return parse_mcp(&mut parser, flags.profile),
                    "tree" => return parse_tree(&mut parser),
                    "label" => return parse_label(&mut parser),
                    "export" => return parse_export(&mut parser),
                    "trust" => return parse_trust(&mut parser),
                    "sandbox" => return parse_sandbox(&mut parser, flags),
                    "compact" => return parse_compact(&mut parser, flags),
                    "diff" => return parse_diff(&mut parser),
                    "restore" => return parse_restore(&mut parser),
                    "checkpoints" => return parse_checkpoints(&mut parser),
                    "untrust" => return finish(&mut parser, Command::Untrust),
                    _ => words.push(word),
                }
            }
            Value(word) => words.push(string(word)?),
            _ => return Err(format!("{}; see nub --help", describe(arg.unexpected()))),
        }
    }
    if branch.is_some() && session == SessionChoice::New {
        return Err("--branch needs a session to rewind: add -c or -r ID".into());
    }
    if let ([word], false, false) = (words.as_slice(), literal, print)
        && session == SessionChoice::New
        && let Some(meant) = misspelled_subcommand(word)
    {
        return Err(format!(
            "{word:?} is not a command; did you mean nub {meant}? To send it to the model as a prompt: nub -- {word}"
        ));
    }
    let prompt = (!words.is_empty()).then(|| words.join(" "));
    let run = RunArgs { prompt, flags, session, branch, max_turns, allow, deny, plan };
    match (print, mode) {
        (true, mode) => Ok(Command::Print { run, mode: mode.unwrap_or(OutputMode::Text) }),
        (false, Some(_)) => Err("--mode is for print mode: add -p".into()),
        (false, None) => Ok(Command::Interactive(run)),
    }
}

fn finish(parser: &mut lexopt::Parser, command: Command) -> Result<Command, String> {
    match parser.next().map_err(describe)? {
        None => Ok(command),
        Some(arg) => Err(format!("{}; see nub --help", describe(arg.unexpected()))),
    }
}

/// A report that shows what a run with the same flags would use.
fn parse_reporting(
    parser: &mut lexopt::Parser,
    mut flags: FlagOverrides,
    command: impl FnOnce(FlagOverrides) -> Command,
) -> Result<Command, String> {
    const USAGE: &str = "takes --model, --endpoint, --base-url, --profile and --sandbox, like a run";
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("model") => flags.model = Some(value(parser)?),
            Long("base-url") => flags.base_url = Some(value(parser)?),
            Long("endpoint") => flags.endpoint = Some(value(parser)?),
            Long("profile") => flags.profile = Some(value(parser)?),
            Long("trust-project") => flags.trust_project = true,
            Long("sandbox") => flags.sandbox = Some(sandbox_mode(parser)?),
            _ => return Err(format!("{}; {USAGE}", describe(arg.unexpected()))),
        }
    }
    Ok(command(flags))
}

/// `nub models`: the endpoint flags of a run, and `--refresh`.
fn parse_models(parser: &mut lexopt::Parser, mut flags: FlagOverrides) -> Result<Command, String> {
    const USAGE: &str = "usage: nub models [--endpoint NAME] [--base-url URL] [--refresh]";
    let mut refresh = false;
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("refresh") => refresh = true,
            Long("endpoint") => flags.endpoint = Some(value(parser)?),
            Long("base-url") => flags.base_url = Some(value(parser)?),
            Long("model") => flags.model = Some(value(parser)?),
            Long("trust-project") => flags.trust_project = true,
            _ => return Err(format!("{}; {USAGE}", describe(arg.unexpected()))),
        }
    }
    Ok(Command::Models { flags, refresh })
}

fn parse_compact(parser: &mut lexopt::Parser, mut flags: FlagOverrides) -> Result<Command, String> {
    const USAGE: &str = "usage: nub compact [-r ID] [--focus TEXT] [--endpoint NAME] [--model NAME]";
    let mut session = SessionChoice::Continue;
    let mut focus = None;
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Short('r') | Long("resume") => session = SessionChoice::Resume(value(parser)?),
            Long("focus") => focus = Some(value(parser)?),
            Long("model") => flags.model = Some(value(parser)?),
            Long("endpoint") => flags.endpoint = Some(value(parser)?),
            Long("base-url") => flags.base_url = Some(value(parser)?),
            Long("trust-project") => flags.trust_project = true,
            _ => return Err(format!("{}; {USAGE}", describe(arg.unexpected()))),
        }
    }
    Ok(Command::Compact { session, focus, flags })
}

fn parse_trust(parser: &mut lexopt::Parser) -> Result<Command, String> {
    let mut show = false;
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("show") => show = true,
            _ => return Err(format!("{}; usage: nub trust [--show]", describe(arg.unexpected()))),
        }
    }
    Ok(Command::Trust { show })
}

/// `nub sandbox [--sandbox MODE] [--trust-project] [-- CMD ...]`.
fn parse_sandbox(parser: &mut lexopt::Parser, mut flags: FlagOverrides) -> Result<Command, String> {
    let mut command = Vec::new();
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("sandbox") => flags.sandbox = Some(sandbox_mode(parser)?),
            Long("trust-project") => flags.trust_project = true,
            // Everything after the first word (or `--`) is the command, its own flags included.
            Value(word) => {
                command.push(word);
                command.extend(parser.raw_args().map_err(describe)?);
            }
            _ => return Err(format!("{}; nub sandbox [--sandbox MODE] [-- CMD ...]", describe(arg.unexpected()))),
        }
    }
    Ok(Command::Sandbox { flags, command })
}

fn sandbox_mode(parser: &mut lexopt::Parser) -> Result<String, String> {
    let mode = value(parser)?;
    match mode.as_str() {
        "workspace-write" | "read-only" | "off" => Ok(mode),
        other => Err(format!("unknown --sandbox {other:?}; use workspace-write, read-only or off")),
    }
}

fn parse_acp(parser: &mut lexopt::Parser, mut flags: FlagOverrides) -> Result<Command, String> {
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("model") => flags.model = Some(value(parser)?),
            Long("base-url") => flags.base_url = Some(value(parser)?),
            Long("endpoint") => flags.endpoint = Some(value(parser)?),
            Long("profile") => flags.profile = Some(value(parser)?),
            Short('h') | Long("help") => return Ok(Command::AcpHelp),
            _ => return Err(format!("{}; see nub acp --help", describe(arg.unexpected()))),
        }
    }
    Ok(Command::Acp { flags })
}

fn parse_diff(parser: &mut lexopt::Parser) -> Result<Command, String> {
    const USAGE: &str = "usage: nub diff [-r ID] [--stat] [NODE]";
    let (mut session, mut node, mut stat) = (None, None, false);
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Short('r') | Long("resume") => session = Some(value(parser)?),
            Long("stat") => stat = true,
            Value(word) if node.is_none() => node = Some(string(word)?),
            _ => return Err(format!("{}; {USAGE}", describe(arg.unexpected()))),
        }
    }
    Ok(Command::Diff { session, node, stat })
}

fn parse_restore(parser: &mut lexopt::Parser) -> Result<Command, String> {
    const USAGE: &str = "usage: nub restore [-r ID] [--force] NODE (nub tree shows the nodes)";
    let (mut session, mut node, mut force) = (None, None, false);
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Short('r') | Long("resume") => session = Some(value(parser)?),
            Long("force") => force = true,
            Value(word) if node.is_none() => node = Some(string(word)?),
            _ => return Err(format!("{}; {USAGE}", describe(arg.unexpected()))),
        }
    }
    let node = node.ok_or(USAGE)?;
    Ok(Command::Restore { session, node, force })
}

fn parse_checkpoints(parser: &mut lexopt::Parser) -> Result<Command, String> {
    const USAGE: &str = "usage: nub checkpoints [prune [--older-than DAYS]]";
    let mut prune = None;
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Value(word) if word == "prune" && prune.is_none() => prune = Some(None),
            Long("older-than") if prune.is_some() => {
                let text = value(parser)?;
                let days = text.trim_end_matches('d').parse::<u32>().map_err(|_| {
                    format!("--older-than {text:?}: expected a whole number of days (0: every session)")
                })?;
                prune = Some(Some(days));
            }
            _ => return Err(format!("{}; {USAGE}", describe(arg.unexpected()))),
        }
    }
    Ok(Command::Checkpoints { prune })
}

fn parse_map(parser: &mut lexopt::Parser) -> Result<Command, String> {
    const USAGE: &str = "usage: nub map [--tokens N] [--stdout]";
    let (mut tokens, mut stdout) = (4000, false);
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("tokens") => {
                let text = value(parser)?;
                tokens = text
                    .parse::<usize>()
                    .ok()
                    .filter(|n| *n >= 100)
                    .ok_or_else(|| format!("--tokens {text:?}: expected a whole number of at least 100"))?;
            }
            Long("stdout") => stdout = true,
            _ => return Err(format!("{}; {USAGE}", describe(arg.unexpected()))),
        }
    }
    Ok(Command::Map { tokens, stdout })
}

fn parse_mcp(parser: &mut lexopt::Parser, mut profile: Option<String>) -> Result<Command, String> {
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("profile") => profile = Some(value(parser)?),
            _ => return Err(format!("{}; usage: nub mcp [--profile NAME]", describe(arg.unexpected()))),
        }
    }
    Ok(Command::Mcp { profile })
}

fn parse_tree(parser: &mut lexopt::Parser) -> Result<Command, String> {
    let mut session = None;
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Value(id) if session.is_none() => session = Some(string(id)?),
            _ => return Err(format!("{}; usage: nub tree [ID]", describe(arg.unexpected()))),
        }
    }
    Ok(Command::Tree { session })
}

fn parse_label(parser: &mut lexopt::Parser) -> Result<Command, String> {
    const USAGE: &str = "usage: nub label [-r ID] NODE TEXT | --clear NODE | --bookmark NODE | --unbookmark NODE";
    let mut session = None;
    let mut change = None;
    let mut words = Vec::new();
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Short('r') | Long("resume") => session = Some(value(parser)?),
            Long("clear") => change = Some(LabelChange::Clear),
            Long("bookmark") => change = Some(LabelChange::Bookmark(true)),
            Long("unbookmark") => change = Some(LabelChange::Bookmark(false)),
            Value(word) => words.push(string(word)?),
            _ => return Err(format!("{}; {USAGE}", describe(arg.unexpected()))),
        }
    }
    let mut words = words.into_iter();
    let node = words.next().ok_or(USAGE)?;
    let text = words.collect::<Vec<_>>().join(" ");
    let change = match (change, text.is_empty()) {
        (None, false) => LabelChange::Set(text),
        (Some(change), true) => change,
        _ => return Err(USAGE.into()),
    };
    Ok(Command::Label { session, node, change })
}

fn parse_export(parser: &mut lexopt::Parser) -> Result<Command, String> {
    let mut session = None;
    let mut format = ExportFormat::Markdown;
    let mut output = None;
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("format") => {
                let name = value(parser)?;
                format = ExportFormat::parse(&name)
                    .ok_or_else(|| format!("unknown --format {name:?}; use {}", ExportFormat::NAMES))?;
            }
            Short('o') | Long("output") => output = Some(PathBuf::from(value(parser)?)),
            Value(id) if session.is_none() => session = Some(string(id)?),
            _ => {
                return Err(format!(
                    "{}; usage: nub export [ID] [--format md|html|jsonl] [-o FILE]",
                    describe(arg.unexpected())
                ));
            }
        }
    }
    Ok(Command::Export { session, format, output })
}

fn parse_debug(parser: &mut lexopt::Parser) -> Result<Command, String> {
    const USAGE: &str = "usage: nub debug replay --api openai|responses|anthropic|gemini FILE";
    match parser.next().map_err(describe)? {
        Some(Value(word)) if word == "replay" => {}
        _ => return Err(USAGE.into()),
    }
    let mut api = None;
    let mut file = None;
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("api") => {
                let name = value(parser)?;
                api = Some(
                    WireApi::parse(&name)
                        .ok_or_else(|| format!("unknown --api {name:?}; supported: {}", WireApi::NAMES))?,
                );
            }
            Value(path) if file.is_none() => file = Some(PathBuf::from(path)),
            _ => return Err(format!("{}; {USAGE}", describe(arg.unexpected()))),
        }
    }
    match (api, file) {
        (Some(api), Some(file)) => Ok(Command::Replay { api, file }),
        _ => Err(USAGE.into()),
    }
}

fn effort(text: &str) -> Result<nub_config::Effort, String> {
    nub_config::Effort::parse(text)
        .ok_or_else(|| format!("unknown --effort {text:?}; use one of {}", nub_config::Effort::NAMES))
}

fn list(text: &str) -> Vec<String> {
    text.split(',').map(str::trim).filter(|t| !t.is_empty()).map(str::to_owned).collect()
}

fn value(parser: &mut lexopt::Parser) -> Result<String, String> {
    string(parser.value().map_err(describe)?)
}

fn string(value: OsString) -> Result<String, String> {
    value.into_string().map_err(|raw| format!("argument {raw:?} is not valid UTF-8"))
}

fn describe(error: lexopt::Error) -> String {
    error.to_string()
}

#[cfg(test)]
mod tests;
