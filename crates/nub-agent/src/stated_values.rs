//! A value the request states, changed to one it does not.
//!
//! "with her 40% concession off the £62.50 rent plus the £8 water charge it
//! should come to £45.50": the request gives the water charge as it is.
//! The 1.5B model changed `WATER_CHARGE = 8.00` to `10.00` and said so; the
//! calculation that adds it stayed wrong. A number the request states is
//! what it is, unless the request also gives the number it becomes ("8
//! children instead of 6" gives both).

/// The numbers `text` states: `£62.50` is 62.5, `40%` is 40, 0.4, 0.6
/// and 1.4, `1,200` is 1200; times and dates count by their parts.
pub(crate) fn numbers_in(text: &str) -> Vec<f64> {
    let mut numbers = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    while at < chars.len() {
        if !chars[at].is_ascii_digit() {
            at += 1;
            continue;
        }
        let mut digits = String::new();
        while at < chars.len() {
            let c = chars[at];
            let inner = matches!(c, '.' | ',') && chars.get(at + 1).is_some_and(char::is_ascii_digit);
            if c.is_ascii_digit() || (c == '.' && inner) {
                digits.push(c);
            } else if c == ',' && inner {
                // A thousands separator: 1,200.
            } else {
                break;
            }
            at += 1;
        }
        if let Ok(number) = digits.parse::<f64>() {
            numbers.push(number);
            // 15% off is `* 0.85`, 10% more `* 1.1`.
            if chars.get(at) == Some(&'%') {
                numbers.extend([number / 100.0, 1.0 - number / 100.0, 1.0 + number / 100.0]);
            }
            // "90p extra" is 0.90 in pounds: the function written whole with
            // `+= 0.90` had been refused as bringing in a number.
            let rest: String = chars[at..].iter().take(6).collect::<String>().to_lowercase();
            let pence = rest.starts_with("p") && !rest[1..].starts_with(|c: char| c.is_alphanumeric())
                || rest.trim_start().starts_with("pence");
            if pence {
                numbers.push(number / 100.0);
            }
        }
    }
    for word in text.split(|c: char| !c.is_alphanumeric()) {
        let word = word.to_lowercase();
        numbers.extend(NUMBER_WORDS.iter().filter(|(said, _)| *said == word).map(|(_, number)| *number));
    }
    numbers
}

/// The one number that tells `old` from `new`, two lines alike but for
/// it: (the old number, the new one).
pub(crate) fn number_changed(old: &str, new: &str) -> Option<(f64, f64)> {
    let split = |line: &str| -> Vec<(bool, String)> {
        let mut parts: Vec<(bool, String)> = Vec::new();
        for c in line.chars() {
            let digit = c.is_ascii_digit() || (c == '.' && parts.last().is_some_and(|(number, _)| *number));
            match parts.last_mut() {
                Some((number, part)) if *number == digit => part.push(c),
                _ => parts.push((digit, c.to_string())),
            }
        }
        parts
    };
    let (old_parts, new_parts) = (split(old.trim()), split(new.trim()));
    if old_parts.len() != new_parts.len() {
        return None;
    }
    let mut changed = None;
    for ((was_number, was), (is_number, is)) in old_parts.iter().zip(&new_parts) {
        if was == is {
            continue;
        }
        if !(*was_number && *is_number) || changed.is_some() {
            return None;
        }
        changed = Some((was.trim_end_matches('.').parse().ok()?, is.trim_end_matches('.').parse().ok()?));
    }
    changed
}

/// The number literals of code `text`: not digits inside a name (`x2`,
/// `utf8`), nor inside a string (`"2000-01-01"` is data, not arithmetic).
pub(crate) fn code_numbers(text: &str) -> Vec<f64> {
    code_literals(text).into_iter().map(|(_, number)| number).collect()
}

