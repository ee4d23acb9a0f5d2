//! The agent loop (CONCEPT §5.2): a prompt becomes turns of model requests
//! and tool runs until the model ends its turn, a limit is hit, or the user
//! cancels. Everything it does is reported as [`UiEvent`]s on a channel; it
//! never prints (D-04), and it reads history only through the session tree
//! (D-03).
//!
//! The protocol is typed both ways: [`Input`] in, [`UiEvent`] out, each
//! serializable inside an [`Envelope`] carrying the format version — the
//! same values travel to the TUI, as JSON lines and over ACP.
#![deny(clippy::print_stdout, clippy::print_stderr)]

mod added_names;
mod boundary;
mod budget;
mod checkpoint;
mod child;
mod class_fields;
pub mod compact;
mod config;
mod control;
mod doc_only;
mod docstrings;
mod effect;
mod event;
mod execute;
mod feature_pair;
mod guard;
mod hooks;
mod input;
mod keyed;
mod mentions;
mod mode;
mod named_in_words;
mod new_entry;
mod placed_after;
mod prompt_rules;
mod python_call;
mod reported;
mod reversed;
mod revisit;
mod run;
mod said_times;
mod share_as_amount;
mod shown_line;
mod slips;
mod stated_reader;
mod stated_values;
mod string_only;
mod subagent;
mod switched;
mod test_digest;
mod text_edits;
mod title;
mod type_hints;
mod unread;
mod unused_constants;
mod whole_function;
mod written_again;

pub use config::{
    AutoAttach, CompactionSettings, LoopConfig, ModelSwitch, PendingTools, PromptText, ServerPrompts, Switched,
    ToolsReady, WindowLearned,
};
pub use effect::changed_line;
pub use event::{
    ChangedFile, CompactionReason, Envelope, FailureKind, FileRestore, LimitKind, Outcome, PROTOCOL_VERSION,
    RestoredFile, UiEvent,
};
pub use guard::{REPEAT_NOTE, SAME_RESULT_AGAIN, STOP_AT};
pub use hooks::{HookEvent, HookOutcome, HookPermission, HookRun, HookSite, HookVerdict, Hooks};
pub use input::{Decision, Image, Input};
pub use mode::{Mode, PLAN_PROMPT};
pub use run::Loop;
pub use subagent::{AgentDef, AgentModels, READ_ONLY_TOOLS, Subagents, TASK, TaskTool};
