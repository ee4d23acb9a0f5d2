//! A small model's last answer written by nub, without a request, when the
//! work its run set out to do is done and checked: the edits shown in the
//! first request are in place as shown, the failing tests pass, the
//! program that reproduced a fault prints the right amount, the rename is
//! complete, the function asked for whole or the docstring is in place.
//! Asked for that answer, the 1.5B model spent one more request saying in
//! a sentence what the diff already shows: about 5 s on two CPU cores, a
//! quarter of a two-request task.

use nub_llm::{Block, Message, Role, StopReason, Usage};
use nub_session::Node;

use super::{Run, append};
use crate::control::Control;
use crate::effect::describe;
use crate::event::{ChangedFile, Outcome, UiEvent};

/// Who wrote a composed answer, as its node's model: sessions and exports
/// show it was no model's.
const COMPOSER: &str = "nub";

/// Characters of a line quoted whole in a composed answer; a longer one is
/// counted instead.
const QUOTED_LINE_CHARS: usize = 100;

/// What a run holds for an answer nub writes.
#[derive(Debug, Default)]
pub(super) struct Composed {
    /// The edits the first request showed.
    pub(super) shown: ShownWork,
    /// The answer written, until the loop gives it as the next turn's.
    pub(super) answer: Option<String>,
    /// The edits of a rename the first request showed, one per file, until
    /// an answer sends one of them.
    pub(super) renames: Vec<serde_json::Value>,
    /// The `edit` inputs of changes the fix search found (`try_fixes`),
    /// until nub sends them as the next answer's calls.
    pub(super) found: Vec<serde_json::Value>,
    /// The function asked for whole as nub wrote it (`shown_line`), until
    /// nub gives it as the next answer.
    pub(super) function: Option<String>,
    /// A question's failed program as nub mended it (`program_mend`),
    /// until nub sends it as the next answer.
    pub(super) program: Option<String>,
}

impl Composed {
    /// When `message` makes one of the rename's edits as shown (its path
    /// and strings), and no other call: that call is the edit as shown
    /// (with its `replace_all`), and the others are appended to it as
    /// calls, to run like any (path guard, permissions, hooks,
    /// checkpoint). Shown all of them, the 1.5B model sent one edit an
    /// answer, a request of about 10 s on two CPU cores for each file.
    pub(super) fn rest_of_rename(&mut self, message: &mut Message) {
        let same = |a: &serde_json::Value, b: &serde_json::Value| {
            ["path", "old_string", "new_string"].iter().all(|key| a.get(key) == b.get(key))
        };
        let mut calls = message.content.iter_mut().filter_map(|block| match block {
            Block::ToolUse { name, input, .. } => Some((name.as_str(), input)),
            _ => None,
        });
        let (Some(("edit", sent)), None) = (calls.next(), calls.next()) else { return };
        let Some(shown) = self.renames.iter().find(|shown| same(shown, sent)) else { return };
        // Sent without its `replace_all`, the edit of a name used twice
        // fails: it is the edit shown, as shown.
        *sent = shown.clone();
        let sent = sent.clone();
        let rest: Vec<serde_json::Value> = self.renames.drain(..).filter(|shown| !same(shown, &sent)).collect();
        for (n, input) in rest.into_iter().enumerate() {
            tracing::info!(path = %input["path"], "the rest of a rename shown first");
            message.content.push(Block::ToolUse {
                id: format!("{}_{n}", super::made_edit::call_id("rename")),
                name: "edit".to_owned(),
                input,
            });
        }
    }
}

impl ShownWork {
    /// The files the shown edits change, from the repository `root` (as
    /// attachments name them); `None` when no edit was shown.
    pub(super) fn files_from(&self, cwd: &std::path::Path, root: &std::path::Path) -> Option<Vec<String>> {
        if self.files.is_empty() {
            return None;
        }
        let from_root = |path: &str| {
            let full = cwd.join(path);
            full.strip_prefix(root).ok().and_then(|p| p.to_str()).map(str::to_owned).unwrap_or_else(|| path.to_owned())
        };
        Some(self.files.iter().map(|(path, _)| from_root(path)).collect())
    }
}

/// The edits the first request showed, as the files they leave.
#[derive(Debug, Default)]
pub(super) struct ShownWork {
    /// Path (from the working directory) and the text the edit leaves.
    files: Vec<(String, String)>,
    /// Each edit shown: path, old and new text.
    edits: Vec<(String, String, String)>,
    /// What the answer says of each, in order.
    said: Vec<String>,
}

