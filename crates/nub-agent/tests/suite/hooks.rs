//! The loop with scripted hooks: what each verdict does to a run.

use std::sync::{Arc, Mutex};

use nub_agent::{
    FailureKind, HookEvent, HookOutcome, HookPermission, HookRun, HookSite, HookVerdict, Hooks, Input, Outcome, UiEvent,
};
use nub_llm::StopReason;
use nub_tools::{Permission, Policy};
use serde_json::json;

use super::fake::*;

/// Answers each event with the verdict its name is given, and records what it was told.
#[derive(Debug, Default)]
struct Scripted {
    verdicts: Vec<(&'static str, HookVerdict)>,
    told: Mutex<Vec<HookEvent>>,
    /// This event's hooks never finish (until their future is dropped).
    hangs: Option<&'static str>,
}

impl Scripted {
    fn told(&self) -> Vec<HookEvent> {
        self.told.lock().unwrap().clone()
    }
}

fn ran(outcome: HookOutcome, message: &str) -> Vec<HookRun> {
    vec![HookRun { command: "script".into(), outcome, duration_ms: 1, message: message.into() }]
}

impl Hooks for Scripted {
    fn listens(&self, event: &str) -> bool {
        self.verdicts.iter().any(|(name, _)| *name == event)
    }

    fn fire<'a>(
        &'a self,
        event: HookEvent,
        _site: &'a HookSite,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = HookVerdict> + Send + 'a>> {
        let verdict = self.verdicts.iter().find(|(name, _)| *name == event.name()).map(|(_, v)| v.clone());
        let hangs = self.hangs == Some(event.name());
        self.told.lock().unwrap().push(event);
        Box::pin(async move {
            if hangs {
                std::future::pending::<()>().await;
            }
            verdict.unwrap_or_default()
        })
    }
}

fn with_hooks(hooks: &Arc<Scripted>, policy: Policy) -> Options {
    Options { hooks: Some(Arc::clone(hooks) as Arc<dyn Hooks>), policy, ..Options::default() }
}

#[tokio::test]
async fn a_pre_tool_use_hook_rewrites_the_input_and_can_force_a_question() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "c1", "echo", json!({"x": 1}))], StopReason::ToolUse),
        answer(vec![text(0, "ok")], StopReason::EndTurn),
    ]);
    let echo = FakeTool::new("echo", Behaviour::EchoInput);
    let verdict = HookVerdict {
        updated_input: Some(json!({"x": 2})),
        permission: Some(HookPermission::Ask),
        ran: ran(HookOutcome::Ok, ""),
        ..HookVerdict::default()
    };
    let hooks = Arc::new(Scripted { verdicts: vec![("pre_tool_use", verdict)], ..Scripted::default() });
    let mut h = start(provider.clone(), vec![echo.clone()], with_hooks(&hooks, Policy::default()));
    h.send(Input::prompt("go")).await;
    let asked = h.until(|e| matches!(e, UiEvent::PermissionAsk { .. })).await;
    assert!(asked.iter().any(|e| matches!(e, UiEvent::Hook { event, .. } if event == "pre_tool_use")));
    let Some(UiEvent::PermissionAsk { id, .. }) = asked.last() else { unreachable!() };
    h.send(Input::Answer { id: id.clone(), decision: nub_agent::Decision::AllowOnce }).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(*echo.runs.lock().unwrap(), [json!({"x": 2})]);
    assert!(
        matches!(&hooks.told()[..], [HookEvent::PreToolUse { tool, input }] if tool == "echo" && *input == json!({"x": 1}))
    );
}

