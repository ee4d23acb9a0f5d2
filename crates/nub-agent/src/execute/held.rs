//! A small model held to what its prompt asks (`PromptRules`): the calls
//! it is refused, and when its calls end before it stops making them.

use nub_tools::ToolKind;
use serde_json::Value;

use super::{Call, Executor};
use crate::prompt_rules::{PromptRules, QUESTION_LOOKS};

/// Why a small model's calls end before it stops making them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AnswerNow {
    /// Asked a question, it tried to change a file (`PromptRules::question`).
    Question,
    /// It asked again for a rename that is complete in every file.
    RenameDone,
    /// Asked a question, it has looked for `QUESTION_LOOKS` rounds of calls.
    Looked,
}

/// Said instead of running an `edit` this run already made whose
/// `new_string` holds its `old_string`: asked for a docstring, a 1.5B model
/// sent one such edit three times, and each run inserted its lines again.
pub(super) const INSERTED_ALREADY: &str = "not run: this same edit was already made in this run; its new_string holds its old_string, so making it again would insert its lines a second time. If the request is done, stop calling tools and say what you changed; if not, make a different change.";

impl Executor {
    /// Why a call is not run: something the prompt did not ask for.
    pub(super) fn unasked(&self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let mut why = rules.refusal(&call.name, &call.input, kind)?;
        // Only a test inside the working directory is read for what it imports.
        let test = call.input.get("path").and_then(Value::as_str).filter(|path| {
            rules.tests_judge() && kind == ToolKind::Edit && !path.starts_with('/') && !path.contains("..")
        });
        if let Some(test) = test
            && let Ok(text) = std::fs::read_to_string(self.cwd.join(test))
        {
            let test = test.trim_start_matches("./");
            let code = crate::prompt_rules::tested_code(test, &text, |path| self.cwd.join(path).is_file());
            if !code.is_empty() {
                why.push_str(&format!(" {test} tests {}: make the change there.", code.join(", ")));
            }
        }
        Some(why)
    }

    /// Counts a round of calls of a question's run, which gets
    /// `QUESTION_LOOKS` of them to look.
    pub(super) fn count_a_look(&mut self, stopped: bool) {
        // A question gets a few rounds to look; then it is answered from what
        // they found (a 1.5B model otherwise went round its reads until the time ran out).
        if self.prompt_rules.as_ref().is_some_and(PromptRules::question) && !stopped {
            self.looked += 1;
            if self.looked >= QUESTION_LOOKS {
                self.answer_now.get_or_insert(AnswerNow::Looked);
            }
        }
    }
}
