//! What the fuzz targets share: cutting an input into pieces the way a
//! network might, and the oracles every provider stream must satisfy.

use std::collections::VecDeque;

use nub_llm::stream::{EventDecoder, WireParser};
use nub_llm::{Event, LlmError};

/// Cuts `bytes` into pieces of 0 to 16 bytes, the lengths drawn from a
/// generator seeded by `seed`: the same input always splits the same way,
/// and libFuzzer explores splits by mutating the seed.
pub fn pieces(bytes: &[u8], seed: u64) -> Vec<&[u8]> {
    let mut state = seed | 1;
    let mut rest = bytes;
    let mut out = Vec::new();
    while !rest.is_empty() {
        // xorshift64
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let len = usize::try_from(state % 17).unwrap_or(1).min(rest.len());
        let (piece, tail) = rest.split_at(len);
        out.push(piece);
        rest = tail;
    }
    out
}

/// The first eight bytes as a split seed, and the rest.
pub fn seed_and_rest(data: &[u8]) -> (u64, &[u8]) {
    if data.len() < 8 {
        return (0, data);
    }
    let (seed, rest) = data.split_at(8);
    (u64::from_le_bytes(seed.try_into().unwrap_or([0; 8])), rest)
}

/// Decodes `pieces` with `parser` as the HTTP layer does: feed every piece,
/// stop reading once the parser has ended, then finish.
pub fn decode<P: WireParser>(parser: P, pieces: &[&[u8]]) -> Vec<Result<Event, LlmError>> {
    let mut decoder = EventDecoder::new(parser);
    let mut out = VecDeque::new();
    for piece in pieces {
        decoder.feed(piece, &mut out);
        if decoder.has_ended() {
            return out.into();
        }
    }
    decoder.finish(&mut out);
    assert!(decoder.has_ended(), "the parser has not ended after finish");
    out.into()
}

/// The oracles of one decoded answer:
/// - exactly one terminal item (`Done` or an error), and it is the last;
/// - blocks are numbered 0, 1, 2… in the order they start;
/// - a delta, meta or stop names a block that started and has not stopped;
/// - a `Done` answer has stopped every block it started.
///
/// Panics (the fuzzer's crash) with the offending events otherwise.
pub fn check_answer(items: &[Result<Event, LlmError>]) {
    let lines = || items.iter().map(nub_llm::event_line).collect::<Vec<_>>().join("\n");
    let terminals = items.iter().filter(|item| matches!(item, Ok(Event::Done { .. }) | Err(_))).count();
    assert_eq!(terminals, 1, "expected exactly one terminal event:\n{}", lines());
    assert!(
        matches!(items.last(), Some(Ok(Event::Done { .. }) | Err(_))),
        "the terminal event is not the last:\n{}",
        lines()
    );
    let mut open: Vec<bool> = Vec::new();
    for item in items {
        match item {
            Ok(Event::BlockStart { index, .. }) => {
                assert_eq!(*index, open.len(), "block numbered out of order:\n{}", lines());
                open.push(true);
            }
            Ok(Event::BlockDelta { index, .. } | Event::BlockMeta { index, .. }) => {
                assert!(open.get(*index) == Some(&true), "event for a block that is not open:\n{}", lines());
            }
            Ok(Event::BlockStop { index }) => {
                assert!(open.get(*index) == Some(&true), "stop of a block that is not open:\n{}", lines());
                open[*index] = false;
            }
            Ok(Event::Done { .. }) => {
                assert!(!open.contains(&true), "done with a block still open:\n{}", lines());
            }
            Ok(Event::Retry { .. }) | Err(_) => {}
        }
    }
}

/// The NDJSON form of decoded items, to compare two decodings. Tool call
/// ids nub makes up for servers that send none carry the time
/// (`call_nub1764547200123456_0`); the time is masked.
pub fn lines(items: &[Result<Event, LlmError>]) -> Vec<String> {
    items.iter().map(|item| mask_time(&nub_llm::event_line(item))).collect()
}

fn mask_time(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find("call_nub") {
        let after = &rest[at + "call_nub".len()..];
        let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        out.push_str(&rest[..at]);
        out.push_str("call_nub<time>");
        rest = &after[digits..];
    }
    out.push_str(rest);
    out
}

/// Runs an adapter target: `data` is a seed for the split and an SSE stream.
/// The stream decoded in pieces must pass `check_answer` and equal the
/// stream decoded whole; the answer with text-written calls recovered must
/// still end exactly once; the same bytes as a plain (non-SSE) body must end
/// exactly once too.
pub fn fuzz_adapter(api: nub_llm::WireApi, data: &[u8]) {
    let (seed, stream) = seed_and_rest(data);
    let split = decode(nub_llm::new_parser(api, "fuzz"), &pieces(stream, seed));
    check_answer(&split);
    let whole = decode(nub_llm::new_parser(api, "fuzz"), &[stream]);
    assert_eq!(lines(&split), lines(&whole), "a split stream decoded differently");

    let tools = nub_tools::ToolRegistry::builtin().defs();
    let mut recover = nub_llm::text_calls::stream::Recover::new(&tools);
    let recovered: Vec<_> = split.into_iter().flat_map(|item| recover.on(item)).collect();
    check_answer(&recovered);

    let mut plain = EventDecoder::new(nub_llm::new_parser(api, "fuzz"));
    let mut out = VecDeque::new();
    plain.plain_body(&String::from_utf8_lossy(stream), &mut out);
    let out: Vec<_> = out.into();
    check_answer(&out);
}

