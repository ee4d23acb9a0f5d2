//! The conversation tree (D-03). History is never a stored list: it is the
//! path from the head up to the root, cut short at the first summary (D-08).

use std::collections::HashMap;

use nub_llm::{Message, Usage};
use serde::{Deserialize, Serialize};

use crate::id::{NodeId, SessionId};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeKind {
    Message,
    /// Stands for the nodes in `replaces`; history stops here.
    Summary,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct NodeMeta {
    /// The model that produced an assistant node.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usage: Option<Usage>,
    /// RFC 3339, UTC.
    pub created_at: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bookmark: bool,
    /// For a copy a compaction made of a kept message: the node it copies.
    /// The files it changed (checkpoints) hold for the copy too.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copy_of: Option<NodeId>,
    /// For a node of a subagent's conversation (a `task` call's child run):
    /// the agent's name. Such nodes hang off the assistant node that made
    /// the call as a side branch; no history of the parent runs through
    /// them, `nub -c` never continues in them, `nub tree` folds them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub agent: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Node {
    pub id: NodeId,
    /// `None` for a root.
    pub parent: Option<NodeId>,
    pub kind: NodeKind,
    pub message: Message,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replaces: Vec<NodeId>,
    pub meta: NodeMeta,
}

impl Node {
    /// A new message node below `parent`, stamped now.
    pub fn message(parent: Option<NodeId>, message: Message) -> Self {
        Node {
            id: NodeId::generate(),
            parent,
            kind: NodeKind::Message,
            message,
            replaces: Vec::new(),
            meta: NodeMeta { created_at: crate::time::now_rfc3339(), ..NodeMeta::default() },
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TreeError {
    #[error("node {0} is not in this session")]
    UnknownNode(NodeId),
    #[error("node {0} is already in this session")]
    DuplicateNode(NodeId),
    #[error("node {node} names parent {parent}, which is not in this session")]
    MissingParent { node: NodeId, parent: NodeId },
    #[error("summary {node} replaces {missing}, which is not in this session")]
    MissingReplaced { node: NodeId, missing: NodeId },
    #[error("cannot compact before node {first_kept} of a path of {path_len}: nothing would be summarized")]
    InvalidCut { first_kept: usize, path_len: usize },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    pub id: SessionId,
    nodes: Vec<Node>,
    index: HashMap<NodeId, usize>,
    /// `parents[i]` is the position of `nodes[i]`'s parent: walking a path
    /// is then array indexing, not a hash lookup per step.
    parents: Vec<Option<usize>>,
    children: HashMap<NodeId, Vec<NodeId>>,
    roots: Vec<NodeId>,
    head: Option<NodeId>,
    title: Option<String>,
}

impl Session {
    pub fn new(id: SessionId) -> Self {
        Session {
            id,
            nodes: Vec::new(),
            index: HashMap::new(),
            parents: Vec::new(),
            children: HashMap::new(),
            roots: Vec::new(),
            head: None,
            title: None,
        }
    }

    pub fn head(&self) -> Option<&NodeId> {
        self.head.as_ref()
    }

    pub fn node(&self, id: &NodeId) -> Option<&Node> {
        self.index.get(id).map(|&i| &self.nodes[i])
    }

    /// All nodes in the order they were appended.
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    pub fn children(&self, id: &NodeId) -> &[NodeId] {
        self.children.get(id).map_or(&[], Vec::as_slice)
    }

    pub fn roots(&self) -> &[NodeId] {
        &self.roots
    }

    /// Nodes without children: the tips of the branches.
    pub fn leaves(&self) -> impl Iterator<Item = &Node> {
        self.nodes.iter().filter(|n| self.children(&n.id).is_empty())
    }

    /// The messages a compaction carried past its summary: the kept tail
    /// is appended again under the summary, so its originals stay beside
    /// it as a chain of the same messages. Those originals are no branch of
    /// the user's: `nub tree` and `/tree` fold them (a branch the user made
    /// from one of them still shows), `nub sessions` does not count them.
    pub fn compacted_originals(&self) -> std::collections::HashSet<NodeId> {
        let mut originals = std::collections::HashSet::new();
        for summary in self.nodes.iter().filter(|n| n.kind == NodeKind::Summary) {
            let Some(parent) = &summary.parent else { continue };
            // The copies: down from the summary, one child at a time.
            let mut copy = self.children(&summary.id).first();
            let mut candidates: Vec<&NodeId> = self.children(parent).iter().filter(|c| **c != summary.id).collect();
            while let Some(copy_id) = copy {
                let Some(copied) = self.node(copy_id) else { break };
                let Some(original) =
                    candidates.iter().find(|c| self.node(c).is_some_and(|n| n.message == copied.message)).copied()
                else {
                    break;
                };
                originals.insert(original.clone());
                // A branch the user made from an original is theirs: only
                // the child that matches the next copy is carried.
                candidates = self.children(original).iter().collect();
                copy = self.children(copy_id).first();
            }
        }
        originals
    }

    /// How many branches the user has: the leaves, without the originals a
    /// compaction carried past its summary and the subagents' side branches.
    pub fn branches(&self) -> usize {
        let originals = self.compacted_originals();
        self.leaves().filter(|leaf| !originals.contains(&leaf.id) && leaf.meta.agent.is_none()).count()
    }

    /// Adds `node` below its parent and makes it the head.
    pub fn append(&mut self, node: Node) -> Result<(), TreeError> {
        self.check_append(&node)?;
        self.insert(node);
        Ok(())
    }

    /// What `append` would refuse, without changing anything; the store
    /// checks first so that it never writes a record it cannot apply.
    pub fn check_append(&self, node: &Node) -> Result<(), TreeError> {
        if self.index.contains_key(&node.id) {
            return Err(TreeError::DuplicateNode(node.id.clone()));
        }
        if let Some(parent) = node.parent.as_ref().filter(|p| !self.index.contains_key(*p)) {
            return Err(TreeError::MissingParent { node: node.id.clone(), parent: parent.clone() });
        }
        if let Some(missing) = node.replaces.iter().find(|r| !self.index.contains_key(*r)) {
            return Err(TreeError::MissingReplaced { node: node.id.clone(), missing: missing.clone() });
        }
        Ok(())
    }

    fn insert(&mut self, node: Node) {
        match &node.parent {
            Some(parent) => self.children.entry(parent.clone()).or_default().push(node.id.clone()),
            None => self.roots.push(node.id.clone()),
        }
        self.head = Some(node.id.clone());
        self.parents.push(node.parent.as_ref().and_then(|p| self.index.get(p).copied()));
        self.index.insert(node.id.clone(), self.nodes.len());
        self.nodes.push(node);
    }

    /// Moves the head to an earlier node: the next append starts a new branch
    /// there. Every branch stays in the tree.
    pub fn branch(&mut self, from: &NodeId) -> Result<(), TreeError> {
        if !self.index.contains_key(from) {
            return Err(TreeError::UnknownNode(from.clone()));
        }
        self.head = Some(from.clone());
        Ok(())
    }

    pub fn set_label(&mut self, id: &NodeId, label: Option<String>) -> Result<(), TreeError> {
        let node = self.node_mut(id)?;
        node.meta.label = label.filter(|l| !l.trim().is_empty());
        Ok(())
    }

    /// The session's short name, once one was made.
    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    pub fn set_title(&mut self, title: Option<String>) {
        self.title = title.filter(|t| !t.trim().is_empty());
    }

    pub fn set_bookmark(&mut self, id: &NodeId, bookmark: bool) -> Result<(), TreeError> {
        self.node_mut(id)?.meta.bookmark = bookmark;
        Ok(())
    }

    fn node_mut(&mut self, id: &NodeId) -> Result<&mut Node, TreeError> {
        match self.index.get(id) {
            Some(&i) => Ok(&mut self.nodes[i]),
            None => Err(TreeError::UnknownNode(id.clone())),
        }
    }

    /// The nodes of the history ending at `tip`, root first. Walking up stops
    /// at the first summary, which stands in for everything it replaces.
    pub fn path_to(&self, tip: &NodeId) -> Vec<&Node> {
        let mut path = Vec::new();
        let mut at = self.index.get(tip).copied();
        while let Some(i) = at {
            let node = &self.nodes[i];
            path.push(node);
            if node.kind == NodeKind::Summary {
                break;
            }
            at = self.parents[i];
        }
        path.reverse();
        path
    }

    /// The positions (in append order) of the nodes of `path_to(tip)`,
    /// root first.
    pub(crate) fn path_positions(&self, tip: &NodeId) -> Vec<usize> {
        let mut path = Vec::new();
        let mut at = self.index.get(tip).copied();
        while let Some(i) = at {
            path.push(i);
            if self.nodes[i].kind == NodeKind::Summary {
                break;
            }
            at = self.parents[i];
        }
        path.reverse();
        path
    }

    /// The node appended `position`-th, for the store's bookkeeping.
    pub(crate) fn node_at_mut(&mut self, position: usize) -> &mut Node {
        &mut self.nodes[position]
    }

    pub(crate) fn position(&self, id: &NodeId) -> Option<usize> {
        self.index.get(id).copied()
    }

    /// The messages the next request is built from.
    pub fn path_to_head(&self) -> Vec<&Message> {
        match &self.head {
            Some(head) => self.path_to(head).into_iter().map(|n| &n.message).collect(),
            None => Vec::new(),
        }
    }
}
