//! The names a request asks to add, held to being added.
//!
//! Asked to "add an optional card_message to bouquet orders and print it
//! on the delivery slip", a 1.5B model changed `def total(self):` to
//! `def total(self) -> float:` and said so; asked for "a multiply
//! function", it added `mul`; asked for "an optional pronouns field", it
//! sent `ticket: standard` → `ticket: speaker` three times. Each run ended
//! as done with the name asked for in no file. So a name the request asks
//! to add that no file holds yet is looked for: the first change that does
//! not add it is refused once, and an answer given while it is still in no
//! file is told once that the work is not done.

use crate::prompt_rules::PromptRules;

/// Kinds of things a request adds, named by the word before them ("a
/// multiply function", "a fragile flag", "a --tag option").
const KINDS: &[&str] = &[
    "argument",
    "attribute",
    "class",
    "column",
    "command",
    "constant",
    "field",
    "flag",
    "function",
    "key",
    "method",
    "option",
    "parameter",
    "property",
    "setting",
    "variable",
];

/// Words between a name and its kind that say what it is like, not what
/// it is called ("a phone string field", "an optional boolean flag").
const QUALIFIERS: &[&str] = &[
    "bool", "boolean", "extra", "float", "helper", "int", "integer", "keyword", "new", "optional", "separate",
    "simple", "small", "str", "string",
];

/// Words before a kind that name no code ("the same field", "a new
/// option", "one more setting").
const NO_NAMES: &[&str] = &[
    "a", "an", "and", "another", "at", "but", "by", "each", "every", "for", "if", "in", "its", "more", "on", "one",
    "or", "other", "same", "so", "that", "the", "their", "then", "this", "to", "too", "unless", "when", "while",
    "with",
];

/// Words after a kind that introduce its name ("a field called priority").
const CALLING: &[&str] = &["called", "named"];

