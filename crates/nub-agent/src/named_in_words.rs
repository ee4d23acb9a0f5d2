//! The code names a request says in plain words, shown with the request.
//!
//! Asked to "turn on eco mode for the hallway thermostat", with
//! `config.json` (`"eco_mode": false`) attached, a 1.5B model changed
//! `ECO_OFFSET = 1.5` to `1.0` in thermostat.py and said eco mode was on.
//! Users say "eco mode", "late fee", "max children"; the code says
//! `eco_mode`, `LATE_FEE`, `maxChildren`. So for a small model's first
//! request, each run of two or three of the prompt's words that is a name
//! in an attached file is pointed at, with the lines that hold it.

use std::collections::HashMap;

use nub_llm::Block;

/// Names pointed at, at most.
const MAX_NAMES: usize = 3;
/// Lines shown for one name, at most.
const MAX_LINES: usize = 3;
/// Characters of the prompt read, at most.
const MAX_PROMPT_CHARS: usize = 4000;
/// Characters of one line shown, at most.
const MAX_LINE_CHARS: usize = 120;

/// How the note begins.
const NOTE_START: &str = "[nub: in the request, ";

/// Whether `text` is the note.
pub(crate) fn is_note(text: &str) -> bool {
    text.starts_with(NOTE_START)
}

/// The note for `prompt` and the attachments among `content`, or `None`
/// when no run of its words is a name there.
pub(crate) fn note(prompt: &str, content: &[Block]) -> Option<String> {
    // A name the prompt spells as code (`can_vote`) is one word, and said;
    // a pasted log is no request to read word by word.
    let prompt: String = prompt.chars().take(MAX_PROMPT_CHARS).collect();
    let words: Vec<String> = prompt
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect();
    let lower = prompt.to_lowercase();
    let attachments: Vec<nub_llm::attachment::Attachment<'_>> = content
        .iter()
        .filter_map(|block| match block {
            Block::Text { text, .. } => nub_llm::attachment::parse(text),
            _ => None,
        })
        .collect();
    // Each name of several words in the attachments, once: where it stands.
    let mut names: HashMap<String, (String, Vec<String>)> = HashMap::new();
    for attachment in &attachments {
        for line in attachment.body.lines() {
            let (number, text) = line.split_once('\t').unwrap_or(("", line));
            for name in names_in(text) {
                let (_, places) = names.entry(squashed(name)).or_insert_with(|| (name.to_owned(), Vec::new()));
                let place = format!("{} line {}: `{}`", attachment.path, number.trim(), clipped(text));
                if places.len() < MAX_LINES && !places.contains(&place) {
                    places.push(place);
                }
            }
        }
    }
    let mut found: Vec<String> = Vec::new();
    let mut named: Vec<String> = Vec::new();
    for size in [3, 2] {
        for run in words.windows(size) {
            let plain = |word: &String| !word.contains('_') && !word.chars().all(|c| c.is_ascii_digit());
            if found.len() >= MAX_NAMES || !run.iter().all(plain) {
                continue;
            }
            let said = run.join(" ");
            // "max children" is not said again once "max children allowed" was.
            if named.iter().any(|earlier| earlier.contains(&said)) {
                continue;
            }
            if let Some((name, places)) = names.get(&run.concat())
                && !lower.contains(&name.to_lowercase())
            {
                found.push(format!("\"{said}\" is `{name}` ({})", places.join("; ")));
                named.push(said);
            }
        }
    }
    (!found.is_empty()).then(|| format!("{NOTE_START}{}.]", found.join("; ")))
}

/// `line` trimmed and cut to [`MAX_LINE_CHARS`].
fn clipped(line: &str) -> String {
    line.trim().chars().take(MAX_LINE_CHARS).collect()
}

/// The names of several words in `line`: `eco_mode`, `ecoMode`,
/// `ECO_MODE`, `"eco-mode"` — never a single word.
fn names_in(line: &str) -> Vec<&str> {
    line.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
        .map(|word| word.trim_matches(['_', '-']))
        .filter(|word| {
            let camel = word.chars().skip(1).any(char::is_uppercase) && word.chars().any(char::is_lowercase);
            word.chars().any(char::is_alphabetic) && (word.contains('_') || word.contains('-') || camel)
        })
        .collect()
}

/// `ECO_MODE`, `ecoMode`, `eco-mode` → `ecomode`.
fn squashed(name: &str) -> String {
    name.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect()
}

#[cfg(test)]
mod tests {
    use super::note;
    use nub_llm::Block;

    fn attached(path: &str, text: &str) -> Block {
        let numbered: Vec<String> =
            text.lines().enumerate().map(|(at, line)| format!("{:>6}\t{line}", at + 1)).collect();
        Block::text(nub_llm::attachment::wrap(path, "lines", &numbered.join("\n")))
    }

    #[test]
    fn words_that_are_a_name_in_an_attached_file_are_pointed_at() {
        let content = vec![
            Block::text("Please turn on eco mode for the hallway thermostat."),
            attached("thermostat.py", "ECO_OFFSET = 1.5\n\ndef target(settings):\n    if settings[\"eco_mode\"]:\n"),
            attached("config.json", "{\n  \"device\": \"Hallway\",\n  \"eco_mode\": false,\n  \"boost\": 30\n}"),
        ];
        let said = note("Please turn on eco mode for the hallway thermostat.", &content).unwrap();
        assert_eq!(
            said,
            "[nub: in the request, \"eco mode\" is `eco_mode` (thermostat.py line 4: `if settings[\"eco_mode\"]:`; config.json line 3: `\"eco_mode\": false,`).]"
        );
    }

    #[test]
    fn constants_and_camel_case_count_and_longer_runs_win() {
        let content = vec![attached(
            "castle.py",
            "MAX_CHILDREN_ALLOWED = 6\nmaxChildren = 2\nlateFee = 5\nclass BouncyCastle:\n    pass\n",
        )];
        let said =
            note("The bouncy castle takes 8 now: max children allowed is 8, and the late fee.", &content).unwrap();
        assert!(said.contains("\"max children allowed\" is `MAX_CHILDREN_ALLOWED` (castle.py line 1"), "{said}");
        assert!(!said.contains("\"max children\""), "{said}");
        assert!(said.contains("\"bouncy castle\" is `BouncyCastle`"), "{said}");
        assert!(said.contains("\"late fee\" is `lateFee`"), "{said}");
    }

    #[test]
    fn single_words_and_prompts_without_such_names_give_nothing() {
        // A name the prompt spells already needs no pointer.
        let voting =
            vec![attached("voting.py", "VOTING_AGE = 18\n\n\ndef can_vote(age):\n    return age > VOTING_AGE\n")];
        assert_eq!(note("can_vote in voting.py says no to people who are 18. Fix it.", &voting), None);
        assert_eq!(note("Set VOTING_AGE, the voting age, to 16.", &voting), None);
        let content = vec![attached("calc.py", "def add(a, b):\n    return a - b\nTOTAL = 3\n")];
        assert_eq!(note("Fix the add function so the total is right.", &content), None);
        assert_eq!(note("Please turn on eco mode.", &[Block::text("no attachment")]), None);
    }
}
