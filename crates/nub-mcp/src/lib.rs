//! nub's MCP client (CONCEPT §5.6, D-06, D-07): the `[[mcp]]` servers of the
//! active profile are connected in parallel, in the background, while the
//! prompt is prepared; [`Connecting::ready`] waits until every server is
//! connected or has used up its own timeout (default 5 s), and the tools of
//! the servers that made it become `server__tool` entries of the frozen
//! tool list. A server that fails is dropped with a warning naming it and the
//! reason (for stdio, the tail of its stderr).
//!
//! Going beyond the wait: what was chosen, and why. The wait is bounded by
//! the slowest *configured* timeout, and all servers start at once, before
//! the context is assembled, so a healthy local server costs its own start
//! time (tens of milliseconds), not a serial sum. A cache of each server's
//! last tool list would let the first request leave at once, but the tools
//! in that request would be promises: a server that fails to start after
//! its cached tools were shown would leave the model with tools that error
//! on every call, and a server whose tool list changed would make the cached
//! prefix wrong for the whole session (the list is frozen, D-06). nub
//! therefore waits for the real list, bounded, and keeps the cost visible
//! (`nub mcp`, the benchmark in the README); the cache is left for when an
//! interactive mode can hide the wait behind typing.
//!
//! Child processes of stdio servers get their own process group; the
//! [`Connected`] value terminates every group when dropped, and
//! [`terminate_all`] does the same for an exit that skips destructors.
#![deny(clippy::print_stdout, clippy::print_stderr)]

mod bridge;
mod connect;
mod list;
mod prompts;
mod servers;

pub use bridge::{McpTool, valid_tool_name};
pub use connect::{Connected, Connecting, ServerReport, ServerStatus, connect_all, terminate_all};
pub use prompts::{GET_TIMEOUT, MAX_PROMPTS, PromptArgument, PromptInfo, ServerPromptList};
pub use servers::{DEFAULT_TIMEOUT, Selection, ServerSpec, Transport, select};

/// A server contributing more tools than this without an allowlist is
/// reported with its token cost (D-07).
pub const MANY_TOOLS: usize = 15;