impl ShownWork {
    /// Takes in an edit shown for `path` from `old` to `new`; false when
    /// `old` is not in the file exactly once (the edit would not run).
    pub(super) fn expect(&mut self, cwd: &std::path::Path, path: &str, old: &str, new: &str) -> bool {
        let Ok(text) = std::fs::read_to_string(cwd.join(path)) else { return false };
        if old.is_empty() || text.matches(old).count() != 1 {
            return false;
        }
        self.files.push((path.to_owned(), text.replacen(old, new, 1)));
        self.said.push(changed_from_to(path, old, new));
        self.edits.push((path.to_owned(), old.to_owned(), new.to_owned()));
        true
    }

    /// An `edit` call of `message` that makes part of a shown edit's
    /// change (the same change of fewer characters: `4.50` → `4.95` of
    /// `("seville orange", "454g"): 4.50,`) is made the shown edit, which
    /// names its one place: sent bare, the number occurred twice in the
    /// file and the edit failed three times.
    pub(super) fn as_shown(&self, cwd: &std::path::Path, message: &mut Message) {
        for block in &mut message.content {
            let Block::ToolUse { name, input, .. } = block else { continue };
            let text = |key: &str| input.get(key).and_then(|v| v.as_str()).map(str::to_owned);
            let (Some(path), Some(old), Some(new)) = (text("path"), text("old_string"), text("new_string")) else {
                continue;
            };
            if name != "edit" || old.is_empty() || old == new {
                continue;
            }
            // Only while the shown edit is still to make, in its one place.
            let to_make = |path: &str, old: &str| {
                std::fs::read_to_string(cwd.join(path)).is_ok_and(|text| text.matches(old).count() == 1)
            };
            let shown = self.edits.iter().find(|(shown_path, shown_old, shown_new)| {
                same_path(shown_path, &path)
                    && to_make(shown_path, shown_old)
                    && shown_old != &old
                    && shown_old.contains(old.as_str())
                    && shown_old.replacen(old.as_str(), &new, 1) == *shown_new
            });
            if let Some((shown_path, shown_old, shown_new)) = shown {
                *input = serde_json::json!({ "path": shown_path, "old_string": shown_old, "new_string": shown_new });
            }
        }
    }

    /// Whether every shown edit is in place as shown, and the run changed
    /// no other file: then the answer `said` is all there is to say.
    pub(super) fn made(&self, cwd: &std::path::Path, changed: &[ChangedFile]) -> Option<String> {
        let shown = |path: &str| self.files.iter().any(|(file, _)| same_path(file, path));
        if self.files.is_empty() || !changed.iter().all(|file| shown(&file.path)) {
            return None;
        }
        let in_place = self
            .files
            .iter()
            .all(|(path, after)| std::fs::read_to_string(cwd.join(path)).is_ok_and(|now| now == *after));
        in_place.then(|| self.said.join("\n"))
    }
}

fn same_path(a: &str, b: &str) -> bool {
    a.trim_start_matches("./") == b.trim_start_matches("./")
}

/// "Changed `A = 1` to `A = 2` in a.py." for one short line each, else the
/// lines counted.
fn changed_from_to(path: &str, old: &str, new: &str) -> String {
    match (one_line(old), one_line(new)) {
        (Some(old), Some(new)) => format!("Changed `{old}` to `{new}` in {path}."),
        _ => format!("Changed {path} (+{} −{}).", new.lines().count(), old.lines().count()),
    }
}

/// `text` trimmed, when it is one line short enough to quote.
fn one_line(text: &str) -> Option<&str> {
    let text = text.trim();
    (!text.contains('\n') && text.chars().count() <= QUOTED_LINE_CHARS && !text.contains('`')).then_some(text)
}

/// The answer when the work is done: `lead`, then the files changed.
pub(super) fn work_done(lead: &str, changed: &[ChangedFile]) -> String {
    match describe(changed) {
        Some(files) => format!("{lead} Changed: {files}."),
        None => lead.to_owned(),
    }
}

impl Run<'_> {
    /// After a turn's calls, when they put in place what was asked as text
    /// (a docstring, a function written again): nub writes the last
    /// answer (`composed`), so the run ends unless work is left.
    pub(super) fn after_made_edit(&mut self) {
        let done = self.after_docstring().or_else(|| self.after_whole());
        if let Some(lead) = done {
            self.composed.answer = Some(work_done(&lead, &self.changed));
        }
    }
}

