//! A constant the code sets and never uses, that a fault told in words is
//! about: "children from the same family are meant to get 15% off … for
//! every child after the first, but the family bill still charges all the
//! children full price", where `SIBLING_DISCOUNT = 0.15  # off each child
//! after the first in a family` is used nowhere. Its line, pointed at in
//! the first request, says what the fix is to apply. And a parameter a
//! function takes and never reads, that such a fault is about.

/// Words too common to tie a request to a constant.
const PLAIN: &[&str] = &[
    "that",
    "this",
    "with",
    "from",
    "have",
    "were",
    "what",
    "when",
    "where",
    "which",
    "their",
    "there",
    "they",
    "them",
    "then",
    "than",
    "each",
    "every",
    "into",
    "only",
    "also",
    "just",
    "meant",
    "should",
    "would",
    "could",
    "sort",
    "please",
    "still",
    "some",
    "more",
    "less",
    "does",
    "doesn",
    "isn't",
    "aren't",
    "being",
    "been",
    "system",
    "code",
    "price",
    "prices",
    "charge",
    "charges",
    "charged",
    "total",
    "cost",
    "costs",
    "over",
    "under",
    "name",
    "names",
    "customer",
    "customers",
    "number",
    "amount",
    "value",
];

/// Letters two words share at their start, at least, to be one.
const SAME_STEM: usize = 4;

/// A constant set and never used: where, and its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Unused {
    pub(crate) name: String,
    pub(crate) path: String,
    /// From 1.
    pub(crate) line: usize,
    pub(crate) text: String,
}

/// The one constant of `files` (path, text) that none of them uses and
/// whose name or comment shares a word with `request`.
pub(crate) fn unused_constant(files: &[(String, String)], request: &str) -> Option<Unused> {
    let asked = words(request);
    let mut found = Vec::new();
    for (path, text) in files {
        for (at, line) in text.lines().enumerate() {
            let Some((name, _)) = line.split_once('=') else { continue };
            let name = name.trim_end();
            let constant = name.len() > 2
                && name.starts_with(|c: char| c.is_ascii_uppercase())
                && name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                && !line[name.len()..].trim_start().starts_with("==");
            if !constant || line.starts_with(char::is_whitespace) {
                continue;
            }
            let uses: usize = files.iter().map(|(_, other)| word_count(other, name)).sum();
            let said = words(&format!("{} {}", name.replace('_', " "), line.split_once('#').map_or("", |(_, c)| c)));
            if uses == 1 && said.iter().any(|word| asked.iter().any(|other| same(word, other))) {
                found.push(Unused {
                    name: name.to_owned(),
                    path: path.clone(),
                    line: at + 1,
                    text: line.trim().to_owned(),
                });
            }
        }
    }
    match <[Unused; 1]>::try_from(found) {
        Ok([one]) => Some(one),
        Err(_) => None,
    }
}

/// A parameter a function takes and never reads, that a fault told in
/// words is about: "returning clients aren't supposed to pay it" where
/// `course_price(sessions, returning_client=False)` charges the
/// assessment fee to all; "ponies under 12 hands" where
/// `weekly_rate(height_hands)` returns the one rate.
/// Or a name the function sets and never reads: "kids under 12 are
/// supposed to go half price" where `person_price` sets `price` to the
/// half and returns `base`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct UnusedParameter {
    pub(crate) function: String,
    pub(crate) parameter: String,
    pub(crate) path: String,
    /// Set in the body, not taken.
    pub(crate) local: bool,
}

impl UnusedParameter {
    /// What the function written again is to have.
    pub(crate) fn change(&self) -> String {
        let how = if self.local { "sets" } else { "takes" };
        let used = if self.local { "" } else { " in the body" };
        format!(
            "with the fault fixed. `{}` {how} `{}` and never reads it: that is the fault. Use `{}`{used} as the request says, and keep everything else as it is.",
            self.function, self.parameter, self.parameter
        )
    }
}

