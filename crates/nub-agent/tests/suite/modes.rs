//! Modes (ask, plan, auto-edit) and prompt commands' one-run settings,
//! enforced by the loop whatever the model asks.

use std::collections::BTreeMap;

use nub_agent::{Decision, Input, Mode, Outcome, PLAN_PROMPT, UiEvent};
use nub_llm::{Block, StopReason};
use nub_tools::{Permission, Policy};
use serde_json::json;

use super::fake::*;

fn asking(tools: &[&str]) -> Policy {
    let tools: BTreeMap<String, Permission> = tools.iter().map(|t| ((*t).to_owned(), Permission::Ask)).collect();
    Policy { tools, ..Policy::default() }
}

fn asked(events: &[UiEvent]) -> usize {
    events.iter().filter(|e| matches!(e, UiEvent::PermissionAsk { .. })).count()
}

#[tokio::test]
async fn plan_mode_refuses_what_may_change_something_and_runs_what_looks() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "c1", "poke", json!({})), call(1, "c2", "look", json!({}))], StopReason::ToolUse),
        answer(vec![text(0, "1. Poke it.")], StopReason::EndTurn),
        answer(vec![call(0, "c3", "poke", json!({}))], StopReason::ToolUse),
        answer(vec![text(0, "Poked.")], StopReason::EndTurn),
    ]);
    let poke = FakeTool::new("poke", Behaviour::Reply("poked".into()));
    let look = FakeTool::looking("look", Behaviour::Reply("seen".into()));
    let mut h = start(provider.clone(), vec![poke.clone(), look.clone()], Options::default());
    h.send(Input::SetMode { mode: Mode::Plan }).await;
    let changed = h.until(|e| matches!(e, UiEvent::ModeChanged { .. })).await;
    assert!(matches!(changed.last(), Some(UiEvent::ModeChanged { mode: Mode::Plan })));
    h.send(Input::prompt("plan the poke")).await;
    assert_eq!(h.until_run_end().await.1, Outcome::Completed);
    assert!(poke.runs.lock().unwrap().is_empty(), "plan mode ran a tool that may change something");
    assert_eq!(look.runs.lock().unwrap().len(), 1);
    let requests = provider.requests();
    assert_eq!(requests[0].system.last(), Some(&Block::text(PLAN_PROMPT)));
    let results = results_of(&requests[1].messages[2]);
    assert!(results[0].1.contains("plan mode is on") && results[0].2, "{results:?}");
    assert_eq!(results[1], ("c2".to_owned(), "seen".to_owned(), false));

    h.send(Input::SetMode { mode: Mode::Ask }).await;
    h.send(Input::prompt("go")).await;
    assert_eq!(h.until_run_end().await.1, Outcome::Completed);
    assert_eq!(poke.runs.lock().unwrap().len(), 1, "out of plan mode it runs");
    assert!(!provider.requests()[2].system.contains(&Block::text(PLAN_PROMPT)));
}

