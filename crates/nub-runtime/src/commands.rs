//! The slash commands of a run, for every front end: the built-in ones
//! ([`crate::slash`]), then prompt commands — `.nub/commands/NAME.md`,
//! `~/.config/nub/commands/NAME.md`, with `[hooks] claude = true` also
//! `.claude/commands` and `~/.claude/commands` — and the skills, each as
//! `/NAME args`, and the MCP servers' prompts as `/server:prompt args`
//! (their text is fetched by the loop, `Input::ServerPrompt`).
//! [`Commands::resolve`] turns what the user typed into a
//! built-in command or the `Input` to send, so the TUI, print mode and the
//! ACP agent expand `/greet Bob` the same way.
//!
//! A project's commands are plain text and need no trust; what would
//! widen a run — `model` (another endpoint's bill) and `allowed_tools`
//! (tools that stop asking) — counts only in a project the user trusted
//! (`nub trust`, `--trust-project`), not in one that merely has no config.

use std::path::{Path, PathBuf};

use nub_agent::Input;
use nub_context::Skill;
use nub_context::commands::{self, CommandFile, CommandOrigin};

use crate::slash::{self, Slash};
use crate::trust::TrustState;
use crate::workspace::Workspace;

/// One prompt command as completion lists and editors show it.
#[derive(Debug, Clone)]
pub struct PromptCommand {
    pub name: String,
    pub description: String,
    /// What the arguments are (`[message]`); empty when unknown.
    pub args: String,
    source: Source,
}

#[derive(Debug, Clone)]
enum Source {
    File(CommandFile),
    Skill(Skill),
    /// An MCP server's prompt, `server:prompt`.
    Server(nub_mcp::PromptInfo),
}

/// What a typed line is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolved {
    Builtin(Slash),
    /// A prompt command, expanded: send it to the loop.
    Run(Input),
}

/// The prompt commands of a run.
#[derive(Debug, Clone, Default)]
pub struct Commands {
    commands: Vec<PromptCommand>,
    repo_root: PathBuf,
    pub warnings: Vec<String>,
}

impl Commands {
    /// The command files of `ws` and its `skills`; a name of a built-in
    /// command stays the built-in's.
    pub fn load(ws: &Workspace, skills: &[Skill]) -> Commands {
        let mut dirs = vec![(ws.repo_root.join(".nub/commands"), CommandOrigin::Project)];
        if let Some(user) = ws.user_dir() {
            dirs.push((user.join("commands"), CommandOrigin::User));
        }
        if ws.config.hooks_claude.value {
            dirs.push((ws.repo_root.join(".claude/commands"), CommandOrigin::Project));
            if let Some(home) = ws.home() {
                dirs.push((home.join(".claude/commands"), CommandOrigin::User));
            }
        }
        // Trust the user gave (`nub trust`, `--trust-project`); a repository
        // with no config to trust has not been vouched for.
        let trusted = matches!(ws.trust, TrustState::Recorded | TrustState::ByEnvironment);
        Commands::from_files(commands::discover(&dirs, &ws.repo_root), skills, trusted, &ws.repo_root)
    }

    fn from_files(found: commands::FoundCommands, skills: &[Skill], trusted: bool, repo_root: &Path) -> Commands {
        let mut warnings = found.warnings;
        let mut list: Vec<PromptCommand> = Vec::new();
        for mut file in found.commands {
            if slash::find(&file.name).is_some() {
                warnings.push(format!("command {} skipped: /{} is built in", file.path.display(), file.name));
                continue;
            }
            if file.origin == CommandOrigin::Project
                && !trusted
                && (file.model.is_some() || !file.allowed_tools.is_empty())
            {
                warnings.push(format!(
                    "command /{}: its model and allowed_tools are ignored, this repository is not trusted (nub trust)",
                    file.name
                ));
                file.model = None;
                file.allowed_tools.clear();
            }
            list.push(PromptCommand {
                name: file.name.clone(),
                description: file.description.clone(),
                args: file.args.clone(),
                source: Source::File(file),
            });
        }
        for skill in skills {
            if slash::find(&skill.name).is_some() || list.iter().any(|c| c.name == skill.name) {
                continue;
            }
            list.push(PromptCommand {
                name: skill.name.clone(),
                description: format!("skill: {}", skill.description),
                args: String::new(),
                source: Source::Skill(skill.clone()),
            });
        }
        list.sort_by(|a, b| a.name.cmp(&b.name));
        Commands { commands: list, repo_root: repo_root.to_path_buf(), warnings }
    }

    /// Adds the MCP servers' prompts (`server:prompt`: the colon keeps
    /// them apart from command files and skills); sorted in with the rest.
    pub fn add_server_prompts(&mut self, prompts: &[nub_mcp::PromptInfo]) {
        for prompt in prompts {
            if self.find(&prompt.name).is_some() {
                continue;
            }
            self.commands.push(PromptCommand {
                name: prompt.name.clone(),
                description: prompt.description.clone(),
                args: prompt.usage(),
                source: Source::Server(prompt.clone()),
            });
        }
        self.commands.sort_by(|a, b| a.name.cmp(&b.name));
    }

    pub fn list(&self) -> &[PromptCommand] {
        &self.commands
    }

    pub fn find(&self, name: &str) -> Option<&PromptCommand> {
        self.commands.iter().find(|c| c.name == name)
    }

    /// The prompt command a typed line names (`/greet Bob` → `greet`).
    pub fn typed(&self, line: &str) -> Option<&PromptCommand> {
        let line = line.trim().strip_prefix('/')?;
        self.find(line.split_whitespace().next().unwrap_or_default())
    }

