//! The Responses adapter's stream parser on arbitrary event sequences (an
//! SSE stream, cut where the first eight bytes say): no panic, exactly one
//! terminal event, well-formed blocks, the same events however it is cut;
//! and where the deltas agree with the finished texts, the deltas change
//! nothing (`check_responses_deltas`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    nub_fuzz::fuzz_adapter(nub_llm::WireApi::Responses, data);
    nub_fuzz::check_responses_deltas(nub_fuzz::seed_and_rest(data).1);
});
