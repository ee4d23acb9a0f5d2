//! Times the `grep` tool over a directory, for comparison with `rg` or
//! `grep -r` (see the README). Release build only; not part of the tests.
//!
//! ```sh
//! cargo run --release -p nub-tools --example grep_bench -- PATTERN DIR [count|files|content] [RUNS]
//! ```
#![allow(clippy::print_stdout, clippy::unwrap_used)]

use std::time::Instant;

use nub_tools::{ToolEnv, ToolRegistry, ToolView};
use serde_json::json;

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [pattern, dir, rest @ ..] = args.as_slice() else {
        println!("usage: grep_bench PATTERN DIR [count|files|content] [RUNS]");
        std::process::exit(2);
    };
    let mode = rest.first().map_or("count", String::as_str);
    let runs: usize = rest.get(1).map_or(5, |r| r.parse().unwrap());
    let dir = std::fs::canonicalize(dir).unwrap();
    let env = ToolEnv::new(&dir, &dir);
    let registry = ToolRegistry::builtin();
    let mut times = Vec::new();
    for _ in 0..runs {
        let start = Instant::now();
        let result = registry.run("grep", json!({"pattern": pattern, "output": mode}), &env).await;
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        if let ToolView::Grep { matches, files, truncated, .. } = result.view {
            println!(
                "{:>8.1} ms  {matches} matching lines in {files} files{}",
                times[times.len() - 1],
                if truncated { " (capped)" } else { "" }
            );
        } else {
            println!("error: {}", result.for_model);
        }
    }
    times.sort_by(f64::total_cmp);
    println!("median {:.1} ms, min {:.1} ms over {runs} runs", times[runs / 2], times[0]);
}
