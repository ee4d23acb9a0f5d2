//! The simple commands of a shell command line, as far as `deny_bash`
//! looks: enough of the shell's grammar that a listed command cannot pass
//! by standing in a subshell, a group, an `if` or a loop, behind `!` or
//! `time`, after variable assignments, or with redirections around it.
//!
//! This is no shell parser. Quoting, escapes and expansions are not
//! understood (a quote is an ordinary character here), which is why
//! `deny_bash` is a guard against accidents and not a sandbox (see
//! `Policy`). Where the reading is unsure it errs towards seeing a command:
//! the text of a comment or a here-document may be taken for one. The one
//! quoting it does look into is a script handed to another shell
//! (`bash -c 'git pull'`, `sh -c "…"`, `eval "…"`): a small model wrapped
//! its git commands so, and they passed the rule that holds it to its prompt.

use std::sync::LazyLock;

use regex::Regex;

/// A script handed to another shell or to `eval` in quotes, up to its
/// opening quote: `bash -c '`, `/bin/sh -ec "`, `eval "`.
static QUOTED_SCRIPT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"(?:^|[\s;&|(`{])(?:(?:\S*/)?(?:sh|bash|dash|zsh|ksh|ash)(?:\s+-[A-Za-z]+)*?\s+-[A-Za-z]*c|eval)\s+(['"])"#,
    )
    .expect("valid pattern")
});
/// Shells within shells looked into.
const MAX_NESTING: usize = 4;

/// Words that may stand before a command without being it.
const PREFIXES: [&str; 12] = ["!", "{", "}", "if", "then", "elif", "else", "while", "until", "do", "time", "coproc"];

/// The simple commands in `command`, each as its words joined by single
/// spaces, without the redirections, the variable assignments in front of
/// the command name, and the reserved words leading to it. Commands inside
/// `$( … )`, `( … )` and backticks come out as commands of their own.
pub fn simple_commands(command: &str) -> Vec<String> {
    commands_at(command, 0)
}

/// The simple commands of `command`, then those of the scripts it hands
/// to another shell in quotes, `depth` shells down.
fn commands_at(command: &str, depth: usize) -> Vec<String> {
    let mut commands = split_commands(command);
    if depth < MAX_NESTING {
        for script in quoted_scripts(command) {
            commands.extend(commands_at(script, depth + 1));
        }
    }
    commands
}

/// The quoted scripts `command` hands to a shell (`-c`) or to `eval`, at
/// its own level: each from its opening quote to the matching one (the
/// end of the text when there is none).
fn quoted_scripts(command: &str) -> Vec<&str> {
    let mut scripts = Vec::new();
    let mut from = 0;
    while let Some(found) = QUOTED_SCRIPT.captures_at(command, from) {
        let quote = found.get(1).expect("the pattern has a group");
        let start = quote.end();
        let close = if quote.as_str() == "'" {
            command[start..].find('\'')
        } else {
            let mut escaped = false;
            command[start..].char_indices().find_map(|(at, c)| {
                let end = c == '"' && !escaped;
                escaped = c == '\\' && !escaped;
                end.then_some(at)
            })
        };
        let end = close.map_or(command.len(), |at| start + at);
        scripts.push(&command[start..end]);
        from = (end + 1).min(command.len());
        if from >= command.len() {
            break;
        }
    }
    scripts
}

/// The simple commands of `command` at its own level.
fn split_commands(command: &str) -> Vec<String> {
    let mut commands = Vec::new();
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    let mut chars = command.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => end_word(&mut word, &mut words),
            '#' if word.is_empty() => {
                // A comment runs to the end of the line.
                while chars.next_if(|&c| c != '\n' && c != '\r').is_some() {}
            }
            '>' | '<' => {
                // A redirection: an optional file descriptor (the word so
                // far, if it is digits), the operator, then its target.
                if !word.chars().all(|c| c.is_ascii_digit()) {
                    end_word(&mut word, &mut words);
                }
                word.clear();
                redirection(c, &mut chars);
            }
            '&' if chars.peek() == Some(&'>') => {
                // `&>file`, `&>>file`: both streams to a file.
                end_word(&mut word, &mut words);
                chars.next();
                redirection('>', &mut chars);
            }
            '\n' | '\r' | ';' | '&' | '|' | '(' | ')' | '`' => {
                end_word(&mut word, &mut words);
                end_command(&mut words, &mut commands);
            }
            c => word.push(c),
        }
    }
    end_word(&mut word, &mut words);
    end_command(&mut words, &mut commands);
    commands
}

