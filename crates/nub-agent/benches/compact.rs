//! The model-free part of a compaction on a long session: choosing the cut,
//! computing the ledger and planning the summarizing requests.
//!
//!     cargo bench -p nub-agent --bench compact
//!
//! The session has 10,000 nodes in the shape an agent leaves behind: a
//! prompt, then rounds of an assistant message with a tool call (bash, read,
//! edit in turn) and a result of about 2 KB. Target: under 50 ms (median),
//! the model's time not counted. The allocation profiler reports the memory
//! a compaction allocates on top of the loaded session.

use divan::Bencher;
use nub_agent::compact::{Plan, input_budget_for_window, prepare};
use nub_llm::{Block, Message, Role};
use nub_session::{Node, Session, SessionId};
use serde_json::json;

const NODES: usize = 10_000;
const KEEP_RECENT: usize = 20_000;
const WINDOW: usize = 128_000;

#[global_allocator]
static ALLOC: divan::AllocProfiler = divan::AllocProfiler::system();

fn main() {
    divan::main();
}

fn session() -> Session {
    let mut session = Session::new(SessionId::generate());
    let output: String = "test parser::cases::case_17 ... ok\n".repeat(56);
    let append = |session: &mut Session, message: Message| {
        let node = Node::message(session.head().cloned(), message);
        session.append(node).expect("append");
    };
    append(&mut session, Message::user("Make the parser accept trailing commas and keep every test green."));
    let mut i = 0;
    while session.len() < NODES {
        let id = format!("call_{i}");
        let (name, input) = match i % 3 {
            0 => ("bash", json!({"command": "cargo test -p parser"})),
            1 => ("read", json!({"path": format!("src/module_{}.rs", i % 40)})),
            _ => (
                "edit",
                json!({"path": format!("src/module_{}.rs", i % 40), "old_string": "a,", "new_string": "a, b,"}),
            ),
        };
        append(
            &mut session,
            Message {
                role: Role::Assistant,
                content: vec![
                    Block::text("Running the next step; the previous one looked fine."),
                    Block::ToolUse { id: id.clone(), name: name.into(), input },
                ],
            },
        );
        let text = if name == "bash" { format!("{output}[exit code 0]") } else { output.clone() };
        append(
            &mut session,
            Message {
                role: Role::User,
                content: vec![Block::ToolResult { tool_use_id: id, content: vec![Block::text(text)], is_error: false }],
            },
        );
        i += 1;
    }
    session
}

#[divan::bench(sample_count = 30)]
fn cut_ledger_and_plan(bencher: Bencher) {
    let session = session();
    bencher.bench_local(|| {
        let prepared =
            prepare(&session, KEEP_RECENT, &nub_tools::ToolRegistry::builtin()).expect("something to compact");
        let plan = Plan::new(
            &prepared.older,
            &nub_tools::ToolRegistry::builtin(),
            prepared.previous.as_deref(),
            None,
            input_budget_for_window(WINDOW),
        )
        .expect("plan");
        let request = plan.request(0, "model", None, None, 4096);
        (prepared.ledger.render().len(), plan.chunks.len(), request.messages.len())
    });
}
