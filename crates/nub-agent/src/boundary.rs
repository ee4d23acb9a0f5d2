//! A boundary the request says is left out: "a tower that's up for exactly
//! 7 days doesn't need inspecting, but the rule is 7 days or more", "a
//! customer ordered exactly 10 bags … our deal is 10 bags or more". The
//! code compares strictly (`days > INSPECTION_INTERVAL`, where the
//! constant is 7); the 1.5B model changed the constant or the discount
//! rate instead, in both honest runs.

use crate::stated_values::numbers_in;

/// Which side of the boundary the request says counts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Side {
    /// "N or more", "at least N": `x > N` should be `x >= N`.
    AtLeast,
    /// "up to N", "N or fewer": `x < N` should be `x <= N`.
    AtMost,
}

/// Words after the number (and up to two words of its unit) that say
/// which side counts.
const AFTER: &[(&str, Side)] = &[
    ("or more", Side::AtLeast),
    ("or over", Side::AtLeast),
    ("and over", Side::AtLeast),
    ("or above", Side::AtLeast),
    ("and above", Side::AtLeast),
    ("or fewer", Side::AtMost),
    ("or less", Side::AtMost),
    ("or under", Side::AtMost),
    ("and under", Side::AtMost),
    ("or below", Side::AtMost),
];
/// Words before the number that say which side counts.
const BEFORE: &[(&str, Side)] =
    &[("at least", Side::AtLeast), ("up to", Side::AtMost), ("at most", Side::AtMost), ("no more than", Side::AtMost)];

/// Words that say a number left out should count, when no side is said:
/// "exactly 50 ewes … 50 is meant to count as a big flock".
const COUNTING: &[&str] = &["count", "counts", "counted", "qualify", "qualifies", "included", "include"];

/// The number the request says is left out ("exactly N") and the side of
/// it that counts, when the request says both of the same number; with no
/// side (`None`) when it says the number should count without one.
pub(crate) fn left_out(prompt: &str) -> Option<(f64, Option<Side>)> {
    let lower = prompt.to_lowercase();
    let exact: Vec<f64> = lower
        .match_indices("exactly ")
        .filter_map(|(at, word)| {
            let next: String = lower[at + word.len()..].chars().take(12).collect();
            numbers_in(&next).first().copied()
        })
        .collect();
    let words: Vec<&str> =
        lower.split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | '?' | '!' | '-')).collect();
    // The case said again beside its side is the one left out too: "a
    // party of eight adults … groups of eight or more get 10% off".
    let said: Vec<f64> = words.iter().filter_map(|word| numbers_in(word).first().copied()).collect();
    let said_twice = |n: &f64| said.iter().filter(|other| *other == n).count() >= 2;
    let mut found: Option<(f64, Side)> = None;
    for (at, word) in words.iter().enumerate() {
        let Some(&n) = numbers_in(word).first().filter(|n| exact.contains(n) || said_twice(n)) else { continue };
        let after = words[at + 1..].iter().filter(|w| !w.is_empty()).take(4).copied().collect::<Vec<_>>().join(" ");
        let mut before: Vec<&str> = words[..at].iter().rev().filter(|w| !w.is_empty()).take(3).copied().collect();
        before.reverse();
        let before = before.join(" ");
        // The side: right after the number, or after its unit ("7 days or more").
        let side = AFTER
            .iter()
            .find(|(phrase, _)| {
                (0..3).any(|skip| after.split(' ').skip(skip).collect::<Vec<_>>().join(" ").starts_with(phrase))
            })
            .or_else(|| BEFORE.iter().find(|(phrase, _)| before.ends_with(phrase)))
            .map(|(_, side)| *side);
        if let Some(side) = side {
            if found.is_some_and(|(other, other_side)| other != n || other_side != side) {
                return None;
            }
            found = Some((n, side));
        }
    }
    if let Some((n, side)) = found {
        return Some((n, Some(side)));
    }
    let counting = words.iter().any(|word| COUNTING.contains(word));
    match exact[..] {
        [n] if counting => Some((n, None)),
        _ => None,
    }
}

