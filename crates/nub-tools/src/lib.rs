//! nub's tools: the `Tool` trait and its two-part result (D-05), the registry
//! that fixes the order of tool definitions in the prompt, static permissions
//! (D-11), the path guard every file tool goes through, and the built-ins
//! `read`, `write`, `edit`, `bash`, `glob`, `grep` and `todo` (CONCEPT §5.3).
//!
//! ```no_run
//! # async fn demo() {
//! use nub_tools::{ToolEnv, ToolRegistry};
//!
//! let registry = ToolRegistry::builtin();
//! let env = ToolEnv::new("/repo", "/repo");
//! let result = registry.run("read", serde_json::json!({"path": "README.md"}), &env).await;
//! assert!(!result.is_error, "{}", result.for_model);
//! # }
//! ```
//!
//! Tools never print: a running tool streams through `ToolEnv::emit`, and its
//! result goes back to the caller.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod builtin;
pub mod files;
mod input;
pub mod mention;
pub mod path;
pub mod policy;
pub mod registry;
mod shell;
mod text;
pub mod tool;
pub mod walk;

pub use files::TextFiles;
pub use path::{Access, display_path, resolve_path};
pub use policy::{Permission, Policy};
pub use registry::ToolRegistry;
/// What a `write` or `edit` call would change, as the diff its result would
/// show, computed without writing: a permission prompt shows it before the
/// user allows the call. `None` for every other tool. The path guard holds
/// as for the call itself; a call that would fail gives its error.
pub fn preview(tool: &str, input: &serde_json::Value, env: &ToolEnv) -> Option<ToolView> {
    match tool {
        "write" => Some(builtin::write::preview(input.clone(), env)),
        "edit" => Some(builtin::edit::preview(input.clone(), env)),
        _ => None,
    }
}

pub use tool::{OutputSink, TodoItem, TodoStatus, Tool, ToolEnv, ToolResult, ToolView};
