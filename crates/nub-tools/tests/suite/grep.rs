//! `grep`: output modes, context lines, filters, case, caps, skipped files.

use nub_tools::ToolView;
use serde_json::json;

use super::{Repo, err, ok};

fn fixture() -> Repo {
    let repo = Repo::new();
    repo.file("src/a.rs", "fn main() {\n    let x = 1;\n    println!(\"{x}\");\n}\n");
    repo.file("src/b.rs", "// TODO: one\nfn b() {}\n// todo: two\n");
    repo.file("docs/notes.md", "TODO write docs\n");
    repo
}

#[tokio::test]
async fn content_mode_prints_path_line_text() {
    let repo = fixture();
    let result = ok("grep", json!({"pattern": "TODO"}), &repo.env()).await;
    assert_eq!(result.for_model, "docs/notes.md:1:TODO write docs\nsrc/b.rs:1:// TODO: one");
    assert_eq!(result.view, ToolView::Grep { pattern: "TODO".into(), matches: 2, files: 2, truncated: false });
}

#[tokio::test]
async fn ignore_case_and_glob_filters() {
    let repo = fixture();
    let env = repo.env();
    let result = ok("grep", json!({"pattern": "todo", "ignore_case": true, "glob": "*.rs"}), &env).await;
    assert_eq!(result.for_model, "src/b.rs:1:// TODO: one\nsrc/b.rs:3:// todo: two");
    let result = ok("grep", json!({"pattern": "TODO", "glob": "docs/**"}), &env).await;
    assert_eq!(result.for_model, "docs/notes.md:1:TODO write docs");
    let result = ok("grep", json!({"pattern": "fn", "path": "src/a.rs"}), &env).await;
    assert_eq!(result.for_model, "src/a.rs:1:fn main() {");
    let result = ok("grep", json!({"pattern": "nothing here"}), &env).await;
    assert_eq!(result.for_model, "no matches for \"nothing here\"");
}

#[tokio::test]
async fn files_and_count_modes() {
    let repo = fixture();
    let env = repo.env();
    let files = ok("grep", json!({"pattern": "(?i)todo", "output": "files"}), &env).await;
    assert_eq!(files.for_model, "docs/notes.md\nsrc/b.rs");
    let count = ok("grep", json!({"pattern": "(?i)todo", "output": "count"}), &env).await;
    assert_eq!(count.for_model, "docs/notes.md:1\nsrc/b.rs:2");
    assert_eq!(count.view, ToolView::Grep { pattern: "(?i)todo".into(), matches: 3, files: 2, truncated: false });
}

#[tokio::test]
async fn context_lines_like_ripgrep() {
    let repo = Repo::new();
    let text: String = (1..=20)
        .map(|n| if n == 5 || n == 7 || n == 15 { format!("hit {n}\n") } else { format!("line {n}\n") })
        .collect();
    repo.file("f.txt", text);
    repo.file("g.txt", "hit g\n");
    let result = ok("grep", json!({"pattern": "^hit", "context": 1}), &repo.env()).await;
    let expected = "\
f.txt-4-line 4
f.txt:5:hit 5
f.txt-6-line 6
f.txt:7:hit 7
f.txt-8-line 8
--
f.txt-14-line 14
f.txt:15:hit 15
f.txt-16-line 16
--
g.txt:1:hit g";
    assert_eq!(result.for_model, expected);
    let ToolView::Grep { matches, .. } = result.view else { panic!() };
    assert_eq!(matches, 4);
}

#[tokio::test]
async fn output_is_capped_with_a_note() {
    let repo = Repo::new();
    repo.file("big.txt", "needle\n".repeat(400));
    let result = ok("grep", json!({"pattern": "needle"}), &repo.env()).await;
    assert_eq!(result.for_model.lines().filter(|l| l.starts_with("big.txt:")).count(), 250);
    assert!(result.for_model.ends_with("[… more matches exist; output capped at 250 matching lines or 30000 chars; narrow path or glob, or use output=files]"));
    assert_eq!(result.view, ToolView::Grep { pattern: "needle".into(), matches: 250, files: 1, truncated: true });

    let wide = Repo::new();
    wide.file("wide.txt", format!("{}\n", "needle ".repeat(200)).repeat(100));
    let result = ok("grep", json!({"pattern": "needle"}), &wide.env()).await;
    assert!(result.for_model.len() < 32_000, "{}", result.for_model.len());
    assert!(result.for_model.contains("[line clipped, 1400 chars]"));
    let ToolView::Grep { truncated, .. } = result.view else { panic!() };
    assert!(truncated);
}

#[tokio::test]
async fn skips_binary_ignored_and_hidden_files() {
    let repo = Repo::new();
    repo.file(".gitignore", "gen/\n");
    repo.file("gen/out.txt", "needle\n");
    repo.file(".cache/x.txt", "needle\n");
    repo.file("blob.bin", b"needle\x00\x01\x02");
    repo.file("plain.txt", "needle\n");
    let env = repo.env();
    let result = ok("grep", json!({"pattern": "needle"}), &env).await;
    assert_eq!(result.for_model, "plain.txt:1:needle");
    // Asked for by name, hidden and ignored places are searched.
    let result = ok("grep", json!({"pattern": "needle", "glob": ".cache/*"}), &env).await;
    assert_eq!(result.for_model, ".cache/x.txt:1:needle");
    let result = ok("grep", json!({"pattern": "needle", "path": "gen/out.txt"}), &env).await;
    assert_eq!(result.for_model, "gen/out.txt:1:needle");
}

