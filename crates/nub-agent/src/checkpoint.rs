//! Snapshots around tool calls (checkpoints, CONCEPT 5.10): before and
//! after every call that may write, the loop asks the store it was given to
//! save what the call may change. Where and how is the store's business
//! (`nub_session::checkpoint`, built by the runtime); the loop only names
//! the call and what the tool says it may touch (`Tool::writes`). The work
//! reads files, so it runs on tokio's blocking pool.

use nub_session::checkpoint::{Call, Checkpoints, Pending, Scope};
use nub_session::{NodeId, SessionId};
use nub_tools::Writes;

/// Where the calls of one answer come from.
#[derive(Debug, Clone)]
pub(crate) struct Site {
    pub session: SessionId,
    /// The assistant node that asked for them.
    pub node: NodeId,
}

/// Begins the snapshot of one call; `None` when the call changes nothing
/// on disk, checkpoints are off, or the store failed (then a note says so).
pub(crate) async fn begin(
    checkpoints: Option<&Checkpoints>,
    site: Option<&Site>,
    id: &str,
    tool: &str,
    writes: Writes,
) -> (Option<Pending>, Vec<String>) {
    let (Some(checkpoints), Some(site)) = (checkpoints, site) else { return (None, Vec::new()) };
    let scope = match writes {
        Writes::Nothing => return (None, Vec::new()),
        Writes::Files(paths) => Scope::Paths(paths),
        Writes::Anywhere => Scope::Workspace,
    };
    let call =
        Call { session: site.session.clone(), node: site.node.clone(), id: id.to_owned(), tool: tool.to_owned() };
    let checkpoints = checkpoints.clone();
    match tokio::task::spawn_blocking(move || checkpoints.begin(call, scope)).await {
        Ok(Ok(mut pending)) => {
            let notes = std::mem::take(&mut pending.notes);
            (Some(pending), notes)
        }
        Ok(Err(error)) => (None, vec![format!("no checkpoint of this {tool} call: {error}")]),
        Err(error) => (None, vec![format!("no checkpoint of this {tool} call: {error}")]),
    }
}

/// Ends a snapshot: what the call changed becomes its change set. Notes
/// for the user come back.
pub(crate) async fn finish(checkpoints: Option<&Checkpoints>, pending: Option<Pending>) -> Vec<String> {
    let (Some(checkpoints), Some(pending)) = (checkpoints, pending) else { return Vec::new() };
    let checkpoints = checkpoints.clone();
    match tokio::task::spawn_blocking(move || checkpoints.finish(pending)).await {
        Ok(Ok(snapshot)) => snapshot.notes,
        Ok(Err(error)) => vec![format!("what the call changed was not recorded: {error}")],
        Err(error) => vec![format!("what the call changed was not recorded: {error}")],
    }
}
