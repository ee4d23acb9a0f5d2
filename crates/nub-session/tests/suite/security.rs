//! Sessions under attack or accident (issues 10 and 11): a crash between tool
//! calls and their results, `.nub` deleted mid-run, ids typed as shown,
//! control sequences in exported text. Listed in `docs/security.md`.

use std::io::Write as _;
use std::os::unix::fs::PermissionsExt;

use nub_llm::{Block, Message, Role};
use nub_session::{INTERRUPTED, Node, Store, StoreError, load_bytes};

fn tool_use(id: &str) -> Block {
    Block::ToolUse { id: id.into(), name: "bash".into(), input: serde_json::json!({"command": "sleep 1200"}) }
}

#[test]
fn a_session_cut_after_tool_calls_is_repaired_with_real_result_nodes() {
    let repo = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(repo.path());
    let mut file = store.create(repo.path()).unwrap();
    let prompt = Node::message(None, Message::user("run the tests"));
    let prompt_id = prompt.id.clone();
    file.append(prompt).unwrap();
    let calls = Message {
        role: Role::Assistant,
        content: vec![Block::text("running"), tool_use("call_a"), tool_use("call_b")],
    };
    let calls = Node::message(Some(prompt_id), calls);
    let calls_id = calls.id.clone();
    file.append(calls).unwrap();
    let id = file.session.id.clone();
    let path = file.path().to_path_buf();
    drop(file);
    // kill -9 mid-write of the next record: a torn line at the end.
    std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap()
        .write_all(b"{\"v\":1,\"type\":\"node\",\"id\":\"01")
        .unwrap();

    let (mut file, warnings) = store.open(&id).unwrap();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert_eq!(file.repair_interrupted().unwrap(), 2);
    let check = |messages: Vec<&Message>| {
        let last = messages.last().expect("no history");
        assert_eq!(last.role, Role::User);
        let answered: Vec<(&str, bool, String)> = last
            .content
            .iter()
            .map(|block| match block {
                Block::ToolResult { tool_use_id, content, is_error } => {
                    let text = match content.as_slice() {
                        [Block::Text { text, .. }] => text.clone(),
                        other => panic!("{other:?}"),
                    };
                    (tool_use_id.as_str(), *is_error, text)
                }
                other => panic!("not a tool result: {other:?}"),
            })
            .collect();
        assert_eq!(answered, [("call_a", true, INTERRUPTED.to_owned()), ("call_b", true, INTERRUPTED.to_owned())]);
    };
    check(file.session.path_to_head());
    let head = file.session.head().cloned().unwrap();
    assert_eq!(file.session.node(&head).unwrap().parent.as_ref(), Some(&calls_id));
    // Stored as real nodes, and a second repair finds nothing to do.
    assert_eq!(file.repair_interrupted().unwrap(), 0);
    drop(file);
    let loaded = store.load(&id).unwrap();
    check(loaded.session.path_to_head());
    assert_eq!(loaded.session.len(), 3);
}

#[test]
fn a_head_without_open_tool_calls_needs_no_repair() {
    let repo = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(repo.path());
    let mut file = store.create(repo.path()).unwrap();
    assert_eq!(file.repair_interrupted().unwrap(), 0);
    let prompt = Node::message(None, Message::user("hi"));
    let prompt_id = prompt.id.clone();
    file.append(prompt).unwrap();
    assert_eq!(file.repair_interrupted().unwrap(), 0);
    file.append(Node::message(Some(prompt_id), Message::assistant("hello"))).unwrap();
    assert_eq!(file.repair_interrupted().unwrap(), 0);
    assert_eq!(file.session.len(), 2);
}

