//! Which files a prompt is about, best first, for the attachments a small
//! model gets with its first request (`nub_tools::mention::attach_files`).
//! As aider does for its repository map, the prompt's words are matched
//! against the names the map extracts: a file the prompt names outranks one
//! that defines a name the prompt uses, which outranks one that only uses
//! it; a text the prompt quotes counts where it occurs; and a file a chosen
//! one depends on (it defines a name that file uses) comes along last.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use nub_config::own_files::{self, Scope};

use super::{MAX_FILE_BYTES, language_of, summarize, walk};

/// Repositories with more files are matched by file names only.
const MAX_PARSED_FILES: usize = 1000;
/// Words that say nothing about where code is.
const STOP_WORDS: &[&str] = &[
    "the", "and", "for", "that", "this", "with", "from", "into", "file", "files", "function", "class", "method",
    "which", "what", "does", "make", "change", "fix", "use", "used", "all", "its", "instead", "should", "return",
    "returns", "code", "answer", "there", "where", "when", "how", "tests", "test", "pass", "fail", "bug",
];

/// Files of a repository small enough that its one code file is what any
/// prompt is about.
const MAX_TINY_FILES: usize = 4;

/// Code files of such a repository, at most.
const MAX_TINY_CODE_FILES: usize = 3;

/// Test files a prompt about tests brings along, at most; more, and it
/// would have to name which.
const MAX_TEST_FILES: usize = 3;

/// Whether the prompt is about tests ("the unit tests fail", "make the
/// tests pass").
fn about_tests(prompt: &str) -> bool {
    prompt
        .split(|c: char| !c.is_alphanumeric())
        .any(|word| ["test", "tests", "unittest", "unittests", "pytest"].contains(&word.to_ascii_lowercase().as_str()))
}

/// `nub_tools::mention::RelevantFiles` from the repository's files and the
/// names tree-sitter finds in them.
#[derive(Debug, Default, Clone, Copy)]
pub struct MapRelevance;

impl nub_tools::mention::RelevantFiles for MapRelevance {
    fn rank(&self, root: &Path, prompt: &str) -> Vec<String> {
        rank(root, prompt)
    }
}

