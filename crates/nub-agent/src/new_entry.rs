//! A new item a request adds to a price list written out in a settings
//! file or module ("We've started stocking a rhubarb and ginger gin. Please
//! add it to the tasting menu at £6.50 a measure.", where menu.json holds
//! `"gins": {"London Dry": 5.00, …}`): the edit that adds the entry, in the
//! style of the others. Asked so, the 1.5B model wrote tasting.py over with
//! a fenced function, four times, and the menu never had the gin.

use crate::switched::named_words;
use crate::written_again::one_amount;

/// The entry to add: after the list's last entry, in its style.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NewEntry {
    /// The list's name (`gins`, `PRICES`).
    pub(crate) list: String,
    /// The key of the new entry, as the others are written.
    pub(crate) key: String,
    /// 1-based line of the list's last entry.
    pub(crate) line: usize,
    /// That line, and it followed by the new entry.
    pub(crate) old: String,
    pub(crate) new: String,
}

/// Words of a request that add something to what is sold.
const ADDING: &[&str] = &["add", "stocking", "selling", "started doing", "now doing", "new "];

/// Words of a request for a feature, which an entry alone does not make:
/// an extra that goes on the total and shows on the receipt.
const FEATURE: &[&str] = &["receipt", "option", "show", "total", "invoice", "slip", "parameter"];

/// Words after which an item's name is said.
const SAYS_ITEM: &[&str] = &["stocking", "selling", "started doing", "now doing", "adding", "add"];

/// Words that end an item's name.
const ENDS_ITEM: &[&str] = &[" to ", " at ", " for ", " on ", " which ", " that ", " - ", " ("];

/// Lowercase words of a name written in title case.
const SMALL_WORDS: &[&str] = &["and", "of", "with", "the", "in", "on", "a"];

/// Items' names of more words are no name.
const MAX_ITEM_WORDS: usize = 6;

/// A price list of `text`: its name, and its entries as (0-based line,
/// key, value as written).
struct PriceList<'t> {
    name: &'t str,
    entries: Vec<(usize, &'t str, &'t str)>,
}

/// The entry a request adds to the one list of `text` it names, when it
/// gives one amount and names the item.
pub(crate) fn new_entry(request: &str, text: &str) -> Option<NewEntry> {
    let lower = request.to_lowercase();
    if !ADDING.iter().any(|word| lower.contains(word)) || FEATURE.iter().any(|word| lower.contains(word)) {
        return None;
    }
    let (amount, _) = one_amount(request)?;
    let lists = price_lists(text);
    let named: Vec<&PriceList> = lists.iter().filter(|list| named_words(request, list.name) > 0).collect();
    let list = match (&named[..], &lists[..]) {
        ([one], _) => *one,
        ([], [only]) => only,
        _ => return None,
    };
    let item = item_named(request, list.name)?;
    let key = styled(&item, &list.entries.iter().map(|(_, key, _)| *key).collect::<Vec<_>>());
    // On the list already, with or without the list's own word ("Sloe Gin").
    let item_words: Vec<String> = key.to_lowercase().split_whitespace().map(str::to_owned).collect();
    let listed = |existing: &str| {
        let words: Vec<String> = existing.to_lowercase().split_whitespace().map(str::to_owned).collect();
        words.starts_with(&item_words)
    };
    if list.entries.iter().any(|(_, existing, _)| listed(existing)) {
        return None;
    }
    let listed = list.entries.iter().map(|(_, _, value)| value.split_once('.').map_or(0, |(_, d)| d.len())).max()?;
    // A price in pence is written with them, whatever the others have.
    let decimals = if amount.fract() != 0.0 { listed.max(2) } else { listed };
    let value = format!("{amount:.decimals$}");
    let &(at, _, _) = list.entries.last()?;
    let old = text.lines().nth(at)?;
    let indent = &old[..old.len() - old.trim_start().len()];
    let quote = old.trim_start().chars().next()?;
    let entry = format!("{indent}{quote}{key}{quote}: {value}");
    let new = match old.trim_end().strip_suffix(',') {
        Some(_) => format!("{old}\n{entry},"),
        None => format!("{},\n{entry}", old.trim_end()),
    };
    Some(NewEntry { list: list.name.to_owned(), key, line: at + 1, old: old.to_owned(), new })
}

