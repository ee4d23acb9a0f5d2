//! `nub map` end to end: writes REPOMAP.md with the commit header, reuses
//! its cache, prints with --stdout.

use super::print_mode::{nub, output_of};

#[tokio::test(flavor = "multi_thread")]
async fn nub_map_writes_the_map_and_reuses_its_cache() {
    let dir = tempfile::tempdir().unwrap();
    let repo = dir.path().join("repo");
    std::fs::create_dir_all(repo.join(".git/refs/heads")).unwrap();
    std::fs::create_dir_all(repo.join("src")).unwrap();
    std::fs::write(repo.join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
    let commit = "0123456789abcdef0123456789abcdef01234567";
    std::fs::write(repo.join(".git/refs/heads/main"), format!("{commit}\n")).unwrap();
    std::fs::write(repo.join("src/lib.rs"), "pub fn shared_helper(a: u8) -> u8 { a }\n").unwrap();
    std::fs::write(repo.join("src/main.rs"), "fn main() { shared_helper(1); }\n").unwrap();

    let run = |args: &'static [&'static str]| {
        let child = nub(&dir).current_dir(&repo).args(args).spawn().unwrap();
        output_of(child)
    };
    let first = run(&["map", "--tokens", "500"]).await;
    assert_eq!(first.code, Some(0), "{}", first.stderr);
    assert!(first.stdout.contains("2 files (2 parsed, 0 from cache)"), "{}", first.stdout);
    let text = std::fs::read_to_string(repo.join("REPOMAP.md")).unwrap();
    assert!(text.starts_with(&format!("<!-- nub map: commit {commit} -->\n# Repo map\n")), "{text}");
    assert!(text.contains("src/lib.rs\n  pub fn shared_helper(a: u8) -> u8\n"), "{text}");
    assert!(repo.join(".nub/cache/map").is_dir());

    let second = run(&["map", "--stdout"]).await;
    assert_eq!(second.code, Some(0), "{}", second.stderr);
    assert_eq!(second.stdout, text, "--stdout prints the same map");

    let third = run(&["map"]).await;
    assert!(third.stdout.contains("(0 parsed, 2 from cache)"), "{}", third.stdout);

    let bad = run(&["map", "--tokens", "ten"]).await;
    assert_eq!(bad.code, Some(2), "{}", bad.stderr);
}
