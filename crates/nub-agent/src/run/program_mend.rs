//! A question's program that failed in a way nub can mend without the
//! model: told of its error and shown the function's parameters, the 1.5B
//! model sent `latest_booking_time(day, job, gritting, same_day)` three
//! times to a function of three parameters, and passed a
//! `summer_holidays` it never set to `last_entry(day, month,
//! summer_holidays=False)`. nub runs the program mended once, and says
//! what it changed.

use crate::python_call::{calls_of, definitions, is_keyword, split_arguments};

/// A program mended: the program and what was changed, said to the model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Mended {
    pub(super) program: String,
    pub(super) change: String,
}

/// `program`, which failed with `output`, mended when its error is one
/// of: too many values passed to a function (the last ones left out); a
/// name never set that is a flag of the files' functions (set to True
/// when the question `request` says it, else to its default); `None`
/// printed for a word the files write another way (`"sunday"` where the
/// hours are keyed `"Sun"`).
pub(super) fn mended(program: &str, output: &str, files: &[(String, String)], request: &str) -> Option<Mended> {
    if output.lines().next().is_some_and(|line| line.trim() == "None") {
        return words_as_written(program, files);
    }
    let error = output.lines().rev().find(|line| line.contains("Error: "))?;
    if error.contains("AttributeError: 'int' object has no attribute 'split'") {
        return minutes_as_times(program);
    }
    if let Some(rest) = error.split_once("TypeError: ").map(|(_, rest)| rest) {
        return fewer_values(program, rest, files);
    }
    let name = error.split_once("NameError: name '")?.1.split_once('\'')?.0;
    set_flag(program, name, files, request)
}

/// The call of the function the error names with its last positional
/// values left out, down to the number it takes, when each value left out
/// is a bare name that is none of the function's parameters in `files`
/// (`same_day`, passed to `latest_booking_time(day, job,
/// gritting=False)`): one that is may only be in the wrong place.
fn fewer_values(program: &str, error: &str, files: &[(String, String)]) -> Option<Mended> {
    // "f() takes from 2 to 3 positional arguments but 4 were given",
    // "f() takes 2 positional arguments but 3 were given".
    let (function, rest) = error.split_once("() takes ")?;
    let function = function.rsplit('.').next()?;
    let (takes, _) = rest.split_once(" positional argument")?;
    let takes: usize = takes.rsplit(' ').next()?.parse().ok()?;
    let given: usize = rest.split_once(" but ")?.1.split(' ').next()?.parse().ok()?;
    let [(open, close)] = calls_of(program, function)[..] else { return None };
    let arguments = split_arguments(&program[open + 1..close]);
    let positional: Vec<&str> = arguments.iter().copied().filter(|argument| !is_keyword(argument)).collect();
    if positional.len() != given || takes >= given || positional.len() != arguments.len() {
        return None;
    }
    let parameters = files.iter().find_map(|(_, text)| parameters_of(text, function))?;
    let strays =
        arguments[takes..].iter().all(|argument| is_bare_name(argument) && !parameters.contains(&argument.to_string()));
    if !strays {
        return None;
    }
    let kept = arguments[..takes].join(", ");
    let dropped = arguments[takes..].join(", ");
    let program = format!("{}{kept}{}", &program[..open + 1], &program[close..]);
    let change =
        format!("`{function}` takes {takes} values; nub left out the last that your program passed (`{dropped}`)");
    Some(Mended { program, change })
}