/// The files of `root` the prompt has to do with, best first.
pub fn rank(root: &Path, prompt: &str) -> Vec<String> {
    let paths = walk(root);
    let words = prompt_words(prompt);
    let named = named_paths(prompt);
    let quoted = quoted(prompt);
    let parse = paths.len() <= MAX_PARSED_FILES;
    let mut scores: Vec<f64> = vec![0.0; paths.len()];
    let mut summaries = Vec::with_capacity(paths.len());
    let stem_of = |path: &str| {
        let name = path.rsplit('/').next().unwrap_or(path);
        name.split('.').next().unwrap_or(name).to_ascii_lowercase()
    };
    // A word that is the name of many files (`prompt`, `index`, `mod`)
    // points at none of them.
    let mut stems: HashMap<String, usize> = HashMap::new();
    for path in &paths {
        *stems.entry(stem_of(path)).or_default() += 1;
    }
    // "The tests fail": no name to match, but the test files are what it is
    // about — a few of them, and through their imports the code they test.
    let tests: Vec<bool> = paths.iter().map(|path| nub_tools::path::is_test_file(path)).collect();
    let about_tests = about_tests(prompt) && (1..=MAX_TEST_FILES).contains(&tests.iter().filter(|t| **t).count());
    for (i, path) in paths.iter().enumerate() {
        let name = path.rsplit('/').next().unwrap_or(path);
        if named.iter().any(|n| n == path || n == name) {
            scores[i] += 100.0;
        }
        if about_tests && tests[i] {
            scores[i] += 10.0;
        }
        let stem = stem_of(path);
        if names_stem(&words, &stem) && stems.get(&stem).is_some_and(|count| *count <= 3) {
            scores[i] += 5.0;
        }
        if !parse {
            summaries.push(None);
            continue;
        }
        let Ok(bytes) = own_files::read(&root.join(path), Scope::Repository(root), MAX_FILE_BYTES) else {
            summaries.push(None);
            continue;
        };
        if bytes.iter().take(8000).any(|b| *b == 0) {
            summaries.push(None);
            continue;
        }
        let text = String::from_utf8_lossy(&bytes);
        scores[i] += 8.0 * quoted.iter().filter(|q| text.contains(q.as_str())).count() as f64;
        let summary = summarize(language_of(Path::new(path)), &text);
        let keys = settings_keys(path, &text);
        for word in &words {
            let defined = summary.symbols.iter().map(|s| s.name.as_str()).filter(|n| !n.is_empty());
            scores[i] += best(defined.chain(keys.iter().copied()), word, 10.0, 3.0);
            scores[i] += best(summary.references.iter().map(|(n, _)| n.as_str()), word, 2.0, 1.0);
        }
        summaries.push(Some(summary));
    }
    // What the chosen files use comes along: the test's subject, the
    // module a caller imports.
    let mut definers: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, summary) in summaries.iter().enumerate() {
        for symbol in summary.iter().flat_map(|s| &s.symbols).filter(|s| !s.name.is_empty()) {
            definers.entry(symbol.name.as_str()).or_default().push(i);
        }
    }
    let chosen: Vec<usize> = (0..paths.len()).filter(|&i| scores[i] >= 10.0).collect();
    for i in chosen {
        let mut linked = HashSet::new();
        for (name, _) in summaries[i].iter().flat_map(|s| &s.references) {
            match definers.get(name.as_str()) {
                Some(list) if list.len() <= 3 => linked.extend(list.iter().copied().filter(|&j| j != i)),
                _ => {}
            }
        }
        for j in linked {
            scores[j] += 1.0;
        }
    }
    // A tiny repository of one to three code files: a prompt that names
    // nothing in it is still about them (a knife sharpener's bill in
    // sharpen.py, whose items are texts of a price list; "the latest time
    // a lorry can turn up and still get weighed" of a weighbridge's
    // charges.py and hours.py, which had come with nothing, and the 1.5B
    // model grepped for "lorry" six times).
    let code: Vec<usize> = (0..paths.len())
        .filter(|&i| summaries[i].is_some() && !tests[i] && language_of(Path::new(&paths[i])).is_some())
        .collect();
    if (1..=MAX_TINY_CODE_FILES).contains(&code.len())
        && paths.len() <= MAX_TINY_FILES
        && scores.iter().all(|score| *score <= 0.0)
    {
        for &i in &code {
            scores[i] = 1.0;
        }
    }
    let mut ranked: Vec<usize> = (0..paths.len()).filter(|&i| scores[i] > 0.0).collect();
    ranked.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]).then_with(|| paths[a].cmp(&paths[b])));
    ranked.into_iter().map(|i| paths[i].clone()).collect()
}

/// The keys a settings file (JSON, TOML, YAML, INI) sets, which count as
/// the names it defines: asked to autosave every 5 minutes instead of 10,
/// the 1.5B model got `editor.py` alone and changed `* 60` to `* 5` there,
/// while `settings.json` held `"autosave_minutes": 10`.
fn settings_keys<'t>(path: &str, text: &'t str) -> Vec<&'t str> {
    let settings = ["json", "toml", "yaml", "yml", "ini", "cfg"];
    if !path.rsplit_once('.').is_some_and(|(_, ext)| settings.contains(&ext.to_ascii_lowercase().as_str())) {
        return Vec::new();
    }
    text.lines()
        .filter_map(|line| {
            let line = line.trim_start().trim_start_matches("- ");
            let (key, _) = line.split_once([':', '='])?;
            let key = key.trim().trim_matches(['"', '\'']);
            let is_key = !key.is_empty() && key.chars().all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'));
            is_key.then_some(key)
        })
        .collect()
}

/// `full` when a name is the word, else `part` when one of its parts is
/// (`MAX_RETRIES` for "retries", `parseConfig` for "config"), else 0.
fn best<'a>(names: impl Iterator<Item = &'a str>, word: &str, full: f64, part: f64) -> f64 {
    let mut score: f64 = 0.0;
    for name in names {
        if name.eq_ignore_ascii_case(word) {
            return full;
        }
        if parts(name).iter().any(|p| p == word) {
            score = part;
        }
    }
    score
}

/// `MAX_RETRIES` → max, retries; `parseConfigFile` → parse, config, file.
fn parts(name: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut current = String::new();
    let mut last_lower = false;
    for c in name.chars() {
        if (c == '_' || c == '-' || (c.is_uppercase() && last_lower)) && !current.is_empty() {
            parts.push(std::mem::take(&mut current));
        }
        if c != '_' && c != '-' {
            current.push(c.to_ascii_lowercase());
        }
        last_lower = c.is_lowercase() || c.is_ascii_digit();
    }
    if !current.is_empty() {
        parts.push(current);
    }
    parts
}

