//! Words that tell what kind of change a prompt asks for (a new setting
//! or a fault to fix), and whether a word is said or negated.

/// Words that ask to add something.
/// ("Can slugify take an optional separator argument?")
pub(super) const ADDING: &[&str] = &["accept", "add", "allow", "give", "let", "support", "take"];

/// Words that say something is wrong; "should" and "instead" alone are
/// no fault when the prompt asks to add: "Could you add discount codes to
/// the checkout? The code SCOUTS should take 15% off … (not the deposit)".
pub(super) const FAULT: &[&str] = &["fix", "wrong", "bug", "broken", "incorrect", "mistake"];

/// Whether `phrase` occurs in `lower` other than negated: "don't change
/// the tests" keeps them ("change the tests" there is what not to do).
pub(super) fn asks_plainly(lower: &str, phrase: &str) -> bool {
    lower.match_indices(phrase).any(|(at, _)| !negated(&lower[..at]))
}

/// Whether the text right `before` a word negates it: not, never, without,
/// no, a word ending in n't, or one typed without its apostrophe ("dont
/// change what the code does" had asked for a change beside docstrings).
pub(super) fn negated(before: &str) -> bool {
    let before = before.trim_end();
    before.ends_with("n't") || before.ends_with("n\u{2019}t") || {
        let last_word = before.rsplit(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
        ["not", "never", "without", "no", "dont", "doesnt", "didnt", "cant", "wont", "shouldnt", "mustnt"]
            .contains(&last_word)
    }
}
