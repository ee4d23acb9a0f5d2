//! Values a small model's program copied from a file's own example
//! instead of taking them from the request: asked how much a family visit
//! would cost, the 1.5B model passed `[35, 33, 7, 4]` and
//! `date(2025, 5, 14)` from the bottom of visit.py; asked to reproduce a
//! report about six baskets, it passed the example order of orders.py.

use crate::stated_values::{numbers_in, states};

/// Characters a bracketed group holds at least to count as copied.
const MIN_COPIED: usize = 5;

/// The first bracketed group of `program` (`[35, 33, 7, 4]`, `(2025, 5,
/// 14)`) that holds two numbers or more, occurs as it is in one of
/// `files` (path, text), holds more numbers the request does not state
/// than it states, and holds no smaller such group; with that file's path.
pub(super) fn copied_values(program: &str, files: &[(String, String)], request: &str) -> Option<(String, String)> {
    let stated = numbers_in(request);
    let chars: Vec<(usize, char)> = program.char_indices().collect();
    let mut found: Vec<(usize, usize, String)> = Vec::new();
    for (at, &(start, open)) in chars.iter().enumerate() {
        let close = match open {
            '[' => ']',
            '(' => ')',
            _ => continue,
        };
        let mut depth = 0;
        let Some(&(end, _)) = chars[at..].iter().find(|(_, c)| {
            depth += i32::from(*c == open) - i32::from(*c == close);
            *c == close && depth == 0
        }) else {
            continue;
        };
        let group = &program[start..=end];
        let numbers = numbers_in(group);
        let plain: Vec<f64> = group
            .split(|c: char| !(c.is_ascii_digit() || c == '.'))
            .filter_map(|word| word.parse::<f64>().ok())
            .collect();
        // An example whose numbers the request states half of or more is
        // the case it tells of: a nightclub's example group of five and two
        // members with three coats was the group the report describes.
        let told = plain.iter().filter(|n| states(&stated, **n)).count();
        if group.len() < MIN_COPIED || plain.len() < 2 || told * 2 >= plain.len() || numbers.is_empty() {
            continue;
        }
        if let Some((path, _)) = files.iter().find(|(_, text)| text.contains(group)) {
            found.push((start, end, path.clone()));
        }
    }
    let inner = |(start, end, _): &&(usize, usize, String)| {
        !found.iter().any(|(other_start, other_end, _)| {
            (other_start, other_end) != (start, end) && start <= other_start && other_end <= end
        })
    };
    let (start, end, path) = found.iter().find(inner)?;
    Some((program[*start..=*end].to_owned(), path.clone()))
}

/// The first line of `program` at its top level that sets a name to a
/// value holding a number the request states, when nothing after reads
/// the name: (the name, the line). Asked what a grandmother of 70 and her
/// grandchildren of 8 and 2 would pay, the 1.5B model set
/// `grandmother_age = 70`, passed `[8, 2]` and answered for the children.
pub(super) fn unused_value(program: &str, request: &str) -> Option<(String, String)> {
    let stated = numbers_in(request);
    program.lines().find_map(|line| {
        let (name, value) = line.split_once('=')?;
        let name = name.trim_end();
        let plain = !line.starts_with(char::is_whitespace)
            && !name.is_empty()
            && name.chars().all(|c| c.is_alphanumeric() || c == '_')
            && !value.starts_with('=');
        let told = numbers_in(value).iter().any(|n| states(&stated, *n));
        let read = program.lines().filter(|other| nub_tools::holds_word(other, name)).count() > 1;
        (plain && told && !read).then(|| (name.to_owned(), line.trim().to_owned()))
    })
}

/// The functions `program` defines (`def name(`) that one of `files`
/// (path, text) defines too, with that file's path (the first file that
/// has any): asked what the carvery's system would charge a family, the
/// 1.5B model wrote `plates_total` and `table_bill` out again in its
/// program, imported nothing of bill.py, and printed its copy's total.
pub(super) fn redefined(program: &str, files: &[(String, String)]) -> Option<(Vec<String>, String)> {
    let defined = |text: &str| -> Vec<String> {
        text.lines()
            .filter_map(|line| line.trim_start().strip_prefix("def "))
            .filter_map(|rest| rest.split('(').next())
            .map(|name| name.trim().to_owned())
            .filter(|name| !name.is_empty())
            .collect()
    };
    let written = defined(program);
    files.iter().find_map(|(path, text)| {
        let theirs = defined(text);
        let names: Vec<String> = written.iter().filter(|name| theirs.contains(name)).cloned().collect();
        (!names.is_empty()).then(|| (names, path.clone()))
    })
}

