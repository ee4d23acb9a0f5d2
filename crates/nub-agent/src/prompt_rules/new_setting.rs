//! A request for a new optional setting of one function: "add an optional
//! oat_milk option to drink_price() - off unless I switch it on", "add a
//! way to ask for it when working out a gig quote; it should be off unless
//! I ask for it". Given its tools, the 1.5B model changed a line of the
//! body and added no parameter (four sets in a row); asked to write the
//! function again whole, it added the parameter and used it in six of
//! seven such tasks.

use super::{PromptRules, identifiers};

/// Words that say the thing added is a setting a caller may leave out.
const SETTING: &[&str] = &[
    "argument",
    "default",
    "flag",
    "keyword",
    "option",
    "optional",
    "parameter",
    "setting",
    "switch",
    "toggle",
    "unless",
];
/// Words that say the thing added belongs to a class or record, not to a
/// function's parameters ("an optional pot_size field to plants").
const RECORD: &[&str] = &["attribute", "attributes", "column", "columns", "field", "fields", "property"];
/// Words a function's name is joined from, at most ("gig quote" is `gig_quote`).
const MAX_JOINED: usize = 3;

impl PromptRules {
    /// Whether the prompt asks to add something, and for no fix nor for
    /// anything that has its own way: a feature, which may span files
    /// ("take the customer's name with each order and have it show on the
    /// kitchen ticket").
    ///
    /// Not a request that says what the new thing is in code terms (a
    /// field of a class, a method, its default): nub's own field would not
    /// be the one asked for ("Add a servings field (an int, default 2) to
    /// the Recipe class").
    pub fn asks_feature(&self) -> bool {
        self.asks_for_change
            && !self.asks_what_has_its_own_way()
            && !super::asking_words::FAULT.iter().any(|word| self.asked(word))
            && (super::asking_words::ADDING.iter().any(|word| self.asked(word)) || self.gives_a_name())
            && !RECORD.iter().chain(&["default", "method", "methods"]).any(|word| self.asked(word))
    }

    /// Whether the prompt asks for a new setting a caller may leave out,
    /// and for nothing that has its own way (docstrings, type hints, a
    /// rename, passing tests, an answer).
    pub fn asks_new_setting(&self) -> bool {
        self.asks_for_change
            && !self.asks_what_has_its_own_way()
            && !super::asking_words::FAULT.iter().any(|word| self.asked(word))
            && super::asking_words::ADDING.iter().any(|word| self.asked(word))
            && SETTING.iter().any(|word| self.asked(word))
            && !RECORD.iter().any(|word| self.asked(word))
    }

    /// Whether the prompt asks a question, or for passing tests,
    /// docstrings, type hints or a rename: each has its own way.
    pub(super) fn asks_what_has_its_own_way(&self) -> bool {
        self.question
            || self.tests_judge
            || self.asks_docstrings()
            || !self.type_hint_names().is_empty()
            || super::asked_rename::asked_rename(&self.prompt).is_some()
            || self.asked("rename")
    }

