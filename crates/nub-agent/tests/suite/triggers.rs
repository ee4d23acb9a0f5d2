//! Compaction driven by the loop: before a request past `compact_at` of the
//! window, after a context-length error (once), and on `Input::Compact`.

use std::sync::{Arc, Mutex};

use nub_agent::{CompactionReason, CompactionSettings, FailureKind, Input, Outcome, UiEvent};
use nub_llm::{Block, LlmError, Request, StopReason};
use serde_json::json;

use super::fake::*;

fn overflow() -> Answer {
    vec![Step::Fail(LlmError::ContextLength {
        endpoint: "fake".into(),
        message: "This model's maximum context length is 4096 tokens. However, your messages resulted in 5000 tokens."
            .into(),
    })]
}

/// The summarizing request: no tools (every session here has one).
fn is_summary(request: &Request) -> bool {
    request.tools.is_empty()
}

/// A tool, so that the conversation's requests carry tools and the
/// summarizing request (without) stands out.
fn a_tool() -> Vec<Arc<dyn nub_tools::Tool>> {
    vec![FakeTool::new("todo", Behaviour::Reply("ok".into()))]
}

fn summary_answer() -> Answer {
    answer(vec![text(0, "Goal: keep reading files. Progress: read many.")], StopReason::EndTurn)
}

fn has_summary(request: &Request) -> bool {
    request.messages.first().is_some_and(|m| {
        m.content.iter().any(|b| matches!(b, Block::Text { text, .. } if text.starts_with("[Compacted")))
    })
}

