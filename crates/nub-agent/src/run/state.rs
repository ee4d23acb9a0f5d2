//! The state of one run: what the loop lends it, and what its rules for a
//! small model hold between requests.

use std::sync::Arc;

use nub_llm::Provider;
use nub_session::SessionFile;
use nub_tools::ToolRegistry;

use super::{composed, docstring_first, program_first, reproduce, tests_first, whole_first};
use crate::budget::Budget;
use crate::config::LoopConfig;

/// The parts of the loop one run works on, borrowed apart from the rest.
pub(super) struct Run<'a> {
    pub(super) session: &'a mut SessionFile,
    pub(super) provider: &'a Arc<dyn Provider>,
    pub(super) tools: &'a Arc<ToolRegistry>,
    pub(super) config: &'a LoopConfig,
    pub(super) budget: &'a mut Budget,
    /// The last request after the repetition guard goes without tools.
    pub(super) without_tools: bool,
    /// That request's first form: history and tools as before, calls
    /// forbidden, so a prompt cache holds (`finish_without_tools`).
    pub(super) forbid_calls: bool,
    /// The session's first prompt here: `session_start` hooks run first.
    pub(super) session_start: Option<&'static str>,
    /// The calls of the last answer cut off at the output token limit.
    pub(super) cut_off: Vec<String>,
    /// The files this prompt's calls changed so far.
    pub(super) changed: Vec<crate::event::ChangedFile>,
    /// A subagent's run: no prompt or stop hooks (its parent's call has them).
    pub(super) child: bool,
    /// This run's prompt, as typed (a new file it names may be written).
    pub(super) prompt: String,
    /// Failing tests a small model's run began with (`tests_first`).
    pub(super) test_run: Option<tests_first::TestRun>,
    /// The docstring a small model's run asked for as text (`docstring_first`).
    pub(super) docstring: Option<docstring_first::DocstringAsk>,
    /// The function a small model's run asked for whole (`whole_first`).
    pub(super) whole: Option<whole_first::WholeAsk>,
    /// The program a small model's question asked for (`program_first`).
    pub(super) program: Option<program_first::ProgramAsk>,
    /// The program that reproduces a reported fault (`reproduce`).
    pub(super) reproduction: Option<reproduce::Reproduction>,
    /// The edits the first request showed, and an answer nub wrote (`composed`).
    pub(super) composed: composed::Composed,
    /// A question's answer was told of a number nothing shown holds (`grounded`).
    pub(super) ungrounded_told: bool,
    /// This answer was a function asked for whole and unfit a second time:
    /// its text is no edit (`whole_first`, `text_edits`).
    pub(super) whole_unfit: bool,
    /// A question's answer was told where the value it names is set (`set_in`).
    pub(super) set_in_told: bool,
}

impl<'a> Run<'a> {
    /// A run of one input; `child` for a subagent's.
    pub(super) fn new(
        session: &'a mut SessionFile,
        provider: &'a Arc<dyn Provider>,
        tools: &'a Arc<ToolRegistry>,
        config: &'a LoopConfig,
        budget: &'a mut Budget,
        session_start: Option<&'static str>,
        child: bool,
    ) -> Self {
        Run {
            session,
            provider,
            tools,
            config,
            budget,
            without_tools: false,
            forbid_calls: false,
            session_start,
            cut_off: Vec::new(),
            changed: Vec::new(),
            child,
            prompt: String::new(),
            test_run: None,
            docstring: None,
            whole: None,
            program: None,
            reproduction: None,
            composed: composed::Composed::default(),
            ungrounded_told: false,
            whole_unfit: false,
            set_in_told: false,
        }
    }
}
