//! Times of day and lengths of time a request says in words ("eyes down
//! at 8pm instead of half seven", "two days before each lesson"), as the
//! values code and settings hold them: `20:00`, 48 hours. Asked for 8pm,
//! the 1.5B model set `"eyes_down": "18:30"`; asked for reminders two days
//! before instead of one, it made `reminder_hours_before` 26.

/// A time of day the request says, as said and as (hour, minute) on a
/// 24-hour clock; one said without am or pm ("half seven") may be either.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SaidTime {
    pub said: String,
    pub clock: Vec<(u32, u32)>,
    /// Said as the time being replaced: "instead of 2 o'clock", "rather
    /// than half seven".
    pub replaced: bool,
}

/// A length of time the request says, as said and in minutes.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SaidLength {
    pub said: String,
    pub minutes: f64,
}

const WORDS: &[(&str, u32)] = &[
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("thirteen", 13),
    ("fourteen", 14),
    ("fifteen", 15),
    ("sixteen", 16),
    ("seventeen", 17),
    ("eighteen", 18),
    ("nineteen", 19),
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("ninety", 90),
];

/// Units of a length of time, and their minutes.
const UNITS: &[(&str, f64)] = &[
    ("minute", 1.0),
    ("minutes", 1.0),
    ("min", 1.0),
    ("mins", 1.0),
    ("hour", 60.0),
    ("hours", 60.0),
    ("hr", 60.0),
    ("hrs", 60.0),
    ("day", 1440.0),
    ("days", 1440.0),
    ("week", 10080.0),
    ("weeks", 10080.0),
];

/// Units a setting's name may count in ("reminder_hours_before"), and
/// their minutes; seconds too.
const NAME_UNITS: &[(&str, f64)] = &[
    ("seconds", 1.0 / 60.0),
    ("secs", 1.0 / 60.0),
    ("minutes", 1.0),
    ("mins", 1.0),
    ("hours", 60.0),
    ("hrs", 60.0),
    ("days", 1440.0),
    ("weeks", 10080.0),
];

/// A whole number said in digits or words ("4", "four", "twenty-five").
pub(crate) fn said_number(word: &str) -> Option<u32> {
    if let Some((tens, ones)) = word.split_once('-') {
        return Some(said_number(tens)? + said_number(ones).filter(|n| *n < 10)?);
    }
    word.parse().ok().or_else(|| WORDS.iter().find(|(said, _)| *said == word).map(|(_, n)| *n))
}

/// Both readings of an hour said without am or pm.
fn either(hour: u32, minute: u32) -> Vec<(u32, u32)> {
    match hour {
        1..=11 => vec![(hour, minute), (hour + 12, minute)],
        12 => vec![(12, minute), (0, minute)],
        _ if hour < 24 => vec![(hour, minute)],
        _ => Vec::new(),
    }
}

/// Whether the time starting at `words[at]` is said as the one replaced:
/// "instead of" or "rather than" right before it.
fn replaced_from(words: &[&str], at: usize) -> bool {
    let lead = |back: usize| at.checked_sub(back).map(|i| words[i]).unwrap_or_default();
    (lead(2) == "instead" && lead(1) == "of") || (lead(2) == "rather" && lead(1) == "than")
}

/// `found` with the time `said`, unless it holds it already.
fn push(found: &mut Vec<SaidTime>, replaced: bool, said: String, clock: Vec<(u32, u32)>) {
    if !clock.is_empty() && !found.iter().any(|time| time.said == said) {
        found.push(SaidTime { said, clock, replaced });
    }
}

