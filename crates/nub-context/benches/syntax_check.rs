//! The syntax check `write` and `edit` run after a change, on a 2,000-line
//! file. What an edit costs is `after_a_read`: `read` has handed the file's
//! tree over (`prepare`), so the check reparses only the changed part. The
//! full parses below it are the cost without that tree (a `write` of a file
//! never read). The issue's budget is 5 ms.
//!
//! ```sh
//! cargo bench -p nub-context --bench syntax_check
//! ```

use std::path::Path;

use nub_context::TreeSitterCheck;
use nub_tools::SyntaxCheck;

fn main() {
    divan::main();
}

const LINES: usize = 2_000;

fn python() -> String {
    (0..LINES / 4)
        .map(|i| format!("def function_{i}(a, b):\n    total = a + b * {i}\n    return f\"{{total}} items\"\n\n"))
        .collect()
}

fn rust() -> String {
    (0..LINES / 4).map(|i| format!("pub fn function_{i}(a: u32, b: u32) -> u32 {{\n    a + b * {i}\n}}\n\n")).collect()
}

#[divan::bench(args = ["python", "rust"])]
fn parses(bencher: divan::Bencher, language: &str) {
    let (path, text) = if language == "python" { ("m.py", python()) } else { ("m.rs", rust()) };
    assert_eq!(text.lines().count(), LINES);
    let check = TreeSitterCheck::default();
    bencher.bench(|| check.first_error(Path::new(path), divan::black_box(&text)));
}

#[divan::bench(args = ["python", "rust"])]
fn broken_after_good_before(bencher: divan::Bencher, language: &str) {
    let (path, good) = if language == "python" { ("m.py", python()) } else { ("m.rs", rust()) };
    let broken = good.replacen("a + b * 250\n", "a + (b * 250\n", 1);
    let check = TreeSitterCheck::default();
    assert!(check.first_error(Path::new(path), &broken).is_some());
    bencher.bench(|| {
        let after = check.first_error(Path::new(path), divan::black_box(&broken));
        let before = check.first_error(Path::new(path), divan::black_box(&good));
        (after, before)
    });
}

/// An edit in the middle of the file after `read` prepared its tree: one
/// that keeps it parsing, and one that breaks it (an unclosed bracket, the
/// slowest case for a full parse).
#[divan::bench(args = ["python ok", "python broken", "rust ok", "rust broken"])]
fn after_a_read(bencher: divan::Bencher, case: &str) {
    let (path, good) = if case.starts_with("python") { ("m.py", python()) } else { ("m.rs", rust()) };
    let path = Path::new(path);
    let replacement = if case.ends_with("ok") { "a - b * 250\n" } else { "a + (b * 250\n" };
    let edited = good.replacen("a + b * 250\n", replacement, 1);
    assert_ne!(edited, good);
    let expected = case.ends_with("broken");
    bencher
        .with_inputs(|| {
            let check = TreeSitterCheck::default();
            check.prepare(path, &good);
            check
        })
        .bench_local_values(|check| {
            let found = check.new_error(path, Some(&good), divan::black_box(&edited));
            assert_eq!(found.is_some(), expected);
            check
        });
}
