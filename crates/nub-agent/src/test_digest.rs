//! What a `python3 -m unittest -v` run says, in the few lines a small
//! model can act on: each failing test as the call it made, what that
//! returned and what the test expects. Shown the raw output, a 1.5B model
//! copied the test's own assertion line into an edit of the code, five
//! times in five tasks; told "initials("ada lovelace") returned 'al'; the
//! test expects "AL"" beside the code, it wrote `.upper()` where it belongs.

/// Failing tests shown, at most; the rest are counted.
const MAX_SHOWN: usize = 5;
/// A value or call longer than this is cut.
const MAX_PART: usize = 120;

/// A unittest run, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TestDigest {
    /// Tests run ("Ran 6 tests").
    pub ran: usize,
    /// One line per failing or erroring test, in the order unittest gave.
    pub failing: Vec<String>,
}

impl TestDigest {
    /// Whether every test passed.
    pub fn passed(&self) -> bool {
        self.failing.is_empty()
    }

    /// The digest as the model reads it, after "`command` ".
    pub fn lines(&self) -> String {
        if self.passed() {
            let tests = if self.ran == 1 { "test" } else { "tests" };
            return format!("passes: all {} {tests} pass.", self.ran);
        }
        let mut text = format!("fails {} of {} tests:", self.failing.len(), self.ran);
        for line in self.failing.iter().take(MAX_SHOWN) {
            text.push_str(&format!("\n- {line}"));
        }
        if self.failing.len() > MAX_SHOWN {
            text.push_str(&format!("\n- and {} more", self.failing.len() - MAX_SHOWN));
        }
        text
    }
}

/// Reads the output of `python3 -m unittest -v`; `None` when it is not
/// one (no "Ran N tests" line: a missing module, a crash before the run).
/// `is_test_file` tells the test's own frames from the code's; paths under
/// `root` (the directory the tests ran in) are shown from there.
pub(crate) fn read(output: &str, root: &str, is_test_file: impl Fn(&str) -> bool) -> Option<TestDigest> {
    let ran = output.lines().find_map(|line| {
        let rest = line.strip_prefix("Ran ")?;
        rest.split_whitespace().next()?.parse::<usize>().ok()
    })?;
    let mut failing = Vec::new();
    let lines: Vec<&str> = output.lines().collect();
    let mut at = 0;
    while at < lines.len() {
        let line = lines[at];
        let kind = ["FAIL: ", "ERROR: "].into_iter().find(|kind| line.starts_with(kind));
        let Some(kind) = kind else {
            at += 1;
            continue;
        };
        let end = (at + 1..lines.len())
            .find(|&i| lines[i].starts_with("=====") || lines[i].starts_with("Ran "))
            .unwrap_or(lines.len());
        let name = line[kind.len()..].split_whitespace().next().unwrap_or_default();
        let block = &lines[at + 1..end];
        let frames = frames(block, root);
        // In the test file's order, which is how its reader meets them
        // (unittest runs them by name).
        let place = frames
            .iter()
            .rev()
            .find(|frame| is_test_file(&frame.file))
            .map_or((String::new(), 0), |frame| (frame.file.clone(), frame.line));
        failing.push((place, one_failure(name, &frames, block, root, &is_test_file)));
        at = end;
    }
    failing.sort_by(|(a, _), (b, _)| a.cmp(b));
    Some(TestDigest { ran, failing: failing.into_iter().map(|(_, line)| line).collect() })
}

/// One failing test's line, from its traceback.
fn one_failure(
    name: &str,
    frames: &[Frame],
    block: &[&str],
    root: &str,
    is_test_file: &impl Fn(&str) -> bool,
) -> String {
    let error = block
        .iter()
        .map(|line| line.trim_end())
        .skip_while(|line| !line.starts_with("Traceback"))
        .skip(1)
        .find(|line| !line.starts_with(' ') && !line.is_empty())
        .unwrap_or("")
        .replace(&format!("{root}/"), "");
    let test_at = frames.iter().rposition(|frame| is_test_file(&frame.file));
    // The code's own frame: the last one in the repository (relative)
    // after the test's, not Python's library.
    let in_code = frames
        .iter()
        .skip(test_at.map_or(0, |at| at + 1))
        .rev()
        .find(|frame| !frame.file.starts_with('/') && !is_test_file(&frame.file));
    let in_test = test_at.map(|at| &frames[at]);
    let Some(test) = in_test else {
        // Not even the test file ran: an import failed.
        return cut(&format!("{name}: {error}"));
    };
    let at = format!("{}:{}", test.file, test.line);
    if let Some(code) = in_code {
        let call = assertion(&test.code)
            .map_or_else(|| test.code.clone(), |(_, args)| args.first().cloned().unwrap_or_default());
        return format!(
            "{} raised {} ({}:{}, in {}; the test is {at})",
            cut(&call),
            cut(&error),
            code.file,
            code.line,
            code.function
        );
    }
    let message = error.strip_prefix("AssertionError: ").unwrap_or(&error);
    match assertion(&test.code) {
        // The test's place is left out where the call says it all: shown
        // it, the 1.5B model went to edit the test.
        Some((method, args)) => from_assertion(&method, &args, message)
            .unwrap_or_else(|| format!("{} failed: {} ({at})", cut(&test.code), cut(message))),
        None if message.is_empty() || message == "AssertionError" => format!("{} failed ({at})", cut(&test.code)),
        None => format!("{} failed: {} ({at})", cut(&test.code), cut(message)),
    }
}

