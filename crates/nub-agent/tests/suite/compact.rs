//! Compaction against the scripted provider: the summary node, the ledger,
//! the fallback when summarizing fails, chunking, and the cut's invariants.

use nub_agent::compact::{self, CompactError, Options, choose_cut};
use nub_llm::{Block, LlmError, Message, Role, StopReason};
use nub_session::{Node, NodeKind, SessionFile, Store};
use proptest::prelude::*;
use serde_json::{Value, json};
use tokio_util::sync::CancellationToken;

use super::fake::*;

fn exchange(id: &str, name: &str, input: Value, output: &str) -> [Message; 2] {
    [
        Message {
            role: Role::Assistant,
            content: vec![Block::text("next step"), Block::ToolUse { id: id.into(), name: name.into(), input }],
        },
        Message {
            role: Role::User,
            content: vec![Block::ToolResult {
                tool_use_id: id.into(),
                content: vec![Block::text(output)],
                is_error: false,
            }],
        },
    ]
}

/// A stored session of `rounds` tool rounds touching files, then a final answer.
fn session(repo: &tempfile::TempDir, rounds: usize) -> SessionFile {
    let mut file = Store::for_cwd(repo.path()).create(repo.path()).unwrap();
    let mut messages = vec![Message::user("Add trailing-comma support to the parser.")];
    for i in 0..rounds {
        let output = "some output line\n".repeat(40);
        messages.extend(match i % 4 {
            0 => exchange(&format!("c{i}"), "read", json!({"path": format!("src/read_{i}.rs")}), &output),
            1 => exchange(
                &format!("c{i}"),
                "write",
                json!({"path": format!("src/new_{i}.rs"), "content": "x"}),
                &format!("created src/new_{i}.rs (1 line)"),
            ),
            2 => exchange(&format!("c{i}"), "edit", json!({"path": "src/lib.rs"}), "edited src/lib.rs: +1 -1"),
            _ => exchange(
                &format!("c{i}"),
                "bash",
                json!({"command": "cargo test"}),
                &format!("{output}[exit code 101]"),
            ),
        });
    }
    messages.push(Message::assistant("Done for now."));
    for message in messages {
        let node = Node::message(file.session.head().cloned(), message);
        file.append(node).unwrap();
    }
    file
}

fn options(input_budget: usize) -> Options {
    Options {
        model: "fake-model".into(),
        keep_recent_tokens: 600,
        input_budget,
        focus: None,
        tools: std::sync::Arc::new(nub_tools::ToolRegistry::builtin()),
    }
}

fn summary_text(file: &SessionFile) -> String {
    let path = file.session.path_to_head();
    let Block::Text { text, .. } = &path[0].content[0] else { panic!("summary is text") };
    text.clone()
}

