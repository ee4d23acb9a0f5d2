//! The loop's behaviour, one scenario per test.

use std::sync::Arc;
use std::time::Duration;

use nub_agent::{FailureKind, Input, LimitKind, Outcome, REPEAT_NOTE, SAME_RESULT_AGAIN, UiEvent};
use nub_llm::{Block, LlmError, Role, StopReason};
use nub_tools::{Permission, Policy};
use serde_json::json;

use super::fake::*;

fn kinds(events: &[UiEvent]) -> Vec<&'static str> {
    events
        .iter()
        .map(|e| match e {
            UiEvent::RunStart { .. } => "run_start",
            UiEvent::Attached { .. } => "attached",
            UiEvent::TurnStart { .. } => "turn_start",
            UiEvent::TextDelta { .. } => "text",
            UiEvent::ThinkingDelta { .. } => "thinking",
            UiEvent::Retry { .. } => "retry",
            UiEvent::TurnEnd { .. } => "turn_end",
            UiEvent::ToolStart { .. } => "tool_start",
            UiEvent::PermissionAsk { .. } => "permission_ask",
            UiEvent::ToolOutput { .. } => "tool_output",
            UiEvent::ToolEnd { .. } => "tool_end",
            UiEvent::Steered { .. } => "steered",
            UiEvent::ModelChanged { .. } => "model_changed",
            UiEvent::EffortChanged { .. } => "effort_changed",
            UiEvent::ModeChanged { .. } => "mode_changed",
            UiEvent::Rewound { .. } => "rewound",
            UiEvent::Restored { .. } => "restored",
            UiEvent::CompactionStart { .. } => "compaction_start",
            UiEvent::CompactionEnd { .. } => "compaction_end",
            UiEvent::Warning { .. } => "warning",
            UiEvent::Hook { .. } => "hook",
            UiEvent::SubagentStart { .. } => "subagent_start",
            UiEvent::Subagent { .. } => "subagent",
            UiEvent::SubagentEnd { .. } => "subagent_end",
            UiEvent::RunEnd { .. } => "run_end",
        })
        .collect()
}

#[tokio::test]
async fn a_tool_turn_then_an_answer() {
    let provider = FakeProvider::new(vec![
        answer(vec![text(0, "Let me look."), call(1, "c1", "echo", json!({"x": 1}))], StopReason::ToolUse),
        answer(vec![text(0, "It says hi.")], StopReason::EndTurn),
    ]);
    let echo = FakeTool::new("echo", Behaviour::Reply("hi".into()));
    let mut h = start(provider.clone(), vec![echo.clone()], Options::default());
    h.send(Input::prompt("what does echo say?")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(
        kinds(&events),
        [
            "run_start",
            "turn_start",
            "text",
            "turn_end",
            "tool_start",
            "tool_end",
            "turn_start",
            "text",
            "turn_end",
            "run_end"
        ]
    );
    assert_eq!(echo.runs.lock().unwrap().as_slice(), [json!({"x": 1})]);

    let requests = provider.requests();
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[0].system, vec![Block::text("You are a test.")]);
    assert_eq!(requests[0].tools.len(), 1);
    let second = &requests[1].messages;
    assert_eq!(second.len(), 3);
    assert_eq!(results_of(&second[2]), [("c1".to_owned(), "hi".to_owned(), false)]);

    let stored = h.stored();
    let path = stored.path_to_head();
    assert_eq!(path.len(), 4);
    assert_every_call_answered(&path);
    assert_eq!(stored.node(stored.head().unwrap()).unwrap().meta.model.as_deref(), Some("fake-model"));
}

#[tokio::test]
async fn read_only_calls_run_in_parallel_and_results_keep_call_order() {
    let barrier = Arc::new(tokio::sync::Barrier::new(2));
    let provider = FakeProvider::new(vec![
        answer(
            vec![call(0, "a", "read", json!({"path": "a"})), call(1, "b", "grep", json!({"pattern": "b"}))],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "ok")], StopReason::EndTurn),
    ]);
    let read = FakeTool::looking("read", Behaviour::Meet(barrier.clone()));
    let grep = FakeTool::looking("grep", Behaviour::Meet(barrier));
    let mut h = start(provider.clone(), vec![read, grep], Options::default());
    h.send(Input::prompt("look")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let results = results_of(&provider.requests()[1].messages[2]);
    assert_eq!(results, [("a".to_owned(), "met".to_owned(), false), ("b".to_owned(), "met".to_owned(), false)]);
}