/// What a failed `self.assertX(args)` says, when its shape is known.
fn from_assertion(method: &str, args: &[String], message: &str) -> Option<String> {
    let first = cut(args.first()?);
    let actual = || {
        // "Lists differ: [-1, -3] != [2, 4]", "87.5 != 212 within 7 places (…)".
        let message = message.split_once(" differ: ").map_or(message, |(_, rest)| rest);
        let (actual, _) = message.split_once(" != ")?;
        Some(cut(actual))
    };
    match method {
        "assertEqual" | "assertEquals" | "assertListEqual" | "assertDictEqual" | "assertTupleEqual"
        | "assertSetEqual" | "assertCountEqual" => {
            Some(format!("{first} returned {}; the test expects {}", actual()?, cut(args.get(1)?)))
        }
        "assertAlmostEqual" => {
            Some(format!("{first} returned {}; the test expects about {}", actual()?, cut(args.get(1)?)))
        }
        "assertTrue" => Some(format!("{first} returned {}; the test expects a true value", false_value(message))),
        "assertFalse" => Some(format!("{first} returned {}; the test expects a false value", true_value(message))),
        "assertIsNone" => {
            Some(format!("{first} returned {}; the test expects None", message.split(" is not None").next()?))
        }
        _ => None,
    }
}

/// The value named in "0 is not true".
fn false_value(message: &str) -> String {
    cut(message.strip_suffix(" is not true").unwrap_or("a false value"))
}

/// The value named in "[1] is not false".
fn true_value(message: &str) -> String {
    cut(message.strip_suffix(" is not false").unwrap_or("a true value"))
}

/// One `File "...", line N, in f` frame and the code line under it.
struct Frame {
    file: String,
    line: u32,
    function: String,
    code: String,
}

fn frames(block: &[&str], root: &str) -> Vec<Frame> {
    let mut frames = Vec::new();
    for (i, line) in block.iter().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix("File \"") else { continue };
        let Some((file, rest)) = rest.split_once("\", line ") else { continue };
        let (number, function) = rest.split_once(", in ").unwrap_or((rest, ""));
        let Ok(number) = number.trim().parse() else { continue };
        let code = block.get(i + 1).map(|code| code.trim()).filter(|code| !code.starts_with("File \"")).unwrap_or("");
        let file = file.strip_prefix(root).map_or(file, |rest| rest.trim_start_matches('/'));
        frames.push(Frame {
            file: file.to_owned(),
            line: number,
            function: function.trim().to_owned(),
            code: code.to_owned(),
        });
    }
    frames
}

/// `self.assertEqual(a, b)` as ("assertEqual", ["a", "b"]).
fn assertion(code: &str) -> Option<(String, Vec<String>)> {
    let rest = code.strip_prefix("self.")?;
    let (method, args) = rest.split_once('(')?;
    if !method.starts_with("assert") || !method.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let args = args.trim_end().strip_suffix(')')?;
    Some((method.to_owned(), split_arguments(args)))
}

/// Top-level comma-separated arguments: commas inside brackets and
/// strings stay.
fn split_arguments(args: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let (mut depth, mut quote, mut escaped) = (0i32, None::<char>, false);
    let mut current = String::new();
    for c in args.chars() {
        match quote {
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                }
            }
            None => match c {
                '\'' | '"' => quote = Some(c),
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(current.trim().to_owned());
                    current.clear();
                    continue;
                }
                _ => {}
            },
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        parts.push(current.trim().to_owned());
    }
    parts
}