/// The times of day `prompt` says.
pub(crate) fn times_of_day(prompt: &str) -> Vec<SaidTime> {
    let lower = prompt.to_lowercase().replace("a.m.", "am").replace("p.m.", "pm").replace('\u{2019}', "'");
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_alphanumeric() || c == ':' || c == '.' || c == '\''))
        .map(|word| word.trim_end_matches('.'))
        .filter(|word| !word.is_empty())
        .collect();
    let mut found: Vec<SaidTime> = Vec::new();
    for (at, word) in words.iter().enumerate() {
        // A time starts at this word ("8pm", "half seven", "2 o'clock");
        // "quarter past one" at the word before, below.
        let replaced = replaced_from(&words, at);
        let next = words.get(at + 1).copied().unwrap_or_default();
        // 8pm, 8:30pm, 8 pm, 7:30am
        let (digits, suffix) = match word.strip_suffix("pm").or_else(|| word.strip_suffix("am")) {
            Some(digits) if !digits.is_empty() => (digits, &word[digits.len()..]),
            _ if ["pm", "am"].contains(&next) => (*word, next),
            _ => (*word, ""),
        };
        // 7.30pm as 7:30pm; 12.50 without am or pm is a price.
        let (hour, minute) =
            match digits.split_once(':').or_else(|| digits.split_once('.').filter(|_| !suffix.is_empty())) {
                Some((hour, minute)) if minute.len() == 2 => (hour.parse::<u32>().ok(), minute.parse::<u32>().ok()),
                Some(_) => (None, None),
                None if !suffix.is_empty() => (digits.parse::<u32>().ok(), Some(0)),
                None => (None, None),
            };
        if let (Some(hour), Some(minute)) = (hour, minute)
            && minute < 60
        {
            let said = if suffix.is_empty() || word.ends_with(suffix) {
                (*word).to_owned()
            } else {
                format!("{word} {suffix}")
            };
            match suffix {
                "pm" if (1..=12).contains(&hour) => {
                    push(&mut found, replaced, said, vec![(if hour == 12 { 12 } else { hour + 12 }, minute)])
                }
                "am" if (1..=12).contains(&hour) => {
                    push(&mut found, replaced, said, vec![(if hour == 12 { 0 } else { hour }, minute)])
                }
                "" => push(&mut found, replaced, said, either(hour, minute)),
                _ => {}
            }
            continue;
        }
        if let Some(hour) = said_number(next).filter(|hour| (1..=12).contains(hour)) {
            match *word {
                "half" if words.get(at.wrapping_sub(1)).is_none_or(|before| *before != "and") => {
                    push(&mut found, replaced, format!("half {next}"), either(hour, 30));
                }
                "past" if at > 0 && words[at - 1] == "half" => {
                    let replaced = replaced_from(&words, at - 1);
                    push(&mut found, replaced, format!("half past {next}"), either(hour, 30));
                }
                "past" | "to" if at > 0 && words[at - 1] == "quarter" => {
                    let replaced = replaced_from(&words, at - 1);
                    let (said, clock) = match *word {
                        "past" => (format!("quarter past {next}"), either(hour, 15)),
                        _ => (format!("quarter to {next}"), either(if hour == 1 { 12 } else { hour - 1 }, 45)),
                    };
                    push(&mut found, replaced, said, clock);
                }
                _ => {}
            }
        }
        if let Some(hour) = said_number(word).filter(|hour| (1..=12).contains(hour))
            && (next == "o'clock" || next == "oclock")
        {
            push(&mut found, replaced, format!("{word} o'clock"), either(hour, 0));
        }
        match *word {
            "noon" | "midday" => push(&mut found, replaced, (*word).to_owned(), vec![(12, 0)]),
            "midnight" => push(&mut found, replaced, (*word).to_owned(), vec![(0, 0)]),
            _ => {}
        }
    }
    found
}

/// The lengths of time `prompt` says: "two days", "90 minutes", "half an
/// hour", "an hour".
pub(crate) fn lengths(prompt: &str) -> Vec<SaidLength> {
    let lower = prompt.to_lowercase();
    // Lengths said in two parts ("an hour and a half", "1 hour 30
    // minutes") are not added up here: none is taken.
    if lower.contains("and a half") || lower.contains("and half") {
        return Vec::new();
    }
    let words: Vec<&str> =
        lower.split(|c: char| !(c.is_alphanumeric() || c == '.' || c == '-')).filter(|w| !w.is_empty()).collect();
    let is_unit = |word: &str| UNITS.iter().any(|(unit, _)| *unit == word.trim_end_matches('.'));
    let two_parts = lower.split([',', ';', '!', '?', '(', ')']).any(|clause| {
        let words: Vec<&str> = clause.split_whitespace().collect();
        words
            .windows(3)
            .any(|w| is_unit(w[0]) && (w[1].parse::<f64>().is_ok() || said_number(w[1]).is_some()) && is_unit(w[2]))
    });
    if two_parts {
        return Vec::new();
    }
    let mut found = Vec::new();
    for (at, word) in words.iter().enumerate() {
        let word = word.trim_end_matches('.');
        let Some((_, minutes)) = UNITS.iter().find(|(unit, _)| *unit == word) else { continue };
        let before = |back: usize| at.checked_sub(back).map(|i| words[i].trim_end_matches('.'));
        let count = match (before(2), before(1)) {
            (Some("half"), Some("an" | "a")) => Some((0.5, format!("half {} {word}", before(1).unwrap_or_default()))),
            (_, Some(said @ ("an" | "a"))) => Some((1.0, format!("{said} {word}"))),
            (_, Some(said)) => said
                .parse::<f64>()
                .ok()
                .or_else(|| said_number(said).map(f64::from))
                .map(|count| (count, format!("{said} {word}"))),
            _ => None,
        };
        if let Some((count, said)) = count {
            found.push(SaidLength { said, minutes: count * minutes });
        }
    }
    found
}

/// The minutes one unit of the setting `name` counts in, when its name
/// says one ("reminder_hours_before", "feedIntervalMinutes").
pub(crate) fn unit_of(name: &str) -> Option<(&'static str, f64)> {
    let lower = name.to_lowercase();
    let parts: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).collect();
    // feedIntervalMinutes: the unit as a capitalised last part, not the
    // end of another word (max_admins, holidays).
    let capitalised = |unit: &str| {
        let mut title = unit.to_owned();
        title[..1].make_ascii_uppercase();
        name.ends_with(&title)
    };
    NAME_UNITS
        .iter()
        .find(|(unit, _)| parts.contains(unit) || capitalised(unit))
        .map(|(unit, minutes)| (*unit, *minutes))
}

