//! The in-repo MCP test server, built on rmcp's server side and run by the
//! tests (and the start-up benchmark) as a stdio child process.
//!
//! `mcp-test-server [--tools N] [--invalid] [--hang] [--spawn-child FILE]`
//! - tools `echo` (text + structured content), `fail` (isError), `image`,
//!   `link` (resource link), `die` (the server exits without answering);
//! - `--tools N` adds `extra_0 .. extra_{N-1}`;
//! - `--invalid` adds a tool with a bad name and one with a non-object schema;
//! - `--hang` writes a line to stderr and never answers initialize;
//! - `--http PORTFILE` serves Streamable HTTP on 127.0.0.1 (a free port,
//!   written to PORTFILE) instead of stdio;
//! - `--spawn-child FILE` starts a `sleep` grandchild and writes its pid to
//!   FILE (for the process-group cleanup test);
//! - `--tool NAME` adds a tool of that name (colliding names);
//! - `--prompts` offers prompts: `review` (arguments `language`, required,
//!   and `focus`), `hello` (none), `broken` (answers an error), `slow`
//!   (never answers) and one named `bad name` (cannot be typed);
//! - `--raw-bad-schemas` answers by hand instead of with rmcp, listing
//!   `echo` beside tools whose definitions rmcp's types cannot read (an
//!   `inputSchema` that is a string, one missing, a name that is a number).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stderr, clippy::zombie_processes)]

use std::sync::Arc;

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, GetPromptRequestParams, GetPromptResponse,
    GetPromptResult, ListPromptsResult, ListToolsResult, PaginatedRequestParams, Prompt, PromptArgument, PromptMessage,
    Role, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, ServiceExt};
use serde_json::{Map, Value, json};

#[derive(Clone)]
struct TestServer {
    tools: Arc<Vec<Tool>>,
    prompts: bool,
}

fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

