//! The last answer after the repetition guard: one request without tools,
//! so the user gets the model's answer from what it already has.

use nub_llm::{Block, Message, Role};

use super::{Run, append_message};
use crate::compact::ledger::result_text;
use crate::control::Control;
use crate::effect::Effect;
use crate::event::{Outcome, UiEvent};
use crate::execute::AnswerNow;
use crate::prompt_rules::QUESTION_LOOKS;

/// Told to the model when the repetition guard stops its tool calls, with
/// what the run really changed and which calls failed: without them a small
/// model answered "the debug setting has been turned on" when no file had
/// changed. The user's request comes last: a small model answers what it
/// read last, and asked a question, it answered with this note's own
/// summary ("No file was changed…") instead.
pub(super) fn finish_now(effect: &Effect, missing: &[String], prompt: &str) -> String {
    let stopped = "[nub: you called the same tool again with the same result, so no more tool calls will run.";
    let answer = "Answer the user's request now, in plain text, with what the results above already show.";
    let request: String = prompt.trim().chars().take(SHOWN_REQUEST_CHARS).collect();
    // Names the request asks to add that no file has: the work is not done.
    let missing = match missing {
        [] => String::new(),
        names => format!(
            "\nNot done: the request asks to add {}, and no file defines it.",
            names.iter().map(|name| format!("`{name}`")).collect::<Vec<_>>().join(" and ")
        ),
    };
    match effect.summary() {
        Some(summary) => format!(
            "{stopped}\n{summary}{missing}\n{answer} Say plainly what is NOT done; claim no change that is not listed here.]\n\nThe request: {request}"
        ),
        None => format!("{stopped}{missing} {answer}]\n\nThe request: {request}"),
    }
}

/// What the model is told, and the user shown, when a small model's calls
/// end early (`AnswerNow`) for an answer it writes without tools.
///
/// Asked "which port does the server listen on?", the 1.5B model wrote over
/// `server.py`, was refused, and asked for the same write again and again,
/// 7 requests until the guard stopped it — and then answered right, from
/// what it had. With a rename complete in all three files, it asked for it
/// again in each until the guard stopped it.
pub(super) fn answer_now(why: AnswerNow, effect: &Effect, prompt: &str) -> Option<(String, String)> {
    let request: String = prompt.trim().chars().take(SHOWN_REQUEST_CHARS).collect();
    Some(match why {
        AnswerNow::Question => (
            format!(
                "[nub: the user asked a question, so no file is changed and no more tool calls will run. Answer the question now, in plain text, from the files and results above.]\n\nThe question: {request}"
            ),
            "the request is a question and the model tried to change a file instead of answering; the change did not run."
                .to_owned(),
        ),
        AnswerNow::Looked => (
            looked_enough(&request),
            format!(
                "the request is a question and the model has looked for {QUESTION_LOOKS} rounds of tool calls; it answers from what it found."
            ),
        ),
        AnswerNow::LookedAgain => (
            looked_enough(&request),
            "the request is a question and the model's last round of tool calls only repeated earlier ones; it answers from what it found."
                .to_owned(),
        ),
        AnswerNow::Computed => (
            format!(
                "[nub: your program ran with the repository's code; what it printed is above. No more tool calls will run. Answer the question now, in plain text, with that result.]\n\nThe question: {request}"
            ),
            "the request is a question the code computes; nub ran the model's program and the model answers from what it printed."
                .to_owned(),
        ),
        AnswerNow::TestsStillFail(tries) => (
            format!(
                "[nub: the tests still fail after {tries} changes, so no more tool calls will run.\n{}\nSay in one or two sentences what you changed and that the tests still fail.]\n\nThe request: {request}",
                effect.summary().unwrap_or_default()
            ),
            format!("the tests still fail after {tries} changes; stopped. Continue with nub -c, or rephrase the request."),
        ),
        // Work done and checked: nub writes the last answer (`run::composed`).
        AnswerNow::RenameDone | AnswerNow::TestsPass | AnswerNow::FaultFixed => return None,
    })
}

/// Told when a question's run has looked enough.
fn looked_enough(request: &str) -> String {
    format!(
        "[nub: the user asked a question and you have looked enough; no more tool calls will run. Answer the question now, in plain text, from the files and results above.]\n\nThe question: {request}"
    )
}

/// Characters of the prompt repeated under the guard's note.
const SHOWN_REQUEST_CHARS: usize = 600;

/// Characters of a call's arguments shown above its result.
const SHOWN_ARGUMENT_CHARS: usize = 200;

