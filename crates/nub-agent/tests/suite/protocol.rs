//! The loop's protocol both ways: permission questions and their answers,
//! a model switch between runs, and the serde shape of every `Input` and
//! `UiEvent` (a JSON client and the ACP agent depend on it).

use std::sync::Arc;

use nub_agent::{
    ChangedFile, CompactionReason, Decision, Envelope, FailureKind, Image, Input, LimitKind, ModelSwitch, Outcome,
    PROTOCOL_VERSION, Switched, UiEvent,
};
use nub_llm::{Block, StopReason, Usage};
use nub_tools::{Permission, Policy, TodoItem, TodoStatus, ToolDisplay, ToolKind, ToolRegistry, ToolView};
use serde_json::json;

use super::fake::*;

fn asking(tool: &str) -> Options {
    let mut policy = Policy::default();
    policy.tools.insert(tool.into(), Permission::Ask);
    Options { policy, ..Options::default() }
}

fn two_bash_calls() -> Arc<FakeProvider> {
    FakeProvider::new(vec![
        answer(vec![call(0, "c1", "bash", json!({"command": "ls"}))], StopReason::ToolUse),
        answer(vec![call(0, "c2", "bash", json!({"command": "pwd"}))], StopReason::ToolUse),
        answer(vec![text(0, "done")], StopReason::EndTurn),
    ])
}

#[tokio::test]
async fn an_asking_tool_waits_for_the_answer_and_allow_once_asks_again() {
    let provider = two_bash_calls();
    let bash = FakeTool::new("bash", Behaviour::Reply("ran".into()));
    let mut h = start(provider.clone(), vec![bash.clone()], asking("bash"));
    h.send(Input::prompt("go")).await;
    let seen = h.until(|e| matches!(e, UiEvent::PermissionAsk { .. })).await;
    let Some(UiEvent::PermissionAsk { id, tool, input, .. }) = seen.last() else { unreachable!() };
    assert_eq!((id.as_str(), tool.as_str(), input), ("c1", "bash", &json!({"command": "ls"})));
    assert!(bash.runs.lock().unwrap().is_empty(), "the tool must not run before the answer");
    h.send(Input::Answer { id: "c1".into(), decision: Decision::AllowOnce }).await;
    // Allowed once: the next call asks again.
    h.until(|e| matches!(e, UiEvent::PermissionAsk { id, .. } if id == "c2")).await;
    h.send(Input::Answer { id: "c2".into(), decision: Decision::AllowOnce }).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(bash.runs.lock().unwrap().len(), 2);
}

#[tokio::test]
async fn allow_always_covers_the_rest_of_the_session() {
    let provider = two_bash_calls();
    let bash = FakeTool::new("bash", Behaviour::Reply("ran".into()));
    let mut h = start(provider.clone(), vec![bash.clone()], asking("bash"));
    h.send(Input::prompt("go")).await;
    h.until(|e| matches!(e, UiEvent::PermissionAsk { .. })).await;
    h.send(Input::Answer { id: "c1".into(), decision: Decision::AllowAlways }).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(!events.iter().any(|e| matches!(e, UiEvent::PermissionAsk { .. })), "asked again: {events:?}");
    assert_eq!(bash.runs.lock().unwrap().len(), 2);
}

#[tokio::test]
async fn a_refusal_reaches_the_model_as_an_error_result() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "c1", "bash", json!({"command": "rm -r build"}))], StopReason::ToolUse),
        answer(vec![text(0, "ok, I will not")], StopReason::EndTurn),
    ]);
    let bash = FakeTool::new("bash", Behaviour::Reply("ran".into()));
    let mut h = start(provider.clone(), vec![bash.clone()], asking("bash"));
    h.send(Input::prompt("clean up")).await;
    h.until(|e| matches!(e, UiEvent::PermissionAsk { .. })).await;
    // An answer to another question is not this one's.
    h.send(Input::Answer { id: "other".into(), decision: Decision::AllowOnce }).await;
    h.send(Input::Answer { id: "c1".into(), decision: Decision::Deny }).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(bash.runs.lock().unwrap().is_empty());
    let results = results_of(&provider.requests()[1].messages[2]);
    assert!(results[0].2 && results[0].1.contains("user refused"), "{results:?}");
}

#[tokio::test]
async fn cancelling_while_a_question_waits_answers_the_call_and_ends_the_run() {
    let provider = two_bash_calls();
    let bash = FakeTool::new("bash", Behaviour::Reply("ran".into()));
    let mut h = start(provider.clone(), vec![bash.clone()], asking("bash"));
    h.send(Input::prompt("go")).await;
    h.until(|e| matches!(e, UiEvent::PermissionAsk { .. })).await;
    h.send(Input::Cancel).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Cancelled);
    assert!(bash.runs.lock().unwrap().is_empty());
    let stored = h.stored();
    assert_every_call_answered(&stored.path_to_head());
}

