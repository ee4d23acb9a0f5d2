//! MCP prompts (`prompts/list`, `prompts/get`): a server's prompt templates,
//! offered to the user as `/server:prompt args`. The list is read once,
//! when the server connects; the text is fetched when the user runs one.
//!
//! Everything here is a stranger's text: names that could not be typed
//! after a `/` are skipped, descriptions are cut to one line, a server that
//! lists thousands of prompts or answers with megabytes is cut short, and a
//! server that does not answer is given up after [`GET_TIMEOUT`].

use std::time::Duration;

use rmcp::model::{GetPromptRequestParams, GetPromptResponse, JsonObject, Prompt, Role};
use rmcp::service::{Peer, RoleClient};
use serde_json::Value;

/// Prompts kept per server; more are dropped with a warning.
pub const MAX_PROMPTS: usize = 100;
/// How long `prompts/get` may take.
pub const GET_TIMEOUT: Duration = Duration::from_secs(30);
/// The most text one expansion may have (it becomes a user message).
const MAX_TEXT: usize = 100_000;
/// Characters of a description shown in a completion list.
const MAX_DESCRIPTION: usize = 200;

/// One prompt a server offers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromptInfo {
    /// `server:prompt`, what the user types after `/`.
    pub name: String,
    pub description: String,
    /// The declared arguments, in order.
    pub arguments: Vec<PromptArgument>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromptArgument {
    pub name: String,
    pub required: bool,
}

impl PromptInfo {
    /// The arguments as a usage line: `<language> [style]`.
    pub fn usage(&self) -> String {
        let words: Vec<String> = self
            .arguments
            .iter()
            .map(|a| if a.required { format!("<{}>", a.name) } else { format!("[{}]", a.name) })
            .collect();
        words.join(" ")
    }

    /// `args` as the prompt's arguments: one word for each declared
    /// argument in order, the last one taking the rest of the line (so a
    /// free-text argument needs no quotes). Err names what is missing.
    pub fn arguments_from(&self, args: &str) -> Result<JsonObject, String> {
        let mut object = JsonObject::new();
        let mut rest = args.trim();
        for (i, argument) in self.arguments.iter().enumerate() {
            if rest.is_empty() {
                if argument.required {
                    return Err(format!("/{} needs {}: /{} {}", self.name, argument.name, self.name, self.usage()));
                }
                continue;
            }
            let value = if i + 1 == self.arguments.len() {
                std::mem::take(&mut rest)
            } else {
                let (word, after) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                rest = after.trim_start();
                word
            };
            object.insert(argument.name.clone(), Value::String(value.to_owned()));
        }
        if !rest.is_empty() {
            return Err(format!("/{} takes no arguments", self.name));
        }
        Ok(object)
    }
}

/// The prompts of one connected server, and the connection to fetch them.
#[derive(Clone)]
pub struct ServerPromptList {
    pub server: String,
    pub prompts: Vec<PromptInfo>,
    peer: Peer<RoleClient>,
}

impl std::fmt::Debug for ServerPromptList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ServerPromptList").field("server", &self.server).field("prompts", &self.prompts).finish()
    }
}

/// Reads a server's prompt list (only when it says it has prompts); the
/// second value is one line per prompt skipped.
pub(crate) async fn list(server: &str, peer: &Peer<RoleClient>) -> Result<(Vec<PromptInfo>, Vec<String>), String> {
    let offers = peer.peer_info().is_some_and(|info| info.capabilities.prompts.is_some());
    if !offers {
        return Ok((Vec::new(), Vec::new()));
    }
    let listed = peer.list_all_prompts().await.map_err(|e| format!("prompts/list failed: {e}"))?;
    Ok(read(server, listed))
}

fn read(server: &str, listed: Vec<Prompt>) -> (Vec<PromptInfo>, Vec<String>) {
    let mut prompts: Vec<PromptInfo> = Vec::new();
    let mut skipped = Vec::new();
    for prompt in listed {
        if !typeable(&prompt.name) {
            let shown: String = prompt.name.chars().take(64).collect();
            skipped.push(format!("prompt {shown:?} skipped: its name is not 1-64 characters of [a-zA-Z0-9_.-]"));
            continue;
        }
        if prompts.len() == MAX_PROMPTS {
            skipped.push(format!("prompts after the first {MAX_PROMPTS} are left out"));
            break;
        }
        let description = prompt.description.or(prompt.title).unwrap_or_default();
        prompts.push(PromptInfo {
            name: format!("{server}:{}", prompt.name),
            description: one_line(&description, MAX_DESCRIPTION),
            arguments: prompt
                .arguments
                .unwrap_or_default()
                .into_iter()
                .filter(|a| typeable(&a.name))
                .map(|a| PromptArgument { name: a.name, required: a.required.unwrap_or(false) })
                .collect(),
        });
    }
    (prompts, skipped)
}

fn typeable(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
}

/// The first line of `text`, control characters dropped, cut to `max` characters.
fn one_line(text: &str, max: usize) -> String {
    let line = text.lines().find(|l| !l.trim().is_empty()).unwrap_or_default().trim();
    let clean: String = line.chars().filter(|c| !c.is_control()).collect();
    if clean.chars().count() <= max {
        return clean;
    }
    let mut cut: String = clean.chars().take(max - 1).collect();
    cut.push('…');
    cut
}

