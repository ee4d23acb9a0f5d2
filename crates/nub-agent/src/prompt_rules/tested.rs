//! What a test file tests: the command that runs it, and the files of
//! code it imports — where a small model told that the tests judge the
//! code is sent.

use nub_tools::path::is_test_file;

/// What a prompt about failing tests says to make them the judge of the
/// code, as failing tests do: "the tests are right", "I don't think the
/// tests are wrong", or "can you get them passing again?", which asks for
/// the code's change (taken for a question, the fix the search had found
/// was refused).
pub(super) const TESTS_RIGHT: &[&str] = &[
    "tests are right",
    "tests are correct",
    "test is right",
    "test is correct",
    "tests are fine",
    "tests aren't wrong",
    "tests are not wrong",
    "don't think the tests are wrong",
    "dont think the tests are wrong",
    "get them passing",
    "get them all passing",
    "get the tests passing",
    "make them pass",
    "make them all pass",
    "get them to pass",
];

/// The command that runs the Python test file `test_path` (from the
/// working directory), whose text is `test_text`, verbosely: `unittest`
/// for a file that uses it, `pytest` for one that uses that; `None` for
/// other files.
pub(crate) fn test_command(test_path: &str, test_text: &str) -> Option<String> {
    // The path goes into a shell command: plain characters only.
    let plain = test_path.chars().all(|c| c.is_ascii_alphanumeric() || "_./-".contains(c));
    if !test_path.ends_with(".py") || !plain || test_path.starts_with('-') {
        return None;
    }
    if test_text.contains("unittest") {
        Some(format!("python3 -m unittest -v {test_path}"))
    } else if test_text.contains("pytest") || test_text.contains("def test_") {
        Some(format!("python3 -m pytest -q {test_path}"))
    } else {
        None
    }
}

/// The files of code that the test file `test_path` (from the working
/// directory) imports, as `exists` finds them: Python's `from stats import
/// mean` or `import pkg.stats`, JavaScript's `from './stats'` or
/// `require('../lib/stats')`. Told that the tests judge the code, a 1.5B
/// model still asked to rewrite `test_stats.py` three times; naming
/// `stats.py` gives it somewhere to go.
pub(crate) fn tested_code(test_path: &str, test_text: &str, exists: impl Fn(&str) -> bool) -> Vec<String> {
    let dir = test_path.rsplit_once('/').map_or("", |(dir, _)| dir);
    let mut candidates: Vec<String> = Vec::new();
    for line in test_text.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("from ").or_else(|| line.strip_prefix("import ")) {
            let module = rest.split([' ', ',', ';']).next().unwrap_or_default();
            let plain = module.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.');
            // `.util` is beside the test, `..util` one directory up.
            let dots = module.len() - module.trim_start_matches('.').len();
            let up = "../".repeat(dots.saturating_sub(1));
            let beside = joined(dir, &up);
            let module = module.trim_start_matches('.').replace('.', "/");
            if plain && !module.is_empty() && !is_test_file(&format!("{module}.py")) {
                for base in if dots > 0 { vec![beside.as_str()] } else { vec![dir, ""] } {
                    candidates.push(joined(base, &format!("{module}.py")));
                    candidates.push(joined(base, &format!("{module}/__init__.py")));
                }
            }
        }
        for quoted in [" from '", " from \"", "require('", "require(\"", "import '", "import \""] {
            let Some((_, rest)) = line.split_once(quoted) else { continue };
            let Some(spec) = rest.split(['\'', '"']).next().filter(|spec| spec.starts_with('.')) else { continue };
            let path = joined(dir, spec);
            for ending in ["", ".ts", ".tsx", ".js", ".jsx", ".mjs", "/index.ts", "/index.js"] {
                candidates.push(format!("{path}{ending}"));
            }
        }
    }
    let mut found: Vec<String> = Vec::new();
    for path in candidates {
        if !found.contains(&path) && !is_test_file(&path) && path != test_path && exists(&path) {
            found.push(path);
        }
    }
    found.truncate(MAX_TESTED_FILES);
    found
}

/// Code files named as what a test file tests.
const MAX_TESTED_FILES: usize = 3;

/// `relative` (with `./` and `../`) from the directory `dir`; "" is the
/// working directory.
fn joined(dir: &str, relative: &str) -> String {
    let mut parts: Vec<&str> = dir.split('/').filter(|part| !part.is_empty()).collect();
    for part in relative.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            part => parts.push(part),
        }
    }
    parts.join("/")
}