    /// `text` as a command: `None` when it is a prompt (no leading `/`);
    /// a built-in command, a prompt command's expansion, or the message
    /// for the user (an unknown command, a skill that cannot be read).
    pub fn resolve(&self, text: &str) -> Option<Result<Resolved, String>> {
        match slash::parse(text)? {
            Ok(builtin) => Some(Ok(Resolved::Builtin(builtin))),
            Err(unknown) => {
                let line = text.trim();
                let (name, args) = line[1..].split_once(char::is_whitespace).unwrap_or((&line[1..], ""));
                let Some(command) = self.find(name) else { return Some(Err(unknown)) };
                Some(self.expand(command, line, args).map(Resolved::Run))
            }
        }
    }

    fn expand(&self, command: &PromptCommand, line: &str, args: &str) -> Result<Input, String> {
        let name = line.to_owned();
        match &command.source {
            Source::File(file) => Ok(Input::Command {
                name,
                text: commands::expand(&file.body, args),
                model: file.model.clone(),
                effort: file.effort,
                allowed_tools: file.allowed_tools.clone(),
            }),
            Source::Skill(skill) => {
                let body = skill.body(&self.repo_root)?;
                let mut text = format!(
                    "Use the skill {} for this request (its files are in {}):\n\n{}",
                    skill.name,
                    skill.dir.display(),
                    body.trim_end()
                );
                if !args.trim().is_empty() {
                    text.push_str(&format!("\n\nThe request: {}", args.trim()));
                }
                Ok(Input::Command { name, text, model: None, effort: None, allowed_tools: Vec::new() })
            }
            Source::Server(prompt) => {
                // A missing argument is said before anything is fetched.
                prompt.arguments_from(args)?;
                Ok(Input::ServerPrompt { name, prompt: command.name.clone(), args: args.trim().to_owned() })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_users_project_and_claude_directories_are_read_and_a_project_shadows_the_user() {
        let home = tempfile::tempdir().unwrap();
        let repo = home.path().join("repo");
        let write = |path: std::path::PathBuf, text: &str| {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        };
        write(home.path().join(".config/nub/commands/mine.md"), "mine");
        write(home.path().join(".config/nub/commands/both.md"), "the user's");
        write(repo.join(".nub/commands/both.md"), "the project's");
        write(repo.join(".claude/commands/claude.md"), "from claude");
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        let home_text = home.path().to_str().unwrap();
        let env = crate::Env::from_pairs([("HOME", home_text), ("XDG_STATE_HOME", home_text)]);
        let mut ws = Workspace::at(repo.clone(), env).unwrap();
        let names = |commands: &Commands| commands.list().iter().map(|c| c.name.clone()).collect::<Vec<_>>();
        let commands = Commands::load(&ws, &[]);
        assert_eq!(names(&commands), ["both", "mine"]);
        let Some(Ok(Resolved::Run(Input::Command { text, .. }))) = commands.resolve("/both") else { panic!() };
        assert_eq!(text, "the project's");
        assert!(commands.warnings.iter().any(|w| w.contains("shadowed")), "{:?}", commands.warnings);
        ws.config.hooks_claude.value = true;
        assert_eq!(names(&Commands::load(&ws, &[])), ["both", "claude", "mine"]);
    }

    fn file(name: &str, text: &str, origin: CommandOrigin) -> CommandFile {
        commands::parse(text, name, Path::new("/r/x.md"), origin).unwrap()
    }

    #[test]
    fn an_untrusted_project_command_keeps_its_text_but_not_its_model_or_tools() {
        let text = "---\nmodel: pricey\nallowed_tools: bash\n---\nDeploy $1 now";
        let found = commands::FoundCommands {
            commands: vec![
                file("deploy", text, CommandOrigin::Project),
                file("mine", text, CommandOrigin::User),
                file("model", "shadowing a built-in", CommandOrigin::Project),
            ],
            warnings: Vec::new(),
        };
        let commands = Commands::from_files(found, &[], false, Path::new("/r"));
        let names: Vec<&str> = commands.list().iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["deploy", "mine"]);
        assert_eq!(commands.warnings.len(), 2, "{:?}", commands.warnings);
        let Some(Ok(Resolved::Run(Input::Command { text, model, allowed_tools, .. }))) =
            commands.resolve("/deploy prod")
        else {
            panic!("not expanded")
        };
        assert_eq!((text.as_str(), model, allowed_tools.len()), ("Deploy prod now", None, 0));
        let Some(Ok(Resolved::Run(Input::Command { model, allowed_tools, .. }))) = commands.resolve("/mine") else {
            panic!("not expanded")
        };
        assert_eq!((model.as_deref(), allowed_tools), (Some("pricey"), vec!["bash".to_owned()]));
        assert_eq!(commands.resolve("/model x"), Some(Ok(Resolved::Builtin(Slash::Model(Some("x".into()))))));
        assert!(matches!(commands.resolve("/nope"), Some(Err(e)) if e.contains("unknown command")));
        assert_eq!(commands.resolve("just a prompt"), None);
    }

    #[test]
    fn a_servers_prompts_resolve_to_a_fetch_and_a_missing_argument_is_said_at_once() {
        let mut commands = Commands::default();
        let review = nub_mcp::PromptInfo {
            name: "team:review".into(),
            description: "Review".into(),
            arguments: vec![nub_mcp::PromptArgument { name: "language".into(), required: true }],
        };
        commands.add_server_prompts(&[review]);
        assert_eq!(commands.list()[0].args, "<language>");
        let Some(Ok(Resolved::Run(input))) = commands.resolve("/team:review rust code") else { panic!() };
        let expected = Input::ServerPrompt {
            name: "/team:review rust code".into(),
            prompt: "team:review".into(),
            args: "rust code".into(),
        };
        assert_eq!(input, expected);
        assert!(matches!(commands.resolve("/team:review"), Some(Err(e)) if e.contains("needs language")));
    }
}
