//! Finding and decoding the recorded streams under `tests/fixtures/`, for
//! any of the APIs: the same harness serves every adapter.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};

use nub_llm::stream::EventDecoder;
use nub_llm::{Event, LlmError, WireApi};

/// Every fixture directory and the protocol its streams speak.
pub const DIRS: &[(&str, WireApi)] = &[
    ("openai-public", WireApi::OpenAi),
    ("openai", WireApi::OpenAi),
    ("anthropic-public", WireApi::Anthropic),
    ("gemini-public", WireApi::Gemini),
    ("responses", WireApi::Responses),
];

pub fn dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name)
}

/// Every `.sse` file in a fixture directory, sorted by name.
pub fn streams(name: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir(name))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "sse"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no fixtures in {name}");
    files
}

pub fn decode_pieces<'a>(api: WireApi, pieces: impl IntoIterator<Item = &'a [u8]>) -> Vec<Result<Event, LlmError>> {
    let mut decoder = EventDecoder::new(nub_llm::new_parser(api, "replay"));
    let mut out = VecDeque::new();
    for piece in pieces {
        decoder.feed(piece, &mut out);
    }
    decoder.finish(&mut out);
    out.into()
}

pub fn decode(api: WireApi, bytes: &[u8]) -> Vec<Result<Event, LlmError>> {
    decode_pieces(api, [bytes])
}

/// Writes SSE events, one `data:` line each, as a server would.
pub fn sse(chunks: &[&str]) -> Vec<u8> {
    chunks.iter().map(|c| format!("data: {c}\n\n")).collect::<String>().into_bytes()
}