/// The number literals of code `text` (as [`code_numbers`] reads them),
/// each as written and as a number.
pub(crate) fn code_literals(text: &str) -> Vec<(String, f64)> {
    let mut numbers = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    while at < chars.len() {
        if chars[at] == '"' || chars[at] == '\'' {
            let quote = chars[at];
            at += 1;
            while at < chars.len() && chars[at] != quote && chars[at] != '\n' {
                at += if chars[at] == '\\' { 2 } else { 1 };
            }
            at += 1;
            continue;
        }
        let named = at > 0 && (chars[at - 1].is_alphanumeric() || chars[at - 1] == '_');
        if !chars[at].is_ascii_digit() || named {
            // The rest of a name, digits and all.
            if chars[at].is_alphanumeric() || chars[at] == '_' {
                while at < chars.len() && (chars[at].is_alphanumeric() || chars[at] == '_') {
                    at += 1;
                }
            } else {
                at += 1;
            }
            continue;
        }
        let start = at;
        while at < chars.len()
            && (chars[at].is_ascii_digit()
                || chars[at] == '_'
                || (chars[at] == '.' && chars.get(at + 1).is_some_and(char::is_ascii_digit)))
        {
            at += 1;
        }
        let written: String = chars[start..at].iter().collect();
        if let Ok(number) = written.replace('_', "").parse::<f64>() {
            numbers.push((written, number));
        }
    }
    numbers
}

/// Numbers a fix may bring without being stated: none, one, two, and the
/// factors of units (per cent, thousand, minutes, hours, days, months).
pub(crate) const PLAIN_NUMBERS: &[f64] =
    &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 12.0, 24.0, 60.0, 100.0, 365.0, 1000.0, 3600.0];

/// Numbers said in words, and what they are.
pub(crate) const NUMBER_WORDS: &[(&str, f64)] = &[
    ("one", 1.0),
    ("two", 2.0),
    ("three", 3.0),
    ("four", 4.0),
    ("five", 5.0),
    ("six", 6.0),
    ("seven", 7.0),
    ("eight", 8.0),
    ("nine", 9.0),
    ("ten", 10.0),
    ("eleven", 11.0),
    ("twelve", 12.0),
    ("fifteen", 15.0),
    ("twenty", 20.0),
    ("thirty", 30.0),
    ("dozen", 12.0),
    ("half", 0.5),
];

/// Words that ask for a value to change by a rule rather than to a number
/// ("double it", "make it two minutes"): the new value is not spelled out.
pub(crate) const CHANGING_BY: &[&str] =
    &["double", "doubled", "twice", "triple", "halve", "halved", "increase", "decrease", "raise", "reduce", "bump"];

/// Whether `numbers` holds `value` (to a cent).
pub(crate) fn states(numbers: &[f64], value: f64) -> bool {
    numbers.iter().any(|number| (number - value).abs() < 0.005)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_numbers_a_request_states() {
        let said = numbers_in("her 40% concession off the £62.50 rent plus the £8 water charge, 1,200 m², 07:30");
        for value in [40.0, 0.4, 0.6, 1.4, 62.5, 8.0, 1200.0, 7.0, 30.0] {
            assert!(states(&said, value), "{value}: {said:?}");
        }
        assert!(!states(&said, 10.0));
        assert!(states(&numbers_in("set the retry limit to five"), 5.0));
        assert!(numbers_in("no numbers here").is_empty());
        // Pence are hundredths of a pound; a word after a number is no pence.
        assert!(states(&numbers_in("it's 90p extra on any sandwich"), 0.9));
        assert!(states(&numbers_in("add 50 pence"), 0.5));
        assert!(!states(&numbers_in("open 9pm to 10"), 0.09));
    }

    #[test]
    fn the_numbers_of_code_are_its_literals() {
        assert_eq!(code_numbers("return days_late * FEE_2 + 10.5 if x2 else 1_000"), vec![10.5, 1000.0]);
        assert_eq!(code_numbers("at = \"08:30\" + 'it\\'s 5' + 3"), vec![3.0]);
    }

    #[test]
    fn one_number_changed_is_found() {
        assert_eq!(number_changed("WATER_CHARGE = 8.00   # flat", "WATER_CHARGE = 10.00   # flat"), Some((8.0, 10.0)));
        assert_eq!(number_changed("  \"max\": 6,", "  \"max\": 8,"), Some((6.0, 8.0)));
        for (old, new) in [
            ("x = 8", "x = 8"),
            ("x = 8 + 2", "x = 9 + 3"),
            ("x = 8", "y = 9"),
            ("x = rate * 8", "x = rate / 8"),
            ("x = 8", "x = 8 + 1"),
        ] {
            assert_eq!(number_changed(old, new), None, "{old} -> {new}");
        }
    }
}
