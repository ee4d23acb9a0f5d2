//! The bridge MCP tool → `nub_tools::Tool`: text content for the model,
//! images as image blocks, resource links as text, structured content as
//! the view; `isError` and a dead server become `is_error` results.

use nub_tools::{Tool, ToolEnv, ToolResult, ToolView};
use rmcp::model::CallToolRequestParams;
use rmcp::service::{Peer, RoleClient};
use serde_json::Value;

/// Tool names the providers accept: `[a-zA-Z0-9_-]`, 1 to 64 characters.
pub fn valid_tool_name(name: &str) -> bool {
    !name.is_empty() && name.len() <= 64 && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

pub struct McpTool {
    /// `server__tool`
    name: String,
    server: String,
    /// The name the server knows.
    remote: String,
    description: String,
    schema: Value,
    /// The server says the tool changes nothing (`readOnlyHint`).
    read_only: bool,
    peer: Peer<RoleClient>,
}

impl McpTool {
    /// Checks the definition: the name's charset and an object schema.
    pub fn new(server: &str, tool: &rmcp::model::Tool, peer: Peer<RoleClient>) -> Result<Self, String> {
        let name = format!("{server}__{}", tool.name);
        if !valid_tool_name(&name) {
            return Err(format!("the name {name:?} is not 1-64 characters of [a-zA-Z0-9_-]"));
        }
        let schema = Value::Object((*tool.input_schema).clone());
        match schema.get("type") {
            None => {}
            Some(Value::String(kind)) if kind == "object" => {}
            Some(other) => return Err(format!("the input schema has type {other}, not \"object\"")),
        }
        Ok(McpTool {
            name,
            server: server.to_owned(),
            remote: tool.name.to_string(),
            description: tool.description.as_deref().unwrap_or_default().to_owned(),
            schema,
            read_only: tool.annotations.as_ref().and_then(|a| a.read_only_hint).unwrap_or(false),
            peer,
        })
    }

    /// The definition as a provider would receive it, for token estimates.
    pub fn definition_json(&self) -> String {
        serde_json::json!({"name": self.name, "description": self.description, "parameters": self.schema}).to_string()
    }
}

#[async_trait::async_trait]
impl Tool for McpTool {
    fn name(&self) -> &str {
        &self.name
    }

    fn description(&self) -> &str {
        &self.description
    }

    fn schema(&self) -> Value {
        self.schema.clone()
    }

    fn read_only(&self) -> bool {
        self.read_only
    }

    async fn run(&self, input: Value, env: &ToolEnv) -> ToolResult {
        let mut params = CallToolRequestParams::new(self.remote.clone());
        match input {
            Value::Object(arguments) => params = params.with_arguments(arguments),
            Value::Null => {}
            other => return ToolResult::error(format!("{} takes a JSON object, not {other}", self.name)),
        }
        let call = self.peer.call_tool(params);
        let result = tokio::select! {
            result = call => result,
            () = env.cancel.cancelled() => return ToolResult::error(format!("{} was cancelled", self.name)),
            () = tokio::time::sleep(env.max_tool_time) => {
                return ToolResult::error(format!(
                    "{} gave no answer within {} s", self.name, env.max_tool_time.as_secs()
                ));
            }
        };
        let result = match result {
            Ok(result) => result,
            Err(e) => {
                return ToolResult::error(format!(
                    "MCP server {} cannot run {}: {e}. The server is not restarted in this session; do without this tool.",
                    self.server, self.remote
                ));
            }
        };
        let mut text = Vec::new();
        let mut images = Vec::new();
        for block in &result.content {
            let block = serde_json::to_value(block).unwrap_or_default();
            match block["type"].as_str().unwrap_or_default() {
                "text" => text.push(block["text"].as_str().unwrap_or_default().to_owned()),
                "image" if env.supports_images => {
                    let data = nub_llm::base64::decode(block["data"].as_str().unwrap_or_default());
                    match data {
                        Some(data) => images.push(nub_llm::Block::Image {
                            media_type: block["mimeType"].as_str().unwrap_or("image/png").to_owned(),
                            data,
                        }),
                        None => text.push("[an image that is not valid base64]".into()),
                    }
                }
                "image" => text.push(format!(
                    "[image ({}) left out: this model does not read images]",
                    block["mimeType"].as_str().unwrap_or("?")
                )),
                "resource_link" => text.push(format!(
                    "[resource {}: {}]",
                    block["name"].as_str().unwrap_or_default(),
                    block["uri"].as_str().unwrap_or_default()
                )),
                "resource" => {
                    let resource = &block["resource"];
                    match resource["text"].as_str() {
                        Some(body) => text.push(body.to_owned()),
                        None => text.push(format!("[resource {}]", resource["uri"].as_str().unwrap_or_default())),
                    }
                }
                other => text.push(format!("[{other} content left out]")),
            }
        }
        let for_model = text.join("\n");
        let view_text = match &result.structured_content {
            Some(structured) => serde_json::to_string_pretty(structured).unwrap_or_default(),
            None => for_model.clone(),
        };
        let for_model = if for_model.is_empty() {
            result.structured_content.as_ref().map(Value::to_string).unwrap_or_else(|| "(no output)".into())
        } else {
            for_model
        };
        ToolResult {
            for_model,
            view: ToolView::Text { text: view_text },
            is_error: result.is_error == Some(true),
            images,
            sandbox_refusal: None,
        }
    }
}
