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
//!   FILE (for the process-group cleanup test).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stderr, clippy::zombie_processes)]

use std::sync::Arc;

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, ListToolsResult, PaginatedRequestParams,
    ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler, ServiceExt};
use serde_json::{Map, Value, json};

#[derive(Clone)]
struct TestServer {
    tools: Arc<Vec<Tool>>,
}

fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

impl TestServer {
    fn new(extra: usize, invalid: bool) -> Self {
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
        TestServer { tools: Arc::new(tools) }
    }
}

impl ServerHandler for TestServer {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
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
            name if name.starts_with("extra_") => CallToolResult::success(vec![ContentBlock::text(name.to_owned())]),
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
    let extra = value("--tools").map_or(0, |n| n.parse().unwrap());
    let server = TestServer::new(extra, args.iter().any(|a| a == "--invalid"));
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
