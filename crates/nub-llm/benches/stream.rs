//! Throughput of SSE decoding plus OpenAI event synthesis over real streams.
//!
//!     cargo bench -p nub-llm --bench stream
//!
//! Bytes per second is the figure that matters (the adapter must never be
//! what a user waits for); items are SSE events, so `item/s` reads as chunks.

use std::collections::VecDeque;
use std::path::Path;

use divan::Bencher;
use divan::counter::{BytesCount, ItemsCount};
use nub_llm::openai::ChunkParser;
use nub_llm::stream::EventDecoder;

fn main() {
    divan::main();
}

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/openai-public").join(name);
    std::fs::read(path).expect("fixture")
}

fn event_count(bytes: &[u8]) -> usize {
    bytes.windows(2).filter(|w| w == b"\n\n").count()
}

/// Feeds `bytes` in network-sized pieces, as a socket would deliver them.
fn decode(bytes: &[u8], piece: usize) -> usize {
    let mut decoder = EventDecoder::new(ChunkParser::new("bench"));
    let mut out = VecDeque::new();
    let mut events = 0;
    for chunk in bytes.chunks(piece) {
        decoder.feed(chunk, &mut out);
        events += out.len();
        out.clear();
    }
    decoder.finish(&mut out);
    events + out.len()
}

const STREAMS: &[&str] = &[
    "together-deepseek-r1-think-tags.sse",
    "xai-grok3-mini-reasoning-tool-call.sse",
    "openai-gpt4o-parallel-tool-calls.sse",
];

#[divan::bench(args = STREAMS)]
fn text_and_tools_in_1400_byte_pieces(bencher: Bencher, name: &str) {
    let bytes = fixture(name);
    bencher
        .counter(BytesCount::new(bytes.len()))
        .counter(ItemsCount::new(event_count(&bytes)))
        .bench(|| decode(divan::black_box(&bytes), 1400));
}

#[divan::bench]
fn one_large_stream_in_one_piece(bencher: Bencher) {
    let bytes = fixture("together-deepseek-r1-think-tags.sse");
    bencher.counter(BytesCount::new(bytes.len())).bench(|| decode(divan::black_box(&bytes), bytes.len()));
}
