//! Subagents: `task` calls run as child loops with their own context, side
//! by side, and come back as their answers only.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use async_trait::async_trait;
use nub_agent::{AgentDef, AgentModels, Input, Outcome, Subagents, Switched, UiEvent};
use nub_llm::{Block, Caps, EventStream, LlmError, Message, Provider, Request, Role, StopReason};
use serde_json::json;
use tokio_util::sync::CancellationToken;

use super::fake::*;

/// A second endpoint: the first `meet` requests wait for each other (a
/// child that ran alone fails), every request's cancellation is kept.
struct SecondEndpoint {
    inner: Arc<FakeProvider>,
    barrier: tokio::sync::Barrier,
    meet: Mutex<usize>,
    cancels: Mutex<Vec<CancellationToken>>,
}

impl SecondEndpoint {
    fn new(inner: Arc<FakeProvider>, meet: usize) -> Arc<Self> {
        Arc::new(SecondEndpoint {
            inner,
            barrier: tokio::sync::Barrier::new(meet.max(1)),
            meet: Mutex::new(meet),
            cancels: Mutex::default(),
        })
    }
}

#[async_trait]
impl Provider for SecondEndpoint {
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        self.cancels.lock().unwrap().push(cancel.clone());
        let waits = {
            let mut meet = self.meet.lock().unwrap();
            let waits = *meet > 0;
            *meet = meet.saturating_sub(1);
            waits
        };
        if waits && tokio::time::timeout(Duration::from_secs(5), self.barrier.wait()).await.is_err() {
            return Err(LlmError::InvalidRequest("this child ran alone: the other was not running".into()));
        }
        self.inner.stream(request, cancel).await
    }

    fn caps(&self) -> &Caps {
        self.inner.caps()
    }

    fn name(&self) -> &str {
        "second"
    }
}

struct Models(Arc<SecondEndpoint>);

impl AgentModels for Models {
    fn resolve(&self, spec: &str) -> Result<Switched, String> {
        match spec {
            "second/small" => Ok(Switched {
                provider: Arc::clone(&self.0) as Arc<dyn Provider>,
                endpoint: "second".into(),
                model: "small".into(),
            }),
            other => Err(format!("no endpoint for {other}")),
        }
    }
}

const EXPLORER_BODY: &str = "You are the explorer. Search, then answer in one paragraph.";

fn agents(second: &Arc<SecondEndpoint>, depth: u32) -> Arc<Subagents> {
    let explorer = AgentDef {
        name: "explorer".into(),
        description: "searches the code".into(),
        tools: Some(vec!["read".into(), "grep".into(), "glob".into()]),
        model: Some("second/small".into()),
        effort: None,
        max_turns: None,
        system: vec![Block::text(EXPLORER_BODY)],
    };
    let general = AgentDef {
        name: "general".into(),
        description: "does anything".into(),
        tools: None,
        model: None,
        effort: None,
        max_turns: None,
        system: vec![Block::text("general agent")],
    };
    Arc::new(Subagents {
        agents: vec![explorer, general],
        depth,
        max_parallel: 4,
        models: Some(Arc::new(Models(Arc::clone(second)))),
    })
}

fn tools() -> Vec<Arc<dyn nub_tools::Tool>> {
    vec![
        FakeTool::looking("read", Behaviour::Reply("file text".into())),
        FakeTool::looking("grep", Behaviour::Reply("src/parser.rs:12: fn parse".into())),
        FakeTool::looking("glob", Behaviour::Reply("src/parser.rs".into())),
        FakeTool::new("write", Behaviour::Reply("written".into())),
        FakeTool::new("bash", Behaviour::Reply("ran".into())),
    ]
}

fn task(index: usize, id: &str, agent: &str, prompt: &str) -> Vec<Step> {
    call(index, id, "task", json!({"agent": agent, "prompt": prompt, "description": "look around"}))
}

fn tool_names(request: &Request) -> Vec<String> {
    let mut names: Vec<String> = request.tools.iter().map(|t| t.name.clone()).collect();
    names.sort();
    names
}

fn text_of(message: &Message) -> String {
    serde_json::to_string(message).unwrap()
}

