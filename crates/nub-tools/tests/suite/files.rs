//! An editor's buffers behind the file tools (`ToolEnv::files`): the text
//! of an existing file comes from the editor, writes go to it; the path
//! guard, missing files, directories, images and binary files are the
//! disk's business as always.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use nub_tools::{TextFiles, ToolView};
use serde_json::json;

use super::*;

/// Buffers by path; what was asked, in order.
#[derive(Debug, Default)]
struct Buffers {
    text: Mutex<HashMap<PathBuf, String>>,
    asked: Mutex<Vec<String>>,
    writes: bool,
}

impl TextFiles for Buffers {
    fn reads(&self) -> bool {
        true
    }

    fn writes(&self) -> bool {
        self.writes
    }

    fn read_text(&self, path: &Path) -> Result<String, String> {
        self.asked.lock().unwrap().push(format!("read {}", path.display()));
        self.text.lock().unwrap().get(path).cloned().ok_or_else(|| "no such buffer".into())
    }

    fn write_text(&self, path: &Path, text: &str) -> Result<(), String> {
        self.asked.lock().unwrap().push(format!("write {}", path.display()));
        self.text.lock().unwrap().insert(path.to_owned(), text.to_owned());
        Ok(())
    }
}

fn editor(repo: &Repo, writes: bool, buffers: &[(&str, &str)]) -> (Arc<Buffers>, ToolEnv) {
    let text = buffers.iter().map(|(path, text)| (repo.root.join(path), (*text).to_owned())).collect();
    let buffers = Arc::new(Buffers { text: Mutex::new(text), writes, ..Buffers::default() });
    let env = ToolEnv { files: Some(buffers.clone()), ..repo.env() };
    (buffers, env)
}

#[tokio::test]
async fn read_edit_and_write_go_through_the_editor() {
    let repo = Repo::new();
    let a = repo.file("a.txt", "on disk\n");
    let (buffers, env) = editor(&repo, true, &[("a.txt", "unsaved one\nunsaved two\n")]);
    let read = ok("read", json!({"path": "a.txt", "offset": 2}), &env).await;
    assert_eq!(read.for_model, "     2\tunsaved two\n");
    ok("edit", json!({"path": "a.txt", "old_string": "two", "new_string": "2"}), &env).await;
    let made = ok("write", json!({"path": "sub/b.txt", "content": "new\n"}), &env).await;
    assert!(matches!(made.view, ToolView::Diff { created: true, .. }), "{:?}", made.view);
    let b = repo.root.join("sub/b.txt");
    assert_eq!(
        *buffers.asked.lock().unwrap(),
        [
            format!("read {}", a.display()),
            format!("read {}", a.display()),
            format!("write {}", a.display()),
            format!("write {}", b.display()),
        ]
    );
    assert_eq!(buffers.text.lock().unwrap()[&a], "unsaved one\nunsaved 2\n");
    assert_eq!(repo.read("a.txt"), "on disk\n", "the disk is the editor's to save");
    assert!(!b.exists() && b.parent().unwrap().is_dir(), "the directory is made, the file is the editor's");
}

#[tokio::test]
async fn the_disk_decides_what_is_not_a_text_file_and_the_guard_comes_first() {
    let repo = Repo::new();
    repo.file("pic.png", b"\x89PNG\r\n\x1a\n....");
    repo.file("blob.bin", b"a\0b");
    repo.file(".env", "TOKEN=1\n");
    repo.file("dir/x", "x");
    let (buffers, env) = editor(&repo, true, &[]);
    assert!(ok("read", json!({"path": "pic.png"}), &env).await.for_model.contains("image"));
    assert!(err("read", json!({"path": "blob.bin"}), &env).await.contains("binary"));
    assert!(err("read", json!({"path": "missing.txt"}), &env).await.contains("does not exist"));
    assert!(err("read", json!({"path": "dir"}), &env).await.contains("directory"));
    assert!(
        err("edit", json!({"path": "missing.txt", "old_string": "a", "new_string": "b"}), &env)
            .await
            .contains("does not exist")
    );
    err("read", json!({"path": ".env"}), &env).await;
    err("write", json!({"path": "../out.txt", "content": "x"}), &env).await;
    assert!(buffers.asked.lock().unwrap().is_empty(), "{:?}", buffers.asked.lock().unwrap());
}

#[tokio::test]
async fn an_editor_that_only_reads_leaves_writing_to_the_disk() {
    let repo = Repo::new();
    repo.file("a.txt", "on disk\n");
    let (buffers, env) = editor(&repo, false, &[("a.txt", "in the buffer\n")]);
    ok("edit", json!({"path": "a.txt", "old_string": "buffer", "new_string": "file"}), &env).await;
    assert_eq!(repo.read("a.txt"), "in the file\n");
    assert_eq!(buffers.asked.lock().unwrap().len(), 1, "one read, no write");
    // An editor that cannot read a file it should have says why.
    let (_, env) = editor(&repo, false, &[]);
    let message = err("read", json!({"path": "a.txt"}), &env).await;
    assert!(message.contains("the editor: no such buffer"), "{message}");
}
