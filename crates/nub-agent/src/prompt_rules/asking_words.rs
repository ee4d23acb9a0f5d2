//! Words that tell what kind of change a prompt asks for (a new setting
//! or a fault to fix), and whether a word is said or negated.

/// Words that ask to add something.
/// ("Can slugify take an optional separator argument?")
/// "could we get a gluten free option on the sandwich price function?"
pub(super) const ADDING: &[&str] = &["accept", "add", "allow", "get", "give", "have", "let", "support", "take"];

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
/// change what the code does" had asked for a change beside docstrings);
/// or "nothing" a few words earlier in the same clause, the word right
/// after a modal ("Nothing about how it works should change" had asked for
/// a change beside type hints; "nothing is saved so please fix it" still
/// asks for a fix).
pub(super) fn negated(before: &str) -> bool {
    let before = before.trim_end();
    before.ends_with("n't")
        || before.ends_with("n\u{2019}t")
        || {
            let last_word = before.rsplit(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
            ["not", "never", "without", "no", "dont", "doesnt", "didnt", "cant", "wont", "shouldnt", "mustnt"]
                .contains(&last_word)
        }
        || {
            let clause = before.rsplit(['.', '!', '?', ';', ',', ':']).next().unwrap_or(before);
            let clause = clause.rsplit(" and ").next().unwrap_or(clause).rsplit(" but ").next().unwrap_or(clause);
            let words: Vec<&str> =
                clause.split(|c: char| !c.is_alphanumeric()).filter(|word| !word.is_empty()).collect();
            let modal = words.last().is_some_and(|last| {
                ["should", "must", "will", "would", "may", "can", "to", "else", "gets", "get"].contains(last)
            });
            modal && words.iter().rev().take(8).any(|word| *word == "nothing")
        }
}

#[cfg(test)]
mod tests {
    use super::negated;

    #[test]
    fn nothing_earlier_in_the_clause_negates() {
        assert!(negated("add type hints. nothing about how it works should"));
        assert!(negated("make sure nothing else gets"));
        assert!(!negated("so nothing crashes, and"));
        assert!(!negated("nothing works. please"));
        assert!(!negated("nothing is saved when i close it so please"));
        assert!(!negated("please"));
    }
}