/// The history as the tool-less request sends it: every call and its
/// result become plain text ("[read hello.txt gave:] …") and the calls
/// themselves are left out. A small model shown its own calls imitates
/// them — tools or not, it answered with one more call — and an API may
/// refuse tool blocks in a request that offers no tools. The session keeps
/// the real history.
pub(super) fn without_calls(messages: Vec<Message>) -> Vec<Message> {
    let mut calls: std::collections::HashMap<String, String> = std::collections::HashMap::new();
    for message in &messages {
        for block in &message.content {
            if let Block::ToolUse { id, name, input } = block {
                calls.insert(id.clone(), named_call(name, input));
            }
        }
    }
    let mut flat: Vec<Message> = Vec::with_capacity(messages.len());
    for message in messages {
        let content: Vec<Block> = message
            .content
            .into_iter()
            .filter_map(|block| match block {
                Block::ToolUse { .. } | Block::Thinking { .. } => None,
                Block::ToolResult { tool_use_id, content, is_error } => {
                    let text = result_text(&content);
                    // A call that never ran says nothing about the task.
                    if text.starts_with("not run:") {
                        return None;
                    }
                    let call = calls.get(&tool_use_id).map_or("a tool call", String::as_str);
                    let gave = if is_error { "failed" } else { "gave" };
                    Some(Block::text(format!("[{call} {gave}:]\n{text}")))
                }
                other => Some(other),
            })
            .collect();
        if content.is_empty() {
            continue;
        }
        match flat.last_mut() {
            Some(last) if last.role == message.role => last.content.extend(content),
            _ => flat.push(Message { role: message.role, content }),
        }
    }
    flat
}

/// Whether an answer says something in words.
fn has_words(answer: &Message) -> bool {
    answer.content.iter().any(|b| matches!(b, Block::Text { text, .. } if !text.trim().is_empty()))
}

/// `read hello.txt`, `bash cargo test`, or the name and its JSON arguments.
fn named_call(name: &str, input: &serde_json::Value) -> String {
    let argument = ["path", "command", "pattern"].iter().find_map(|key| input.get(*key).and_then(|v| v.as_str()));
    let shown = argument.map_or_else(|| input.to_string(), str::to_owned);
    let shown: String = shown.chars().take(SHOWN_ARGUMENT_CHARS).collect();
    format!("{name} {shown}")
}

impl Run<'_> {
    /// The repetition guard stopped the tool calls: a last request for an
    /// answer in words, so the user gets the model's answer from what it
    /// has instead of nothing. Its text is the answer; only when it fails
    /// or is empty does the run end at the limit.
    ///
    /// It first goes as the requests before it did, tools listed but calls
    /// forbidden: the server's prompt cache then holds, and the request
    /// costs the note's tokens, not the whole conversation's again (745
    /// tokens, 11 s on two CPU cores for the 1.5B model). Only an answer
    /// with no words (a call again, written as text) asks once more with
    /// the history flattened and no tools. (Work done and checked — a
    /// rename complete, tests passing — gets no such request: nub writes
    /// its last answer, `run::composed`.)
    pub(super) async fn finish_without_tools(
        &mut self,
        turn: u32,
        limit: Outcome,
        control: &mut Control<'_>,
    ) -> Outcome {
        let message = match &limit {
            Outcome::Limit { message, .. } => message.clone(),
            Outcome::Completed | Outcome::Cancelled | Outcome::Failed { .. } => String::new(),
        };
        control
            .emit(UiEvent::Warning { message: format!("{message} Asking the model to answer without tools.") })
            .await;
        self.without_tools = true;
        self.forbid_calls = true;
        let first = self.turn(turn, control).await;
        self.forbid_calls = false;
        let mut next = turn + 1;
        let answer = match first {
            Ok(answer) if has_words(&answer) => Ok(answer),
            Err(_) if control.cancel.is_cancelled() => Err(Outcome::Cancelled),
            first => {
                if let Ok(wordless) = &first
                    && let Err(outcome) = self.refuse_calls(wordless)
                {
                    self.without_tools = false;
                    return outcome;
                }
                next += 1;
                self.turn(turn + 1, control).await
            }
        };
        self.without_tools = false;
        let answer = match answer {
            Ok(answer) => answer,
            Err(_) if control.cancel.is_cancelled() => return Outcome::Cancelled,
            Err(_) => return limit,
        };
        if let Err(outcome) = self.refuse_calls(&answer) {
            return outcome;
        }
        if !has_words(&answer) {
            return limit;
        }
        // A question's answer told of a number nothing shown holds, or of a
        // file that only imports its value, is asked for once more (the
        // deckchair's "35 mph" came this way, after a refused change).
        if let Some(note) = self.ungrounded_answer(&answer).or_else(|| self.set_elsewhere(&answer))
            && append_message(self.session, Message::user(note)).is_ok()
        {
            self.without_tools = true;
            let again = self.turn(next, control).await;
            self.without_tools = false;
            if control.cancel.is_cancelled() {
                return Outcome::Cancelled;
            }
            if let Ok(again) = again
                && let Err(outcome) = self.refuse_calls(&again)
            {
                return outcome;
            }
        }
        Outcome::Completed
    }

    /// The calls a small model still wrote in an answer to a request
    /// without tools: each gets its result, "not run".
    pub(super) fn refuse_calls(&mut self, answer: &Message) -> Result<(), Outcome> {
        let refused: Vec<Block> = answer
            .content
            .iter()
            .filter_map(|block| match block {
                Block::ToolUse { id, .. } => Some(Block::ToolResult {
                    tool_use_id: id.clone(),
                    content: vec![Block::text("not run: no more tool calls in this run")],
                    is_error: true,
                }),
                _ => None,
            })
            .collect();
        match refused.is_empty() {
            true => Ok(()),
            false => append_message(self.session, Message { role: Role::User, content: refused }),
        }
    }
}
