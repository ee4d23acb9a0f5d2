//! A value the question gives in words that the program's call leaves at
//! its default: "a couple stayed … and brought their dog" was run as
//! `stay_total("cedar", 3, weekend_nights=1)`, without `dogs=1`, so the
//! program never printed the amount reported and the fix search had
//! nothing to start from. nub passes it: a flag the question says as
//! `True`, a count of a thing it says with its number ("their dog" is 1,
//! "two dogs" 2).

use crate::python_call::{calls_of, closing, definitions, is_keyword, split_arguments};

/// Words before a thing that count one of it.
const ONE: &[&str] = &["a", "an", "one", "their", "his", "her", "the", "my", "our"];

/// `program` with the values the `request` says passed to each call, at
/// the top level, of a function of `files` that leaves them at their
/// default (`False` or `0`): the program and the arguments added.
pub(super) fn with_said_values(
    program: &str,
    files: &[(String, String)],
    request: &str,
) -> Option<(String, Vec<String>)> {
    let words: Vec<String> = request
        .to_lowercase()
        .replace('\u{2019}', "'")
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|word| !word.is_empty())
        .map(str::to_owned)
        .collect();
    let mut added: Vec<String> = Vec::new();
    let mut lines: Vec<String> = Vec::new();
    for line in program.lines() {
        let mut line = line.to_owned();
        for (name, parameters) in files.iter().flat_map(|(_, text)| definitions(text)) {
            let Some(at) = line.find(&format!("{name}(")) else { continue };
            // Called more than once, the calls may leave it out on purpose
            // (with and without the hot tub).
            if calls_of(program, &name).len() > 1 {
                continue;
            }
            if line[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_') || line.trim_start().starts_with("def ")
            {
                continue;
            }
            let open = at + name.len();
            let Some(close) = closing(&line, open) else { continue };
            let inside = line[open + 1..close].to_owned();
            let passed: Vec<&str> = split_arguments(&inside);
            let positional = passed.iter().take_while(|arg| !is_keyword(arg)).count();
            let keywords: Vec<&str> = passed
                .iter()
                .filter(|arg| is_keyword(arg))
                .filter_map(|arg| arg.split('=').next())
                .map(str::trim)
                .collect();
            let mut extra: Vec<String> = Vec::new();
            for (index, (parameter, default)) in parameters.iter().enumerate() {
                if index < positional || keywords.contains(&parameter.as_str()) {
                    continue;
                }
                let value = match default.as_str() {
                    "False" => super::said_flags::says(parameter, request).then(|| "True".to_owned()),
                    "0" => counted(parameter, &words).map(|n| n.to_string()),
                    _ => None,
                };
                if let Some(value) = value {
                    extra.push(format!("{parameter}={value}"));
                }
            }
            if extra.is_empty() {
                continue;
            }
            let joined = match inside.trim().is_empty() {
                true => extra.join(", "),
                false => format!("{}, {}", inside.trim_end(), extra.join(", ")),
            };
            line = format!("{}{joined}{}", &line[..open + 1], &line[close..]);
            added.extend(extra);
        }
        lines.push(line);
    }
    (!added.is_empty()).then(|| (lines.join("\n"), added))
}

/// How many of the thing `parameter` counts the words say: "their dog"
/// for `dogs` is 1, "two dogs" 2.
fn counted(parameter: &str, words: &[String]) -> Option<u32> {
    let thing = parameter.to_lowercase();
    if thing.contains('_') || thing.len() < 3 {
        return None;
    }
    let single = thing.strip_suffix('s').unwrap_or(&thing).to_owned();
    let said: Vec<u32> = words
        .iter()
        .enumerate()
        .filter(|(_, word)| **word == thing || **word == single)
        .filter_map(|(at, word)| {
            let before = words.get(at.checked_sub(1)?)?;
            let n = crate::said_times::said_number(before);
            match (n, *word == single) {
                (Some(n), _) => Some(n),
                // "their dog" for `dogs`; not "their children" for `children`.
                (None, true) if single != thing && ONE.contains(&before.as_str()) => Some(1),
                _ => None,
            }
        })
        .collect();
    match said[..] {
        [n] => Some(n),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::with_said_values;

    const PRICING: &str = "def stay_total(lodge, nights, weekend_nights=0, dogs=0, hot_tub=False):\n    return 1\n";

    fn files() -> Vec<(String, String)> {
        vec![("pricing.py".to_owned(), PRICING.to_owned())]
    }

    #[test]
    fn a_count_or_flag_the_question_says_is_passed() {
        let program =
            "from pricing import stay_total\n\ntotal = stay_total(\"cedar\", 3, weekend_nights=1)\nprint(total)";
        let request = "A couple stayed in our Cedar lodge for 3 nights (one of them a Saturday) and brought their dog, and we charged them £435.";
        let (mended, added) = with_said_values(program, &files(), request).unwrap();
        assert_eq!(
            mended,
            "from pricing import stay_total\n\ntotal = stay_total(\"cedar\", 3, weekend_nights=1, dogs=1)\nprint(total)"
        );
        assert_eq!(added, ["dogs=1"]);
        let (mended, _) =
            with_said_values("print(stay_total('oak', 2))", &files(), "two dogs and the hot tub").unwrap();
        assert_eq!(mended, "print(stay_total('oak', 2, dogs=2, hot_tub=True))");
    }

    #[test]
    fn values_passed_or_unsaid_are_left() {
        let request = "They brought their dog.";
        assert_eq!(with_said_values("print(stay_total('oak', 2, 0, 1))", &files(), request), None);
        assert_eq!(with_said_values("print(stay_total('oak', 2, dogs=1))", &files(), request), None);
        assert_eq!(with_said_values("print(stay_total('oak', 2))", &files(), "A couple stayed two nights."), None);
        // Called twice (with and without), or a plural said with "their".
        let twice = "tub = stay_total('oak', 3, hot_tub=True)\nprint(tub - stay_total('oak', 3))";
        assert_eq!(with_said_values(twice, &files(), "How much more does the hot tub add?"), None);
        let children = vec![("a.py".to_owned(), "def price(adults, children=0):\n    pass\n".to_owned())];
        assert_eq!(with_said_values("print(price(2))", &children, "a couple and their children"), None);
        // A count said twice differently is no count.
        assert_eq!(with_said_values("print(stay_total('oak', 2))", &files(), "a dog, then two dogs"), None);
    }
}