impl Run<'_> {
    /// `text` as the answer of `turn`, in place of a request: stored as an
    /// assistant message that `COMPOSER` wrote and shown as an answer
    /// whose usage is none. The loop goes on as after any answer without
    /// calls (a small model's work left, stop hooks).
    pub(super) async fn composed_answer(
        &mut self,
        text: String,
        turn: u32,
        control: &mut Control<'_>,
    ) -> Result<Message, Outcome> {
        let message = Message { role: Role::Assistant, content: vec![Block::text(text.clone())] };
        let mut node = Node::message(self.session.session.head().cloned(), message.clone());
        node.meta.model = Some(COMPOSER.to_owned());
        append(self.session, node)?;
        control.emit(UiEvent::TextDelta { text }).await;
        control.emit(UiEvent::TurnEnd { turn, stop: StopReason::EndTurn, usage: Usage::default() }).await;
        Ok(message)
    }
}

impl Run<'_> {
    /// The changes the fix search found, sent as the calls of answer
    /// `turn` in place of a request: stored as an assistant message that
    /// `COMPOSER` wrote, run as any answer's calls (path guard,
    /// permissions, hooks, checkpoint).
    pub(super) async fn composed_calls(&mut self, turn: u32, control: &mut Control<'_>) -> Result<Message, Outcome> {
        let id = super::made_edit::call_id("fix");
        let content: Vec<Block> = std::mem::take(&mut self.composed.found)
            .into_iter()
            .enumerate()
            .map(|(n, input)| Block::ToolUse { id: format!("{id}_{n}"), name: "edit".to_owned(), input })
            .collect();
        let message = Message { role: Role::Assistant, content };
        let mut node = Node::message(self.session.session.head().cloned(), message.clone());
        node.meta.model = Some(COMPOSER.to_owned());
        append(self.session, node)?;
        // Said beside the answer, not in it: written into the message, the
        // 1.5B model wrote "nub sends the change its fix search found." as
        // its own words with its next edit.
        let said = "the change the fix search found is sent as nub's own edit, without a request";
        control.emit(UiEvent::Warning { message: said.to_owned() }).await;
        control.emit(UiEvent::TurnEnd { turn, stop: StopReason::ToolUse, usage: Usage::default() }).await;
        Ok(message)
    }
}

impl Run<'_> {
    /// The function asked for whole, written by nub, as answer `turn` in
    /// place of a request, its edit made as the model's would be
    /// (`whole_answered`); the model is asked after all if it is no edit.
    pub(super) async fn composed_function(
        &mut self,
        text: String,
        turn: u32,
        control: &mut Control<'_>,
    ) -> Result<Message, Outcome> {
        let mut message = Message { role: Role::Assistant, content: vec![Block::text(text)] };
        if !self.whole_answered(&mut message, false) {
            tracing::warn!("the function nub wrote is no edit; the model is asked");
            return self.turn(turn, control).await;
        }
        let mut node = Node::message(self.session.session.head().cloned(), message.clone());
        node.meta.model = Some(COMPOSER.to_owned());
        append(self.session, node)?;
        let said =
            "the line the request quotes is written by nub into the function that shows the total, without a request";
        control.emit(UiEvent::Warning { message: said.to_owned() }).await;
        control.emit(UiEvent::TurnEnd { turn, stop: StopReason::ToolUse, usage: Usage::default() }).await;
        Ok(message)
    }
}

