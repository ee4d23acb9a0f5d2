//! The ways nub runs an agent: print mode, the interactive interface and
//! the ACP agent for editors; each is a fold over the loop's `UiEvent`s
//! after `nub_runtime::start`.

pub mod acp;
pub mod interactive;
pub mod print;

use nub_runtime::{PartsOptions, Permissions, StartOptions};

use crate::cli::RunArgs;

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
        }
    }
}
