//! A new charge the request places after a step of the function ("added
//! after the group discount so the lunch itself is never discounted",
//! "20% on top of the final quote (after the minimum charge)"), written
//! before that step: its block is moved to right after it. The 1.5B model
//! wrote a trail ride's packed lunch above the group discount, in the
//! function otherwise right, and the discount took 15 % off the lunch.

/// Words of a step too plain to tell one from another.
const PLAIN: &[&str] = &[
    "charge", "price", "total", "cost", "amount", "final", "fee", "that", "this", "them", "rest", "first", "second",
    "third", "last", "next", "hour", "hours", "days", "nights", "weeks", "minutes", "months", "years", "one", "two",
    "six", "ten", "all", "any", "its", "our", "you", "day", "week", "night", "month", "year", "noon", "midnight",
];

/// Words that end the name of the step.
const ENDS: &[&str] = &["so", "and", "is", "it", "which", "but", "to", "on", "in", "of", "has", "have", "been", "not"];

/// `new` (the function `old` written again) with the one block it adds
/// moved to right after the last step of the function that the request
/// says it comes after, when that step comes after the block; `None`
/// when nothing is to move.
pub(crate) fn placed_after(old: &str, new: &str, request: &str) -> Option<String> {
    let keys = step_words(request)?;
    let lines: Vec<&str> = new.lines().collect();
    let old_lines: Vec<&str> = old.lines().map(str::trim).collect();
    let body_start = lines.iter().position(|line| line.trim_end().ends_with(':'))? + 1;
    let indent = lines.get(body_start..)?.iter().find(|line| !line.trim().is_empty()).map(|line| indent_of(line))?;
    // The function's statements at its body's indentation: (first, last).
    let mut statements: Vec<(usize, usize)> = Vec::new();
    for (at, line) in lines.iter().enumerate().skip(body_start) {
        if line.trim().is_empty() {
            continue;
        }
        match (indent_of(line) == indent, statements.last_mut()) {
            (true, _) => statements.push((at, at)),
            (false, Some(last)) if indent_of(line) > indent => last.1 = at,
            _ => return None,
        }
    }
    let added = |&(first, last): &(usize, usize)| (first..=last).all(|at| !old_lines.contains(&lines[at].trim()));
    let new_blocks: Vec<(usize, usize)> = statements.iter().copied().filter(added).collect();
    let [block] = new_blocks[..] else { return None };
    // A word of the step's name is a word of the statement's names:
    // "discount" of `GROUP_DISCOUNT`, not "date" of `validated`.
    let says = |&(first, last): &(usize, usize)| {
        let text = lines[first..=last].join("\n").to_lowercase();
        let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
        keys.iter().any(|key| words.contains(&key.as_str()))
    };
    let step = statements.iter().copied().rev().find(|part| part.0 > block.1 && says(part))?;
    if lines[step.0].trim_start().starts_with("return") {
        return None;
    }
    let moved = retargeted(&lines[block.0..=block.1], lines[step.0]);
    let mut out: Vec<String> = Vec::with_capacity(lines.len());
    out.extend(lines[..block.0].iter().map(|line| (*line).to_owned()));
    out.extend(lines[block.1 + 1..=step.1].iter().map(|line| (*line).to_owned()));
    out.extend(moved);
    out.extend(lines[step.1 + 1..].iter().map(|line| (*line).to_owned()));
    Some(out.join("\n"))
}

/// The block's lines, moved after `step`: a name the block adds to that
/// the step reads into another (`net += 60.0` before `total = net * (1 +
/// VAT)`) becomes the step's name, or the charge would be lost after it.
fn retargeted(block: &[&str], step: &str) -> Vec<String> {
    let into = set_name(step).filter(|_| step.contains('='));
    block
        .iter()
        .map(|line| {
            let trimmed = line.trim_start();
            let indent = line.len() - trimmed.len();
            let adds = set_name(trimmed).filter(|name| {
                let rest = trimmed[name.len()..].trim_start();
                ["+=", "-=", "*="].iter().any(|op| rest.starts_with(op))
            });
            let reads = step.split_once('=').map(|(_, value)| value).unwrap_or("");
            match (adds, &into) {
                (Some(name), Some(into)) if name != *into && nub_tools::holds_word(reads, &name) => {
                    format!("{}{into}{}", &line[..indent], &trimmed[name.len()..])
                }
                _ => (*line).to_owned(),
            }
        })
        .collect()
}

/// The name a statement begins with, when it sets it (`total = …`,
/// `net += …`).
fn set_name(statement: &str) -> Option<String> {
    let trimmed = statement.trim_start();
    let name: String = trimmed.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    let rest = trimmed[name.len()..].trim_start();
    let sets = (rest.starts_with('=') && !rest.starts_with("=="))
        || ["+=", "-=", "*=", "/="].iter().any(|op| rest.starts_with(op));
    (!name.is_empty() && sets).then_some(name)
}

