//! A small model's edit of code when the request asks to change the
//! settings: "We're putting the price of the deluxe wash up to £12.50 from
//! Monday, can you update the car wash settings?" — with washes.json
//! attached, the 1.5B model edited `price_of` in carwash.py for 8
//! requests; "Can you switch that on in the settings?" went to desk.py.

use nub_tools::ToolKind;
use serde_json::Value;

use super::{Call, Executor};

/// Extensions of settings files.
const SETTINGS: &[&str] = &["json", "toml", "yaml", "yml", "ini", "cfg", "conf", "env"];

/// A project's manifests and tool files: no settings a user means.
const MANIFESTS: &[&str] = &[
    "package.json",
    "package-lock.json",
    "tsconfig.json",
    "jsconfig.json",
    "pyproject.toml",
    "Cargo.toml",
    "composer.json",
    "setup.cfg",
    "tox.ini",
    "pytest.ini",
    ".pre-commit-config.yaml",
];

/// Whether `name` is a settings file's, by its extension.
pub(super) fn settings_file(name: &str) -> bool {
    name.rsplit_once('.').is_some_and(|(_, ext)| SETTINGS.contains(&ext.to_ascii_lowercase().as_str()))
}

/// Whether `name` is a settings file a user means: no manifest.
pub(super) fn user_settings_file(name: &str) -> bool {
    settings_file(name) && !MANIFESTS.contains(&name)
}

/// The names of the regular, not hidden files at the top of `cwd`.
pub(crate) fn top_level_files(cwd: &std::path::Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(cwd) else { return Vec::new() };
    entries
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| !name.starts_with('.'))
        .collect()
}

/// Settings files named, at most.
const MAX_NAMED: usize = 3;

impl Executor {
    /// Why an `edit` or `write` of a file that is no settings file is not
    /// run, once: the prompt asks to change the settings (or config), and
    /// the working directory has settings files — which are named.
    pub(super) fn not_the_settings(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let path = call.input.get("path").and_then(Value::as_str)?;
        // "update the car wash settings", "in the config", "change that
        // setting": not "config.json has no theme key" or "add a --config
        // option".
        let asked = rules.text().split_whitespace().any(|token| {
            let word =
                token.trim_matches(|c: char| matches!(c, '?' | '.' | ',' | '!' | ';' | ':' | '(' | ')' | '"' | '\''));
            ["setting", "settings", "config", "configuration"].iter().any(|said| word.eq_ignore_ascii_case(said))
        });
        // A prompt that names a file of code asks for that file's change
        // (an `@` mention only attaches it).
        let names_code = rules.named_files().iter().any(|named| !named.starts_with('@') && !settings_file(named));
        if self.settings_told
            || kind != ToolKind::Edit
            || !matches!(call.name.as_str(), "edit" | "write")
            || !asked
            || names_code
            || !rules.asks_for_change()
            // "add an optional setting to quote()" is a parameter.
            || rules.asks_new_setting()
            || settings_file(path)
        {
            return None;
        }
        let mut named: Vec<String> = top_level_files(&self.cwd)
            .into_iter()
            .filter(|name| user_settings_file(name) && self.small_file(name).is_some())
            .collect();
        if named.is_empty() || named.len() > MAX_NAMED {
            return None;
        }
        named.sort();
        self.settings_told = true;
        Some(format!(
            "not run: the request asks to change the settings, and they are in {}, not {path}. Change the value there with edit (old_string copied from the file).",
            named.join(", ")
        ))
    }
}
