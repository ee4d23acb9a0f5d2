//! Splits `<think>…</think>` that some models (DeepSeek-R1 distills, Qwen3,
//! QwQ) write into the answer text into separate thinking text, even when a
//! tag is cut across chunks.
//!
//! Only a think section at the very start of the answer (after optional
//! whitespace) counts: a tag further on is text the model wrote about tags.

const OPEN: &str = "<think>";
const CLOSE: &str = "</think>";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Segment {
    Thinking,
    Text,
}

#[derive(Debug, Default)]
pub struct ThinkSplitter {
    state: State,
    held: String,
}

#[derive(Debug, Default, PartialEq, Eq)]
enum State {
    #[default]
    Start,
    Thinking,
    Text,
}

impl ThinkSplitter {
    /// Feeds a piece of content; `emit` receives the text of each segment in order.
    pub fn push(&mut self, piece: &str, emit: &mut impl FnMut(Segment, &str)) {
        match self.state {
            State::Text => emit(Segment::Text, piece),
            State::Start => {
                self.held.push_str(piece);
                let trimmed = self.held.trim_start();
                if trimmed.len() < OPEN.len() && OPEN.starts_with(trimmed) {
                    return; // still might become "<think>"
                }
                let held = std::mem::take(&mut self.held);
                match held.trim_start().strip_prefix(OPEN) {
                    Some(rest) => {
                        // The whitespace and tag before the thinking are dropped:
                        // they carry no meaning once the section is a block.
                        self.state = State::Thinking;
                        let rest = rest.to_owned();
                        self.push(&rest, emit);
                    }
                    None => {
                        self.state = State::Text;
                        emit(Segment::Text, &held);
                    }
                }
            }
            State::Thinking => {
                self.held.push_str(piece);
                if let Some(at) = self.held.find(CLOSE) {
                    let held = std::mem::take(&mut self.held);
                    if at > 0 {
                        emit(Segment::Thinking, &held[..at]);
                    }
                    self.state = State::Text;
                    let rest = &held[at + CLOSE.len()..];
                    if !rest.is_empty() {
                        emit(Segment::Text, rest);
                    }
                    return;
                }
                // Keep back a tail that could be the start of "</think>".
                let keep = (1..CLOSE.len())
                    .rev()
                    .find(|&n| {
                        self.held.len() >= n
                            && self.held.is_char_boundary(self.held.len() - n)
                            && CLOSE.starts_with(&self.held[self.held.len() - n..])
                    })
                    .unwrap_or(0);
                let cut = self.held.len() - keep;
                if cut > 0 {
                    let ready: String = self.held.drain(..cut).collect();
                    emit(Segment::Thinking, &ready);
                }
            }
        }
    }

    /// Ends the content: whatever is held back is released as it stands.
    pub fn finish(&mut self, emit: &mut impl FnMut(Segment, &str)) {
        let held = std::mem::take(&mut self.held);
        if held.is_empty() {
            return;
        }
        match self.state {
            State::Thinking => emit(Segment::Thinking, &held),
            State::Start | State::Text => emit(Segment::Text, &held),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(pieces: &[&str]) -> Vec<(Segment, String)> {
        let mut splitter = ThinkSplitter::default();
        let mut out: Vec<(Segment, String)> = Vec::new();
        let mut emit = |segment: Segment, text: &str| match out.last_mut() {
            Some((last, acc)) if *last == segment => acc.push_str(text),
            _ => out.push((segment, text.to_owned())),
        };
        for piece in pieces {
            splitter.push(piece, &mut emit);
        }
        splitter.finish(&mut emit);
        out
    }

    #[test]
    fn splits_a_leading_think_section_at_every_cut() {
        let full = "\n<think>plan a</think>\n\nanswer";
        for cut in 0..=full.len() {
            let out = split(&[&full[..cut], &full[cut..]]);
            assert_eq!(
                out,
                vec![(Segment::Thinking, "plan a".to_owned()), (Segment::Text, "\n\nanswer".to_owned())],
                "cut at {cut}"
            );
        }
    }

    #[test]
    fn text_without_a_leading_tag_passes_through() {
        assert_eq!(split(&["Hello <think>x</think>"]), vec![(Segment::Text, "Hello <think>x</think>".to_owned())]);
        assert_eq!(split(&["<thi", "s is text"]), vec![(Segment::Text, "<this is text".to_owned())]);
        assert_eq!(split(&["<th"]), vec![(Segment::Text, "<th".to_owned())]);
    }

    #[test]
    fn unclosed_thinking_is_released_at_the_end() {
        assert_eq!(split(&["<think>still going </thi"]), vec![(Segment::Thinking, "still going </thi".to_owned())]);
    }
}
