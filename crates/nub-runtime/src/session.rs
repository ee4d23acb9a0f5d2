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
    store.check()?;
    let mut notes = Vec::new();
    let (mut file, warnings) = match choice {
        SessionChoice::New => return Ok((store.create(cwd)?, Vec::new())),
        SessionChoice::Continue => match store.latest()? {
            Some(id) => store.open(&id)?,
            None => {
                let foreign = store.ids()?.len();
                if foreign == 0 {
                    return Err(StartError::Usage(format!(
                        "no sessions yet in {}; start one with nub -p \"…\"",
                        store.dir().display()
                    )));
                }
                // A cloned repository's sessions are a stranger's words in
                // the user's name: never continued unasked.
                notes.push(format!(
                    "{foreign} session(s) in {} were not created on this machine (committed to the repository?) and are not continued; this is a new session (nub -r ID opens one as a copy)",
                    store.dir().display()
                ));
                return Ok((store.create(cwd)?, notes));
            }
        },
        SessionChoice::Resume(query) => {
            let id = store.resolve(query)?;
            if store.is_local(&id) {
                store.open(&id)?
            } else {
                let (copy, warnings) = store.adopt(&id, cwd)?;
                notes.push(format!(
                    "session {} came from the repository (nub did not create it on this machine), so its messages may not be yours; it goes on in a copy, {}, and the repository's file is left as it is",
                    id.short(),
                    copy.session.id.short()
                ));
                (copy, warnings)
            }
        }
    };
    notes.extend(warnings.iter().map(|w: &LoadWarning| format!("{}: {w}", file.path().display())));
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