impl ServerPromptList {
    pub(crate) fn new(server: &str, prompts: Vec<PromptInfo>, peer: Peer<RoleClient>) -> Self {
        ServerPromptList { server: server.to_owned(), prompts, peer }
    }

    pub fn find(&self, name: &str) -> Option<&PromptInfo> {
        self.prompts.iter().find(|p| p.name == name)
    }

    /// Fetches the prompt `name` (`server:prompt`) with `args` as typed:
    /// the text of its messages, for a user message.
    pub async fn get(&self, name: &str, args: &str) -> Result<String, String> {
        self.get_within(name, args, GET_TIMEOUT).await
    }

    /// `get`, given up after `timeout`.
    pub async fn get_within(&self, name: &str, args: &str, timeout: Duration) -> Result<String, String> {
        let prompt = self.find(name).ok_or_else(|| format!("MCP server {} has no prompt /{name}", self.server))?;
        let arguments = prompt.arguments_from(args)?;
        let remote = name.split_once(':').map_or(name, |(_, remote)| remote);
        let mut params = GetPromptRequestParams::new(remote);
        if !arguments.is_empty() {
            params = params.with_arguments(arguments);
        }
        let answer = tokio::time::timeout(timeout, self.peer.get_prompt_once(params))
            .await
            .map_err(|_| format!("MCP server {} gave no prompt within {:.1} s", self.server, timeout.as_secs_f64()))?
            .map_err(|e| format!("MCP server {} cannot give /{name}: {e}", self.server))?;
        match answer {
            GetPromptResponse::Complete(result) => Ok(text_of(&result.messages)),
            _ => Err(format!("MCP server {} asks for more input for /{name}, which nub cannot give", self.server)),
        }
    }
}

/// The messages as one text: each message's text, an assistant's marked
/// as such (it is sent as the user's words), non-text content named.
fn text_of(messages: &[rmcp::model::PromptMessage]) -> String {
    let mut parts: Vec<String> = Vec::new();
    for message in messages {
        let block = serde_json::to_value(&message.content).unwrap_or_default();
        let text = match block["type"].as_str().unwrap_or_default() {
            "text" => block["text"].as_str().unwrap_or_default().to_owned(),
            "resource" => match block["resource"]["text"].as_str() {
                Some(body) => body.to_owned(),
                None => format!("[resource {}]", block["resource"]["uri"].as_str().unwrap_or_default()),
            },
            "resource_link" => format!("[resource {}]", block["uri"].as_str().unwrap_or_default()),
            other => format!("[{other} content left out]"),
        };
        parts.push(match message.role {
            Role::Assistant => format!("(assistant) {text}"),
            _ => text,
        });
    }
    let mut text = parts.join("\n\n");
    if text.len() > MAX_TEXT {
        let mut cut = MAX_TEXT;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        text.truncate(cut);
        text.push_str("\n[the prompt was cut here: it is over 100 kB]");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(arguments: &[(&str, bool)]) -> PromptInfo {
        PromptInfo {
            name: "srv:review".into(),
            description: String::new(),
            arguments: arguments.iter().map(|(n, r)| PromptArgument { name: (*n).into(), required: *r }).collect(),
        }
    }

    #[test]
    fn words_fill_the_arguments_in_order_and_the_last_takes_the_rest() {
        let prompt = info(&[("language", true), ("focus", false)]);
        let args = prompt.arguments_from("rust  error handling and panics").unwrap();
        assert_eq!(args["language"], "rust");
        assert_eq!(args["focus"], "error handling and panics");
        assert_eq!(prompt.arguments_from("go").unwrap().len(), 1);
        let missing = prompt.arguments_from("  ").unwrap_err();
        assert!(missing.contains("needs language") && missing.contains("<language> [focus]"), "{missing}");
        assert!(info(&[]).arguments_from("stray").unwrap_err().contains("takes no arguments"));
        assert!(info(&[]).arguments_from("").unwrap().is_empty());
    }

    #[test]
    fn names_that_cannot_be_typed_are_skipped_and_descriptions_are_one_short_line() {
        let listed = vec![
            Prompt::new("ok_one", Some("first line\nsecond line"), None),
            Prompt::new("bad name", Some("x"), None),
            Prompt::new("", Some("x"), None),
            Prompt::new("long", Some("é".repeat(500)), None),
            Prompt::new("bell", Some("ring\u{7}\u{1b}[2J"), None),
        ];
        let (prompts, skipped) = read("srv", listed);
        let names: Vec<&str> = prompts.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["srv:ok_one", "srv:long", "srv:bell"]);
        assert_eq!(prompts[0].description, "first line");
        assert_eq!(prompts[1].description.chars().count(), MAX_DESCRIPTION);
        assert_eq!(prompts[2].description, "ring[2J");
        assert_eq!(skipped.len(), 2, "{skipped:?}");
        let many: Vec<Prompt> =
            (0..MAX_PROMPTS + 5).map(|i| Prompt::new(format!("p{i}"), None::<String>, None)).collect();
        let (prompts, skipped) = read("srv", many);
        assert_eq!((prompts.len(), skipped.len()), (MAX_PROMPTS, 1));
    }
}
