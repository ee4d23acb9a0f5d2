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
