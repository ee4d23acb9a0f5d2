//! Background jobs: `bash` with `background: true`, `bash_output`, `bash_kill`.

use std::time::{Duration, Instant};

use serde_json::json;

use super::{Repo, err, ok};

/// Calls `bash_output` until the job has ended; everything it said.
async fn output_until_ended(id: u64, env: &nub_tools::ToolEnv) -> String {
    let mut seen = String::new();
    for _ in 0..10 {
        let result = ok("bash_output", json!({"id": id}), env).await;
        seen.push_str(&result.for_model);
        if result.for_model.contains(&format!("[job {id} ended")) {
            return seen;
        }
    }
    panic!("the job did not end: {seen}");
}

fn job_id(started: &str) -> u64 {
    let rest = started.strip_prefix("started background job ").expect(started);
    rest.split_whitespace().next().unwrap().parse().unwrap()
}

#[tokio::test]
async fn a_job_returns_at_once_and_its_end_is_seen_later() {
    let repo = Repo::new();
    let env = repo.env();
    let start = Instant::now();
    let started = ok("bash", json!({"command": "echo first; sleep 3; echo done > f", "background": true}), &env).await;
    assert!(start.elapsed() < Duration::from_secs(2), "bash waited for the job: {:?}", start.elapsed());
    assert!(started.for_model.contains("first"), "{}", started.for_model);
    assert!(started.for_model.contains("running"), "{}", started.for_model);
    assert!(!repo.root.join("f").exists());
    let id = job_id(&started.for_model);
    let seen = output_until_ended(id, &env).await;
    assert!(seen.contains("exit code 0"), "{seen}");
    assert!(!seen.contains("first"), "output already seen came again: {seen}");
    assert_eq!(repo.read("f"), "done\n");
    // Asked again, it says the same end; `since: 0` reads everything again.
    let all = ok("bash_output", json!({"id": id, "since": 0}), &env).await;
    assert!(all.for_model.starts_with("first\n"), "{}", all.for_model);
}

#[tokio::test]
async fn bash_kill_stops_the_whole_group() {
    let repo = Repo::new();
    let env = repo.env();
    let started =
        ok("bash", json!({"command": "echo pgid=$$; sleep 300 & sleep 300; echo never", "background": true}), &env)
            .await;
    let id = job_id(&started.for_model);
    let pgid: i32 = started.for_model.split("pgid=").nth(1).unwrap().lines().next().unwrap().parse().unwrap();
    let killed = ok("bash_kill", json!({"id": id}), &env).await;
    assert!(killed.for_model.contains("stopped"), "{}", killed.for_model);
    let seen = output_until_ended(id, &env).await;
    assert!(seen.contains("killed by signal 15"), "{seen}");
    assert!(!seen.contains("never"));
    let start = Instant::now();
    while !super::bash::group_members(pgid).is_empty() {
        assert!(start.elapsed() < Duration::from_secs(5), "the job's processes survived");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn an_unknown_job_is_a_clear_error() {
    let repo = Repo::new();
    let env = repo.env();
    let message = err("bash_output", json!({"id": 9999}), &env).await;
    assert!(message.starts_with("no background job 9999"), "{message}");
    let message = err("bash_kill", json!({"id": 9999}), &env).await;
    assert!(message.starts_with("no background job 9999"), "{message}");
}