/// The words that name the step the request places the new charge
/// after: "after the group discount" gives group and discount, "to the
/// final total (after VAT)" gives vat.
fn step_words(request: &str) -> Option<Vec<String>> {
    let lower = request.to_lowercase();
    lower.match_indices("after ").find_map(|(at, phrase)| {
        let starts_word = lower[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        let rest = &lower[at + phrase.len()..];
        let rest = rest.strip_prefix("the ").unwrap_or(rest);
        let words: Vec<String> = rest
            .split(|c: char| !c.is_alphanumeric() && c != ' ' && c != '-')
            .next()?
            .split_whitespace()
            .take_while(|word| !ENDS.contains(word))
            .take(3)
            // "after the final discount": discount; "after 6pm": none.
            .skip_while(|word| PLAIN.contains(word))
            .take_while(|word| {
                word.len() >= 3 && !PLAIN.contains(word) && !word.starts_with(|c: char| c.is_ascii_digit())
            })
            .map(str::to_owned)
            .collect();
        (starts_word && !words.is_empty()).then_some(words)
    })
}

fn indent_of(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

#[cfg(test)]
mod tests {
    use super::*;

    const OLD: &str = "def ride_price(riders, hours, weekend=False):\n    price = 30.0 * hours * riders\n    if weekend:\n        price += 5 * riders\n    if riders >= GROUP_SIZE:\n        price *= 1 - GROUP_DISCOUNT\n    return round(price, 2)";

    #[test]
    fn a_charge_written_before_the_step_it_comes_after_is_moved_after_it() {
        let new = "def ride_price(riders, hours, weekend=False, lunch=False):\n    price = 30.0 * hours * riders\n    if weekend:\n        price += 5 * riders\n    if lunch:\n        price += 9.50 * riders\n    if riders >= GROUP_SIZE:\n        price *= 1 - GROUP_DISCOUNT\n    return round(price, 2)";
        let request = "When lunch=True is passed it should add £9.50 per rider, added after the group discount so the lunch itself is never discounted.";
        assert_eq!(
            placed_after(OLD, new, request).as_deref(),
            Some(
                "def ride_price(riders, hours, weekend=False, lunch=False):\n    price = 30.0 * hours * riders\n    if weekend:\n        price += 5 * riders\n    if riders >= GROUP_SIZE:\n        price *= 1 - GROUP_DISCOUNT\n    if lunch:\n        price += 9.50 * riders\n    return round(price, 2)"
            )
        );
        // Already after it, or no step said: nothing moves.
        let after = "def ride_price(riders, hours, weekend=False, lunch=False):\n    price = 30.0 * hours * riders\n    if weekend:\n        price += 5 * riders\n    if riders >= GROUP_SIZE:\n        price *= 1 - GROUP_DISCOUNT\n    if lunch:\n        price += 9.50 * riders\n    return round(price, 2)";
        assert_eq!(placed_after(OLD, after, request), None);
        assert_eq!(placed_after(OLD, new, "Add £9.50 per rider for lunch."), None);
        assert_eq!(placed_after(OLD, new, "Add it after the rest."), None);
    }

    /// Seen with a 1.5B model: "add a £60 weekend surcharge to the final
    /// total (after VAT)" was added to the net before VAT.
    #[test]
    fn a_charge_after_vat_moves_after_it_and_adds_to_what_the_step_sets() {
        let old = "def quote(zones, sensor=False):\n    net = zones * 95.0\n    if sensor:\n        net += 40\n    total = net * (1 + VAT)\n    return round(total, 2)";
        let new = "def quote(zones, sensor=False, weekend=False):\n    net = zones * 95.0\n    if sensor:\n        net += 40\n    if weekend:\n        net += 60.0\n    total = net * (1 + VAT)\n    return round(total, 2)";
        let request = "When weekend=True, add a £60 weekend surcharge to the final total (after VAT).";
        assert_eq!(
            placed_after(old, new, request).as_deref(),
            Some(
                "def quote(zones, sensor=False, weekend=False):\n    net = zones * 95.0\n    if sensor:\n        net += 40\n    total = net * (1 + VAT)\n    if weekend:\n        total += 60.0\n    return round(total, 2)"
            )
        );
        // A time is no step.
        assert_eq!(step_words("bookings after 6pm pay £10 more"), None);
        assert_eq!(step_words("£4 per hour after two hours"), None);
    }

    #[test]
    fn the_step_is_named_by_its_own_words_not_plain_ones() {
        assert_eq!(
            step_words("adds 20% on top of the final quote (after the minimum charge)."),
            Some(vec!["minimum".to_owned()])
        );
        assert_eq!(
            step_words("added after the group discount so the lunch"),
            Some(vec!["group".to_owned(), "discount".to_owned()])
        );
        assert_eq!(step_words("after the total"), None);
        assert_eq!(step_words("added after the final discount"), Some(vec!["discount".to_owned()]));
        assert_eq!(step_words("after all discounts"), Some(vec!["discounts".to_owned()]));
        assert_eq!(step_words("£4 per hour after the first two hours"), None);
    }
}