/// The lines of Python `code` that compare strictly against `n` — a
/// number or a module constant that holds it — on the side that leaves
/// `n` out (either side when `side` is `None`), each with the comparison
/// made to count it: (line number, the line, the line fixed).
pub(crate) fn strict_comparisons(code: &str, n: f64, side: Option<Side>) -> Vec<(usize, String, String)> {
    let constants: Vec<&str> = code
        .lines()
        .filter_map(|line| {
            let (name, value) = line.split_once('=')?;
            let name = name.trim();
            let value = value.split('#').next()?.trim();
            let constant = !line.starts_with(' ')
                && name.chars().all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit());
            (constant && !name.is_empty() && value.parse::<f64>().ok() == Some(n)).then_some(name)
        })
        .collect();
    let is_n = |token: &str| token.parse::<f64>().ok() == Some(n) || constants.contains(&token);
    let mut found = Vec::new();
    for (index, line) in code.lines().enumerate() {
        let body = line.split('#').next().unwrap_or_default();
        let trimmed = body.trim_start();
        if trimmed.starts_with("def ") || trimmed.starts_with("class ") {
            continue;
        }
        let bytes = body.as_bytes();
        for (at, &op) in bytes.iter().enumerate() {
            if !matches!(op, b'>' | b'<') {
                continue;
            }
            let prev = at.checked_sub(1).map(|i| bytes[i]);
            let next = bytes.get(at + 1).copied();
            if matches!(prev, Some(b'-' | b'<' | b'>' | b'=' | b'!')) || matches!(next, Some(b'=' | b'<' | b'>')) {
                continue;
            }
            let token = |text: &str| -> String {
                text.chars().take_while(|c| c.is_alphanumeric() || matches!(c, '_' | '.')).collect()
            };
            let right = token(body[at + 1..].trim_start());
            let left: String = token(&body[..at].trim_end().chars().rev().collect::<String>()).chars().rev().collect();
            // `x > N` leaves N out of "N or more"; `N < x` too. For "up
            // to N": `x < N` or `N > x`.
            let leaves_out = match (side, op) {
                (Some(Side::AtLeast), b'>') | (Some(Side::AtMost), b'<') => is_n(&right),
                (Some(Side::AtLeast), b'<') | (Some(Side::AtMost), b'>') => is_n(&left),
                (None, _) => is_n(&right) || is_n(&left),
                _ => false,
            };
            if leaves_out {
                let fixed = format!("{}{}={}", &line[..at], op as char, &line[at + 1..]);
                found.push((index + 1, line.to_owned(), fixed));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_number_left_out_and_the_side_that_counts() {
        assert_eq!(
            left_out(
                "the needs_inspection function says a tower that's up for exactly 7 days doesn't need inspecting, but the rule is 7 days or more - can you sort that out?"
            ),
            Some((7.0, Some(Side::AtLeast)))
        );
        assert_eq!(
            left_out(
                "A customer ordered exactly 10 bags of hardwood logs and didn't get the bulk discount, but our deal is 10 bags or more - can you fix it so 10 counts?"
            ),
            Some((10.0, Some(Side::AtLeast)))
        );
        assert_eq!(
            left_out(
                "nobody can challenge the player exactly 3 rungs above them, but the rules say anyone up to 3 rungs above."
            ),
            Some((3.0, Some(Side::AtMost)))
        );
        assert_eq!(left_out("Orders of 50 or more ship free."), None, "no exact case said");
        assert_eq!(
            left_out(
                "We had a party of eight adults on the punt today and the system didn't give them the group discount, but our price board says groups of eight or more get 10% off. Can you sort it out?"
            ),
            Some((8.0, Some(Side::AtLeast))),
            "the case said in words, beside its side"
        );
        assert_eq!(left_out("Orders of 50 or more ship free; 20 or 20 more."), None, "said twice without its side");
        assert_eq!(left_out("exactly 5 people came; groups of 6 or more pay less"), None, "another number");
        assert_eq!(
            left_out(
                "A farmer with exactly 50 ewes got charged the normal per-sheep price, but 50 is meant to count as a big flock and get the cheaper rate. Can you sort that out?"
            ),
            Some((50.0, None))
        );
        assert_eq!(left_out("Exactly 3 scones cost £5 but should be £4.50."), None, "no word says it counts");
    }

    #[test]
    fn strict_comparisons_with_the_number_or_its_constant_are_made_to_count_it() {
        let code = "INSPECTION_INTERVAL = 7   # days\nLONG = 4\n\n\ndef needs_inspection(days):\n    return days > INSPECTION_INTERVAL\n\n\ndef long_hire(weeks):\n    return weeks >= LONG\n";
        assert_eq!(
            strict_comparisons(code, 7.0, Some(Side::AtLeast)),
            vec![(
                6,
                "    return days > INSPECTION_INTERVAL".to_owned(),
                "    return days >= INSPECTION_INTERVAL".to_owned()
            )]
        );
        assert!(strict_comparisons(code, 4.0, Some(Side::AtLeast)).is_empty(), "already counts 4");
        let code = "def challenge_ok(gap):\n    return 0 < gap < 3\n";
        assert_eq!(strict_comparisons(code, 3.0, Some(Side::AtMost))[0].2, "    return 0 < gap <= 3");
        let code = "def f(x) -> int:\n    return x >> 7 if 7 < x else 0\n";
        assert_eq!(strict_comparisons(code, 7.0, Some(Side::AtLeast))[0].2, "    return x >> 7 if 7 <= x else 0");
        // No side said: a strict comparison either way.
        let code = "FLOCK_SIZE = 50


def rate(sheep):
    if sheep > FLOCK_SIZE:
        return 1.9
    return 2.4
";
        assert_eq!(strict_comparisons(code, 50.0, None)[0].2, "    if sheep >= FLOCK_SIZE:");
    }
}
