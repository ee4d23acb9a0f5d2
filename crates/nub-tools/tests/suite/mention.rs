//! `@path` mentions: what each kind of mention attaches, and what is refused.

use std::sync::Arc;

use nub_llm::{Block, attachment};
use nub_tools::mention::{Expansion, expand};
use nub_tools::{Policy, ToolEnv};

use super::Repo;

fn texts(expansion: &Expansion) -> Vec<&str> {
    expansion
        .blocks
        .iter()
        .filter_map(|b| match b {
            Block::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// The one attachment of `expansion`: path, detail, body.
fn only(expansion: &Expansion) -> (String, String, String) {
    assert!(expansion.refused.is_empty(), "{:?}", expansion.refused);
    let texts = texts(expansion);
    assert_eq!(texts.len(), 1, "{texts:?}");
    let parsed = attachment::parse(texts[0]).unwrap();
    (parsed.path.to_owned(), parsed.detail.to_owned(), parsed.body.to_owned())
}

#[tokio::test]
async fn a_file_goes_with_its_path_and_numbered_lines() {
    let repo = Repo::new();
    repo.file("src/main.rs", "fn main() {\n    run();\n}\n");
    let expansion = expand("what does @src/main.rs do?", &repo.env()).await;
    let (path, detail, body) = only(&expansion);
    assert_eq!((path.as_str(), detail.as_str()), ("src/main.rs", "3 lines"));
    assert_eq!(body, "     1\tfn main() {\n     2\t    run();\n     3\t}");
    assert_eq!(expansion.attached[0].path, "src/main.rs");
    assert!(!expansion.attached[0].truncated);
}

#[tokio::test]
async fn a_line_range_attaches_those_lines() {
    let repo = Repo::new();
    repo.file("src/lib.rs", (1..=100).map(|n| format!("line {n}\n")).collect::<String>());
    let (_, detail, body) = only(&expand("look at @src/lib.rs:10-12.", &repo.env()).await);
    assert_eq!(detail, "lines 10-12 of 100");
    assert_eq!(body, "    10\tline 10\n    11\tline 11\n    12\tline 12\n… 88 more lines; read on with offset=13");
    let (_, detail, body) = only(&expand("@src/lib.rs:7", &repo.env()).await);
    assert_eq!((detail.as_str(), body.lines().next().unwrap()), ("lines 7-7 of 100", "     7\tline 7"));
    let past = expand("@src/lib.rs:500-510", &repo.env()).await;
    assert!(past.blocks.is_empty());
    assert!(past.refused[0].contains("past the end"), "{:?}", past.refused);
}

#[tokio::test]
async fn a_directory_attaches_its_listing() {
    let repo = Repo::new();
    repo.file("src/a.rs", "");
    repo.file("src/nested/b.rs", "");
    repo.file("src/.env", "SECRET=1");
    repo.file("src/build.log", "");
    repo.file(".gitignore", "*.log\n");
    std::fs::create_dir(repo.root.join(".git")).unwrap();
    let (path, detail, body) = only(&expand("@src/ please", &repo.env()).await);
    assert_eq!((path.as_str(), detail.as_str()), ("src/", "directory, 2 entries"));
    assert_eq!(body, "a.rs\nnested/", "ignored and denied entries are left out");
}

#[tokio::test]
async fn a_huge_file_is_cut_with_a_note() {
    let repo = Repo::new();
    let line = "x".repeat(99) + "\n";
    repo.file("big.txt", line.repeat(50_000)); // 5 MB
    let expansion = expand("@big.txt", &repo.env()).await;
    let (_, detail, body) = only(&expansion);
    assert!(expansion.attached[0].truncated);
    assert!(
        detail.starts_with("lines 1-") && detail.contains("of 50000, truncated: the file has 5000000 bytes"),
        "{detail}"
    );
    assert!(body.len() < 120_000, "{}", body.len());
    assert!(
        body.lines().last().unwrap().contains("more lines (output size limit); read on with offset="),
        "{body:.200}"
    );

    // One enormous line: clipped, and said so.
    repo.file("one.txt", "y".repeat(5_000_000));
    let expansion = expand("@one.txt", &repo.env()).await;
    assert!(expansion.attached[0].truncated, "{:?}", expansion.attached);
    assert!(only(&expansion).2.contains("[line clipped, 5000000 chars]"));
}

#[tokio::test]
async fn paths_outside_the_repository_or_denied_are_refused() {
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "top secret").unwrap();
    let repo = Repo::new();
    repo.file(".env", "KEY=1");
    repo.file("keys/id_rsa", "PRIVATE");
    repo.file(".nub/sessions/s.jsonl", "{}");
    repo.file("private/notes.md", "mine");
    repo.symlink(outside.path().join("secret.txt"), "link.txt");
    let mut env = repo.env();
    env.policy = Arc::new(Policy {
        deny_paths: vec!["**/.env".into(), "private/**".into(), "**/id_rsa*".into()],
        ..Policy::default()
    });
    let absolute = outside.path().join("secret.txt");
    let prompt = format!(
        "@{} @../{}/secret.txt @.env @keys/id_rsa @.nub/sessions/s.jsonl @private/notes.md @link.txt",
        absolute.display(),
        outside.path().file_name().unwrap().to_string_lossy()
    );
    let expansion = expand(&prompt, &env).await;
    assert!(expansion.blocks.is_empty(), "{:?}", texts(&expansion));
    let refused = &expansion.refused;
    assert_eq!(refused.len(), 7, "{refused:#?}");
    assert!(refused[0].contains("outside the repository"), "{}", refused[0]);
    assert!(refused[1].contains("outside the repository"), "{}", refused[1]);
    assert!(refused[2].contains("matches deny_paths pattern \"**/.env\""), "{}", refused[2]);
    assert!(refused[3].contains("id_rsa"), "{}", refused[3]);
    assert!(refused[4].contains("sessions are not readable"), "{}", refused[4]);
    assert!(refused[5].contains("private/**"), "{}", refused[5]);
    assert!(refused[6].contains("through a symlink"), "{}", refused[6]);
    assert!(refused.iter().all(|r| r.starts_with('@') && r.contains("not attached")));
}

#[tokio::test]
async fn words_that_name_nothing_stay_text() {
    let repo = Repo::new();
    repo.file("notes.txt", "n");
    let expansion = expand("ask @alice, mail ada@notes.txt, @nothing/here.rs, @~/notes.txt", &repo.env()).await;
    assert!(expansion.blocks.is_empty() && expansion.refused.is_empty(), "{expansion:?}");
}

#[tokio::test]
async fn paths_resolve_from_cwd_then_from_the_root_and_repeat_once() {
    let repo = Repo::new();
    repo.file("crates/a/src/lib.rs", "pub fn a() {}\n");
    repo.file("crates/a/README.md", "inner\n");
    repo.file("README.md", "outer\n");
    let env = ToolEnv::new(repo.root.join("crates/a"), &repo.root);
    let expansion = expand("@src/lib.rs @README.md @crates/a/src/lib.rs @src/lib.rs", &env).await;
    assert!(expansion.refused.is_empty(), "{:?}", expansion.refused);
    let paths: Vec<&str> = expansion.attached.iter().map(|a| a.path.as_str()).collect();
    assert_eq!(paths, ["crates/a/src/lib.rs", "crates/a/README.md"], "cwd first, duplicates once");
}

#[tokio::test]
async fn images_go_as_images_only_to_models_that_see() {
    let repo = Repo::new();
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    repo.file("shot.png", png);
    let mut env = repo.env();
    let blind = expand("@shot.png", &env).await;
    assert!(blind.blocks.is_empty());
    assert_eq!(blind.refused, ["@shot.png not attached: the current model cannot view images"]);
    env.supports_images = true;
    let seeing = expand("@shot.png", &env).await;
    assert_eq!(seeing.blocks.len(), 2);
    assert_eq!(attachment::parse(texts(&seeing)[0]).unwrap().detail, "image/png, 16 bytes");
    assert_eq!(seeing.blocks[1], Block::Image { media_type: "image/png".into(), data: png.to_vec() });
}

#[tokio::test]
async fn binary_files_and_too_many_mentions_are_refused_with_a_reason() {
    let repo = Repo::new();
    repo.file("blob.bin", b"\0\x01\x02");
    let binary = expand("@blob.bin", &repo.env()).await;
    assert!(binary.refused[0].contains("binary file"), "{:?}", binary.refused);
    for n in 0..25 {
        repo.file(&format!("f{n}.txt"), "x");
    }
    let prompt: String = (0..25).map(|n| format!("@f{n}.txt ")).collect();
    let many = expand(&prompt, &repo.env()).await;
    assert_eq!(many.attached.len(), 20);
    assert_eq!(many.refused.len(), 1, "one notice for all the rest: {:?}", many.refused);
    assert!(many.refused[0].starts_with("5 more mentions not attached"), "{:?}", many.refused);
    assert!(many.refused[0].contains("at most 20 mentions"), "{:?}", many.refused);
    // Ten thousand mentions: still one notice, naming a few.
    let flood = "@f0.txt ".repeat(10_000) + &(0..25).map(|n| format!("@f{n}.txt ")).collect::<String>().repeat(400);
    let flooded = expand(&flood, &repo.env()).await;
    assert_eq!(flooded.refused.len(), 1, "{}", flooded.refused.len());
    assert!(flooded.refused[0].len() < 300, "{}", flooded.refused[0]);
    // Many refused paths (`.git/**` is denied): ten lines, the last a count.
    for n in 0..40 {
        repo.file(&format!(".git/f{n}"), "x");
    }
    let denied: String = (0..40).map(|n| format!("@.git/f{n} ")).collect();
    let refused = expand(&denied, &repo.env()).await;
    assert_eq!(refused.refused.len(), 10, "{:?}", refused.refused);
    assert!(refused.refused[9].starts_with("31 more mentions not attached"), "{:?}", refused.refused[9]);
}
