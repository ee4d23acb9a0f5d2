//! Which messages an open session keeps in memory.
//!
//! A long session is mostly tool output, and after a compaction most of it
//! lies off the current path: behind the summary, or in the originals of the
//! kept tail. Requests never read it again, so `SessionFile::compact` drops
//! those messages from memory; the nodes themselves (ids, parents, kinds,
//! metadata) stay, and the file keeps every message. A session that runs
//! for thousands of turns therefore holds about one window of messages, not
//! everything it ever said.
//!
//! A dropped message is read back from its record in the file when it is
//! needed: `SessionFile::branch` restores the path it moves to, and
//! `SessionFile::message` reads any node. The file handle stays open, so
//! this works even after the file was deleted (the re-created file is then
//! written from it).

use std::borrow::Cow;
use std::io;
use std::os::unix::fs::FileExt;

use nub_llm::Message;

use crate::id::NodeId;
use crate::load::StoreError;
use crate::record::{self, Decoded, Record};
use crate::store::SessionFile;
use crate::tree::TreeError;

impl SessionFile {
    /// Drops from memory the message of every node that is not on the
    /// current path (`path_to_head`). Called after a compaction; the
    /// messages stay in the file.
    pub(crate) fn drop_messages_off_path(&mut self) {
        if self.is_in_memory() {
            return;
        }
        let Some(head) = self.session.head().cloned() else { return };
        let mut keep = vec![false; self.dropped.len()];
        for position in self.session.path_positions(&head) {
            keep[position] = true;
        }
        for (position, keep) in keep.into_iter().enumerate() {
            if !keep && !self.dropped[position] {
                let node = self.session.node_at_mut(position);
                node.message.content = Vec::new();
                self.dropped[position] = true;
            }
        }
    }

    /// Whether the message of `id` is in memory (`Session::node` then shows
    /// it whole); `false` for a message only the file holds, and for an
    /// unknown node.
    pub fn message_in_memory(&self, id: &NodeId) -> bool {
        self.session.position(id).is_some_and(|position| !self.dropped[position])
    }

    /// The message of any node of this session: from memory, or read back
    /// from the file.
    pub fn message(&self, id: &NodeId) -> Result<Cow<'_, Message>, StoreError> {
        let position = self.session.position(id).ok_or_else(|| TreeError::UnknownNode(id.clone()))?;
        match self.dropped[position] {
            false => Ok(Cow::Borrowed(&self.session.nodes()[position].message)),
            true => Ok(Cow::Owned(self.read_message(position)?)),
        }
    }

    /// Puts the messages of `path_to(tip)` back into memory.
    pub(crate) fn restore_path(&mut self, tip: &NodeId) -> Result<(), StoreError> {
        for position in self.session.path_positions(tip) {
            if self.dropped[position] {
                let message = self.read_message(position)?;
                self.session.node_at_mut(position).message = message;
                self.dropped[position] = false;
            }
        }
        Ok(())
    }

    /// The message of the node appended `position`-th, from its record.
    pub(crate) fn read_message(&self, position: usize) -> Result<Message, StoreError> {
        let span = self.records[position];
        let expected = &self.session.nodes()[position].id;
        let unreadable = |why: String| StoreError::Io {
            path: self.path().to_path_buf(),
            source: io::Error::new(io::ErrorKind::InvalidData, format!("cannot read node {expected} back: {why}")),
        };
        let mut bytes = vec![0; span.len];
        self.file()?.read_exact_at(&mut bytes, span.offset).map_err(|e| unreadable(e.to_string()))?;
        let line = std::str::from_utf8(&bytes).map_err(|e| unreadable(e.to_string()))?;
        match record::decode(line) {
            Decoded::Record(record) => match *record {
                Record::Node(node) if node.id == *expected => Ok(node.message),
                _ => Err(unreadable("another record is in its place".into())),
            },
            Decoded::NewerVersion(version) => Err(unreadable(format!("its record has format version {version}"))),
            Decoded::Invalid(reason) => Err(unreadable(reason)),
        }
    }
}