#[tokio::test]
async fn a_long_session_compacts_itself_and_the_next_request_is_summary_plus_tail() {
    // 60 turns of reading a file with a big result; a small window.
    let mut script = Vec::new();
    let pad = "x".repeat(1200);
    for i in 0..60 {
        let input = json!({"path": format!("src/f{i}.rs"), "pad": pad});
        script.push(answer(vec![call(0, &format!("r{i}"), "read", input)], StopReason::ToolUse));
    }
    script.push(answer(vec![text(0, "done")], StopReason::EndTurn));
    let provider = FakeProvider::with_summaries(script, summary_answer());
    // Echoing the (padded) input: every result differs and is big.
    let read = FakeTool::new("read", Behaviour::EchoInput);
    let options = Options {
        window: 8_000,
        compaction: CompactionSettings { keep_recent_tokens: 1_500, ..CompactionSettings::default() },
        max_turns: 100,
        ..Options::default()
    };
    let mut h = start(provider.clone(), vec![read], options);
    h.send(Input::prompt("read all the files")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let starts = events
        .iter()
        .filter(|e| matches!(e, UiEvent::CompactionStart { reason: CompactionReason::Threshold, .. }))
        .count();
    assert!(starts >= 1, "no automatic compaction");
    let requests = provider.requests();
    let after = requests.iter().position(is_summary).expect("a summarizing request") + 1;
    let next = &requests[after];
    assert!(has_summary(next), "the request after compaction starts with the summary");
    let summary = match &next.messages[0].content[0] {
        Block::Text { text, .. } => text.clone(),
        other => panic!("{other:?}"),
    };
    assert!(summary.contains("src/f0.rs") && summary.contains("keep reading files"), "{summary}");
    assert!(next.messages.len() < 20, "only the tail is kept: {} messages", next.messages.len());
    let messages: Vec<&nub_llm::Message> = next.messages.iter().collect();
    assert_every_call_answered(&messages);
    // Every request stays under the window (estimated).
    for request in requests.iter().filter(|r| !is_summary(r)) {
        let tokens = nub_agent::compact::request_tokens(request);
        assert!(tokens < 8_000, "{tokens} tokens in {} messages", request.messages.len());
    }
}

#[tokio::test]
async fn an_overflow_compacts_and_retries_exactly_once() {
    let learned = Arc::new(Mutex::new(Vec::new()));
    let provider = FakeProvider::with_summaries(
        vec![
            answer(vec![text(0, "first")], StopReason::EndTurn),
            answer(vec![text(0, "second")], StopReason::EndTurn),
            overflow(),
            answer(vec![text(0, "after compaction")], StopReason::EndTurn),
        ],
        summary_answer(),
    );
    let seen = learned.clone();
    let options = Options {
        compaction: CompactionSettings { keep_recent_tokens: 10, ..Default::default() },
        ..Options::default()
    };
    let mut h = start_with(provider.clone(), a_tool(), options, move |agent| {
        agent.on_window_learned(Arc::new(move |tokens| seen.lock().unwrap().push(tokens)))
    });
    for prompt in ["one", "two"] {
        h.send(Input::prompt(prompt)).await;
        assert_eq!(h.until_run_end().await.1, Outcome::Completed);
    }
    h.send(Input::prompt("three")).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(events.iter().any(|e| matches!(e, UiEvent::CompactionStart { reason: CompactionReason::Overflow, .. })));
    assert!(events.contains(&UiEvent::TextDelta { text: "after compaction".into() }));
    let requests = provider.requests();
    let models: Vec<bool> = requests.iter().map(is_summary).collect();
    // one, two, three (overflow), the summary, three again.
    assert_eq!(models, [false, false, false, true, false]);
    assert!(has_summary(&requests[4]));
    assert_eq!(*learned.lock().unwrap(), [4096], "the stated window is passed on");
}

#[tokio::test]
async fn a_second_overflow_ends_the_run_with_one_clear_message() {
    let provider = FakeProvider::with_summaries(
        vec![answer(vec![text(0, "first")], StopReason::EndTurn), overflow(), overflow()],
        summary_answer(),
    );
    let options = Options {
        compaction: CompactionSettings { keep_recent_tokens: 10, ..Default::default() },
        ..Options::default()
    };
    let mut h = start(provider.clone(), a_tool(), options);
    h.send(Input::prompt("one")).await;
    h.until_run_end().await;
    h.send(Input::prompt("two")).await;
    let (_, outcome) = h.until_run_end().await;
    let Outcome::Failed { kind, message } = outcome else { panic!("{outcome:?}") };
    assert_eq!(kind, FailureKind::ContextLength);
    assert!(message.contains("after compacting it once"), "{message}");
    assert_eq!(provider.requests().len(), 4, "one, two, the summary, two again — no loop");
    let stored = h.stored();
    assert_every_call_answered(&stored.path_to_head());
}

/// A loop after two short prompts, keeping almost nothing verbatim, so a
/// compaction has something to do; `summary` answers the summarizing
/// request, `later` the prompts after.
async fn two_prompts_to_compact(summary: Answer, later: Vec<Answer>) -> (Arc<FakeProvider>, Harness) {
    let mut script =
        vec![answer(vec![text(0, "a")], StopReason::EndTurn), answer(vec![text(0, "b")], StopReason::EndTurn)];
    script.extend(later);
    let provider = FakeProvider::with_summaries(script, summary);
    let options = Options {
        compaction: CompactionSettings { keep_recent_tokens: 10, ..Default::default() },
        ..Options::default()
    };
    let mut h = start(provider.clone(), a_tool(), options);
    for prompt in ["one", "two"] {
        h.send(Input::prompt(prompt)).await;
        h.until_run_end().await;
    }
    (provider, h)
}

#[tokio::test]
async fn a_requested_compaction_with_a_failing_summarizer_falls_back_and_the_session_goes_on() {
    let failing = vec![Step::Fail(LlmError::Server { endpoint: "fake".into(), status: 500, message: "boom".into() })];
    let (provider, mut h) =
        two_prompts_to_compact(failing, vec![answer(vec![text(0, "c")], StopReason::EndTurn)]).await;
    h.send(Input::Compact { focus: Some("the parser".into()) }).await;
    let (seen, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(matches!(&seen[0], UiEvent::RunStart { prompt, .. } if prompt == "/compact the parser"), "{seen:?}");
    assert!(seen.iter().any(|e| matches!(e, UiEvent::CompactionEnd { fallback: true, .. })), "{seen:?}");
    h.send(Input::prompt("three")).await;
    let (_, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    let last = provider.requests().into_iter().last().unwrap();
    assert!(has_summary(&last));
}

#[tokio::test]
async fn a_requested_compaction_is_a_run_even_with_nothing_to_compact() {
    let provider = FakeProvider::with_summaries(vec![], summary_answer());
    let mut h = start(provider.clone(), a_tool(), Options::default());
    h.send(Input::Compact { focus: None }).await;
    let (seen, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(matches!(&seen[0], UiEvent::RunStart { prompt, .. } if prompt == "/compact"), "{seen:?}");
    let said = seen.iter().any(|e| matches!(e, UiEvent::Warning { message } if message.contains("nothing to compact")));
    assert!(said, "{seen:?}");
    assert!(provider.requests().is_empty(), "no summary was asked for");
}

#[tokio::test]
async fn a_requested_compaction_stops_on_cancel_and_leaves_the_session_as_it_was() {
    let (_, mut h) = two_prompts_to_compact(vec![Step::Hang], Vec::new()).await;
    let before = h.stored().path_to_head().len();
    h.send(Input::Compact { focus: None }).await;
    h.until(|e| matches!(e, UiEvent::CompactionStart { reason: CompactionReason::Requested, .. })).await;
    h.send(Input::Cancel).await;
    let (seen, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Cancelled, "{seen:?}");
    assert!(!seen.iter().any(|e| matches!(e, UiEvent::CompactionEnd { .. })), "{seen:?}");
    assert_eq!(h.stored().path_to_head().len(), before, "no summary node");
}

#[tokio::test]
async fn a_small_window_with_long_prompts_does_not_compact_at_every_prompt() {
    // Issue 22: a 4,000-token window and ~600-token prompts compacted at
    // almost every prompt, each a summarizing request that hardly shrank
    // the history.
    let prompts = 14;
    let script: Vec<Answer> =
        (0..prompts).map(|i| answer(vec![text(0, &format!("Answer {i}."))], StopReason::EndTurn)).collect();
    let provider = FakeProvider::with_summaries(script, summary_answer());
    let options = Options {
        window: 4_000,
        compaction: CompactionSettings { keep_recent_tokens: 20_000, ..CompactionSettings::default() },
        ..Options::default()
    };
    let mut h = start(provider.clone(), a_tool(), options);
    let mut compactions = 0;
    let mut shrinks = Vec::new();
    let mut summaries = Vec::new();
    for i in 0..prompts {
        h.send(Input::prompt(format!("request {i}: {}", "word ".repeat(480)))).await;
        let (events, outcome) = h.until_run_end().await;
        assert_eq!(outcome, Outcome::Completed);
        compactions += events.iter().filter(|e| matches!(e, UiEvent::CompactionEnd { .. })).count();
        let before = events.iter().find_map(|e| match e {
            UiEvent::CompactionStart { tokens_before, .. } => Some(*tokens_before),
            _ => None,
        });
        let after = events.iter().find_map(|e| match e {
            UiEvent::CompactionEnd { tokens_after, .. } => Some(*tokens_after),
            _ => None,
        });
        if let (Some(before), Some(after)) = (before, after) {
            shrinks.push((before, after));
        }
    }
    for request in provider.requests().iter().filter(|r| !is_summary(r) && has_summary(r)) {
        if let Some(Block::Text { text, .. }) = request.messages[0].content.first() {
            summaries.push(text.clone());
        }
    }
    // Each prompt is 15 % of the window: a compaction every other prompt is
    // the least there can be; none may gain less than a quarter.
    assert!(compactions <= prompts / 2, "{compactions} compactions in {prompts} prompts");
    assert!(shrinks.iter().all(|(before, after)| after * 4 <= before * 3), "{shrinks:?}");
    // Each compaction gained at least a quarter: the history never sat just under the threshold.
    let summary_requests = provider.requests().iter().filter(|r| is_summary(r)).count();
    // A small window summarizes in chunks (two requests at most here), and
    // never without a compaction to show for it.
    assert!(summary_requests <= 2 * compactions, "{summary_requests} summarizing requests for {compactions}");
    // The ledger stays bounded however many prompts it has seen.
    let longest = summaries.iter().map(String::len).max().unwrap_or(0);
    assert!(longest < 2_000, "a summary of {longest} bytes:\n{}", summaries.last().unwrap());
    assert!(summaries.last().unwrap().contains("earlier requests: "), "{}", summaries.last().unwrap());
}

#[tokio::test]
async fn compacting_a_single_exchange_has_nothing_to_do() {
    let provider =
        FakeProvider::with_summaries(vec![answer(vec![text(0, "Hello.")], StopReason::EndTurn)], summary_answer());
    let mut h = start(provider.clone(), a_tool(), Options::default());
    h.send(Input::prompt("hi")).await;
    h.until_run_end().await;
    h.send(Input::Compact { focus: None }).await;
    let (events, outcome) = h.until_run_end().await;
    assert_eq!(outcome, Outcome::Completed);
    assert!(!events.iter().any(|e| matches!(e, UiEvent::CompactionStart { .. })), "{events:?}");
    assert!(
        events.iter().any(|e| matches!(e, UiEvent::Warning { message } if message.contains("nothing to compact"))),
        "{events:?}"
    );
    assert_eq!(provider.requests().iter().filter(|r| is_summary(r)).count(), 0);
}
