//! `glob`: `*` vs `**`, .gitignore, hidden files, mtime order, the cap.

use std::time::{Duration, SystemTime};

use nub_tools::ToolView;
use serde_json::json;

use super::{Repo, err, ok};

fn set_age(repo: &Repo, relative: &str, seconds_ago: u64) {
    let file = std::fs::File::options().write(true).open(repo.root.join(relative)).unwrap();
    file.set_modified(SystemTime::now() - Duration::from_secs(seconds_ago)).unwrap();
}

#[tokio::test]
async fn star_stays_in_a_directory_and_double_star_crosses() {
    let repo = Repo::new();
    for path in ["main.rs", "src/lib.rs", "src/deep/mod.rs", "README.md"] {
        repo.file(path, "");
    }
    for path in ["main.rs", "src/lib.rs", "src/deep/mod.rs", "README.md"].iter().zip([4, 3, 2, 1]) {
        set_age(&repo, path.0, path.1);
    }
    let env = repo.env();
    assert_eq!(ok("glob", json!({"pattern": "*.rs"}), &env).await.for_model, "main.rs");
    assert_eq!(ok("glob", json!({"pattern": "**/*.rs"}), &env).await.for_model, "src/deep/mod.rs\nsrc/lib.rs\nmain.rs");
    assert_eq!(ok("glob", json!({"pattern": "src/*.rs"}), &env).await.for_model, "src/lib.rs");
    assert_eq!(ok("glob", json!({"pattern": "*.rs", "path": "src"}), &env).await.for_model, "src/lib.rs");
    assert_eq!(
        ok("glob", json!({"pattern": "**/*.{md,rs}", "path": "src/deep"}), &env).await.for_model,
        "src/deep/mod.rs"
    );
    let none = ok("glob", json!({"pattern": "**/*.py"}), &env).await;
    assert_eq!(none.for_model, "no files match **/*.py");
    assert!(err("glob", json!({"pattern": "a[", "path": "src"}), &env).await.contains("invalid glob"));
    assert!(err("glob", json!({"pattern": "*", "path": "main.rs"}), &env).await.contains("not a directory"));
}

#[tokio::test]
async fn newest_first() {
    let repo = Repo::new();
    for (name, age) in [("old.txt", 300), ("new.txt", 1), ("mid.txt", 100)] {
        repo.file(name, name);
        set_age(&repo, name, age);
    }
    let result = ok("glob", json!({"pattern": "*.txt"}), &repo.env()).await;
    assert_eq!(result.for_model, "new.txt\nmid.txt\nold.txt");
}

#[tokio::test]
async fn gitignore_and_hidden_files_are_honoured() {
    let repo = Repo::new();
    repo.file(".gitignore", "target/\n*.log\n");
    repo.file("sub/.ignore", "skipped.rs\n");
    for path in [
        "src/a.rs",
        "target/debug/b.rs",
        "app.log",
        "sub/skipped.rs",
        "sub/kept.rs",
        ".hidden/c.rs",
        ".github/workflows/ci.yml",
    ] {
        repo.file(path, "");
    }
    let env = repo.env();
    let result = ok("glob", json!({"pattern": "**/*"}), &env).await;
    let mut files: Vec<&str> = result.for_model.lines().collect();
    files.sort();
    assert_eq!(files, ["src/a.rs", "sub/kept.rs"]);
    // A pattern that names a hidden directory looks inside it.
    let ci = ok("glob", json!({"pattern": ".github/**/*.yml"}), &env).await;
    assert_eq!(ci.for_model, ".github/workflows/ci.yml");
}

#[tokio::test]
async fn long_listings_are_capped_with_a_note() {
    let repo = Repo::new();
    for n in 0..230 {
        repo.file(&format!("many/f{n:03}.txt"), "");
    }
    let result = ok("glob", json!({"pattern": "many/*.txt"}), &repo.env()).await;
    let ToolView::Glob { files, truncated, .. } = &result.view else { panic!() };
    assert_eq!(files.len(), 200);
    assert!(truncated);
    assert!(result.for_model.ends_with("… 30 more files not shown (newest 200 listed); narrow the pattern"));
}

#[tokio::test]
async fn a_glob_that_finds_nothing_looks_through_the_whole_repository() {
    let repo = Repo::new();
    repo.file("pkg/users/models.py", "");
    repo.file("pkg/billing/invoice.py", "");
    let env = repo.env();
    let result = ok("glob", json!({"pattern": "invoice.py", "path": "pkg/users"}), &env).await;
    assert_eq!(
        result.for_model,
        "no files match invoice.py in pkg/users; in the whole repository (**/invoice.py):\npkg/billing/invoice.py"
    );
    let result = ok("glob", json!({"pattern": "invoice.py"}), &env).await;
    assert_eq!(
        result.for_model,
        "no files match invoice.py; in the whole repository (**/invoice.py):\npkg/billing/invoice.py"
    );
    let result = ok("glob", json!({"pattern": "*.toml"}), &env).await;
    assert_eq!(result.for_model, "no files match *.toml, nor **/*.toml in the whole repository");
}
