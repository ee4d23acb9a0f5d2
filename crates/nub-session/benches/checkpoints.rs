//! Checkpoints: what a snapshot costs per tool call, what a restore costs,
//! what compression buys, and how large the store grows.
//!
//!     cargo bench -p nub-session --bench checkpoints
//!
//! File contents are cut from this repository's own Rust sources, so they
//! compress like real code. Figures are printed, never asserted.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use nub_llm::{Block, Message, Role};
use nub_session::checkpoint::{Call, Checkpoints, Scope, Settings};
use nub_session::{Node, NodeId, SessionFile, Store};

/// Every `.rs` file under `crates/`, concatenated: text to cut files from.
fn corpus() -> Vec<u8> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("read_dir").flatten() {
            let path = entry.path();
            if path.is_dir() && !path.ends_with("target") {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.extend(fs::read(&path).expect("read"));
            }
        }
    }
    out
}

/// A tree of `files` files of about `size` bytes in directories of 20.
fn tree(root: &Path, corpus: &[u8], files: usize, size: usize) -> Vec<PathBuf> {
    let mut paths = Vec::with_capacity(files);
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for i in 0..files {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let start = (seed >> 33) as usize % (corpus.len() - size * 2);
        let len = size / 2 + (seed as usize % size);
        let dir = root.join(format!("src/m{:03}/d{:03}", i / 400, (i / 20) % 20));
        fs::create_dir_all(&dir).expect("mkdir");
        let path = dir.join(format!("f{i}.rs"));
        fs::write(&path, &corpus[start..start + len]).expect("write");
        paths.push(path);
    }
    paths
}

fn median(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    (times[times.len() / 2], times[times.len() * 9 / 10])
}

struct Session {
    file: SessionFile,
    checkpoints: Checkpoints,
    calls: usize,
}

impl Session {
    fn new(root: &Path) -> Session {
        let file = Store::for_cwd(root).create(root).expect("session");
        let mut session = Session { file, checkpoints: Checkpoints::new(root, Settings::default()), calls: 0 };
        session.append(Message::user("go"));
        session
    }

    fn append(&mut self, message: Message) -> NodeId {
        let node = Node::message(self.file.session.head().cloned(), message);
        let id = node.id.clone();
        self.file.append(node).expect("append");
        id
    }

    /// One call around `work`; the time of the two snapshots alone.
    fn call(&mut self, scope: Scope, work: impl FnOnce()) -> Duration {
        self.calls += 1;
        let id = format!("call_{}", self.calls);
        let ask = Block::ToolUse { id: id.clone(), name: "bash".into(), input: serde_json::json!({}) };
        let node = self.append(Message { role: Role::Assistant, content: vec![ask] });
        let call = Call { session: self.file.session.id.clone(), node, id: id.clone(), tool: "bash".into() };
        let started = Instant::now();
        let pending = self.checkpoints.begin(call, scope).expect("begin");
        let begun = started.elapsed();
        work();
        let started = Instant::now();
        self.checkpoints.finish(pending).expect("finish");
        let took = begun + started.elapsed();
        let result = Block::ToolResult { tool_use_id: id, content: vec![Block::text("ok")], is_error: false };
        self.append(Message { role: Role::User, content: vec![result] });
        took
    }
}

fn dir_size(dir: &Path) -> u64 {
    let mut total = 0;
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).into_iter().flatten().flatten() {
            let meta = entry.metadata().expect("meta");
            if meta.is_dir() {
                stack.push(entry.path());
            } else {
                total += meta.len();
            }
        }
    }
    total
}

fn mib(bytes: u64) -> f64 {
    bytes as f64 / 1_048_576.0
}

/// Replaces a few lines in the middle of a file: an agent's edit.
fn edit(path: &Path, round: usize) {
    let mut text = fs::read(path).expect("read");
    let at = text.len() / 2;
    let line = format!("    let edited_{round} = compute({round}); // changed by round {round}\n");
    text.splice(at..at, line.bytes());
    fs::write(path, text).expect("write");
}