#[tokio::test]
async fn two_tasks_run_side_by_side_in_their_own_context_and_only_their_answers_come_back() {
    let parent = FakeProvider::new(vec![
        answer(
            vec![
                text(0, "Let me ask two explorers."),
                task(1, "t1", "explorer", "Where is the parser?"),
                task(2, "t2", "explorer", "Where are the tests?"),
            ],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Both found.")], StopReason::EndTurn),
    ]);
    let children = FakeProvider::new(vec![
        answer(vec![call(0, "c1", "grep", json!({"pattern": "parse"}))], StopReason::ToolUse),
        answer(vec![call(0, "c1", "grep", json!({"pattern": "test"}))], StopReason::ToolUse),
        answer(vec![text(0, "answer one")], StopReason::EndTurn),
        answer(vec![text(0, "answer two")], StopReason::EndTurn),
    ]);
    let second = SecondEndpoint::new(children.clone(), 2);
    let options = Options { subagents: Some(agents(&second, 1)), ..Options::default() };
    let mut h = start(parent.clone(), tools(), options);
    h.send(Input::prompt("SECRET-PARENT-PROMPT: find the parser and the tests")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed, "{events:#?}");

    // The children: the agent's prompt, its tools only, none of the parent's history.
    let child_requests = children.requests();
    assert_eq!(child_requests.len(), 4, "two turns per child");
    for request in &child_requests {
        assert_eq!(request.model, "small");
        assert_eq!(request.system, vec![Block::text(EXPLORER_BODY)]);
        assert_eq!(tool_names(request), ["glob", "grep", "read"]);
        let history: String = request.messages.iter().map(text_of).collect();
        assert!(!history.contains("SECRET-PARENT-PROMPT"), "a child saw the parent's history: {history}");
        assert!(!history.contains("Let me ask"), "a child saw the parent's answer");
    }
    let prompts: Vec<String> = child_requests.iter().map(|r| text_of(&r.messages[0])).collect();
    assert!(prompts.iter().any(|p| p.contains("Where is the parser?")));
    assert!(prompts.iter().any(|p| p.contains("Where are the tests?")));

    // The parent: both answers, with their cost, and not the transcripts.
    let parent_requests = parent.requests();
    assert_eq!(parent_requests.len(), 2);
    assert!(tool_names(&parent_requests[0]).contains(&"task".to_owned()));
    let last = parent_requests[1].messages.last().unwrap();
    let results = results_of(last);
    assert_eq!(results.len(), 2);
    let all: String = results.iter().map(|(_, text, _)| text.as_str()).collect();
    assert!(all.contains("answer one") && all.contains("answer two"), "{all}");
    assert!(results.iter().all(|(_, text, is_error)| !is_error && text.contains("explorer: 2 turns")), "{results:?}");
    let history: String = parent_requests[1].messages.iter().map(text_of).collect();
    assert!(!history.contains("\"c1\"") && !history.contains("src/parser.rs:12"), "a child's transcript leaked");

    // The events: both children started and ended, their events wrapped.
    let starts = events.iter().filter(|e| matches!(e, UiEvent::SubagentStart { agent, .. } if agent == "explorer"));
    assert_eq!(starts.count(), 2);
    let ends =
        events.iter().filter(|e| matches!(e, UiEvent::SubagentEnd { outcome: Outcome::Completed, turns: 2, .. }));
    assert_eq!(ends.count(), 2);
    assert!(events.iter().any(|e| matches!(e, UiEvent::Subagent { parent, event, .. }
        if parent == "t1" && matches!(**event, UiEvent::ToolStart { ref name, .. } if name == "grep"))));

    // The session: each child a side branch off the call's node; the head on the parent's path.
    let stored = h.stored();
    let asked = stored
        .nodes()
        .iter()
        .find(|n| n.message.content.iter().any(|b| matches!(b, Block::ToolUse { id, .. } if id == "t1")))
        .unwrap();
    let child_nodes: Vec<_> = stored.nodes().iter().filter(|n| n.meta.agent.as_deref() == Some("explorer")).collect();
    assert_eq!(child_nodes.len(), 8, "prompt, call, result, answer per child");
    let roots: Vec<_> = child_nodes.iter().filter(|n| n.parent.as_ref() == Some(&asked.id)).collect();
    assert_eq!(roots.len(), 2);
    assert!(roots.iter().all(|n| n.message.role == Role::User));
    let head = stored.head().unwrap();
    let path = stored.path_to(head);
    assert!(path.iter().all(|n| n.meta.agent.is_none()), "the head went into a child's branch");
    assert_eq!(stored.branches(), 1, "children are not the user's branches");
    assert_every_call_answered(&path.iter().map(|n| &n.message).collect::<Vec<_>>());
}

#[tokio::test]
async fn cancelling_during_a_child_stops_its_request_and_answers_every_call() {
    let parent = FakeProvider::new(vec![answer(
        vec![task(0, "t1", "explorer", "look forever"), task(1, "t2", "explorer", "look too")],
        StopReason::ToolUse,
    )]);
    let children = FakeProvider::forever(vec![Step::Hang]);
    let second = SecondEndpoint::new(children, 0);
    let options = Options { subagents: Some(agents(&second, 1)), ..Options::default() };
    let mut h = start(parent, tools(), options);
    h.send(Input::prompt("go")).await;
    // Both children are asking their model.
    let asking = std::cell::Cell::new(0);
    h.until(|e| {
        if matches!(e, UiEvent::Subagent { event, .. } if matches!(**event, UiEvent::TurnStart { .. })) {
            asking.set(asking.get() + 1);
        }
        asking.get() == 2
    })
    .await;
    h.send(Input::Cancel).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Cancelled);
    let ends = events.iter().filter(|e| matches!(e, UiEvent::SubagentEnd { outcome: Outcome::Cancelled, .. }));
    assert_eq!(ends.count(), 2);
    let cancels = second.cancels.lock().unwrap().clone();
    assert_eq!(cancels.len(), 2);
    assert!(cancels.iter().all(CancellationToken::is_cancelled), "a child's request is still running");
    let stored = h.stored();
    let path = stored.path_to(stored.head().unwrap());
    assert_every_call_answered(&path.iter().map(|n| &n.message).collect::<Vec<_>>());
    let results = results_of(&path.last().unwrap().message);
    assert_eq!(results.len(), 2);
    assert!(results.iter().all(|(_, text, is_error)| *is_error && text.contains("cancelled")), "{results:?}");
}

