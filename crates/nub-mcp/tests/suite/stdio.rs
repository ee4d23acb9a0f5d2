//! The client against the in-repo test server over stdio: listing, calls,
//! errors, timeouts, a server dying mid-session, warnings, allowlist,
//! profiles and process-group cleanup.

use std::time::{Duration, Instant};

use nub_mcp::{ServerStatus, connect_all};
use nub_tools::{Tool, ToolEnv, ToolView};
use serde_json::json;

use super::stdio;

async fn connect(specs: Vec<nub_mcp::ServerSpec>) -> nub_mcp::Connected {
    connect_all(specs, Vec::new()).ready().await
}

fn tool(connected: &nub_mcp::Connected, name: &str) -> std::sync::Arc<dyn Tool> {
    connected.tools.iter().find(|t| t.name() == name).cloned().unwrap_or_else(|| panic!("no tool {name}"))
}

fn env() -> ToolEnv {
    ToolEnv::new("/", "/")
}

#[tokio::test]
async fn lists_and_calls_tools_with_prefixed_names() {
    let connected = connect(vec![stdio("t", &[])]).await;
    assert!(connected.warnings.is_empty(), "{:?}", connected.warnings);
    let names: Vec<&str> = connected.tools.iter().map(|t| t.name()).collect();
    assert_eq!(names, ["t__echo", "t__fail", "t__image", "t__link", "t__die"]);
    assert_eq!(connected.servers[0].status, ServerStatus::Connected);
    assert!(connected.servers[0].tokens > 0);

    let echo = tool(&connected, "t__echo");
    assert_eq!(echo.schema()["required"], json!(["text"]));
    let result = echo.run(json!({"text": "hi"}), &env()).await;
    assert!(!result.is_error);
    assert_eq!(result.for_model, "echo: hi");
    let ToolView::Text { text } = &result.view else { panic!("{:?}", result.view) };
    assert!(text.contains("\"echoed\": \"hi\""), "the view is the structured content: {text}");

    let failed = tool(&connected, "t__fail").run(json!({}), &env()).await;
    assert!(failed.is_error);
    assert_eq!(failed.for_model, "this tool always fails");

    let link = tool(&connected, "t__link").run(json!({}), &env()).await;
    assert_eq!(link.for_model, "[resource report: file:///tmp/report.txt]");

    let mut seeing = env();
    seeing.supports_images = true;
    let image = tool(&connected, "t__image").run(json!({}), &seeing).await;
    assert_eq!((image.for_model.as_str(), image.images.len()), ("a pixel", 1));
    let blind = tool(&connected, "t__image").run(json!({}), &env()).await;
    assert!(blind.images.is_empty() && blind.for_model.contains("left out"), "{}", blind.for_model);
}

#[tokio::test]
async fn a_hanging_server_is_dropped_after_its_timeout_with_its_stderr() {
    let mut slow = stdio("slow", &["--hang"]);
    slow.timeout = Duration::from_millis(500);
    let started = Instant::now();
    let connected = connect(vec![slow, stdio("good", &[])]).await;
    let waited = started.elapsed();
    assert!(waited < Duration::from_secs(2), "waited {waited:?}");
    assert_eq!(connected.warnings.len(), 1, "{:?}", connected.warnings);
    let warning = &connected.warnings[0];
    assert!(warning.starts_with("MCP server slow dropped: no answer within 0.5 s"), "{warning}");
    assert!(warning.contains("hanging on purpose"), "the stderr tail is shown: {warning}");
    assert!(matches!(connected.servers[0].status, ServerStatus::Failed(_)));
    assert_eq!(connected.servers[1].status, ServerStatus::Connected);
    assert!(connected.tools.iter().all(|t| t.name().starts_with("good__")));
}

#[tokio::test]
async fn a_command_that_does_not_exist_is_a_failure_not_a_panic() {
    let mut missing = stdio("missing", &[]);
    missing.transport = nub_mcp::Transport::Stdio {
        command: "/nonexistent/mcp-server".into(),
        args: Vec::new(),
        env: Default::default(),
        cwd: None,
    };
    let connected = connect(vec![missing]).await;
    assert!(connected.warnings[0].contains("cannot start /nonexistent/mcp-server"), "{:?}", connected.warnings);
}