/// `program` without its top-level definitions of `names`: each `def`
/// line and the lines of its body (more indented, or blank) after it.
pub(super) fn without_definitions(program: &str, names: &[String]) -> String {
    let mut kept: Vec<&str> = Vec::new();
    let mut skipping = false;
    for line in program.lines() {
        let top = !line.starts_with([' ', '\t']) && !line.trim().is_empty();
        if top {
            let defined = line.strip_prefix("def ").and_then(|rest| rest.split('(').next()).map(str::trim);
            skipping = defined.is_some_and(|name| names.iter().any(|copied| copied == name));
        }
        if !skipping {
            kept.push(line);
        }
    }
    kept.join("\n")
}

/// `names` as code, joined: "`a`", "`a` and `b`", "`a`, `b` and `c`".
pub(super) fn listed(names: &[String]) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_the_program_sets_and_never_reads_is_found() {
        let request =
            "A grandmother aged 70 wants to bring her two grandchildren, aged 8 and 2. What would we charge her?";
        let program = "import tickets\n\ngrandmother_age = 70\nages = [8, 2]\nprint(tickets.visit_total(ages))";
        assert_eq!(
            super::unused_value(program, request),
            Some(("grandmother_age".to_owned(), "grandmother_age = 70".to_owned()))
        );
        let used = "ages = [70, 8, 2]\nprint(visit_total(ages))";
        assert_eq!(super::unused_value(used, request), None);
        let unstated = "tax = 0.2\nprint(visit_total([70, 8, 2]))";
        assert_eq!(super::unused_value(unstated, request), None);
    }

    fn visit() -> Vec<(String, String)> {
        vec![(
            "visit.py".to_owned(),
            "def visit_price(ages, day, tractor=False):\n    return 1\n\n\nif __name__ == \"__main__\":\n    print(visit_price([35, 33, 7, 4], date(2025, 5, 14), tractor=True))\n".to_owned(),
        )]
    }

    #[test]
    fn values_of_the_file_s_example_are_found() {
        let question = "It's her and her husband, their three kids (aged 1, 6 and 11) and her mum who's 70. How much?";
        let program = "from visit import *\nages = [35, 33, 7, 4]\nprint(visit_price(ages, date(2025, 5, 14)))";
        assert_eq!(
            copied_values(program, &visit(), question),
            Some(("[35, 33, 7, 4]".to_owned(), "visit.py".to_owned()))
        );
        let own = "from visit import *\nprint(visit_price([40, 40, 1, 6, 11, 70], date(2025, 8, 2)))";
        assert_eq!(copied_values(own, &visit(), question), None);
    }

    #[test]
    fn copied_definitions_are_left_out_with_their_bodies() {
        let program = "from rates import RATE\n\ndef units(n):\n    \"\"\"Labour.\"\"\"\n\n    return n * RATE\n\ndef mine(x):\n    return x\n\nprint(units(6), mine(2))\n";
        assert_eq!(
            without_definitions(program, &["units".to_owned()]),
            "from rates import RATE\n\ndef mine(x):\n    return x\n\nprint(units(6), mine(2))"
        );
    }

    #[test]
    fn values_the_request_states_are_no_copy() {
        let program = "print(visit_price([35, 33, 7, 4]))";
        assert_eq!(copied_values(program, &visit(), "ages 35, 33, 7 and 4 - how much?"), None);
        assert_eq!(copied_values("print(x(1))", &visit(), "how much?"), None);
        // Half its numbers told: the example is the case the report tells of.
        let door = vec![("door.py".to_owned(), "print(door_slip([False] * 5 + [True] * 2, 23, coats=3))\n".to_owned())];
        let report = "A group of seven came in at half eleven, two of them members, and they checked in three coats. The till charged them £65 but it should have been £59.";
        assert_eq!(copied_values("print(group_total([False] * 5 + [True] * 2, 23, coats=3))", &door, report), None);
    }

    #[test]
    fn a_function_of_the_files_written_out_again_is_found() {
        let copy = "from visit import *\n\ndef visit_price(ages, day):\n    return 2\n\nprint(visit_price([1], None))";
        assert_eq!(redefined(copy, &visit()), Some((vec!["visit_price".to_owned()], "visit.py".to_owned())));
        assert_eq!(listed(&["a".to_owned(), "b".to_owned(), "c".to_owned()]), "`a`, `b` and `c`");
        let own =
            "from visit import visit_price\n\ndef ages():\n    return [40, 6]\n\nprint(visit_price(ages(), None))";
        assert_eq!(redefined(own, &visit()), None);
    }
}
