//! Loading a large session, and walking a deep path.
//!
//!     cargo bench -p nub-session --bench load
//!
//! Writes a synthetic session of 100,000 nodes (about 200 MB: ten branches
//! of 10,000 nodes, each node a message of 2 KB) to a temporary directory,
//! then reports load throughput, peak memory (VmHWM) and `path_to_head` time
//! at several depths, which should grow linearly.

use std::time::Instant;

use nub_llm::{Block, Message, Role};
use nub_session::{Node, Store, load_from};

const BRANCHES: usize = 10;
const DEPTH: usize = 10_000;
const TEXT_BYTES: usize = 2_000;

fn peak_rss_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kib: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0.0);
    kib / 1024.0
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == "--load-only") {
        // A fresh process, so the peak memory is the loader's alone.
        let path = std::path::PathBuf::from(&args[at + 1]);
        let file = std::io::BufReader::new(std::fs::File::open(&path).expect("open"));
        let loaded = load_from(&path, file).expect("load");
        println!("{} {:.0}", loaded.session.len(), peak_rss_mib());
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::for_cwd(dir.path());
    let mut file = store.create(dir.path()).expect("create");
    let text: String = "lorem ipsum dolor sit amet, ".repeat(TEXT_BYTES / 28);
    let started = Instant::now();
    let mut first_of_branch = None;
    for branch in 0..BRANCHES {
        let mut parent = first_of_branch.clone();
        for depth in 0..DEPTH {
            let role = if depth % 2 == 0 { Role::User } else { Role::Assistant };
            let node = Node::message(
                parent.clone(),
                Message { role, content: vec![Block::text(format!("{branch}/{depth} {text}"))] },
            );
            parent = Some(node.id.clone());
            if first_of_branch.is_none() {
                first_of_branch = parent.clone();
            }
            file.append(node).expect("append");
        }
    }
    file.sync().expect("sync");
    let path = file.path().to_path_buf();
    let id = file.session.id.clone();
    drop(file);
    let size = std::fs::metadata(&path).expect("size").len() as f64;
    println!("wrote {} nodes, {:.0} MB, in {:.2} s", BRANCHES * DEPTH, size / 1e6, started.elapsed().as_secs_f64());

    let mut best = f64::MAX;
    for _ in 0..3 {
        let started = Instant::now();
        let loaded = store.load(&id).expect("load");
        best = best.min(started.elapsed().as_secs_f64());
        assert_eq!(loaded.session.len(), BRANCHES * DEPTH);
    }
    println!("load (read + parse + build the tree), best of 3: {best:.2} s = {:.0} MB/s", size / 1e6 / best);

    let child = std::process::Command::new(std::env::current_exe().expect("exe"))
        .arg("--load-only")
        .arg(&path)
        .output()
        .expect("child");
    let report = String::from_utf8_lossy(&child.stdout);
    let rss = report.split_whitespace().nth(1).unwrap_or("?");
    println!("peak RSS of a process that loads it: {rss} MiB (file {:.0} MB)", size / 1e6);

    let (session, _) = store.open(&id).expect("open");
    let nodes = session.session.nodes();
    for depth in [1_000, 2_500, 5_000, 10_000] {
        let tip = &nodes[depth - 1].id;
        let runs = 200;
        let started = Instant::now();
        for _ in 0..runs {
            assert_eq!(session.session.path_to(tip).len(), depth);
        }
        let per_run = started.elapsed().as_secs_f64() / f64::from(runs);
        println!(
            "path_to at depth {depth:>6}: {:>8.1} µs ({:.0} ns per node)",
            per_run * 1e6,
            per_run * 1e9 / depth as f64
        );
    }
}
