//! Repairs a history before it goes to a strict protocol (Anthropic,
//! Gemini). Both reject a request where roles do not alternate, a tool call
//! has no result in the next message, or a result answers no call. A session
//! should never hold such a history, but one continued from another provider,
//! or cut by a crash between a call and its result, can; sending it would fail
//! every later turn of the session. The repairs are logged.

use std::collections::HashSet;

use crate::types::{Block, Message, Role};

/// The text of a result made up for a call that never got one.
pub(crate) const MISSING_RESULT: &str = "No result was recorded for this tool call (it was interrupted).";

/// Consecutive messages of one role merged, orphan results dropped, every
/// call answered in the next user message, results ahead of other content.
pub(crate) fn normalized(messages: &[Message]) -> Vec<Message> {
    let mut messages = merged(messages.to_vec());
    drop_orphan_results(&mut messages);
    let mut messages = merged(messages);
    answer_every_call(&mut messages);
    for message in messages.iter_mut().filter(|m| m.role == Role::User) {
        // Anthropic wants the results first; a stable partition keeps the rest in order.
        let (results, rest): (Vec<Block>, Vec<Block>) =
            message.content.drain(..).partition(|b| matches!(b, Block::ToolResult { .. }));
        message.content = results.into_iter().chain(rest).collect();
    }
    messages
}

/// Joins consecutive messages of the same role and drops empty ones.
fn merged(messages: Vec<Message>) -> Vec<Message> {
    let mut out: Vec<Message> = Vec::with_capacity(messages.len());
    for message in messages.into_iter().filter(|m| !m.content.is_empty()) {
        match out.last_mut() {
            Some(last) if last.role == message.role => last.content.extend(message.content),
            _ => out.push(message),
        }
    }
    out
}

fn call_ids(message: &Message) -> Vec<&str> {
    message
        .content
        .iter()
        .filter_map(|b| match b {
            Block::ToolUse { id, .. } => Some(id.as_str()),
            _ => None,
        })
        .collect()
}

fn drop_orphan_results(messages: &mut [Message]) {
    let mut previous_calls: Vec<String> = Vec::new();
    for message in messages.iter_mut() {
        if message.role == Role::Assistant {
            previous_calls = call_ids(message).into_iter().map(str::to_owned).collect();
            continue;
        }
        let mut answered = HashSet::new();
        message.content.retain(|block| match block {
            Block::ToolResult { tool_use_id, .. } => {
                let keep = previous_calls.iter().any(|id| id == tool_use_id) && answered.insert(tool_use_id.clone());
                if !keep {
                    tracing::warn!(%tool_use_id, "dropping a tool result that answers no call of the previous message");
                }
                keep
            }
            _ => true,
        });
        previous_calls.clear();
    }
}

fn answer_every_call(messages: &mut Vec<Message>) {
    let mut at = 0;
    while at < messages.len() {
        if messages[at].role == Role::Assistant {
            let calls: Vec<String> = call_ids(&messages[at]).into_iter().map(str::to_owned).collect();
            if !calls.is_empty() {
                if messages.get(at + 1).is_none_or(|m| m.role != Role::User) {
                    messages.insert(at + 1, Message { role: Role::User, content: Vec::new() });
                }
                let next = &mut messages[at + 1];
                for id in calls {
                    let answered = next
                        .content
                        .iter()
                        .any(|b| matches!(b, Block::ToolResult { tool_use_id, .. } if *tool_use_id == id));
                    if !answered {
                        tracing::warn!(tool_use_id = %id, "a tool call has no result; sending an error result for it");
                        next.content.push(Block::ToolResult {
                            tool_use_id: id,
                            content: vec![Block::text(MISSING_RESULT)],
                            is_error: true,
                        });
                    }
                }
            }
        }
        at += 1;
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn call(id: &str) -> Block {
        Block::ToolUse { id: id.into(), name: "read".into(), input: json!({}) }
    }

    fn result(id: &str) -> Block {
        Block::ToolResult { tool_use_id: id.into(), content: vec![Block::text("ok")], is_error: false }
    }

    #[test]
    fn merges_roles_answers_calls_and_drops_orphans() {
        let history = vec![
            Message::user("a"),
            Message::user("b"),
            Message { role: Role::Assistant, content: vec![call("1"), call("2")] },
            Message { role: Role::User, content: vec![Block::text("steer"), result("2"), result("9"), result("2")] },
            Message { role: Role::Assistant, content: vec![call("3")] },
        ];
        let fixed = normalized(&history);
        let roles: Vec<Role> = fixed.iter().map(|m| m.role).collect();
        assert_eq!(roles, [Role::User, Role::Assistant, Role::User, Role::Assistant, Role::User]);
        assert_eq!(fixed[0].content.len(), 2);
        let ids = |m: &Message| -> Vec<String> {
            m.content
                .iter()
                .map(|b| match b {
                    Block::ToolResult { tool_use_id, is_error, .. } => {
                        format!("{tool_use_id}{}", if *is_error { "!" } else { "" })
                    }
                    Block::Text { text, .. } => text.clone(),
                    other => format!("{other:?}"),
                })
                .collect()
        };
        assert_eq!(ids(&fixed[2]), ["2", "1!", "steer"]);
        assert_eq!(ids(&fixed[4]), ["3!"]);
    }
}