#[tokio::test]
async fn tools_that_change_things_run_one_after_another() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "a", "write", json!({})), call(1, "b", "edit", json!({}))], StopReason::ToolUse),
        answer(vec![text(0, "ok")], StopReason::EndTurn),
    ]);
    let pause = std::time::Duration::from_millis(20);
    let tools: Vec<Arc<dyn nub_tools::Tool>> =
        vec![FakeTool::new("write", Behaviour::Slow(pause)), FakeTool::new("edit", Behaviour::Slow(pause))];
    let mut h = start(provider.clone(), tools, Options::default());
    h.send(Input::prompt("change")).await;
    let (events, _) = h.until_run_end().await;
    let order: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            UiEvent::ToolStart { id, .. } => Some(format!("start {id}")),
            UiEvent::ToolEnd { id, .. } => Some(format!("end {id}")),
            _ => None,
        })
        .collect();
    assert_eq!(order, ["start a", "end a", "start b", "end b"]);
}

struct ToOther {
    other: Arc<FakeProvider>,
}

impl ModelSwitch for ToOther {
    fn switch(&self, current: &str, endpoint: Option<&str>, model: &str) -> Result<Switched, String> {
        match endpoint.unwrap_or(current) {
            "other" => Ok(Switched { provider: self.other.clone(), endpoint: "other".into(), model: model.into() }),
            unknown => Err(format!("there is no endpoint {unknown:?}")),
        }
    }
}

#[tokio::test]
async fn set_model_sends_the_next_request_with_the_whole_history_to_the_new_provider() {
    let first = FakeProvider::new(vec![answer(vec![text(0, "first answer")], StopReason::EndTurn)]);
    let other = FakeProvider::new(vec![answer(vec![text(0, "second answer")], StopReason::EndTurn)]);
    let switch = Arc::new(ToOther { other: other.clone() });
    let mut h =
        start_with(first.clone(), Vec::new(), Options::default(), |agent| agent.with_model_switch("fake", switch));
    h.send(Input::prompt("one")).await;
    h.until_run_end().await;
    h.send(Input::SetModel { endpoint: Some("nowhere".into()), model: "m".into() }).await;
    let refused = h.until(|e| matches!(e, UiEvent::Warning { .. })).await;
    assert!(matches!(refused.last(), Some(UiEvent::Warning { message }) if message.contains("nowhere")));
    h.send(Input::SetModel { endpoint: Some("other".into()), model: "big-model".into() }).await;
    let changed = h.until(|e| matches!(e, UiEvent::ModelChanged { .. })).await;
    assert_eq!(changed.last(), Some(&UiEvent::ModelChanged { endpoint: "other".into(), model: "big-model".into() }));
    h.send(Input::prompt("two")).await;
    let (events, _) = h.until_run_end().await;
    assert!(events.contains(&UiEvent::TurnStart { turn: 1, model: "big-model".into() }));
    assert_eq!(first.requests().len(), 1);
    let sent = other.requests();
    assert_eq!((sent.len(), sent[0].model.as_str(), sent[0].messages.len()), (1, "big-model", 3));
    let stored = h.stored();
    let last = stored.node(stored.head().unwrap()).unwrap();
    assert_eq!(last.meta.model.as_deref(), Some("big-model"), "the answer records the model that wrote it");
}

#[tokio::test]
async fn set_effort_changes_the_next_requests_and_warns_for_a_model_that_does_not_reason() {
    use nub_llm::effort::Effort;
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, "one")], StopReason::EndTurn),
        answer(vec![text(0, "two")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), Vec::new(), Options::default());
    h.send(Input::prompt("one")).await;
    h.until_run_end().await;
    h.send(Input::SetEffort { effort: Some(Effort::High) }).await;
    let events = h.until(|e| matches!(e, UiEvent::EffortChanged { .. })).await;
    assert_eq!(events.last(), Some(&UiEvent::EffortChanged { effort: Some(Effort::High) }));
    // The fake provider's caps say it does not reason.
    assert!(events.iter().any(|e| matches!(e, UiEvent::Warning { message } if message.contains("does not reason"))));
    h.send(Input::prompt("two")).await;
    h.until_run_end().await;
    let sent = provider.requests();
    assert_eq!((sent[0].effort, sent[1].effort), (None, Some(Effort::High)));
    let line = serde_json::to_string(&UiEvent::EffortChanged { effort: Some(Effort::High) }).unwrap();
    assert_eq!(line, r#"{"type":"effort_changed","effort":"high"}"#);
}

