//! What the calls so far say about the one that just ended: the files the
//! model has now seen, whether it repeats itself (the guard's notes and its
//! stop), whether a file came back to an earlier text (`revisit`), and for
//! a small model the reminder to stop after a change (`prompt_rules`).

use nub_tools::{ToolEnv, ToolResult, ToolView};
use serde_json::json;

use super::{Call, Executor};
use crate::control::Control;
use crate::event::{LimitKind, Outcome};
use crate::guard::{REPEAT_NOTE, RESEND_UP_TO, SAME_RESULT_AGAIN, STOP_AT, circle_note, failure_note};
use crate::prompt_rules::{PromptRules, renamed};
use crate::revisit::Revisit;

impl Executor {
    /// Takes in `call`, just ended with `result`; what the model is told
    /// about it goes into `result`. `Some` ends the calls: the third round
    /// of a repetition, or a file's third return to an earlier text.
    pub(super) async fn look_back(
        &mut self,
        call: &Call,
        result: &mut ToolResult,
        control: &Control<'_>,
    ) -> Option<Outcome> {
        let env = self.env(control);
        let read_only = self.tools.get(&call.name).is_some_and(|tool| tool.read_only());
        self.seen.after(&self.tools, &call.name, &call.input, result, &env);
        let streak = self.guard.after(&call.name, read_only, &call.input, &result.for_model);
        if streak.rounds >= 2 {
            let resent =
                streak.period == 1 && self.guard.repeats_previous_result() && result.for_model.len() > RESEND_UP_TO;
            result.for_model = if resent {
                SAME_RESULT_AGAIN.to_owned()
            } else {
                let note = match streak.period {
                    1 => failure_note(&call.name, &call.input, result).unwrap_or_else(|| REPEAT_NOTE.to_owned()),
                    period => circle_note(period),
                };
                format!("{}\n\n{note}", result.for_model)
            };
        }
        let mut stop = (streak.rounds >= STOP_AT).then(|| repetition(&call.name, streak.period));
        if let (Some(rules), false, ToolView::Diff { path, added, removed, .. }) =
            (&self.prompt_rules, result.is_error, &result.view)
            && added + removed > 0
        {
            let mut changed: Vec<&str> = self.effect.changed.iter().map(|file| file.path.as_str()).collect();
            changed.push(path);
            let told = match self.left_behind(call, path, &env).await {
                Some((name, other)) => PromptRules::left_behind(name, &other),
                None => rules.after_change(&changed, |named| self.cwd.join(named).is_file()),
            };
            result.for_model.push_str(&format!("\n{told}"));
        }
        match self.revisits.after(&self.tools, &call.name, &call.input, result, &env).await {
            Revisit::None => {}
            Revisit::Note(note) => result.for_model.push_str(&format!("\n\n{note}")),
            Revisit::Stop(message) => {
                stop.get_or_insert(Outcome::Limit { limit: LimitKind::Repetition, message });
            }
        }
        stop
    }
}

impl Executor {
    /// After an `edit` of `path` that renamed one name: the other files
    /// that still hold it (at most `MAX_LEFT_BEHIND`), found with `grep`.
    async fn left_behind<'c>(&self, call: &'c Call, path: &str, env: &ToolEnv) -> Option<(&'c str, Vec<String>)> {
        let text = |key: &str| call.input.get(key).and_then(|v| v.as_str());
        let name = renamed(text("old_string")?, text("new_string")?).filter(|_| call.name == "edit")?;
        let input = json!({"pattern": format!("\\b{name}\\b"), "output": "files"});
        let found = self.tools.get("grep")?.run(input, env).await;
        if !matches!(found.view, ToolView::Grep { files, .. } if files > 0) {
            return None;
        }
        let other: Vec<String> = found
            .for_model
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty() && *line != path && !line.contains(' '))
            .take(MAX_LEFT_BEHIND)
            .map(str::to_owned)
            .collect();
        (!other.is_empty()).then_some((name, other))
    }
}

/// Files named as still holding a renamed name.
const MAX_LEFT_BEHIND: usize = 5;

/// The end of the calls when the model repeats `period` calls, the last of
/// them `tool`.
pub(super) fn repetition(tool: &str, period: usize) -> Outcome {
    let message = if period == 1 {
        format!(
            "{tool} was called {STOP_AT} times in a row with the same arguments or the same result; stopped. Rephrase the request or continue with nub -c."
        )
    } else {
        format!(
            "the model went round the same {period} tool calls {STOP_AT} times (the last was {tool}); stopped. Rephrase the request or continue with nub -c."
        )
    };
    Outcome::Limit { limit: LimitKind::Repetition, message }
}
