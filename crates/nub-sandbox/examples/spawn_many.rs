//! Starts `/bin/true` N times, each confined by the sandbox of the current
//! directory (`sandboxed`) or not (`plain`), and waits for each: the
//! per-call cost of the sandbox is the difference of the two, divided by N.
//!
//! `cargo run --release -p nub-sandbox --example spawn_many -- sandboxed 200`
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let sandboxed = args.get(1).map(String::as_str) == Some("sandboxed");
    let runs: usize = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(100);
    let network = args.get(3).map_or("off", String::as_str).parse().expect("off, loopback or on");
    let place = nub_sandbox::Place {
        repo_root: std::env::current_dir().expect("a working directory"),
        home: std::env::var_os("HOME").map(std::path::PathBuf::from),
        ..nub_sandbox::Place::default()
    };
    let policy = nub_sandbox::Policy::build(
        nub_sandbox::Mode::WorkspaceWrite,
        network,
        &place,
        &[],
        &nub_sandbox::default_hidden(&place),
    );
    // Built in both modes, so only the confinement of each call differs.
    let sandbox = nub_sandbox::Sandbox::new(policy).unwrap_or_else(|e| panic!("sandbox unavailable: {e}"));
    let (mut spawn_time, mut wait_time) = (std::time::Duration::ZERO, std::time::Duration::ZERO);
    for _ in 0..runs {
        let start = std::time::Instant::now();
        let mut command = std::process::Command::new("/bin/true");
        let pending = sandboxed.then(|| sandbox.confine(&mut command).expect("confine"));
        let mut child = command.spawn().unwrap_or_else(|e| panic!("{}", nub_sandbox::describe_spawn_error(&e)));
        let _running = pending.map(|p| p.started().expect("supervisor"));
        let spawned = std::time::Instant::now();
        assert!(child.wait().expect("wait").success());
        spawn_time += spawned - start;
        wait_time += spawned.elapsed();
    }
    if std::env::var_os("SPAWN_MANY_TIMES").is_some() {
        eprintln!("per call: spawn {:?}, wait {:?}", spawn_time / runs as u32, wait_time / runs as u32);
    }
}
