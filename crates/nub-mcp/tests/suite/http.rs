//! The client against the in-repo test server over Streamable HTTP on
//! 127.0.0.1: listing, calls, isError, a server that goes away, a server
//! that never answers.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use nub_mcp::{ServerSpec, ServerStatus, Transport, connect_all};
use nub_tools::ToolEnv;
use serde_json::json;

use super::test_server;

async fn start_http_server(dir: &tempfile::TempDir) -> (tokio::process::Child, u16) {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let port_file = dir.path().join("port");
    let child =
        tokio::process::Command::new(test_server()).arg("--http").arg(&port_file).kill_on_drop(true).spawn().unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Ok(port) = std::fs::read_to_string(&port_file).map(|p| p.trim().parse::<u16>())
            && let Ok(port) = port
        {
            return (child, port);
        }
        assert!(Instant::now() < deadline, "the HTTP test server did not start");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn http(url: String, timeout: Duration) -> ServerSpec {
    let headers = BTreeMap::from([
        ("Authorization".to_owned(), "Bearer t0ken".to_owned()),
        ("X-Test".to_owned(), "1".to_owned()),
    ]);
    ServerSpec {
        name: "web".into(),
        transport: Transport::Http { url, headers },
        allow: None,
        timeout,
        hidden_env: Vec::new(),
        sandbox: None,
        leaves_sandbox: false,
    }
}

#[tokio::test]
async fn lists_and_calls_tools_over_streamable_http_until_the_server_goes_away() {
    let dir = tempfile::tempdir().unwrap();
    let (mut server, port) = start_http_server(&dir).await;
    let spec = http(format!("http://127.0.0.1:{port}/mcp"), Duration::from_secs(5));
    let connected = connect_all(vec![spec], Vec::new()).ready().await;
    assert_eq!(connected.servers[0].status, ServerStatus::Connected, "{:?}", connected.warnings);
    assert_eq!(connected.tools.len(), 5);
    let env = ToolEnv::new("/", "/");
    let tool = |name: &str| connected.tools.iter().find(|t| t.name() == name).cloned().unwrap();

    let echo = tool("web__echo").run(json!({"text": "over http"}), &env).await;
    assert_eq!((echo.for_model.as_str(), echo.is_error), ("echo: over http", false));
    let failed = tool("web__fail").run(json!({}), &env).await;
    assert!(failed.is_error);

    server.kill().await.unwrap();
    let gone = tool("web__echo").run(json!({"text": "x"}), &env).await;
    assert!(gone.is_error, "{}", gone.for_model);
    assert!(gone.for_model.contains("MCP server web cannot run echo"), "{}", gone.for_model);
}

#[tokio::test]
async fn an_http_server_that_never_answers_times_out() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let _hold = tokio::spawn(async move {
        let mut open = Vec::new();
        while let Ok((stream, _)) = listener.accept().await {
            open.push(stream);
        }
    });
    let started = Instant::now();
    let spec = http(format!("http://127.0.0.1:{port}/mcp"), Duration::from_millis(400));
    let connected = connect_all(vec![spec], Vec::new()).ready().await;
    assert!(started.elapsed() < Duration::from_secs(2));
    assert!(connected.warnings[0].contains("MCP server web dropped: no answer from"), "{:?}", connected.warnings);
}
