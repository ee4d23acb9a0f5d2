//! A new charge the request places after a step of the function ("added
//! after the group discount so the lunch itself is never discounted",
//! "20% on top of the final quote (after the minimum charge)"), written
//! before that step: its block is moved to right after it. The 1.5B model
//! wrote a trail ride's packed lunch above the group discount, in the
//! function otherwise right, and the discount took 15 % off the lunch.

/// Words of a step too plain to tell one from another.
const PLAIN: &[&str] = &[
    "charge", "price", "total", "cost", "amount", "final", "fee", "that", "this", "them", "rest", "first", "second",
    "third", "last", "next", "hour", "hours", "days", "nights", "weeks", "minutes", "months", "years",
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
    let mut out: Vec<&str> = Vec::with_capacity(lines.len());
    out.extend(&lines[..block.0]);
    out.extend(&lines[block.1 + 1..=step.1]);
    out.extend(&lines[block.0..=block.1]);
    out.extend(&lines[step.1 + 1..]);
    Some(out.join("\n"))
}

/// The words that name the step the request places the new charge
/// after: "after the group discount" gives group and discount.
fn step_words(request: &str) -> Option<Vec<String>> {
    let lower = request.to_lowercase();
    let (_, rest) = lower.split_once("after the ")?;
    let words: Vec<String> = rest
        .split(|c: char| !c.is_alphanumeric() && c != ' ' && c != '-')
        .next()?
        .split_whitespace()
        .take_while(|word| !ENDS.contains(word))
        .take(3)
        .filter(|word| word.len() >= 4 && !PLAIN.contains(word))
        .map(str::to_owned)
        .collect();
    (!words.is_empty()).then_some(words)
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
        assert_eq!(step_words("£4 per hour after the first two hours"), None);
    }
}
