//! A small model's answer to a question that gives a number nothing it was
//! shown holds: no line of the files attached or read, no output of a
//! program, no note of nub's, not the request. Asked for the strongest gust
//! the deckchair code still hires in, the 1.5B model read
//! `STOP_HIRING_GUST_MPH = 34`, tried to make it 35, was refused, and
//! answered "35 mph". Told once, with the number, it may answer again.

use nub_llm::{Block, Message, Role};

use super::Run;
use crate::compact::ledger::result_text;
use crate::compact::text_of;
use crate::prompt_rules::PromptRules;
use crate::reported::values_in as numbers;

/// Whole numbers up to this one are counts an answer may well say of its
/// own ("2 adults", "3 files"): never held against it.
const SMALL_COUNT: f64 = 10.0;

/// How close two numbers are to be the same one.
const SAME: f64 = 0.005;

impl Run<'_> {
    /// The note for an answer to a question that gives a number nothing
    /// shown holds, once a run; `None` otherwise.
    pub(super) fn ungrounded_answer(&mut self, answer: &Message) -> Option<String> {
        if !self.config.lean || self.ungrounded_told {
            return None;
        }
        let rules = PromptRules::of(&self.prompt);
        if !rules.question() || rules.asks_for_change() {
            return None;
        }
        let history = self.session.session.path_to_head();
        let shown: Vec<f64> = history
            .iter()
            .filter(|message| message.role == Role::User)
            .flat_map(|message| shown_texts(message))
            .flat_map(|text| numbers(&text))
            .collect();
        let said = numbers(&text_of(answer));
        let unshown = said.iter().find(|&&number| !grounded(number, &shown))?;
        self.ungrounded_told = true;
        Some(format!(
            "[nub: your answer gives {}, but no file, program output or note you were shown holds that number. Answer again with the value as the code sets it or a program of it prints it; if you do not have it yet, find it first.]",
            crate::execute::number_text(*unshown)
        ))
    }
}

/// The texts of a user message: its words and its tools' results.
fn shown_texts(message: &Message) -> Vec<String> {
    message
        .content
        .iter()
        .filter_map(|block| match block {
            Block::Text { text, .. } => Some(text.clone()),
            Block::ToolResult { content, .. } => Some(result_text(content).into_owned()),
            _ => None,
        })
        .collect()
}

/// Whether `number` is a small count, or one of `shown` as it is, as a
/// percentage of a share (`35%` for 0.35) or a share of a percentage.
fn grounded(number: f64, shown: &[f64]) -> bool {
    (number.fract() == 0.0 && number.abs() <= SMALL_COUNT)
        || shown.iter().any(|&held| {
            (held - number).abs() < SAME
                || (held * 100.0 - number).abs() < SAME
                || (held / 100.0 - number).abs() < SAME / 100.0
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_read_as_written_and_not_inside_names() {
        assert_eq!(numbers("It is £1,050.00, not 35 mph."), vec![1050.0, 35.0]);
        assert_eq!(numbers("item_84 v2 and 3.5%"), vec![3.5]);
        assert_eq!(numbers("at 7:45pm"), vec![7.0, 45.0]);
    }

    #[test]
    fn a_number_is_grounded_when_shown_as_it_is_or_as_a_percentage() {
        let shown = numbers("STOP_HIRING_GUST_MPH = 34\nEND_OF_RAIL_REDUCTION = 0.35\nwarn_at_percent = 85");
        assert!(grounded(34.0, &shown));
        assert!(grounded(35.0 / 100.0, &shown) && grounded(35.0, &shown), "0.35 is 35%");
        assert!(grounded(0.85, &shown), "85% is 0.85");
        assert!(grounded(4.0, &shown), "a small count");
        assert!(!grounded(36.0, &shown));
        assert!(!grounded(12.5, &shown));
    }
}
