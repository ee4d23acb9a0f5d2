//! A question's program that turns off what the question asks for: asked
//! what a student who had never been before would pay for ten sessions,
//! the 1.5B model set `student = False` and answered for a full-price
//! customer; asked for a family who wanted "the tasting", it set
//! `tasting = False`. The flag is read from the words: its name, said in
//! the question and not denied there ("she doesn't need gritting").

/// Prefixes a flag's name may carry before the thing it turns on
/// (`is_student`, `wants_tasting`).
const PREFIXES: &[&str] = &["is_", "has_", "wants_", "with_", "include_", "includes_", "add_", "needs_", "use_"];

/// Words that deny what follows them in the same clause.
const DENIALS: &[&str] = &["no", "not", "without", "never", "non", "neither", "nor", "skip", "except", "instead"];

/// Words before a mention that may hold a denial ("doesn't really need the
/// gritting").
const DENIAL_REACH: usize = 4;

/// The lines of `program` at its top level, or keywords of a call, that
/// set a flag to `False` whose name the question `request` says without
/// denying it, or says in other words ("never been to us before" for
/// `first_visit`).
pub(super) fn flags_said_off(program: &str, request: &str) -> Vec<FlagOff> {
    let words = words_of(request);
    let lower = request.to_lowercase().replace('\u{2019}', "'");
    let mut found: Vec<FlagOff> = Vec::new();
    for line in program.lines() {
        for flag in off_flags(line) {
            let Some(said) = said(&flag, &words).or_else(|| said_otherwise(&flag, &lower)) else { continue };
            if !found.iter().any(|other| other.flag == flag) {
                found.push(FlagOff { flag, line: line.trim().to_owned(), said });
            }
        }
    }
    found
}

/// Whether the question `request` says what `flag` turns on.
pub(super) fn says(flag: &str, request: &str) -> bool {
    let lower = request.to_lowercase().replace('\u{2019}', "'");
    said(flag, &words_of(request)).or_else(|| said_otherwise(flag, &lower)).is_some()
}

/// Flags said in other words: the flag's words and the phrases.
const OTHER_WORDS: &[(&str, &[&str])] = &[
    (
        "first visit",
        &[
            "never been",
            "not been before",
            "hasn't been before",
            "haven't been before",
            "first time",
            "new customer",
            "new client",
        ],
    ),
    ("first time", &["never been", "not been before", "new customer", "new client"]),
    ("new customer", &["never been", "first time", "not been before"]),
];

/// The phrase of `lower` (the request) that says `flag` in other words.
fn said_otherwise(flag: &str, lower: &str) -> Option<String> {
    let bare = bare_words(flag).join(" ");
    let (_, phrases) = OTHER_WORDS.iter().find(|(words, _)| *words == bare)?;
    phrases.iter().find(|phrase| lower.contains(*phrase)).map(|phrase| (*phrase).to_owned())
}

/// A flag's name as words, its prefix left out (`is_first_visit`:
/// first, visit).
fn bare_words(flag: &str) -> Vec<String> {
    let lower = flag.to_lowercase();
    let bare = PREFIXES.iter().find_map(|prefix| lower.strip_prefix(prefix)).unwrap_or(&lower);
    bare.split('_').filter(|part| !part.is_empty()).map(str::to_owned).collect()
}

/// A flag a program turns off that the question says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct FlagOff {
    /// The flag's name in the program.
    pub(super) flag: String,
    /// The line that turns it off.
    pub(super) line: String,
    /// What the question says, as the flag's words ("first visit").
    pub(super) said: String,
}

/// The names a line sets to `False`: `name = False` at the top level, or
/// each of a call's `name=False`.
fn off_flags(line: &str) -> Vec<String> {
    if !line.starts_with(char::is_whitespace)
        && let Some((name, value)) = line.split_once('=')
        && value.trim() == "False"
        && is_name(name.trim())
    {
        return vec![name.trim().to_owned()];
    }
    let mut found = Vec::new();
    for (at, _) in line.match_indices("=False").chain(line.match_indices("= False")) {
        let before = line[..at].trim_end();
        let name: String = before.chars().rev().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let name: String = name.chars().rev().collect();
        let opens_argument = before[..before.len() - name.len()].trim_end().ends_with(['(', ',']);
        if is_name(&name) && opens_argument && !found.contains(&name) {
            found.push(name);
        }
    }
    found
}