impl Run<'_> {
    /// A question's program mended by nub, as answer `turn` in place of a
    /// request: run as the model's would be (`program_answered`).
    pub(super) async fn composed_program(
        &mut self,
        program: String,
        turn: u32,
        control: &mut Control<'_>,
    ) -> Result<Message, Outcome> {
        let mut message =
            Message { role: Role::Assistant, content: vec![Block::text(format!("```python\n{program}\n```"))] };
        if !self.program_answered(&mut message, false) {
            tracing::warn!("the program nub mended is no program; the model is asked");
            return self.turn(turn, control).await;
        }
        let mut node = Node::message(self.session.session.head().cloned(), message.clone());
        node.meta.model = Some(COMPOSER.to_owned());
        append(self.session, node)?;
        let said = "the question's program, mended by nub, runs again without a request";
        control.emit(UiEvent::Warning { message: said.to_owned() }).await;
        control.emit(UiEvent::TurnEnd { turn, stop: StopReason::ToolUse, usage: Usage::default() }).await;
        Ok(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn changed(path: &str) -> ChangedFile {
        ChangedFile { path: path.into(), added: 1, removed: 1, created: false }
    }

    #[test]
    fn an_edit_of_part_of_a_shown_change_is_made_the_shown_edit() {
        let dir = tempfile::tempdir().unwrap();
        let jams = "PRICES = {\n    (\"seville\", \"454g\"): 4.50,\n    (\"lime\", \"454g\"): 4.50,\n}\n";
        std::fs::write(dir.path().join("jam.py"), jams).unwrap();
        let mut work = ShownWork::default();
        assert!(work.expect(dir.path(), "jam.py", "(\"seville\", \"454g\"): 4.50,", "(\"seville\", \"454g\"): 4.95,"));
        let call = |old: &str, new: &str| Message {
            role: Role::Assistant,
            content: vec![Block::ToolUse {
                id: "a".into(),
                name: "edit".into(),
                input: serde_json::json!({"path": "./jam.py", "old_string": old, "new_string": new}),
            }],
        };
        let mut bare = call("4.50", "4.95");
        work.as_shown(dir.path(), &mut bare);
        let Block::ToolUse { input, .. } = &bare.content[0] else { panic!() };
        assert_eq!(input["old_string"], "(\"seville\", \"454g\"): 4.50,");
        assert_eq!(input["new_string"], "(\"seville\", \"454g\"): 4.95,");
        // Another change is left as it is.
        let mut other = call("4.50", "5.00");
        work.as_shown(dir.path(), &mut other);
        let Block::ToolUse { input, .. } = &other.content[0] else { panic!() };
        assert_eq!(input["old_string"], "4.50");
        // Made already: the lime's 4.50 is the lime's.
        std::fs::write(dir.path().join("jam.py"), jams.replacen("4.50", "4.95", 1)).unwrap();
        let mut lime = call("4.50", "4.95");
        work.as_shown(dir.path(), &mut lime);
        let Block::ToolUse { input, .. } = &lime.content[0] else { panic!() };
        assert_eq!(input["old_string"], "4.50");
    }

    #[test]
    fn shown_work_is_made_only_as_shown_and_alone() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("gelato.py"), "SCOOP = 2.20\nKIDS = 1.60\n").unwrap();
        let mut work = ShownWork::default();
        assert!(work.expect(dir.path(), "gelato.py", "SCOOP = 2.20", "SCOOP = 2.50"));
        assert_eq!(work.made(dir.path(), &[]), None, "not made yet");
        std::fs::write(dir.path().join("gelato.py"), "SCOOP = 2.50\nKIDS = 1.60\n").unwrap();
        assert_eq!(
            work.made(dir.path(), &[changed("gelato.py")]).as_deref(),
            Some("Changed `SCOOP = 2.20` to `SCOOP = 2.50` in gelato.py.")
        );
        assert_eq!(work.made(dir.path(), &[changed("gelato.py"), changed("menu.py")]), None, "another file changed");
        std::fs::write(dir.path().join("gelato.py"), "SCOOP = 2.50\nKIDS = 1.50\n").unwrap();
        assert_eq!(work.made(dir.path(), &[changed("gelato.py")]), None, "more than shown changed");
    }

    #[test]
    fn an_edit_whose_old_text_is_not_there_once_is_not_expected() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.py"), "X = 1\nX = 1\n").unwrap();
        let mut work = ShownWork::default();
        assert!(!work.expect(dir.path(), "a.py", "X = 1", "X = 2"));
        assert!(!work.expect(dir.path(), "a.py", "Y = 1", "Y = 2"));
        assert!(!work.expect(dir.path(), "missing.py", "X = 1", "X = 2"));
        assert_eq!(work.made(dir.path(), &[]), None, "nothing shown, nothing made");
    }

    #[test]
    fn long_or_many_lines_are_counted() {
        assert_eq!(changed_from_to("a.py", "x = 1\ny = 2", "x = 3\ny = 4\nz = 5"), "Changed a.py (+3 −2).");
        assert_eq!(
            work_done("The tests pass now.", &[changed("calc.py")]),
            "The tests pass now. Changed: calc.py (+1 −1)."
        );
    }
}