#[tokio::test]
async fn rewind_starts_a_branch_whose_requests_carry_only_its_path_and_mark_labels() {
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, "first answer")], StopReason::EndTurn),
        answer(vec![text(0, "second answer")], StopReason::EndTurn),
        answer(vec![text(0, "branch answer")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), Vec::new(), Options::default());
    h.send(Input::prompt("one")).await;
    h.until_run_end().await;
    let first_answer = h.stored().head().unwrap().to_string();
    h.send(Input::prompt("two")).await;
    h.until_run_end().await;
    h.send(Input::Rewind { node: "no-such-node".into() }).await;
    let refused = h.until(|e| matches!(e, UiEvent::Warning { .. })).await;
    assert!(matches!(refused.last(), Some(UiEvent::Warning { message }) if message.starts_with("not rewound")));
    let part = &first_answer[first_answer.len() - 6..];
    h.send(Input::Rewind { node: part.into() }).await;
    let rewound = h.until(|e| matches!(e, UiEvent::Rewound { .. })).await;
    assert_eq!(rewound.last(), Some(&UiEvent::Rewound { node: first_answer.clone() }));
    h.send(Input::Mark { node: part.into(), label: Some(" fork here ".into()), bookmark: Some(true) }).await;
    h.send(Input::prompt("three")).await;
    h.until_run_end().await;
    let sent = provider.requests();
    let texts: Vec<String> = sent[2].messages.iter().map(|m| format!("{:?}", m.content)).collect();
    assert_eq!(sent[2].messages.len(), 3, "one, first answer, three: {texts:?}");
    assert!(!texts.iter().any(|t| t.contains("two")), "{texts:?}");
    let stored = h.stored();
    assert_eq!(stored.leaves().count(), 2, "two branches");
    let node = stored.nodes().iter().find(|n| n.id.to_string() == first_answer).unwrap();
    assert_eq!((node.meta.label.as_deref(), node.meta.bookmark), (Some("fork here"), true));
}

