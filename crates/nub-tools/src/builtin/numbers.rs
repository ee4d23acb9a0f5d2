//! Numbers a small model sends alone as `old_string` (`30`): where one
//! stands as a number of its own, not inside 230 or 08:30, and what an
//! edit is told when it names several places or none.

use super::not_found::MAX_LISTED_MATCHES;

/// Whether `text` is a number alone: digits, with at most one dot.
pub(super) fn is_number(text: &str) -> bool {
    let number = text.trim();
    number.chars().any(|c| c.is_ascii_digit())
        && number.chars().all(|c| c.is_ascii_digit() || c == '.')
        && number.matches('.').count() <= 1
}

/// Whether `line` holds `number` as a number of its own: no digit, dot,
/// colon (a time, `08:30`) or letter right before or after it.
pub(super) fn holds_number(line: &str, number: &str) -> bool {
    standing(line, number) > 0
}

/// How often `number` stands in `text` as a number of its own.
pub(super) fn standing(text: &str, number: &str) -> usize {
    standing_at(text, number).len()
}

/// Where `number` stands in `text` as a number of its own (byte offsets).
pub(super) fn standing_at(text: &str, number: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    let part_of = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_alphanumeric() || matches!(*b, b'.' | b'_' | b':'));
    text.match_indices(number)
        .map(|(at, _)| at)
        .filter(|&at| !part_of(at.checked_sub(1).and_then(|i| bytes.get(i))) && !part_of(bytes.get(at + number.len())))
        .collect()
}

/// Why an edit of `number`, found `count` times in `content`, is not made:
/// the lines where it stands as a number of its own, to pick one from.
pub(super) fn places(content: &str, shown: &str, number: &str, count: usize) -> String {
    let lines = |keep: &dyn Fn(&str) -> bool| -> String {
        let listed: Vec<String> = content
            .lines()
            .enumerate()
            .filter(|(_, line)| keep(line))
            .take(MAX_LISTED_MATCHES)
            .map(|(n, line)| format!("line {} `{}`", n + 1, crate::text::clip(line.trim(), 60)))
            .collect();
        listed.join(", ")
    };
    let send = "send old_string with what stands around it on its line, so that it names one place";
    match lines(&|line| holds_number(line, number)) {
        none if none.is_empty() => format!(
            "`{number}` is in {shown} only inside other numbers or times ({}); {send}",
            lines(&|line| line.contains(number))
        ),
        standing => format!("`{number}` occurs {count} times in {shown}, as a number of its own at {standing}; {send}"),
    }
}
