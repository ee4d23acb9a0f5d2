//! `@path` mentions end to end: the real binary in print mode against a
//! scripted server; what the server receives, what the user is told, what
//! the session keeps.

use nub_testkit::TestServer;
use serde_json::Value;

use super::print_mode::{Output, nub, output_of};
use super::replies::answer;

struct Repo {
    dir: tempfile::TempDir,
}

impl Repo {
    fn new() -> Repo {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join(".git")).unwrap();
        std::fs::create_dir_all(dir.path().join(".config/nub")).unwrap();
        let config =
            "[sessions]\ntitles = false\n[permissions]\ndeny_paths = [\".git/**\", \"**/.env\", \"secrets/**\"]\n";
        std::fs::write(dir.path().join(".config/nub/config.toml"), config).unwrap();
        Repo { dir }
    }

    fn file(&self, relative: &str, content: impl AsRef<[u8]>) {
        let path = self.dir.path().join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, content).unwrap();
    }

    async fn run(&self, server: &TestServer, args: &[&str]) -> Output {
        let child =
            nub(&self.dir).env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "m").args(args).spawn().unwrap();
        output_of(child).await
    }
}

/// The text of the last user message of request `n`.
fn prompt_sent(server: &TestServer, n: usize) -> String {
    let body: Value = serde_json::from_str(&server.requests()[n].body).unwrap();
    let user = body["messages"].as_array().unwrap().iter().rfind(|m| m["role"] == "user").unwrap();
    user["content"].as_str().unwrap().to_owned()
}

#[tokio::test(flavor = "multi_thread")]
async fn mentioned_files_reach_the_model_and_the_session_refusals_reach_the_user() {
    let server = TestServer::start(vec![answer("Seen it.")]).await.unwrap();
    let repo = Repo::new();
    repo.file("src/main.rs", "fn main() {\n    let a = 1;\n    run(a);\n}\n");
    repo.file("src/util.rs", "");
    repo.file("secrets/key.txt", "TOP-SECRET-KEY");
    repo.file(".env", "API_KEY=ALSO-SECRET");
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("other.txt"), "NOT-IN-THE-REPO").unwrap();
    let far = format!("@{}", outside.path().join("other.txt").display());
    let prompt = format!("explain @src/main.rs:2-3 in @src/ for @alice (ada@src.io), not @secrets/key.txt @.env {far}");
    let out = repo.run(&server, &["-p", &prompt]).await;
    assert_eq!((out.code, out.stdout.as_str()), (Some(0), "Seen it.\n"), "{}", out.stderr);

    let sent = prompt_sent(&server, 0);
    let range =
        "<attachment path=\"src/main.rs\" detail=\"lines 2-3 of 4\">\n     2\t    let a = 1;\n     3\t    run(a);\n";
    assert!(sent.starts_with(&format!("{prompt}\n\n{range}")), "{sent}");
    assert!(
        sent.contains("<attachment path=\"src/\" detail=\"directory, 2 entries\">\nmain.rs\nutil.rs\n</attachment>"),
        "{sent}"
    );
    for secret in ["TOP-SECRET-KEY", "ALSO-SECRET", "NOT-IN-THE-REPO"] {
        assert!(!sent.contains(secret), "{secret} was sent: {sent}");
    }

    let told: Vec<&str> = out.stderr.lines().collect();
    assert!(told.contains(&"nub: attached src/main.rs (lines 2-3 of 4)"), "{}", out.stderr);
    assert!(told.contains(&"nub: attached src/ (directory, 2 entries)"), "{}", out.stderr);
    let refused: Vec<&&str> = told.iter().filter(|l| l.contains("not attached")).collect();
    assert_eq!(refused.len(), 3, "{}", out.stderr);
    assert!(refused[0].starts_with("nub: @secrets/key.txt not attached") && refused[0].contains("deny_paths"));
    assert!(refused[1].starts_with("nub: @.env not attached") && refused[1].contains("deny_paths"));
    assert!(refused[2].contains("outside the repository"), "{}", refused[2]);
    assert!(!out.stderr.contains("alice") && !out.stderr.contains("src.io"), "plain words stay quiet: {}", out.stderr);

    // The session keeps what was sent: the export shows the attachment folded.
    let markdown = repo.run(&server, &["export"]).await.stdout;
    assert!(markdown.contains("*Attached `src/main.rs` (lines 2-3 of 4)*"), "{markdown}");
    let jsonl = repo.run(&server, &["export", "--format", "jsonl"]).await.stdout;
    let first: Value = serde_json::from_str(jsonl.lines().nth(1).unwrap()).unwrap();
    let blocks = first["message"]["content"].as_array().unwrap();
    assert_eq!(blocks.len(), 3, "{first}");
    assert_eq!(blocks[0]["text"], prompt.as_str());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_five_megabyte_file_goes_cut_with_a_note() {
    let server = TestServer::start(vec![answer("Big.")]).await.unwrap();
    let repo = Repo::new();
    let line = format!("{}\n", "0123456789".repeat(10));
    let content = line.repeat(5 * 1024 * 1024 / line.len());
    repo.file("logs/big.log", &content);
    let out = repo.run(&server, &["-p", "what is in @logs/big.log?", "--mode", "json"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let sent = prompt_sent(&server, 0);
    assert!(sent.len() < 150_000, "the request carries a part, not 5 MB: {}", sent.len());
    let note = format!("truncated: the file has {} bytes", content.len());
    assert!(sent.contains(&note), "{sent:.300}");
    assert!(sent.contains("more lines (output size limit); read on with offset="), "the model learns how to read on");
    let events: Vec<Value> = out.stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let attached = events.iter().find(|e| e["type"] == "attached").expect("an attached event");
    assert_eq!(attached["path"], "logs/big.log");
    assert_eq!(attached["truncated"], true);
    assert!(attached["detail"].as_str().unwrap().starts_with("lines 1-"), "{attached}");
}
