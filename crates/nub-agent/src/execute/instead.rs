//! A value the request asks for in place of another ("can you make it so
//! they can book up to 14 nights instead of 10?"), with an edit that puts
//! the new value nowhere while one line of a settings file or one constant
//! holds the old: the 1.5B model rewrote the comparison in booking.py while
//! hire.json held `"max_nights": 10`.

use nub_tools::ToolKind;
use serde_json::Value;

use super::settings::{top_level_files, user_settings_file};
use super::stated::is_constant;
use super::{Call, Executor};
use crate::stated_values::{code_numbers, numbers_in};

/// Characters before "instead of" the new value is looked for in: "book
/// 2 boats for up to 14 nights instead of 10" asks for 14, not 2.
const NEW_VALUE_CHARS: usize = 32;
/// Words that report what the code does, before "instead of".
const REPORTING: &[&str] = &[
    "gives", "gave", "returns", "returned", "shows", "showed", "says", "said", "charges", "charged", "prints",
    "printed", "get", "gets", "got", "comes", "came", "keeps", "makes", "made", "puts", "sends", "sent", "is", "was",
];
/// Characters after "instead of" the old value is looked for in.
const OLD_VALUE_CHARS: usize = 24;

/// (new, old): the number right before "instead of" in its sentence and
/// the one right after it, when they differ.
pub(crate) fn asked_in_place(prompt: &str) -> Option<(f64, f64)> {
    let lower = prompt.to_lowercase();
    let Some(at) = lower.find("instead of") else { return moved_from_to(&lower) };
    let sentence_start = lower[..at].rfind(['.', '!', '?']).map_or(0, |end| end + 1);
    let before = &lower[sentence_start..at];
    // "it charged him 25 instead of 225" reports what happens: the first
    // number is the wrong one. Only the clause of the numbers counts: "it
    // takes forever to get a voucher - can we make it so you only need 150
    // points for a voucher instead of 200?" asks.
    let clause = before.rsplit([';', ',']).next().unwrap_or(before);
    let clause = clause.rsplit(" - ").next().unwrap_or(clause);
    // "Soap is going up to 90p instead of 80p" tells of a change to come.
    let moving = ["going up", "going down", "goes up", "goes down"].iter().any(|words| clause.contains(words));
    if !moving && clause.split(|c: char| !c.is_alphanumeric()).any(|word| REPORTING.contains(&word)) {
        return None;
    }
    let tail: String = before.chars().rev().take(NEW_VALUE_CHARS).collect::<Vec<_>>().into_iter().rev().collect();
    let new = *numbers_in(&tail).first()?;
    let after: String = lower[at + "instead of".len()..].chars().take(OLD_VALUE_CHARS).collect();
    let old = *numbers_in(&after).first()?;
    (new != old).then_some((new, old))
}

/// Words that say a value moves, in the sentence of "from A to B".
const MOVING: &[&str] = &[
    "up", "down", "put", "change", "changed", "raise", "raised", "increase", "lower", "reduce", "update", "bump",
    "move",
];
/// Characters after "from" and after "to" in which their numbers start.
const FROM_TO_REACH: usize = 3;

/// (new, old) of "we've put the price of a pint up from 95p to £1.05": the
/// number after "from" and the one after the "to" that follows, in a
/// sentence that says the value moves; the new one in the old one's unit
/// when one is pence and the other pounds (105 for £1.05 after 95p).
fn moved_from_to(lower: &str) -> Option<(f64, f64)> {
    // A sentence ends at a stop before a space, not at the point of £1.05.
    let ends: Vec<usize> = lower
        .match_indices(['.', '!', '?', '\n'])
        .filter(|(at, _)| !lower[at + 1..].starts_with(|c: char| c.is_ascii_digit()))
        .map(|(at, _)| at + 1)
        .chain([lower.len()])
        .collect();
    let starts = std::iter::once(0).chain(ends.iter().copied());
    starts.zip(ends.iter().copied()).map(|(start, end)| &lower[start..end]).find_map(|sentence| {
        let moves = sentence.split(|c: char| !c.is_alphanumeric()).any(|word| MOVING.contains(&word));
        sentence.match_indices(" from ").filter(|_| moves).find_map(|(at, from)| {
            let (old, old_end) = amount_at(sentence, at + from.len())?;
            let to = old_end + sentence[old_end..].find(" to ")? + " to ".len();
            let (new, _) = amount_at(sentence, to)?;
            let new = match (old.pence, new.pence) {
                (true, false) => new.value * 100.0,
                (false, true) => new.value / 100.0,
                _ => new.value,
            };
            let new = (new * 1e6).round() / 1e6;
            (new != old.value).then_some((new, old.value))
        })
    })
}