    /// The names among `defined` the prompt names: as a word of its own
    /// (`drink_price()`), or as two or three of its words joined by `_`
    /// ("the stall fee function" names `stall_fee`, not also `fee`). In
    /// `defined`'s order.
    pub fn names_among<'d>(&self, defined: &'d [String]) -> Vec<&'d str> {
        // "When I run report.py" names a file, not the function `report`.
        let without_files: Vec<&str> = self.prompt.split_whitespace().filter(|token| !file_name(token)).collect();
        let words: Vec<String> = identifiers(&without_files.join(" ")).iter().map(|word| word.to_lowercase()).collect();
        let mut joined: Vec<String> = Vec::new();
        for size in 2..=MAX_JOINED {
            joined.extend(words.windows(size).map(|run| run.join("_")));
        }
        let known = |said: &[String], name: &str| said.iter().any(|word| word == &name.to_lowercase());
        let by_words: Vec<&str> = defined.iter().map(String::as_str).filter(|name| known(&joined, name)).collect();
        // A word said only inside a name said in words is not a name of its own.
        let alone = |name: &str| {
            let inside = |run: &&&str| run.split('_').any(|part| part.eq_ignore_ascii_case(name));
            let said = words.iter().filter(|word| word.as_str() == name.to_lowercase()).count();
            said > by_words.iter().filter(inside).count()
        };
        defined
            .iter()
            .map(String::as_str)
            .filter(|name| by_words.contains(name) || (known(&words, name) && alone(name)))
            .collect()
    }

    /// The name the prompt gives the new setting, when it gives one that
    /// `source` does not hold: a name with `_` in it next to a word that
    /// says it is the setting ("an optional anti_glare setting", "call it
    /// pet_treatment"), not an example of a value ("slugs like
    /// my_first_post").
    pub fn new_snake_name(&self, source: &str) -> Option<&str> {
        const CALLING: &[&str] = &["call", "called", "name", "named", "optional", "it"];
        let words: Vec<&str> = identifiers(&self.prompt);
        let mut new: Vec<&str> = Vec::new();
        for (at, word) in words.iter().enumerate() {
            let lower = |at: usize| words.get(at).map(|word| word.to_lowercase()).unwrap_or_default();
            let snake = word.contains('_') && word.trim_matches('_').len() > 2;
            let said_as_setting = SETTING.contains(&lower(at + 1).as_str())
                || at.checked_sub(1).is_some_and(|before| CALLING.contains(&lower(before).as_str()));
            if snake && said_as_setting && !nub_tools::holds_word(source, word) && !new.contains(word) {
                new.push(word);
            }
        }
        match new[..] {
            [one] => Some(one),
            _ => None,
        }
    }

    /// Whether the prompt gives the name of something new: "Call it
    /// street", "name it berth". Asked for "the customer's street with each
    /// order … Call it street", the 1.5B model replaced `ORDER` by `street`,
    /// and the run took it for a rename and said it was complete.
    ///
    /// Only when the request says what it is in words besides ("the
    /// customer's street", "cartridges … a box" for `cartridge_boxes`):
    /// "The best end is wrong; call it best_round" renames `best_end`.
    pub fn gives_a_name(&self) -> bool {
        // ASCII case only: its byte offsets are the prompt's.
        let lower = self.prompt.to_ascii_lowercase();
        ["call it ", "name it "].iter().any(|phrase| {
            lower.match_indices(phrase).any(|(at, _)| {
                let rest = &self.prompt[at + phrase.len()..];
                let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                let parts = name.split('_').filter(|part| part.len() >= 3).count();
                let besides = format!("{}{}", &self.prompt[..at], &rest[name.len()..]);
                parts > 0 && crate::switched::named_words_all(&besides, &name) == parts
            })
        })
    }

    /// Whether the prompt names `name` as what the new thing is to be
    /// like: "the same way oat_milk is", "like oat_milk", "just as oat_milk".
    pub(super) fn said_as_likeness(&self, name: &str) -> bool {
        let lower = self.prompt.to_lowercase();
        let name = name.to_lowercase();
        ["same way ", "same way as ", "like ", "just as ", "same as "]
            .iter()
            .any(|before| lower.contains(&format!("{before}{name}")) || lower.contains(&format!("{before}`{name}`")))
    }
}

/// Whether a new setting named `setting` counts something: its last word
/// is a plural (`cartridge_boxes`, not `express` or `gas`).
pub(crate) fn counts(setting: &str) -> bool {
    let last = setting.rsplit('_').next().unwrap_or(setting);
    // `include_transitions` is a flag ("on by default"), not a count.
    let first = setting.split('_').next().unwrap_or(setting);
    let flag = setting.contains('_') && SWITCHING_VERBS.contains(&first);
    !flag
        && last.len() > 3
        && last.ends_with('s')
        && !last.ends_with("ss")
        && !last.ends_with("us")
        && !last.ends_with("is")
}

/// First words of a setting's name that make it a flag whatever its last
/// word: `include_transitions`, `show_prices`.
const SWITCHING_VERBS: &[&str] =
    &["include", "use", "show", "allow", "skip", "send", "apply", "with", "has", "is", "keep", "print", "add", "hide"];

/// Whether `token`, without the marks around it, is a file's name: a word,
/// a dot and an extension of one to four letters or digits (`report.py`,
/// `config.json`; not `1.5` or a sentence's full stop).
fn file_name(token: &str) -> bool {
    let token = token.trim_matches(|c: char| !(c.is_alphanumeric() || c == '_'));
    let Some((stem, extension)) = token.rsplit_once('.') else { return false };
    stem.chars().any(char::is_alphabetic)
        && (1..=4).contains(&extension.len())
        && extension.chars().all(|c| c.is_ascii_alphanumeric())
        && extension.chars().any(|c| c.is_ascii_alphabetic())
}