#[tokio::test]
async fn auto_edit_runs_file_edits_unasked_and_still_asks_for_the_rest() {
    let provider = FakeProvider::new(vec![
        answer(
            vec![call(0, "c1", "write", json!({"path": "a"})), call(1, "c2", "poke", json!({}))],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Done.")], StopReason::EndTurn),
    ]);
    let write = FakeTool::new("write", Behaviour::Reply("written".into()));
    let poke = FakeTool::new("poke", Behaviour::Reply("poked".into()));
    let options = Options { policy: asking(&["write", "poke"]), ..Options::default() };
    let mut h = start(provider, vec![write.clone(), poke.clone()], options);
    h.send(Input::SetMode { mode: Mode::AutoEdit }).await;
    h.send(Input::prompt("edit")).await;
    let events = h.until(|e| matches!(e, UiEvent::PermissionAsk { .. })).await;
    let Some(UiEvent::PermissionAsk { id, tool, .. }) = events.last() else { unreachable!() };
    assert_eq!(tool, "poke", "write asked in auto-edit");
    h.send(Input::Answer { id: id.clone(), decision: Decision::Deny }).await;
    assert_eq!(h.until_run_end().await.1, Outcome::Completed);
    assert_eq!(write.runs.lock().unwrap().len(), 1);
    assert!(poke.runs.lock().unwrap().is_empty());
}

#[tokio::test]
async fn a_commands_tools_and_effort_hold_for_its_run_only() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "c1", "poke", json!({}))], StopReason::ToolUse),
        answer(vec![text(0, "Poked.")], StopReason::EndTurn),
        answer(vec![call(0, "c2", "poke", json!({}))], StopReason::ToolUse),
        answer(vec![text(0, "Not poked.")], StopReason::EndTurn),
    ]);
    let poke = FakeTool::new("poke", Behaviour::Reply("poked".into()));
    let options = Options { policy: asking(&["poke"]), ..Options::default() };
    let mut h = start(provider.clone(), vec![poke.clone()], options);
    h.send(Input::Command {
        name: "/poke now".into(),
        text: "Poke it, now.".into(),
        model: None,
        effort: Some(nub_llm::effort::Effort::Low),
        allowed_tools: vec!["poke".into()],
    })
    .await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(asked(&events), 0, "the command allowed poke");
    assert!(matches!(&events[0], UiEvent::RunStart { prompt, .. } if prompt == "/poke now"));
    h.send(Input::prompt("poke again")).await;
    let events = h.until(|e| matches!(e, UiEvent::PermissionAsk { .. })).await;
    let Some(UiEvent::PermissionAsk { id, .. }) = events.last() else { unreachable!() };
    h.send(Input::Answer { id: id.clone(), decision: Decision::Deny }).await;
    assert_eq!(h.until_run_end().await.1, Outcome::Completed);
    assert_eq!(poke.runs.lock().unwrap().len(), 1);
    let requests = provider.requests();
    let efforts: Vec<_> = requests.iter().map(|r| r.effort).collect();
    let low = Some(nub_llm::effort::Effort::Low);
    assert_eq!(efforts, [low, low, None, None]);
    let first = &requests[0].messages[0];
    assert_eq!(first.content, vec![Block::text("Poke it, now.")], "the model reads the expansion");
}

/// Prompts as an MCP server gives them: `review` with its argument, `slow`
/// never, anything else an error.
struct Prompts;

impl nub_agent::ServerPrompts for Prompts {
    fn get<'a>(&'a self, name: &'a str, args: &'a str) -> nub_agent::PromptText<'a> {
        Box::pin(async move {
            match name {
                "srv:review" => Ok(format!("Review the {args} code.")),
                "srv:slow" => std::future::pending().await,
                other => Err(format!("MCP server srv cannot give /{other}")),
            }
        })
    }
}

fn server_prompt(typed: &str) -> Input {
    let (prompt, args) = typed.trim_start_matches('/').split_once(' ').unwrap_or((typed.trim_start_matches('/'), ""));
    Input::ServerPrompt { name: typed.into(), prompt: prompt.into(), args: args.into() }
}

#[tokio::test]
async fn a_servers_prompt_is_fetched_and_run_and_one_it_cannot_give_fails_without_a_request() {
    let provider = FakeProvider::new(vec![answer(vec![text(0, "Reviewed.")], StopReason::EndTurn)]);
    let mut h = start_with(provider.clone(), Vec::new(), Options::default(), |agent| {
        agent.with_server_prompts(std::sync::Arc::new(Prompts))
    });
    h.send(server_prompt("/srv:review rust")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(matches!(&events[0], UiEvent::RunStart { prompt, .. } if prompt == "/srv:review rust"));
    let requests = provider.requests();
    assert_eq!(requests[0].messages[0].content, vec![Block::text("Review the rust code.")]);

    h.send(server_prompt("/srv:gone")).await;
    let (events, outcome) = h.until_run_end().await;
    assert!(matches!(&events[0], UiEvent::RunStart { prompt, .. } if prompt == "/srv:gone"), "{events:?}");
    let Outcome::Failed { kind, message } = outcome else { panic!("{outcome:?}") };
    assert_eq!(kind, nub_agent::FailureKind::Command);
    assert!(message.contains("cannot give /srv:gone"), "{message}");

    // A fetch that hangs gives way to a cancel; the loop goes on.
    h.send(server_prompt("/srv:slow")).await;
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    h.send(Input::Cancel).await;
    assert_eq!(h.until_run_end().await.1, Outcome::Cancelled);
    assert_eq!(provider.requests().len(), 1, "nothing was sent for the prompts that were not given");
}

#[tokio::test]
async fn without_servers_a_server_prompt_says_so() {
    let provider = FakeProvider::new(Vec::new());
    let mut h = start(provider.clone(), Vec::new(), Options::default());
    h.send(server_prompt("/srv:review go")).await;
    let Outcome::Failed { message, .. } = h.until_run_end().await.1 else { panic!() };
    assert!(message.contains("no MCP server offers the prompt /srv:review"), "{message}");
}
