//! `nub sessions`: one line per session file, and never a file left out —
//! one that cannot be read is listed with the reason.

use std::path::PathBuf;
use std::time::SystemTime;

use nub_llm::{Block, Role};

use crate::id::SessionId;
use crate::store::Store;
use crate::tree::Session;

#[derive(Debug, Clone)]
pub struct Summary {
    pub id: SessionId,
    pub last_activity: Option<SystemTime>,
    /// The first user prompt on one line.
    pub title: String,
    pub nodes: usize,
    /// Tips of branches: 1 for a straight conversation.
    pub branches: usize,
    /// Records the loader had to skip.
    pub warnings: usize,
    /// nub did not create it on this machine (committed to the repository,
    /// most likely): its time says nothing, and it is only ever copied.
    pub from_repository: bool,
}

#[derive(Debug, Clone)]
pub enum Listing {
    Session(Summary),
    Unreadable { id: SessionId, path: PathBuf, reason: String },
}

impl Store {
    /// Every session of the repository, this machine's newest first, then
    /// those from the repository (whose file times are a checkout's).
    pub fn list(&self) -> Result<Vec<Listing>, crate::StoreError> {
        let mut listings = Vec::new();
        let local = self.local_ids();
        for id in self.ids()? {
            let path = self.path_of(&id);
            let from_repository = local.as_ref().is_some_and(|local| !local.contains(&id.0));
            let last_activity =
                if from_repository { None } else { std::fs::symlink_metadata(&path).and_then(|m| m.modified()).ok() };
            listings.push(match self.load(&id) {
                Ok(loaded) => Listing::Session(Summary {
                    id,
                    last_activity,
                    title: title(&loaded.session),
                    nodes: loaded.session.len(),
                    branches: loaded.session.branches(),
                    warnings: loaded.warnings.len(),
                    from_repository,
                }),
                Err(error) => Listing::Unreadable { id, path, reason: error.to_string() },
            });
        }
        listings.sort_by_key(|l| (foreign(l), std::cmp::Reverse(activity(l))));
        Ok(listings)
    }
}

fn activity(listing: &Listing) -> Option<SystemTime> {
    match listing {
        Listing::Session(summary) => summary.last_activity,
        Listing::Unreadable { .. } => None,
    }
}

fn foreign(listing: &Listing) -> bool {
    match listing {
        Listing::Session(summary) => summary.from_repository,
        Listing::Unreadable { .. } => false,
    }
}

/// The first user prompt, on one line, at most 60 characters, without
/// terminal control sequences (listings are printed).
pub fn title(session: &Session) -> String {
    if let Some(title) = session.title() {
        return nub_llm::terminal::sanitize(title).into_owned();
    }
    let first_prompt = session.nodes().iter().filter(|n| n.message.role == Role::User).find_map(|n| {
        n.message.content.iter().find_map(|b| match b {
            Block::Text { text, .. } if !text.trim().is_empty() => Some(text.as_str()),
            _ => None,
        })
    });
    let clean = nub_llm::terminal::sanitize(first_prompt.unwrap_or("(no prompt)"));
    let one_line = clean.split_whitespace().collect::<Vec<_>>().join(" ");
    match one_line.char_indices().nth(60) {
        Some((cut, _)) => format!("{}…", &one_line[..cut]),
        None => one_line,
    }
}
