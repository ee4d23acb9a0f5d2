//! The syntax check `write` and `edit` run after a change: a 2,000-line
//! file that parses (one parse: the common case) and one the change broke
//! (two parses: after, then before). The issue's budget is 5 ms.
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
    bencher.bench(|| TreeSitterCheck.first_error(Path::new(path), divan::black_box(&text)));
}

#[divan::bench(args = ["python", "rust"])]
fn broken_after_good_before(bencher: divan::Bencher, language: &str) {
    let (path, good) = if language == "python" { ("m.py", python()) } else { ("m.rs", rust()) };
    let broken = good.replacen("a + b * 250\n", "a + (b * 250\n", 1);
    assert!(TreeSitterCheck.first_error(Path::new(path), &broken).is_some());
    bencher.bench(|| {
        let after = TreeSitterCheck.first_error(Path::new(path), divan::black_box(&broken));
        let before = TreeSitterCheck.first_error(Path::new(path), divan::black_box(&good));
        (after, before)
    });
}
