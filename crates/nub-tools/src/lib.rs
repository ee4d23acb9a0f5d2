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
pub mod messages;
pub mod path;
pub mod policy;
pub mod registry;
mod shell;
pub mod syntax;
mod text;
pub mod text_edit;
pub mod tool;
pub mod walk;

pub use files::TextFiles;
pub use nub_llm::{ToolDisplay, ToolKind};
pub use path::{Access, display_path, resolve_path};
pub use policy::{Permission, Policy};
pub use registry::ToolRegistry;
pub use shell::simple_commands;
pub use syntax::{SyntaxCheck, holds_word};
pub use text::{defined_name, definition_at, numbered_definition, numbered_definition_with_settings};
pub use tool::{OutputSink, TodoItem, TodoStatus, Tool, ToolEnv, ToolResult, ToolView, Writes};