/// A number written as money: its value as written, and whether in pence.
struct Written {
    value: f64,
    pence: bool,
}

/// The number that starts within a few characters of byte `at` of `text`
/// ("£1.05", "95p"), and where it ends.
fn amount_at(text: &str, at: usize) -> Option<(Written, usize)> {
    let start = at + text[at..].find(|c: char| c.is_ascii_digit())?;
    if text[at..start].chars().count() > FROM_TO_REACH {
        return None;
    }
    let len = text[start..].find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(text.len() - start);
    let digits = text[start..start + len].trim_end_matches('.');
    let value = digits.parse::<f64>().ok()?;
    let after = &text[start + digits.len()..];
    let pence =
        (after.starts_with('p') && !after[1..].starts_with(char::is_alphanumeric)) || after.starts_with(" pence");
    Some((Written { value, pence }, start + digits.len()))
}

/// The lines of `text` that hold `value` as a setting or a constant:
/// `"max_nights": 10`, `max_nights = 10`, `MAX_NIGHTS = 10`.
fn holders(text: &str, value: f64) -> Vec<(usize, &str)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let Some((key, rest)) = line.split_once([':', '=']) else { return false };
            // A comment's numbers are no second value: `JUNIOR_MONTHLY =
            // 22.00  # members under 16` holds one.
            let rest = rest.split('#').next().unwrap_or(rest);
            entry_key(key).is_some()
                && numbers_in(rest.trim().trim_end_matches(',')).first() == Some(&value)
                && code_numbers(rest).len() == 1
        })
        .map(|(at, line)| (at + 1, line))
        .collect()
}

/// The key of a settings line or dict entry as words joined by `_`: a
/// name, a quoted one, or a tuple of quoted ones (a farm shop's
/// `("strawberry", "340g"): 3.80,` is `strawberry_340g`).
fn entry_key(key: &str) -> Option<String> {
    let key = key.trim();
    let parts: Vec<&str> = match key.strip_prefix('(').and_then(|inner| inner.strip_suffix(')')) {
        Some(inner) => inner.split(',').map(|part| part.trim()).filter(|part| !part.is_empty()).collect(),
        None => vec![key],
    };
    // A quoted key may hold spaces ("cotswold chippings"), a name not.
    let words: Vec<String> = parts
        .iter()
        .map(|part| {
            let bare = part.trim_matches('"').trim_matches('\'');
            if bare.len() < part.len() { bare.replace(' ', "_") } else { bare.to_owned() }
        })
        .collect();
    let plain = |word: &String| !word.is_empty() && word.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    (!words.is_empty() && words.iter().all(plain)).then(|| words.join("_"))
}

/// `n` as the request would say it: `14`, not `14.0`; `2.5` as it is.
pub(crate) fn number_text(n: f64) -> String {
    if n.fract() == 0.0 { format!("{n:.0}") } else { n.to_string() }
}

/// Bytes of a top-level file read to find where a value is held.
const MAX_READ: u64 = 256 << 10;

/// Words of a key that say it holds a count or a limit, not an amount.
const COUNT_WORDS: &[&str] = &["min", "max", "minimum", "maximum", "limit", "count", "number", "capacity", "threshold"];