fn main() {
    let corpus = corpus();
    println!("corpus: {:.1} MiB of Rust from this repository", mib(corpus.len() as u64));

    // Compression: LZ4 against storing raw, on real source files.
    let sample = &corpus[..corpus.len().min(8 << 20)];
    let started = Instant::now();
    let mut compressed = 0usize;
    for chunk in sample.chunks(6000) {
        compressed += lz4_flex::block::compress_prepend_size(chunk).len();
    }
    let took = started.elapsed();
    println!(
        "lz4 on 6 KB chunks: {:.1} MiB -> {:.1} MiB ({:.0} %), {:.0} MiB/s",
        mib(sample.len() as u64),
        mib(compressed as u64),
        100.0 * compressed as f64 / sample.len() as f64,
        mib(sample.len() as u64) / took.as_secs_f64()
    );

    // A 10,000-file tree: the first snapshot, then warm ones.
    let dir = tempfile::tempdir().expect("tempdir");
    let root = dir.path();
    let paths = tree(root, &corpus, 10_000, 3000);
    let mut session = Session::new(root);
    let started = Instant::now();
    session.call(Scope::Workspace, || {});
    println!(
        "10,000 files ({:.1} MiB): first bash snapshot (saves every file) {:.0} ms, store {:.1} MiB",
        mib(paths.iter().map(|p| fs::metadata(p).map(|m| m.len()).unwrap_or(0)).sum()),
        started.elapsed().as_secs_f64() * 1000.0,
        mib(dir_size(&root.join(".nub/checkpoints")))
    );
    // Let the files age past the index's racy window.
    std::thread::sleep(Duration::from_millis(1100));
    let mut bash = Vec::new();
    for round in 0..40 {
        let path = paths[round * 97 % paths.len()].clone();
        bash.push(session.call(Scope::Workspace, || edit(&path, round)));
    }
    let (med, p90) = median(bash);
    println!("bash call changing 1 of 10,000 files: snapshots {med:.2?} median, {p90:.2?} p90 (before + after)");
    let mut write = Vec::new();
    for round in 0..40 {
        let path = paths[round * 89 % paths.len()].clone();
        write.push(session.call(Scope::Paths(vec![path.clone()]), || edit(&path, round)));
    }
    let (med, p90) = median(write);
    println!("write/edit call: snapshots {med:.2?} median, {p90:.2?} p90");

    // Restore of 100 files, back and forth.
    let before = session.file.session.head().cloned().expect("head");
    let hundred: Vec<PathBuf> = paths.iter().step_by(100).take(100).cloned().collect();
    session.call(Scope::Workspace, || {
        for (i, path) in hundred.iter().enumerate() {
            edit(path, 1000 + i);
        }
    });
    let after = session.file.session.head().cloned().expect("head");
    let mut restores = Vec::new();
    for round in 0..10 {
        let target = if round % 2 == 0 { &before } else { &after };
        let started = Instant::now();
        let restored = session.checkpoints.restore(&mut session.file, target, false).expect("restore");
        restores.push(started.elapsed());
        assert_eq!(restored.files.len(), 100);
    }
    let (med, p90) = median(restores);
    println!("restore of 100 files: {med:.2?} median, {p90:.2?} p90");
    drop(dir);

    // The budget: a 100 MB repository, 20 files edited per turn
    // for 200 turns (one bash call a turn).
    let dir = tempfile::tempdir().expect("tempdir");
    let root = dir.path();
    let paths = tree(root, &corpus, 10_000, 10_000);
    let total: u64 = paths.iter().map(|p| fs::metadata(p).map(|m| m.len()).unwrap_or(0)).sum();
    let mut session = Session::new(root);
    session.call(Scope::Workspace, || {});
    let baseline = dir_size(&root.join(".nub/checkpoints"));
    let started = Instant::now();
    for turn in 0..200 {
        let touched: Vec<PathBuf> = (0..20).map(|i| paths[(turn * 20 + i) * 7919 % paths.len()].clone()).collect();
        session.call(Scope::Workspace, || {
            for path in &touched {
                edit(path, turn);
            }
        });
    }
    let store = dir_size(&root.join(".nub/checkpoints"));
    println!(
        "{:.0} MiB repository, 200 turns x 20 files: store {:.1} MiB = first snapshot {:.1} MiB + {:.1} MiB for the turns ({:.1} s)",
        mib(total),
        mib(store),
        mib(baseline),
        mib(store - baseline),
        started.elapsed().as_secs_f64()
    );
}
