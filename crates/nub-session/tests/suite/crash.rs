//! A session file cut anywhere still loads, with exactly the records that
//! were complete before the cut; damage in the middle is reported, not fatal.

use nub_llm::Message;
use nub_session::{Node, NodeId, Store, StoreError, load_bytes};

/// A session file with several kinds of record, and the byte offset at
/// which each line ends (its newline excluded).
fn sample() -> (tempfile::TempDir, std::path::PathBuf, Vec<u8>) {
    let repo = tempfile::tempdir().unwrap();
    let store = Store::for_cwd(repo.path());
    let mut file = store.create(repo.path()).unwrap();
    let a = Node::message(None, Message::user("first prompt"));
    let a_id = a.id.clone();
    file.append(a).unwrap();
    file.append(Node::message(Some(a_id.clone()), Message::assistant("an answer with ünïcödé"))).unwrap();
    file.set_label(&a_id, Some("start".into())).unwrap();
    file.branch(&a_id).unwrap();
    file.append(Node::message(Some(a_id), Message::assistant("another answer"))).unwrap();
    let path = file.path().to_path_buf();
    let bytes = std::fs::read(&path).unwrap();
    (repo, path, bytes)
}

#[test]
fn every_truncation_loads_the_complete_records_before_it() {
    let (_repo, path, bytes) = sample();
    let line_ends: Vec<usize> = bytes.iter().enumerate().filter(|(_, b)| **b == b'\n').map(|(i, _)| i).collect();
    assert_eq!(line_ends.len(), 6, "header, 3 nodes, label, head");
    for cut in 0..=bytes.len() {
        let loaded = load_bytes(&path, &bytes[..cut]).unwrap_or_else(|e| panic!("cut at {cut}: {e}"));
        // A line counts once its JSON is complete, newline or not.
        let complete_lines = line_ends.iter().filter(|&&end| end <= cut).count();
        let records_expected = complete_lines.saturating_sub(1); // minus the header
        let label_in = complete_lines >= 4;
        let head_moved = complete_lines >= 5;
        let nodes_expected = records_expected - usize::from(label_in) - usize::from(head_moved);
        assert_eq!(loaded.session.len(), nodes_expected, "cut at {cut}");
        let clean = cut == bytes.len() || (cut > 0 && bytes[cut - 1] == b'\n') || bytes[cut] == b'\n';
        let expected_warnings = usize::from(cut == 0 || !clean);
        assert_eq!(loaded.warnings.len(), expected_warnings, "cut at {cut}: {:?}", loaded.warnings);
    }
}

#[test]
fn garbage_in_the_middle_is_reported_with_its_line_and_the_rest_loads() {
    let (_repo, path, bytes) = sample();
    let text = String::from_utf8(bytes).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(2, "this is not json {");
    let damaged = lines.join("\n") + "\n";
    let loaded = load_bytes(&path, damaged.as_bytes()).unwrap();
    assert_eq!(loaded.session.len(), 3);
    assert_eq!(loaded.warnings.len(), 1);
    assert_eq!(loaded.warnings[0].line, 3);
    assert!(loaded.warnings[0].message.contains("unreadable"), "{}", loaded.warnings[0]);
}

#[test]
fn a_newer_format_version_is_refused_with_file_line_and_version() {
    let (_repo, path, bytes) = sample();
    let mut text = String::from_utf8(bytes).unwrap();
    text.push_str("{\"v\":2,\"type\":\"node\",\"shape\":\"unknown\"}\n");
    let error = load_bytes(&path, text.as_bytes()).err().unwrap();
    assert!(matches!(error, StoreError::NewerVersion { line: 7, version: 2, .. }), "{error}");
    let message = error.to_string();
    assert!(
        message.contains(&path.display().to_string())
            && message.contains("line 7")
            && message.contains("version 2")
            && message.contains("Upgrade nub"),
        "{message}"
    );
}

#[test]
fn an_append_after_a_torn_tail_starts_on_a_fresh_line() {
    let (repo, path, bytes) = sample();
    let cut = bytes.len() - 20; // inside the last node record
    std::fs::write(&path, &bytes[..cut]).unwrap();
    let store = Store::for_cwd(repo.path());
    let id = store.resolve(path.file_stem().unwrap().to_str().unwrap()).unwrap();
    let (mut file, warnings) = store.open(&id).unwrap();
    assert_eq!(warnings.len(), 1);
    assert!(warnings[0].message.contains("incomplete last record"), "{}", warnings[0]);
    let parent = file.session.head().cloned();
    let node = Node::message(parent, Message::user("after the crash"));
    let new_id: NodeId = node.id.clone();
    file.append(node).unwrap();
    drop(file);

    let (reopened, warnings) = store.open(&id).unwrap();
    assert!(reopened.session.node(&new_id).is_some(), "the new record was not merged into the torn one");
    assert_eq!(warnings.len(), 1, "only the old torn line is reported: {warnings:?}");
    assert_eq!(reopened.session.len(), 3);
}
