//! The checkpoint store end to end, below the loop: snapshots around calls,
//! diffs and restores along the tree, hand edits, crashes, links, modes.
//! The workspaces here have no `.git`.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use nub_llm::{Block, Message, Role};
use nub_session::checkpoint::{Call, ChangeKind, Checkpoints, RestoreError, Scope, Settings};
use nub_session::{Node, NodeId, SessionFile, Store};

struct Work {
    dir: tempfile::TempDir,
    file: SessionFile,
    checkpoints: Checkpoints,
    calls: usize,
}

impl Work {
    fn new() -> Work {
        Work::with(Settings::default())
    }

    fn with(settings: Settings) -> Work {
        let dir = tempfile::tempdir().unwrap();
        let file = Store::for_cwd(dir.path()).create(dir.path()).unwrap();
        let checkpoints = Checkpoints::new(dir.path(), settings);
        Work { dir, file, checkpoints, calls: 0 }
    }

    fn root(&self) -> &Path {
        self.dir.path()
    }

    fn put(&self, rel: &str, text: &str) {
        let path = self.root().join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    fn get(&self, rel: &str) -> Option<String> {
        fs::read_to_string(self.root().join(rel)).ok()
    }

    fn append(&mut self, message: Message) -> NodeId {
        let node = Node::message(self.file.session.head().cloned(), message);
        let id = node.id.clone();
        self.file.append(node).unwrap();
        id
    }

    fn prompt(&mut self, text: &str) -> NodeId {
        self.append(Message::user(text))
    }

    /// A tool call that runs `work` between the snapshots; the node with its
    /// result.
    fn call(&mut self, tool: &str, scope: Scope, work: impl FnOnce(&Path)) -> NodeId {
        let (assistant, call) = self.ask(tool);
        let pending = self.checkpoints.begin(call.clone(), scope).unwrap();
        work(self.root());
        self.checkpoints.finish(pending).unwrap();
        let _ = assistant;
        self.answer(&call.id)
    }

    /// The assistant node asking for a call.
    fn ask(&mut self, tool: &str) -> (NodeId, Call) {
        self.calls += 1;
        let id = format!("call_{}", self.calls);
        let block = Block::ToolUse { id: id.clone(), name: tool.into(), input: serde_json::json!({}) };
        let node = self.append(Message { role: Role::Assistant, content: vec![block] });
        let call = Call { session: self.file.session.id.clone(), node: node.clone(), id, tool: tool.into() };
        (node, call)
    }

    fn answer(&mut self, call: &str) -> NodeId {
        let result = Block::ToolResult { tool_use_id: call.into(), content: vec![Block::text("ok")], is_error: false };
        self.append(Message { role: Role::User, content: vec![result] })
    }

    fn paths(&self, rels: &[&str]) -> Scope {
        Scope::Paths(rels.iter().map(|r| self.root().join(r)).collect::<Vec<PathBuf>>())
    }
}

/// The scenario: run 1 writes notes.txt, run 2's bash rewrites it,
/// deletes calc.py and creates extra.txt.
fn scenario() -> (Work, NodeId) {
    let mut work = Work::new();
    work.put("calc.py", "def add(a, b):\n    return a + b\n");
    work.prompt("write notes");
    let scope = work.paths(&["notes.txt"]);
    work.call("write", scope, |root| fs::write(root.join("notes.txt"), "first notes\n").unwrap());
    let after_run_1 = work.prompt("now tidy up");
    work.call("bash", Scope::Workspace, |root| {
        fs::write(root.join("notes.txt"), "rewritten\n").unwrap();
        fs::remove_file(root.join("calc.py")).unwrap();
        fs::write(root.join("extra.txt"), "extra\n").unwrap();
    });
    (work, after_run_1)
}

#[test]
fn bash_changes_are_found_diffed_and_restored_without_git() {
    let (mut work, node) = scenario();
    assert!(!work.root().join(".git").exists());
    let diff = work.checkpoints.diff(&work.file.session, Some(&node)).unwrap();
    let kinds: Vec<(&str, ChangeKind)> = diff.entries.iter().map(|e| (e.path.as_str(), e.kind)).collect();
    assert_eq!(
        kinds,
        [("calc.py", ChangeKind::Deleted), ("extra.txt", ChangeKind::Created), ("notes.txt", ChangeKind::Modified)]
    );
    let unified = diff.unified();
    assert!(unified.contains("-first notes\n+rewritten\n"), "{unified}");
    assert!(unified.contains("--- a/calc.py\n+++ /dev/null\n"), "{unified}");
    assert!(diff.stat().contains("3 files differ: 1 created, 1 deleted, 1 changed"), "{}", diff.stat());

    let head_before = work.file.session.head().cloned().unwrap();
    let restored = work.checkpoints.restore(&mut work.file, &node, false).unwrap();
    assert_eq!(work.get("notes.txt").as_deref(), Some("first notes\n"));
    assert_eq!(work.get("calc.py").as_deref(), Some("def add(a, b):\n    return a + b\n"));
    assert_eq!(work.get("extra.txt"), None);
    assert_eq!(restored.summary(10), "calc.py recreated, extra.txt deleted, notes.txt restored");
    // Recorded as a node below the old head, which can be restored to: an undo.
    let restore_node = restored.node.unwrap();
    assert_eq!(work.file.session.node(&restore_node).unwrap().parent.as_ref(), Some(&head_before));
    assert!(work.checkpoints.diff(&work.file.session, Some(&restore_node)).unwrap().entries.is_empty());
    work.checkpoints.restore(&mut work.file, &head_before, false).unwrap();
    assert_eq!(work.get("notes.txt").as_deref(), Some("rewritten\n"));
    assert_eq!(work.get("extra.txt").as_deref(), Some("extra\n"));
    assert_eq!(work.get("calc.py"), None);
    // From the session's start: notes.txt did not exist.
    let from_start = work.checkpoints.diff(&work.file.session, None).unwrap();
    assert!(from_start.entries.iter().any(|e| e.path == "notes.txt" && e.kind == ChangeKind::Created));
}

#[test]
fn a_hand_edit_makes_a_restore_refuse_until_forced_and_a_forced_one_can_be_undone() {
    let (mut work, node) = scenario();
    work.put("notes.txt", "my own words\n");
    let nodes_before = work.file.session.len();
    let error = work.checkpoints.restore(&mut work.file, &node, false).unwrap_err();
    let RestoreError::Conflicts(conflicts) = &error else { panic!("{error}") };
    assert_eq!(conflicts.iter().map(|c| c.path.as_str()).collect::<Vec<_>>(), ["notes.txt"]);
    assert!(error.to_string().contains("nothing was restored"), "{error}");
    // Nothing changed, nothing recorded.
    assert_eq!(work.get("notes.txt").as_deref(), Some("my own words\n"));
    assert_eq!(work.get("extra.txt").as_deref(), Some("extra\n"));
    assert_eq!(work.get("calc.py"), None);
    assert_eq!(work.file.session.len(), nodes_before);

    let restored = work.checkpoints.restore(&mut work.file, &node, true).unwrap();
    assert_eq!(work.get("notes.txt").as_deref(), Some("first notes\n"));
    // The hand edit was saved before it was overwritten: restoring the node
    // before the restore brings it back.
    let restore_node = restored.node.unwrap();
    let before = work.file.session.node(&restore_node).unwrap().parent.clone().unwrap();
    work.checkpoints.restore(&mut work.file, &before, false).unwrap();
    assert_eq!(work.get("notes.txt").as_deref(), Some("my own words\n"));
    assert_eq!(work.get("extra.txt").as_deref(), Some("extra\n"));
    assert_eq!(work.get("calc.py"), None);
}

#[test]
fn restores_follow_branches() {
    let mut work = Work::new();
    work.put("app.txt", "v0\n");
    let start = work.prompt("go");
    let scope = work.paths(&["app.txt"]);
    let branch_a = work.call("edit", scope, |root| fs::write(root.join("app.txt"), "v1 on a\n").unwrap());
    work.call("bash", Scope::Workspace, |root| fs::write(root.join("a_only.txt"), "a\n").unwrap());
    // Rewind to the start (conversation and files), then branch b.
    work.file.branch(&start).unwrap();
    work.checkpoints.restore(&mut work.file, &start, false).unwrap();
    assert_eq!((work.get("app.txt").as_deref(), work.get("a_only.txt")), (Some("v0\n"), None));
    let scope = work.paths(&["app.txt"]);
    let branch_b = work.call("write", scope, |root| fs::write(root.join("app.txt"), "v1 on b\n").unwrap());
    assert_eq!(work.get("app.txt").as_deref(), Some("v1 on b\n"));
    // Over to branch a's first call: its own state, not b's.
    work.checkpoints.restore(&mut work.file, &branch_a, false).unwrap();
    assert_eq!((work.get("app.txt").as_deref(), work.get("a_only.txt")), (Some("v1 on a\n"), None));
    // And back to b.
    work.checkpoints.restore(&mut work.file, &branch_b, false).unwrap();
    assert_eq!(work.get("app.txt").as_deref(), Some("v1 on b\n"));
}

#[test]
fn a_call_cut_off_by_a_crash_is_recovered_and_restores_cleanly() {
    let mut work = Work::new();
    work.put("notes.txt", "kept\n");
    work.put("calc.py", "x = 1\n");
    let start = work.prompt("go");
    let (_assistant, call) = work.ask("bash");
    let pending = work.checkpoints.begin(call.clone(), Scope::Workspace).unwrap();
    fs::write(work.root().join("notes.txt"), "half-way\n").unwrap();
    fs::remove_file(work.root().join("calc.py")).unwrap();
    // The process dies: no finish, the marker's lock goes with it.
    drop(pending);
    let marker_dir = work.root().join(".nub/checkpoints/pending");
    assert_eq!(fs::read_dir(&marker_dir).unwrap().count(), 1);
    // The next start repairs the session (the call answered as interrupted)
    // and opens the store anew.
    work.checkpoints = Checkpoints::new(work.root(), Settings::default());
    work.answer(&call.id);
    let restored = work.checkpoints.restore(&mut work.file, &start, false).unwrap();
    assert!(restored.notes.iter().any(|n| n.contains("interrupted bash call")), "{:?}", restored.notes);
    assert_eq!(work.get("notes.txt").as_deref(), Some("kept\n"));
    assert_eq!(work.get("calc.py").as_deref(), Some("x = 1\n"));
    assert_eq!(fs::read_dir(&marker_dir).unwrap().count(), 0);
}

#[test]
fn a_missing_blob_is_named_and_nothing_changes() {
    let (mut work, node) = scenario();
    let objects = work.root().join(".nub/checkpoints/objects");
    // Delete the blob of calc.py's content.
    let wanted = nub_session::checkpoint::Hash::of(b"def add(a, b):\n    return a + b\n").hex();
    fs::remove_file(objects.join(&wanted[..2]).join(&wanted[2..])).unwrap();
    let error = work.checkpoints.restore(&mut work.file, &node, true).unwrap_err();
    assert!(matches!(error, RestoreError::Missing(_)), "{error}");
    assert!(error.to_string().contains("calc.py") && error.to_string().contains("missing"), "{error}");
    assert_eq!(work.get("notes.txt").as_deref(), Some("rewritten\n"), "nothing changed");
    assert_eq!(work.get("extra.txt").as_deref(), Some("extra\n"));
}

#[test]
fn links_modes_binary_files_and_unreadable_ones() {
    let mut work = Work::new();
    let binary: Vec<u8> = (0..=255u8).cycle().take(3000).collect();
    fs::write(work.root().join("blob.bin"), &binary).unwrap();
    work.put("run.sh", "#!/bin/sh\necho hi\n");
    fs::set_permissions(work.root().join("run.sh"), fs::Permissions::from_mode(0o755)).unwrap();
    std::os::unix::fs::symlink("run.sh", work.root().join("latest")).unwrap();
    let outside = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(outside.path(), work.root().join("out")).unwrap();
    let start = work.prompt("go");
    work.call("bash", Scope::Workspace, |root| {
        fs::write(root.join("blob.bin"), b"\0changed").unwrap();
        fs::remove_file(root.join("run.sh")).unwrap();
        fs::remove_file(root.join("latest")).unwrap();
        std::os::unix::fs::symlink("/etc/passwd", root.join("latest")).unwrap();
        // Through the link out of the repository: not nub's to track.
        fs::write(root.join("out/escaped.txt"), "x").unwrap();
    });
    let diff = work.checkpoints.diff(&work.file.session, Some(&start)).unwrap();
    assert!(diff.unified().contains("Binary files a/blob.bin and b/blob.bin differ"), "{}", diff.unified());
    assert!(diff.entries.iter().all(|e| !e.path.starts_with("out")), "{:?}", diff.entries);
    work.checkpoints.restore(&mut work.file, &start, false).unwrap();
    assert_eq!(fs::read(work.root().join("blob.bin")).unwrap(), binary);
    let meta = fs::metadata(work.root().join("run.sh")).unwrap();
    assert_eq!(meta.permissions().mode() & 0o777, 0o755, "the executable bits came back");
    assert_eq!(fs::read_link(work.root().join("latest")).unwrap(), Path::new("run.sh"), "a link, restored as one");
    assert_eq!(fs::read_to_string(outside.path().join("escaped.txt")).unwrap(), "x", "untouched outside");

    // A FIFO (and, for a user that is not root, an unreadable file) is
    // listed, not fatal.
    assert!(std::process::Command::new("mkfifo").arg(work.root().join("pipe")).status().unwrap().success());
    work.put("secret.txt", "s");
    fs::set_permissions(work.root().join("secret.txt"), fs::Permissions::from_mode(0o000)).unwrap();
    let (_node, call) = work.ask("bash");
    let pending = work.checkpoints.begin(call, Scope::Workspace).unwrap();
    assert!(pending.notes.iter().any(|n| n.starts_with("pipe: not a regular file")), "{:?}", pending.notes);
    let root_user = fs::read(work.root().join("secret.txt")).is_ok();
    if !root_user {
        assert!(pending.notes.iter().any(|n| n.starts_with("secret.txt: cannot read it")), "{:?}", pending.notes);
    }
    let snapshot = work.checkpoints.finish(pending).unwrap();
    assert!(snapshot.notes.is_empty(), "each note is given once: {:?}", snapshot.notes);
}

#[test]
fn ignored_and_oversized_files_are_left_out_with_a_note() {
    let mut work = Work::with(Settings { max_file_bytes: 1000, ..Settings::default() });
    work.put(".gitignore", "target/\n*.log\n");
    work.put("target/out.o", "old");
    work.put("big.dat", &"x".repeat(5000));
    work.put("small.txt", "a");
    let start = work.prompt("go");
    let (_node, call) = work.ask("bash");
    let pending = work.checkpoints.begin(call.clone(), Scope::Workspace).unwrap();
    assert!(pending.notes.iter().any(|n| n.contains("big.dat") && n.contains("max_file_bytes")), "{:?}", pending.notes);
    work.put("target/out.o", "new");
    work.put("run.log", "log");
    work.put("small.txt", "b");
    let snapshot = work.checkpoints.finish(pending).unwrap();
    let paths: Vec<&str> = snapshot.files.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(paths, ["small.txt"]);
    work.answer(&call.id);
    work.checkpoints.restore(&mut work.file, &start, false).unwrap();
    assert_eq!(work.get("small.txt").as_deref(), Some("a"));
    assert_eq!(work.get("target/out.o").as_deref(), Some("new"), "ignored: not nub's to restore");
}

#[test]
fn compaction_copies_keep_the_file_states_of_the_calls_they_copy() {
    let (mut work, _) = scenario();
    let head = work.file.session.head().cloned().unwrap();
    let state_before = work.checkpoints.diff(&work.file.session, Some(&head)).unwrap();
    assert!(state_before.entries.is_empty());
    // Keep the last two nodes (the bash call and its result) verbatim.
    let path_len = work.file.session.path_to(&head).len();
    let nodes = work.file.session.compaction(path_len - 2, Message::user("summary")).unwrap();
    for node in nodes {
        work.file.append(node).unwrap();
    }
    let copy = work.file.session.head().cloned().unwrap();
    assert_ne!(copy, head);
    let after = work.checkpoints.diff(&work.file.session, Some(&copy)).unwrap();
    assert!(after.entries.is_empty(), "the copy holds the same files: {:?}", after.entries);
}

#[test]
fn undo_steps_back_one_prompt_at_a_time() {
    let (mut work, after_run_1) = scenario();
    let first = work.checkpoints.undo_target(&work.file).unwrap().unwrap();
    assert_eq!(first, after_run_1);
    work.checkpoints.restore(&mut work.file, &first, false).unwrap();
    assert_eq!(work.get("notes.txt").as_deref(), Some("first notes\n"));
    let second = work.checkpoints.undo_target(&work.file).unwrap().unwrap();
    work.checkpoints.restore(&mut work.file, &second, false).unwrap();
    assert_eq!(work.get("notes.txt"), None, "before the first prompt there were no notes");
    assert_eq!(work.checkpoints.undo_target(&work.file).unwrap(), None);
}

#[test]
fn usage_and_prune_keep_what_is_named_and_drop_the_rest() {
    let (work, _) = scenario();
    let usage = work.checkpoints.usage().unwrap();
    assert_eq!(usage.sessions.len(), 1);
    assert_eq!(usage.sessions[0].changes, 2);
    assert!(usage.bytes > 0 && usage.baseline_files == 2, "{usage:?}");
    let kept = work.checkpoints.prune(&|_| false).unwrap();
    assert_eq!((kept.sessions.len(), kept.objects), (0, 0), "everything is still named");
    let pruned = work.checkpoints.prune(&|_| true).unwrap();
    assert_eq!(pruned.sessions.len(), 1);
    assert!(pruned.objects >= 2, "the first notes and calc.py are named by nothing now: {pruned:?}");
    let after = work.checkpoints.usage().unwrap();
    assert!(after.sessions.is_empty());
    // What the workspace holds now stays (the next snapshot needs it).
    assert_eq!(after.bytes, after.baseline_bytes);
}

/// After the first walk the kernel's events say what changed: each kind of
/// change a shell makes must come out as the same change set a full walk
/// would find.
#[test]
fn what_the_events_tell_matches_what_a_walk_finds() {
    let mut work = Work::new();
    work.put("x.txt", "x");
    work.put("keep/one.txt", "1");
    work.put("dir1/a.txt", "a");
    work.put("f", "file");
    work.put(".gitignore", "*.tmp\n");
    let start = work.prompt("go");
    let changes = |work: &mut Work, script: &str| -> Vec<(String, ChangeKind)> {
        let (_node, call) = work.ask("bash");
        let pending = work.checkpoints.begin(call.clone(), Scope::Workspace).unwrap();
        let status = std::process::Command::new("sh").arg("-c").arg(script).current_dir(work.root()).status().unwrap();
        assert!(status.success(), "{script}");
        let snapshot = work.checkpoints.finish(pending).unwrap();
        work.answer(&call.id);
        let mut found: Vec<(String, ChangeKind)> = snapshot.files.iter().map(|f| (f.path.clone(), f.kind())).collect();
        found.sort_by(|a, b| a.0.cmp(&b.0));
        found
    };
    let owned = |list: &[(&str, ChangeKind)]| list.iter().map(|(p, k)| ((*p).to_owned(), *k)).collect::<Vec<_>>();
    use ChangeKind::{Created, Deleted, Modified};
    // The first call walks; the rest run on events.
    assert_eq!(changes(&mut work, "echo 2 > keep/one.txt"), owned(&[("keep/one.txt", Modified)]));
    assert_eq!(
        changes(&mut work, "mkdir -p a/b/c && echo n > a/b/c/new.txt && echo t > a/junk.tmp"),
        owned(&[("a/b/c/new.txt", Created)])
    );
    assert_eq!(changes(&mut work, "rm -r a"), owned(&[("a/b/c/new.txt", Deleted)]));
    assert_eq!(changes(&mut work, "mv x.txt y.txt"), owned(&[("x.txt", Deleted), ("y.txt", Created)]));
    assert_eq!(changes(&mut work, "rm f && mkdir f && echo g > f/g"), owned(&[("f", Deleted), ("f/g", Created)]));
    assert_eq!(changes(&mut work, "mv dir1 dir2"), owned(&[("dir1/a.txt", Deleted), ("dir2/a.txt", Created)]));
    assert_eq!(changes(&mut work, "echo more > dir2/a.txt"), owned(&[("dir2/a.txt", Modified)]), "the moved directory");
    assert_eq!(changes(&mut work, "chmod +x y.txt"), owned(&[("y.txt", Modified)]));
    assert_eq!(
        changes(&mut work, "echo 'y.txt' >> .gitignore && echo later > keep/one.txt"),
        owned(&[(".gitignore", Modified), ("keep/one.txt", Modified)]),
        "an ignore file changed: a full walk (a file nub knew stays known)"
    );
    assert_eq!(changes(&mut work, "echo z > y.txt"), owned(&[("y.txt", Modified)]));
    assert_eq!(changes(&mut work, "true"), owned(&[]));
    // And all of it back.
    work.checkpoints.restore(&mut work.file, &start, false).unwrap();
    for (path, text) in
        [("x.txt", "x"), ("keep/one.txt", "1"), ("dir1/a.txt", "a"), ("f", "file"), (".gitignore", "*.tmp\n")]
    {
        assert_eq!(work.get(path).as_deref(), Some(text), "{path}");
    }
    for gone in ["y.txt", "dir2", "a"] {
        assert!(!work.root().join(gone).exists(), "{gone}");
    }
}

/// Two processes on one repository share the index, through its log: a
/// process that recovers another's interrupted call compares with what the
/// other last saved, so the change set holds what that call changed and
/// not what earlier calls did.
#[test]
fn two_processes_share_the_index() {
    let mut work = Work::new();
    work.put("f.txt", "1");
    work.put("g.txt", "1");
    work.prompt("go");
    work.call("bash", Scope::Workspace, |root| fs::write(root.join("f.txt"), "2").unwrap());
    assert!(work.root().join(".nub/checkpoints/index.log").exists(), "a small change goes to the log");
    let (_node, call) = work.ask("bash");
    let pending = work.checkpoints.begin(call.clone(), Scope::Workspace).unwrap();
    fs::write(work.root().join("g.txt"), "2").unwrap();
    drop(pending); // killed mid-call
    let other = Checkpoints::new(work.root(), Settings::default());
    let notes = other.recover().unwrap();
    assert_eq!(notes.len(), 1, "{notes:?}");
    let journal = other.journal(&work.file.session.id).unwrap();
    let recovered = journal.records.last().unwrap();
    let paths: Vec<&str> = recovered.files().iter().map(|f| f.path.as_str()).collect();
    assert_eq!(paths, ["g.txt"], "f.txt's change was the earlier call's");
}

#[test]
fn a_workspace_too_large_to_snapshot_is_said_once_and_write_still_works() {
    let mut work = Work::with(Settings { max_workspace_files: 5, ..Settings::default() });
    for i in 0..10 {
        work.put(&format!("f{i}.txt"), "x");
    }
    let start = work.prompt("go");
    let (_node, call) = work.ask("bash");
    let pending = work.checkpoints.begin(call.clone(), Scope::Workspace).unwrap();
    assert!(pending.notes.iter().any(|n| n.contains("too large to snapshot (10 files")), "{:?}", pending.notes);
    work.put("f0.txt", "changed by bash");
    let snapshot = work.checkpoints.finish(pending).unwrap();
    assert!(snapshot.files.is_empty() && snapshot.notes.is_empty(), "{snapshot:?}");
    work.answer(&call.id);
    let scope = work.paths(&["f1.txt"]);
    work.call("write", scope, |root| fs::write(root.join("f1.txt"), "written").unwrap());
    work.checkpoints.restore(&mut work.file, &start, false).unwrap();
    assert_eq!(work.get("f1.txt").as_deref(), Some("x"));
    assert_eq!(work.get("f0.txt").as_deref(), Some("changed by bash"), "not recorded, not restored");
    let objects = fs::read_dir(work.root().join(".nub/checkpoints/objects")).unwrap();
    let blobs = objects.flat_map(|fanout| fs::read_dir(fanout.unwrap().path()).unwrap()).count();
    assert_eq!(blobs, 2, "f1.txt before and after; no baseline saved");
}

#[test]
fn deny_paths_never_enter_the_store() {
    let settings = Settings { exclude: vec!["**/.env".into(), "secrets/**".into()], ..Settings::default() };
    let mut work = Work::with(settings);
    work.put(".env", "OPENAI_API_KEY=sk-secret");
    work.put("secrets/key.pem", "PRIVATE");
    work.put("app.txt", "a");
    work.prompt("go");
    work.call("bash", Scope::Workspace, |root| {
        fs::write(root.join(".env"), "OPENAI_API_KEY=sk-other").unwrap();
        fs::write(root.join("app.txt"), "b").unwrap();
    });
    let journal = work.checkpoints.journal(&work.file.session.id).unwrap();
    let paths: Vec<&str> = journal.records.iter().flat_map(|r| r.files()).map(|f| f.path.as_str()).collect();
    assert_eq!(paths, ["app.txt"]);
    for secret in ["OPENAI_API_KEY=sk-secret", "OPENAI_API_KEY=sk-other", "PRIVATE"] {
        let blob = nub_session::checkpoint::Hash::of(secret.as_bytes()).hex();
        assert!(!work.root().join(".nub/checkpoints/objects").join(&blob[..2]).join(&blob[2..]).exists(), "{secret}");
    }
}

#[test]
fn a_repository_cannot_bring_links_into_the_store() {
    for linked in ["objects", "sessions", "pending", "objects/ab"] {
        let mut work = Work::new();
        let outside = tempfile::tempdir().unwrap();
        let store = work.root().join(".nub/checkpoints");
        fs::create_dir_all(store.join(linked).parent().unwrap()).unwrap();
        std::os::unix::fs::symlink(outside.path(), store.join(linked)).unwrap();
        // Content whose blob lands in objects/ab, for the last case.
        let text = (0..)
            .map(|i| format!("{i}"))
            .find(|t| nub_session::checkpoint::Hash::of(t.as_bytes()).hex().starts_with("ab"))
            .unwrap();
        work.put("a.txt", &text);
        work.prompt("go");
        let (_node, call) = work.ask("bash");
        // Refused outright, or (a blob's directory) that file not saved.
        let said = match work.checkpoints.begin(call, Scope::Workspace) {
            Err(error) => error.to_string(),
            Ok(pending) => pending.notes.join("\n"),
        };
        assert!(said.contains("symbolic link"), "{linked}: {said}");
        assert_eq!(fs::read_dir(outside.path()).unwrap().count(), 0, "{linked}: nothing written through the link");
    }
}