#[test]
fn a_session_file_deleted_mid_run_is_recreated_with_everything() {
    let repo = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(repo.path());
    let mut file = store.create(repo.path()).unwrap();
    let first = Node::message(None, Message::user("first"));
    let first_id = first.id.clone();
    file.append(first).unwrap();
    file.set_label(&first_id, Some("start".into())).unwrap();
    assert!(file.take_warnings().is_empty());

    std::fs::remove_dir_all(repo.path().join(".nub")).unwrap();
    let second = Node::message(Some(first_id.clone()), Message::assistant("second"));
    let second_id = second.id.clone();
    file.append(second).unwrap();

    let warnings = file.take_warnings();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].contains("was deleted") && warnings[0].contains("re-created"), "{}", warnings[0]);
    assert!(file.take_warnings().is_empty(), "warnings are handed out once");
    let path = file.path().to_path_buf();
    let loaded = load_bytes(&path, &std::fs::read(&path).unwrap()).unwrap();
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    assert_eq!(loaded.session.len(), 2);
    assert_eq!(loaded.session.head(), Some(&second_id));
    assert_eq!(loaded.session.node(&first_id).unwrap().meta.label.as_deref(), Some("start"));
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&path), 0o600);
    assert_eq!(mode(&repo.path().join(".nub")), 0o700);
    assert_eq!(mode(&repo.path().join(".nub/sessions")), 0o700);
}

#[test]
fn sessions_resolve_by_the_shown_short_id_and_any_unique_part() {
    let repo = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(repo.path());
    let ids: Vec<_> = (0..3)
        .map(|_| {
            let mut file = store.create(repo.path()).unwrap();
            file.append(Node::message(None, Message::user("hi"))).unwrap();
            file.session.id.clone()
        })
        .collect();
    for id in &ids {
        assert_eq!(&store.resolve(id.short()).unwrap(), id, "short form {}", id.short());
        assert_eq!(&store.resolve(&id.short().to_ascii_lowercase()).unwrap(), id);
        // A piece from the middle (the first random characters), unique among the three.
        let middle = &id.0[10..18];
        if ids.iter().filter(|other| other.0.contains(middle)).count() == 1 {
            assert_eq!(&store.resolve(middle).unwrap(), id, "middle {middle}");
        }
    }
    // What all ids share is ambiguous, and the error lists them.
    match store.resolve(&ids[0].0[..2]) {
        Err(StoreError::Ambiguous { candidates, .. }) => assert_eq!(candidates.len(), 3),
        other => panic!("{other:?}"),
    }
}

#[test]
fn nodes_resolve_by_a_middle_part_of_their_id() {
    let repo = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(repo.path());
    let mut file = store.create(repo.path()).unwrap();
    let node = Node::message(None, Message::user("x"));
    let id = node.id.clone();
    file.append(node).unwrap();
    assert_eq!(file.resolve_node(&id.0[10..18]).unwrap(), id);
}

#[test]
fn exported_markdown_and_titles_carry_no_terminal_control() {
    let repo = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(repo.path());
    let mut file = store.create(repo.path()).unwrap();
    let prompt = Node::message(None, Message::user("\x1b]0;pwned\x07fix the \x1b[2Jbug"));
    let prompt_id = prompt.id.clone();
    file.append(prompt).unwrap();
    let answer = Message {
        role: Role::Assistant,
        content: vec![
            Block::text("done\x1b]52;c;Y3VybCBldmlsLnNoIHwgc2g=\x07 and \x1b[1;31mred\x1b[0m\rhidden"),
            Block::ToolResult {
                tool_use_id: "t".into(),
                content: vec![Block::text("\x1bP+q\x1b\\out\x08put")],
                is_error: false,
            },
        ],
    };
    file.append(Node::message(Some(prompt_id), answer)).unwrap();
    let markdown = nub_session::export::to_markdown(&file.session, &file.header);
    assert!(!markdown.chars().any(|c| c != '\n' && c != '\t' && (c.is_control())), "{markdown:?}");
    assert!(markdown.contains("done and red\nhidden"), "{markdown}");
    assert!(markdown.contains("output"), "{markdown}");
    let title = nub_session::list::title(&file.session);
    assert_eq!(title, "fix the bug");
}