#[tokio::test]
async fn the_summary_holds_the_model_part_and_the_ledger() {
    let repo = tempfile::tempdir().unwrap();
    let mut file = session(&repo, 24);
    let provider = FakeProvider::new(vec![answer(vec![text(0, "## Goal\nTrailing commas.")], StopReason::EndTurn)]);
    let done =
        compact::compact(&mut file, provider.as_ref(), &options(50_000), &CancellationToken::new()).await.unwrap();
    assert!(!done.fallback);
    assert!(done.tokens_after < done.tokens_before, "{done:?}");
    let head_path = file.session.path_to_head();
    assert_eq!(file.session.node(&done.summary_node).unwrap().kind, NodeKind::Summary);
    assert_eq!(head_path.len(), done.kept + 1);
    assert_every_call_answered(&head_path);

    let summary = summary_text(&file);
    assert!(summary.contains("<summary>\n## Goal\nTrailing commas.\n</summary>"), "{summary}");
    assert!(summary.contains("first request: Add trailing-comma support to the parser."), "{summary}");
    assert!(summary.contains("read: src/read_0.rs"), "{summary}");
    assert!(summary.contains("created: src/new_1.rs"), "{summary}");
    assert!(summary.contains("modified: src/lib.rs"), "{summary}");
    assert!(summary.contains("failed: cargo test → exit code 101"), "{summary}");

    // One request, no tools, tool outputs elided to one line each.
    let requests = provider.requests();
    assert_eq!(requests.len(), 1);
    assert!(requests[0].tools.is_empty());
    let Block::Text { text: prompt, .. } = &requests[0].messages[0].content[0] else { panic!() };
    assert!(prompt.contains("[read src/read_0.rs: 40 lines]"), "{prompt}");
    assert!(prompt.contains("[bash: cargo test → exit 101, 40 lines]"), "{prompt}");
    assert!(!prompt.contains("some output line"), "{prompt}");

    // A second compaction continues the first: its ledger and summary go in.
    let later = exchange("later", "edit", json!({"path": "src/more.rs"}), "edited src/more.rs: +1 -1");
    let last = exchange("last", "read", json!({"path": "src/last.rs"}), "1\tx");
    for message in later.into_iter().chain(last) {
        let node = Node::message(file.session.head().cloned(), message);
        file.append(node).unwrap();
    }
    let provider = FakeProvider::new(vec![answer(vec![text(0, "## Goal\nStill commas.")], StopReason::EndTurn)]);
    let options = Options { keep_recent_tokens: 10, ..options(50_000) };
    compact::compact(&mut file, provider.as_ref(), &options, &CancellationToken::new()).await.unwrap();
    let summary = summary_text(&file);
    assert!(summary.contains("first request: Add trailing-comma support"), "{summary}");
    assert!(summary.contains("created: src/new_1.rs") && summary.contains("modified: src/more.rs"), "{summary}");
    let Block::Text { text: prompt, .. } = &provider.requests()[0].messages[0].content[0] else { panic!() };
    assert!(prompt.contains("<previous-summary>\n## Goal\nTrailing commas.\n</previous-summary>"), "{prompt}");
    assert!(!prompt.contains("nub-ledger"), "the ledger is merged without the model");
}

#[tokio::test]
async fn a_failing_summarizer_leaves_the_ledger_only_fallback() {
    let failures = vec![
        vec![Step::Fail(LlmError::Server { endpoint: "fake".into(), status: 500, message: "boom".into() })],
        answer(vec![text(0, "   ")], StopReason::EndTurn),
        vec![Step::Fail(LlmError::ContextLength { endpoint: "fake".into(), message: "too long".into() })],
    ];
    for failure in failures {
        let repo = tempfile::tempdir().unwrap();
        let mut file = session(&repo, 12);
        let provider = FakeProvider::new(vec![failure]);
        let done =
            compact::compact(&mut file, provider.as_ref(), &options(50_000), &CancellationToken::new()).await.unwrap();
        assert!(done.fallback, "{done:?}");
        let summary = summary_text(&file);
        assert!(summary.contains("made without the model"), "{summary}");
        assert!(summary.contains("```nub-ledger\nfirst request: Add trailing-comma"), "{summary}");
        assert!(!summary.contains("<summary>"), "{summary}");
        assert_eq!(provider.requests().len(), 1, "no retry, no nested compaction");
    }
}

#[tokio::test]
async fn a_small_budget_summarizes_in_chunks_each_fed_into_the_next() {
    let repo = tempfile::tempdir().unwrap();
    let mut file = session(&repo, 60);
    let provider = FakeProvider::forever(answer(vec![text(0, "## Goal\nchunk summary")], StopReason::EndTurn));
    let done =
        compact::compact(&mut file, provider.as_ref(), &options(1_500), &CancellationToken::new()).await.unwrap();
    assert!(!done.fallback);
    let requests = provider.requests();
    assert!(requests.len() > 2, "{} requests", requests.len());
    for (i, request) in requests.iter().enumerate() {
        let Block::Text { text: prompt, .. } = &request.messages[0].content[0] else { panic!() };
        assert_eq!(prompt.contains("<previous-summary>\n## Goal\nchunk summary"), i > 0, "request {i}");
        assert!(nub_llm::estimate::tokens(prompt) < 1_500, "request {i} over budget");
    }
}