/// The lists of `text` written one entry a line whose values are all
/// numbers: `"gins": {` or `PRICES = {`, then `"key": 5.00,` lines, then `}`.
fn price_lists(text: &str) -> Vec<PriceList<'_>> {
    let lines: Vec<&str> = text.lines().collect();
    let mut lists = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let Some(opening) = line.trim_end().strip_suffix('{') else { continue };
        let name = opening.trim().trim_end_matches([':', '=']).trim().trim_matches(['"', '\'']);
        if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let mut entries = Vec::new();
        for (n, inner) in lines.iter().enumerate().skip(at + 1) {
            if inner.trim_start().starts_with('}') {
                break;
            }
            match entry(inner) {
                Some((key, value)) => entries.push((n, key, value)),
                None => {
                    entries.clear();
                    break;
                }
            }
        }
        if entries.len() >= 2 {
            lists.push(PriceList { name, entries });
        }
    }
    lists
}

/// `"London Dry": 5.00,` as its key and value.
fn entry(line: &str) -> Option<(&str, &str)> {
    let line = line.trim().trim_end_matches(',');
    let quote = line.chars().next().filter(|c| matches!(c, '"' | '\''))?;
    let rest = &line[1..];
    let end = rest.find(quote)?;
    let (key, after) = (&rest[..end], rest[end + 1..].trim_start());
    let value = after.strip_prefix(':')?.trim();
    (value.parse::<f64>().is_ok() && !key.is_empty()).then_some((key, value))
}

/// The item the request adds, lower case: after a colon in a sentence
/// that says it is new ("a new pie …: chicken, leek and tarragon, at
/// £4.85"), or after "stocking a", "add a" and their kin; a last word that
/// is the list's own ("gin" of `gins`) left out.
fn item_named(request: &str, list: &str) -> Option<String> {
    let lower = request.to_lowercase();
    let said = lower
        .split_terminator(['.', '!', '?'])
        .filter(|sentence| sentence.contains("new"))
        .find_map(|sentence| sentence.split_once(':').map(|(_, after)| after.to_owned()))
        .or_else(|| {
            SAYS_ITEM.iter().find_map(|word| {
                lower.match_indices(word).find_map(|(at, _)| {
                    let before_ok = !lower[..at].ends_with(|c: char| c.is_alphanumeric());
                    let after = lower[at + word.len()..].strip_prefix(' ')?;
                    let after = ["a ", "an ", "some ", "our ", "the "]
                        .iter()
                        .find_map(|article| after.strip_prefix(article))
                        .unwrap_or(after);
                    let after = after.strip_prefix("new ").unwrap_or(after);
                    let pronoun = ["it", "it ", "them", "them ", "this", "these"].iter().any(|p| after.starts_with(p));
                    (before_ok && !pronoun).then(|| after.to_owned())
                })
            })
        })?;
    let mut item = said.split(['.', '!', '?', ';']).next()?.to_owned();
    for end in ENDS_ITEM.iter().chain([", at", ", for", ", please"].iter()) {
        if let Some(at) = item.find(end) {
            item.truncate(at);
        }
    }
    let mut words: Vec<&str> = item.split_whitespace().collect();
    let own = list.to_lowercase();
    let own = own.trim_end_matches('s');
    if words.len() > 1 && words.last().is_some_and(|last| last.trim_end_matches('s') == own) {
        words.pop();
    }
    let item = words.join(" ").trim_matches([',', ' ']).to_owned();
    // "Add 20p to the latte price": an amount, no item.
    let amount_like = item.starts_with(|c: char| c.is_ascii_digit());
    (!item.is_empty() && words.len() <= MAX_ITEM_WORDS && !item.contains('£') && !amount_like).then_some(item)
}

