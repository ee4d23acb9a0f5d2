//! History is the path to the head, cut at the first summary.

use nub_llm::{Message, Role};
use nub_session::{Node, NodeId, NodeKind, Session, SessionId, TreeError};

pub fn text_of(message: &Message) -> String {
    message
        .content
        .iter()
        .map(|b| match b {
            nub_llm::Block::Text { text, .. } => text.as_str(),
            _ => "",
        })
        .collect()
}

fn add(session: &mut Session, parent: Option<&NodeId>, text: &str) -> NodeId {
    let role = if session.len().is_multiple_of(2) { Role::User } else { Role::Assistant };
    let node = Node::message(parent.cloned(), Message { role, content: vec![nub_llm::Block::text(text)] });
    let id = node.id.clone();
    session.append(node).unwrap();
    id
}

fn summary(session: &mut Session, parent: &NodeId, replaces: Vec<NodeId>, text: &str) -> NodeId {
    let mut node = Node::message(Some(parent.clone()), Message::user(text));
    node.kind = NodeKind::Summary;
    node.replaces = replaces;
    let id = node.id.clone();
    session.append(node).unwrap();
    id
}

fn history(session: &Session) -> Vec<String> {
    session.path_to_head().into_iter().map(text_of).collect()
}

#[test]
fn the_path_runs_from_root_to_head() {
    let mut s = Session::new(SessionId::generate());
    assert!(s.path_to_head().is_empty());
    let a = add(&mut s, None, "a");
    let b = add(&mut s, Some(&a), "b");
    add(&mut s, Some(&b), "c");
    assert_eq!(history(&s), ["a", "b", "c"]);
}

#[test]
fn branching_keeps_both_branches() {
    let mut s = Session::new(SessionId::generate());
    let a = add(&mut s, None, "a");
    let b = add(&mut s, Some(&a), "b");
    let c = add(&mut s, Some(&b), "c");
    s.branch(&a).unwrap();
    let d = add(&mut s, Some(&a), "d");
    assert_eq!(history(&s), ["a", "d"]);
    assert_eq!(s.children(&a), [b.clone(), d.clone()]);
    s.branch(&c).unwrap();
    assert_eq!(history(&s), ["a", "b", "c"]);
    assert_eq!(s.leaves().count(), 2);
    assert_eq!(s.branch(&NodeId::from("nope")), Err(TreeError::UnknownNode(NodeId::from("nope"))));
}

#[test]
fn summaries_at_several_depths_cut_the_history() {
    let mut s = Session::new(SessionId::generate());
    let a = add(&mut s, None, "a");
    let b = add(&mut s, Some(&a), "b");
    let c = add(&mut s, Some(&b), "c");
    let s1 = summary(&mut s, &c, vec![a.clone(), b.clone()], "S1");
    let d = add(&mut s, Some(&s1), "d");
    let e = add(&mut s, Some(&d), "e");
    assert_eq!(history(&s), ["S1", "d", "e"]);
    let s2 = summary(&mut s, &e, vec![s1.clone(), d.clone()], "S2");
    add(&mut s, Some(&s2), "f");
    assert_eq!(history(&s), ["S2", "f"], "the nearest summary wins");

    // Rewinding to before a summary brings back the original messages.
    s.branch(&c).unwrap();
    assert_eq!(history(&s), ["a", "b", "c"]);
    s.branch(&e).unwrap();
    assert_eq!(history(&s), ["S1", "d", "e"]);
}

#[test]
fn appends_are_checked() {
    let mut s = Session::new(SessionId::generate());
    let a = add(&mut s, None, "a");
    let orphan = Node::message(Some(NodeId::from("missing")), Message::user("x"));
    assert!(matches!(s.append(orphan), Err(TreeError::MissingParent { .. })));
    let again = s.node(&a).unwrap().clone();
    assert!(matches!(s.append(again), Err(TreeError::DuplicateNode(_))));
    let mut bad_summary = Node::message(Some(a), Message::user("S"));
    bad_summary.kind = NodeKind::Summary;
    bad_summary.replaces = vec![NodeId::from("gone")];
    assert!(matches!(s.append(bad_summary), Err(TreeError::MissingReplaced { .. })));
    assert_eq!(s.len(), 1);
}