#[tokio::test]
async fn a_failing_tool_is_reported_to_the_model_and_the_run_goes_on() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "c1", "bash", json!({"command": "false"}))], StopReason::ToolUse),
        answer(vec![text(0, "It failed.")], StopReason::EndTurn),
    ]);
    let mut h =
        start(provider.clone(), vec![FakeTool::new("bash", Behaviour::Fail("exit 1".into()))], Options::default());
    h.send(Input::prompt("run it")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(events.iter().any(|e| matches!(e, UiEvent::ToolEnd { is_error: true, .. })));
    assert_eq!(results_of(&provider.requests()[1].messages[2]), [("c1".to_owned(), "exit 1".to_owned(), true)]);
}

#[tokio::test]
async fn unknown_denied_and_panicking_tools_become_error_results() {
    let provider = FakeProvider::new(vec![
        answer(
            vec![
                call(0, "u", "nope", json!({})),
                call(1, "d", "write", json!({"path": "x"})),
                call(2, "p", "boom", json!({})),
            ],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "ok")], StopReason::EndTurn),
    ]);
    let mut policy = Policy::default();
    policy.tools.insert("write".into(), Permission::Deny);
    let options = Options { policy, ..Options::default() };
    let tools: Vec<Arc<dyn nub_tools::Tool>> =
        vec![FakeTool::new("write", Behaviour::Reply("written".into())), FakeTool::new("boom", Behaviour::Panic)];
    let mut h = start(provider.clone(), tools, options);
    h.send(Input::prompt("go")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let results = results_of(&provider.requests()[1].messages[2]);
    assert!(results.iter().all(|(_, _, is_error)| *is_error), "{results:?}");
    assert!(results[0].1.contains("no tool named \"nope\"") && results[0].1.contains("write, boom"), "{results:?}");
    assert!(results[1].1.contains("denied"), "{results:?}");
    assert!(results[2].1.contains("crashed") && results[2].1.contains("scripted tool panic"), "{results:?}");
}

#[tokio::test]
async fn steering_lands_after_the_running_tool_and_cancels_the_rest() {
    let provider = FakeProvider::new(vec![
        answer(
            vec![call(0, "slow", "bash", json!({"command": "sleep"})), call(1, "next", "write", json!({"path": "f"}))],
            StopReason::ToolUse,
        ),
        answer(vec![text(0, "Changed course.")], StopReason::EndTurn),
    ]);
    let write = FakeTool::new("write", Behaviour::Reply("written".into()));
    let tools: Vec<Arc<dyn nub_tools::Tool>> =
        vec![FakeTool::new("bash", Behaviour::Slow(Duration::from_millis(400))), write.clone()];
    let mut h = start(provider.clone(), tools, Options::default());
    h.send(Input::prompt("do two things")).await;
    h.until(|e| matches!(e, UiEvent::ToolStart { name, .. } if name == "bash")).await;
    h.send(Input::steer("stop, use tabs instead")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(write.runs.lock().unwrap().is_empty(), "the call not yet started was not run");
    assert!(events.iter().any(|e| matches!(e, UiEvent::Steered { text } if text == "stop, use tabs instead")));

    let after = &provider.requests()[1].messages;
    assert_every_call_answered(&after.iter().collect::<Vec<_>>());
    let last = after.last().unwrap();
    assert_eq!(last.role, Role::User);
    let results = results_of(last);
    assert_eq!(results[0], ("slow".to_owned(), "bash finished".to_owned(), false), "the running tool finished");
    assert!(results[1].2 && results[1].1.contains("new message"), "{results:?}");
    assert!(matches!(last.content.last(), Some(Block::Text { text, .. }) if text == "stop, use tabs instead"));
}

#[tokio::test]
async fn cancelling_mid_stream_commits_no_half_answer() {
    let mut steps = text(0, "Half an ans");
    steps.pop();
    steps.push(Step::Hang);
    let provider = FakeProvider::new(vec![steps]);
    let mut h = start(provider, vec![], Options::default());
    h.send(Input::prompt("question")).await;
    h.until(|e| matches!(e, UiEvent::TextDelta { .. })).await;
    h.send(Input::Cancel).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Cancelled);
    let stored = h.stored();
    let path = stored.path_to_head();
    assert_eq!(path.len(), 1, "only the prompt is stored");
    assert_eq!(path[0].role, Role::User);
}