#[tokio::test]
async fn an_allowing_hook_skips_the_question_but_not_a_configured_deny() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "c1", "echo", json!({})), call(1, "c2", "banned", json!({}))], StopReason::ToolUse),
        answer(vec![text(0, "ok")], StopReason::EndTurn),
    ]);
    let (echo, banned) =
        (FakeTool::new("echo", Behaviour::Reply("hi".into())), FakeTool::new("banned", Behaviour::Reply("no".into())));
    let verdict = HookVerdict { permission: Some(HookPermission::Allow), ..HookVerdict::default() };
    let hooks = Arc::new(Scripted { verdicts: vec![("pre_tool_use", verdict)], ..Scripted::default() });
    let mut policy = Policy::default();
    policy.tools.insert("echo".into(), Permission::Ask);
    policy.tools.insert("banned".into(), Permission::Deny);
    let mut h = start(provider.clone(), vec![echo.clone(), banned.clone()], with_hooks(&hooks, policy));
    h.send(Input::prompt("go")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(!events.iter().any(|e| matches!(e, UiEvent::PermissionAsk { .. })));
    assert_eq!(echo.runs.lock().unwrap().len(), 1);
    assert!(banned.runs.lock().unwrap().is_empty(), "a hook's allow overrode a deny");
}

#[tokio::test]
async fn a_stop_hook_that_always_blocks_is_bounded_by_max_turns() {
    let provider = FakeProvider::forever(answer(vec![text(0, "done")], StopReason::EndTurn));
    let verdict = HookVerdict {
        block: Some("not yet".into()),
        ran: ran(HookOutcome::Blocked, "not yet"),
        ..HookVerdict::default()
    };
    let hooks = Arc::new(Scripted { verdicts: vec![("stop", verdict)], ..Scripted::default() });
    let options = Options { max_turns: 3, ..with_hooks(&hooks, Policy::default()) };
    let mut h = start(provider.clone(), Vec::new(), options);
    h.send(Input::prompt("go")).await;
    let (_, outcome) = h.until_run_end().await;
    assert!(matches!(outcome, Outcome::Limit { .. }), "{outcome:?}");
    assert_eq!(provider.requests().len(), 3);
    let active: Vec<bool> = hooks
        .told()
        .iter()
        .filter_map(|e| if let HookEvent::Stop { active } = e { Some(*active) } else { None })
        .collect();
    assert_eq!(active, [false, true, true]);
}

#[tokio::test]
async fn a_refused_prompt_never_reaches_the_model() {
    let provider = FakeProvider::new(vec![answer(vec![text(0, "never")], StopReason::EndTurn)]);
    let verdict = HookVerdict { block: Some("no secrets".into()), ..HookVerdict::default() };
    let hooks = Arc::new(Scripted { verdicts: vec![("user_prompt_submit", verdict)], ..Scripted::default() });
    let mut h = start(provider.clone(), Vec::new(), with_hooks(&hooks, Policy::default()));
    h.send(Input::prompt("my key is sk-123")).await;
    let (_, outcome) = h.until_run_end().await;
    assert!(matches!(&outcome, Outcome::Failed { kind: FailureKind::Hook, message } if message.contains("no secrets")));
    assert!(provider.requests().is_empty());
    // Nothing of it was stored either (the session file may not even exist).
    let sessions = h.repo.path().join(".nub/sessions");
    for entry in std::fs::read_dir(&sessions).into_iter().flatten().flatten() {
        assert!(!std::fs::read_to_string(entry.path()).unwrap().contains("sk-123"));
    }
}

#[tokio::test]
async fn a_cancel_while_a_hook_runs_ends_the_run_and_the_call_never_runs() {
    let provider = FakeProvider::new(vec![answer(vec![call(0, "c1", "echo", json!({}))], StopReason::ToolUse)]);
    let echo = FakeTool::new("echo", Behaviour::Reply("hi".into()));
    let hooks = Arc::new(Scripted {
        verdicts: vec![("pre_tool_use", HookVerdict::default())],
        hangs: Some("pre_tool_use"),
        ..Scripted::default()
    });
    let mut h = start(provider.clone(), vec![echo.clone()], with_hooks(&hooks, Policy::default()));
    h.send(Input::prompt("go")).await;
    h.until(|e| matches!(e, UiEvent::ToolStart { .. })).await;
    h.send(Input::Cancel).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Cancelled);
    assert!(echo.runs.lock().unwrap().is_empty(), "the call ran after a cancel during its hook");
    let stored = h.stored();
    assert_every_call_answered(&stored.path_to_head());
}

