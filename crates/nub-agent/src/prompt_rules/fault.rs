//! A request that reports a fault to fix ("when I ask top_blocks for the
//! best 3 blocks I only ever get 2 back … Can you fix it?") and asks for
//! nothing that has its own way: no new setting, docstrings, type hints,
//! rename, passing tests, answer, or settings file. Given its tools, the
//! 1.5B model edited the line that calls the function, or sent the file
//! back unchanged; asked for the named function again whole with the
//! fault fixed, it fixed 15 of 31 such tasks of the earlier sets.

use super::PromptRules;

/// Words that ask for a new name too: "call it best_round and fix it",
/// "best_end is misspelled".
const RENAMING: &[&str] = &["call it", "name it", "misspelled", "misspelt"];
/// Words that send a change to the settings files, not to code.
const SETTINGS: &[&str] = &["setting", "settings", "config", "configuration"];

/// Words before a verb that make it part of what the code did, not of
/// what the request asks: "it let a tiny 60g one through".
const TELLING: &[&str] = &["it", "they", "which", "that", "this", "still", "also"];

/// Whether `lower` uses `word` as a word of its own (not inside a name:
/// `can_take_booking` takes nothing) other than to tell what the code
/// does or did (after one of `TELLING`) or was meant to.
fn asks_to(lower: &str, word: &str) -> bool {
    let words: Vec<&str> =
        lower.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '_')).filter(|w| !w.is_empty()).collect();
    // "are meant to get 15% off", "should get": what the code was to do.
    let meant = |at: usize| {
        (at >= 1 && words[at - 1] == "should")
            || (at >= 2 && words[at - 1] == "to" && ["meant", "supposed"].contains(&words[at - 2]))
    };
    (0..words.len()).any(|at| words[at] == word && (at == 0 || !TELLING.contains(&words[at - 1])) && !meant(at))
}

impl PromptRules {
    /// Whether the prompt asks to fix a fault in code, and for nothing
    /// that has its own way.
    pub fn asks_fault_fixed(&self) -> bool {
        self.asks_to_fix()
            && (super::asking_words::FAULT
                .iter()
                .any(|word| self.asked(word) && super::asks_plainly(&self.text().to_lowercase(), word))
                || !super::asking_words::ADDING.iter().any(|word| asks_to(&self.text().to_lowercase(), word)))
            && !self.asks_what_has_its_own_way()
            && !RENAMING.iter().any(|words| self.text().to_lowercase().contains(words))
            && !self.asks_new_setting()
            && !SETTINGS.iter().any(|word| self.asked(word))
    }

    /// The amounts of a fault the prompt reports, the one the code gives
    /// and the one it should (`reported`), when it asks for nothing else
    /// that has its own way: "order_total says £149.40 but it should be
    /// £161.40. Can you find out what's going wrong?" wants the fault fixed.
    pub(crate) fn reported_fault(&self) -> Option<crate::reported::Reported> {
        let other = super::wants::asks_for_no_change(&self.text().to_lowercase())
            || self.asks_what_has_its_own_way()
            || self.asks_new_setting();
        crate::reported::reported(&self.prompt).filter(|_| !other)
    }
}
