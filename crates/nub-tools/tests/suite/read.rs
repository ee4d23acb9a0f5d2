//! `read`: numbering, windows, the truncation note, binary files, long lines,
//! images and directories.

use nub_llm::Block;
use nub_tools::ToolView;
use serde_json::json;

use super::{Repo, err, ok};

fn numbered(range: std::ops::RangeInclusive<usize>) -> String {
    range.map(|n| format!("line {n}\n")).collect()
}

#[tokio::test]
async fn numbers_lines_like_cat_n() {
    let repo = Repo::new();
    repo.file("a.txt", "alpha\r\n\tbeta\n\ngamma");
    let result = ok("read", json!({"path": "a.txt"}), &repo.env()).await;
    assert_eq!(result.for_model, "     1\talpha\n     2\t\tbeta\n     3\t\n     4\tgamma\n");
    assert_eq!(
        result.view,
        ToolView::File { path: "a.txt".into(), first_line: 1, lines: 4, total_lines: 4, truncated: false }
    );
}

#[tokio::test]
async fn default_limit_and_how_to_read_on() {
    let repo = Repo::new();
    repo.file("long.txt", numbered(1..=3000));
    let env = repo.env();
    let result = ok("read", json!({"path": "long.txt"}), &env).await;
    let lines: Vec<&str> = result.for_model.lines().collect();
    assert_eq!(lines.len(), 2001);
    assert_eq!(lines[1999], "  2000\tline 2000");
    assert_eq!(lines[2000], "… 1000 more lines; read on with offset=2001");
    assert_eq!(
        result.view,
        ToolView::File { path: "long.txt".into(), first_line: 1, lines: 2000, total_lines: 3000, truncated: true }
    );

    let result = ok("read", json!({"path": "long.txt", "offset": 2001, "limit": 3}), &env).await;
    assert_eq!(
        result.for_model,
        "  2001\tline 2001\n  2002\tline 2002\n  2003\tline 2003\n… 997 more lines; read on with offset=2004\n"
    );
    let result = ok("read", json!({"path": "long.txt", "offset": 2999}), &env).await;
    assert_eq!(result.for_model, "  2999\tline 2999\n  3000\tline 3000\n");
    let message = err("read", json!({"path": "long.txt", "offset": 3001}), &env).await;
    assert!(message.contains("past the end of long.txt, which has 3000 lines"), "{message}");
    assert!(err("read", json!({"path": "long.txt", "limit": 0}), &env).await.contains("limit"));
}

#[tokio::test]
async fn long_lines_are_clipped_with_a_marker() {
    let repo = Repo::new();
    repo.file("min.js", format!("{}\nshort\n", "x".repeat(5000)));
    let result = ok("read", json!({"path": "min.js"}), &repo.env()).await;
    let first = result.for_model.lines().next().unwrap();
    assert!(first.ends_with("x… [line clipped, 5000 chars]"), "{}", &first[first.len() - 60..]);
    assert!(first.len() < 2100);
    assert!(result.for_model.ends_with("     2\tshort\n"));
}

#[tokio::test]
async fn binary_files_are_refused_with_a_note() {
    let repo = Repo::new();
    repo.file("blob.bin", b"\x7fELF\x02\x01\x01\x00\x00\x00rest");
    let message = err("read", json!({"path": "blob.bin"}), &repo.env()).await;
    assert!(message.contains("blob.bin is a binary file (14 bytes)"), "{message}");
}

#[tokio::test]
async fn images_are_blocks_for_models_that_see_them() {
    let repo = Repo::new();
    let png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDRfake".to_vec();
    repo.file("pic.png", &png);
    let mut env = repo.env();

    let blind = ok("read", json!({"path": "pic.png"}), &env).await;
    assert!(blind.images.is_empty());
    assert!(blind.for_model.contains("cannot view images"), "{}", blind.for_model);

    env.supports_images = true;
    let seeing = ok("read", json!({"path": "pic.png"}), &env).await;
    assert_eq!(seeing.images, [Block::Image { media_type: "image/png".into(), data: png.clone() }]);
    assert_eq!(
        seeing.view,
        ToolView::Image { path: "pic.png".into(), media_type: "image/png".into(), bytes: png.len() }
    );
}

