//! Tool results fitted to the window before they enter the history.

use nub_llm::Block;

use super::Run;

impl Run<'_> {
    /// Tool results that would take more than a quarter of the window are
    /// cut (head and tail kept) before they enter the history: one huge
    /// output must not make every later request too long.
    pub(super) fn fit_results(&self, results: Vec<Block>) -> Vec<Block> {
        if self.budget.window == 0 {
            return results;
        }
        let limit = self.budget.window as usize; // a quarter of the window, at ~4 characters per token
        results
            .into_iter()
            .map(|block| match block {
                Block::ToolResult { tool_use_id, content, is_error } => {
                    let content = content
                        .into_iter()
                        .map(|part| match part {
                            Block::Text { text, cache_mark } if text.len() > limit => {
                                Block::Text { text: cut_middle(&text, limit), cache_mark }
                            }
                            other => other,
                        })
                        .collect();
                    Block::ToolResult { tool_use_id, content, is_error }
                }
                other => other,
            })
            .collect()
    }
}

/// `text` cut to about `limit` bytes: its head and tail, with a marker.
fn cut_middle(text: &str, limit: usize) -> String {
    let half = limit / 2;
    let head_end = (0..=half).rev().find(|i| text.is_char_boundary(*i)).unwrap_or(0);
    let tail_start = (text.len() - half..=text.len()).find(|i| text.is_char_boundary(*i)).unwrap_or(text.len());
    format!(
        "{}\n[… {} bytes left out: this output was larger than a quarter of the model's context window …]\n{}",
        &text[..head_end],
        tail_start - head_end,
        &text[tail_start..]
    )
}
