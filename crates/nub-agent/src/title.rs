//! Session titles: after the first answer of a new session, one small side
//! request (no tools, at most 30 output tokens) names the session in a few
//! words for `nub sessions` and pickers. It runs beside the loop, never
//! delays an answer, and its failures are only logged.

use std::sync::Arc;

use futures_util::StreamExt;
use nub_llm::collect::Collector;
use nub_llm::{Block, Event, Message, Provider, Request};
use tokio_util::sync::CancellationToken;

/// A session without a title gets one after an answer of a run that asks
/// for titles (an interactive one): a session made in print mode, which
/// never asks, gets its title when it is next continued interactively.
pub(crate) fn wanted(session: &nub_session::Session) -> bool {
    session.title().is_none()
}

/// The text of the session's first prompt, what a title is made from.
pub(crate) fn first_prompt(session: &nub_session::Session) -> Option<String> {
    let head = session.head()?;
    let first = session.path_to(head).into_iter().find(|node| node.message.role == nub_llm::Role::User)?;
    let text = crate::compact::text_of(&first.message);
    (!text.trim().is_empty()).then_some(text)
}

const INSTRUCTION: &str = "You name coding sessions. Reply with a title of at most six words for the task the user describes: no quotes, no final punctuation, nothing else.";

/// The most of the first prompt the title request reads.
const PROMPT_CHARS: usize = 2000;

/// Asks `provider` for a title of the session that began with `first_prompt`.
pub(crate) async fn make(provider: Arc<dyn Provider>, model: String, first_prompt: String) -> Option<String> {
    let prompt: String = first_prompt.chars().take(PROMPT_CHARS).collect();
    let request = Request {
        model,
        system: vec![Block::text(INSTRUCTION)],
        messages: vec![Message::user(prompt)],
        tools: Vec::new(),
        max_tokens: Some(30),
        temperature: None,
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    };
    let mut stream = match provider.stream(request, CancellationToken::new()).await {
        Ok(stream) => stream,
        Err(error) => {
            tracing::info!(%error, "no session title");
            return None;
        }
    };
    let mut collector = Collector::default();
    while let Some(item) = stream.next().await {
        match item {
            Ok(event) => {
                let done = matches!(event, Event::Done { .. });
                collector.push(&event);
                if done {
                    break;
                }
            }
            Err(error) => {
                tracing::info!(%error, "no session title");
                return None;
            }
        }
    }
    let text: String = collector
        .message()
        .content
        .iter()
        .filter_map(|b| if let Block::Text { text, .. } = b { Some(text.as_str()) } else { None })
        .collect();
    clean(&text)
}

/// One line, no quotes or markdown, at most six words and 60 characters.
pub(crate) fn clean(text: &str) -> Option<String> {
    let line = text.lines().map(str::trim).find(|l| !l.is_empty())?;
    let line = line.trim_start_matches(['#', '*', '-', ' ']).trim_start_matches("Title:").trim();
    let words: Vec<&str> = line
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| matches!(c, '"' | '\'' | '`' | '*' | '“' | '”')))
        .filter(|w| !w.is_empty())
        .take(6)
        .collect();
    let title = words.join(" ").trim_end_matches(['.', '!', ':']).to_owned();
    let title: String = title.chars().take(60).collect();
    (!title.is_empty()).then_some(title)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_are_short_single_lines() {
        assert_eq!(clean("\"Fix the add function in calc.py\"\n").as_deref(), Some("Fix the add function in calc.py"));
        assert_eq!(clean("Title: Refactor parser.").as_deref(), Some("Refactor parser"));
        assert_eq!(clean("one two three four five six seven eight").as_deref(), Some("one two three four five six"));
        assert_eq!(clean("  \n "), None);
    }
}
