//! What goes into the loop: prompts (with images), steering, cancellation,
//! a model switch, answers to permission questions, compaction on request,
//! moving around the session tree (rewind, labels, bookmarks) and putting
//! the files back (restore, undo), the mode, and prompt commands.
//!
//! `Input` is the other half of the protocol whose first half is
//! [`UiEvent`](crate::UiEvent): it serializes the same way (`"type"` in
//! snake case, wrapped in the versioned [`Envelope`](crate::Envelope)), so a
//! JSON client, the TUI and the ACP agent all speak it unchanged.

use serde::{Deserialize, Serialize};

use crate::mode::Mode;

/// Messages from the user (or a script) to a running loop.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Input {
    /// A new prompt. While a run is going, it waits for the run to end.
    Prompt { text: String },
    /// A prompt with images (a screenshot pasted into an editor): one user
    /// message, the text first. Otherwise like `Prompt`. A model that cannot
    /// see images gets a note in their place, so a front end checks the
    /// model first and tells the user.
    PromptWithImages { text: String, images: Vec<Image> },
    /// Redirects the running run: delivered after the tool that is running
    /// now; tools not started yet are cancelled with an explanation. With no
    /// run going it is a prompt.
    Steer { text: String },
    /// Cancels the current run; the session stays consistent.
    Cancel,
    /// Cancels and ends the loop.
    Quit,
    /// The next request goes to this model (and endpoint, when given) with
    /// the whole history. Applied between requests; answered by
    /// `UiEvent::ModelChanged` or a warning.
    SetModel {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        endpoint: Option<String>,
        model: String,
    },
    /// The reasoning effort of the next requests (`null`: the model's own
    /// default). Applied between requests; answered by
    /// `UiEvent::EffortChanged`, with a warning when the model does not reason.
    SetEffort {
        #[serde(default)]
        effort: Option<nub_llm::effort::Effort>,
    },
    /// The answer to `UiEvent::PermissionAsk` with the same `id`.
    Answer { id: String, decision: Decision },
    /// Compacts the session now; `focus` says what the summary should keep.
    /// Reported as a run (`RunStart` … `RunEnd`), so its end is certain also
    /// when there was nothing to compact; `Cancel` stops it.
    Compact {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        focus: Option<String>,
    },
    /// Moves the session's head to `node` (its id or a unique part of it):
    /// the next prompt starts a branch there, and requests carry only the
    /// path to it. Applied between runs; answered by `UiEvent::Rewound` or
    /// a warning.
    Rewind { node: String },
    /// Labels a node (an empty `label` removes it) and/or sets its
    /// bookmark. Applied between runs; a warning when the node is unknown.
    Mark {
        node: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        label: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bookmark: Option<bool>,
    },
    /// Puts the files back to their state at `node` (checkpoints): the
    /// conversation stays where it is (send `Rewind` first for both). A run
    /// of its own, answered by `UiEvent::Restored`; a file changed since
    /// nub last saw it makes the run fail with nothing changed, unless
    /// `force`.
    Restore {
        node: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        force: bool,
    },
    /// Puts the files back to before the last prompt whose run changed
    /// them; sent again, one prompt further back. Like `Restore`.
    Undo {
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        force: bool,
    },
    /// Switches the mode (`ask`, `plan`, `auto-edit`; see [`Mode`]):
    /// applied between runs, before the next request; answered by
    /// `UiEvent::ModeChanged`.
    SetMode { mode: Mode },
    /// A prompt command's expansion (`/NAME args`, expanded by the front
    /// end through `nub_runtime::commands`): a prompt whose run uses the
    /// command's `model` and `effort` and runs its `allowed_tools` without
    /// asking — for this run only, then the session's settings are back.
    Command {
        /// The command as typed, for the user (`/greet Bob`).
        name: String,
        /// The expanded prompt, what the model reads (`@path` mentions
        /// are attached like a prompt's).
        text: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        model: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        effort: Option<nub_llm::effort::Effort>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        allowed_tools: Vec<String>,
    },
    /// An MCP server's prompt (`/server:prompt args`, resolved by the front
    /// end through `nub_runtime::commands`): the loop fetches its text from
    /// the server (`prompts/get`) and runs it as a prompt. A prompt that
    /// cannot be fetched is a run that fails (kind `command`), nothing sent.
    ServerPrompt {
        /// The command as typed, for the user (`/github:review 42`).
        name: String,
        /// `server:prompt`.
        prompt: String,
        /// The rest of the line; filled into the prompt's arguments in order.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        args: String,
    },
}

impl Input {
    pub fn prompt(text: impl Into<String>) -> Self {
        Input::Prompt { text: text.into() }
    }

    pub fn steer(text: impl Into<String>) -> Self {
        Input::Steer { text: text.into() }
    }
}

/// An image of a prompt, as it goes into the user message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Image {
    /// `image/png`, `image/jpeg`, `image/gif` or `image/webp`.
    pub media_type: String,
    /// The image file's bytes (base64 on the wire).
    #[serde(with = "nub_llm::base64")]
    pub data: Vec<u8>,
}

/// How the user answered a permission question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Run this one call.
    AllowOnce,
    /// Run it, and every later call of this tool in this session.
    AllowAlways,
    /// Do not run it; the model is told the user refused.
    Deny,
}
