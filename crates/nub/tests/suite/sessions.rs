//! Sessions end to end: continue, branch, list, tree, label, export.

use nub_testkit::TestServer;
use serde_json::Value;

use super::print_mode::{Output, nub, output_of};
use super::replies::*;

struct Repo {
    dir: tempfile::TempDir,
    base_url: String,
}

impl Repo {
    fn new(server: &TestServer) -> Repo {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join(".git")).unwrap();
        // These tests read listings by their first prompt; titles have their own test.
        std::fs::create_dir_all(dir.path().join(".config/nub")).unwrap();
        std::fs::write(dir.path().join(".config/nub/config.toml"), "[sessions]\ntitles = false\n").unwrap();
        Repo { dir, base_url: server.base_url() }
    }

    async fn run(&self, args: &[&str]) -> Output {
        let child = nub(&self.dir)
            .current_dir(self.dir.path())
            .env("NUB_BASE_URL", &self.base_url)
            .env("NUB_MODEL", "m")
            .args(args)
            .spawn()
            .unwrap();
        output_of(child).await
    }
}

fn messages(server: &TestServer, request: usize) -> Vec<(String, String)> {
    let body: Value = serde_json::from_str(&server.requests()[request].body).unwrap();
    let all = body["messages"].as_array().unwrap();
    assert_eq!(all[0]["role"], "system", "every request starts with the system prompt");
    all[1..]
        .iter()
        .map(|m| (m["role"].as_str().unwrap().to_owned(), m["content"].as_str().unwrap_or_default().to_owned()))
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(a, b)| ((*a).to_owned(), (*b).to_owned())).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn continue_carries_the_previous_exchange() {
    let server = TestServer::start(vec![answer("Hello Ada"), answer("You are Ada")]).await.unwrap();
    let repo = Repo::new(&server);
    assert_eq!(repo.run(&["-p", "I am Ada"]).await.code, Some(0));
    let second = repo.run(&["-c", "-p", "Who am I?"]).await;
    assert_eq!((second.code, second.stdout.as_str()), (Some(0), "You are Ada\n"), "{}", second.stderr);
    assert_eq!(messages(&server, 1), pairs(&[("user", "I am Ada"), ("assistant", "Hello Ada"), ("user", "Who am I?")]));
    let sessions_dir = repo.dir.path().join(".nub/sessions");
    assert_eq!(std::fs::read_dir(sessions_dir).unwrap().count(), 1, "one session, continued");
}