fn is_name(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// Whether `words` (the question's, in order, clauses split by `None`)
/// say what `flag` turns on: its name's words in a row, a plural of the
/// last allowed, with no denial just before them in their clause: the
/// flag's words, when they are.
fn said(flag: &str, words: &[Option<String>]) -> Option<String> {
    let parts = bare_words(flag);
    if parts.is_empty() || parts.iter().map(|part| part.len()).sum::<usize>() < 4 {
        return None;
    }
    let hyphened = parts.join("-");
    let found = (0..words.len()).any(|start| {
        let one_word =
            words[start].as_deref().is_some_and(|word| word == hyphened || word.strip_suffix('s') == Some(&hyphened));
        if parts.len() > 1 && one_word && !denied(&words[..start]) {
            return true;
        }
        let matches = parts.iter().enumerate().all(|(at, part)| {
            let Some(Some(word)) = words.get(start + at) else { return false };
            word == part || (at + 1 == parts.len() && word.strip_suffix('s') == Some(part.as_str()))
        });
        matches && !denied(&words[..start])
    });
    found.then(|| parts.join(" "))
}

/// Whether the clause ending at the end of `before` denies what follows.
fn denied(before: &[Option<String>]) -> bool {
    before
        .iter()
        .rev()
        .take(DENIAL_REACH)
        .map_while(|word| word.as_deref())
        .any(|word| DENIALS.contains(&word) || word.ends_with("n't"))
}

/// The lowercase words of `text` in order, `None` between clauses.
fn words_of(text: &str) -> Vec<Option<String>> {
    let text = text.to_lowercase().replace('\u{2019}', "'");
    let mut words = Vec::new();
    let mut word = String::new();
    for c in text.chars() {
        // "off-peak" is one word, not "peak".
        if c.is_alphanumeric() || c == '\'' || (c == '-' && !word.is_empty()) {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            words.push(Some(std::mem::take(&mut word)));
        }
        if matches!(c, '.' | ',' | ';' | ':' | '?' | '!' | '\u{2014}' | '(' | ')') {
            words.push(None);
        }
    }
    if !word.is_empty() {
        words.push(Some(word));
    }
    words
}

#[cfg(test)]
mod tests {
    use super::flags_said_off;

    fn flag_said_off(program: &str, request: &str) -> Option<super::FlagOff> {
        flags_said_off(program, request).into_iter().next()
    }

    #[test]
    fn a_flag_the_question_says_set_off_is_found() {
        let program = "import cryo\n\nsessions = 10\nstudent = False\nfirst_visit = False\nprint(cryo.course_price('whole_body', sessions, student, first_visit))";
        let request = "A student who's never been to us before wants to book a course of 10 whole-body sessions — what would we charge them?";
        let offs = flags_said_off(program, request);
        let said: Vec<(&str, &str, &str)> =
            offs.iter().map(|off| (off.flag.as_str(), off.line.as_str(), off.said.as_str())).collect();
        assert_eq!(
            said,
            [("student", "student = False", "student"), ("first_visit", "first_visit = False", "never been")]
        );
        let program = "from tours import tour_quote\nprint(tour_quote([30, 30, 9, 15], 'saturday', tasting=False, private=False))";
        let request = "They'd like the tasting for everyone who's allowed to have it, on a normal shared tour. What would we charge them?";
        assert_eq!(flag_said_off(program, request).map(|off| off.flag), Some("tasting".to_owned()));
        // A prefix and a name of two words.
        let program = "is_first_visit = False\nprint(price(is_first_visit))";
        let off = flag_said_off(program, "It is their first visit: what do they pay?").unwrap();
        assert_eq!(off.said, "first visit");
    }

    #[test]
    fn a_denied_or_unsaid_flag_is_left() {
        let program = "gritting = False\nprint(latest_booking_time('sunday', 'driveway', gritting))";
        assert_eq!(flag_said_off(program, "She doesn't need gritting. What's the latest time?"), None);
        assert_eq!(flag_said_off(program, "What's the latest time, without any gritting?"), None);
        // Not said at all, and a word that only holds the name.
        let program = "private = False\nvat = False\nprint(quote(private, vat))";
        assert_eq!(flag_said_off(program, "A privateer on a normal shared tour: what would we charge?"), None);
        // A flag set on is no matter.
        assert_eq!(flag_said_off("student = True\nprint(price(student))", "A student: what do they pay?"), None);
        // "off-peak" says no `peak`; a call's second flag is read too.
        assert_eq!(flag_said_off("peak = False\nprint(price(2, peak))", "An off-peak class for two?"), None);
        let off = flag_said_off("print(price(2, off_peak=False))", "An off-peak class for two?").unwrap();
        assert_eq!(off.said, "off peak");
        let two = "print(tour_quote(ages, 'sat', tasting=False, private=False))";
        assert_eq!(flag_said_off(two, "A private tour for four").map(|off| off.flag), Some("private".to_owned()));
        // An indented line, or a comparison, is no setting.
        assert_eq!(flag_said_off("if x:\n    student = False\nprint(student == False)", "A student?"), None);
    }
}
