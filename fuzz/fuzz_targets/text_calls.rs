//! The text tool-call recogniser (`nub_llm::text_calls`) on arbitrary answer
//! text, streamed in arbitrary pieces, offered the built-in tools: no panic;
//! text without recovered calls comes out unchanged; and below 200 bytes
//! (where neither early decision — a Mistral name over 200 bytes, 64 KiB
//! held — can trigger) streaming decides exactly what the whole text does.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nub_fuzz::{pieces, seed_and_rest};
use nub_llm::text_calls::{Piece, Scanner, merge_text, recognise};

fn text_of(pieces: &[Piece]) -> Option<String> {
    let mut text = String::new();
    for piece in pieces {
        match piece {
            Piece::Text(more) => text.push_str(more),
            Piece::Calls(_) => return None,
        }
    }
    Some(text)
}

fuzz_target!(|data: &[u8]| {
    let (seed, rest) = seed_and_rest(data);
    let Ok(text) = std::str::from_utf8(rest) else { return };
    let tools = nub_tools::ToolRegistry::builtin().defs();
    let whole = recognise(text, &tools);

    // The same text as it might stream: pieces cut at character boundaries.
    let mut scanner = Scanner::new(&tools);
    let mut streamed = Vec::new();
    let mut at = 0;
    for piece in pieces(rest, seed) {
        let mut end = (at + piece.len()).min(text.len());
        while !text.is_char_boundary(end) {
            end += 1;
        }
        if end <= at {
            continue;
        }
        streamed.extend(scanner.push(&text[at..end]));
        at = end;
        if at == text.len() {
            break;
        }
    }
    streamed.extend(scanner.push(&text[at..]));
    streamed.extend(scanner.finish());
    let streamed = merge_text(streamed);

    for (how, result) in [("whole", &whole), ("streamed", &streamed)] {
        if let Some(kept) = text_of(result) {
            assert_eq!(kept, text, "{how}: text without calls changed");
        }
    }
    if text.len() < 200 {
        assert_eq!(streamed, whole, "streaming decided differently");
    }
});