#[tokio::test]
async fn a_server_that_exits_mid_session_makes_calls_fail_cleanly() {
    let connected = connect(vec![stdio("t", &[])]).await;
    let died = tool(&connected, "t__die").run(json!({}), &env()).await;
    assert!(died.is_error, "{}", died.for_model);
    let after = tool(&connected, "t__echo").run(json!({"text": "x"}), &env()).await;
    assert!(after.is_error);
    assert!(after.for_model.contains("MCP server t cannot run echo"), "{}", after.for_model);
}

#[tokio::test]
async fn many_tools_warn_with_their_cost_and_the_allowlist_filters_first() {
    let connected = connect(vec![stdio("big", &["--tools", "20"])]).await;
    assert_eq!(connected.tools.len(), 25);
    assert_eq!(connected.warnings.len(), 1);
    let tokens = connected.servers[0].tokens;
    assert!(
        connected.warnings[0].contains(&format!("contributes 25 tools (~{tokens} tokens")),
        "{:?}",
        connected.warnings
    );

    let mut listed = stdio("big", &["--tools", "20"]);
    listed.allow = Some(vec!["echo".into(), "extra_3".into(), "not_there".into()]);
    let connected = connect(vec![listed]).await;
    let names: Vec<&str> = connected.tools.iter().map(|t| t.name()).collect();
    assert_eq!(names, ["big__echo", "big__extra_3"]);
    assert!(connected.warnings.is_empty());
}

#[tokio::test]
async fn invalid_definitions_are_skipped_with_a_warning() {
    let connected = connect(vec![stdio("t", &["--invalid"])]).await;
    assert_eq!(connected.tools.len(), 5);
    assert_eq!(connected.warnings.len(), 2, "{:?}", connected.warnings);
    assert!(connected.warnings[0].contains("\"bad.name\" skipped"), "{}", connected.warnings[0]);
    assert!(connected.warnings[1].contains("not \"object\""), "{}", connected.warnings[1]);
}

#[tokio::test]
async fn a_tool_rmcp_cannot_read_skips_that_tool_only() {
    let connected = connect(vec![stdio("raw", &["--raw-bad-schemas"])]).await;
    assert_eq!(connected.servers[0].status, ServerStatus::Connected, "{:?}", connected.warnings);
    let names: Vec<&str> = connected.tools.iter().map(|t| t.name()).collect();
    assert_eq!(names, ["raw__echo"]);
    assert_eq!(connected.warnings.len(), 3, "{:?}", connected.warnings);
    assert!(connected.warnings[0].contains("\"stringly\" skipped"), "{:?}", connected.warnings);
    assert!(connected.warnings[1].contains("\"schemaless\" skipped"), "{:?}", connected.warnings);
    assert!(connected.warnings[2].contains("tool 7 skipped"), "{:?}", connected.warnings);
    let result = tool(&connected, "raw__echo").run(json!({}), &env()).await;
    assert_eq!(result.for_model, "raw echo");
}

#[tokio::test]
async fn tool_names_that_collide_across_servers_are_refused_with_a_warning() {
    // `a` + `b__c` and `a__b` + `c` both make `a__b__c`.
    let connected = connect(vec![stdio("a", &["--tool", "b__c"]), stdio("a__b", &["--tool", "c"])]).await;
    let clashing: Vec<&str> = connected.tools.iter().map(|t| t.name()).filter(|n| *n == "a__b__c").collect();
    assert_eq!(clashing.len(), 1, "one tool keeps the name");
    assert_eq!(connected.warnings.len(), 1, "{:?}", connected.warnings);
    let warning = &connected.warnings[0];
    assert!(warning.contains("a__b") && warning.contains("\"c\" skipped") && warning.contains("server a"), "{warning}");
    // The first server's tool answers under the name.
    let result = tool(&connected, "a__b__c").run(json!({}), &env()).await;
    assert_eq!(result.for_model, "b__c");
    assert!(!connected.servers[1].tools.contains(&"a__b__c".to_owned()));
}

