//! Skills, measured on what nub really sends: ten skills grow the request by
//! their index only, and a body reaches the model only after `read_skill`.

use nub_llm::estimate::tokens;
use nub_testkit::{Reply, TestServer};
use serde_json::{Value, json};

use super::print_mode::{nub, output_of};
use super::replies::*;

fn repo(skills: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join(".git")).unwrap();
    for i in 0..skills {
        let skill = dir.path().join(format!(".nub/skills/skill-{i}"));
        std::fs::create_dir_all(&skill).unwrap();
        let body = format!("# Skill {i}\nBODY-MARKER-{i}\n{}", "Step by step instructions. ".repeat(100));
        std::fs::write(
            skill.join("SKILL.md"),
            format!(
                "---\nname: skill-{i}\ndescription: Use when the task touches the billing module {i}.\n---\n{body}"
            ),
        )
        .unwrap();
    }
    dir
}

async fn requests(repo: &tempfile::TempDir, replies: Vec<Reply>) -> Vec<Value> {
    let server = TestServer::start(replies).await.unwrap();
    let child = nub(repo)
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .args(["-p", "fix the invoice rounding"])
        .spawn()
        .unwrap();
    let out = output_of(child).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    server.requests().iter().map(|r| serde_json::from_str(&r.body).unwrap()).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn ten_skills_cost_their_index_and_a_body_only_after_read_skill() {
    let without = requests(&repo(0), vec![answer("ok")]).await;
    let with_skills = repo(10);
    let with =
        requests(&with_skills, vec![tool_call("call_1", "read_skill", json!({"name": "skill-3"})), answer("ok")]).await;

    let system_delta = tokens(&with[0]["messages"][0].to_string()) - tokens(&without[0]["messages"][0].to_string());
    let tool_delta = tokens(&with[0]["tools"].to_string()) - tokens(&without[0]["tools"].to_string());
    let total_delta = tokens(&with[0].to_string()) - tokens(&without[0].to_string());
    assert!(system_delta <= 10 * 30, "the index of 10 skills added {system_delta} tokens");
    // Up to rounding (each estimate rounds up), nothing else grew.
    assert!(total_delta <= system_delta + tool_delta + 2, "only the index and read_skill's definition are added");
    assert!(tool_delta <= 100, "read_skill's definition costs {tool_delta} tokens");

    let first = with[0].to_string();
    assert!(first.contains("skill-9: Use when the task touches the billing module 9."));
    assert!(!first.contains("BODY-MARKER"), "no body before read_skill");
    let second = with[1].to_string();
    assert!(second.contains("BODY-MARKER-3") && !second.contains("BODY-MARKER-4"));
    assert!(second.contains(&with_skills.path().join(".nub/skills/skill-3").display().to_string()));
}
