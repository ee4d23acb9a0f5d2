//! How a compaction is laid out in the tree (D-08).
//!
//! History is the parent chain from the head, cut at the first summary. For
//! the next request to read `[summary, kept tail…]`, the kept messages must
//! hang *below* the summary — but they already exist with other parents, and
//! an append-only file never changes a parent. So a compaction appends:
//!
//! 1. the summary node, as a child of the last node it summarizes (the node
//!    just before the kept tail). Its `replaces` lists the summarized nodes of
//!    the old path: from the previous summary (or the root) up to that parent
//!    — exactly the parent chain a walk from the summary would have shown;
//! 2. a copy of every kept message, in order, below the summary; the head
//!    moves to the last copy.
//!
//! ```text
//! a ─ b ─ c ─ d ─ e            before: head e, keep [d, e]
//!         ├─ d ─ e             the old branch, untouched
//!         └─ S ─ d' ─ e'       after: head e', path [S, d', e']
//! ```
//!
//! Nothing is deleted or rewritten: `--branch` to any node of the old path
//! shows the full history it had, and the summary itself can be branched
//! from. The price is one copy of the kept tail per compaction, bounded by
//! the keep-recent budget. Copies keep the message, its model and its time;
//! they drop `usage` (it measured a prompt that no longer exists, and the
//! loop calibrates its estimates on it) and labels and bookmarks (those name
//! the original node). Each names its original in `copy_of` (the first
//! original, through copies of copies), so the files a kept tool call
//! changed hold on the new path too (checkpoints).

use nub_llm::Message;

use crate::id::NodeId;
use crate::load::StoreError;
use crate::store::SessionFile;
use crate::tree::{Node, NodeKind, NodeMeta, Session, TreeError};

impl Node {
    /// A summary node below `parent` standing for the nodes in `replaces`;
    /// history read from below it stops here.
    pub fn summary(parent: Option<NodeId>, message: Message, replaces: Vec<NodeId>) -> Self {
        Node { kind: NodeKind::Summary, replaces, ..Node::message(parent, message) }
    }
}

impl Session {
    /// The nodes that compact the current path: a summary of its first
    /// `first_kept` nodes, then copies of the rest, to be appended in order.
    /// `first_kept` counts nodes of `path_to(head)` and must leave at least
    /// one node to summarize.
    pub fn compaction(&self, first_kept: usize, summary: Message) -> Result<Vec<Node>, TreeError> {
        let path = match self.head() {
            Some(head) => self.path_to(head),
            None => Vec::new(),
        };
        if first_kept == 0 || first_kept > path.len() {
            return Err(TreeError::InvalidCut { first_kept, path_len: path.len() });
        }
        let (older, kept) = path.split_at(first_kept);
        let replaces = older.iter().map(|n| n.id.clone()).collect();
        let parent = older.last().map(|n| n.id.clone());
        let mut nodes = Vec::with_capacity(kept.len() + 1);
        let mut previous = Node::summary(parent, summary, replaces);
        for original in kept {
            let copy = Node {
                meta: NodeMeta {
                    model: original.meta.model.clone(),
                    created_at: original.meta.created_at.clone(),
                    copy_of: Some(original.meta.copy_of.clone().unwrap_or_else(|| original.id.clone())),
                    ..NodeMeta::default()
                },
                ..Node::message(Some(previous.id.clone()), original.message.clone())
            };
            nodes.push(std::mem::replace(&mut previous, copy));
        }
        nodes.push(previous);
        Ok(nodes)
    }

    /// "summary of 12 earlier messages": how `nub tree` and the export name
    /// a summary node; `None` for a message node.
    pub fn summary_note(&self, id: &NodeId) -> Option<String> {
        let node = self.node(id).filter(|n| n.kind == NodeKind::Summary)?;
        Some(match self.summarized_count(&node.id) {
            1 => "summary of 1 earlier message".to_owned(),
            count => format!("summary of {count} earlier messages"),
        })
    }

    /// How many messages a summary stands for, counting through the earlier
    /// summaries it replaces; 0 for a message node.
    pub fn summarized_count(&self, id: &NodeId) -> usize {
        let mut count = 0;
        let mut pending: Vec<&NodeId> = vec![id];
        while let Some(at) = pending.pop() {
            match self.node(at) {
                Some(node) if node.kind == NodeKind::Summary => pending.extend(&node.replaces),
                Some(_) if at != id => count += 1,
                Some(_) | None => {}
            }
        }
        count
    }
}