/// The one line of the settings files and Python constants at the top of
/// `cwd` that holds `value`: (file, line number, the line trimmed). Of
/// several, the one whose key the request names with the most words:
/// "a pint of semi-skimmed" names `semi_skimmed_pint` over `skimmed_pint`,
/// both 95; of those, when the request gives money, not one whose key
/// says a count or a limit.
pub(crate) fn holder_of(cwd: &std::path::Path, value: f64, request: &str) -> Option<(String, usize, String)> {
    let mut found: Vec<(String, usize, String)> = Vec::new();
    for name in top_level_files(cwd) {
        let settings = user_settings_file(&name);
        if !settings && !name.ends_with(".py") {
            continue;
        }
        let path = cwd.join(&name);
        if !std::fs::metadata(&path).is_ok_and(|meta| meta.len() <= MAX_READ) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        for (line, held) in holders(&text, value) {
            // A code file's value counts as a constant's only, or as an
            // entry of a dict written out (`"semi_skimmed_pint": 95,`).
            // The entry's key must be named by the request: "septum": 40.0
            // is no jewellery markup of 40%.
            let entry_named = || {
                let key = entry_key(held.split(':').next().unwrap_or_default()).unwrap_or_default();
                held.trim_start().starts_with(['"', '\'', '(']) && crate::switched::named_words(request, &key) > 0
            };
            let constant = held.split_once('=').is_some_and(|(key, _)| is_constant(key.trim())) || entry_named();
            if settings || constant {
                found.push((name.clone(), line, held.trim().to_owned()));
            }
        }
    }
    if found.len() > 1 {
        let named = |held: &str| {
            let key = entry_key(held.split([':', '=']).next().unwrap_or_default()).unwrap_or_default();
            crate::switched::named_words(request, &key)
        };
        let most = found.iter().map(|(_, _, held)| named(held)).max().unwrap_or(0);
        found.retain(|(_, _, held)| most > 0 && named(held) == most);
    }
    // An amount of money is no count: "from £12 to £14 a night" is the
    // giant lantern's 12.00, not `FREE_DELIVERY_MIN_LANTERNS = 12`.
    if found.len() > 1 && request.contains(['£', '$', '€']) {
        let counts = |held: &str| {
            let key = held.split([':', '=']).next().unwrap_or_default().to_lowercase();
            key.split(|c: char| !c.is_alphanumeric()).any(|word| COUNT_WORDS.contains(&word))
        };
        if found.iter().any(|(_, _, held)| !counts(held)) {
            found.retain(|(_, _, held)| !counts(held));
        }
    }
    let [one] = <[_; 1]>::try_from(found).ok()?;
    Some(one)
}

/// `held` (a line [`holders`] found) with its value `old` written as `new`,
/// as many decimals as it had: `"points_for_voucher": 200,` → `…: 150,`.
pub(crate) fn with_value(held: &str, old: f64, new: f64) -> Option<String> {
    let (key, rest) = held.split_at(held.find([':', '='])? + 1);
    let start = rest.find(|c: char| c.is_ascii_digit())?;
    let len = rest[start..].find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(rest.len() - start);
    let number = &rest[start..start + len];
    if number.parse::<f64>().ok()? != old {
        return None;
    }
    let decimals = number.split_once('.').map_or(0, |(_, fraction)| fraction.len());
    let written = if decimals == 0 && new.fract() != 0.0 { new.to_string() } else { format!("{new:.decimals$}") };
    Some(format!("{key}{}{written}{}", &rest[..start], &rest[start + len..]))
}

