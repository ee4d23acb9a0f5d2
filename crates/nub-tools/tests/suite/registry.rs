//! The registry: stable order, lookup, replacement, and the guard around runs.

use std::sync::Arc;

use nub_tools::{Permission, Policy, TodoItem, TodoStatus, Tool, ToolEnv, ToolRegistry, ToolResult, ToolView};
use serde_json::{Value, json};

use super::{Repo, ok};

struct Panicky;

#[async_trait::async_trait]
impl Tool for Panicky {
    fn name(&self) -> &str {
        "read"
    }
    fn description(&self) -> &str {
        "replaces read"
    }
    fn schema(&self) -> Value {
        json!({"type": "object"})
    }
    async fn run(&self, _input: Value, _env: &ToolEnv) -> ToolResult {
        panic!("boom")
    }
}

#[tokio::test]
async fn order_lookup_and_replacement() {
    let mut registry = ToolRegistry::builtin();
    let names: Vec<String> = registry.defs().into_iter().map(|d| d.name).collect();
    assert_eq!(names, ["read", "write", "edit", "bash", "bash_output", "bash_kill", "glob", "grep", "todo"]);
    assert!(registry.get("grep").is_some());
    assert!(registry.get("nope").is_none());
    registry.register(Arc::new(Panicky));
    assert_eq!(registry.names(), ["read", "write", "edit", "bash", "bash_output", "bash_kill", "glob", "grep", "todo"]);
    assert_eq!(registry.defs()[0].description, "replaces read");

    let repo = Repo::new();
    let env = repo.env();
    let result = registry.run("read", json!({}), &env).await;
    assert!(result.is_error && result.for_model.contains("boom"), "{}", result.for_model);
    let result = registry.run("nope", json!({}), &env).await;
    assert!(result.is_error && result.for_model.contains("available tools: read, write"), "{}", result.for_model);
}

#[tokio::test]
async fn denied_tools_do_not_run() {
    let repo = Repo::new();
    let mut policy = Policy::default();
    policy.tools.insert("write".into(), Permission::Deny);
    let mut env = repo.env();
    env.policy = Arc::new(policy);
    let result = ToolRegistry::builtin().run("write", json!({"path": "a.txt", "content": "x"}), &env).await;
    assert!(result.is_error && result.for_model.contains("denied"), "{}", result.for_model);
    assert!(!repo.root.join("a.txt").exists());
}

#[tokio::test]
async fn todo_summarizes_and_returns_the_list() {
    let repo = Repo::new();
    let items = json!({"items": [
        {"content": "read the code", "status": "done"},
        {"content": "fix the bug", "status": "in_progress"},
        {"content": "run the tests", "status": "pending"}
    ]});
    let result = ok("todo", items, &repo.env()).await;
    assert_eq!(result.for_model, "3 todos: 1 done, 1 in progress, 1 pending");
    let ToolView::Todo { items } = result.view else { panic!() };
    assert_eq!(items[1], TodoItem { content: "fix the bug".into(), status: TodoStatus::InProgress });
    let json = serde_json::to_value(&items[1]).unwrap();
    assert_eq!(json, json!({"content": "fix the bug", "status": "in_progress"}));
    assert_eq!(
        ok("todo", json!({"items": []}), &repo.env()).await.for_model,
        "0 todos: 0 done, 0 in progress, 0 pending"
    );
}

#[test]
fn views_serialize_with_a_kind_tag() {
    let view = ToolView::Diff { path: "a".into(), diff: String::new(), added: 1, removed: 0, created: true };
    assert_eq!(
        serde_json::to_value(view).unwrap(),
        json!({"kind": "diff", "path": "a", "diff": "", "added": 1, "removed": 0, "created": true})
    );
    let result = ToolResult::error("nope");
    assert_eq!(serde_json::to_value(&result).unwrap()["view"], json!({"kind": "error", "message": "nope"}));
}