#[tokio::test]
async fn profiles_choose_the_servers() {
    let repo = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(repo.path().join(".nub")).unwrap();
    std::fs::write(
        repo.path().join(".nub/config.toml"),
        "[[mcp]]\nname = \"a\"\ncommand = \"x\"\n\n[[mcp]]\nname = \"b\"\nurl = \"http://127.0.0.1:1/mcp\"\nheaders = { Authorization = \"env:TOKEN\" }\n\n[profiles]\nreview = [\"b\"]\n",
    )
    .unwrap();
    let env = |name: &str| (name == "TOKEN").then(|| "Bearer s3cret".to_owned());
    let config = nub_config::Config::load(&env, repo.path(), nub_config::ProjectTrust::Trusted).unwrap();

    let all = nub_mcp::select(&config, None, &env).unwrap();
    assert_eq!(all.start.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["a", "b"]);
    let review = nub_mcp::select(&config, Some("review"), &env).unwrap();
    assert_eq!(review.start.len(), 1);
    let nub_mcp::Transport::Http { headers, .. } = &review.start[0].transport else { panic!() };
    assert_eq!(headers["Authorization"], "Bearer s3cret");
    assert_eq!(review.skipped, [("a".to_owned(), "not in profile review".to_owned())]);
    assert!(nub_mcp::select(&config, Some("nope"), &env).unwrap_err().contains("unknown profile"));
    let no_token = nub_mcp::select(&config, None, &|_: &str| None).unwrap();
    assert_eq!(no_token.skipped[0].1, "header Authorization: $TOKEN is not set");

    std::fs::write(
        repo.path().join(".nub/config.toml"),
        "[[mcp]]\nname = \"a\"\ncommand = \"x\"\n\n[[mcp]]\nname = \"b\"\ncommand = \"y\"\n\n[profiles]\ndefault = [\"a\"]\n",
    )
    .unwrap();
    let config = nub_config::Config::load(&env, repo.path(), nub_config::ProjectTrust::Trusted).unwrap();
    let default = nub_mcp::select(&config, None, &env).unwrap();
    assert_eq!(default.start.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["a"]);
}

fn alive(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| !stat.contains(") Z "))
}

#[tokio::test]
async fn dropping_the_connection_ends_the_whole_process_group() {
    let dir = tempfile::tempdir().unwrap();
    let pid_file = dir.path().join("grandchild.pid");
    let connected = connect(vec![stdio("t", &["--spawn-child", pid_file.to_str().unwrap()])]).await;
    assert_eq!(connected.servers[0].status, ServerStatus::Connected);
    let pid = std::fs::read_to_string(&pid_file).unwrap();
    assert!(alive(&pid));
    drop(connected);
    let deadline = Instant::now() + Duration::from_secs(3);
    while alive(&pid) && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(!alive(&pid), "the server's child {pid} outlived nub's connection");
}

#[tokio::test]
async fn a_servers_prompts_are_listed_and_fetched_with_their_arguments() {
    let connected = connect(vec![stdio("t", &["--prompts"]), stdio("plain", &[])]).await;
    assert_eq!(connected.prompts.len(), 1, "only the server that offers prompts has a list: {:?}", connected.warnings);
    let list = &connected.prompts[0];
    let names: Vec<&str> = list.prompts.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["t:review", "t:hello", "t:broken", "t:slow"]);
    assert!(connected.warnings.iter().any(|w| w.contains("\"bad name\" skipped")), "{:?}", connected.warnings);
    let review = list.find("t:review").unwrap();
    assert_eq!(
        (review.description.as_str(), review.usage().as_str()),
        ("Review code in a language.", "<language> [focus]")
    );
    // The tools are there as before.
    assert_eq!(connected.tools.len(), 10);

    let text = list.get("t:review", "rust error handling and panics").await.unwrap();
    assert_eq!(
        text,
        "Review the rust code in this repository, focusing on error handling and panics.\n\n(assistant) I will read the code first."
    );
    assert_eq!(list.get("t:hello", "").await.unwrap(), "Say hello to the user.");
    assert!(list.get("t:review", "").await.unwrap_err().contains("needs language"));
    assert!(list.get("t:hello", "stray words").await.unwrap_err().contains("takes no arguments"));
    let broken = list.get("t:broken", "").await.unwrap_err();
    assert!(broken.contains("cannot give /t:broken") && broken.contains("is broken"), "{broken}");
    let started = Instant::now();
    let slow = list.get_within("t:slow", "", Duration::from_millis(300)).await.unwrap_err();
    assert!(slow.contains("gave no prompt within 0.3 s"), "{slow}");
    assert!(started.elapsed() < Duration::from_secs(3));
    // The server still answers after a prompt it never gave.
    assert_eq!(list.get("t:hello", "").await.unwrap(), "Say hello to the user.");
}
