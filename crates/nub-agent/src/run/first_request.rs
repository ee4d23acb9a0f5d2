//! What a small model's first request holds besides the prompt: the asks
//! of the rules that start a run (tests run first, docstrings, a function
//! whole, a program for a question), or the edit that makes a message the
//! program prints say what the prompt quotes, the edit of the setting that
//! holds a value the prompt asks for in place of another, the edits of a
//! rename it spells out, or the edit of a comparison that leaves out a
//! number the prompt says counts.

use nub_llm::Block;

use super::Run;
use crate::control::Control;
use crate::execute::{Executor, asked_in_place, holder_of, number_text, top_level_files, with_value};
use crate::prompt_rules::{PromptRules, asked_rename};
use crate::{boundary, switched};
use nub_tools::messages;
use nub_tools::path::is_test_file;

/// Bytes of a file read to look for the template of a quoted message, or
/// for a name to rename.
const MAX_READ: u64 = 256 << 10;
/// Files of the repository looked through for a name to rename.
const MAX_WALKED: usize = 400;
/// Files that hold a name to rename, at most, for its edits to be shown.
const MAX_RENAMED_FILES: usize = 6;
/// Bytes read looking for a name to rename, at most.
const MAX_WALKED_BYTES: u64 = 8 << 20;
/// Attached and top-level files read for a first-request edit, at most (a
/// stranger's repository may have thousands at its top).
const MAX_FILES: usize = 40;