/// The one name of the functions of `files` (path, text) that its
/// function sets, alone on the left of `=` or `+=` and the like, and
/// never reads.
pub(crate) fn unused_local(files: &[(String, String)]) -> Option<UnusedParameter> {
    let mut found = Vec::new();
    for (path, text) in files {
        for function in crate::docstrings::defined_once(text) {
            let Some(definition) = crate::whole_function::text_of(&function, text) else { continue };
            let Some(header_end) = definition.find("):").or_else(|| definition.find(") ->")) else { continue };
            let body = definition[header_end..].split_once('\n').map_or("", |(_, body)| body);
            let targets: Vec<&str> = statement_lines(body).into_iter().filter_map(assigned_name).collect();
            let mut names: Vec<&str> = targets.clone();
            names.sort_unstable();
            names.dedup();
            for name in names {
                let set = targets.iter().filter(|target| **target == name).count();
                if !name.starts_with('_') && word_count(body, name) == set {
                    found.push(UnusedParameter {
                        function: function.clone(),
                        parameter: name.to_owned(),
                        path: path.clone(),
                        local: true,
                    });
                }
            }
        }
    }
    match <[UnusedParameter; 1]>::try_from(found) {
        Ok([one]) => Some(one),
        Err(_) => None,
    }
}

/// The lines of `body` that start a statement: not inside brackets (a
/// call's `key=…,` on a line of its own) nor inside a string of three
/// quotes (a docstring's `discount = 10% for groups`).
fn statement_lines(body: &str) -> Vec<&str> {
    let mut depth = 0i32;
    let mut in_doc = false;
    let mut out = Vec::new();
    for line in body.lines() {
        let quotes = line.matches("\"\"\"").count() + line.matches("'''").count();
        if depth == 0 && !in_doc && quotes == 0 {
            out.push(line);
        }
        if quotes % 2 == 1 {
            in_doc = !in_doc;
        }
        if !in_doc {
            let code = line.split('#').next().unwrap_or(line);
            let opened = code.matches(['(', '[', '{']).count() as i32;
            depth = (depth + opened - code.matches([')', ']', '}']).count() as i32).max(0);
        }
    }
    out
}

/// The name a line sets on its own (`price = base`, `total += fee`).
fn assigned_name(line: &str) -> Option<&str> {
    let line = line.trim_start();
    let end = line.find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))?;
    let (name, rest) = line.split_at(end);
    let rest = rest.trim_start();
    let sets = ["=", "+=", "-=", "*=", "/="].iter().any(|op| rest.starts_with(op)) && !rest.starts_with("==");
    (sets && name.starts_with(|c: char| c.is_ascii_lowercase() || c == '_')).then_some(name)
}

/// The one parameter of the functions of `files` (path, text) that its
/// function never reads and whose name shares a word with `request`.
pub(crate) fn unused_parameter(files: &[(String, String)], request: &str) -> Option<UnusedParameter> {
    let asked = words(request);
    let mut found = Vec::new();
    for (path, text) in files {
        for function in crate::docstrings::defined_once(text) {
            let Some(definition) = crate::whole_function::text_of(&function, text) else { continue };
            let Some(parameters) = crate::whole_function::parameter_names(&definition) else { continue };
            // The body: what follows the line that ends the header.
            let Some(header_end) = definition.find("):").or_else(|| definition.find(") ->")) else { continue };
            let body = definition[header_end..].split_once('\n').map_or("", |(_, body)| body);
            for parameter in parameters {
                let plain = parameter.as_str();
                if plain.starts_with('_') || ["self", "cls", "args", "kwargs"].contains(&plain) {
                    continue;
                }
                let said = words(&plain.replace('_', " "));
                // A name of three letters ("day") is said by a word that
                // ends with it ("weekdays", "Saturdays").
                let short = plain.len() == 3
                    && plain.chars().all(|c| c.is_ascii_lowercase())
                    && request
                        .to_lowercase()
                        .split(|c: char| !c.is_alphabetic())
                        // Not "cottage" for `age`: only `day` ends other words.
                        .any(|word| {
                            let bare = word.strip_suffix('s').unwrap_or(word);
                            bare == plain || (plain == "day" && bare.ends_with("day"))
                        });
                let about = short || said.iter().any(|word| asked.iter().any(|other| same(word, other)));
                if word_count(body, plain) == 0 && about {
                    found.push(UnusedParameter {
                        function: function.clone(),
                        parameter: plain.to_owned(),
                        path: path.clone(),
                        local: false,
                    });
                }
            }
        }
    }
    match <[UnusedParameter; 1]>::try_from(found) {
        Ok([one]) => Some(one),
        Err(_) => None,
    }
}