/// The prompt's words worth matching, lower case: its identifiers and their
/// parts, three letters or more, without stop words.
fn prompt_words(prompt: &str) -> HashSet<String> {
    let mut words = HashSet::new();
    for word in prompt.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
        let mut all = parts(word);
        all.push(word.to_ascii_lowercase());
        for part in all {
            if part.len() >= 3 && !STOP_WORDS.contains(&part.as_str()) && !part.bytes().all(|b| b.is_ascii_digit()) {
                words.insert(part);
            }
        }
    }
    words
}

/// Whether the prompt says a file's name `stem`, or a form of it: the
/// word itself, or (five letters or more) it with an ending of up to four
/// letters ("sharpening" for sharpen.py, "bookings" for booking.py).
fn names_stem(words: &HashSet<String>, stem: &str) -> bool {
    words.contains(stem)
        || (stem.len() >= 5 && words.iter().any(|word| word.starts_with(stem) && word.len() - stem.len() <= 4))
}

/// Words of the prompt that look like file names or paths (`calc.py`, `src/app.js`).
fn named_paths(prompt: &str) -> Vec<String> {
    prompt
        .split(|c: char| c.is_whitespace() || "`*\"'(),:;<>[]{}@".contains(c))
        .map(|word| word.trim_end_matches(['.', '!', '?']))
        .map(|word| word.strip_prefix("./").unwrap_or(word))
        .filter(|word| word.contains('.') || word.contains('/'))
        .filter(|word| word.rsplit('.').next().is_some_and(|ext| ext.chars().any(|c| c.is_ascii_alphabetic())))
        .map(str::to_owned)
        .collect()
}

