//! Sessions as trees (CONCEPT D-03, D-08, §4): the in-memory tree, its
//! append-only JSONL store under `<repo>/.nub/sessions/`, listing and export.
//!
//! Every access to "the history" goes through [`Session::path_to_head`];
//! nothing is ever deleted, so any earlier point can be branched from.
//! [`checkpoint`] keeps the workspace's files along the same tree.
#![deny(clippy::print_stdout, clippy::print_stderr)]

mod bodies;
pub mod checkpoint;
pub mod compaction;
pub mod export;
pub mod id;
pub mod list;
mod load;
pub mod record;
pub mod repo;
pub mod store;
pub mod time;
pub mod tree;

pub use id::{NodeId, SessionId};
pub use list::{Listing, Summary};
pub use load::{INTERRUPTED, LoadWarning, Loaded, StoreError, load_bytes, load_from};
pub use record::Header;
pub use store::{SessionFile, Store};
pub use tree::{Node, NodeKind, NodeMeta, Session, TreeError};
