//! An `edit` whose `old_string` is text the program prints and whose
//! `new_string` is the text it should print: made on the template that
//! prints it (`rendered_text`), in whichever file of the working directory
//! holds that template.

use serde_json::Value;

use super::settings::top_level_files;
use super::{Call, Executor};
use nub_tools::messages;

/// Files looked into for a template, at most.
const MAX_FILES: usize = 40;
/// The endings of the files whose templates `messages` reads.
const TEMPLATED: &[&str] = &[".py", ".json", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".jsx"];

/// Non-blank characters of an old_string below which it is too little of
/// a template's lines to tell what it changes.
const MIN_PART: usize = 12;

impl Executor {
    /// `call`'s input made on the one template that prints its old_string,
    /// and the note for its result; a small model's run only.
    pub(super) fn as_printed_text(&self, call: &Call) -> Option<(Value, String)> {
        self.prompt_rules.as_ref().filter(|_| call.name == "edit")?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?.trim(), text("new_string")?.trim());
        let prose = |text: &str| !text.contains(['\n', '{', '}']) && text.split_whitespace().count() >= 3;
        if !prose(old) || !prose(new) || old == new {
            return self.as_asked_message(call);
        }
        // The text the request asks for, when the model's new_string is
        // another: asked for "Thanks Jo! Your 6ft Nordmann Fir will arrive
        // …", the 1.5B model sent the old text with the last words added.
        let asked = self.prompt_rules.as_ref().and_then(|rules| {
            messages::quoted_pairs(rules.text()).into_iter().find(|(was, _)| was == old).map(|(_, asked)| asked)
        });
        let wanted = asked.as_deref().unwrap_or(new);
        // Text of the file, or a message of it the edit tool carries into
        // its template itself.
        if let Some(now) = self.small_file(path)
            && (now.contains(old) || (wanted == new && nub_tools::builtin::edit::lands(&now, old, new)))
        {
            return self.as_asked_message(call);
        }
        let files = self.files_around(path);
        let proposal = messages::proposal(&files, old, wanted)?;
        let mut input = call.input.clone();
        input["path"] = Value::String(proposal.file.clone());
        input["old_string"] = Value::String(proposal.before.clone());
        input["new_string"] = Value::String(proposal.after.clone());
        input["replace_all"] = Value::Bool(false);
        let mut note = format!(
            "old_string is the text the program prints, not code: the template at line {} of {} prints it. The edit was made on that template so it prints the new text, {}.",
            proposal.line,
            proposal.file,
            proposal.told()
        );
        if wanted != new {
            note.push_str(&format!(
                " new_string was not the text the request asks for, so the template prints that text: \"{wanted}\"."
            ));
        }
        Some((input, note))
    }

    /// An `edit` of part of the lines of the template that prints a text
    /// the prompt quotes, when the prompt quotes the text it should print
    /// next: made as that whole change. Shown the edit of a template over
    /// two lines, the 1.5B model sent its first line as old_string and a
    /// new line without its closing quote, refused for the syntax error
    /// until the time ran out.
    fn as_asked_message(&self, call: &Call) -> Option<(Value, String)> {
        let rules = self.prompt_rules.as_ref()?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?.trim(), text("new_string")?.trim());
        if old.chars().filter(|c| !c.is_whitespace()).count() < MIN_PART {
            return None;
        }
        // Most edits run here: the files are read only for a prompt that quotes.
        let pairs = messages::quoted_pairs(rules.text());
        if pairs.is_empty() {
            return None;
        }
        let shown = nub_tools::display_path(&self.plain_env(), &self.small_file_at(path)?);
        let files = self.files_around(path);
        let (quoted, proposal) = pairs
            .into_iter()
            .find_map(|(was, asked)| Some((was.clone(), messages::proposal(&files, &was, &asked)?)))?;
        // Quotes and spaces aside: the model wrote `f'Hog {hog['name']} …'`
        // for the file's `f"Hog {hog['name']} …"`; and, shown a template
        // over two lines, it joined them into one (the second literal's
        // quotes and prefix gone). Its new lines may be the ones shown, or
        // hold the new template: sent the JSON value alone as new_string,
        // its old_string was the key and value mixed.
        let plain = |text: &str| text.replace('\'', "\"").split_whitespace().collect::<Vec<_>>().join(" ");
        let bare = |text: &str| text.chars().filter(|c| c.is_alphanumeric() && *c != 'f').collect::<String>();
        let before = plain(&proposal.before);
        let part = old.lines().all(|line| before.contains(&plain(line)))
            || bare(&proposal.before).contains(&bare(old))
            || (new.split_whitespace().count() >= 3 && plain(&proposal.after).contains(&plain(new)));
        if proposal.file != shown || !part || (old == proposal.before.trim() && new == proposal.after.trim()) {
            return None;
        }
        let mut input = call.input.clone();
        input["old_string"] = Value::String(proposal.before.clone());
        input["new_string"] = Value::String(proposal.after.clone());
        input["replace_all"] = Value::Bool(false);
        let note = format!(
            "This edit was on the template at line {} of {}, which prints \"{quoted}\"; it was made as the whole change the request asks for, {}.",
            proposal.line,
            proposal.file,
            proposal.told()
        );
        Some((input, note))
    }

    /// `path`, the files seen this run and the files at the top of the
    /// working directory that may hold a template, each once and at most
    /// [`MAX_FILES`] of them (a stranger's repository may have thousands
    /// at its top): (shown path, text).
    fn files_around(&self, path: &str) -> Vec<(String, String)> {
        let env = self.plain_env();
        let mut files: Vec<String> = vec![path.to_owned()];
        files.extend(self.seen.paths().map(|seen| nub_tools::display_path(&env, seen)));
        files.extend(top_level_files(&self.cwd));
        let mut read: Vec<std::path::PathBuf> = Vec::new();
        let mut texts = Vec::new();
        let templated = |file: &String| TEMPLATED.iter().any(|ending| file.ends_with(ending));
        for file in files.into_iter().filter(templated).take(MAX_FILES) {
            let Some(real) = self.small_file_at(&file).filter(|real| !read.contains(real)) else { continue };
            read.push(real.clone());
            if let Ok(text) = std::fs::read_to_string(&real) {
                texts.push((nub_tools::display_path(&env, &real), text));
            }
        }
        texts
    }
}
