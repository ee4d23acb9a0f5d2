//! The last answer after the repetition guard: one request without tools,
//! so the user gets the model's answer from what it already has.

use nub_llm::{Block, Message, Role};

use super::{Run, append_message};
use crate::control::Control;
use crate::event::{Outcome, UiEvent};

/// Told to the model when the repetition guard stops its tool calls; the
/// user's request is quoted after it, since a small model answers the last
/// thing it reads.
const FINISH_NOW: &str = "[nub: you called the same tool again with the same result, so no more tool calls will run. Answer the user's request now, in plain text, with what the results above already show.";

/// Told when the tool-less answer was a tool call again (small models do
/// that): one more request, then the run ends at the limit.
const NO_TOOLS_LEFT: &str =
    "[nub: that was a tool call again, and tools are off. Write the answer itself as plain sentences.";

/// The quoted request is cut here: enough to say what was asked.
const QUOTED_REQUEST_CHARS: usize = 500;

/// `lead` with the user's latest request quoted, closing the bracket.
pub(super) fn with_request(lead: &str, session: &nub_session::Session) -> String {
    let request = session.path_to_head().into_iter().rev().find_map(|message| {
        (message.role == Role::User).then(|| {
            message.content.iter().find_map(|block| match block {
                Block::Text { text, .. } if !text.starts_with("[nub:") && !text.trim().is_empty() => {
                    Some(text.as_str())
                }
                _ => None,
            })
        })?
    });
    match request {
        Some(text) => {
            let mut quoted: String = text.trim().chars().take(QUOTED_REQUEST_CHARS).collect();
            if quoted.len() < text.trim().len() {
                quoted.push('…');
            }
            format!("{lead} The request was: {quoted}]")
        }
        None => format!("{lead}]"),
    }
}

/// The note that ends a run of tool calls the guard stopped.
pub(super) fn finish_now(session: &nub_session::Session) -> String {
    with_request(FINISH_NOW, session)
}

impl Run<'_> {
    /// The repetition guard stopped the tool calls: one last request
    /// without tools, so the user gets the model's answer from what it has
    /// instead of nothing. Its text is the answer; only when it fails or is
    /// empty does the run end at the limit.
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
        // A small model may answer the tool-less request with a call
        // written as text once more; it gets one more chance.
        for attempt in 0..2 {
            self.without_tools = true;
            let answer = self.turn(turn, control).await;
            self.without_tools = false;
            let answer = match answer {
                Ok(answer) => answer,
                Err(_) if control.cancel.is_cancelled() => return Outcome::Cancelled,
                Err(_) => return limit,
            };
            let answered =
                answer.content.iter().any(|b| matches!(b, Block::Text { text, .. } if !text.trim().is_empty()));
            // Every tool_use needs its result.
            let mut reply: Vec<Block> = answer
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
            let again = !answered && !reply.is_empty() && attempt == 0;
            if again {
                reply.push(Block::text(with_request(NO_TOOLS_LEFT, &self.session.session)));
            }
            if !reply.is_empty()
                && let Err(outcome) = append_message(self.session, Message { role: Role::User, content: reply })
            {
                return outcome;
            }
            if answered {
                return Outcome::Completed;
            }
            if !again {
                break;
            }
        }
        limit
    }
}
