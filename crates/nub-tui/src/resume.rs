//! The path of a continued session (`nub -c`, `-r`, `--branch`), written
//! into the scrollback before the first prompt so the user sees where they
//! are.

use nub_llm::{Block, Message, Role};
use nub_tools::ToolRegistry;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::{cells, markdown, wrap};

pub fn lines(path: &[&Message], width: usize, tools: &ToolRegistry) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    for message in path {
        for block in &message.content {
            match (message.role, block) {
                // An `@file` attachment (issue 14): one dim line, not the file.
                (Role::User, Block::Text { text, .. }) if nub_llm::attachment::parse(text).is_some() => {
                    if let Some(attached) = nub_llm::attachment::parse(text) {
                        let line =
                            format!("  ⎿ attached {} ({})", cells::clean(attached.path), cells::clean(attached.detail));
                        lines
                            .extend(wrap::wrap_all(&[Line::styled(line, Style::default().fg(Color::DarkGray))], width));
                    }
                }
                (Role::User, Block::Text { text, .. }) => {
                    // Every line of the prompt, as it was typed.
                    let clean = cells::clean(text);
                    let prompt: Vec<Line<'static>> = clean
                        .lines()
                        .enumerate()
                        .map(|(i, line)| {
                            let lead = if i == 0 { "› " } else { "  " };
                            Line::from(vec![
                                Span::styled(lead, Style::default().fg(Color::Cyan)),
                                Span::styled(line.to_owned(), Style::default().add_modifier(Modifier::BOLD)),
                            ])
                        })
                        .collect();
                    lines.extend(wrap::wrap_all(&prompt, width));
                    lines.push(Line::default());
                }
                (Role::Assistant, Block::Text { text, .. }) => {
                    lines.extend(markdown::render(&cells::clean(text), width));
                    lines.push(Line::default());
                }
                (Role::Assistant, Block::ToolUse { name, input, .. }) => {
                    let subject = cells::subject(&tools.display(name, input));
                    lines.extend(wrap::wrap_all(
                        &[cells::header("·", Style::default().fg(Color::DarkGray), name, &subject)],
                        width,
                    ));
                }
                _ => {}
            }
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use nub_llm::Message;
    use nub_tools::ToolRegistry;

    #[test]
    fn a_multi_line_prompt_shows_every_line() {
        let prompt = Message::user("fix the parser\nthen run the tests");
        let lines = super::lines(&[&prompt], 80, &ToolRegistry::builtin());
        let text: Vec<String> = lines.iter().map(ToString::to_string).collect();
        assert_eq!(text[..2], ["› fix the parser".to_owned(), "  then run the tests".to_owned()], "{text:?}");
    }
}