impl Run<'_> {
    /// Whether nub helps a small model that may edit with edits of its own
    /// finding: a lean run, not in plan mode, with the `edit` tool.
    pub(super) fn lean_edits(&self) -> bool {
        self.config.lean && self.config.mode != crate::mode::Mode::Plan && self.tools.get("edit").is_some()
    }

    /// Adds to `content` what the rules ask before the first request.
    pub(super) async fn first_asks(
        &mut self,
        content: &mut Vec<Block>,
        executor: &mut Executor,
        control: &mut Control<'_>,
    ) {
        self.tests_first(content, executor, control).await;
        // The edits shown first are for a small model that may edit.
        let may_edit = self.lean_edits();
        let rules = PromptRules::of(&self.prompt);
        let change = rules.asks_for_change() && !rules.question();
        // "Soap is going up to 90p instead of 80p" asks for the change it
        // tells of, with no word that asks.
        let moves = (change || asked_in_place(&self.prompt).is_some()) && !rules.question();
        let shown = may_edit
            && (self.printed_first(content)
                || (moves && !rules.asks_new_setting() && self.value_first(content))
                || (change && self.flag_first(content))
                || (change && !rules.asks_more_than_a_rename() && self.rename_first(content))
                || (change && self.boundary_first(content))
                || (change && rules.asks_fault_fixed() && !rules.asks_new_setting() && self.line_fix_first(content))
                || (change && self.entry_first(content)));
        if shown || self.reproduce_first(content) {
            return;
        }
        if may_edit && rules.asks_fault_fixed() {
            let files: Vec<(String, String)> =
                self.first_files(content, &[".py"]).into_iter().filter(|(path, _)| !is_test_file(path)).collect();
            if let Some(unused) = crate::unused_constants::unused_constant(&files, &self.prompt) {
                content.push(Block::text(crate::unused_constants::note(&unused)));
            }
        }
        self.docstring_first(content);
        self.whole_first(content);
        self.program_first(content);
    }

    /// A prompt that quotes a message the program prints and the message
    /// it should print instead: the edit of the template that prints it is
    /// shown at the end of `content`; whether it was. Asked to make a
    /// hedgehog's release note say "Bramble is back in the wild at Mill
    /// Lane, weighing a healthy 640g!", the 1.5B model answered with an
    /// unrelated function as text, twice, and changed nothing.
    fn printed_first(&mut self, content: &mut Vec<Block>) -> bool {
        let pairs = messages::quoted_pairs(&self.prompt);
        if pairs.is_empty() {
            return false;
        }
        let files = self.first_files(content, &[".py", ".json"]);
        let Some((old, proposal)) =
            pairs.iter().find_map(|(old, new)| Some((old, messages::proposal(&files, old, new)?)))
        else {
            return false;
        };
        self.composed.shown.expect(&self.config.cwd, &proposal.file, &proposal.before, &proposal.after);
        content.push(Block::text(format!(
            "\"{old}\" is printed by the template at line {} of {}. This edit makes it print the text the request asks for, {}:\n{}",
            proposal.line,
            proposal.file,
            proposal.told(),
            edit_to_send(&proposal.file, &proposal.before, &proposal.after),
        )));
        true
    }

    /// A prompt that asks for a value in place of another ("only need 150
    /// points for a voucher instead of 200") while one settings line or
    /// constant at the top of the working directory holds the old value:
    /// the edit of that line is shown at the end of `content`; whether it
    /// was. Asked so, the 1.5B model answered twice with a sentence that
    /// described an edit of the code, and settings.json kept its 200.
    fn value_first(&mut self, content: &mut Vec<Block>) -> bool {
        let Some(asked) = asked_in_place(&self.prompt) else { return false };
        // "Up from 40% to 60%" may be held as 1.40, or as 0.4; "90p instead
        // of 80p" as 0.90 in place of 0.80 (pounds).
        let mut forms = vec![asked];
        if self.prompt.contains('%') {
            forms.push((1.0 + asked.0 / 100.0, 1.0 + asked.1 / 100.0));
        }
        if self.prompt.contains('%') || says_pence(&self.prompt) {
            forms.push((asked.0 / 100.0, asked.1 / 100.0));
        }
        let Some(((new, old), (file, line, held))) = forms.into_iter().find_map(|(new, old)| {
            // The sentence that moves the value names its key first: "our
            // toppings are going up from 60p to 75p each. The sauces are
            // staying at 60p." — both named, both 0.60.
            let held = moving_sentence(&self.prompt)
                .and_then(|sentence| holder_of(&self.config.cwd, old, sentence))
                .or_else(|| holder_of(&self.config.cwd, old, &self.prompt))?;
            Some(((new, old), held))
        }) else {
            return false;
        };
        let Some(changed) = with_value(&held, old, new) else { return false };
        let (new, old) = (number_text(new), number_text(old));
        self.composed.shown.expect(&self.config.cwd, &file, &held, &changed);
        content.push(Block::text(format!(
            "The request asks for {new} in place of {old}, and line {line} of {file} holds the {old}. This edit makes it {new}:\n{}",
            edit_to_send(&file, &held, &changed)
        )));
        true
    }

    /// A prompt that asks to switch a setting on or off ("Can you switch
    /// that on in the booking settings?") while one flag of the settings
    /// files and Python modules at the top of the working directory, named
    /// by a word of the request, is the other way: the edit of its line is
    /// shown at the end of `content`; whether it was.
    fn flag_first(&mut self, content: &mut Vec<Block>) -> bool {
        let files: Vec<(String, String)> = self
            .first_files(content, &[".json", ".toml", ".ini", ".cfg", ".conf", ".env", ".py"])
            .into_iter()
            .filter(|(path, _)| !is_test_file(path))
            .collect();
        let named = |to: bool, words: &str| -> Vec<(String, switched::Flag)> {
            files
                .iter()
                .flat_map(|(path, text)| switched::flags(text, to).into_iter().map(move |flag| (path.clone(), flag)))
                .filter(|(_, flag)| flag.named_by(words))
                .collect()
        };
        let switches: Vec<(String, switched::Flag, bool)> = match switched::switched_to(&self.prompt) {
            Some(to) => match &named(to, &self.prompt)[..] {
                [(file, flag)] => vec![(file.clone(), flag.clone(), to)],
                _ => return false,
            },
            // Each clause its own way: "We've stopped taking cash at the
            // umbrella stand, but hotel guests can now put their hire on
            // their room bill."
            None => {
                let mut each = Vec::new();
                for clause in switched::clauses(&self.prompt) {
                    let Some(to) = switched::switched_to(clause) else { continue };
                    let [(file, flag)] = &named(to, clause)[..] else { return false };
                    each.push((file.clone(), flag.clone(), to));
                }
                let distinct = each.iter().enumerate().all(|(at, (file, flag, _))| {
                    each[..at].iter().all(|(other, earlier, _)| other != file || earlier.line != flag.line)
                });
                if each.len() < 2 || !distinct {
                    return false;
                }
                each
            }
        };
        let way = |to: bool| if to { "on" } else { "off" };
        for (file, flag, _) in &switches {
            self.composed.shown.expect(&self.config.cwd, file, &flag.old, &flag.new);
        }
        let text = match &switches[..] {
            [(file, flag, to)] => format!(
                "The request switches {} {}, and line {} of {file} holds it: `{}`. This edit switches it {}:\n{}",
                flag.name,
                way(*to),
                flag.line,
                flag.old.trim(),
                way(*to),
                edit_to_send(file, &flag.old, &flag.new)
            ),
            _ => {
                let said: Vec<String> =
                    switches.iter().map(|(_, flag, to)| format!("{} {}", flag.name, way(*to))).collect();
                let edits: Vec<String> = switches
                    .iter()
                    .map(|(file, flag, _)| {
                        format!("path: {file}\nold_string:\n{}\nnew_string:\n{}", flag.old, flag.new)
                    })
                    .collect();
                format!(
                    "The request switches {}. These edits do it:\n{}\nSend those {} edits with the edit tool.",
                    said.join(" and "),
                    edits.join("\n\n"),
                    switches.len()
                )
            }
        };
        content.push(Block::text(text));
        true
    }

    /// A request that adds an item at one amount to the one price list of
    /// the attached and top-level settings files and modules it names (or
    /// the only one): the edit that adds the entry after the list's last,
    /// written as the others are, is shown at the end of `content`;
    /// whether it was (`new_entry`).
    fn entry_first(&mut self, content: &mut Vec<Block>) -> bool {
        let found: Vec<(String, crate::new_entry::NewEntry)> = self
            .first_files(content, &[".json", ".py"])
            .into_iter()
            .filter(|(path, _)| !is_test_file(path))
            .filter_map(|(path, text)| Some((path, crate::new_entry::new_entry(&self.prompt, &text)?)))
            .collect();
        let [(file, entry)] = &found[..] else { return false };
        if !self.composed.shown.expect(&self.config.cwd, file, &entry.old, &entry.new) {
            return false;
        }
        content.push(Block::text(format!(
            "The request adds {} to `{}` in {file}, whose last entry is line {}. This edit adds it:\n{}",
            entry.key,
            entry.list,
            entry.line,
            edit_to_send(file, &entry.old, &entry.new)
        )));
        true
    }

    /// A prompt that spells out a rename and asks nothing else ("pane_cost
    /// is a confusing name, could you rename it to panel_price everywhere
    /// it's used?"): the files that hold the old name, and the edit that
    /// renames it in each, are shown at the end of `content`; whether they
    /// were. Asked so, the 1.5B model added `+ 10` to a price in the
    /// function and renamed nothing.
    fn rename_first(&mut self, content: &mut Vec<Block>) -> bool {
        let Some((was, is)) = asked_rename(&self.prompt) else { return false };
        let cwd = &self.config.cwd;
        let mut holding: Vec<String> = nub_tools::walk::repository_walk(cwd, &self.config.repo_root, |_| true)
            .build()
            .flatten()
            .take(MAX_WALKED)
            .filter(|entry| entry.file_type().is_some_and(|kind| kind.is_file()))
            .filter(|entry| entry.metadata().is_ok_and(|meta| meta.len() <= MAX_READ))
            .scan(0u64, |bytes, entry| {
                *bytes += entry.metadata().map_or(0, |meta| meta.len());
                (*bytes <= MAX_WALKED_BYTES).then_some(entry)
            })
            .filter(|entry| std::fs::read_to_string(entry.path()).is_ok_and(|text| nub_tools::holds_word(&text, &was)))
            .filter_map(|entry| Some(entry.path().strip_prefix(cwd).ok()?.to_str()?.to_owned()))
            .collect();
        holding.sort();
        if holding.is_empty() || holding.len() > MAX_RENAMED_FILES {
            return false;
        }
        let edits: Vec<serde_json::Value> = holding
            .iter()
            .map(|path| serde_json::json!({"path": path, "old_string": was, "new_string": is, "replace_all": true}))
            .collect();
        let calls: Vec<String> = edits.iter().map(serde_json::Value::to_string).collect();
        self.composed.renames = edits;
        content.push(Block::text(format!(
            "The request renames `{was}` to `{is}`; it is in {}. Rename it with one edit per file, replace_all true:\n{}",
            holding.join(", "),
            calls.join("\n")
        )));
        true
    }

    /// A change request that says a number counts which the code leaves
    /// out ("exactly 7 days doesn't need inspecting, but the rule is 7 days
    /// or more"), where one strict comparison of the attached or top-level
    /// Python files leaves it out: the edit that makes it count is shown at
    /// the end of `content`; whether it was.
    fn boundary_first(&mut self, content: &mut Vec<Block>) -> bool {
        let Some((n, side)) = boundary::left_out(&self.prompt) else { return false };
        let found: Vec<(String, usize, String, String)> = self
            .first_files(content, &[".py"])
            .into_iter()
            .filter(|(path, _)| !is_test_file(path))
            .flat_map(|(path, code)| {
                boundary::strict_comparisons(&code, n, side)
                    .into_iter()
                    .map(move |(line, old, new)| (path.clone(), line, old, new))
            })
            .collect();
        let [(file, line, old, new)] = &found[..] else { return false };
        let n = number_text(n);
        let counted = match side {
            Some(boundary::Side::AtLeast) => format!("{n} or more"),
            Some(boundary::Side::AtMost) => format!("up to {n}"),
            None => format!("exactly {n}"),
        };
        self.composed.shown.expect(&self.config.cwd, file, old, new);
        content.push(Block::text(format!(
            "The request says {counted} counts, and line {line} of {file} leaves {n} out: `{}`. This edit makes {n} count:\n{}",
            old.trim(),
            edit_to_send(file, old, new)
        )));
        true
    }

    /// A fault told in words that one line of the attached or top-level
    /// Python files shows: a boundary compared the other way round
    /// ("classes that start before 4pm … but the evening classes are
    /// getting the discount", where the code has `start_hour >=
    /// OFF_PEAK_END_HOUR` and the constant is 16), or a share in per cent
    /// taken off as an amount ("20% off … only a few pence knocked off":
    /// `cost = cost - MEMBER_DISCOUNT`). The edit that mends the one such
    /// line is shown at the end of `content`; whether it was.
    fn line_fix_first(&mut self, content: &mut Vec<Block>) -> bool {
        let sides = crate::reversed::stated_sides(&self.prompt);
        let mut found: Vec<(String, String, String, String)> = Vec::new();
        for (path, code) in self.first_files(content, &[".py"]).into_iter().filter(|(path, _)| !is_test_file(path)) {
            for &(n, side) in &sides {
                for (line, old, new) in crate::reversed::reversed_comparisons(&code, n, side, &self.prompt) {
                    let why = format!(
                        "The request says which side of {} counts, and line {line} of {path} compares the other way round",
                        number_text(n)
                    );
                    found.push((path.clone(), old, new, why));
                }
            }
            for (line, old, new) in crate::share_as_amount::shares_as_amounts(&code, &self.prompt) {
                let why =
                    format!("The request states a share in per cent, and line {line} of {path} takes it as an amount");
                found.push((path.clone(), old, new, why));
            }
        }
        let [(file, old, new, why)] = &found[..] else { return false };
        self.composed.shown.expect(&self.config.cwd, file, old, new);
        content.push(Block::text(format!(
            "{why}: `{}`. This edit mends it:\n{}",
            old.trim(),
            edit_to_send(file, old, new)
        )));
        true
    }

    /// The attached files and those at the top of the working directory
    /// whose names end with one of `endings`, each once, small ones only:
    /// (path, text).
    fn first_files(&self, content: &[Block], endings: &[&str]) -> Vec<(String, String)> {
        let mut paths: Vec<String> = crate::mentions::attached_paths(content).map(str::to_owned).collect();
        for name in top_level_files(&self.config.cwd) {
            if !paths.contains(&name) {
                paths.push(name);
            }
        }
        paths
            .into_iter()
            .filter(|path| endings.iter().any(|ending| path.ends_with(ending)))
            .take(MAX_FILES)
            .filter_map(|path| {
                let real = self.config.cwd.join(&path);
                let small = std::fs::metadata(&real).is_ok_and(|meta| meta.is_file() && meta.len() <= MAX_READ);
                let text = std::fs::read_to_string(real).ok().filter(|_| small)?;
                Some((path, text))
            })
            .collect()
    }
}

/// An edit written out for the model to send as it is.
/// The sentence of the prompt that asks for one value in place of another.
fn moving_sentence(prompt: &str) -> Option<&str> {
    prompt.split_inclusive(['.', '!', '?', '\n']).find(|sentence| asked_in_place(sentence).is_some())
}

/// Whether the prompt gives an amount in pence ("90p").
fn says_pence(prompt: &str) -> bool {
    prompt.match_indices('p').any(|(at, _)| {
        prompt[..at].ends_with(|c: char| c.is_ascii_digit())
            && !prompt[at + 1..].starts_with(|c: char| c.is_alphanumeric())
    })
}

fn edit_to_send(file: &str, old: &str, new: &str) -> String {
    format!("path: {file}\nold_string:\n{old}\nnew_string:\n{new}\nSend that edit with the edit tool.")
}