impl SessionFile {
    /// Compacts the current path (see [`Session::compaction`]) and returns
    /// the summary node's id. Each node is one appended record; should nub
    /// stop half-way, the head sits on the summary or a copy, and the loop's
    /// history repair answers a call whose result copy is missing. The
    /// messages now off the path leave memory; the file keeps them
    /// ([`SessionFile::message`] reads them back).
    pub fn compact(&mut self, first_kept: usize, summary: Message) -> Result<NodeId, StoreError> {
        let nodes = self.session.compaction(first_kept, summary)?;
        let summary_id = nodes[0].id.clone();
        for node in nodes {
            self.append(node)?;
        }
        // What the summary replaced is never read by a request again.
        self.drop_messages_off_path();
        Ok(summary_id)
    }
}

#[cfg(test)]
mod tests {
    use nub_llm::Role;

    use super::*;
    use crate::id::SessionId;

    fn chain(texts: &[&str]) -> (Session, Vec<NodeId>) {
        let mut session = Session::new(SessionId::generate());
        let mut ids = Vec::new();
        for (i, text) in texts.iter().enumerate() {
            let message = if i % 2 == 0 { Message::user(*text) } else { Message::assistant(*text) };
            let mut node = Node::message(ids.last().cloned(), message);
            node.meta.usage = Some(nub_llm::Usage { input: 1, output: 1, ..Default::default() });
            node.meta.label = Some(format!("n{i}"));
            ids.push(node.id.clone());
            session.append(node).unwrap();
        }
        (session, ids)
    }

    #[test]
    fn the_summary_hangs_below_the_last_summarized_node_and_copies_follow() {
        let (session, ids) = chain(&["a", "b", "c", "d", "e"]);
        let nodes = session.compaction(3, Message::user("S")).unwrap();
        assert_eq!(nodes.len(), 3);
        assert_eq!(nodes[0].kind, NodeKind::Summary);
        assert_eq!(nodes[0].parent.as_ref(), Some(&ids[2]));
        assert_eq!(nodes[0].replaces, ids[..3]);
        assert_eq!(nodes[1].parent.as_ref(), Some(&nodes[0].id));
        assert_eq!(nodes[2].parent.as_ref(), Some(&nodes[1].id));
        assert_eq!(nodes[1].message.role, Role::Assistant, "d is copied as it was");
        assert_eq!(nodes[2].meta.usage, None, "usage measured a prompt that no longer exists");
        assert_eq!(nodes[2].meta.label, None);
    }

    #[test]
    fn the_carried_originals_are_no_branch_of_the_users() {
        let (mut session, ids) = chain(&["a", "b", "c", "d", "e"]);
        for node in session.compaction(3, Message::user("S")).unwrap() {
            session.append(node).unwrap();
        }
        assert_eq!(session.leaves().count(), 2, "the tree does fork at c");
        assert_eq!(session.branches(), 1, "but the user made no branch");
        assert_eq!(session.compacted_originals(), [ids[3].clone(), ids[4].clone()].into_iter().collect());
        // A real branch from an original: it counts, and its start is kept.
        session.branch(&ids[3]).unwrap();
        session.append(Node::message(Some(ids[3].clone()), Message::user("other way"))).unwrap();
        assert_eq!(session.branches(), 2);
    }

    #[test]
    fn a_cut_must_leave_something_to_summarize() {
        let (session, _) = chain(&["a", "b"]);
        assert_eq!(
            session.compaction(0, Message::user("S")).unwrap_err(),
            TreeError::InvalidCut { first_kept: 0, path_len: 2 }
        );
        assert!(session.compaction(3, Message::user("S")).is_err());
        let all = session.compaction(2, Message::user("S")).unwrap();
        assert_eq!(all.len(), 1, "everything summarized: the summary becomes the head");
    }

    #[test]
    fn counts_go_through_earlier_summaries() {
        let (mut session, _) = chain(&["a", "b", "c", "d", "e"]);
        for node in session.compaction(3, Message::user("S1")).unwrap() {
            session.append(node).unwrap();
        }
        let first = session.path_to(session.head().unwrap())[0].id.clone();
        assert_eq!(session.summarized_count(&first), 3);
        for node in session.compaction(2, Message::user("S2")).unwrap() {
            session.append(node).unwrap();
        }
        let second = session.path_to(session.head().unwrap())[0].id.clone();
        assert_eq!(session.summarized_count(&second), 4, "S1's three and d'");
        assert_eq!(session.summarized_count(&session.nodes()[0].id.clone()), 0);
        assert_eq!(session.summary_note(&second).as_deref(), Some("summary of 4 earlier messages"));
        assert_eq!(session.summary_note(&session.nodes()[0].id.clone()), None);
    }
}
