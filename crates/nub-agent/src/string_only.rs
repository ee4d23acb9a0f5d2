//! An edit that changes only what a string says, for a prompt that asks to
//! fix what the code does: asked to let 14-year-olds lead-climb alone, the
//! 1.5B model changed `"needs supervising adult"` to `"needs supervising
//! adult (14+)"`; asked about gusty days, it changed "too gusty" to "too
//! strong". The condition stayed as it was, and the run ended as done.

/// `text` with the contents of its string literals taken out, and those
/// contents in order: `f(x, "a b")` → (`f(x, "")`, [`a b`]). An f-string's
/// `{…}` parts are code and stay in the skeleton.
fn skeleton(text: &str) -> (String, Vec<String>) {
    let mut code = String::new();
    let mut strings = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    while at < chars.len() {
        let c = chars[at];
        if c == '#' {
            // A comment is code here: a change in one is no string change.
            while at < chars.len() && chars[at] != '\n' {
                code.push(chars[at]);
                at += 1;
            }
            continue;
        }
        if c != '"' && c != '\'' {
            code.push(c);
            at += 1;
            continue;
        }
        let triple = chars.get(at + 1) == Some(&c) && chars.get(at + 2) == Some(&c);
        let quote_len = if triple { 3 } else { 1 };
        let formatted = code.chars().last().is_some_and(|p| p == 'f' || p == 'F');
        for _ in 0..quote_len {
            code.push(c);
        }
        at += quote_len;
        let mut content = String::new();
        while at < chars.len() {
            let closes =
                chars[at] == c && (!triple || (chars.get(at + 1) == Some(&c) && chars.get(at + 2) == Some(&c)));
            if closes {
                break;
            }
            if chars[at] == '\\' && at + 1 < chars.len() {
                content.push(chars[at]);
                content.push(chars[at + 1]);
                at += 2;
                continue;
            }
            if !triple && chars[at] == '\n' {
                break;
            }
            if formatted && chars[at] == '{' && chars.get(at + 1) != Some(&'{') {
                // The placeholder is code: it goes to the skeleton whole.
                while at < chars.len() && chars[at] != '}' && chars[at] != '\n' {
                    code.push(chars[at]);
                    at += 1;
                }
                if chars.get(at) == Some(&'}') {
                    code.push('}');
                    at += 1;
                }
                continue;
            }
            content.push(chars[at]);
            at += 1;
        }
        strings.push(content);
        for _ in 0..quote_len {
            if at < chars.len() && chars[at] == c {
                code.push(c);
                at += 1;
            }
        }
    }
    (code, strings)
}

/// The strings an edit of `text` from `old` to `new` changes, `(old
/// text, new text)`, when `old` stands in `text` once and the edit changes
/// nothing but what string literals say; `None` otherwise. The whole file
/// is compared: the model's `old_string` is often a piece of a string,
/// without its quotes.
pub(crate) fn strings_changed(text: &str, old: &str, new: &str) -> Option<Vec<(String, String)>> {
    if old.is_empty() || old == new || text.matches(old).count() != 1 {
        return None;
    }
    let (old_code, old_strings) = skeleton(text);
    let (new_code, new_strings) = skeleton(&text.replacen(old, new, 1));
    if old_code != new_code || old_strings.len() != new_strings.len() {
        return None;
    }
    let changed: Vec<(String, String)> = old_strings.into_iter().zip(new_strings).filter(|(a, b)| a != b).collect();
    (!changed.is_empty()).then_some(changed)
}

/// Whether a string's text is a value rather than words: a time, a date, a
/// number, a code (`22:00`, `2024-05-01`, `1.5`, `EUR`), text without
/// letters (`,` → `;`), a format or a path (`%d/%m/%Y`, `{name}`), or a
/// query (`SELECT …`).
pub(crate) fn value_like(text: &str) -> bool {
    let text = text.trim();
    let short_code = text.chars().count() <= 12
        && !text.contains(' ')
        && (text.chars().any(|c| c.is_ascii_digit()) || text.chars().all(|c| c.is_ascii_uppercase()));
    let query = ["select ", "insert ", "update ", "delete "].iter().any(|verb| text.to_lowercase().starts_with(verb));
    !text.is_empty()
        && (short_code || !text.chars().any(char::is_alphabetic) || text.contains(['%', '{', '}', '/', '\\']) || query)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOTE: &str =
        "def note(age):\n    if age <= 14:\n        return \"needs supervising adult\"\n    return \"ok\"\n";
    const GUSTS: &str = "def say(day):\n    print(f'{day}: too gusty')  # windy\n";

    #[test]
    fn a_change_of_what_a_string_says_is_found() {
        let changed = |text, old, new| strings_changed(text, old, new);
        assert_eq!(
            changed(NOTE, "needs supervising adult", "needs supervising adult (14+)"),
            Some(vec![("needs supervising adult".into(), "needs supervising adult (14+)".into())])
        );
        assert_eq!(
            changed(NOTE, "        return \"needs supervising adult\"", "        return \"needs an adult\""),
            Some(vec![("needs supervising adult".into(), "needs an adult".into())])
        );
        assert_eq!(
            changed(GUSTS, "too gusty", "too strong"),
            Some(vec![(": too gusty".into(), ": too strong".into())])
        );
    }

    #[test]
    fn a_change_of_code_is_no_string_change() {
        for (text, old, new) in [
            (NOTE, "if age <= 14:", "if age < 14:"),
            (NOTE, "return \"ok\"", "return \"ok\" if age else \"no\""),
            (GUSTS, "{day}", "{day.name}"),
            (GUSTS, "# windy", "# gusty"),
            (NOTE, "ok", "ok"),
            (NOTE, "return", "yield"),
            (NOTE, "missing", "x"),
        ] {
            assert_eq!(strings_changed(text, old, new), None, "{old} -> {new}");
        }
    }

    #[test]
    fn values_are_told_from_words() {
        for value in ["22:00", "2024-05-01", "1.5", "EUR", "v2", ";", "%d/%m/%Y", "SELECT * FROM orders WHERE x"] {
            assert!(value_like(value), "{value}");
        }
        for words in ["needs supervising adult (14+)", "too strong", "", "ok"] {
            assert!(!value_like(words), "{words}");
        }
    }
}