/// The Responses target's own oracle: where a stream's deltas agree with the
/// finished texts (each part's deltas, joined, begin its `.done` text), the
/// deltas add nothing — the same stream without any delta event must decode
/// to the same text, thinking and call arguments. That is "the text joined
/// from the deltas equals the done text", checked on what nub makes of it.
pub fn check_responses_deltas(stream: &[u8]) {
    let mut decoder = nub_llm::sse::SseDecoder::new();
    let mut events = Vec::new();
    decoder.feed(stream, &mut events);
    decoder.finish(&mut events);
    let parsed: Vec<serde_json::Value> =
        events.iter().filter_map(|event| serde_json::from_str(event.data.trim()).ok()).collect();
    if !deltas_agree_with_done(&parsed) {
        return;
    }
    let without_deltas: String = parsed
        .iter()
        .filter(|event| !event["type"].as_str().is_some_and(|kind| kind.ends_with(".delta")))
        .map(|event| format!("data: {event}\n\n"))
        .collect();
    let whole = decode(nub_llm::new_parser(nub_llm::WireApi::Responses, "fuzz"), &[stream]);
    let done_only =
        decode(nub_llm::new_parser(nub_llm::WireApi::Responses, "fuzz"), &[without_deltas.as_bytes()]);
    let (Some(Ok(Event::Done { .. })), Some(Ok(Event::Done { .. }))) = (whole.last(), done_only.last()) else {
        return;
    };
    assert_eq!(
        contents(&whole),
        contents(&done_only),
        "the deltas and the finished texts decode differently:\n{}",
        lines(&whole).join("\n")
    );
}

/// Every part that has a `.done` text: its deltas, joined, begin it. Parts
/// are keyed by output index, which text (content / summary) and its index.
fn deltas_agree_with_done(events: &[serde_json::Value]) -> bool {
    use std::collections::BTreeMap;
    let key = |event: &serde_json::Value, which: &str| {
        let part = event["content_index"].as_u64().or(event["summary_index"].as_u64()).unwrap_or(0);
        (event["output_index"].as_u64(), which.to_owned(), part)
    };
    let mut streamed: BTreeMap<(Option<u64>, String, u64), String> = BTreeMap::new();
    let mut finished: Vec<((Option<u64>, String, u64), String)> = Vec::new();
    for event in events {
        let kind = event["type"].as_str().unwrap_or_default();
        let text = |field: &str| event[field].as_str().unwrap_or_default().to_owned();
        match kind {
            "response.output_text.delta" | "response.refusal.delta" => {
                streamed.entry(key(event, "content")).or_default().push_str(&text("delta"));
            }
            "response.reasoning_summary_text.delta" => {
                streamed.entry(key(event, "summary")).or_default().push_str(&text("delta"));
            }
            "response.reasoning_text.delta" => {
                streamed.entry(key(event, "reasoning")).or_default().push_str(&text("delta"));
            }
            "response.function_call_arguments.delta" => {
                streamed.entry(key(event, "arguments")).or_default().push_str(&text("delta"));
            }
            "response.output_text.done" => finished.push((key(event, "content"), text("text"))),
            "response.refusal.done" => finished.push((key(event, "content"), text("refusal"))),
            "response.reasoning_summary_text.done" => finished.push((key(event, "summary"), text("text"))),
            "response.reasoning_text.done" => finished.push((key(event, "reasoning"), text("text"))),
            "response.function_call_arguments.done" => finished.push((key(event, "arguments"), text("arguments"))),
            _ => {}
        }
    }
    // Deltas of a part that never finishes are the only source of its text.
    streamed.keys().all(|key| finished.iter().any(|(done, _)| done == key))
        && finished.iter().all(|(key, done)| done.starts_with(streamed.get(key).map_or("", String::as_str)))
}

/// The decoded answer's texts, thinking and call arguments, sorted: block
/// order may differ when a text block opens at its first delta in one
/// decoding and at its finished text in the other.
fn contents(items: &[Result<Event, LlmError>]) -> Vec<String> {
    let mut collector = nub_llm::collect::Collector::default();
    items.iter().flatten().for_each(|event| collector.push(event));
    let mut out: Vec<String> = collector
        .message()
        .content
        .iter()
        .map(|block| match block {
            nub_llm::Block::Text { text, .. } => format!("text {text}"),
            nub_llm::Block::Thinking { text, .. } => format!("thinking {text}"),
            nub_llm::Block::ToolUse { name, input, .. } => format!("call {name} {input}"),
            other => format!("{other:?}"),
        })
        .collect();
    out.sort();
    out
}
