//! Interop with the reference server `@modelcontextprotocol/server-everything`
//! (Node), over stdio and Streamable HTTP on 127.0.0.1. Runs only with
//! `NUB_MCP_INTEROP=1` (CI sets it after `npm install`); the package is found
//! at `$NUB_MCP_EVERYTHING` or under `~/.cache/nub-ci-npm`.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use nub_mcp::{ServerSpec, ServerStatus, Transport, connect_all};
use nub_tools::{ToolEnv, ToolView};
use serde_json::json;

fn everything() -> Option<PathBuf> {
    if std::env::var("NUB_MCP_INTEROP").ok().as_deref() != Some("1") {
        return None;
    }
    let path = std::env::var_os("NUB_MCP_EVERYTHING").map(PathBuf::from).unwrap_or_else(|| {
        PathBuf::from(std::env::var_os("HOME").unwrap())
            .join(".cache/nub-ci-npm/node_modules/@modelcontextprotocol/server-everything/dist/index.js")
    });
    assert!(path.exists(), "NUB_MCP_INTEROP=1 but {} is missing (npm install it)", path.display());
    Some(path)
}

async fn exercise(spec: ServerSpec) {
    let connected = connect_all(vec![spec], Vec::new()).ready().await;
    assert_eq!(connected.servers[0].status, ServerStatus::Connected, "{:?}", connected.warnings);
    let tool = |name: &str| connected.tools.iter().find(|t| t.name() == name).cloned().unwrap();
    let mut env = ToolEnv::new("/", "/");
    env.supports_images = true;

    let echo = tool("everything__echo").run(json!({"message": "hi nub"}), &env).await;
    assert!(!echo.is_error, "{}", echo.for_model);
    assert_eq!(echo.for_model, "Echo: hi nub");
    let sum = tool("everything__get-sum").run(json!({"a": 2, "b": 3}), &env).await;
    assert!(sum.for_model.contains("is 5"), "{}", sum.for_model);
    let image = tool("everything__get-tiny-image").run(json!({}), &env).await;
    assert_eq!(image.images.len(), 1, "{}", image.for_model);
    let structured = tool("everything__get-structured-content").run(json!({"location": "New York"}), &env).await;
    let ToolView::Text { text } = &structured.view else { panic!() };
    assert!(text.contains("temperature"), "{text}");
    let invalid = tool("everything__get-sum").run(json!({"a": "x"}), &env).await;
    assert!(invalid.is_error, "{}", invalid.for_model);

    // Prompts: `/everything:args-prompt CITY [STATE]`.
    let prompts = connected.prompts.iter().find(|p| p.server == "everything").expect("the server offers prompts");
    let args = prompts.find("everything:args-prompt").expect("args-prompt is listed");
    assert_eq!(args.usage(), "<city> [state]");
    assert_eq!(prompts.get("everything:args-prompt", "Paris Texas").await.unwrap(), "What's weather in Paris, Texas?");
    let simple = prompts.get("everything:simple-prompt", "").await.unwrap();
    assert_eq!(simple, "This is a simple prompt without arguments.");
}

#[tokio::test]
async fn server_everything_over_stdio() {
    let Some(index) = everything() else { return };
    exercise(ServerSpec {
        name: "everything".into(),
        transport: Transport::Stdio {
            command: "node".into(),
            args: vec![index.display().to_string(), "stdio".into()],
            env: BTreeMap::new(),
            cwd: None,
        },
        allow: None,
        timeout: Duration::from_secs(20),
        hidden_env: Vec::new(),
        sandbox: None,
        leaves_sandbox: false,
    })
    .await;
}

#[tokio::test]
async fn server_everything_over_streamable_http() {
    let Some(index) = everything() else { return };
    let _ = rustls::crypto::ring::default_provider().install_default();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let _node = tokio::process::Command::new("node")
        .arg(&index)
        .arg("streamableHttp")
        .env("PORT", port.to_string())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_err() {
        assert!(Instant::now() < deadline, "server-everything did not listen on {port}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    exercise(ServerSpec {
        name: "everything".into(),
        transport: Transport::Http { url: format!("http://127.0.0.1:{port}/mcp"), headers: BTreeMap::new() },
        allow: None,
        timeout: Duration::from_secs(20),
        hidden_env: Vec::new(),
        sandbox: None,
        leaves_sandbox: false,
    })
    .await;
}
