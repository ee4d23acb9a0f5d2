//! An answer's tool calls: run them, and append their results — with what
//! rides along (steering, a cut-off call, the note that asks for the last
//! answer) — as the next user message.

use nub_llm::{Block, Message, Role};

use super::{Run, append_message, child, composed, cut_off, guard_finish};
use crate::control::Control;
use crate::event::{LimitKind, Outcome, UiEvent};
use crate::execute::{AnswerNow, Call, Executed, Executor};

impl Run<'_> {
    /// Runs `calls` of answer `turn`; `Some` ends the run with that outcome.
    pub(super) async fn run_calls(
        &mut self,
        calls: Vec<Call>,
        executor: &mut Executor,
        turn: u32,
        control: &mut Control<'_>,
    ) -> Option<Outcome> {
        let site = self
            .session
            .session
            .head()
            .map(|node| crate::checkpoint::Site { session: self.session.session.id.clone(), node: node.clone() });
        let cut: Vec<String> = std::mem::take(&mut self.cut_off);
        let (cut, calls): (Vec<Call>, Vec<Call>) = calls.into_iter().partition(|c| cut.contains(&c.id));
        let asked_at = site.as_ref().map(|site| site.node.clone());
        let edits = super::reproduce::edits_said(&calls);
        let Executed { mut results, mut steered, mut stop, branches, mut answer_now } =
            if calls.is_empty() { Executed::default() } else { executor.execute(calls, site, control).await };
        // A question's program ran: the answer comes now, or a program again.
        let mut said_now = None;
        if stop.is_none() && answer_now.is_none() {
            said_now = self.reproduction_ran(&results, executor, control).await;
        }
        if stop.is_none()
            && answer_now.is_none()
            && let Some((note, now)) = self.program_ran(&results)
        {
            said_now = note;
            answer_now = now;
        }
        // A run that began with failing tests runs them after a change.
        if stop.is_none()
            && answer_now.is_none()
            && steered.is_empty()
            && !control.cancel.is_cancelled()
            && let Some((said, now)) = match self.test_run.is_some() {
                true => self.tests_again(executor, control).await,
                false => self.reproduce_again(&edits, executor, control).await,
            }
        {
            said_now = Some(said);
            answer_now = now;
            steered.extend(std::mem::take(&mut control.steering));
        }
        // The children's conversations, beside the call that asked for them.
        if let Some(at) = asked_at {
            for branch in branches {
                if let Err(outcome) = child::graft(self.session, &at, branch) {
                    return Some(outcome);
                }
            }
        }
        self.changed = executor.effect().changed.clone();
        for call in &cut {
            let message = format!("the call to {} was cut off at the output token limit; it did not run", call.name);
            control.emit(UiEvent::Warning { message }).await;
            results.push(Block::ToolResult {
                tool_use_id: call.id.clone(),
                content: vec![Block::text(cut_off::CUT_OFF)],
                is_error: true,
            });
        }
        // Nothing more to tell the model, and no call of its failed: the
        // shown edits may be the whole work.
        let failed = results.iter().any(|block| matches!(block, Block::ToolResult { is_error: true, .. }));
        let quiet = said_now.is_none() && steered.is_empty() && cut.is_empty() && !failed;
        let mut content = self.fit_results(results);
        content.extend(said_now.map(Block::text));
        if stop.is_none() && answer_now.is_none() && steered.is_empty() {
            content.extend(self.next_docstring().or_else(|| self.next_whole()).map(Block::text));
        }
        for text in &steered {
            control.emit(UiEvent::Steered { text: text.clone() }).await;
            content.push(Block::text(text.clone()));
        }
        let guard_fired = matches!(&stop, Some(Outcome::Limit { limit: LimitKind::Repetition, .. }));
        // An early answer yields to a stop, a cancel and the user's own words.
        let answer_now = answer_now.filter(|_| stop.is_none() && !control.cancel.is_cancelled() && steered.is_empty());
        // Work done and checked needs no request for its last answer (`composed`).
        let done = answer_now.and_then(AnswerNow::done_lead);
        let asked_now = answer_now.and_then(|why| guard_finish::answer_now(why, executor.effect(), &self.prompt));
        let without_tools_next = guard_fired || asked_now.is_some();
        if guard_fired {
            let missing = executor.names_still_missing(control).await;
            content.push(Block::text(guard_finish::finish_now(executor.effect(), &missing, &self.prompt)));
        } else if let Some((note, message)) = asked_now {
            content.push(Block::text(note));
            stop = Some(Outcome::Limit { limit: LimitKind::Repetition, message });
        }
        if let Err(outcome) = append_message(self.session, Message { role: Role::User, content }) {
            return Some(outcome);
        }
        if let Err(error) = self.session.sync() {
            tracing::error!(%error, "syncing the session failed");
        }
        if let Some(outcome) = stop {
            if without_tools_next && !control.cancel.is_cancelled() {
                return Some(self.finish_without_tools(turn + 1, outcome, control).await);
            }
            return Some(outcome);
        }
        if control.cancel.is_cancelled() {
            return Some(Outcome::Cancelled);
        }
        let changed = &executor.effect().changed;
        if let Some(lead) = done {
            self.composed.answer = Some(composed::work_done(lead, changed));
        } else if quiet
            // A request of two things is not done with the one shown: a
            // zumba class's new price was made and its full-class message
            // never asked for.
            && !crate::prompt_rules::PromptRules::of(&self.prompt).asks_several()
            && let Some(said) = self.composed.shown.made(&self.config.cwd, changed)
        {
            self.composed.answer = Some(said);
        }
        None
    }
}
