//! The request a turn sends: the system prompt (with plan mode's), the
//! conversation so far, and the tools, or none when the model is to answer
//! without them.

use nub_llm::{Block, Request, Role};

use super::{Run, guard_finish};

impl Run<'_> {
    pub(super) fn request(&self) -> Request {
        Request {
            model: self.config.model.clone(),
            system: {
                let mut system = self.config.system.clone();
                if self.config.mode == crate::mode::Mode::Plan {
                    system.push(Block::text(crate::mode::PLAN_PROMPT));
                }
                system
            },
            messages: {
                let messages = self.session.session.path_to_head().into_iter().cloned().collect();
                let flat = self.without_tools && !self.forbid_calls;
                let mut messages = if flat { guard_finish::without_calls(messages) } else { messages };
                if let (Some(preamble), Some(first)) =
                    (&self.config.preamble, messages.first_mut().filter(|m| m.role == Role::User))
                {
                    first.content.insert(0, Block::text(preamble.clone()));
                }
                messages
            },
            tools: if self.without_tools && !self.forbid_calls { Vec::new() } else { self.tools.defs() },
            max_tokens: self.config.max_tokens,
            temperature: None,
            effort: self.config.effort,
            tool_choice: match self.without_tools && self.forbid_calls {
                true => nub_llm::ToolChoice::Forbidden,
                false => nub_llm::ToolChoice::Auto,
            },
        }
    }
}
