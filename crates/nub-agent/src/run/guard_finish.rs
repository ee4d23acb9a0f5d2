//! The last answer after the repetition guard: one request without tools,
//! so the user gets the model's answer from what it already has.

use nub_llm::{Block, Message, Role};

use super::{Run, append_message};
use crate::control::Control;
use crate::event::{Outcome, UiEvent};

/// Told to the model when the repetition guard stops its tool calls.
pub(super) const FINISH_NOW: &str = "[nub: you called the same tool again with the same result, so no more tool calls will run. Answer the user's request now, in plain text, with what the results above already show.]";

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
        self.without_tools = true;
        let answer = self.turn(turn, control).await;
        self.without_tools = false;
        let answer = match answer {
            Ok(answer) => answer,
            Err(_) if control.cancel.is_cancelled() => return Outcome::Cancelled,
            Err(_) => return limit,
        };
        // A model may still write a call: every tool_use needs its result.
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
        if !refused.is_empty()
            && let Err(outcome) = append_message(self.session, Message { role: Role::User, content: refused })
        {
            return outcome;
        }
        let answered = answer.content.iter().any(|b| matches!(b, Block::Text { text, .. } if !text.trim().is_empty()));
        if answered { Outcome::Completed } else { limit }
    }
}