/// The names `prompt` asks to add: when it says "add" and to rename or
/// replace nothing, the word before a kind ("a multiply function"), the
/// word after "called"/"named", and names spelled as code (`card_message`,
/// anything in backticks) that are no file's name. Whether a
/// file holds one already is for the caller to find out.
pub(crate) fn names_to_add(prompt: &str, rules: &PromptRules) -> Vec<String> {
    // "take an optional note" asks for a new parameter as "add" does, and
    // "have it show on the kitchen ticket … Call it customer_name" too.
    if !rules.asks_for_change()
        || !(rules.mentions("add") || rules.mentions("optional") || rules.gives_a_name())
        || ["rename", "renamed", "replace", "instead"].iter().any(|word| rules.mentions(word))
    {
        return Vec::new();
    }
    let raw: Vec<&str> = prompt.split_whitespace().collect();
    let tokens: Vec<(String, bool)> = raw
        .iter()
        .map(|token| {
            let quoted = token.contains('`');
            let bare = token.trim_matches(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'));
            let bare = bare.trim_end_matches('.').trim_start_matches('.');
            // `find_by_artist(records, name)` names find_by_artist;
            // "gift_wrap=True" names gift_wrap.
            let bare = bare.split(['(', '=']).next().unwrap_or(bare);
            (bare.to_owned(), quoted)
        })
        .collect();
    let is_name = |word: &str| {
        word.len() > 1
            && word.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_')
            && word.chars().all(|c| c.is_alphanumeric() || c == '_')
    };
    let mut names: Vec<String> = Vec::new();
    let mut take = |word: &str| {
        if is_name(word) && !NO_NAMES.contains(&word.to_lowercase().as_str()) && !names.iter().any(|n| n == word) {
            names.push(word.to_owned());
        }
    };
    for (at, (token, quoted)) in tokens.iter().enumerate() {
        let lower = token.to_lowercase();
        // `card_message`; not a word in capitals ("a FRAGILE line"), nor a
        // brand spelled in camel case ("a PayPal button") unless in backticks.
        let code_like = token.chars().any(char::is_alphabetic) && token.contains('_');
        if (*quoted || code_like) && !token.contains('.') {
            take(token);
        }
        // "an optional note": the word after "optional", unless a kind
        // or another quality follows ("an optional string field").
        if lower == "optional"
            && let Some((next, _)) = tokens.get(at + 1)
            && !QUALIFIERS.contains(&next.to_lowercase().as_str())
            && !KINDS.contains(&next.to_lowercase().as_str())
            && !tokens.get(at + 2).is_some_and(|(after, _)| KINDS.contains(&after.to_lowercase().as_str()))
        {
            take(next);
        }
        // "call it berth": a name in lower case or as code, not a label
        // ("call it Express Delivery").
        if lower == "it"
            && at > 0
            && matches!(tokens[at - 1].0.to_lowercase().as_str(), "call" | "name")
            && let Some((next, _)) = tokens.get(at + 1)
            && (next.starts_with(|c: char| c.is_lowercase()) || next.contains('_'))
        {
            take(next);
        }
        if !KINDS.contains(&lower.as_str()) {
            continue;
        }
        if let Some((calling, _)) = tokens.get(at + 1)
            && CALLING.contains(&calling.to_lowercase().as_str())
            && let Some((name, _)) = tokens.get(at + 2)
        {
            take(name);
            continue;
        }
        let Some(mut before) = (0..at).rev().find(|&at| !QUALIFIERS.contains(&tokens[at].0.to_lowercase().as_str()))
        else {
            continue;
        };
        // A quoted phrase before the kind ("a 'search NAME' command") is
        // named by its first word.
        if let Some(quote) = raw[before].chars().last().filter(|c| ['\'', '"'].contains(c)) {
            while before > 0 && !raw[before].starts_with(quote) {
                before -= 1;
            }
        }
        if !tokens[before].0.contains('.') {
            take(&tokens[before].0);
        }
    }
    // "a gift wrap option … gift_wrap=True": the word is part of the name.
    let parts_of_others = |name: &String| {
        names.iter().any(|other| other != name && other.split('_').any(|part| part.eq_ignore_ascii_case(name)))
    };
    let kept: Vec<String> = names.iter().filter(|name| !parts_of_others(name)).cloned().collect();
    kept
}

/// Why a change that adds none of `missing` is refused, the first time.
pub(crate) fn not_adding(missing: &[String]) -> String {
    format!(
        "not run: the request asks to add {}, which no file has yet, and this change does not add it. Make the change that adds it first (a new field is a new parameter with its default and an assignment, a new function a new def), then use it where the request says.",
        listed(missing)
    )
}

/// Said after a change while `left` are still to add.
pub(crate) fn still_to_add(left: &[String]) -> String {
    format!(
        "The request also asks to add {}, which no change of this run has defined yet: add it next (old_string copied from the file); when all is done, stop calling tools and say in one sentence what you changed.",
        listed(left)
    )
}

/// Told when the model answers while `missing` are still in no file, or
/// only used.
pub(crate) fn still_missing(missing: &[String]) -> String {
    format!(
        "[nub: the request asks to add {}, and no file defines it yet (a use such as `x.{}` adds nothing), so the work is not done. Add it now with edit (old_string copied from the file) where the request says, then say in one sentence what you changed.]",
        listed(missing),
        missing[0]
    )
}

fn listed(names: &[String]) -> String {
    names.iter().map(|name| format!("`{name}`")).collect::<Vec<_>>().join(" and ")
}

/// Whether `text` defines `name` rather than only using it: `def name`,
/// `class name`, `name: str`, `name = …`, a parameter `name=None`, a key
/// `"name"`, an option `--name`. `plant.pot_size > 0` uses a field no
/// class has; the 1.5B model asked for one wrote only that.
pub(crate) fn defines(text: &str, name: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(name).any(|(at, _)| {
        let (before, after) = (&text[..at], &text[at + name.len()..]);
        if before.chars().next_back().is_some_and(word) || after.chars().next().is_some_and(word) {
            return false;
        }
        let quoted = |q: char| before.ends_with(q) && after.starts_with(q);
        let next = after.trim_start_matches([' ', '\t']);
        ["def ", "class ", "--"].iter().any(|mark| before.trim_end_matches(' ').ends_with(mark.trim_end()))
            && (before.ends_with(' ') || before.ends_with("--"))
            || quoted('"')
            || quoted('\'')
            || next.starts_with(':')
            || (next.starts_with('=') && !next.starts_with("=="))
    })
}

/// The regular expression of a line that defines `name`, as [`defines`].
pub(crate) fn defining_pattern(name: &str) -> String {
    format!("\\b{name}\\s*(:|=[^=]|=$)|\\b(def|class)\\s+{name}\\b|[\"']{name}[\"']|--{name}\\b")
}

#[cfg(test)]
mod tests {
    use super::{defines, defining_pattern, names_to_add};
    use crate::prompt_rules::PromptRules;

    fn names(prompt: &str) -> Vec<String> {
        names_to_add(prompt, &PromptRules::of(prompt))
    }

    #[test]
    fn the_names_a_request_adds_are_found() {
        let cases: &[(&str, &[&str])] = &[
            (
                "Could you add a gift wrap option to the order total? It should be off by default; with gift_wrap=True, add £1.75 for every tin in the order.",
                &["gift_wrap"],
            ),
            ("Add a multiply function to ops.py and a \"mul\" command for it in cli.py.", &["multiply", "mul"]),
            (
                "Customers want to include a card with their flowers: add an optional card_message to bouquet orders and, when there is one, print it on the delivery slip as a last line 'Card: <message>'.",
                &["card_message"],
            ),
            (
                "Add an optional pronouns field to the attendee (empty by default) and print it on their badge.",
                &["pronouns"],
            ),
            ("Add a fragile flag to Box (False unless set) and put a FRAGILE line on the label.", &["fragile"]),
            (
                "Add an optional tag argument to list_bookmarks() in bookmarks.py and a --tag option",
                &["tag", "list_bookmarks"],
            ),
            (
                "Add find_by_artist(records, name) to crate.py and a 'search NAME' command",
                &["find_by_artist", "search"],
            ),
            ("Please add a new setting called retry_limit", &["retry_limit"]),
            ("Add an email field (a string) to the User class in models.py", &["email", "User"]),
            ("Add a `priority` to tasks", &["priority"]),
            ("Make the phone number optional when registering, and add it to the card", &[]),
            ("Add a PayPal button to checkout.html", &[]),
            (
                "Customers want to leave instructions. Can you let an order take an optional note and print it?",
                &["note"],
            ),
            ("Add an optional capo fret to songs", &["capo"]),
            ("Add an optional string field called label", &["label"]),
            (
                "Could we take the customer's name with each order and have it show on the kitchen ticket? Call it customer_name. If nobody gives a name, the ticket should look just like it does now.",
                &["customer_name"],
            ),
            ("Could you add a berth to orders (call it berth, e.g. \"C14\")?", &["berth"]),
            ("Could you add a faster delivery? Call it Express Delivery.", &[]),
        ];
        for (prompt, expected) in cases {
            assert_eq!(names(prompt), expected.iter().map(|s| s.to_string()).collect::<Vec<_>>(), "{prompt}");
        }
    }

    #[test]
    fn requests_that_add_no_name_find_none() {
        for prompt in [
            "Rename the function add_stamp to give_stamp in loyalty.py and everywhere it is called.",
            "Add the same field to the other class.",
            "The water from melted ice should be added on top, not taken away. Please fix it.",
            "Replace the add function with a new option",
            "Please add type hints to polygon_area.py",
        ] {
            assert_eq!(names(prompt), Vec::<String>::new(), "{prompt}");
        }
        // Names the code has already are found too; the caller drops those
        // a file holds ("the add function", "the area function").
        assert_eq!(names("Fix the bug in the add function in calc.py."), ["add"]);
        assert_eq!(names("Add a docstring to the area function in shapes.py."), ["area"]);
    }

    #[test]
    fn a_definition_is_told_from_a_use() {
        for text in [
            "    pot_size: str = \"\"",
            "def pot_size(plant):",
            "class PotSize:",
            "    self.pot_size = pot_size",
            "def __init__(self, name, pot_size=None):",
            "{\"pot_size\": 3}",
            "parser.add_argument('--pot_size')",
            "pot_size=''",
        ] {
            let name = if text.contains("PotSize") { "PotSize" } else { "pot_size" };
            assert!(defines(text, name), "{text}");
            let pattern = regex::Regex::new(&defining_pattern(name)).unwrap();
            assert!(pattern.is_match(text), "{text}");
        }
        for text in [
            "if plant.pot_size > 0:",
            "f\"{plant.pot_size}\"",
            "x = plant.pot_size",
            "pot_size == 3",
            "my_pot_size = 1",
        ] {
            assert!(!defines(text, "pot_size"), "{text}");
            let pattern = regex::Regex::new(&defining_pattern("pot_size")).unwrap();
            assert!(!pattern.is_match(text), "{text}");
        }
    }
}