impl TestServer {
    fn new(extra: usize, invalid: bool, named: &[String]) -> Self {
        let text_schema =
            || object(json!({"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}));
        let empty = || object(json!({"type": "object", "properties": {}}));
        let mut tools = vec![
            Tool::new("echo", "Echo the text back.", text_schema()),
            Tool::new("fail", "Always fails.", empty()),
            Tool::new("image", "Return a 1x1 png.", empty()),
            Tool::new("link", "Return a resource link.", empty()),
            Tool::new("die", "Exit the server without answering.", empty()),
        ];
        for i in 0..extra {
            tools.push(Tool::new(format!("extra_{i}"), format!("Extra tool number {i}."), empty()));
        }
        if invalid {
            tools.push(Tool::new("bad.name", "A name with a dot.", empty()));
            tools.push(Tool::new("stringly", "A schema that is not an object.", object(json!({"type": "string"}))));
        }
        for name in named {
            tools.push(Tool::new(name.clone(), format!("The tool {name}."), empty()));
        }
        TestServer { tools: Arc::new(tools), prompts: false }
    }
}

impl ServerHandler for TestServer {
    fn get_info(&self) -> ServerConfig {
        let capabilities = if self.prompts {
            ServerCapabilities::builder().enable_prompts().enable_tools().build()
        } else {
            ServerCapabilities::builder().enable_tools().build()
        };
        ServerConfig::new(capabilities)
    }

    async fn list_prompts(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListPromptsResult, ErrorData> {
        let argument = |name: &str, required: bool| {
            let mut argument = PromptArgument::new(name);
            argument.required = Some(required);
            argument
        };
        Ok(ListPromptsResult::with_all_items(vec![
            Prompt::new(
                "review",
                Some("Review code in a language.\nA second line nobody shows."),
                Some(vec![argument("language", true), argument("focus", false)]),
            ),
            Prompt::new("hello", Some("Say hello."), None),
            Prompt::new("broken", Some("Always fails."), None),
            Prompt::new("slow", Some("Never answers."), None),
            Prompt::new("bad name", Some("Cannot be typed."), None),
        ]))
    }

    async fn get_prompt(
        &self,
        request: GetPromptRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<GetPromptResponse, ErrorData> {
        let args = request.arguments.unwrap_or_default();
        let arg = |name: &str| args.get(name).and_then(Value::as_str).unwrap_or("(none)").to_owned();
        let messages = match request.name.as_str() {
            "review" => vec![
                PromptMessage::new_text(
                    Role::User,
                    format!("Review the {} code in this repository, focusing on {}.", arg("language"), arg("focus")),
                ),
                PromptMessage::new_text(Role::Assistant, "I will read the code first."),
            ],
            "hello" => vec![PromptMessage::new_text(Role::User, "Say hello to the user.")],
            "slow" => std::future::pending().await,
            other => return Err(ErrorData::invalid_params(format!("prompt {other} is broken"), None)),
        };
        Ok(GetPromptResult::new(messages).into())
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(self.tools.to_vec()))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let args = request.arguments.unwrap_or_default();
        let result = match request.name.as_ref() {
            "echo" => {
                let text = args.get("text").and_then(Value::as_str).unwrap_or_default().to_owned();
                let mut result = CallToolResult::success(vec![ContentBlock::text(format!("echo: {text}"))]);
                result.structured_content = Some(json!({"echoed": text}));
                result
            }
            "fail" => CallToolResult::error(vec![ContentBlock::text("this tool always fails")]),
            "image" => CallToolResult::success(vec![
                ContentBlock::text("a pixel"),
                ContentBlock::image(
                    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
                    "image/png",
                ),
            ]),
            "link" => {
                let link: ContentBlock = serde_json::from_value(
                    json!({"type": "resource_link", "uri": "file:///tmp/report.txt", "name": "report"}),
                )
                .unwrap();
                CallToolResult::success(vec![link])
            }
            "die" => std::process::exit(3),
            name if name.starts_with("extra_") || self.tools.iter().any(|t| t.name == name) => {
                CallToolResult::success(vec![ContentBlock::text(name.to_owned())])
            }
            other => return Err(ErrorData::invalid_params(format!("no tool {other}"), None)),
        };
        Ok(result.into())
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    if let Some(file) = value("--spawn-child") {
        let child = std::process::Command::new("sleep").arg("300").spawn().unwrap();
        std::fs::write(file, child.id().to_string()).unwrap();
    }
    if args.iter().any(|a| a == "--hang") {
        eprintln!("test server: hanging on purpose");
        std::future::pending::<()>().await;
    }
    if args.iter().any(|a| a == "--raw-bad-schemas") {
        serve_raw().await;
        return;
    }
    let extra = value("--tools").map_or(0, |n| n.parse().unwrap());
    let named: Vec<String> =
        args.iter().enumerate().filter(|(_, a)| *a == "--tool").filter_map(|(i, _)| args.get(i + 1).cloned()).collect();
    let mut server = TestServer::new(extra, args.iter().any(|a| a == "--invalid"), &named);
    server.prompts = args.iter().any(|a| a == "--prompts");
    if let Some(port_file) = value("--http") {
        serve_http(server, &port_file).await;
        return;
    }
    let running = server.serve((tokio::io::stdin(), tokio::io::stdout())).await.unwrap();
    let _ = running.waiting().await;
}

async fn serve_http(server: TestServer, port_file: &str) {
    use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
    use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};

    let service = StreamableHttpService::new(
        move || Ok(server.clone()),
        Arc::new(LocalSessionManager::default()),
        StreamableHttpServerConfig::default(),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    std::fs::write(port_file, listener.local_addr().unwrap().port().to_string()).unwrap();
    while let Ok((stream, _)) = listener.accept().await {
        let service = service.clone();
        tokio::spawn(async move {
            let hyper_service = hyper::service::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
                let mut service = service.clone();
                async move { tower_service::Service::call(&mut service, request).await }
            });
            let io = hyper_util::rt::TokioIo::new(stream);
            let _ = hyper::server::conn::http1::Builder::new().serve_connection(io, hyper_service).await;
        });
    }
}

/// MCP over stdio by hand: what a server outside rmcp's types may send.
async fn serve_raw() {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt};
    let mut lines = tokio::io::BufReader::new(tokio::io::stdin()).lines();
    let mut stdout = tokio::io::stdout();
    while let Ok(Some(line)) = lines.next_line().await {
        let request: Value = serde_json::from_str(&line).unwrap();
        let Some(id) = request.get("id").cloned() else { continue };
        let result = match request["method"].as_str().unwrap_or_default() {
            "initialize" => json!({
                "protocolVersion": request["params"]["protocolVersion"],
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "raw", "version": "1"}
            }),
            "tools/list" => json!({"tools": [
                {"name": "echo", "description": "Echo.", "inputSchema": {"type": "object", "properties": {}}},
                {"name": "stringly", "description": "A schema that is a string.", "inputSchema": "not a schema"},
                {"name": "schemaless", "description": "No schema at all."},
                {"name": 7, "description": "A name that is a number.", "inputSchema": {"type": "object"}}
            ]}),
            "tools/call" => json!({"content": [{"type": "text", "text": "raw echo"}]}),
            _ => json!({}),
        };
        let answer = json!({"jsonrpc": "2.0", "id": id, "result": result});
        stdout.write_all(format!("{answer}\n").as_bytes()).await.unwrap();
        stdout.flush().await.unwrap();
    }
}
