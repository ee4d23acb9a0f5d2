//! The ways nub runs an agent: print mode, the interactive interface and
//! the ACP agent for editors; each is a fold over the loop's `UiEvent`s
//! after `nub_runtime::start`.

pub mod acp;
pub mod interactive;
pub mod print;

use nub_runtime::{PartsOptions, Permissions, StartOptions};

use crate::cli::RunArgs;

/// A prompt larger than this is refused (piped into print mode, or sent by
/// an editor): it would not fit any model's window, and a runaway producer
/// should not fill memory.
pub const MAX_PROMPT_BYTES: usize = 4 << 20;

impl RunArgs {
    /// What the runtime is asked for; `can_ask` says whether someone can
    /// answer permission questions.
    pub fn start_options(&self, can_ask: bool) -> StartOptions {
        StartOptions {
            parts: PartsOptions {
                profile: self.flags.profile.clone(),
                permissions: Permissions { allow: self.allow.clone(), deny: self.deny.clone() },
                can_ask,
                extra_mcp: Vec::new(),
            },
            flags: self.flags.clone(),
            session: self.session.clone(),
            branch: self.branch.clone(),
            max_turns: self.max_turns,
            files: None,
            // The interactive interface shows its editor at once; print
            // mode has nothing to show meanwhile.
            background_mcp: can_ask,
            mode: if self.plan { nub_agent::Mode::Plan } else { nub_agent::Mode::Ask },
        }
    }
}
