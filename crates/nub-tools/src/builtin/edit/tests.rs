//! Edit's rules: exact edits untouched, tolerant ones unique and in place.

use super::*;
use proptest::prelude::*;

fn edited(content: &str, old: &str, new: &str) -> Option<String> {
    let args = Args { path: "f".into(), old_string: old.into(), new_string: new.into(), replace_all: None };
    match change(content.to_owned(), "f", &args) {
        Plan::Change { updated, .. } => Some(updated),
        Plan::Done(_) => None,
    }
}

/// Lines of code-like text with quotes, punctuation and odd spacing.
fn code() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec("[ \t]{0,4}[a-z\"',;:=+(){} ]{0,24}", 1..16)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Text found exactly once is replaced exactly; the tolerant rules
    /// never change an exact edit.
    #[test]
    fn exact_edits_are_untouched(lines in code(), from in 0usize..400, len in 1usize..40, new in "[a-z\"' ]{0,12}") {
        let content = lines.join("\n");
        prop_assume!(!content.is_empty());
        let from = from % content.len();
        let old = &content[from..(from + len).min(content.len())];
        prop_assume!(content.matches(old).count() == 1 && old != new);
        prop_assert_eq!(edited(&content, old, &new), Some(content.replacen(old, &new, 1)));
    }

    /// A tolerant edit (old_string re-spaced, its quotes and commas
    /// dropped) changes nothing outside the lines old_string came from.
    #[test]
    fn tolerant_edits_stay_in_their_region(
        lines in code(),
        first in 0usize..16,
        height in 1usize..4,
        drop_marks in any::<bool>(),
        word in "[a-z]{1,6}",
    ) {
        let first = first % lines.len();
        let last = (first + height).min(lines.len());
        let region = lines[first..last].join("\n");
        let mut old: String = region.split_whitespace().collect::<Vec<_>>().join(" ");
        if drop_marks {
            old.retain(|c| !matches!(c, '"' | '\'' | ','));
        }
        // A change of one word: the last one of old_string gets a suffix.
        let Some(at) = old.rfind(|c: char| c.is_ascii_lowercase()) else { return Ok(()) };
        let new = format!("{}{word}{}", &old[..=at], &old[at + 1..]);
        let content = lines.join("\n");
        prop_assume!(!content.contains(old.as_str()));
        // Only the region may match, loosely too: a stricter rule finding
        // old_string elsewhere (`q ;` is `q;` re-spaced) is a right answer.
        let squash = |text: &str| -> String {
            text.chars().filter(|c| !c.is_whitespace() && !matches!(c, '"' | '\'' | ',')).collect()
        };
        prop_assume!(squash(&content).matches(squash(&old).as_str()).count() == 1);
        if let Some(updated) = edited(&content, &old, &new) {
            let before: usize = lines[..first].iter().map(|l| l.len() + 1).sum();
            let after = content.len() - (before + region.len());
            prop_assert!(updated.starts_with(&content[..before]), "{content:?} → {updated:?}");
            prop_assert!(updated.ends_with(&content[content.len() - after..]), "{content:?} → {updated:?}");
            prop_assert!(updated.contains(word.as_str()));
        }
    }
}

/// The case that showed the property above too strict: `q ;` is the
/// second line re-spaced (the first rule), not the first line without
/// its comma.
#[test]
fn an_insertion_that_restates_the_next_line_inserts_it_once() {
    let file = "def area(width, height):\n    return width * height\n";
    let args = Args {
        path: "shapes.py".into(),
        old_string: "def area(width, height):".into(),
        new_string: "def area(width, height):\n    \"\"\"Area.\"\"\"\n    return width * height".into(),
        replace_all: None,
    };
    let Plan::Change { updated, rule_note, .. } = change(file.to_owned(), "shapes.py", &args) else { panic!() };
    assert_eq!(updated, "def area(width, height):\n    \"\"\"Area.\"\"\"\n    return width * height\n");
    assert!(rule_note.contains("not inserted twice"), "{rule_note}");
}

#[test]
fn a_configuration_key_edited_to_a_value_sets_the_value() {
    let file = "{\n  \"name\": \"shop\",\n  \"debug\": false\n}\n";
    let args = |new: &str| Args {
        path: "config.json".into(),
        old_string: "debug".into(),
        new_string: new.into(),
        replace_all: None,
    };
    let Plan::Change { updated, rule_note, .. } = change(file.to_owned(), "config.json", &args("true")) else {
        panic!()
    };
    assert_eq!(updated, file.replace("false", "true"));
    assert!(rule_note.contains("its value was set to true"), "{rule_note}");
    let Plan::Change { updated, .. } = change(file.to_owned(), "config.json", &args("verbose")) else { panic!() };
    assert_eq!(updated, file.replace("\"debug\"", "\"verbose\""), "a rename stays a rename");
}

#[test]
fn the_strictest_rule_that_finds_a_unique_match_wins() {
    assert_eq!(edited("q ,;\nq;", "q ;", "qa ;").as_deref(), Some("q ,;\nqa;"));
}

#[test]
fn line_numbers_of_offsets() {
    assert_eq!(line_numbers("a\nb\na\n\na", &[0, 4, 7]), [1, 3, 5]);
}

#[test]
fn a_message_as_printed_lands_in_the_template_that_prints_it() {
    let till = "def receipt(customer, points):\n    lines = [\"Car wash\"]\n    lines.append(f\"Thank you {customer['name']}, you now have {points} points.\")\n    return \"\\n\".join(lines)\n";
    let now = edited(
        till,
        "Thank you Priya, you now have 4 points.",
        "Thanks for choosing SparkleWash, Priya! Loyalty points: 4",
    )
    .expect("an edit");
    assert_eq!(
        now,
        till.replace(
            "Thank you {customer['name']}, you now have {points} points.",
            "Thanks for choosing SparkleWash, {customer['name']}! Loyalty points: {points}"
        )
    );
}
