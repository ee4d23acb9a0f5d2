//! The rename a request spells out: "rename board_ft to board_feet",
//! "could you rename the MAX_SQUAD constant to SQUAD_LIMIT?".

/// Words between the two names that are no name.
const JOINS: &[&str] = &["to", "as", "into"];

/// The name a request asks to rename and its new name, when it says
/// "rename … X … to Y" in one sentence; `None` otherwise.
pub(crate) fn asked_rename(prompt: &str) -> Option<(String, String)> {
    // "rename" itself, not "renamed"/"renaming" ("after renaming the
    // column to total_cost …" reports, it does not ask), and not negated.
    let asks = |word: &str| word.trim_matches(|c: char| !c.is_alphanumeric()).eq_ignore_ascii_case("rename");
    let sentence = prompt.split_inclusive(['.', '!', '?', '\n']).find(|sentence| {
        let words: Vec<&str> = sentence.split_whitespace().collect();
        words.iter().enumerate().any(|(at, word)| {
            asks(word)
                && !at.checked_sub(1).is_some_and(|before| {
                    let before = words[before].to_lowercase().replace('\u{2019}', "'");
                    before.ends_with("n't") || ["not", "never", "no"].contains(&before.as_str())
                })
        })
    })?;
    let words: Vec<&str> = sentence
        .split_whitespace()
        .map(|word| word.trim_matches(|c: char| !(c.is_alphanumeric() || c == '_')))
        .filter(|word| !word.is_empty())
        .collect();
    let start = words.iter().position(|word| word.eq_ignore_ascii_case("rename"))? + 1;
    let join = start + words[start..].iter().position(|word| JOINS.contains(&word.to_lowercase().as_str()))?;
    let name = |word: &str| word.starts_with(|c: char| c.is_alphabetic() || c == '_');
    let code_like = |word: &str| word.contains('_') || word.chars().skip(1).any(char::is_uppercase);
    let before = &words[start..join];
    let pronoun = |word: &&&str| ["it", "this", "that"].contains(&word.to_lowercase().as_str());
    let old: &str = before
        .iter()
        .rev()
        .find(|word| name(word) && code_like(word))
        .or_else(|| before.last().filter(|word| name(word) && !pronoun(word)))
        .copied()
        // "pane_cost is a bit of a confusing name, could you rename it to
        // panel_price": "it" is the name said before, in the sentence or
        // the ones before it ("calc_cost is a rubbish name, nobody knows
        // what it means. Could you rename it to print_run_price?").
        .or_else(|| {
            before.last().filter(pronoun)?;
            let earlier: Vec<&str> = prompt[..prompt.find(sentence).unwrap_or(0)]
                .split_whitespace()
                .map(|word| word.trim_matches(|c: char| !(c.is_alphanumeric() || c == '_')))
                .collect();
            words[..start - 1].iter().rev().chain(earlier.iter().rev()).find(|word| code_like(word)).copied()
        })?;
    let new: &str = words.get(join + 1).filter(|word| name(word)).copied()?;
    (old != new).then(|| (old.to_owned(), new.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::asked_rename;

    #[test]
    fn the_names_of_a_rename_spelled_out() {
        let pair = |old: &str, new: &str| Some((old.to_owned(), new.to_owned()));
        assert_eq!(
            asked_rename("rename board_ft to board_feet in my woodwork project"),
            pair("board_ft", "board_feet")
        );
        assert_eq!(
            asked_rename(
                "In the handball club code, could you rename the MAX_SQUAD constant to SQUAD_LIMIT? It's used in a few files."
            ),
            pair("MAX_SQUAD", "SQUAD_LIMIT")
        );
        assert_eq!(
            asked_rename("Please rename the function `grade_mult` to `condition_multiplier` everywhere."),
            pair("grade_mult", "condition_multiplier")
        );
        assert_eq!(asked_rename("Rename greet as welcome."), pair("greet", "welcome"));
        assert_eq!(
            asked_rename(
                "in my stained glass workshop code pane_cost is a bit of a confusing name, could you rename it to panel_price everywhere it's used?"
            ),
            pair("pane_cost", "panel_price")
        );
        assert_eq!(
            asked_rename(
                "calc_cost is a rubbish name, nobody who looks at our code knows what it means. Could you rename it to print_run_price everywhere it's used please?"
            ),
            pair("calc_cost", "print_run_price")
        );
        assert_eq!(asked_rename("That name is odd, could you rename it to total?"), None);
        // No new name, or no rename.
        assert_eq!(asked_rename("Please rename the helper, its name is confusing."), None);
        assert_eq!(asked_rename("Change the limit to 5."), None);
        assert_eq!(asked_rename("After renaming the column to total_cost, the report shows zero."), None);
        assert_eq!(asked_rename("Please don't rename calc_total to anything."), None);
    }
}
