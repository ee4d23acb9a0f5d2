//! An answer that repeats itself without end.
//!
//! Greedy decoding can fall into a loop: a 1.5B model answering a
//! question wrote the same sentence over and over until the server's
//! output limit, 1,024 tokens and 70 s on a 2-core machine, for an answer
//! of one line. A small model's text that ends in the same stretch many
//! times over is cut there, keeping one copy.
//!
//! The same model also went round its tool calls inside one answer: read,
//! read, grep, grep, edit, read … until the limit, 70 s again. A small
//! model's answer ends after [`MAX_CALLS`] calls.

use nub_llm::collect::Collector;
use nub_llm::{Block, Message};

/// Tool calls a small model's answer may hold; the calls after them are
/// not waited for.
pub(super) const MAX_CALLS: usize = 4;

/// Times a stretch must repeat back to back.
const MIN_REPEATS: usize = 4;
/// Characters the repeats must cover together: a Markdown table rule or
/// a row of `=` repeats a short unit for real.
const MIN_SPAN: usize = 300;
/// The longest repeated stretch looked for, in bytes.
const MAX_PERIOD: usize = 400;

/// Where `text` should end when it ends in a stretch repeated at least
/// [`MIN_REPEATS`] times over at least [`MIN_SPAN`] bytes: after the
/// first copy of the stretch, cut where the copies end now. `None` when it
/// does not.
pub(super) fn repeating_from(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let n = bytes.len();
    if n < MIN_SPAN {
        return None;
    }
    let period = (1..=MAX_PERIOD.min(n / MIN_REPEATS)).find(|&p| {
        let span = (p * MIN_REPEATS).max(MIN_SPAN);
        span <= n && (n - span..n - p).all(|i| bytes[i] == bytes[i + p])
    })?;
    // Back to where the repetition starts.
    let mut start = n - (period * MIN_REPEATS).max(MIN_SPAN);
    while start > 0 && bytes[start - 1] == bytes[start - 1 + period] {
        start -= 1;
    }
    // One copy kept, ending where the text ends now (after a token).
    let mut end = n - ((n - start) / period - 1) * period;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    Some(end)
}

/// The message of `collector` with the text of block `index` cut to
/// `kept`, and without the blocks after it (they never finished).
pub(super) fn kept_once(collector: &Collector, index: usize, kept: String) -> Message {
    let mut message = collector.message();
    if let Some(at) = collector.position(index) {
        if let Some(Block::Text { text, .. }) = message.content.get_mut(at) {
            *text = kept;
        }
        message.content.truncate(at + 1);
    }
    message
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_said_over_and_over_is_kept_once() {
        let intro = "The default log level is set in defaults.py. ";
        let looped = format!("{intro}{}", "It is WARNING, as LOG_LEVEL says. ".repeat(12));
        let end = repeating_from(&looped).unwrap();
        assert_eq!(&looped[..end], format!("{intro}It is WARNING, as LOG_LEVEL says. "));
        let lines = format!("Answer:\n{}", "- the port is 5055\n".repeat(30));
        assert_eq!(&lines[..repeating_from(&lines).unwrap()], "Answer:\n- the port is 5055\n");
    }

    #[test]
    fn ordinary_text_and_short_repeats_are_left_alone() {
        assert_eq!(repeating_from("short"), None);
        let table = format!("| a | b |\n|---|---|\n{}", "| 1 | 2 |\n| 3 | 4 |\n| 5 | 6 |\n");
        assert_eq!(repeating_from(&table), None);
        let prose = "nub keeps every conversation as a tree on disk. ".to_owned()
            + "It can be resumed, rewound and branched; compaction keeps it short. "
            + "The sandbox holds bash to the repository, and checkpoints undo what tools did. "
            + "Hooks can refuse a call, and plan mode keeps the model to reading.";
        assert_eq!(repeating_from(&prose), None);
        let rule = format!("Title\n{}\n", "=".repeat(80));
        assert_eq!(repeating_from(&rule), None, "80 characters are under the span");
        let three = "A sentence of well over a hundred characters that the model says three times in a row, which is not yet a loop. ".repeat(3);
        assert_eq!(repeating_from(&three), None, "three times is not yet a loop");
    }
}
