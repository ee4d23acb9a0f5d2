//! What goes into the loop (`Input`) and what comes out (`UiEvent`).
//!
//! `UiEvent` is the contract between the core and every interface: print
//! mode and the TUI fold over it, and `--mode json` prints it as it is, one
//! object per line — so its serde shape is a versioned public format
//! (docs/json-events.md). Add fields and variants; never rename or remove.

use nub_llm::{StopReason, Usage};
use nub_tools::ToolView;
use serde::Serialize;

/// Messages from the user (or a script) to a running loop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    /// A new prompt. While a run is going, it waits for the run to end.
    Prompt(String),
    /// Redirects the running run: delivered after the tool that is running
    /// now; tools not started yet are cancelled with an explanation.
    Steer(String),
    /// Cancels the current run; the session stays consistent.
    Cancel,
    /// Cancels and ends the loop.
    Quit,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum UiEvent {
    /// Work on a prompt begins.
    RunStart {
        session: String,
        prompt: String,
    },
    /// A model request begins; `turn` counts from 1 within the run.
    TurnStart {
        turn: u32,
        model: String,
    },
    TextDelta {
        text: String,
    },
    ThinkingDelta {
        text: String,
    },
    /// The provider is being asked again; nothing of the answer was shown yet.
    Retry {
        attempt: u32,
        delay_ms: u64,
        reason: String,
    },
    /// The model's answer is complete.
    TurnEnd {
        turn: u32,
        stop: StopReason,
        usage: Usage,
    },
    ToolStart {
        id: String,
        name: String,
        input: serde_json::Value,
    },
    /// Output of a running tool as it comes (bash).
    ToolOutput {
        id: String,
        chunk: String,
    },
    ToolEnd {
        id: String,
        name: String,
        is_error: bool,
        duration_ms: u64,
        summary: String,
        view: ToolView,
    },
    /// A steering message was added to the conversation.
    Steered {
        text: String,
    },
    Warning {
        message: String,
    },
    /// The run is over; exactly one per `RunStart`.
    RunEnd {
        outcome: Outcome,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Outcome {
    /// The model ended its turn without asking for tools.
    Completed,
    Cancelled,
    /// A safety limit stopped the run (`max_turns`, a repeated tool call).
    Limit {
        limit: String,
        message: String,
    },
    /// The provider or the session store failed.
    Failed {
        kind: String,
        message: String,
    },
}
