//! The ways nub runs an agent: print mode, the interactive interface and
//! the ACP agent for editors; each is a fold over the loop's `UiEvent`s
//! after `nub_runtime::start`.

pub mod acp;
pub mod interactive;
pub mod print;

use nub_config::FlagOverrides;

/// A prompt larger than this is refused (piped into print mode, or sent by
/// an editor): it would not fit any model's window, and a runaway producer
/// should not fill memory.
pub const MAX_PROMPT_BYTES: usize = 4 << 20;
use nub_runtime::{PartsOptions, Permissions, SessionChoice, StartOptions};

/// What a run of a terminal mode (print or interactive) asks the runtime
/// for: the flags, the session, the permission flags; `can_ask` says whether
/// someone can answer permission questions.
pub struct RunFlags {
    pub flags: FlagOverrides,
    pub session: SessionChoice,
    pub branch: Option<String>,
    pub allow: Vec<String>,
    pub deny: Vec<String>,
    pub max_turns: Option<u32>,
}

impl RunFlags {
    pub fn start_options(self, can_ask: bool) -> StartOptions {
        StartOptions {
            parts: PartsOptions {
                profile: self.flags.profile.clone(),
                permissions: Permissions { allow: self.allow, deny: self.deny },
                can_ask,
                extra_mcp: Vec::new(),
            },
            flags: self.flags,
            session: self.session,
            branch: self.branch,
            max_turns: self.max_turns,
            files: None,
        }
    }
}