#[tokio::test]
async fn cancelling_mid_tool_answers_every_call() {
    let provider = FakeProvider::new(vec![answer(
        vec![call(0, "a", "bash", json!({"command": "long"})), call(1, "b", "bash", json!({"command": "later"}))],
        StopReason::ToolUse,
    )]);
    let mut h = start(
        provider.clone(),
        vec![FakeTool::new("bash", Behaviour::Slow(Duration::from_secs(30)))],
        Options::default(),
    );
    h.send(Input::prompt("work")).await;
    h.until(|e| matches!(e, UiEvent::ToolStart { .. })).await;
    h.send(Input::Cancel).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Cancelled);
    assert_eq!(provider.requests().len(), 1, "no request after cancelling");
    let stored = h.stored();
    let path = stored.path_to_head();
    assert_eq!(path.len(), 3);
    assert_every_call_answered(&path);
    let results = results_of(path[2]);
    assert!(results.iter().all(|(_, _, is_error)| *is_error));
    assert!(results[1].1.contains("cancelled"), "{results:?}");
}

#[tokio::test]
async fn the_same_call_three_times_stops_the_run() {
    let provider = FakeProvider::forever(answer(
        vec![call(0, "again", "read", json!({"path": "hello.txt"}))],
        StopReason::ToolUse,
    ));
    let read = FakeTool::new("read", Behaviour::Reply("1\thello".into()));
    let mut h = start(provider.clone(), vec![read.clone()], Options::default());
    h.send(Input::prompt("read hello.txt")).await;
    let (_, outcome) = h.until_run_end().await;
    let Outcome::Limit { limit, message } = outcome else { panic!("expected a limit, got {outcome:?}") };
    assert_eq!(limit, LimitKind::Repetition);
    assert!(message.contains("3 times"), "{message}");
    assert_eq!(read.runs.lock().unwrap().len(), 2, "the third identical call is not run");
    let requests = provider.requests();
    // Three with tools; then one for words as the three went (the prompt's
    // start unchanged, calls forbidden); this model still only calls, so
    // one last without tools.
    assert_eq!(requests.len(), 5);
    assert!(asks_for_words(&requests[3]), "the fourth lists the tools and forbids calling them");
    assert_eq!(requests[3].tools, requests[2].tools);
    assert_eq!(requests[3].system, requests[2].system);
    assert_eq!(requests[3].messages[..requests[2].messages.len()], requests[2].messages[..], "the history as it went");
    assert!(requests[4].tools.is_empty(), "the last request offers no tools");
    assert_eq!(requests[4].tool_choice, nub_llm::ToolChoice::Auto);
    // Without tools, the calls are text: the model has no call of its own to imitate.
    let blocks = requests[4].messages.iter().flat_map(|m| &m.content);
    assert!(
        blocks.clone().all(|b| !matches!(b, Block::ToolUse { .. } | Block::ToolResult { .. })),
        "{:?}",
        requests[4]
    );
    assert!(format!("{:?}", requests[4].messages).contains("[read hello.txt gave:]\\n1\\thello"), "{:?}", requests[4]);
    let second_result = results_of(requests[2].messages.last().unwrap());
    assert!(second_result[0].1.ends_with(REPEAT_NOTE), "the model is told it repeats itself");
    let stored = h.stored();
    assert_every_call_answered(&stored.path_to_head());
}

