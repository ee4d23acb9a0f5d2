//! The `deny_bash` check (`Policy::check_bash`).
//!
//! Arbitrary text must never panic it. And as an oracle: shell text built
//! from a grammar — plain words (no quoting, no `$`, no backslashes, no
//! globbing), blanks, the list and pipeline operators (`;` `&&` `||` `|`
//! `|&` `&` newline), subshells `( … )`, groups `{ …; }`, `!`, `time`,
//! `if`/`while`/`until`/`for`/`case`, variable assignments and
//! redirections anywhere in a simple command, and comments — in which a
//! listed simple command stands in command position somewhere must be
//! refused. Whether a condition would let it run does not matter: a static
//! guard cannot know, so it must refuse. (What `deny_bash` does not claim
//! — quoting, `$(…)`, `eval`, `sh -c`, other programs that run commands
//! — stays out of the grammar.)
#![no_main]

use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use nub_tools::Policy;

/// Patterns as a user writes them; each is a simple command (the glob `*`
/// standing for arguments that may follow).
const DENIED: [&str; 3] = ["rm -rf /", "git push --force*", "curl evil.example"];
/// Words that are no reserved word, no operator and need no quoting.
const WORDS: [&str; 12] = ["ls", "echo", "true", "x", "-la", "a.txt", "rm", "-rf", "/", "git", "push", "--force"];
const SEPARATORS: [&str; 9] = [";", " ; ", "&&", " && ", "||", " | ", "|&", " & ", "\n"];
const BLANKS: [&str; 3] = [" ", "  ", "\t"];
const REDIRECTIONS: [&str; 10] = [">f", "> f", ">>f", "2>f", "2>&1", "&>f", "<a.txt", "<<<w", ">|f", "1>&2"];

struct Script {
    text: String,
    /// A listed simple command stands in command position.
    denied: bool,
}

fn blank(u: &mut Unstructured) -> Result<&'static str> {
    u.choose(&BLANKS).copied()
}

fn simple(u: &mut Unstructured, out: &mut Script) -> Result<()> {
    let mut words: Vec<String> = Vec::new();
    let denied = u.ratio(1, 3)?;
    if denied {
        let pattern = u.choose(&DENIED)?;
        words.extend(pattern.trim_end_matches('*').split(' ').map(str::to_owned));
        if pattern.ends_with('*') {
            for _ in 0..u.int_in_range(0..=2)? {
                words.push(u.choose(&WORDS)?.to_string());
            }
        }
        out.denied = true;
    } else {
        for _ in 0..u.int_in_range(1..=4)? {
            words.push(u.choose(&WORDS)?.to_string());
        }
    }
    let mut tokens: Vec<String> = Vec::new();
    for _ in 0..u.int_in_range(0..=2)? {
        tokens.push(format!("{}={}", u.choose(&["A", "LC_ALL", "x_1"])?, u.choose(&["1", "", "C"])?));
    }
    // (Counts, not `while u.ratio(…)`: an exhausted input answers every
    // ratio with yes.)
    for word in words {
        for _ in 0..*u.choose(&[0, 0, 0, 0, 1, 2])? {
            tokens.push(u.choose(&REDIRECTIONS)?.to_string());
        }
        tokens.push(word);
    }
    for _ in 0..*u.choose(&[0, 0, 0, 1, 2])? {
        tokens.push(u.choose(&REDIRECTIONS)?.to_string());
    }
    for (i, token) in tokens.iter().enumerate() {
        if i > 0 {
            out.text.push_str(blank(u)?);
        }
        out.text.push_str(token);
    }
    Ok(())
}

/// A list of commands, each ended by a separator (the last one optionally).
fn list(u: &mut Unstructured, out: &mut Script, depth: u32) -> Result<()> {
    let count = u.int_in_range(1..=3)?;
    for i in 0..count {
        command(u, out, depth)?;
        if i + 1 < count {
            out.text.push_str(u.choose(&SEPARATORS)?);
        }
    }
    Ok(())
}

/// A list that must end in `;` or a newline (before `}`, `then`, `do`, …).
fn terminated(u: &mut Unstructured, out: &mut Script, depth: u32) -> Result<()> {
    list(u, out, depth)?;
    if u.ratio(1, 4)? {
        out.text.push_str(" # a comment; rm -rf /");
        out.text.push('\n');
    } else {
        out.text.push_str(u.choose(&[";", "; ", "\n", " ;\n"])?);
    }
    Ok(())
}

fn command(u: &mut Unstructured, out: &mut Script, depth: u32) -> Result<()> {
    let kinds = if depth >= 3 { 1 } else { 10 };
    match u.int_in_range(0..=kinds - 1)? {
        0 => simple(u, out)?,
        1 => {
            out.text.push('(');
            list(u, out, depth + 1)?;
            out.text.push(')');
        }
        2 => {
            out.text.push_str("{ ");
            terminated(u, out, depth + 1)?;
            out.text.push('}');
        }
        3 => {
            out.text.push_str("! ");
            command(u, out, depth + 1)?;
        }
        4 => {
            out.text.push_str(u.choose(&["time ", "time -p ", "coproc "])?);
            command(u, out, depth + 1)?;
        }
        5 => {
            out.text.push_str("if ");
            terminated(u, out, depth + 1)?;
            out.text.push_str("then ");
            terminated(u, out, depth + 1)?;
            if u.ratio(1, 2)? {
                out.text.push_str("elif ");
                terminated(u, out, depth + 1)?;
                out.text.push_str("then ");
                terminated(u, out, depth + 1)?;
            }
            if u.ratio(1, 2)? {
                out.text.push_str("else ");
                terminated(u, out, depth + 1)?;
            }
            out.text.push_str("fi");
        }
        6 => {
            out.text.push_str(u.choose(&["while ", "until "])?);
            terminated(u, out, depth + 1)?;
            out.text.push_str("do ");
            terminated(u, out, depth + 1)?;
            out.text.push_str("done");
        }
        7 => {
            out.text.push_str(u.choose(&["for i in a b; do ", "for i; do\n", "for i in x\ndo "])?);
            terminated(u, out, depth + 1)?;
            out.text.push_str("done");
        }
        8 => {
            out.text.push_str(u.choose(&["case x in x) ", "case x in\n(x) ", "case x in a|x)"])?);
            list(u, out, depth + 1)?;
            out.text.push_str(u.choose(&[";; esac", "\n;;\nesac", " ;;esac"])?);
        }
        _ => {
            simple(u, out)?;
            out.text.push_str(" # trailing comment\n");
            simple(u, out)?;
        }
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let policy = Policy { deny_bash: DENIED.map(String::from).to_vec(), ..Policy::default() };
    let _ = policy.check_bash(&String::from_utf8_lossy(data));

    let mut u = Unstructured::new(data);
    let mut script = Script { text: String::new(), denied: false };
    if list(&mut u, &mut script, 0).is_err() {
        return;
    }
    if script.denied {
        assert!(policy.check_bash(&script.text).is_err(), "a listed command passed:\n{}", script.text);
    }
});
