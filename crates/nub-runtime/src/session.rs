//! Which session a run appends to: a new one, the latest, or one named by a
//! part of its id — rewound to a node when asked.

use nub_session::{LoadWarning, SessionFile, Store};

use crate::error::StartError;

/// Which session a prompt goes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SessionChoice {
    New,
    Continue,
    Resume(String),
}

/// Opens (or creates) the session, rewound to `branch` when given, its
/// path repaired if nub stopped while tools ran (every `tool_use` must have
/// a result before the next request). What was skipped or repaired comes
/// back as lines for the front end to show.
pub fn open_session(
    store: &Store,
    cwd: &std::path::Path,
    choice: &SessionChoice,
    branch: Option<&str>,
) -> Result<(SessionFile, Vec<String>), StartError> {
    let (mut file, warnings) = match choice {
        SessionChoice::New => return Ok((store.create(cwd)?, Vec::new())),
        SessionChoice::Continue => {
            let id = store.latest()?.ok_or_else(|| {
                StartError::Usage(format!("no sessions yet in {}; start one with nub -p \"…\"", store.dir().display()))
            })?;
            store.open(&id)?
        }
        SessionChoice::Resume(query) => store.open(&store.resolve(query)?)?,
    };
    let mut notes: Vec<String> =
        warnings.iter().map(|w: &LoadWarning| format!("{}: {w}", file.path().display())).collect();
    if let Some(node) = branch {
        let node = file.resolve_node(node)?;
        file.branch(&node)?;
    }
    let repaired = file.repair_interrupted()?;
    if repaired > 0 {
        notes.push(format!(
            "the last run stopped before {repaired} tool call(s) finished; they are answered as interrupted"
        ));
    }
    Ok((file, notes))
}
