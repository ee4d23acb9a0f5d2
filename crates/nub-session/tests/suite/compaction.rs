//! A compaction as the tree stores it: the path becomes summary + kept tail,
//! the old path stays reachable, and both survive the JSONL store.

use nub_llm::{Block, Message};
use nub_session::export::to_markdown;
use nub_session::{Node, NodeId, NodeKind, Store};

use super::tree::text_of;

fn texts(messages: &[&Message]) -> Vec<String> {
    messages.iter().map(|m| text_of(m)).collect()
}

#[test]
fn compaction_survives_the_store_and_the_old_path_stays_reachable() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(dir.path());
    let mut file = store.create(dir.path()).unwrap();
    let mut ids: Vec<NodeId> = Vec::new();
    for (i, text) in ["a", "b", "c", "d", "e"].iter().enumerate() {
        let message = if i % 2 == 0 { Message::user(*text) } else { Message::assistant(*text) };
        let node = Node::message(ids.last().cloned(), message);
        ids.push(node.id.clone());
        file.append(node).unwrap();
    }

    let summary = file.compact(3, Message::user("S1")).unwrap();
    assert_eq!(texts(&file.session.path_to_head()), ["S1", "d", "e"]);
    assert_eq!(file.session.node(&summary).unwrap().kind, NodeKind::Summary);

    // A second compaction chains: its summary replaces the first and a copy.
    let next = Node::message(file.session.head().cloned(), Message::user("f"));
    file.append(next).unwrap();
    let second = file.compact(2, Message::user("S2")).unwrap();
    assert_eq!(texts(&file.session.path_to_head()), ["S2", "e", "f"]);
    assert_eq!(file.session.summarized_count(&second), 4);

    let id = file.session.id.clone();
    let head = file.session.head().cloned().unwrap();
    drop(file);
    let loaded = store.load(&id).unwrap();
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    let session = loaded.session;
    assert_eq!(session.head(), Some(&head));
    assert_eq!(texts(&session.path_to_head()), ["S2", "e", "f"]);

    let markdown = to_markdown(&session, &loaded.header);
    assert!(markdown.contains("## Summary of 4 earlier messages\n\nS2"), "{markdown}");

    // Rewinding to the old head, or to any node before the summaries,
    // brings back the full original path.
    let (mut file, _) = store.open(&id).unwrap();
    file.branch(&ids[4]).unwrap();
    assert_eq!(texts(&file.session.path_to_head()), ["a", "b", "c", "d", "e"]);
    file.branch(&ids[2]).unwrap();
    assert_eq!(texts(&file.session.path_to_head()), ["a", "b", "c"]);
    file.branch(&summary).unwrap();
    assert_eq!(texts(&file.session.path_to_head()), ["S1"]);
}

#[test]
fn copies_keep_tool_pairs_intact() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(dir.path());
    let mut file = store.create(dir.path()).unwrap();
    let call = Message {
        role: nub_llm::Role::Assistant,
        content: vec![Block::ToolUse { id: "t1".into(), name: "read".into(), input: serde_json::json!({"path": "x"}) }],
    };
    let result = Message {
        role: nub_llm::Role::User,
        content: vec![Block::ToolResult {
            tool_use_id: "t1".into(),
            content: vec![Block::text("1\tx")],
            is_error: false,
        }],
    };
    for message in [Message::user("go"), call.clone(), result.clone()] {
        let node = Node::message(file.session.head().cloned(), message);
        file.append(node).unwrap();
    }
    file.compact(1, Message::user("S")).unwrap();
    let path = file.session.path_to_head();
    assert_eq!(path.len(), 3);
    assert_eq!(path[1], &call);
    assert_eq!(path[2], &result);
}

#[test]
fn messages_off_the_path_leave_memory_and_come_back_from_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(dir.path());
    let mut file = store.create(dir.path()).unwrap();
    let mut ids: Vec<NodeId> = Vec::new();
    for text in ["a", "b", "c", "d", "e"] {
        let node = Node::message(ids.last().cloned(), Message::user(text));
        ids.push(node.id.clone());
        file.append(node).unwrap();
    }
    file.set_label(&ids[1], Some("second".into())).unwrap();
    let summary = file.compact(3, Message::user("S1")).unwrap();

    // Requests read the path, whole; everything else lives in the file only.
    assert_eq!(texts(&file.session.path_to_head()), ["S1", "d", "e"]);
    for id in &ids {
        assert!(!file.message_in_memory(id), "{id} kept in memory");
        assert!(file.session.node(id).unwrap().message.content.is_empty());
    }
    assert!(file.message_in_memory(&summary));
    let read: Vec<String> = ids.iter().map(|id| text_of(&file.message(id).unwrap())).collect();
    assert_eq!(read, ["a", "b", "c", "d", "e"]);
    assert_eq!(file.session.node(&ids[1]).unwrap().meta.label.as_deref(), Some("second"), "metadata stays");

    // A second compaction drops the first summary and its copies too.
    let next = Node::message(file.session.head().cloned(), Message::user("f"));
    file.append(next).unwrap();
    file.compact(2, Message::user("S2")).unwrap();
    assert!(!file.message_in_memory(&summary));
    assert_eq!(texts(&file.session.path_to_head()), ["S2", "e", "f"]);

    // Branching back in the same process reads the old path from the file.
    file.branch(&ids[4]).unwrap();
    assert_eq!(texts(&file.session.path_to_head()), ["a", "b", "c", "d", "e"]);
    assert!(file.message_in_memory(&ids[0]));

    // A file deleted under the session is re-created with every message,
    // the dropped ones read through the handle still open on the old file.
    file.compact(4, Message::user("S3")).unwrap();
    assert!(!file.message_in_memory(&ids[0]));
    std::fs::remove_dir_all(dir.path().join(".nub")).unwrap();
    file.append(Node::message(file.session.head().cloned(), Message::user("g"))).unwrap();
    assert_eq!(file.take_warnings().len(), 1);
    assert_eq!(text_of(&file.message(&ids[2]).unwrap()), "c", "read back from the re-created file");
    let id = file.session.id.clone();
    drop(file);
    let loaded = store.load(&id).unwrap();
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    let session = loaded.session;
    assert_eq!(session.node(&ids[1]).unwrap().meta.label.as_deref(), Some("second"));
    let all: Vec<String> = ids.iter().map(|id| text_of(&session.node(id).unwrap().message)).collect();
    assert_eq!(all, ["a", "b", "c", "d", "e"]);
    assert_eq!(texts(&session.path_to_head()), ["S3", "e", "g"]);
}