/// Consumes the rest of a redirection whose first operator character was
/// `first`: the operator (`>`, `>>`, `>|`, `>&`, `<`, `<<`, `<<<`, `<&`,
/// `<>`), blanks, then the target word. A target starting with `(` is a
/// process substitution, left for the caller to split.
fn redirection(first: char, chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    let follows: &[char] = if first == '>' { &['>', '|', '&'] } else { &['<', '&', '>'] };
    if chars.next_if(|c| follows.contains(c)) == Some('<') {
        chars.next_if_eq(&'<');
    }
    while chars.next_if(|&c| c == ' ' || c == '\t').is_some() {}
    while chars
        .next_if(|&c| !matches!(c, ' ' | '\t' | '\n' | '\r' | ';' | '&' | '|' | '(' | ')' | '`' | '<' | '>'))
        .is_some()
    {}
}

fn end_word(word: &mut String, words: &mut Vec<String>) {
    if !word.is_empty() {
        words.push(std::mem::take(word));
    }
}

fn end_command(words: &mut Vec<String>, commands: &mut Vec<String>) {
    let mut start = 0;
    while let Some(word) = words.get(start) {
        let prefix = PREFIXES.contains(&word.as_str())
            || is_assignment(word)
            || (word == "-p" && start > 0 && words[start - 1] == "time");
        if !prefix {
            break;
        }
        start += 1;
    }
    if start < words.len() {
        commands.push(words[start..].join(" "));
    }
    words.clear();
}

/// `NAME=value` or `NAME+=value`: a variable set for the command that follows.
fn is_assignment(word: &str) -> bool {
    let Some(at) = word.find('=') else { return false };
    let name = word[..at].strip_suffix('+').unwrap_or(&word[..at]);
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn commands(text: &str) -> Vec<String> {
        simple_commands(text)
    }

    #[test]
    fn lists_and_pipelines() {
        assert_eq!(
            commands("a b; c  d && e || f | g |& h & i\nj\r\nk"),
            ["a b", "c d", "e", "f", "g", "h", "i", "j", "k"]
        );
    }

    #[test]
    fn groups_subshells_and_compound_commands() {
        assert_eq!(commands("(rm -rf /)"), ["rm -rf /"]);
        assert_eq!(commands("{ rm -rf /; }"), ["rm -rf /"]);
        assert_eq!(commands("if true; then rm -rf /; else x; fi"), ["true", "rm -rf /", "x", "fi"]);
        assert_eq!(commands("while x; do rm -rf /; done"), ["x", "rm -rf /", "done"]);
        assert_eq!(commands("for i in a b; do rm -rf /; done"), ["for i in a b", "rm -rf /", "done"]);
        assert_eq!(commands("case x in x) rm -rf /;; esac"), ["case x in x", "rm -rf /", "esac"]);
        assert_eq!(commands("! time -p rm -rf /"), ["rm -rf /"]);
        assert_eq!(commands("echo $(rm -rf /) `rm -rf /`"), ["echo $", "rm -rf /", "rm -rf /"]);
        assert_eq!(commands("coproc rm -rf /"), ["rm -rf /"]);
    }

    #[test]
    fn assignments_and_redirections_are_not_words() {
        assert_eq!(commands("A=1 B+=2 rm -rf /"), ["rm -rf /"]);
        assert_eq!(commands("rm A=1 -rf /"), ["rm A=1 -rf /"], "after the name it is an argument");
        assert_eq!(commands("2>&1 rm >f -rf 2>/dev/null / &>log >>x <in <<<w >|y 1>&2"), ["rm -rf /"]);
        assert_eq!(commands("rm -rf / > out"), ["rm -rf /"]);
        assert_eq!(commands("cat <(rm -rf /)"), ["cat", "rm -rf /"]);
        assert_eq!(commands("a2>f"), ["a2"], "only digits before the operator name a descriptor");
    }

    #[test]
    fn scripts_handed_to_another_shell_are_looked_into() {
        let inner = |text: &str| commands(text).into_iter().skip(split_commands(text).len()).collect::<Vec<_>>();
        assert_eq!(inner("bash -c 'git pull'"), ["git pull"]);
        assert_eq!(inner("timeout 9 /bin/sh -e -c \"cd x && git push\""), ["cd x", "git push"]);
        assert_eq!(inner("eval \"git commit\"; ls"), ["git commit"]);
        assert_eq!(inner("sh -c 'bash -lc \"git push\"'"), ["bash -lc \"git push\"", "git push"]);
        assert_eq!(inner("bash -c \"echo \\\"a\\\"; rm x\" && y"), ["echo \\\"a\\\"", "rm x"]);
        assert_eq!(inner("bash -c 'unclosed; rm x"), ["unclosed", "rm x"]);
        assert!(inner("bash script.sh 'a; b'").is_empty(), "a script file is not looked into");
        let deep = (0..50).fold("rm x".to_owned(), |script, _| format!("sh -c '{script}'"));
        assert!(commands(&deep).len() < 20, "nesting is bounded");
    }

    #[test]
    fn comments_end_at_the_line() {
        assert_eq!(commands("ls # no; rm -rf /\nrm -rf /"), ["ls", "rm -rf /"]);
        assert_eq!(commands("echo a#b"), ["echo a#b"], "# inside a word is no comment");
    }
}
