//! What a small model is told, once each, when it answers without calls
//! while the work it was asked for is not done: the run goes on with the
//! note as the next message.

use nub_llm::Message;

use super::Run;
use crate::control::Control;
use crate::execute::Executor;

impl Run<'_> {
    /// The note for an `answer` without calls, or `None` when the run may
    /// end (or steering came, which goes first).
    pub(super) async fn not_done(
        &mut self,
        answer: &Message,
        executor: &mut Executor,
        steered: bool,
        control: &Control<'_>,
    ) -> Option<String> {
        if steered {
            return None;
        }
        // A function asked for whole whose answer was no edit: asked again.
        if let Some(note) = self.whole_again() {
            return Some(note);
        }
        // A question's answer that held no program: asked again.
        if let Some(note) = self.program_again() {
            return Some(note);
        }
        // A question's answer with a number nothing shown holds.
        if let Some(note) = self.ungrounded_answer(answer) {
            return Some(note);
        }
        // A question's answer naming a file that only imports the value.
        if let Some(note) = self.set_elsewhere(answer) {
            return Some(note);
        }
        // A rename left in other files.
        if let Some(note) = executor.rename_left(control).await {
            return Some(note);
        }
        // A name the request asks to add still in no file.
        if let Some(note) = executor.names_not_added(control).await {
            return Some(note);
        }
        // One of several docstrings asked for in turn not answered: the next.
        if let Some(note) = self.skip_to_next_docstring() {
            return Some(note);
        }
        // A docstring asked for still missing.
        if let Some(note) = self.docstring_left() {
            return Some(note);
        }
        // Plan mode asks for no change; a docstring asked for has its own note.
        if self.config.mode == crate::mode::Mode::Plan || self.docstring.is_some() {
            return None;
        }
        // An answer that only described the change asked for, or only says
        // what it would look up to answer a question.
        executor.only_described().or_else(|| executor.only_planned(&crate::compact::text_of(answer)))
    }
}
