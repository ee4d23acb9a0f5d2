//! nub's start-up, shared by every front end (print mode, the TUI, the ACP
//! agent) and by the report commands, so that what `nub context` shows is
//! what a run sends.
//!
//! Validated once, then handed out as built parts (ripgrep's `HiArgs` idea):
//!
//! ```text
//! Workspace::load(env)            cwd, repository root, layered Config
//!   └─ Runtime::start(&ws, opts)  endpoint → MCP connect (background)
//!        → provider → session → skills → context → tools
//!        → MCP ready → permissions checked against the final tool list
//!        → Started { agent: Loop, report, warnings }
//! ```
//!
//! A repository's own configuration counts only once the user trusts it
//! ([`trust`]); until then its risky entries are left out and named.
//!
//! Nothing here prints: problems are typed ([`StartError`], [`Warning`]) and
//! the front end decides how to show them.
#![deny(clippy::print_stdout, clippy::print_stderr)]

mod agents;
pub mod checkpoints;
pub mod commands;
mod compact;
mod env;
mod error;
pub mod hooks;
mod models;
mod parts;
mod permissions;
mod provider;
pub mod report;
mod sandbox;
mod session;
pub mod slash;
mod start;
pub mod trust;
mod window;
mod workspace;

pub use compact::compact_session;
pub use env::Env;
pub use error::{StartError, store_error_is_config};
pub use models::{LIST_TIMEOUT, ModelChoice, endpoint_models, listed_model_choices, model_choices, model_detail};
pub use parts::{Parts, PartsOptions, ToolCost, Warning, discover_skills};
pub use permissions::Permissions;
pub use provider::{ConfigSwitch, caps_for, provider_for};
pub use sandbox::SandboxState;
pub use session::{SessionChoice, open_session};
pub use start::{McpProgress, Reopened, Running, StartOptions, Started, compaction_settings, start};
pub use trust::TrustState;
pub use window::{Window, known_window};
pub use workspace::Workspace;
