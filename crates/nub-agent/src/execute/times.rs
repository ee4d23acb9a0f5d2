//! A small model's edit that sets a time of day, or a length of time in a
//! setting that counts in a unit, to a value the request does not say
//! (`said_times`).

use nub_tools::ToolKind;
use serde_json::Value;

use super::stated::one_line_changed;
use super::{Call, Executor, number_text};
use crate::said_times::{clock_in, lengths, times_of_day, unit_of};
use crate::stated_values::number_changed;

impl Executor {
    /// Why an `edit` is not run, once: it changes one line to a time of day
    /// that none of the request's times is, or a number of a setting whose
    /// name counts in a unit (`reminder_hours_before`) to one that none of
    /// the request's lengths of time comes to. The refusal says what each
    /// is on a 24-hour clock, or in the setting's unit.
    pub(super) fn time_not_said(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        if self.times_told || kind != ToolKind::Edit || call.name != "edit" || !rules.asks_for_change() {
            return None;
        }
        let now = self.small_file(path)?;
        let before: Vec<&str> = now.lines().collect();
        let (_, was, is) = one_line_changed(&now, path, old, new)?;
        let (was, is) = (was.as_str(), is.as_str());
        let why = self
            .clock_replaced_elsewhere(&before, was, is, rules.text())
            .or_else(|| self.clock_not_said(was, is, rules.text()))
            .or_else(|| length_not_said(was, is, rules.text()))?;
        self.times_told = true;
        Some(format!("not run: this changes `{}` to `{}`, but {why}", was.trim(), is.trim()))
    }

    /// Why an edit changes the wrong time: the request says which time is
    /// replaced ("instead of 2 o'clock"), the line changed holds another,
    /// and a line of the file holds that one. Asked to start the afternoon
    /// show at quarter past one instead of 2 o'clock, the 1.5B model set
    /// the evening show's 18:30 to 14:00.
    fn clock_replaced_elsewhere(&self, lines: &[&str], was: &str, is: &str, prompt: &str) -> Option<String> {
        let old = clock_in(was)?;
        clock_in(is)?;
        let said = times_of_day(prompt);
        let replaced = said.iter().find(|time| time.replaced)?;
        // Another time the request names may change too ("and the evening
        // one from 18:30 to 19:00").
        if said.iter().any(|time| time.clock.contains(&old)) {
            return None;
        }
        let (at, line) = lines
            .iter()
            .enumerate()
            .find(|(_, line)| clock_in(line).is_some_and(|clock| replaced.clock.contains(&clock)))?;
        let (hour, minute) = clock_in(line)?;
        Some(format!(
            "the request replaces {} ({hour:02}:{minute:02}), and the line that holds that time is line {}: `{}`. Change that line, and leave `{}` as it is.",
            replaced.said,
            at + 1,
            line.trim(),
            was.trim()
        ))
    }

    fn clock_not_said(&self, was: &str, is: &str, prompt: &str) -> Option<String> {
        let old = clock_in(was);
        let (hour, minute) = clock_in(is).filter(|clock| old != Some(*clock))?;
        let mut said = times_of_day(prompt);
        // A time said without am or pm is read in the half of the day of
        // the time it replaces: asked for doors at "quarter past seven
        // instead of 7pm", the 1.5B model, told 07:15 or 19:15, set 07:15.
        if let Some((old_hour, _)) = old {
            for time in &mut said {
                let same_half: Vec<(u32, u32)> =
                    time.clock.iter().copied().filter(|(h, _)| (*h >= 12) == (old_hour >= 12)).collect();
                if time.clock.len() > 1 && !same_half.is_empty() {
                    time.clock = same_half;
                }
            }
        }
        if said.is_empty() || said.iter().any(|time| time.clock.contains(&(hour, minute))) {
            return None;
        }
        // A time worked out from one said ("doors half an hour before 8pm").
        let lower = prompt.to_lowercase();
        if !lengths(prompt).is_empty() && [" before", " after", "earlier", "later"].iter().any(|w| lower.contains(w)) {
            return None;
        }
        let listed: Vec<String> = said
            .iter()
            .map(|time| {
                let clocks: Vec<String> = time.clock.iter().map(|(h, m)| format!("{h:02}:{m:02}")).collect();
                format!("{} is {}", time.said, clocks.join(" or "))
            })
            .collect();
        Some(format!(
            "{hour:02}:{minute:02} is no time the request says: on a 24-hour clock, {}. Send the edit again with the time the request asks for.",
            listed.join(", ")
        ))
    }
}

/// Why a number changed on a setting's line whose name counts in a unit
/// is none of the request's lengths of time in that unit.
fn length_not_said(was: &str, is: &str, prompt: &str) -> Option<String> {
    let (_, to) = number_changed(was, is)?;
    let name: String = was
        .trim_start()
        .trim_start_matches(['"', '\''])
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    let (unit, minutes) = unit_of(&name)?;
    let said = lengths(prompt);
    let in_unit = |length: f64| length / minutes;
    if said.is_empty() || said.iter().any(|length| (in_unit(length.minutes) - to).abs() < 1e-6) {
        return None;
    }
    let listed: Vec<String> = said
        .iter()
        .map(|length| {
            let value = number_text(in_unit(length.minutes));
            format!("{} is {value} {unit}", length.said)
        })
        .collect();
    let to = number_text(to);
    Some(format!(
        "`{name}` counts {unit}, and {to} {unit} is no length of time the request says: {}. Send the edit again with the value the request asks for.",
        listed.join(", ")
    ))
}