/// The note for the first request.
pub(crate) fn note(unused: &Unused) -> String {
    format!(
        "[nub: `{}` is set in {} line {} (`{}`) but no code uses it: the fault may be that it is never applied.]",
        unused.name, unused.path, unused.line, unused.text
    )
}

/// How often `name` occurs in `text` as a word of its own.
fn word_count(text: &str, name: &str) -> usize {
    text.match_indices(name)
        .filter(|(at, _)| {
            let before = text[..*at].chars().next_back().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            let after = text[at + name.len()..].chars().next().is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
            before && after
        })
        .count()
}

/// The lowercase words of `text` of four letters or more, but plain ones.
fn words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphabetic())
        .filter(|word| word.len() >= SAME_STEM && !PLAIN.contains(word))
        .map(str::to_owned)
        .collect()
}

/// Whether two words share their first letters: "children" and "child".
fn same(a: &str, b: &str) -> bool {
    a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count() >= SAME_STEM.min(a.len()).min(b.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    const FEES: &str = "ADULT_FEE = 35.00\nSIBLING_DISCOUNT = 0.15     # off each child after the first in a family\nKIT_HIRE = 4.50\n\n\ndef member_fee(age):\n    return ADULT_FEE + KIT_HIRE\n";

    fn files(text: &str) -> Vec<(String, String)> {
        vec![("fees.py".to_owned(), text.to_owned())]
    }

    #[test]
    fn the_constant_no_code_uses_that_the_request_is_about_is_found() {
        let request = "Children from the same family are meant to get 15% off the monthly fee for every child after the first, but the family bill still charges all the children full price.";
        let unused = unused_constant(&files(FEES), request).expect("unused");
        assert_eq!((unused.name.as_str(), unused.line), ("SIBLING_DISCOUNT", 2));
        assert!(
            note(&unused)
                .contains("`SIBLING_DISCOUNT` is set in fees.py line 2 (`SIBLING_DISCOUNT = 0.15     # off each child")
        );
    }

    #[test]
    fn the_parameter_a_function_never_reads_that_the_request_is_about_is_found() {
        let code = "FEE = 15.0\n\n\ndef course_price(sessions, returning_client=False, online=False):\n    total = sessions * 70.0\n    if online:\n        total -= 10\n    total += FEE\n    return total\n";
        let request = "The assessment fee is only meant for people coming to us for the first time — returning clients aren't supposed to pay it. Can you fix that?";
        let unused = unused_parameter(&files(code), request).expect("unused");
        assert_eq!((unused.function.as_str(), unused.parameter.as_str()), ("course_price", "returning_client"));
        assert!(unused.change().contains("`course_price` takes `returning_client` and never reads it"));
        // A word of the name: "hands" of `height_hands`.
        let pony = "def weekly_rate(height_hands):\n    \"\"\"Weekly fee.\"\"\"\n    return 28.0\n";
        let unused = unused_parameter(&files(pony), "Ponies under 12 hands are meant to pay half.").expect("unused");
        assert_eq!(unused.parameter, "height_hands");
    }

    #[test]
    fn the_one_name_a_function_sets_and_never_reads_is_found() {
        let code = "def person_price(age, walk=\"half day\"):\n    base = PRICES[walk]\n    price = base\n    if age < 12:\n        price = base * 0.5\n    return round(base, 2)\n\n\ndef total(ages):\n    total = 0\n    for age in ages:\n        total += person_price(age)\n    return total\n";
        let unused = unused_local(&files(code)).expect("unused");
        assert_eq!(
            (unused.function.as_str(), unused.parameter.as_str(), unused.local),
            ("person_price", "price", true)
        );
        assert!(unused.change().contains("`person_price` sets `price` and never reads it"), "{}", unused.change());
        let read = code.replace("return round(base, 2)", "return round(price, 2)");
        assert_eq!(unused_local(&files(&read)), None);
        assert_eq!(assigned_name("    total += fee"), Some("total"));
        assert_eq!(assigned_name("    if total == 3:"), None);
        assert_eq!(assigned_name("    weeks, extra = divmod(n, 7)"), None);
    }

    #[test]
    fn a_keyword_argument_or_a_docstring_line_is_no_name_set() {
        let code = "def listing(rows):\n    \"\"\"Sorted.\n\n    discount = 10% for groups\n    \"\"\"\n    items = sorted(\n        rows,\n        key=lambda r: r.price,\n    )\n    return items\n";
        assert_eq!(unused_local(&files(code)), None);
        // "cottage" says no `age`; "customers" no `customer_name`.
        let aged = "def price(nights, age=None, customer_name=None):\n    return nights * 20\n";
        assert_eq!(unused_parameter(&files(aged), "The cottage is charged wrongly for returning customers."), None);
    }

    #[test]
    fn a_name_of_three_letters_is_said_by_a_word_that_ends_with_it() {
        let code = "def price(treatment, age=None, day=\"Monday\"):\n    price = 20.0\n    if age is not None and age >= 65:\n        price -= 2\n    return price\n";
        let request = "Our over-65s discount is only supposed to apply on weekdays, but the till is giving it on Saturdays and Sundays as well.";
        assert_eq!(unused_parameter(&files(code), request).map(|u| u.parameter), Some("day".to_owned()));
        assert_eq!(unused_parameter(&files(code), "The discount is wrong for older people."), None);
    }

    #[test]
    fn a_read_parameter_one_the_request_is_not_about_or_two_are_none() {
        let read = "def price(sessions, returning_client=False):\n    if returning_client:\n        return 1.0\n    return sessions\n";
        assert_eq!(unused_parameter(&files(read), "Returning clients pay the fee wrongly."), None);
        let unrelated = "def price(sessions, online=False):\n    return sessions\n";
        assert_eq!(unused_parameter(&files(unrelated), "Returning clients pay the fee wrongly."), None);
        let two = "def a(returning=False):\n    return 1\n\n\ndef b(returning=False):\n    return 2\n";
        assert_eq!(unused_parameter(&files(two), "Returning clients pay the fee wrongly."), None);
        let method = "class A:\n    def b(self, returning=False, *args, **kwargs):\n        return 1\n";
        assert_eq!(
            unused_parameter(&files(method), "Returning self args kwargs.").map(|u| u.parameter),
            Some("returning".to_owned())
        );
    }

    #[test]
    fn a_used_constant_one_the_request_is_not_about_or_two_are_none() {
        let request = "Children from the same family are meant to get 15% off.";
        let used = format!("{FEES}\n\ndef family(n):\n    return n * SIBLING_DISCOUNT\n");
        assert_eq!(unused_constant(&files(&used), request), None);
        assert_eq!(unused_constant(&files(FEES), "The kit hire is wrong on Mondays."), None);
        let two = format!("{FEES}FAMILY_CAP = 3  # children per family\n");
        assert_eq!(unused_constant(&files(&two), request), None);
    }
}
