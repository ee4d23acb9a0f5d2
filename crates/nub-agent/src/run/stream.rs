//! One model request of a run: the prompt fitted to the window, the answer
//! streamed to the interface and committed only when complete, a prompt
//! that overflows compacted and asked exactly once more.

use std::collections::HashMap;

use futures_util::StreamExt;
use nub_llm::collect::Collector;
use nub_llm::{Block, Event, LlmError, Message, Request, StopReason};
use nub_session::Node;

use super::{Run, append, cut_off, resample, runaway};
use crate::control::Control;
use crate::event::{CompactionReason, FailureKind, Outcome, UiEvent};

impl Run<'_> {
    /// One model request, streamed to the interface. The answer is committed
    /// only when complete. A prompt past the budget is compacted first; a
    /// context-length error compacts and tries exactly once more.
    pub(super) async fn turn(&mut self, turn: u32, control: &mut Control<'_>) -> Result<Message, Outcome> {
        for message in self.session.take_warnings() {
            control.emit(UiEvent::Warning { message }).await;
        }
        let mut request = self.request();
        let mut tokens = self.budget.measure(&request);
        if self.budget.over_threshold(tokens, &self.config.compaction) {
            if self.compact(CompactionReason::Threshold, None, control).await? {
                request = self.request();
                tokens = self.budget.measure(&request);
            }
            self.budget.settle(tokens);
        }
        if self.budget.window > 0 && tokens > self.budget.window as usize {
            let message = format!(
                "the next request is about {tokens} tokens, more than the model's window of {}; it will likely be refused",
                self.budget.window
            );
            control.emit(UiEvent::Warning { message }).await;
        }
        control.emit(UiEvent::TurnStart { turn, model: self.config.model.clone() }).await;
        let mut retried = false;
        let mut resampled = 0;
        // The temperature of a request asked again (`resample`).
        let mut sampling = None;
        loop {
            let resample = resample::TEMPERATURES.get(resampled).copied().filter(|_| self.config.lean);
            // Moved, not cloned: a second attempt is built anew from the
            // compacted history, so a copy of the whole history per request
            // would serve nothing.
            match self.stream(request, turn, resample.is_some(), control).await {
                Err(Retry::Sample(why)) => {
                    resampled += 1;
                    sampling = resample;
                    request = self.request();
                    request.temperature = sampling;
                    let message =
                        format!("the model {why}; asked again with temperature {:.1}", resample.unwrap_or_default());
                    control.emit(UiEvent::Warning { message }).await;
                    control.emit(UiEvent::TurnStart { turn, model: self.config.model.clone() }).await;
                }
                Err(Retry::Overflow(error)) if !retried => {
                    retried = true;
                    if let Some(window) = error.stated_window() {
                        self.budget.learn(window);
                    }
                    if !self.compact(CompactionReason::Overflow, None, control).await? {
                        return Err(failed(error));
                    }
                    request = self.request();
                    request.temperature = sampling;
                    self.budget.measure(&request);
                }
                Err(Retry::Overflow(error)) => {
                    return Err(Outcome::Failed {
                        kind: FailureKind::ContextLength,
                        message: format!(
                            "the conversation is still too long for the model after compacting it once ({error}); start a new session, or rewind with --branch"
                        ),
                    });
                }
                Err(Retry::No(outcome)) => return Err(outcome),
                Ok(message) => return Ok(message),
            }
        }
    }

    /// `may_resample`: an answer that cannot help (calls that failed
    /// before, the same words as the last answer) is not kept but answered
    /// with `Retry::Sample` (see `resample`).
    async fn stream(
        &mut self,
        request: Request,
        turn: u32,
        may_resample: bool,
        control: &mut Control<'_>,
    ) -> Result<Message, Retry> {
        let mut stream = match self.provider.stream(request, control.cancel.child_token()).await {
            // The last answer after the guard offers no tools, yet a small
            // model may still write a call as text: it is recognised against
            // the tools of the run (and refused), so no JSON is shown as the answer.
            Ok(stream) if self.without_tools => nub_llm::text_calls::stream::recover_calls(stream, &self.tools.defs()),
            Ok(stream) => stream,
            Err(error @ LlmError::ContextLength { .. }) => return Err(Retry::Overflow(error)),
            Err(error) => return Err(Retry::No(failed(error))),
        };
        let mut collector = Collector::default();
        let mut kinds: HashMap<usize, BlockKind> = HashMap::new();
        let mut shown = false;
        // A small model's words that so far repeat its last answer are held
        // back: the same answer again is asked for again (`resample`).
        let mut echo = may_resample.then(|| resample::last_words(&self.session.session.path_to_head())).flatten();
        // So are the words of a small model's last answer, asked for
        // without tools, that so far repeat the request: after the guard,
        // the 1.5B model often answered with the user's prompt word for
        // word, which print mode showed as the answer.
        let echoes_prompt = self.config.lean && self.without_tools && echo.is_none();
        if echoes_prompt {
            echo = Some(self.prompt.trim().to_owned()).filter(|prompt| prompt.len() >= MIN_ECHOED_PROMPT);
        }
        let mut held = String::new();
        // A small model's answer text so far, by block, to see it loop (`runaway`).
        let mut answered: HashMap<usize, String> = HashMap::new();
        let mut calls = 0;
        loop {
            let item = tokio::select! {
                input = control.inputs.recv(), if !control.inputs_closed => {
                    control.on_input(input);
                    continue;
                }
                item = stream.next() => item,
            };
            let event = match item {
                Some(Ok(event)) => event,
                // Nothing of the answer was shown yet: compacting and asking again repeats nothing.
                Some(Err(error @ LlmError::ContextLength { .. })) if !shown => return Err(Retry::Overflow(error)),
                Some(Err(error)) => return Err(Retry::No(failed(error))),
                None => {
                    return Err(Retry::No(Outcome::Failed {
                        kind: FailureKind::Stream,
                        message: format!("{} ended the answer without finishing it", self.provider.name()),
                    }));
                }
            };
            collector.push(&event);
            match event {
                Event::BlockStart { index, block } => {
                    if matches!(block, Block::ToolUse { .. }) && self.config.lean {
                        calls += 1;
                        if calls > runaway::MAX_CALLS {
                            // The call that starts here is not kept: the ones before are whole.
                            let mut message = collector.message();
                            message.content.pop();
                            let warning = format!(
                                "the model asked for more than {} tool calls in one answer; the answer was cut after the first {}",
                                runaway::MAX_CALLS,
                                runaway::MAX_CALLS
                            );
                            if !held.is_empty() {
                                control.emit(UiEvent::TextDelta { text: std::mem::take(&mut held) }).await;
                            }
                            return self.end_early(message, StopReason::ToolUse, warning, turn, control).await;
                        }
                    }
                    let kind = match block {
                        Block::Text { .. } => BlockKind::Text,
                        Block::Thinking { .. } => BlockKind::Thinking,
                        _ => BlockKind::Other,
                    };
                    kinds.insert(index, kind);
                }
                Event::BlockDelta { index, text, .. } if !text.is_empty() => match kinds.get(&index) {
                    // `held` is always a prefix of `echo`, so it ends on a char boundary.
                    Some(BlockKind::Text)
                        if echo
                            .as_ref()
                            .and_then(|echo| echo.get(held.len()..))
                            .is_some_and(|rest| rest.starts_with(&text)) =>
                    {
                        held.push_str(&text);
                    }
                    Some(BlockKind::Text) => {
                        let text = match echo.take() {
                            Some(_) => std::mem::take(&mut held) + &text,
                            None => text,
                        };
                        shown = true;
                        if self.config.lean {
                            let so_far = answered.entry(index).or_default();
                            so_far.push_str(&text);
                            if let Some(end) = runaway::repeating_from(so_far) {
                                let kept = so_far[..end].to_owned();
                                let message = runaway::kept_once(&collector, index, kept);
                                let warning = "the answer went on repeating itself; it was cut after the first time";
                                return self
                                    .end_early(message, StopReason::EndTurn, warning.into(), turn, control)
                                    .await;
                            }
                        }
                        control.emit(UiEvent::TextDelta { text }).await;
                    }
                    Some(BlockKind::Thinking) => {
                        shown = true;
                        control.emit(UiEvent::ThinkingDelta { text }).await;
                    }
                    _ => {}
                },
                Event::Retry { attempt, delay_ms, reason } => {
                    control.emit(UiEvent::Retry { attempt, delay_ms, reason }).await;
                }
                Event::Done { mut stop, usage } => {
                    self.budget.calibrate(usage.input);
                    let mut message = collector.message();
                    if stop == StopReason::MaxTokens {
                        self.cut_off = cut_off::mend(&mut message);
                        // A function asked for whole and cut off is no edit
                        // (its fence is open); the model is told so.
                        if self.whole_answered(&mut message, true) || self.program_answered(&mut message, true) {
                            stop = StopReason::ToolUse;
                        }
                    } else if self.docstring_answered(&mut message)
                        || self.whole_answered(&mut message, false)
                        || self.program_answered(&mut message, false)
                        || (self.config.text_edits
                            && !self.without_tools
                            && !std::mem::take(&mut self.whole_unfit)
                            && !self.queued_answer_failed()
                            && crate::text_edits::recover(
                                &mut message,
                                &self.session.session.path_to_head(),
                                &self.prompt,
                                self.config,
                                self.tools,
                            ) > 0)
                    {
                        // A docstring answered as text, or edits written as
                        // text: their calls run.
                        stop = StopReason::ToolUse;
                    }
                    if stop == StopReason::ToolUse {
                        self.composed.rest_of_rename(&mut message);
                        self.composed.shown.as_shown(&self.config.cwd, &mut message);
                        super::program_runner::mend_runners(&mut message);
                    }
                    if may_resample
                        && !shown
                        && !self.without_tools
                        && stop != StopReason::MaxTokens
                        && let Some(why) = resample::cannot_help(&message, &self.session.session.path_to_head())
                    {
                        control.emit(UiEvent::TurnEnd { turn, stop, usage }).await;
                        return Err(Retry::Sample(why));
                    }
                    let only_the_prompt = echoes_prompt
                        && echo.is_some()
                        && held.trim().len() * 2 >= self.prompt.trim().len()
                        && crate::compact::text_of(&message).trim() == held.trim();
                    if only_the_prompt {
                        let warning = "the model's last answer only repeated the request, so it is not shown";
                        control.emit(UiEvent::Warning { message: warning.into() }).await;
                    } else if !held.is_empty() {
                        control.emit(UiEvent::TextDelta { text: std::mem::take(&mut held) }).await;
                    }
                    if !message.content.is_empty() {
                        let mut node = Node::message(self.session.session.head().cloned(), message.clone());
                        node.meta.model = Some(self.config.model.clone());
                        node.meta.usage = Some(usage);
                        append(self.session, node).map_err(Retry::No)?;
                    }
                    if stop == StopReason::MaxTokens {
                        control
                            .emit(UiEvent::Warning {
                                message: "the answer was cut off at the output token limit".into(),
                            })
                            .await;
                    }
                    control.emit(UiEvent::TurnEnd { turn, stop, usage }).await;
                    return Ok(message);
                }
                Event::BlockDelta { .. } | Event::BlockMeta { .. } | Event::BlockStop { .. } => {}
            }
        }
    }
}