/// A time of day `HH:MM` or `H:MM` in `text`, the first.
pub(crate) fn clock_in(text: &str) -> Option<(u32, u32)> {
    let bytes = text.as_bytes();
    (0..bytes.len()).find_map(|at| {
        if bytes[at] != b':' || at == 0 {
            return None;
        }
        let start = (at.saturating_sub(2)..at).find(|&s| bytes[s..at].iter().all(u8::is_ascii_digit))?;
        // Not a slice or a dict's key (`xs[0:10]`, `{5:30}`).
        if start > 0 && (bytes[start - 1].is_ascii_digit() || matches!(bytes[start - 1], b'[' | b'{' | b',' | b'(')) {
            return None;
        }
        let minute = text.get(at + 1..at + 3)?;
        if !minute.bytes().all(|b| b.is_ascii_digit()) || bytes.get(at + 3).is_some_and(u8::is_ascii_digit) {
            return None;
        }
        let (hour, minute) = (text[start..at].parse::<u32>().ok()?, minute.parse::<u32>().ok()?);
        (hour < 24 && minute < 60).then_some((hour, minute))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_of_day_said_in_words_and_digits() {
        let said = |prompt: &str| -> Vec<(String, Vec<(u32, u32)>)> {
            times_of_day(prompt).into_iter().map(|time| (time.said, time.clock)).collect()
        };
        let replaced = |prompt: &str| -> Vec<String> {
            times_of_day(prompt).into_iter().filter(|time| time.replaced).map(|time| time.said).collect()
        };
        assert_eq!(replaced("start at quarter past one instead of 2 o'clock"), ["2 o'clock"]);
        assert_eq!(replaced("eyes down at 8pm from now on instead of half seven"), ["half seven"]);
        assert_eq!(replaced("rather than quarter to eight, at noon"), ["quarter to eight"]);
        assert_eq!(
            said("at half past eight instead of 7pm"),
            [("half past eight".to_owned(), vec![(8, 30), (20, 30)]), ("7pm".to_owned(), vec![(19, 0)])]
        );
        assert_eq!(
            said("it's eyes down at 8pm from now on instead of half seven"),
            [("8pm".to_owned(), vec![(20, 0)]), ("half seven".to_owned(), vec![(7, 30), (19, 30)])]
        );
        assert_eq!(
            said("open at 7:30 am, close 17:30"),
            [("7:30 am".to_owned(), vec![(7, 30)]), ("17:30".to_owned(), vec![(17, 30)])]
        );
        assert_eq!(
            said("at noon, or quarter to eight"),
            [("noon".to_owned(), vec![(12, 0)]), ("quarter to eight".to_owned(), vec![(7, 45), (19, 45)])]
        );
        assert_eq!(
            said("12am until ten o'clock"),
            [("12am".to_owned(), vec![(0, 0)]), ("ten o'clock".to_owned(), vec![(10, 0), (22, 0)])]
        );
        assert!(said("two and a half hours, version 2.5, 3 items, £12.50").is_empty());
        assert_eq!(
            said("at 7.45pm instead of quarter to one"),
            [("7.45pm".to_owned(), vec![(19, 45)]), ("quarter to one".to_owned(), vec![(12, 45), (0, 45)])]
        );
    }

    #[test]
    fn lengths_of_time_in_minutes() {
        let said = |prompt: &str| -> Vec<(String, f64)> {
            lengths(prompt).into_iter().map(|length| (length.said, length.minutes)).collect()
        };
        assert_eq!(
            said("reminders two days before each lesson instead of one day before"),
            [("two days".to_owned(), 2880.0), ("one day".to_owned(), 1440.0)]
        );
        assert_eq!(
            said("moving back half an hour; 90 minutes; an hour"),
            [("half an hour".to_owned(), 30.0), ("90 minutes".to_owned(), 90.0), ("an hour".to_owned(), 60.0)]
        );
        assert!(said("the hours are wrong").is_empty());
        assert_eq!(
            said("twenty-four hours, fifteen minutes"),
            [("twenty-four hours".to_owned(), 1440.0), ("fifteen minutes".to_owned(), 15.0)]
        );
        assert!(said("an hour and a half instead of an hour").is_empty());
        assert!(said("1 hour 30 minutes").is_empty());
    }

    #[test]
    fn units_of_names_and_clocks_in_text() {
        assert_eq!(unit_of("reminder_hours_before"), Some(("hours", 60.0)));
        assert_eq!(unit_of("feedIntervalMinutes"), Some(("minutes", 1.0)));
        assert_eq!(unit_of("timeout_secs"), Some(("secs", 1.0 / 60.0)));
        assert_eq!(unit_of("price"), None);
        assert_eq!(unit_of("max_admins"), None);
        assert_eq!(unit_of("open_holidays"), None);
        assert_eq!(clock_in("xs[0:10] and {5:30}"), None);
        assert_eq!(clock_in("  \"eyes_down\": \"19:30\","), Some((19, 30)));
        assert_eq!(clock_in("OPEN = '7:05'"), Some((7, 5)));
        assert_eq!(clock_in("ratio 123:456"), None);
        assert_eq!(clock_in("no time"), None);
    }
}