#[tokio::test]
async fn directories_and_missing_files_point_at_glob() {
    let repo = Repo::new();
    repo.file("src/a.rs", "");
    let env = repo.env();
    let message = err("read", json!({"path": "src"}), &env).await;
    assert!(message.contains("src is a directory") && message.contains("glob"), "{message}");
    let message = err("read", json!({"path": "nope.rs"}), &env).await;
    assert!(message.contains("nope.rs does not exist"), "{message}");
    let empty = ok("read", json!({"path": "src/a.rs"}), &env).await;
    assert_eq!(empty.for_model, "src/a.rs is empty");
}

#[tokio::test]
async fn a_missing_path_suggests_the_file_that_was_probably_meant() {
    let repo = Repo::new();
    repo.file("Cargo.toml", "[package]\n");
    repo.file("src/main.rs", "fn main() {}\n");
    repo.file("vendor/x/src/main.rs", "");
    repo.file(".env", "KEY=secret\n");
    repo.file("calc.py", "");
    let env = repo.env();
    let message = |path: &'static str| {
        let env = env.clone();
        async move { err("read", json!({ "path": path }), &env).await }
    };
    // A guessed dot, a case slip, a swapped pair: the near name in the same directory.
    assert_eq!(message(".cargo.toml").await, ".cargo.toml does not exist; did you mean `Cargo.toml`?");
    assert!(message("cargo.toml").await.ends_with("did you mean `Cargo.toml`?"));
    assert!(message("clac.py").await.ends_with("did you mean `calc.py`?"));
    // The right name in the wrong place: the shallowest file of that name.
    assert!(message("main.rs").await.ends_with("did you mean `src/main.rs` or `vendor/x/src/main.rs`?"));
    // Nothing near: a directory of a few files says which; a denied file is never advertised.
    assert_eq!(message("env").await, "env does not exist; the files there are `Cargo.toml`, `calc.py`");
    assert_eq!(message("src/lib.rs").await, "src/lib.rs does not exist; the files there are `src/main.rs`");
    for n in 0..9 {
        repo.file(&format!("many/f{n}.txt"), "");
    }
    assert_eq!(message("many/notes.md").await, "many/notes.md does not exist; find files with glob");
    // edit says it too, and never advises creating the file instead.
    let edit = err("edit", json!({"path": "src/mian.rs", "old_string": "a", "new_string": "b"}), &env).await;
    assert!(edit.contains("did you mean `src/main.rs`?") && !edit.contains("write"), "{edit}");
}

/// A checker of `.py` files that records what `read` hands it.
#[derive(Debug, Default)]
struct Recorder(std::sync::Mutex<Vec<(std::path::PathBuf, String)>>);

impl nub_tools::SyntaxCheck for Recorder {
    fn first_error(&self, _path: &std::path::Path, _text: &str) -> Option<usize> {
        None
    }

    fn checks(&self, path: &std::path::Path) -> bool {
        path.extension().is_some_and(|ext| ext == "py")
    }

    fn prepare(&self, path: &std::path::Path, text: &str) {
        self.0.lock().unwrap().push((path.to_owned(), text.to_owned()));
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_read_hands_the_whole_file_to_the_syntax_checker_ahead_of_an_edit() {
    let repo = Repo::new();
    repo.file("m.py", "a = 1\nb = 2\nc = 3\n");
    repo.file("notes.md", "# notes\n");
    let recorder = std::sync::Arc::new(Recorder::default());
    let env = nub_tools::ToolEnv { syntax: Some(recorder.clone()), ..repo.env() };
    // A window of the file still hands over all of it; a language the
    // checker does not know and a failed read hand over nothing.
    ok("read", json!({"path": "m.py", "offset": 2, "limit": 1}), &env).await;
    ok("read", json!({"path": "notes.md"}), &env).await;
    err("read", json!({"path": "gone.py"}), &env).await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while recorder.0.lock().unwrap().is_empty() && std::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    let handed = recorder.0.lock().unwrap().clone();
    assert_eq!(handed.len(), 1, "{handed:?}");
    assert!(handed[0].0.ends_with("m.py"));
    assert_eq!(handed[0].1, "a = 1\nb = 2\nc = 3\n");
}