#[tokio::test]
async fn children_get_no_task_tool_at_the_depth_limit_and_do_one_level_deeper() {
    for (depth, nested) in [(1, false), (2, true)] {
        let parent = FakeProvider::new(vec![
            answer(vec![task(0, "t1", "general", "do it")], StopReason::ToolUse),
            answer(vec![text(0, "child answer")], StopReason::EndTurn),
            answer(vec![text(0, "done")], StopReason::EndTurn),
        ]);
        let second = SecondEndpoint::new(FakeProvider::new(Vec::new()), 0);
        let options = Options { subagents: Some(agents(&second, depth)), ..Options::default() };
        let mut h = start(parent.clone(), tools(), options);
        h.send(Input::prompt("delegate")).await;
        let (_, outcome) = h.until_run_end().await;
        assert_eq!(outcome, Outcome::Completed);
        let requests = parent.requests();
        let child = &requests[1];
        assert_eq!(child.system, vec![Block::text("general agent")]);
        let names = tool_names(child);
        assert!(
            names.contains(&"write".to_owned()) && names.contains(&"bash".to_owned()),
            "general has all: {names:?}"
        );
        assert_eq!(names.contains(&"task".to_owned()), nested, "depth {depth}: {names:?}");
    }
}

#[tokio::test]
async fn an_unknown_agent_is_an_error_result_naming_the_agents() {
    let parent = FakeProvider::new(vec![
        answer(vec![task(0, "t1", "nobody", "x")], StopReason::ToolUse),
        answer(vec![text(0, "ok")], StopReason::EndTurn),
    ]);
    let second = SecondEndpoint::new(FakeProvider::new(Vec::new()), 0);
    let options = Options { subagents: Some(agents(&second, 1)), ..Options::default() };
    let mut h = start(parent.clone(), tools(), options);
    h.send(Input::prompt("x")).await;
    h.until_run_end().await;
    let results = results_of(parent.requests()[1].messages.last().unwrap());
    assert!(results[0].2 && results[0].1.contains("explorer, general"), "{results:?}");
}