/// A request shorter than this is not held back as a last answer's echo:
/// "Fix it." may well begin an answer.
const MIN_ECHOED_PROMPT: usize = 20;

impl Run<'_> {
    /// Ends a request before the model finished its answer: `message` is
    /// what is kept of it, stored as the answer, and the stream is dropped,
    /// which closes the connection and so ends the generation on the server.
    async fn end_early(
        &mut self,
        message: Message,
        stop: StopReason,
        warning: String,
        turn: u32,
        control: &mut Control<'_>,
    ) -> Result<Message, Retry> {
        let mut message = message;
        let made = self.docstring_answered(&mut message)
            || self.whole_answered(&mut message, true)
            || self.program_answered(&mut message, true);
        let stop = if made { StopReason::ToolUse } else { stop };
        let mut node = Node::message(self.session.session.head().cloned(), message.clone());
        node.meta.model = Some(self.config.model.clone());
        append(self.session, node).map_err(Retry::No)?;
        control.emit(UiEvent::Warning { message: warning }).await;
        let usage = nub_llm::Usage::default();
        control.emit(UiEvent::TurnEnd { turn, stop, usage }).await;
        Ok(message)
    }
}

/// How a request ended when it did not answer.
enum Retry {
    /// The prompt was too long: compact and ask once more.
    Overflow(LlmError),
    /// The answer cannot help (why): ask again with sampling.
    Sample(&'static str),
    No(Outcome),
}

#[derive(Debug, Clone, Copy)]
enum BlockKind {
    Text,
    Thinking,
    Other,
}

fn failed(error: LlmError) -> Outcome {
    match error {
        LlmError::Cancelled => Outcome::Cancelled,
        other => Outcome::Failed { kind: FailureKind::of(&other), message: other.to_string() },
    }
}
