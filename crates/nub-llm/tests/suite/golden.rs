//! Every recorded stream against its reviewed expectation
//! (`X.sse` → `X.events.ndjson`). `UPDATE_GOLDEN=1` rewrites them.

use super::fixtures;

fn check_dir(name: &str) {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut mismatches = Vec::new();
    for stream in fixtures::streams(name) {
        let bytes = std::fs::read(&stream).unwrap();
        let mut actual: String = fixtures::decode(&bytes).iter().map(|item| nub_llm::event_line(item) + "\n").collect();
        if actual.is_empty() {
            actual.push('\n');
        }
        let golden = stream.with_extension("events.ndjson");
        if update {
            std::fs::write(&golden, &actual).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&golden)
            .unwrap_or_else(|_| panic!("{} is missing; run with UPDATE_GOLDEN=1 and review it", golden.display()));
        if expected != actual {
            let line = expected.lines().zip(actual.lines()).position(|(e, a)| e != a).unwrap_or(0);
            mismatches.push(format!(
                "{}: first difference at line {}\n  expected: {}\n  actual:   {}",
                stream.display(),
                line + 1,
                expected.lines().nth(line).unwrap_or("<end>"),
                actual.lines().nth(line).unwrap_or("<end>")
            ));
        }
    }
    assert!(mismatches.is_empty(), "golden mismatches (UPDATE_GOLDEN=1 to accept):\n{}", mismatches.join("\n"));
}

#[test]
fn public_streams_match_their_goldens() {
    check_dir("openai-public");
}

#[test]
fn recorded_llamacpp_streams_match_their_goldens() {
    check_dir("openai");
}