#[tokio::test(flavor = "multi_thread")]
async fn branch_starts_a_second_branch_and_keeps_the_first() {
    let server = TestServer::start(vec![answer("A1"), answer("A2"), answer("B2")]).await.unwrap();
    let repo = Repo::new(&server);
    repo.run(&["-p", "one"]).await;
    repo.run(&["-c", "-p", "two"]).await;
    let tree = repo.run(&["tree"]).await.stdout;
    // Line 2 is the first answer: rewind there and ask something else.
    let first_answer = tree.lines().nth(1).unwrap().split_whitespace().next().unwrap().to_owned();
    let out = repo.run(&["-c", "--branch", &first_answer, "-p", "other"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(messages(&server, 2), pairs(&[("user", "one"), ("assistant", "A1"), ("user", "other")]));

    let tree = repo.run(&["tree"]).await.stdout;
    let lines: Vec<&str> = tree.lines().collect();
    assert_eq!(lines.len(), 6, "{tree}");
    assert!(lines[2].contains("├─") && lines[2].contains("two"), "{tree}");
    assert!(lines[4].contains("└─") && lines[4].contains("other"), "{tree}");
    assert!(lines[5].starts_with('*') && lines[5].contains("B2"), "head on the new branch: {tree}");

    let listing = repo.run(&["sessions"]).await.stdout;
    let row = listing.lines().nth(1).unwrap();
    let columns: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(&columns[3..6], ["6", "2", "one"], "{listing}");
}

#[tokio::test(flavor = "multi_thread")]
async fn labels_bookmarks_and_export() {
    let server = TestServer::start(vec![answer("Fine")]).await.unwrap();
    let repo = Repo::new(&server);
    repo.run(&["-p", "How are you?"]).await;
    let tree = repo.run(&["tree"]).await.stdout;
    let question = tree.lines().next().unwrap().split_whitespace().next().unwrap().to_owned();
    assert_eq!(repo.run(&["label", &question, "the", "start"]).await.code, Some(0));
    assert_eq!(repo.run(&["label", "--bookmark", &question]).await.code, Some(0));
    let tree = repo.run(&["tree"]).await.stdout;
    assert!(tree.lines().next().unwrap().ends_with("[the start] ★"), "{tree}");

    let markdown = repo.run(&["export"]).await.stdout;
    assert!(markdown.starts_with("# How are you?\n"), "{markdown}");
    assert!(
        markdown.contains("## User — the start\n\nHow are you?") && markdown.contains("## Assistant (m)\n\nFine"),
        "{markdown}"
    );
    let jsonl = repo.run(&["export", "--format", "jsonl"]).await.stdout;
    let records: Vec<Value> = jsonl.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(records.len(), 3);
    assert!(records.iter().all(|r| r["v"] == 1));
    let html = repo.run(&["export", "--format", "html"]).await.stdout;
    assert!(html.starts_with("<!DOCTYPE html>") && html.ends_with("</html>\n"), "{html}");
    assert!(html.contains("<div class=\"prompt\">How are you?</div>"), "{html}");
    assert!(html.contains("<span class=\"model\">m</span>") && html.contains("<p>Fine</p>"), "{html}");
    assert!(html.contains("<span class=\"label\">the start</span>"), "{html}");
    let written = repo.run(&["export", "--format", "html", "-o", "page.html"]).await;
    assert_eq!((written.code, written.stdout.as_str()), (Some(0), ""), "{}", written.stderr);
    assert_eq!(std::fs::read_to_string(repo.dir.path().join("page.html")).unwrap(), html);
    let refused = repo.run(&["export", "--format", "pdf"]).await;
    assert_eq!(refused.code, Some(2));
    assert!(refused.stderr.contains("md, html, jsonl"), "{}", refused.stderr);

    let unknown = repo.run(&["label", "ZZZZZZZZ", "x"]).await;
    assert_eq!(unknown.code, Some(2));
    assert!(unknown.stderr.contains("nub tree"), "{}", unknown.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn listing_never_hides_a_broken_file_and_resume_explains_mistakes() {
    let server = TestServer::start(vec![answer("ok")]).await.unwrap();
    let repo = Repo::new(&server);
    repo.run(&["-p", "hello"]).await;
    let sessions = repo.dir.path().join(".nub/sessions");
    std::fs::write(sessions.join("01ZZZZZZZZZZZZZZZZZZZZZZZZ.jsonl"), "{\"v\":1,\"type\":\"node\"}\n").unwrap();
    let listing = repo.run(&["sessions"]).await;
    assert_eq!(listing.code, Some(0));
    assert!(listing.stdout.contains("ZZZZZZZZ") && listing.stdout.contains("unreadable"), "{}", listing.stdout);
    assert!(listing.stdout.contains("hello"), "{}", listing.stdout);

    let missing = repo.run(&["-r", "nope", "-p", "x"]).await;
    assert_eq!(missing.code, Some(2));
    assert!(missing.stderr.contains("nub sessions"), "{}", missing.stderr);

    let empty = Repo::new(&server);
    let none = empty.run(&["-c", "-p", "x"]).await;
    assert_eq!(none.code, Some(2));
    assert!(none.stderr.contains("no sessions yet"), "{}", none.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_failed_answer_keeps_the_prompt_but_commits_no_half_answer() {
    let server = TestServer::start(vec![answer("complete").cut_after(1)]).await.unwrap();
    let repo = Repo::new(&server);
    let out = repo.run(&["-p", "question"]).await;
    assert_eq!(out.code, Some(1));
    let tree = repo.run(&["tree"]).await.stdout;
    assert_eq!(tree.lines().count(), 1, "only the prompt: {tree}");
    assert!(tree.contains("question"));
}