fn cut(text: &str) -> String {
    match text.char_indices().nth(MAX_PART) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_run(output: &str) -> TestDigest {
        read(output, "/tmp/dg", nub_tools::path::is_test_file).expect("a unittest run")
    }

    /// `python3 -m unittest -v test_shop.py` (Python 3.11), one failure of each kind.
    const SHOP: &str = r#"test_cheap (test_shop.ShopTest.test_cheap) ... FAIL
test_discount (test_shop.ShopTest.test_discount) ... ERROR
test_lists (test_shop.ShopTest.test_lists) ... FAIL
test_plain (test_shop.ShopTest.test_plain) ... FAIL
test_total (test_shop.ShopTest.test_total) ... FAIL

======================================================================
ERROR: test_discount (test_shop.ShopTest.test_discount)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/tmp/dg/test_shop.py", line 11, in test_discount
    self.assertAlmostEqual(discount(10), 9)
                           ^^^^^^^^^^^^
  File "/tmp/dg/shop.py", line 6, in discount
    return price * rate
                   ^^^^
NameError: name 'rate' is not defined

======================================================================
FAIL: test_cheap (test_shop.ShopTest.test_cheap)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/tmp/dg/test_shop.py", line 14, in test_cheap
    self.assertTrue(is_cheap(3))
AssertionError: False is not true

======================================================================
FAIL: test_lists (test_shop.ShopTest.test_lists)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/tmp/dg/test_shop.py", line 17, in test_lists
    self.assertEqual(sorted([3, 1]), [1, 3, 4])
AssertionError: Lists differ: [1, 3] != [1, 3, 4]

Second list contains 1 additional elements.
First extra element 2:
4

- [1, 3]
+ [1, 3, 4]
?      +++


======================================================================
FAIL: test_plain (test_shop.ShopTest.test_plain)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/tmp/dg/test_shop.py", line 20, in test_plain
    assert total([]) == 1
           ^^^^^^^^^^^^^^
AssertionError

======================================================================
FAIL: test_total (test_shop.ShopTest.test_total)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/tmp/dg/test_shop.py", line 8, in test_total
    self.assertEqual(total([1, 2]), 4)
AssertionError: 3 != 4

----------------------------------------------------------------------
Ran 5 tests in 0.002s

FAILED (failures=4, errors=1)
"#;

    #[test]
    fn each_failure_is_the_call_what_it_returned_and_what_the_test_expects() {
        let digest = read_run(SHOP);
        assert_eq!(digest.ran, 5);
        assert_eq!(
            digest.failing,
            [
                "total([1, 2]) returned 3; the test expects 4",
                "discount(10) raised NameError: name 'rate' is not defined (shop.py:6, in discount; the test is test_shop.py:11)",
                "is_cheap(3) returned False; the test expects a true value",
                "sorted([3, 1]) returned [1, 3]; the test expects [1, 3, 4]",
                "assert total([]) == 1 failed (test_shop.py:20)",
            ]
        );
        assert!(digest.lines().starts_with("fails 5 of 5 tests:\n- total([1, 2]) returned 3"));
    }

    #[test]
    fn a_test_module_that_cannot_import_says_what_is_missing() {
        let output = r#"test_missing (unittest.loader._FailedTest.test_missing) ... ERROR

======================================================================
ERROR: test_missing (unittest.loader._FailedTest.test_missing)
----------------------------------------------------------------------
ImportError: Failed to import test module: test_missing
Traceback (most recent call last):
  File "/usr/lib/python3.11/unittest/loader.py", line 162, in loadTestsFromName
    module = __import__(module_name)
             ^^^^^^^^^^^^^^^^^^^^^^^
  File "/tmp/dg/test_missing.py", line 2, in <module>
    from shop import refund
ImportError: cannot import name 'refund' from 'shop' (/tmp/dg/shop.py)


----------------------------------------------------------------------
Ran 1 test in 0.000s

FAILED (errors=1)
"#;
        let digest = read_run(output);
        assert_eq!(
            digest.failing,
            [
                "from shop import refund failed: ImportError: cannot import name 'refund' from 'shop' (shop.py) (test_missing.py:2)"
            ]
        );
    }

    #[test]
    fn a_passing_run_and_what_is_no_unittest_run() {
        let passing = "test_a (t.T.test_a) ... ok\n\n----------------------------------------------------------------------\nRan 1 test in 0.000s\n\nOK\n";
        let digest = read_run(passing);
        assert!(digest.passed());
        assert_eq!(digest.lines(), "passes: all 1 test pass.");
        assert_eq!(read("/usr/bin/python3: No module named pytest\n[exit code 1]", "/tmp", |_| false), None);
    }

    #[test]
    fn arguments_split_at_top_level_commas_only() {
        assert_eq!(
            split_arguments(r#"f("a, b", [1, 2]), {"k": (1, 2)}"#),
            [r#"f("a, b", [1, 2])"#, r#"{"k": (1, 2)}"#]
        );
        assert_eq!(split_arguments(r#"g('it\'s, ok'), 3"#), [r#"g('it\'s, ok')"#, "3"]);
    }
}
