//! The workspace along the tree: which change sets hold at which node, and
//! the state of every path at any node.
//!
//! A path in the tree is a sequence of workspace states: the state at a
//! node is where every path started (the `before` of the first change that
//! touched it, in the whole session) with the changes of the nodes from
//! the root down to that node applied in order. So a node on another branch
//! has its own state, whatever is on the disk now.
//!
//! A change set of a tool call holds at the node with the call's result: a
//! child of the assistant node that made the call holding a result with the
//! call's id (the node the loop appended, or the one the repair appended
//! after a crash). What a subagent changed holds at its own nodes and, from
//! the results of the answer that started it on, on its parent's path too
//! (its conversation is a side branch of that answer's node). Copies a
//! compaction made stand for their originals
//! (`NodeMeta::copy_of`). A restore's change set holds at its own node, and
//! so do the files a restore found changed outside the conversation.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use nub_llm::{Block, Role};

use super::journal::Record;
use super::state::FileState;
use crate::id::NodeId;
use crate::tree::{Node, NodeKind, Session};

pub struct Timeline<'a> {
    session: &'a Session,
    records: &'a [Record],
    /// Per node, the records that hold from it on, in journal order.
    at: HashMap<NodeId, Vec<usize>>,
    /// Nodes that record a restore (or the files found before one).
    restores: HashSet<NodeId>,
}

/// `id` and every node below it.
fn subtree<'s>(session: &'s Session, id: &'s NodeId) -> impl Iterator<Item = &'s NodeId> {
    let mut stack = vec![id];
    std::iter::from_fn(move || {
        let next = stack.pop()?;
        stack.extend(session.children(next));
        Some(next)
    })
}

impl<'a> Timeline<'a> {
    pub fn new(session: &'a Session, records: &'a [Record]) -> Self {
        let mut by_call: HashMap<(&NodeId, &str), Vec<usize>> = HashMap::new();
        let mut by_node: HashMap<&NodeId, Vec<usize>> = HashMap::new();
        for (i, record) in records.iter().enumerate() {
            match record {
                Record::Change { node, call, .. } => by_call.entry((node, call.as_str())).or_default().push(i),
                Record::Restore { node, .. } | Record::Outside { node, .. } => {
                    by_node.entry(node).or_default().push(i);
                }
            }
        }
        let mut at: HashMap<NodeId, Vec<usize>> = HashMap::new();
        let mut restores = HashSet::new();
        for node in session.nodes() {
            let own = original(node);
            let mut held: Vec<usize> = by_node.get(own).cloned().unwrap_or_default();
            if !held.is_empty() {
                restores.insert(node.id.clone());
            }
            if let Some(caller) = node.parent.as_ref().and_then(|p| session.node(p)).map(original)
                && node.message.role == Role::User
            {
                for block in &node.message.content {
                    if let Block::ToolResult { tool_use_id, .. } = block
                        && let Some(found) = by_call.get(&(caller, tool_use_id.as_str()))
                    {
                        held.extend(found);
                    }
                }
                // The subagents the answer started were stored before its results.
                if node.meta.agent.is_none()
                    && node.message.content.iter().any(|b| matches!(b, Block::ToolResult { .. }))
                {
                    for child in session.children(caller) {
                        if session.node(child).is_some_and(|n| n.meta.agent.is_some()) {
                            held.extend(subtree(session, child).filter_map(|id| at.get(id)).flatten());
                        }
                    }
                }
            }
            if !held.is_empty() {
                held.sort_unstable();
                held.dedup();
                at.insert(node.id.clone(), held);
            }
        }
        Timeline { session, records, at, restores }
    }

    /// Every path any change set of the session touched.
    pub fn touched(&self) -> BTreeSet<&'a str> {
        self.records.iter().flat_map(|r| r.files().iter().map(|f| f.path.as_str())).collect()
    }

    /// Each touched path's state at `node`; `None`: at the session's start.
    pub fn state_at(&self, node: Option<&NodeId>) -> BTreeMap<String, FileState> {
        let mut state: BTreeMap<String, FileState> = BTreeMap::new();
        for record in self.records {
            for file in record.files() {
                state.entry(file.path.clone()).or_insert_with(|| file.before.clone());
            }
        }
        if let Some(node) = node {
            for id in self.ancestry(node) {
                for &i in self.at.get(id).map_or(&[][..], Vec::as_slice) {
                    for file in self.records[i].files() {
                        state.insert(file.path.clone(), file.after.clone());
                    }
                }
            }
        }
        state
    }

    /// The nodes from the root down to `node`, whole: unlike the history a
    /// request reads, a summary does not cut it (the files its replaced
    /// nodes changed are still changed).
    pub fn ancestry(&self, node: &NodeId) -> Vec<&'a NodeId> {
        let mut chain = Vec::new();
        let mut at = self.session.node(node);
        while let Some(node) = at {
            chain.push(&node.id);
            if chain.len() > self.session.len() {
                break;
            }
            at = node.parent.as_ref().and_then(|p| self.session.node(p));
        }
        chain.reverse();
        chain
    }

    /// Every state nub recorded for `path`, before and after each change.
    pub fn known(&self, path: &str) -> Vec<&'a FileState> {
        self.records
            .iter()
            .flat_map(|r| r.files())
            .filter(|f| f.path == path)
            .flat_map(|f| [&f.before, &f.after])
            .collect()
    }

    /// Whether `node` records a restore (its text is nub's, not a prompt).
    pub fn is_restore(&self, node: &NodeId) -> bool {
        self.restores.contains(node)
    }

    /// The prompts on the path to `head`, newest first: user nodes with
    /// text that are not restores.
    pub fn prompts(&self, head: &NodeId) -> Vec<&'a NodeId> {
        let mut prompts: Vec<&NodeId> = self
            .ancestry(head)
            .into_iter()
            .filter(|id| !self.is_restore(id))
            .filter(|id| self.session.node(id).is_some_and(is_prompt))
            .collect();
        prompts.reverse();
        prompts
    }
}

/// The node a compaction copied, or the node itself.
fn original(node: &Node) -> &NodeId {
    node.meta.copy_of.as_ref().unwrap_or(&node.id)
}

fn is_prompt(node: &Node) -> bool {
    node.kind == NodeKind::Message
        && node.message.role == Role::User
        && node.message.content.iter().any(|b| matches!(b, Block::Text { text, .. } if !text.trim().is_empty()))
        && !node.message.content.iter().any(|b| matches!(b, Block::ToolResult { .. }))
}