#[test]
fn every_input_round_trips_through_its_json_line() {
    let inputs = [
        Input::prompt("hi"),
        Input::steer("no, tabs"),
        Input::Cancel,
        Input::Quit,
        Input::SetModel { endpoint: Some("anthropic".into()), model: "claude".into() },
        Input::SetModel { endpoint: None, model: "m".into() },
        Input::SetEffort { effort: Some(nub_llm::effort::Effort::Xhigh) },
        Input::SetEffort { effort: None },
        Input::Answer { id: "c1".into(), decision: Decision::AllowOnce },
        Input::Answer { id: "c1".into(), decision: Decision::AllowAlways },
        Input::Answer { id: "c1".into(), decision: Decision::Deny },
        Input::Compact { focus: Some("the parser".into()) },
        Input::Compact { focus: None },
        Input::PromptWithImages {
            text: "what is this?".into(),
            images: vec![Image { media_type: "image/png".into(), data: vec![0x89, b'P', b'N', b'G'] }],
        },
        Input::Rewind { node: "n_3f2a".into() },
        Input::Mark { node: "n_3f2a".into(), label: Some("before the refactor".into()), bookmark: None },
        Input::Mark { node: "n_3f2a".into(), label: None, bookmark: Some(true) },
    ];
    for input in inputs {
        let line = serde_json::to_string(&Envelope::new(input.clone())).unwrap();
        assert!(line.starts_with(&format!("{{\"v\":{PROTOCOL_VERSION},\"type\":")), "{line}");
        let back: Envelope<Input> = serde_json::from_str(&line).unwrap();
        assert_eq!(back.body, input, "{line}");
    }
    let typed: Envelope<Input> =
        serde_json::from_str(r#"{"v":1,"type":"answer","id":"x","decision":"allow_always"}"#).unwrap();
    assert_eq!(typed.body, Input::Answer { id: "x".into(), decision: Decision::AllowAlways });
    let line = r#"{"v":1,"type":"prompt_with_images","text":"t","images":[{"media_type":"image/gif","data":"R0lG"}]}"#;
    let typed: Envelope<Input> = serde_json::from_str(line).unwrap();
    let image = Image { media_type: "image/gif".into(), data: b"GIF".to_vec() };
    assert_eq!(typed.body, Input::PromptWithImages { text: "t".into(), images: vec![image] });
}

#[tokio::test]
async fn a_prompt_with_images_is_one_user_message_text_first() {
    let provider = FakeProvider::new(vec![answer(vec![text(0, "a cat")], StopReason::EndTurn)]);
    let mut h = start(provider.clone(), Vec::new(), Options::default());
    let image = Image { media_type: "image/png".into(), data: vec![1, 2, 3] };
    h.send(Input::PromptWithImages { text: "what is this?".into(), images: vec![image] }).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(matches!(&events[0], UiEvent::RunStart { prompt, .. } if prompt == "what is this?"), "{events:?}");
    let sent = &provider.requests()[0].messages[0];
    assert_eq!(
        sent.content,
        [Block::text("what is this?"), Block::Image { media_type: "image/png".into(), data: vec![1, 2, 3] }]
    );
    // An image alone is a prompt too.
    let provider = FakeProvider::new(vec![answer(vec![text(0, "a dog")], StopReason::EndTurn)]);
    let mut h = start(provider.clone(), Vec::new(), Options::default());
    let image = Image { media_type: "image/gif".into(), data: vec![4] };
    h.send(Input::PromptWithImages { text: String::new(), images: vec![image] }).await;
    h.until_run_end().await;
    assert!(matches!(provider.requests()[0].messages[0].content.as_slice(), [Block::Image { .. }]));
}

#[test]
fn every_event_round_trips_through_its_json_line() {
    let view = ToolView::Todo { items: vec![TodoItem { content: "a".into(), status: TodoStatus::InProgress }] };
    let events = [
        UiEvent::RunStart { session: "s".into(), prompt: "p".into() },
        UiEvent::TurnStart { turn: 1, model: "m".into() },
        UiEvent::TextDelta { text: "t".into() },
        UiEvent::ThinkingDelta { text: "t".into() },
        UiEvent::Retry { attempt: 1, delay_ms: 1000, reason: "429".into() },
        UiEvent::TurnEnd { turn: 1, stop: StopReason::ToolUse, usage: Usage { input: 3, ..Usage::default() } },
        UiEvent::ToolStart {
            id: "c".into(),
            name: "bash".into(),
            input: json!({"command": "ls\npwd"}),
            display: ToolRegistry::builtin().display("bash", &json!({"command": "ls\npwd"})),
        },
        UiEvent::PermissionAsk {
            id: "c".into(),
            tool: "edit".into(),
            input: json!({"path": "a"}),
            reason: "ask".into(),
            display: ToolRegistry::builtin().display("edit", &json!({"path": "a"})),
            preview: ToolView::Diff { path: "a".into(), diff: "-x\n+y\n".into(), added: 1, removed: 1, created: false },
        },
        UiEvent::ToolOutput { id: "c".into(), chunk: "x\n".into() },
        UiEvent::ToolEnd {
            id: "c".into(),
            name: "todo".into(),
            is_error: false,
            duration_ms: 2,
            summary: "ok".into(),
            view,
            display: ToolDisplay::new(ToolKind::Think, "1 item"),
        },
        UiEvent::Steered { text: "s".into() },
        UiEvent::ModelChanged { endpoint: "e".into(), model: "m".into() },
        UiEvent::Rewound { node: "n_3f2a".into() },
        UiEvent::CompactionStart { reason: CompactionReason::Overflow, tokens_before: 9000 },
        UiEvent::CompactionEnd { tokens_after: 1200, summary_node: "n".into(), fallback: true },
        UiEvent::Warning { message: "w".into() },
        UiEvent::RunEnd {
            outcome: Outcome::Completed,
            changed: Some(vec![ChangedFile { path: "a.py".into(), added: 2, removed: 1, created: false }]),
        },
        UiEvent::RunEnd { outcome: Outcome::Cancelled, changed: Some(Vec::new()) },
        UiEvent::RunEnd { outcome: Outcome::Limit { limit: LimitKind::MaxTurns, message: "m".into() }, changed: None },
        UiEvent::RunEnd {
            outcome: Outcome::Failed { kind: FailureKind::ContextLength, message: "m".into() },
            changed: None,
        },
    ];
    for event in events {
        let line = serde_json::to_string(&Envelope::new(event.clone())).unwrap();
        let back: Envelope<UiEvent> = serde_json::from_str(&line).unwrap();
        assert_eq!(back.body, event, "{line}");
    }
    let line = serde_json::to_string(&Envelope::new(UiEvent::RunEnd {
        outcome: Outcome::Limit { limit: LimitKind::Repetition, message: "m".into() },
        changed: None,
    }))
    .unwrap();
    assert_eq!(line, r#"{"v":1,"type":"run_end","outcome":{"status":"limit","limit":"repetition","message":"m"}}"#);
}