#[tokio::test]
async fn a_long_result_read_again_unchanged_is_not_sent_twice() {
    let provider = FakeProvider::forever(answer(
        vec![call(0, "again", "read", json!({"path": "Cargo.toml"}))],
        StopReason::ToolUse,
    ));
    let content: String = (1..=150).map(|n| format!("{n}\tline {n} of the manifest\n")).collect();
    let read = FakeTool::looking("read", Behaviour::Reply(content.clone()));
    let mut h = start(provider.clone(), vec![read], Options::default());
    h.send(Input::prompt("which edition?")).await;
    h.until_run_end().await;
    let requests = provider.requests();
    let first = results_of(requests[1].messages.last().unwrap());
    assert_eq!(first[0].1, content, "the first read is sent in full");
    let second = results_of(requests[2].messages.last().unwrap());
    assert_eq!(second[0].1, SAME_RESULT_AGAIN, "the same content again is a pointer to it");
    let tokens = |i: usize| serde_json::to_string(&requests[i].messages).unwrap().len();
    assert!(tokens(2) - tokens(1) < 1000, "the repeat cost {} bytes", tokens(2) - tokens(1));
}

#[tokio::test]
async fn a_failing_last_request_ends_at_the_guard_with_its_message() {
    let again = || answer(vec![call(0, "again", "read", json!({"path": "hello.txt"}))], StopReason::ToolUse);
    // Past the script the fake provider fails: both forms of the last
    // request get an error (a server may refuse a forbidden tool choice).
    let provider = FakeProvider::new(vec![again(), again(), again()]);
    let read = FakeTool::new("read", Behaviour::Reply("1\thello".into()));
    let mut h = start(provider.clone(), vec![read], Options::default());
    h.send(Input::prompt("read hello.txt")).await;
    let (_, outcome) = h.until_run_end().await;
    let Outcome::Limit { limit, message } = outcome else { panic!("expected the guard's limit, got {outcome:?}") };
    assert_eq!(limit, LimitKind::Repetition);
    assert!(message.contains("3 times in a row"), "{message}");
    let requests = provider.requests();
    assert_eq!(requests.len(), 5, "the request for words, then the one without tools, not retried");
    assert!(asks_for_words(&requests[3]) && requests[4].tools.is_empty());
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test]
async fn after_the_repetition_guard_the_model_answers_without_tools() {
    let again = || answer(vec![call(0, "again", "read", json!({"path": "hello.txt"}))], StopReason::ToolUse);
    let provider = FakeProvider::new(vec![
        again(),
        again(),
        again(),
        answer(vec![text(0, "It says hello.")], StopReason::EndTurn),
    ]);
    let read = FakeTool::new("read", Behaviour::Reply("1\thello".into()));
    let mut h = start(provider.clone(), vec![read], Options::default());
    h.send(Input::prompt("read hello.txt")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(events.iter().any(|e| matches!(e, UiEvent::Warning { message } if message.contains("without tools"))));
    assert!(events.contains(&UiEvent::TextDelta { text: "It says hello.".into() }));
    let requests = provider.requests();
    assert_eq!(requests.len(), 4, "it answered in words at once: no request without tools");
    let last = requests[3].clone();
    assert!(asks_for_words(&last));
    let note = last.messages.last().unwrap();
    assert!(
        note.content
            .iter()
            .any(|b| matches!(b, Block::Text { text, .. } if text.contains("Answer the user's request now"))),
        "the model is told plainly to answer"
    );
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test]
async fn a_call_written_as_text_in_the_last_answer_is_not_shown_as_the_answer() {
    let again = || answer(vec![call(0, "again", "read", json!({"path": "hello.txt"}))], StopReason::ToolUse);
    let written = "```json\n{\"name\": \"read\", \"arguments\": {\"path\": \"hello.txt\"}}\n```";
    let provider =
        FakeProvider::new(vec![again(), again(), again(), answer(vec![text(0, written)], StopReason::EndTurn)]);
    let read = FakeTool::new("read", Behaviour::Reply("1\thello".into()));
    let mut h = start(provider.clone(), vec![read.clone()], Options::default());
    h.send(Input::prompt("read hello.txt")).await;
    let (events, outcome) = h.until_run_end().await;
    assert!(matches!(&outcome, Outcome::Limit { limit: LimitKind::Repetition, .. }), "no answer came: {outcome:?}");
    assert!(
        !events.iter().any(|e| matches!(e, UiEvent::TextDelta { text } if text.contains("arguments"))),
        "the written call is not shown as answer text: {events:?}"
    );
    assert_eq!(read.runs.lock().unwrap().len(), 2, "the written call is not run either");
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test]
async fn a_circle_of_two_calls_stops_in_its_third_round() {
    let edit = json!({"path": "a", "old_string": "x", "new_string": "y"});
    let read = json!({"path": "a"});
    let provider = FakeProvider::new(
        (0..6)
            .map(|i| {
                let (name, input) = if i % 2 == 0 { ("edit", edit.clone()) } else { ("read", read.clone()) };
                answer(vec![call(0, &format!("c{i}"), name, input)], StopReason::ToolUse)
            })
            .chain([answer(vec![text(0, "Could not edit.")], StopReason::EndTurn)])
            .collect(),
    );
    let edit_tool = FakeTool::new("edit", Behaviour::Reply("old_string not found".into()));
    let read_tool = FakeTool::looking("read", Behaviour::Reply("1\tz".into()));
    let mut h = start(provider.clone(), vec![edit_tool.clone(), read_tool.clone()], Options::default());
    h.send(Input::prompt("edit a")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed, "the last answer without tools");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, UiEvent::Warning { message } if message.contains("round the same 2 tool calls")))
    );
    assert_eq!(edit_tool.runs.lock().unwrap().len(), 3);
    assert_eq!(read_tool.runs.lock().unwrap().len(), 2, "the call that would end the third round does not run");
    let requests = provider.requests();
    let fourth_result = results_of(requests[4].messages.last().unwrap());
    assert!(fourth_result[0].1.contains("repeat the 2 before them"), "{fourth_result:?}");
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test]
async fn max_turns_ends_the_run_with_a_limit() {
    let provider = FakeProvider::new(
        (0..10)
            .map(|i| answer(vec![call(0, &format!("c{i}"), "read", json!({"path": i}))], StopReason::ToolUse))
            .collect(),
    );
    let options = Options { max_turns: 3, ..Options::default() };
    let mut h = start(provider.clone(), vec![FakeTool::new("read", Behaviour::EchoInput)], options);
    h.send(Input::prompt("loop")).await;
    let (_, outcome) = h.until_run_end().await;
    assert!(matches!(&outcome, Outcome::Limit { limit, .. } if *limit == LimitKind::MaxTurns), "{outcome:?}");
    assert_eq!(provider.requests().len(), 3);
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test]
async fn tool_output_streams_before_the_tool_ends() {
    let provider = FakeProvider::new(vec![
        answer(vec![call(0, "s", "bash", json!({"command": "make"}))], StopReason::ToolUse),
        answer(vec![text(0, "built")], StopReason::EndTurn),
    ]);
    let bash = FakeTool::new("bash", Behaviour::Stream(vec!["compiling\n".into(), "done\n".into()]));
    let mut h = start(provider, vec![bash], Options::default());
    h.send(Input::prompt("build")).await;
    let (events, _) = h.until_run_end().await;
    let chunks: Vec<&str> = events
        .iter()
        .filter_map(|e| if let UiEvent::ToolOutput { chunk, .. } = e { Some(chunk.as_str()) } else { None })
        .collect();
    assert_eq!(chunks, ["compiling\n", "done\n"]);
    let k = kinds(&events);
    let last_output = k.iter().rposition(|k| *k == "tool_output").unwrap();
    assert!(last_output < k.iter().position(|k| *k == "tool_end").unwrap());
}