#[tokio::test]
async fn a_childs_question_is_asked_with_the_agents_name_and_its_answer_reaches_the_child() {
    let parent = FakeProvider::new(vec![
        answer(vec![task(0, "t1", "general", "write the file")], StopReason::ToolUse),
        // The child (general uses the parent's model): a write, then its answer.
        answer(vec![call(0, "c1", "write", json!({"path": "f", "content": "x"}))], StopReason::ToolUse),
        answer(vec![text(0, "wrote it")], StopReason::EndTurn),
        answer(vec![text(0, "done")], StopReason::EndTurn),
    ]);
    let second = SecondEndpoint::new(FakeProvider::new(Vec::new()), 0);
    let mut policy = nub_tools::Policy::default();
    policy.tools.insert("write".into(), nub_tools::Permission::Ask);
    let options = Options { subagents: Some(agents(&second, 1)), policy, ..Options::default() };
    let write = FakeTool::new("write", Behaviour::Reply("written".into()));
    let mut h = start(parent.clone(), vec![write.clone()], options);
    h.send(Input::prompt("delegate the write")).await;
    let seen = h.until(|e| matches!(e, UiEvent::PermissionAsk { .. })).await;
    let Some(UiEvent::PermissionAsk { id, tool, reason, .. }) = seen.last() else { unreachable!() };
    assert_eq!((id.as_str(), tool.as_str()), ("t1/c1", "write"));
    assert!(reason.starts_with("[agent general]"), "{reason}");
    h.send(Input::Answer { id: id.clone(), decision: nub_agent::Decision::AllowOnce }).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(write.runs.lock().unwrap().len(), 1, "the child's write ran once allowed");
    let results = results_of(parent.requests()[3].messages.last().unwrap());
    assert!(results[0].1.contains("wrote it") && !results[0].2, "{results:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn what_a_child_wrote_holds_on_the_parents_path_for_undo() {
    let write = |id: &str, content: &str| call(0, id, "write", json!({"path": "notes.txt", "content": content}));
    let parent = FakeProvider::new(vec![
        answer(vec![task(0, "t1", "general", "write the notes")], StopReason::ToolUse),
        answer(vec![write("c1", "from child\n")], StopReason::ToolUse),
        answer(vec![text(0, "wrote them")], StopReason::EndTurn),
        answer(vec![text(0, "done")], StopReason::EndTurn),
        answer(vec![write("w2", "second\n")], StopReason::ToolUse),
        answer(vec![text(0, "changed")], StopReason::EndTurn),
    ]);
    let second = SecondEndpoint::new(FakeProvider::new(Vec::new()), 0);
    let options = Options { subagents: Some(agents(&second, 1)), checkpoints: true, ..Options::default() };
    let tools: Vec<Arc<dyn nub_tools::Tool>> = vec![Arc::new(nub_tools::builtin::write::Write)];
    let mut h = start(parent, tools, options);
    let notes = h.repo.path().join("notes.txt");
    h.send(Input::prompt("delegate the notes")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let Some(UiEvent::RunEnd { changed: Some(changed), .. }) = events.last() else { panic!("{events:#?}") };
    assert_eq!(changed.iter().map(|c| c.path.as_str()).collect::<Vec<_>>(), ["notes.txt"], "the child's write counts");
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "from child\n");
    h.send(Input::prompt("change them")).await;
    assert_eq!(h.until_run_end().await.1, Outcome::Completed);
    h.send(Input::Undo { force: false }).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed, "{events:#?}");
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "from child\n", "undo went back past the child's write");
}

#[tokio::test]
async fn a_denied_task_tool_is_not_offered() {
    let parent = FakeProvider::new(vec![answer(vec![text(0, "ok")], StopReason::EndTurn)]);
    let second = SecondEndpoint::new(FakeProvider::new(Vec::new()), 0);
    let mut policy = nub_tools::Policy::default();
    policy.tools.insert("task".into(), nub_tools::Permission::Deny);
    let options = Options { subagents: Some(agents(&second, 1)), policy, ..Options::default() };
    let mut h = start(parent.clone(), tools(), options);
    h.send(Input::prompt("hi")).await;
    h.until_run_end().await;
    assert!(!tool_names(&parent.requests()[0]).contains(&"task".to_owned()));
}
