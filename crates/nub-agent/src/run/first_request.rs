//! What a small model's first request holds besides the prompt: the asks
//! of the rules that start a run (tests run first, docstrings, a function
//! whole, a program for a question), or the edit that makes a message the
//! program prints say what the prompt quotes.

use nub_llm::{Block, attachment};

use super::Run;
use crate::control::Control;
use crate::execute::{Executor, top_level_files};
use nub_tools::messages;

/// Bytes of a file read to look for the template of a quoted message.
const MAX_READ: u64 = 256 << 10;

impl Run<'_> {
    /// Adds to `content` what the rules ask before the first request.
    pub(super) async fn first_asks(
        &mut self,
        content: &mut Vec<Block>,
        executor: &mut Executor,
        control: &mut Control<'_>,
    ) {
        self.tests_first(content, executor, control).await;
        if self.printed_first(content) {
            return;
        }
        self.docstring_first(content);
        self.whole_first(content);
        self.program_first(content);
    }

    /// A prompt that quotes a message the program prints and the message
    /// it should print instead: the edit of the template that prints it is
    /// shown at the end of `content`; whether it was. Asked to make a
    /// hedgehog's release note say "Bramble is back in the wild at Mill
    /// Lane, weighing a healthy 640g!", the 1.5B model answered with an
    /// unrelated function as text, twice, and changed nothing.
    fn printed_first(&mut self, content: &mut Vec<Block>) -> bool {
        if !self.config.lean || self.config.mode == crate::mode::Mode::Plan || self.tools.get("edit").is_none() {
            return false;
        }
        let pairs = messages::quoted_pairs(&self.prompt);
        if pairs.is_empty() {
            return false;
        }
        let attached = content.iter().filter_map(|block| match block {
            Block::Text { text, .. } => attachment::parse(text).map(|found| found.path.to_owned()),
            _ => None,
        });
        let mut paths: Vec<String> = attached.collect();
        for name in top_level_files(&self.config.cwd) {
            if !paths.contains(&name) {
                paths.push(name);
            }
        }
        let files: Vec<(String, String)> = paths
            .into_iter()
            .filter(|path| path.ends_with(".py") || path.ends_with(".json"))
            .filter_map(|path| {
                let real = self.config.cwd.join(&path);
                let small = std::fs::metadata(&real).is_ok_and(|meta| meta.is_file() && meta.len() <= MAX_READ);
                let text = std::fs::read_to_string(real).ok().filter(|_| small)?;
                Some((path, text))
            })
            .collect();
        let Some((old, proposal)) =
            pairs.iter().find_map(|(old, new)| Some((old, messages::proposal(&files, old, new)?)))
        else {
            return false;
        };
        content.push(Block::text(format!(
            "\"{old}\" is printed by the template at line {line} of {file}. This edit makes it print the text the request asks for, {told}:\npath: {file}\nold_string:\n{before}\nnew_string:\n{after}\nSend that edit with the edit tool.",
            line = proposal.line,
            file = proposal.file,
            told = proposal.told(),
            before = proposal.before,
            after = proposal.after,
        )));
        true
    }
}