#[tokio::test]
async fn nothing_to_compact_and_cancellation_leave_the_session_alone() {
    let repo = tempfile::tempdir().unwrap();
    let mut file = Store::for_cwd(repo.path()).create(repo.path()).unwrap();
    file.append(Node::message(None, Message::user("hi"))).unwrap();
    let provider = FakeProvider::new(vec![]);
    let result = compact::compact(&mut file, provider.as_ref(), &options(50_000), &CancellationToken::new()).await;
    assert!(matches!(result, Err(CompactError::NothingToCompact(_))));

    let mut file = session(&repo, 8);
    let before = file.session.len();
    let provider = FakeProvider::new(vec![vec![Step::Hang]]);
    let cancel = CancellationToken::new();
    cancel.cancel();
    let result = compact::compact(&mut file, provider.as_ref(), &options(50_000), &cancel).await;
    assert!(matches!(result, Err(CompactError::Cancelled)), "{result:?}");
    assert_eq!(file.session.len(), before);
}

/// One generated history item.
#[derive(Debug, Clone)]
enum Item {
    Text(usize),
    /// Parallel calls answered in one message, maybe with steering text.
    Tools {
        calls: usize,
        size: usize,
        steering: bool,
    },
}

fn has_result(message: &Message) -> bool {
    message.content.iter().any(|b| matches!(b, Block::ToolResult { .. }))
}

fn history(items: &[Item]) -> Vec<Message> {
    let mut messages = vec![Message::user("start")];
    for (n, item) in items.iter().enumerate() {
        match item {
            Item::Text(size) => {
                messages.push(Message::assistant("a".repeat(*size)));
                messages.push(Message::user("u".repeat(*size)));
            }
            Item::Tools { calls, size, steering } => {
                let ids: Vec<String> = (0..*calls).map(|c| format!("call_{}", (n + c) % 3)).collect();
                messages.push(Message {
                    role: Role::Assistant,
                    content: ids
                        .iter()
                        .map(|id| Block::ToolUse { id: id.clone(), name: "bash".into(), input: json!({}) })
                        .collect(),
                });
                let mut content: Vec<Block> = ids
                    .iter()
                    .map(|id| Block::ToolResult {
                        tool_use_id: id.clone(),
                        content: vec![Block::text("r".repeat(*size))],
                        is_error: false,
                    })
                    .collect();
                if *steering {
                    content.push(Block::text("also check the docs"));
                }
                messages.push(Message { role: Role::User, content });
            }
        }
    }
    messages
}

fn item() -> impl Strategy<Value = Item> {
    prop_oneof![
        (0..400usize).prop_map(Item::Text),
        (1..4usize, 0..2_000usize, any::<bool>()).prop_map(|(calls, size, steering)| Item::Tools {
            calls,
            size,
            steering
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn the_cut_never_splits_a_pair_and_keeps_a_suffix(items in proptest::collection::vec(item(), 0..30), budget in 0..6_000usize, leading in any::<bool>()) {
        let messages = history(&items);
        let path: Vec<&Message> = messages.iter().collect();
        let Ok(cut) = choose_cut(&path, budget, leading) else {
            // Only when no message after the first (and a leading summary) can start a tail.
            prop_assert!(path.iter().skip(1 + usize::from(leading)).all(|m| has_result(m)));
            return Ok(());
        };
        prop_assert!(cut.first_kept > usize::from(leading) && cut.first_kept < path.len());
        let (older, kept) = path.split_at(cut.first_kept);
        prop_assert_eq!(cut.kept_tokens, compact::messages_tokens(kept));
        prop_assert_eq!(cut.older_tokens, compact::messages_tokens(older));
        // Every result in the kept tail answers a call in the kept tail.
        prop_assert!(!has_result(kept[0]));
        assert_every_call_answered(kept);
        if cut.kept_tokens > budget {
            // Over budget only when no later cut was possible.
            for later in &path[cut.first_kept + 1..] {
                prop_assert!(has_result(later));
            }
        }
    }
}
