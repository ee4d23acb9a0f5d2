//! A server's `tools/list`, every page, each tool read on its own: one
//! definition rmcp's types cannot read (an `inputSchema` that is not an
//! object, a missing one, a name that is no string) costs that tool, with a
//! warning, not the whole server.

use rmcp::model::{ClientRequest, CustomResult, ListToolsRequest, PaginatedRequestParams, ServerResult, Tool};
use rmcp::service::{Peer, RoleClient};
use serde_json::Value;

/// Pages followed before a server that never stops paging is given up.
const MAX_PAGES: usize = 100;

/// The tools a server offers, and one line per tool that was skipped.
pub(crate) struct Listed {
    pub tools: Vec<Tool>,
    pub unreadable: Vec<String>,
}

pub(crate) async fn tools(peer: &Peer<RoleClient>) -> Result<Listed, String> {
    let mut listed = Listed { tools: Vec::new(), unreadable: Vec::new() };
    let mut cursor: Option<String> = None;
    for _ in 0..MAX_PAGES {
        let params = cursor.take().map(|c| PaginatedRequestParams::default().with_cursor(Some(c)));
        let request = ClientRequest::ListToolsRequest(ListToolsRequest {
            method: Default::default(),
            params,
            extensions: Default::default(),
        });
        let answer = peer.send_request(request).await.map_err(|e| format!("tools/list failed: {e}"))?;
        let next = match answer {
            ServerResult::ListToolsResult(page) => {
                listed.tools.extend(page.tools);
                page.next_cursor
            }
            // Not a list rmcp can read as a whole: read it tool by tool.
            ServerResult::CustomResult(CustomResult(page)) => {
                let entries = page.get("tools").and_then(Value::as_array).ok_or("tools/list failed: no tools list")?;
                for entry in entries {
                    match serde_json::from_value::<Tool>(entry.clone()) {
                        Ok(tool) => listed.tools.push(tool),
                        Err(error) => listed.unreadable.push(format!(
                            "tool {} skipped: its definition cannot be read ({error})",
                            shown_name(entry)
                        )),
                    }
                }
                page.get("nextCursor").and_then(Value::as_str).map(str::to_owned)
            }
            _ => return Err("tools/list failed: the answer is not a tool list".into()),
        };
        match next {
            Some(next) => cursor = Some(next),
            None => return Ok(listed),
        }
    }
    Err(format!("tools/list failed: more than {MAX_PAGES} pages"))
}

/// The name as the server wrote it, quoted and cut (it is a stranger's text).
fn shown_name(entry: &Value) -> String {
    match entry.get("name") {
        Some(Value::String(name)) => format!("{:?}", name.chars().take(64).collect::<String>()),
        Some(other) => other.to_string().chars().take(64).collect(),
        None => "(without a name)".into(),
    }
}