#[tokio::test]
async fn invalid_patterns_explain_themselves() {
    let repo = fixture();
    let env = repo.env();
    let message = err("grep", json!({"pattern": "fn main("}), &env).await;
    assert!(message.starts_with("invalid regex \"fn main(\""), "{message}");
    assert!(message.contains("escape literal"), "{message}");
    assert!(err("grep", json!({"pattern": "x", "glob": "[*"}), &env).await.contains("invalid glob"));
    assert!(err("grep", json!({"pattern": "x", "path": "nope"}), &env).await.contains("does not exist"));
}

#[tokio::test]
async fn a_scoped_search_that_finds_nothing_says_where_the_pattern_is() {
    // Seen with a 1.5B model: `grep Invoice` in the wrong file, three times.
    let repo = Repo::new();
    repo.file("pkg/users/models.py", "class User:\n    pass\n");
    repo.file("pkg/billing/models.py", "import x\n\nclass Invoice:\n    pass\n");
    let env = repo.env();
    let result = ok("grep", json!({"pattern": "class Invoice", "path": "pkg/users/models.py"}), &env).await;
    assert_eq!(
        result.for_model,
        "no matches for \"class Invoice\" in pkg/users/models.py; in the whole repository:\npkg/billing/models.py:3:class Invoice:"
    );
    // What the call itself found stays what the view says.
    assert!(matches!(result.view, ToolView::Grep { matches: 0, files: 0, .. }));
    // Nowhere at all: said once, plainly.
    let result = ok("grep", json!({"pattern": "Receipt", "path": "pkg/users"}), &env).await;
    assert_eq!(result.for_model, "no matches for \"Receipt\" in pkg/users, nor anywhere else in the repository");
}

/// Seen with a 1.5B model: `"glob": ""` and `"path": ""` sent for none. A
/// filter of the empty glob matched no file, so the search beyond the
/// wrong file said "nor anywhere else" of a word hours.json holds.
#[tokio::test]
async fn an_empty_glob_or_path_is_none() {
    let repo = Repo::new();
    repo.file("settings.py", "OPEN = 9\n");
    repo.file("hours.json", "{\"sunday\": {\"open\": \"09:30\"}}\n");
    let env = repo.env();
    let result = ok("grep", json!({"pattern": "sunday", "path": "settings.py", "glob": ""}), &env).await;
    assert_eq!(
        result.for_model,
        "no matches for \"sunday\" in settings.py; in the whole repository:\nhours.json:1:{\"sunday\": {\"open\": \"09:30\"}}"
    );
    let result = ok("grep", json!({"pattern": "OPEN", "path": "", "glob": " "}), &env).await;
    assert_eq!(result.for_model, "settings.py:1:OPEN = 9");
}

#[tokio::test]
async fn a_search_that_finds_nothing_with_its_case_shows_what_it_finds_ignoring_case() {
    // Seen with a 1.5B model: "wednesday" searched for five times in a file
    // that says `HALF_DAY = "Wednesday"`.
    let repo = Repo::new();
    repo.file("hours.py", "HALF_DAY = \"Wednesday\"\n");
    repo.file("site/page.py", "print('hi')\n");
    let env = repo.env();
    let result = ok("grep", json!({"pattern": "wednesday"}), &env).await;
    assert_eq!(
        result.for_model,
        "no matches for \"wednesday\" with its case; ignoring case:\nhours.py:1:HALF_DAY = \"Wednesday\""
    );
    let result = ok("grep", json!({"pattern": "wednesday", "path": "site"}), &env).await;
    assert_eq!(
        result.for_model,
        "no matches for \"wednesday\" in site, nor anywhere else in the repository with its case; ignoring case:\nhours.py:1:HALF_DAY = \"Wednesday\""
    );
    // Asked to ignore case already, nothing more is tried.
    let result = ok("grep", json!({"pattern": "thursday", "ignore_case": true}), &env).await;
    assert_eq!(result.for_model, "no matches for \"thursday\"");
}

#[tokio::test]
async fn a_search_for_a_file_name_says_it_is_a_file_to_read() {
    // Seen with a 1.5B model: "tickets.py" grepped for five times, in
    // tickets.py itself, until the guard stopped it.
    let repo = Repo::new();
    repo.file("tickets.py", "from seating import sellable_seats\n");
    repo.file("seating.py", "ROWS = 'ABC'\n");
    let env = repo.env();
    for args in [json!({"pattern": "tickets.py", "glob": "tickets.py"}), json!({"pattern": "tickets\\.py"})] {
        let result = ok("grep", args, &env).await;
        assert_eq!(
            result.for_model,
            "no matches for \"tickets.py\": grep searches the text inside files, and no file's text holds it. tickets.py is a file of the repository; to see its text, read it: send read {\"path\":\"tickets.py\"} (a file attached to the request is already there to read)."
        );
    }
    // A file's name that its text does hold is found as any text is.
    let result = ok("grep", json!({"pattern": "seating"}), &env).await;
    assert_eq!(result.for_model, "tickets.py:1:from seating import sellable_seats");
    // A name of no file is searched for as before.
    let result = ok("grep", json!({"pattern": "booking.py"}), &env).await;
    assert_eq!(result.for_model, "no matches for \"booking.py\"");
    // Narrowed to a folder, the search looks further as any does; a file
    // outside the repository is never named.
    repo.file("site/page.py", "x = 1\n");
    let result = ok("grep", json!({"pattern": "tickets.py", "path": "site"}), &env).await;
    assert_eq!(result.for_model, "no matches for \"tickets.py\" in site, nor anywhere else in the repository");
    let result = ok("grep", json!({"pattern": "/etc/hostname"}), &env).await;
    assert_eq!(result.for_model, "no matches for \"/etc/hostname\"");
}