/// `item` written as `keys` are: all lower case, or title case with the
/// small words lower ("Rhubarb and Ginger"), or snake case.
fn styled(item: &str, keys: &[&str]) -> String {
    if keys.iter().all(|key| !key.contains(' ') && key.contains('_')) {
        return item.replace([',', '-'], "").split_whitespace().collect::<Vec<_>>().join("_");
    }
    let title = keys.iter().all(|key| {
        key.split_whitespace().all(|word| SMALL_WORDS.contains(&word) || word.starts_with(|c: char| c.is_uppercase()))
    });
    if !title {
        return item.to_owned();
    }
    item.split(' ')
        .map(|word| match SMALL_WORDS.contains(&word) {
            true => word.to_owned(),
            false => {
                let mut chars = word.chars();
                chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
            }
        })
        .collect::<Vec<String>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    const MENU: &str = "{\n  \"bar_name\": \"The Juniper Room\",\n  \"gins\": {\n    \"London Dry\": 5.00,\n    \"Sloe Gin\": 5.25,\n    \"Elderflower and Cucumber\": 6.00\n  },\n  \"mixers\": {\n    \"tonic\": 1.80,\n    \"ginger ale\": 2.00\n  },\n  \"flight_discount\": 0.15\n}\n";

    #[test]
    fn a_new_gin_goes_after_the_last_gin_as_the_gins_are_written() {
        let request =
            "We've started stocking a rhubarb and ginger gin. Please add it to the tasting menu at £6.50 a measure.";
        let entry = new_entry(request, MENU).expect("an entry");
        assert_eq!(entry.list, "gins");
        assert_eq!(entry.key, "Rhubarb and Ginger");
        assert_eq!(entry.line, 6);
        assert_eq!(entry.old, "    \"Elderflower and Cucumber\": 6.00");
        assert_eq!(entry.new, "    \"Elderflower and Cucumber\": 6.00,\n    \"Rhubarb and Ginger\": 6.50");
    }

    #[test]
    fn a_new_pie_after_a_colon_is_written_in_lower_case() {
        let prices = "{\n  \"pies\": {\n    \"steak and ale\": 4.95,\n    \"pork\": 3.75\n  },\n  \"sides\": {\n    \"mash\": 2.20,\n    \"gravy\": 0.90\n  }\n}\n";
        let request = "We've got a new pie starting next week: chicken, leek and tarragon, at £4.85. Please add it to the price list so the till knows about it.";
        let entry = new_entry(request, prices).expect("an entry");
        assert_eq!((entry.list.as_str(), entry.key.as_str()), ("pies", "chicken, leek and tarragon"));
        assert_eq!(entry.new, "    \"pork\": 3.75,\n    \"chicken, leek and tarragon\": 4.85");
    }

    #[test]
    fn a_module_s_dict_keeps_its_trailing_comma() {
        let code = "PRICES = {\n    \"latte\": 3.20,\n    \"mocha\": 3.60,\n}\n";
        let entry = new_entry("We're now selling a flat white. Add it at £3.40.", code).expect("an entry");
        assert_eq!(entry.new, "    \"mocha\": 3.60,\n    \"flat white\": 3.40,");
    }

    #[test]
    fn no_entry_without_one_amount_a_named_item_or_one_list() {
        let request = "We've started stocking a rhubarb and ginger gin. Please add it to the tasting menu.";
        assert_eq!(new_entry(request, MENU), None, "no amount");
        assert_eq!(new_entry("Please add it to the menu at £6.50.", MENU), None, "no item");
        assert_eq!(new_entry("The London Dry should be £6.50, not £5.00.", MENU), None, "two amounts, nothing added");
        let two = "{\n  \"a\": {\n    \"x\": 1.0,\n    \"y\": 2.0\n  },\n  \"b\": {\n    \"z\": 1.0,\n    \"w\": 2.0\n  }\n}\n";
        assert_eq!(new_entry("We're stocking a sloe gin. Add it at £6.", two), None, "two lists, none named");
        let taken = "We've started stocking a sloe gin. Add it at £6.50.";
        assert_eq!(new_entry(taken, MENU), None, "already on the list");
        assert_eq!(new_entry("Please add 20p to the latte price, so it's £3.40.", MENU), None, "a price rise");
        let whole = "PRICES = {\n    \"latte\": 3,\n    \"mocha\": 4,\n}\n";
        let entry = new_entry("We're now selling a flat white. Add it at £3.40.", whole).expect("an entry");
        assert!(entry.new.ends_with("\"flat white\": 3.40,"), "{}", entry.new);
        let feature = "We've started stocking a rhubarb gin. Add it at £6.50 and show it on the receipt.";
        assert_eq!(new_entry(feature, MENU), None, "a feature");
    }
}
