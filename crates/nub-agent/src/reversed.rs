//! A comparison the wrong way round against a boundary the request
//! states: "classes that start before 4pm on weekdays are supposed to be
//! 20% cheaper, but … the evening classes are getting the discount
//! instead", where the code says `start_hour >= OFF_PEAK_END_HOUR` and
//! the constant is 16. Asked for the price function whole, the 1.5B
//! model took the discount off a second time for evening classes.

/// Which side of the stated number the request says counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Side {
    /// "before 4pm", "under 12", "less than 5": `x < N`.
    Below,
    /// "after 6pm", "over 65", "more than 10": `x > N`.
    Above,
}

/// Words right before a number that say its side.
const SIDES: &[(&str, Side)] = &[
    ("before", Side::Below),
    ("under", Side::Below),
    ("below", Side::Below),
    ("less than", Side::Below),
    ("fewer than", Side::Below),
    ("younger than", Side::Below),
    ("earlier than", Side::Below),
    ("after", Side::Above),
    ("over", Side::Above),
    ("above", Side::Above),
    ("more than", Side::Above),
    ("older than", Side::Above),
    ("later than", Side::Above),
];

/// The numbers the request states with a side ("before 4pm" is 16,
/// below), each once; none when one number is given both sides.
pub(crate) fn stated_sides(prompt: &str) -> Vec<(f64, Side)> {
    let lower = prompt.to_lowercase();
    let mut found: Vec<(f64, Side)> = Vec::new();
    for (phrase, side) in SIDES {
        for (at, _) in lower.match_indices(phrase) {
            let starts_word = lower[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
            let rest = lower[at + phrase.len()..].strip_prefix(' ');
            let Some(n) = rest.filter(|_| starts_word).and_then(number_at) else { continue };
            if !found.contains(&(n, *side)) {
                found.push((n, *side));
            }
        }
    }
    let both = |n: f64| found.iter().filter(|(other, _)| *other == n).count() > 1;
    let sides: Vec<(f64, Side)> = found.iter().copied().filter(|(n, _)| !both(*n)).collect();
    sides
}

/// The number at the start of `text`: "16", "4pm" and "4 pm" (16),
/// "10am", "16:00" (16), "£50".
fn number_at(text: &str) -> Option<f64> {
    let text = text.strip_prefix('£').or_else(|| text.strip_prefix('$')).unwrap_or(text);
    let digits: String = text.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
    let digits = digits.trim_end_matches('.');
    let n: f64 = digits.parse().ok()?;
    let after = text[digits.len()..].trim_start();
    if after.starts_with("pm") && n < 12.0 {
        return Some(n + 12.0);
    }
    if let Some(minutes) = after.strip_prefix(':') {
        return minutes.starts_with("00").then_some(n);
    }
    Some(n)
}

/// The lines of Python `code` that compare against `n` (a number or a
/// module constant that holds it) the other way from `side`, each with
/// the comparison turned: (line number, the line, the line fixed).
/// `x >= N` where below is said becomes `x < N`; `x < N` where above is
/// said becomes `x >= N`.
/// Only a comparison whose other side has a word of `request` (`start`
/// of `start_hour` for "classes that start before 4pm") counts: `month >
/// 12` is no check of "children under 12".
pub(crate) fn reversed_comparisons(code: &str, n: f64, side: Side, request: &str) -> Vec<(usize, String, String)> {
    let said: Vec<String> = request
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| word.len() >= 3)
        .map(|word| word.trim_end_matches('s').to_owned())
        .collect();
    let names_said = |name: &str| {
        name.to_lowercase()
            .split('_')
            .any(|part| part.len() >= 3 && said.contains(&part.trim_end_matches('s').to_owned()))
    };
    let constants: Vec<&str> = code
        .lines()
        .filter_map(|line| {
            let (name, value) = line.split_once('=')?;
            let name = name.trim();
            let value = value.split('#').next()?.trim();
            let constant = !line.starts_with([' ', '\t'])
                && name.chars().all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit());
            (constant && !name.is_empty() && value.parse::<f64>().ok() == Some(n)).then_some(name)
        })
        .collect();
    let is_n = |token: &str| token.parse::<f64>().ok() == Some(n) || constants.contains(&token);
    let token = |text: &str| -> String { text.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect() };
    let mut found = Vec::new();
    for (index, line) in code.lines().enumerate() {
        let body = line.split('#').next().unwrap_or_default();
        let trimmed = body.trim_start();
        if trimmed.starts_with("def ") || trimmed.starts_with("class ") {
            continue;
        }
        let bytes = body.as_bytes();
        let mut at = 0;
        while at < bytes.len() {
            let op = bytes[at];
            if !matches!(op, b'>' | b'<') {
                at += 1;
                continue;
            }
            let prev = at.checked_sub(1).map(|i| bytes[i]);
            let or_equal = bytes.get(at + 1) == Some(&b'=');
            let width = if or_equal { 2 } else { 1 };
            if matches!(prev, Some(b'-' | b'<' | b'>' | b'=' | b'!'))
                || matches!(bytes.get(at + width), Some(b'<' | b'>'))
            {
                at += width;
                continue;
            }
            let right = token(body[at + width..].trim_start());
            let left: String = token(&body[..at].trim_end().chars().rev().collect::<String>()).chars().rev().collect();
            // The side the code counts, with N on the right: `x < N` below.
            let counted = match (op, is_n(&right), is_n(&left)) {
                (b'<', true, false) | (b'>', false, true) => Some(Side::Below),
                (b'>', true, false) | (b'<', false, true) => Some(Side::Above),
                _ => None,
            };
            let other = if is_n(&right) { &left } else { &right };
            let counted = counted.filter(|_| names_said(other));
            if counted.is_some_and(|counted| counted != side) {
                let turned = match (op, or_equal) {
                    (b'<', true) => ">",
                    (b'<', false) => ">=",
                    (_, true) => "<",
                    (_, false) => "<=",
                };
                let fixed = format!("{}{turned}{}", &line[..at], &line[at + width..]);
                found.push((index + 1, line.to_owned(), fixed));
            }
            at += width;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stated_numbers_with_their_side() {
        let prompt = "Classes that start before 4pm on weekdays are supposed to be 20% cheaper, but it looks like people booking the evening classes are getting the discount instead.";
        assert_eq!(stated_sides(prompt), vec![(16.0, Side::Below)]);
        assert_eq!(
            stated_sides("Children under 5 go free, over 65s pay £4"),
            vec![(5.0, Side::Below), (65.0, Side::Above)]
        );
        assert_eq!(
            stated_sides("After 18:00 it costs more; before 10am less"),
            vec![(10.0, Side::Below), (18.0, Side::Above)]
        );
        // A number given both sides says no side; a word that holds one is none.
        assert!(stated_sides("under 12 or over 12").is_empty());
        assert!(stated_sides("the hangover 5 times").is_empty());
    }

    #[test]
    fn a_comparison_the_other_way_round_is_turned() {
        let code = "OFF_PEAK_END_HOUR = 16       # before 4pm\n\n\ndef is_off_peak(day, start_hour):\n    if day in (\"sat\", \"sun\"):\n        return False\n    return start_hour >= OFF_PEAK_END_HOUR\n";
        let said = "Classes that start before 4pm are supposed to be cheaper; ages under 5 and over 65 too";
        assert_eq!(
            reversed_comparisons(code, 16.0, Side::Below, said),
            vec![(
                7,
                "    return start_hour >= OFF_PEAK_END_HOUR".to_owned(),
                "    return start_hour < OFF_PEAK_END_HOUR".to_owned()
            )]
        );
        // Already the right way, or the number on the left.
        assert!(reversed_comparisons(code, 16.0, Side::Above, said).is_empty());
        assert_eq!(
            reversed_comparisons("def f(age):\n    return 65 > age\n", 65.0, Side::Above, said)[0].2,
            "    return 65 <= age"
        );
        assert_eq!(
            reversed_comparisons("def f(age):\n    return age < 5\n", 5.0, Side::Above, said)[0].2,
            "    return age >= 5"
        );
        assert!(reversed_comparisons("def f(age):\n    return age << 5\n", 5.0, Side::Above, said).is_empty());
        // A name the request does not say is no check of what it says.
        let month = "def f(month):\n    if month > 12:\n        raise ValueError(month)\n";
        assert!(
            reversed_comparisons(month, 12.0, Side::Below, "Children under 12 should get the child price").is_empty()
        );
    }
}