/// `program` with `name` set after its imports, when a function of
/// `files` has it as a flag (`summer_holidays=False`).
fn set_flag(program: &str, name: &str, files: &[(String, String)], request: &str) -> Option<Mended> {
    let default = files.iter().find_map(|(_, text)| flag_default(text, name))?;
    let value = match super::said_flags::says(name, request) {
        true => "True",
        false => default,
    };
    let lines: Vec<&str> = program.lines().collect();
    let last_import = lines.iter().rposition(|line| line.starts_with("import ") || line.starts_with("from "));
    // After a bracketed import's closing line.
    let after_imports = last_import.map_or(0, |at| match lines[at].trim_end().ends_with('(') {
        true => lines[at..].iter().position(|line| line.contains(')')).map_or(lines.len(), |end| at + end + 1),
        false => at + 1,
    });
    let mut out: Vec<String> = lines.iter().map(|line| (*line).to_owned()).collect();
    out.insert(after_imports, format!("{name} = {value}"));
    let change = format!("your program never set `{name}`; nub set `{name} = {value}`");
    Some(Mended { program: out.join("\n"), change })
}

/// `program` with each quoted word the files never write replaced by the
/// one they write for it: the same letters in another case or with `_`
/// for a space, or its first three or more letters (`"Sun"` for
/// `"sunday"`).
fn words_as_written(program: &str, files: &[(String, String)]) -> Option<Mended> {
    let written: Vec<String> = files.iter().flat_map(|(_, text)| quoted(text)).collect();
    let mut program = program.to_owned();
    let mut changes = Vec::new();
    for word in quoted(&program) {
        if written.contains(&word) || !word.chars().any(char::is_alphabetic) {
            continue;
        }
        let plain = |text: &str| text.to_lowercase().replace([' ', '-'], "_");
        let said = plain(&word);
        let mut forms: Vec<&String> = written
            .iter()
            .filter(|form| {
                let form = plain(form);
                // The same, or the files' shorter form of it ("Sun" for
                // "sunday"), never a longer one.
                form == said
                    || (form.len() >= 3
                        && form.len() < said.len()
                        && form.chars().all(char::is_alphabetic)
                        && said.starts_with(form.as_str()))
            })
            .collect();
        forms.dedup();
        let [form] = forms[..] else { continue };
        for quote in ['"', '\''] {
            program = program.replace(&format!("{quote}{word}{quote}"), &format!("{quote}{form}{quote}"));
        }
        changes.push(format!("`\"{word}\"` → `\"{form}\"`"));
    }
    (!changes.is_empty()).then(|| Mended {
        program,
        change: format!("your program printed None: it passed words the files write another way; nub wrote them as the files do ({})", changes.join(", ")),
    })
}

