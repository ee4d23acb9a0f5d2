//! The loop's mode (CONCEPT §5.10): how much the model may change without
//! asking. It is part of the permission policy, enforced where calls run
//! (`execute`), so a model that ignores the plan-mode prompt still cannot
//! write; front ends only send `Input::SetMode`.
//!
//! - `ask`: the configured permissions as they are (`[permissions]`).
//! - `plan`: only tools that change nothing run — read-only tools, `todo`,
//!   and `bash` when a read-only sandbox confines it; `write`, `edit`, other
//!   `bash` and MCP tools not marked read-only are refused with a result
//!   saying so. The system prompt asks for an investigation ending in a plan.
//! - `auto-edit`: like `ask`, but the file-changing tools (`write`, `edit`)
//!   set to ask run without asking. Denials, `deny_paths` and the path
//!   rules stay; `bash` and MCP tools still follow their permission.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    #[default]
    Ask,
    Plan,
    AutoEdit,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Ask, Mode::Plan, Mode::AutoEdit];

    /// The name users type and see: `ask`, `plan`, `auto-edit`.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Ask => "ask",
            Mode::Plan => "plan",
            Mode::AutoEdit => "auto-edit",
        }
    }

    /// The mode Shift+Tab goes to next: ask → plan → auto-edit → ask.
    pub fn next(self) -> Mode {
        match self {
            Mode::Ask => Mode::Plan,
            Mode::Plan => Mode::AutoEdit,
            Mode::AutoEdit => Mode::Ask,
        }
    }

    pub fn parse(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.name() == name.trim().to_ascii_lowercase())
    }

    /// One line on what the mode lets the model do.
    pub fn about(self) -> &'static str {
        match self {
            Mode::Ask => "the configured permissions: asks before bash, MCP tools and whatever is set to ask",
            Mode::Plan => "read-only: investigate and propose a plan; write, edit, bash and other tools are refused",
            Mode::AutoEdit => "file edits (write, edit) run without asking; bash and MCP tools as configured",
        }
    }
}

/// The system block added to every request in plan mode.
pub const PLAN_PROMPT: &str = "You are in plan mode. Investigate: read files, search, and run only commands that change nothing. \
Do not change any file and do not try to: nub refuses write, edit and commands that could change anything while plan mode is on. \
End your answer with a concrete, numbered plan (the files to change and how, and how to check the result) for the user to approve; \
the user switches plan mode off to carry it out.";

/// The tool result of a call refused in plan mode.
pub fn refused_in_plan(tool: &str) -> String {
    format!(
        "not run: plan mode is on, and {tool} may change something; investigate with read-only tools and end with a plan — the user will switch modes to carry it out"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modes_cycle_and_parse_by_their_names() {
        assert_eq!(Mode::Ask.next().next().next(), Mode::Ask);
        assert_eq!(Mode::Ask.next(), Mode::Plan);
        for mode in Mode::ALL {
            assert_eq!(Mode::parse(mode.name()), Some(mode));
            assert_eq!(serde_json::to_value(mode).unwrap(), mode.name());
        }
        assert_eq!(Mode::parse("yolo"), None);
    }
}
