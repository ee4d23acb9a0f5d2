//! Invalid input: every tool says exactly what is wrong and what it expects.

use serde_json::json;

use super::{Repo, err};

#[tokio::test]
async fn missing_wrong_and_unknown_parameters() {
    let repo = Repo::new();
    let env = repo.env();
    let message = err("read", json!({}), &env).await;
    assert_eq!(
        message,
        "invalid input for read: missing required parameter `path`. Expected parameters: {path: string, offset?: integer, limit?: integer}"
    );
    let message =
        err("edit", json!({"path": "a", "old_string": 1, "new_string": "b", "replace_all": "yes"}), &env).await;
    assert!(message.contains("`old_string` must be a string, got number 1"), "{message}");
    assert!(message.contains("`replace_all` must be true or false, got string \"yes\""), "{message}");
    assert!(
        message.contains("{path: string, old_string: string, new_string: string, replace_all?: boolean}"),
        "{message}"
    );
    let message = err("grep", json!({"pattern": "x", "output": "lines"}), &env).await;
    assert!(
        message.contains("`output` must be one of \"content\", \"files\", \"count\", got string \"lines\""),
        "{message}"
    );
    let message = err("glob", json!({"pattern": "*", "recursive": true}), &env).await;
    assert!(message.contains("unknown parameter `recursive`"), "{message}");
    let message = err("bash", json!({"command": "true", "timeout": "soon"}), &env).await;
    assert!(message.contains("`timeout` must be a number"), "{message}");
}

#[tokio::test]
async fn input_that_is_not_an_object() {
    let repo = Repo::new();
    let env = repo.env();
    let message = err("write", json!("{\"path\": \"a.txt\", \"content\": "), &env).await;
    assert!(
        message
            .starts_with("invalid input for write: input must be a JSON object, got a string that is not valid JSON"),
        "{message}"
    );
    assert!(message.ends_with("Expected parameters: {path: string, content: string}"), "{message}");
    let message = err("bash", json!(["ls"]), &env).await;
    assert!(message.contains("input must be a JSON object, got an array"), "{message}");
}

#[tokio::test]
async fn todo_items_are_validated() {
    let repo = Repo::new();
    let env = repo.env();
    let message = err("todo", json!({"items": [{"content": "a", "status": "completed"}]}), &env).await;
    assert!(message.contains("`items[0].status` must be one of \"pending\", \"in_progress\", \"done\""), "{message}");
    let message = err("todo", json!({"items": [{"status": "done"}]}), &env).await;
    assert!(message.contains("missing required parameter `items[0].content`"), "{message}");
    assert!(
        message.contains("{items: [{content: string, status: \"pending\" | \"in_progress\" | \"done\"}]}"),
        "{message}"
    );
    let two = json!({"items": [{"content": "a", "status": "in_progress"}, {"content": "b", "status": "in_progress"}]});
    assert!(err("todo", two, &env).await.contains("at most one"));
}