impl Executor {
    /// Why an `edit` or `write` is not run, once: the request asks for a
    /// value in place of another, the change puts the new one nowhere, and
    /// one line of the repository's top-level files holds the old one.
    pub(super) fn old_value_elsewhere(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        if self.instead_told || kind != ToolKind::Edit || !rules.asks_for_change() || rules.asks_new_setting() {
            return None;
        }
        let (new, old) = asked_in_place(rules.text())?;
        let path = call.input.get("path").and_then(Value::as_str)?;
        let written = ["new_string", "content"].iter().find_map(|key| call.input.get(*key).and_then(Value::as_str))?;
        if numbers_in(written).contains(&new) {
            return None;
        }
        let (file, line, held) = holder_of(&self.cwd, old, rules.text())?;
        if file == path {
            return None;
        }
        self.instead_told = true;
        Some(format!(
            "not run: the request asks for {} in place of {}, and this change puts no {} anywhere; {file} holds the {} (line {line}: `{held}`). Change that value there with edit (old_string copied from the file).",
            number_text(new),
            number_text(old),
            number_text(new),
            number_text(old)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::{asked_in_place, holders, with_value};

    #[test]
    fn the_new_and_the_old_value_are_read_around_instead_of() {
        assert_eq!(
            asked_in_place("can you make it so they can book up to 14 nights instead of 10?"),
            Some((14.0, 10.0))
        );
        assert_eq!(asked_in_place("Reminders should go 45 minutes ahead instead of 30."), Some((45.0, 30.0)));
        assert_eq!(asked_in_place("Use the new price. It is 12 instead of 12."), None);
        assert_eq!(asked_in_place("Make it 14 nights."), None);
        // "From A to B" where the value moves, in the old value's unit.
        assert_eq!(
            asked_in_place("we've had to put the price of a pint up from 95p to £1.05 from Monday. Can you update it?"),
            Some((105.0, 95.0))
        );
        assert_eq!(asked_in_place("We've put our deposit up from £20 to £30"), Some((30.0, 20.0)));
        assert_eq!(asked_in_place("It's open from 9 to 5 every day."), None);
        assert_eq!(asked_in_place("From Monday the fee goes up from 6 to 7.50."), Some((7.5, 6.0)));
        assert_eq!(asked_in_place("The till charged him 25 instead of 225, please fix it."), None);
        assert_eq!(asked_in_place("It gives 2 instead of 3."), None);
        assert_eq!(asked_in_place("Soap is going up to 90p instead of 80p."), Some((90.0, 80.0)));
        assert_eq!(asked_in_place("Let 2 families book for up to 14 nights instead of 10."), Some((14.0, 10.0)));
        assert_eq!(
            asked_in_place(
                "it takes forever to get a voucher - can we make it so you only need 150 points instead of 200?"
            ),
            Some((150.0, 200.0))
        );
    }

    #[test]
    fn settings_and_constants_that_hold_the_value_are_found() {
        let json =
            "{\n  \"boats\": [\"Kingfisher\"],\n  \"min_nights\": 2,\n  \"max_nights\": 10,\n  \"deposit\": 10.5\n}\n";
        assert_eq!(holders(json, 10.0), vec![(4, "  \"max_nights\": 10,")]);
        let code = "MAX_NIGHTS = 10\n\ndef check(nights):\n    return nights <= 10 and nights >= 1\n";
        assert_eq!(holders(code, 10.0), vec![(1, "MAX_NIGHTS = 10")]);
        let jams = "PRICES = {\n    (\"strawberry\", \"340g\"): 3.80,\n    (\"raspberry\", \"340g\"): 3.80,\n}\n";
        assert_eq!(holders(jams, 3.8).len(), 2);
        assert_eq!(super::entry_key(" (\"strawberry\", \"340g\")").as_deref(), Some("strawberry_340g"));
        assert_eq!(super::entry_key("total(x)"), None);
        assert_eq!(super::entry_key("    \"cotswold chippings\"").as_deref(), Some("cotswold_chippings"));
        assert_eq!(super::entry_key("cotswold chippings"), None);
        // A number in the line's comment is no second value.
        let club = "JUNIOR_MONTHLY = 22.00        # members under 16\nSINGLET_PRICE = 22.00\nLIMIT = 16 + 22\n";
        assert_eq!(
            holders(club, 22.0),
            vec![(1, "JUNIOR_MONTHLY = 22.00        # members under 16"), (2, "SINGLET_PRICE = 22.00")]
        );
    }

    #[test]
    fn of_entries_keyed_by_tuples_the_one_the_request_names_most_holds_the_value() {
        let dir = tempfile::tempdir().unwrap();
        let jams = "PRICES = {\n    (\"strawberry\", \"340g\"): 3.80,\n    (\"raspberry\", \"340g\"): 3.80,\n    (\"strawberry\", \"1kg\"): 9.00,\n}\n";
        std::fs::write(dir.path().join("stock.py"), jams).unwrap();
        let request = "Our strawberry jam in the 340g jars goes up from £3.80 to £4.20.";
        assert_eq!(
            super::holder_of(dir.path(), 3.8, request),
            Some(("stock.py".to_owned(), 2, "(\"strawberry\", \"340g\"): 3.80,".to_owned()))
        );
        assert_eq!(super::holder_of(dir.path(), 3.8, "Jam goes up from £3.80 to £4.20."), None, "none named");
        // Money is no count: the giant lantern's 12.00, not the minimum of 12.
        let lanterns = "RATES = {\n    \"giant\": 12.00,\n}\nFREE_DELIVERY_MIN_LANTERNS = 12\nDAMAGE_DEPOSIT = 12.00\n";
        std::fs::write(dir.path().join("hire.py"), lanterns).unwrap();
        let request = "Can you put the hire price of the giant lanterns up from £12 to £14 a night?";
        assert_eq!(
            super::holder_of(dir.path(), 12.0, request),
            Some(("hire.py".to_owned(), 2, "\"giant\": 12.00,".to_owned()))
        );
    }

    #[test]
    fn the_held_value_is_written_anew_as_it_was_written() {
        assert_eq!(
            with_value("\"points_for_voucher\": 200,", 200.0, 150.0).as_deref(),
            Some("\"points_for_voucher\": 150,")
        );
        assert_eq!(with_value("DEPOSIT = 10.50", 10.5, 12.0).as_deref(), Some("DEPOSIT = 12.00"));
        assert_eq!(
            with_value("max_nights = 10  # two weeks soon", 10.0, 14.5).as_deref(),
            Some("max_nights = 14.5  # two weeks soon")
        );
        assert_eq!(with_value("limit: 7", 10.0, 14.0), None);
    }
}
