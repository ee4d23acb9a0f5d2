//! Random sequences of appends, branches, labels, bookmarks and summaries,
//! saved and loaded again, give the identical tree.

use nub_llm::{Block, Message, Role};
use nub_session::{Node, NodeKind, Store};
use proptest::prelude::*;

#[derive(Debug, Clone)]
enum Op {
    /// Append below the head, or below the node at this position.
    Append {
        below: Option<usize>,
        user: bool,
        text: String,
    },
    Branch(usize),
    Label(usize, Option<String>),
    Bookmark(usize, bool),
    /// A summary below the head replacing up to three earlier nodes.
    Summary {
        replaces: Vec<usize>,
        text: String,
    },
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (proptest::option::of(0..64usize), any::<bool>(), "[a-z ü\n\"\\\\]{0,12}").prop_map(|(below, user, text)| Op::Append { below, user, text }),
        1 => (0..64usize).prop_map(Op::Branch),
        1 => (0..64usize, proptest::option::of("[a-z]{1,6}")).prop_map(|(n, l)| Op::Label(n, l)),
        1 => (0..64usize, any::<bool>()).prop_map(|(n, b)| Op::Bookmark(n, b)),
        1 => (proptest::collection::vec(0..64usize, 0..3), "[a-z]{0,8}").prop_map(|(replaces, text)| Op::Summary { replaces, text }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn save_then_load_gives_the_same_tree(ops in proptest::collection::vec(op(), 1..40)) {
        let repo = tempfile::tempdir().unwrap();
        let store = Store::for_cwd(repo.path());
        let mut file = store.create(repo.path()).unwrap();
        for op in ops {
            let ids: Vec<_> = file.session.nodes().iter().map(|n| n.id.clone()).collect();
            let pick = |i: usize| ids.get(i % ids.len().max(1)).cloned();
            match op {
                Op::Append { below, user, text } => {
                    let parent = match below {
                        Some(i) => pick(i),
                        None => file.session.head().cloned(),
                    };
                    let role = if user { Role::User } else { Role::Assistant };
                    file.append(Node::message(parent, Message { role, content: vec![Block::text(text)] })).unwrap();
                }
                Op::Branch(i) => if let Some(id) = pick(i) { file.branch(&id).unwrap() },
                Op::Label(i, label) => if let Some(id) = pick(i) { file.set_label(&id, label).unwrap() },
                Op::Bookmark(i, on) => if let Some(id) = pick(i) { file.set_bookmark(&id, on).unwrap() },
                Op::Summary { replaces, text } => {
                    let Some(head) = file.session.head().cloned() else { continue };
                    let mut node = Node::message(Some(head), Message::user(text));
                    node.kind = NodeKind::Summary;
                    node.replaces = replaces.into_iter().filter_map(pick).collect();
                    file.append(node).unwrap();
                }
            }
        }
        if file.session.is_empty() {
            // Nothing was written: a session without a record has no file.
            prop_assert!(!file.path().exists());
            return Ok(());
        }
        let id = file.session.id.clone();
        let (loaded, warnings) = store.open(&id).unwrap();
        prop_assert!(warnings.is_empty(), "{warnings:?}");
        prop_assert_eq!(&loaded.session, &file.session);
        for node in file.session.nodes() {
            let before: Vec<_> = file.session.path_to(&node.id).iter().map(|n| &n.id).collect();
            let after: Vec<_> = loaded.session.path_to(&node.id).iter().map(|n| &n.id).collect();
            prop_assert_eq!(before, after);
        }
        prop_assert_eq!(loaded.session.path_to_head(), file.session.path_to_head());
    }
}
