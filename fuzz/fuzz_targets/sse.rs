//! The SSE decoder on arbitrary bytes in arbitrary pieces: no panic, and the
//! events are the same however the bytes are cut (whole, byte by byte, or in
//! the pieces the input's first eight bytes choose).
#![no_main]

use libfuzzer_sys::fuzz_target;
use nub_fuzz::{pieces, seed_and_rest};
use nub_llm::sse::{SseDecoder, SseEvent};

fn decode<'a>(pieces: impl IntoIterator<Item = &'a [u8]>) -> Vec<SseEvent> {
    let mut decoder = SseDecoder::new();
    let mut out = Vec::new();
    for piece in pieces {
        decoder.feed(piece, &mut out);
        let _ = decoder.buffered();
    }
    decoder.finish(&mut out);
    out
}

fuzz_target!(|data: &[u8]| {
    let (seed, stream) = seed_and_rest(data);
    let whole = decode([stream]);
    assert_eq!(decode(pieces(stream, seed)), whole, "split stream decoded differently");
    assert_eq!(decode(stream.chunks(1)), whole, "byte-by-byte stream decoded differently");
    for event in &whole {
        assert!(!event.data.contains('\r'), "a data line kept a line break: {event:?}");
        assert!(!event.event.contains(['\r', '\n']), "an event type kept a line break: {event:?}");
    }
});
