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