#[tokio::test]
async fn provider_failures_end_the_run_and_keep_the_prompt() {
    let provider = FakeProvider::new(vec![vec![Step::Fail(LlmError::Server {
        endpoint: "fake".into(),
        status: 503,
        message: "down".into(),
    })]]);
    let mut h = start(provider, vec![], Options::default());
    h.send(Input::prompt("hello?")).await;
    let (_, outcome) = h.until_run_end().await;
    assert!(
        matches!(&outcome, Outcome::Failed { kind, message } if *kind == FailureKind::Server && message.contains("503")),
        "{outcome:?}"
    );
    assert_eq!(h.stored().path_to_head().len(), 1);
}

#[tokio::test]
async fn a_prompt_sent_during_a_run_follows_it() {
    let provider = FakeProvider::new(vec![
        vec![
            Step::Pause(Duration::from_millis(200)),
            text(0, "first").remove(0),
            text(0, "first").remove(1),
            done(StopReason::EndTurn),
        ],
        answer(vec![text(0, "second")], StopReason::EndTurn),
    ]);
    let mut h = start(provider.clone(), vec![], Options::default());
    h.send(Input::prompt("one")).await;
    h.send(Input::prompt("two")).await;
    let (first, _) = h.until_run_end().await;
    let (second, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(matches!(&first[0], UiEvent::RunStart { prompt, .. } if prompt == "one"));
    assert!(matches!(&second[0], UiEvent::RunStart { prompt, .. } if prompt == "two"));
    let last = provider.requests().pop().unwrap();
    let texts: Vec<String> = last
        .messages
        .iter()
        .map(|m| match &m.content[0] {
            Block::Text { text, .. } => text.clone(),
            _ => String::new(),
        })
        .collect();
    assert_eq!(texts, ["one", "first", "two"]);
}

#[tokio::test]
async fn calls_that_differ_only_in_defaults_but_bring_the_same_result_also_stop() {
    let provider = FakeProvider::new(
        [
            json!({"path": "a"}),
            json!({"path": "a", "offset": 1}),
            json!({"path": "a", "limit": 2000}),
            json!({"path": "a", "x": 1}),
        ]
        .into_iter()
        .enumerate()
        .map(|(i, input)| answer(vec![call(0, &format!("c{i}"), "read", input)], StopReason::ToolUse))
        .collect(),
    );
    let read = FakeTool::looking("read", Behaviour::Reply("1\tsame".into()));
    let mut h = start(provider.clone(), vec![read.clone()], Options::default());
    h.send(Input::prompt("read a")).await;
    let (_, outcome) = h.until_run_end().await;
    assert!(
        matches!(&outcome, Outcome::Limit { limit, message } if *limit == LimitKind::Repetition && message.contains("same result")),
        "{outcome:?}"
    );
    assert_eq!(read.runs.lock().unwrap().len(), 3, "the third ran (its arguments differed), then the run stopped");
    assert_eq!(provider.requests().len(), 5, "three with tools, then the last two for words");
    assert_every_call_answered(&h.stored().path_to_head());
}

#[tokio::test]
async fn mentioned_files_go_with_the_prompt_and_into_the_session() {
    let provider = FakeProvider::new(vec![answer(vec![text(0, "Seen.")], StopReason::EndTurn)]);
    let mut h = start(provider.clone(), vec![], Options::default());
    std::fs::write(h.repo.path().join("notes.txt"), "first\nsecond\n").unwrap();
    std::fs::write(h.repo.path().join(".env"), "KEY=secret").unwrap();
    let prompt = "sum up @notes.txt, not @.env; mail ada@notes.txt";
    h.send(Input::prompt(prompt)).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert_eq!(kinds(&events)[..4], ["run_start", "attached", "warning", "turn_start"]);
    assert_eq!(events[1], UiEvent::Attached { path: "notes.txt".into(), detail: "2 lines".into(), truncated: false });
    assert!(
        matches!(&events[2], UiEvent::Warning { message } if message.starts_with("@.env not attached") && message.contains("deny_paths")),
        "{:?}",
        events[2]
    );
    let attached = nub_llm::attachment::wrap("notes.txt", "2 lines", "     1\tfirst\n     2\tsecond\n");
    let expected = vec![Block::text(prompt), Block::text(attached)];
    let requests = provider.requests.lock().unwrap();
    assert_eq!(requests[0].messages[0].content, expected, "the request carries the file");
    assert!(!format!("{:?}", requests[0]).contains("KEY=secret"));
    let stored = h.stored();
    assert_eq!(stored.path_to_head()[0].content, expected, "the session stores what was sent");
}

#[tokio::test]
async fn a_failing_call_repeated_gets_a_concrete_hint_before_the_guard_stops_it() {
    // Seen with a 1.5B model: the same failing edit three times, then the guard.
    let input = json!({"path": "config.json", "old_string": "debug: false", "new_string": "debug: true"});
    let provider = FakeProvider::forever(answer(vec![call(0, "again", "edit", input)], StopReason::ToolUse));
    let edit = FakeTool::new("edit", Behaviour::Fail("old_string was not found in config.json.".into()));
    let mut h = start(provider.clone(), vec![edit], Options::default());
    h.send(Input::prompt("turn debug on")).await;
    let (_, outcome) = h.until_run_end().await;
    assert!(matches!(outcome, Outcome::Limit { limit: LimitKind::Repetition, .. }), "{outcome:?}");
    let requests = provider.requests();
    let first = results_of(requests[1].messages.last().unwrap());
    assert_eq!(first[0].1, "old_string was not found in config.json.", "the first failure is sent as it is");
    let second = results_of(requests[2].messages.last().unwrap());
    assert!(!second[0].1.contains(REPEAT_NOTE), "{}", second[0].1);
    assert!(
        second[0].1.contains("this edit failed the same way twice")
            && second[0].1.contains("read config.json")
            && second[0].1.contains("next identical call stops the run"),
        "{}",
        second[0].1
    );
    // The tool-less last request states what really happened.
    let last = format!("{:?}", requests[3].messages.last().unwrap());
    assert!(last.contains("No file was changed in this run."), "{last}");
    assert!(
        last.contains("Calls that failed:\\n- edit config.json: old_string was not found in config.json."),
        "{last}"
    );
    assert!(last.contains("Say plainly what is NOT done"), "{last}");
    assert!(last.contains("The request: turn debug on"), "the request comes last: {last}");
}

#[tokio::test]
async fn a_failing_command_repeated_is_told_not_to_guess() {
    let input = json!({"command": "grep -n port server.py"});
    let provider = FakeProvider::forever(answer(vec![call(0, "again", "bash", input)], StopReason::ToolUse));
    let bash = FakeTool::new("bash", Behaviour::Bash { output: String::new(), exit_code: 1 });
    let mut h = start(provider.clone(), vec![bash], Options::default());
    h.send(Input::prompt("which port?")).await;
    h.until_run_end().await;
    let second = results_of(provider.requests()[2].messages.last().unwrap());
    assert!(
        second[0].1.contains("exit code 1") && second[0].1.contains("grep exits 1 when nothing matches"),
        "{}",
        second[0].1
    );
    assert!(second[0].1.contains("never guess"), "{}", second[0].1);
}

/// A call whose arguments stop mid-way, as an answer cut at the output limit ends.
fn cut_call(index: usize, id: &str, name: &str, partial: &str) -> Vec<Step> {
    vec![
        Step::Event(nub_llm::Event::BlockStart {
            index,
            block: Block::ToolUse { id: id.into(), name: name.into(), input: json!({}) },
        }),
        Step::Event(nub_llm::Event::BlockDelta { index, text: String::new(), partial_json: partial.into() }),
        Step::Event(nub_llm::Event::BlockStop { index }),
    ]
}

#[tokio::test]
async fn a_call_cut_off_at_the_output_limit_is_stored_as_failed_with_valid_json() {
    // Seen with llama.cpp: the broken arguments stayed in the history, and
    // every later request got HTTP 500.
    let provider = FakeProvider::new(vec![
        answer(
            vec![cut_call(0, "cut", "write", r#"{"path": "big.py", "content": "def a():\n    return 1\n\ndef b("#)],
            StopReason::MaxTokens,
        ),
        answer(vec![text(0, "I will write it in smaller parts.")], StopReason::EndTurn),
    ]);
    let write = FakeTool::new("write", Behaviour::Reply("written".into()));
    let mut h = start(provider.clone(), vec![write.clone()], Options::default());
    h.send(Input::prompt("write big.py")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(write.runs.lock().unwrap().is_empty(), "a cut-off call never runs");
    let requests = provider.requests();
    let second = &requests[1].messages;
    let input = second[1].content.iter().find_map(|b| match b {
        Block::ToolUse { input, .. } => Some(input.clone()),
        _ => None,
    });
    assert_eq!(input, Some(json!({})), "the stored call holds valid JSON");
    let results = results_of(second.last().unwrap());
    assert_eq!(results.len(), 1);
    assert!(results[0].2, "stored as failed");
    assert!(results[0].1.contains("cut off at the output token limit"), "{}", results[0].1);
    assert!(results[0].1.contains("smaller"), "{}", results[0].1);
    assert_every_call_answered(&h.stored().path_to_head());
}
