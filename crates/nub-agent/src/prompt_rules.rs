//! A small model held to what its prompt asks (`LoopConfig::lean`).
//!
//! It goes on after its change: `git add`, `git commit`, `git push`, then
//! `git remote add` of a made-up URL and `git push` again, until the time
//! runs out — most of the minutes of a one-line fix, and a commit the user
//! never asked for. So a git command that changes the repository (its
//! index, history, branches or remotes) runs only when the prompt asks for
//! git: it names `git` or the subcommand (`commit`, `push`). Commands that
//! only look run always.
//!
//! Asked a question ("Which port does the server listen on?"), it wrote
//! `PORT = 5055` over `server.py` and committed it. So when the prompt is
//! a question and asks for no change (no word like fix, add, change,
//! rename), `write` and `edit` do not run; the model is told to answer in
//! words (it may still read, search and run code to find out).
//!
//! And a change that succeeded is followed by the reminder to stop there
//! when it was all the prompt asked for ([`AFTER_A_CHANGE`]).

use nub_tools::ToolKind;
use serde_json::Value;

/// Said after a change a small model made: after a right one-line edit it
/// went on writing the whole file back, unchanged or worse, until stopped.
pub(crate) const AFTER_A_CHANGE: &str = "If that was all the request asked for, stop calling tools now and say in one sentence what you changed; otherwise make the next change.";

/// Subcommands that only look.
const LOOKING: &[&str] =
    &["status", "diff", "log", "show", "grep", "ls-files", "blame", "rev-parse", "describe", "shortlog"];

/// Words of a prompt that ask for a change, question or not.
const CHANGE_WORDS: &[&str] = &[
    "add",
    "append",
    "bump",
    "change",
    "clean",
    "convert",
    "correct",
    "create",
    "decrease",
    "delete",
    "disable",
    "edit",
    "enable",
    "fix",
    "format",
    "implement",
    "improve",
    "increase",
    "insert",
    "make",
    "modify",
    "move",
    "refactor",
    "remove",
    "rename",
    "replace",
    "rewrite",
    "set",
    "turn",
    "update",
    "write",
];

/// Characters of the prompt repeated in a refusal.
const SHOWN_PROMPT_CHARS: usize = 300;

#[derive(Debug, Clone)]
pub(crate) struct PromptRules {
    prompt: String,
    /// Its words, lower case.
    words: Vec<String>,
    /// It asks a question and for no change.
    question: bool,
}

impl PromptRules {
    pub fn of(prompt: &str) -> Self {
        let lower = prompt.to_lowercase();
        let words: Vec<String> = lower
            .split(|c: char| !(c.is_alphanumeric() || c == '-'))
            .filter(|w| !w.is_empty())
            .map(str::to_owned)
            .collect();
        let question = prompt.contains('?') && !words.iter().any(|w| CHANGE_WORDS.contains(&w.as_str()));
        PromptRules { prompt: prompt.trim().chars().take(SHOWN_PROMPT_CHARS).collect(), words, question }
    }

    fn asked(&self, word: &str) -> bool {
        self.words.iter().any(|w| w == word)
    }

    /// Why a call of `name` (shown as `kind`) with `input` is not run, or
    /// `None` when it may run.
    pub fn refusal(&self, name: &str, input: &Value, kind: ToolKind) -> Option<String> {
        if self.question && kind == ToolKind::Edit {
            return Some(format!(
                "not run: the user asked a question and no change; answer it in words from what you have read (bash may run code to find out). The question: {}",
                self.prompt
            ));
        }
        if name != "bash" || self.asked("git") {
            return None;
        }
        let command = input.get("command")?.as_str()?;
        for simple in nub_tools::simple_commands(command) {
            let mut words = simple.split(' ');
            if !words.next().is_some_and(|program| program == "git" || program.ends_with("/git")) {
                continue;
            }
            let subcommand = loop {
                match words.next() {
                    // Options that take a value: `git -C dir commit`, `git -c k=v push`.
                    Some("-C" | "-c") => {
                        words.next();
                    }
                    Some(option) if option.starts_with('-') => {}
                    other => break other,
                }
            };
            let Some(subcommand) = subcommand else { continue };
            if LOOKING.contains(&subcommand) || self.asked(subcommand) {
                continue;
            }
            return Some(format!(
                "not run: the user did not ask for `git {subcommand}`; commits, pushes and other git changes are theirs to make. If the change is made, stop calling tools and say in one sentence what you changed."
            ));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn bash(command: &str, prompt: &str) -> Option<String> {
        PromptRules::of(prompt).refusal("bash", &json!({"command": command}), ToolKind::Execute)
    }

    #[test]
    fn git_that_changes_the_repository_runs_only_when_the_prompt_asks() {
        let fix = "Change the maximum number of retries to 5.";
        for command in [
            "git add settings.py",
            "git commit -m 'x'",
            "cd . && git push",
            "git -C sub remote add o u",
            "python3 t.py; git stash",
        ] {
            assert!(
                bash(command, fix).is_some_and(|why| why.starts_with("not run: the user did not ask for `git ")),
                "{command}"
            );
        }
        for command in ["git status", "git diff --stat", "git log -3", "python3 -m unittest", "echo git push"] {
            assert_eq!(bash(command, fix), None, "{command}");
        }
        assert_eq!(bash("git commit -am fix", "Fix the typo and commit it."), None);
        assert_eq!(bash("git push", "push it to origin"), None);
        assert_eq!(bash("git checkout -b x", "Use git to start a branch."), None);
        assert!(bash("git push", "Fix it and commit.").is_some(), "a commit asked for is no push");
    }

    #[test]
    fn a_question_that_asks_for_no_change_gets_no_write_or_edit() {
        let edit = |prompt: &str| PromptRules::of(prompt).refusal("edit", &json!({"path": "a"}), ToolKind::Edit);
        for question in [
            "Which port does the server listen on?",
            "What does slugify(\"Hello World\") return? Answer with the exact string.",
            "Which file defines the class Invoice? Answer with its path.",
        ] {
            assert!(edit(question).is_some_and(|why| why.contains("asked a question")), "{question}");
            assert_eq!(bash("python3 -c 'print(1)'", question), None, "it may run code to find out");
        }
        for task in [
            "Why does add fail? Fix it.",
            "Can you rename greet to welcome?",
            "Turn on debug mode.",
            "Set the timeout to 30",
        ] {
            assert_eq!(edit(task), None, "{task}");
        }
    }
}