/// Texts the prompt quotes ("Good morning", `'debug'`), four characters or more.
fn quoted(prompt: &str) -> Vec<String> {
    let mut found = Vec::new();
    for quote in ['"', '\'', '`'] {
        let pieces: Vec<&str> = prompt.split(quote).collect();
        for (i, piece) in pieces.iter().enumerate() {
            if i % 2 == 1 && i + 1 < pieces.len() && piece.trim().len() >= 4 && !piece.contains('\n') {
                found.push((*piece).to_owned());
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repo(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().expect("temp dir");
        for (path, text) in files {
            let path = dir.path().join(path);
            std::fs::create_dir_all(path.parent().expect("parent")).expect("dirs");
            std::fs::write(path, text).expect("write");
        }
        dir
    }

    #[test]
    fn a_named_file_comes_first_then_definers_then_users() {
        let dir = repo(&[
            ("calc.py", "def add(a, b):\n    return a - b\n"),
            ("main.py", "from calc import add\nprint(add(1, 2))\n"),
            ("other.py", "def unrelated():\n    pass\n"),
        ]);
        assert_eq!(rank(dir.path(), "Fix the bug in add in calc.py."), ["calc.py", "main.py"]);
        let dir = repo(&[
            ("settings.py", "MAX_RETRIES = 3\n"),
            ("client.py", "from settings import MAX_RETRIES\nprint(MAX_RETRIES)\n"),
            ("other.py", "def unrelated():\n    pass\n"),
        ]);
        let ranked = rank(dir.path(), "Change the maximum number of retries to 5.");
        assert_eq!(ranked.first().map(String::as_str), Some("settings.py"), "{ranked:?}");
        assert!(!ranked.contains(&"other.py".to_owned()), "{ranked:?}");
    }

    #[test]
    fn quoted_text_and_dependencies_count() {
        let dir = repo(&[
            ("src/greeting.js", "export function hello(name) {\n  return `Good morning, ${name}!`;\n}\n"),
            ("src/index.js", "import { hello } from './greeting.js';\nconsole.log(hello('x'));\n"),
        ]);
        assert_eq!(rank(dir.path(), "Change \"Good morning\" to \"Good evening\".")[0], "src/greeting.js");
        let dir = repo(&[
            ("stats.py", "def mean(values):\n    return sum(values) / len(values)\n"),
            ("test_stats.py", "from stats import mean\nassert mean([2]) == 2\n"),
        ]);
        assert_eq!(rank(dir.path(), "Make test_stats.py pass."), ["test_stats.py", "stats.py"]);
    }

    #[test]
    fn a_prompt_about_tests_brings_the_few_test_files_and_what_they_test() {
        let files = [
            ("textstats.py", "def count_vowels(text):\n    return 0\n"),
            ("tests/test_textstats.py", "from textstats import count_vowels\nassert count_vowels('a') == 1\n"),
            ("other.py", "def unrelated():\n    pass\n"),
        ];
        let dir = repo(&files);
        let prompt = "The unit tests are failing. Fix the code so they pass, without changing the tests.";
        assert_eq!(rank(dir.path(), prompt), ["tests/test_textstats.py", "textstats.py"]);
        // Not about tests: no test file (the tiny repository's code files).
        assert_eq!(rank(dir.path(), "Fix the code so that it works."), ["other.py", "textstats.py"]);
        // Many test files: the prompt has to say which.
        let mut many: Vec<(String, String)> =
            (0..4).map(|i| (format!("tests/test_{i}.py"), "x = 1\n".to_owned())).collect();
        many.push(("app.py".into(), "def run():\n    pass\n".into()));
        let many: Vec<(&str, &str)> = many.iter().map(|(p, t)| (p.as_str(), t.as_str())).collect();
        let dir = repo(&many);
        assert!(rank(dir.path(), prompt).is_empty());
    }

    #[test]
    fn a_word_that_names_many_files_points_at_none() {
        let mut files: Vec<(String, String)> =
            (0..5).map(|i| (format!("tasks/t{i}/prompt"), "Fix it.\n".to_owned())).collect();
        files.push(("scripts/prompts.py".into(), "def serve():\n    pass\n".into()));
        files.push(("config.py".into(), "PORT = 1\n".into()));
        let files: Vec<(&str, &str)> = files.iter().map(|(p, t)| (p.as_str(), t.as_str())).collect();
        let dir = repo(&files);
        let ranked = rank(dir.path(), "Review the prompt handling in scripts/prompts.py and the config");
        assert_eq!(ranked, ["scripts/prompts.py", "config.py"]);
    }

    #[test]
    fn a_settings_files_keys_count_as_the_names_it_defines() {
        let dir = repo(&[
            (
                "editor.py",
                "import json

def autosave_seconds(settings):\n    return settings[\"autosave_minutes\"] * 60\n",
            ),
            ("settings.json", "{\n  \"theme\": \"light\",\n  \"autosave_minutes\": 10\n}\n"),
            ("notes.md", "# Autosave\nSee the editor.\n"),
        ]);
        let ranked = rank(dir.path(), "The editor autosaves every 10 minutes; I'd like every 5 minutes instead.");
        assert!(ranked.contains(&"settings.json".to_owned()), "{ranked:?}");
        assert_eq!(settings_keys("a.toml", "[collection]\nglass = \"Tuesday\"\n# note: x\n"), ["glass"]);
        assert_eq!(settings_keys("a.yml", "lights:\n  - vacation_mode: true\n"), ["lights", "vacation_mode"]);
        assert!(settings_keys("a.py", "x = 1\n").is_empty());
    }

    #[test]
    fn a_form_of_a_file_s_name_and_the_only_code_file_count() {
        let dir = repo(&[
            ("sharpen.py", "PRICES = {\"kitchen knife\": 6.0}\n\ndef bill(items):\n    return 0\n"),
            ("README.md", "# Sharpening\n"),
        ]);
        let prompt = "Mr Patel dropped off three kitchen knives for sharpening. He was charged £31.00 but it should have been £27.90.";
        assert_eq!(rank(dir.path(), prompt), ["sharpen.py"]);
        // The only code file, named by no word of the prompt.
        assert_eq!(rank(dir.path(), "He was charged £31.00 but it should have been £27.90."), ["sharpen.py"]);
        let dir = repo(&[("sharp.py", "X = 1\n"), ("sharpen.py", "Y = 2\n"), ("other.py", "Z = 3\n")]);
        assert_eq!(rank(dir.path(), "Something about sharpening"), ["sharpen.py"]);
        // Two or three code files, none named: all of them.
        let dir = repo(&[("charges.py", "FEE = 12\n"), ("hours.py", "OPEN = 7\n"), ("README.md", "# Weighbridge\n")]);
        assert_eq!(
            rank(dir.path(), "What's the latest time a lorry can still get weighed?"),
            ["charges.py", "hours.py"]
        );
    }

    #[test]
    fn names_split_into_parts() {
        assert_eq!(parts("MAX_RETRIES"), ["max", "retries"]);
        assert_eq!(parts("parseConfigFile"), ["parse", "config", "file"]);
        assert!(prompt_words("Rename greet to welcome").contains("greet"));
        assert!(!prompt_words("Fix the add function").contains("the"));
    }
}