#[tokio::test(start_paused = true)]
async fn notification_hooks_hear_when_nub_has_waited_a_minute_for_the_next_prompt() {
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, "one")], StopReason::EndTurn),
        answer(vec![text(0, "two")], StopReason::EndTurn),
    ]);
    let hooks = Arc::new(Scripted { verdicts: vec![("notification", HookVerdict::default())], ..Scripted::default() });
    let notified = |hooks: &Scripted| {
        hooks
            .told()
            .iter()
            .filter(|e| matches!(e, HookEvent::Notification { message } if message.contains("waiting for your input")))
            .count()
    };
    let mut h = start(provider, Vec::new(), with_hooks(&hooks, Policy::default()));
    h.send(Input::prompt("first")).await;
    h.until_run_end().await;
    tokio::time::sleep(std::time::Duration::from_secs(30)).await;
    assert_eq!(notified(&hooks), 0, "told before a minute passed");
    // A prompt within the minute starts the wait again.
    h.send(Input::prompt("second")).await;
    h.until_run_end().await;
    tokio::time::sleep(std::time::Duration::from_secs(45)).await;
    assert_eq!(notified(&hooks), 0);
    tokio::time::sleep(std::time::Duration::from_secs(20)).await;
    tokio::task::yield_now().await;
    assert_eq!(notified(&hooks), 1, "{:?}", hooks.told());
    // Once per wait, not every minute.
    tokio::time::sleep(std::time::Duration::from_secs(180)).await;
    assert_eq!(notified(&hooks), 1);
}

/// The last answer nub writes when a small model's shown edit is made is
/// an answer like any: a stop hook still runs after it, and can make the
/// run go on.
#[tokio::test(flavor = "multi_thread")]
async fn a_stop_hook_runs_after_the_answer_nub_writes() {
    let edit = json!({"path": "settings.json", "old_string": "\"points\": 200,", "new_string": "\"points\": 150,"});
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "e", "edit", edit)], StopReason::ToolUse),
        answer(vec![text(0, "done")], StopReason::EndTurn),
    ]);
    let verdict = HookVerdict {
        block: Some("run the tests first".into()),
        ran: ran(HookOutcome::Blocked, "run the tests first"),
        ..HookVerdict::default()
    };
    let hooks = Arc::new(Scripted { verdicts: vec![("stop", verdict)], ..Scripted::default() });
    let hooked = Some(Arc::clone(&hooks) as Arc<dyn Hooks>);
    let options =
        Options { lean: true, max_turns: 3, hooks: hooked, ..super::small::small(vec!["settings.json"], 4_000) };
    let mut h = start(provider.clone(), super::small::file_tools(), options);
    super::small::write(h.repo.path(), "settings.json", "{\n  \"points\": 200,\n  \"value\": 5\n}\n");
    h.send(Input::prompt("make it 150 points for a voucher instead of 200")).await;
    let (_, outcome) = h.until_run_end().await;
    assert!(matches!(outcome, Outcome::Limit { .. }), "{outcome:?}");
    let requests = provider.requests();
    assert_eq!(requests.len(), 2, "the edit; then, after nub's answer and the hook, the model again");
    let told = message_text(requests[1].messages.last().unwrap());
    assert!(told.contains("run the tests first"), "{told}");
    let stops: Vec<bool> = hooks
        .told()
        .iter()
        .filter_map(|e| if let HookEvent::Stop { active } = e { Some(*active) } else { None })
        .collect();
    assert_eq!(stops, [false, true]);
}