/// The quoted strings of `text` (single or double quotes, on one line).
fn quoted(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    // A docstring's words are no keys.
    let code = text
        .lines()
        .filter(|line| !line.trim_start().starts_with("\"\"\"") && !line.trim_start().starts_with("\'\'\'"));
    for line in code {
        let mut open: Option<(char, usize)> = None;
        for (at, c) in line.char_indices() {
            match open {
                Some((quote, start)) if c == quote => {
                    found.push(line[start..at].to_owned());
                    open = None;
                }
                None if c == '"' || c == '\'' => open = Some((c, at + 1)),
                _ => {}
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// `program` with the minutes of its loop over the day (`for m in
/// range(0, 24 * 60, 5)`) made "HH:MM" at the top of the loop's body:
/// the 1.5B model passed whole minutes to a check that splits "HH:MM".
fn minutes_as_times(program: &str) -> Option<Mended> {
    let lines: Vec<&str> = program.lines().collect();
    let at = lines.iter().position(|line| {
        let code = line.trim_start();
        code.starts_with("for ") && code.contains(" in range(") && (code.contains("60") || code.contains("1440"))
    })?;
    let name = lines[at].trim_start().strip_prefix("for ")?.split(" in ").next()?.trim();
    if !is_bare_name(name) {
        return None;
    }
    let body_indent = lines.get(at + 1).map(|line| &line[..line.len() - line.trim_start().len()])?;
    let mut out: Vec<String> = lines.iter().map(|line| (*line).to_owned()).collect();
    out.insert(at + 1, format!("{body_indent}{name} = \"%02d:%02d\" % divmod({name}, 60)"));
    Some(Mended {
        program: out.join("\n"),
        change: format!("your program passed whole minutes where the code splits \"HH:MM\"; nub made `{name}` one"),
    })
}

/// The files of the modules `program` imports (`from hours import …`,
/// `import hours`) under `root`, other than those of `known`: the hours a
/// program's day is looked up in may be in a file the question did not
/// attach.
pub(super) fn imported_files(
    program: &str,
    root: &std::path::Path,
    known: &[(String, String)],
) -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = Vec::new();
    for line in program.lines() {
        let module = match (line.strip_prefix("from "), line.strip_prefix("import ")) {
            (Some(rest), _) => rest.split_whitespace().next(),
            (None, Some(rest)) => rest.split([',', ' ']).next(),
            _ => None,
        };
        let Some(module) = module.filter(|m| m.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '.')) else {
            continue;
        };
        let path = format!("{}.py", module.replace('.', "/"));
        if known.iter().chain(&found).any(|(other, _)| *other == path) {
            continue;
        }
        if let Ok(text) = std::fs::read_to_string(root.join(&path)) {
            found.push((path, text));
        }
    }
    found
}

/// The parameter names of `function` as a `def` line of `source` has
/// them.
fn parameters_of(source: &str, function: &str) -> Option<Vec<String>> {
    let (_, parameters) = definitions(source).into_iter().find(|(name, _)| name == function)?;
    Some(parameters.into_iter().map(|(name, _)| name).collect())
}

fn is_bare_name(text: &str) -> bool {
    text.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && text.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// The default of parameter `name` in a `def` line of `source`, when it
/// is `True` or `False`.
fn flag_default(source: &str, name: &str) -> Option<&'static str> {
    let defaults = definitions(source).into_iter().flat_map(|(_, parameters)| parameters);
    defaults.filter(|(parameter, _)| parameter == name).find_map(|(_, default)| match default.as_str() {
        "False" => Some("False"),
        "True" => Some("True"),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::{Mended, mended};

    #[test]
    fn the_last_values_of_a_call_passed_too_many_are_left_out() {
        let program = "from schedule import latest_booking_time\n\nday = \"sunday\"\nresult = latest_booking_time(day, \"driveway\", gritting, same_day)\nprint(result)";
        let output = "Traceback (most recent call last):\n  File \"<program>\", line 4\nTypeError: latest_booking_time() takes from 2 to 3 positional arguments but 4 were given\n[exit code 1]";
        let files = vec![(
            "schedule.py".to_owned(),
            "def latest_booking_time(day, job, gritting=False):\n    pass\n".to_owned(),
        )];
        let Mended { program, change } = mended(program, output, &files, "").unwrap();
        assert_eq!(
            program,
            "from schedule import latest_booking_time\n\nday = \"sunday\"\nresult = latest_booking_time(day, \"driveway\", gritting)\nprint(result)"
        );
        assert!(change.contains("(`same_day`)"), "{change}");
        // A value left out that is a parameter may be one in the wrong place.
        let misplaced = vec![(
            "schedule.py".to_owned(),
            "def latest_booking_time(day, job, same_day=False):\n    pass\n".to_owned(),
        )];
        let wrong_place = "print(latest_booking_time(day, \"driveway\", gritting, same_day))";
        assert_eq!(mended(wrong_place, output, &misplaced, ""), None);
        // Called twice, or with keywords: left to the model.
        let twice = "print(f(1, 2, 3))\nprint(f(1, 2, 3))";
        assert_eq!(mended(twice, "TypeError: f() takes 2 positional arguments but 3 were given", &[], ""), None);
        let keyword = "print(f(1, 2, x=3))";
        assert_eq!(mended(keyword, "TypeError: f() takes 1 positional argument but 2 were given", &[], ""), None);
        // Another TypeError.
        assert_eq!(
            mended("print(f('a' + 1))", "TypeError: can only concatenate str (not \"int\") to str", &[], ""),
            None
        );
    }

    #[test]
    fn a_word_the_files_write_another_way_is_written_as_they_do() {
        let files = vec![(
            "hours.py".to_owned(),
            "HOURS = {\n    \"Sat\": (\"09:30\", \"18:00\"),\n    \"Sun\": (\"11:00\", \"16:00\"),\n}\nKINDS = ['whole_body']\n".to_owned(),
        )];
        let program = "from hours import last_entry\nday = \"sunday\"\nhhmm = \"14:00\"\nprint(last_entry(day), price('whole body'))";
        let Mended { program, change } = mended(program, "None\n[exit code 0]", &files, "").unwrap();
        assert_eq!(
            program,
            "from hours import last_entry\nday = \"Sun\"\nhhmm = \"14:00\"\nprint(last_entry(day), price('whole_body'))"
        );
        assert!(change.contains("`\"sunday\"` → `\"Sun\"`"), "{change}");
        // Written as the files do, or like two of theirs: nothing to mend.
        assert_eq!(mended("print(f(\"Sun\"))", "None\n[exit code 0]", &files, ""), None);
        let two = vec![("a.py".to_owned(), "X = ['Sat', 'Satur']\n".to_owned())];
        assert_eq!(mended("print(f('saturday'))", "None\n[exit code 0]", &two, ""), None);
    }

    #[test]
    fn the_files_of_the_modules_a_program_imports_are_read() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("hours.py"), "X = 'Sun'\n").unwrap();
        std::fs::write(dir.path().join("tickets.py"), "Y = 1\n").unwrap();
        let known = vec![("tickets.py".to_owned(), "Y = 1\n".to_owned())];
        let program = "from hours import last_entry\nimport tickets, os\nimport nowhere\nprint(1)";
        assert_eq!(
            super::imported_files(program, dir.path(), &known),
            vec![("hours.py".to_owned(), "X = 'Sun'\n".to_owned())]
        );
    }

    #[test]
    fn minutes_passed_where_a_time_is_split_are_made_one() {
        let program = "from hours import may_check_in\nlatest = None\nfor hhmm in range(0, 24 * 60, 5):\n    if may_check_in('Sun', hhmm):\n        latest = hhmm\nprint(latest)";
        let output =
            "Traceback (most recent call last):\nAttributeError: 'int' object has no attribute 'split'\n[exit code 1]";
        let Mended { program, .. } = mended(program, output, &[], "").unwrap();
        assert_eq!(
            program,
            "from hours import may_check_in\nlatest = None\nfor hhmm in range(0, 24 * 60, 5):\n    hhmm = \"%02d:%02d\" % divmod(hhmm, 60)\n    if may_check_in('Sun', hhmm):\n        latest = hhmm\nprint(latest)"
        );
        assert_eq!(mended("for i in range(3):\n    f(i)", output, &[], ""), None);
    }

    #[test]
    fn a_flag_never_set_is_set_as_the_question_says() {
        let files =
            vec![("visits.py".to_owned(), "def last_entry(day, month, summer_holidays=False):\n    pass\n".to_owned())];
        let program = "from visits import last_entry\n\nday = \"sunday\"\nprint(last_entry(day, 8, summer_holidays))";
        let output =
            "Traceback (most recent call last):\nNameError: name 'summer_holidays' is not defined\n[exit code 1]";
        let request = "What time is our last entry on a Sunday during the summer holidays?";
        let Mended { program: mended_program, change } = mended(program, output, &files, request).unwrap();
        assert_eq!(
            mended_program,
            "from visits import last_entry\nsummer_holidays = True\n\nday = \"sunday\"\nprint(last_entry(day, 8, summer_holidays))"
        );
        assert_eq!(change, "your program never set `summer_holidays`; nub set `summer_holidays = True`");
        // Not said: its default. Not a flag of the files: left to the model.
        let said_not = mended(program, output, &files, "What time is our last entry on a Sunday?").unwrap();
        assert!(said_not.program.contains("summer_holidays = False"));
        let unknown = "Traceback (most recent call last):\nNameError: name 'month' is not defined\n[exit code 1]";
        assert_eq!(mended(program, unknown, &files, request), None);
    }
}
