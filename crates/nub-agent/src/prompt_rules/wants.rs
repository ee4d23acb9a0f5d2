//! What a request says it wants, and when it says to change nothing.

/// Words of a sentence that ask to be shown or told something, beside
/// [`super::TELL_WORDS`]: "I'd like a review" asks for no change.
const TELLING: &[&str] =
    &["know", "understand", "explanation", "see", "show", "summary", "review", "overview", "example", "idea"];

/// Whether a sentence of `lower` that does not end in `?` says what the
/// user would like done ([`WANT_PHRASES`]), not to be told: a change asked
/// for even with a question word elsewhere ("how many items we sold").
pub(super) fn says_what_it_would_like(lower: &str) -> bool {
    lower.split_inclusive(['.', '!', '?']).filter(|sentence| !sentence.trim_end().ends_with('?')).any(|sentence| {
        let words: Vec<&str> = sentence.split(|c: char| !c.is_alphanumeric()).collect();
        WANT_PHRASES.iter().any(|phrase| sentence.contains(phrase))
            && !words.iter().any(|word| TELLING.contains(word) || super::TELL_WORDS.contains(word))
    })
}

/// Phrases of a sentence that is no question and says what the user
/// would like: "Just a line like \"Items sold: 12\" under the takings line
/// would be perfect." followed a request asked as a question with no
/// change word, and the 1.5B model's edit was refused as an answer's.
const WANT_PHRASES: &[&str] = &[
    "would be perfect",
    "would be great",
    "would be ideal",
    "would be lovely",
    "would be nice",
    "would be brilliant",
    "would be handy",
    "would be helpful",
    "i'd like",
    "i would like",
    "we'd like",
    "we would like",
    "i'd love",
];

/// What a request says to ask for no change at all: "please don't change
/// anything, i just need the price for the new flyer". The "please" made
/// that question a request, and the 1.5B model wrote one line over the
/// prices file.
const NO_CHANGE: &[&str] = &[
    "don't change anything",
    "do not change anything",
    "don't change a thing",
    "don't edit anything",
    "don't modify anything",
    "don't touch anything",
    "don't want anything changed",
    "do not want anything changed",
    "not to change anything",
    "without changing anything",
    "no changes needed",
    "no change needed",
    "no changes please",
    "no changes, please",
    "nothing needs changing",
    "leave everything as it is",
    "don't need any changes",
    "don't need any change",
    "do not need any changes",
    "don't need anything changed",
    "don't need any code changed",
    "do not need any code changed",
    "don't need the code changed",
    "don't need any code change",
    "no code changes",
    "no code change",
    "no need to change anything",
    "just the answer",
    "only the answer",
    "don't change any code",
    "do not change any code",
    "don't change the code",
    "do not change the code",
    "don't touch the code",
    "don't touch any code",
    "not asking for any change",
    "not asking for changes",
    "not asking you to change",
    "not looking for any change",
    "not looking for changes",
    "don't make any change",
    "do not make any change",
    "don't want any change",
    "do not want any change",
    "without any change",
    "don't fix it",
    "do not fix it",
    "just explain",
    "only explain",
    "not after any change",
    "not after any code change",
    "not after changes",
    "not after a change",
    "just need a price",
    "just need the price",
    "just need a number",
    "just need a figure",
];

/// Words after a [`NO_CHANGE`] phrase that narrow it to a part ("don't
/// change anything in the tests", "… except the price"): then it asks for
/// a change elsewhere.
const NARROWING: &[&str] = &[
    "else", "other", "but", "in", "about", "except", "apart", "besides", "outside", "beyond", "that", "to", "than",
    "when", "while", "on",
];

/// Whether `lower` (the prompt in lower case, apostrophes straight) asks
/// for no change at all: a [`NO_CHANGE`] phrase that nothing after it
/// narrows, in a prompt whose other sentences ask for no change either.
pub(super) fn asks_for_no_change(lower: &str) -> bool {
    lower.split_inclusive(['.', '!', '?']).any(|sentence| {
        let said = NO_CHANGE.iter().any(|phrase| {
            sentence.match_indices(phrase).any(|(at, _)| {
                let rest = sentence[at + phrase.len()..].trim_start();
                // "please don't change anything: when stuff …" — a colon
                // or a dash ends the phrase; what follows is the question.
                if rest.starts_with([':', '-', '\u{2013}', '\u{2014}']) {
                    return true;
                }
                let after = rest.trim_start_matches(|c: char| !c.is_alphanumeric());
                let next = after.split(|c: char| !c.is_alphanumeric()).next().unwrap_or_default();
                !NARROWING.contains(&next)
            })
        });
        let elsewhere = lower.replacen(sentence, " ", 1);
        let others_ask = elsewhere
            .split(|c: char| !c.is_alphanumeric())
            .any(|word| super::CHANGE_WORDS.contains(&word) && !["make", "set"].contains(&word));
        said && !others_ask
    })
}

/// Whether a sentence of `lower` (the prompt in lower case) that does not
/// end in `?` says what is wanted: "Can slugify take an optional
/// separator? Default should stay '-', but I want slugs like my_post
/// too." asks for a change with no change word, and was refused as a
/// question.
pub(super) fn states_a_want(lower: &str) -> bool {
    lower.split_inclusive(['.', '!', '?']).filter(|sentence| !sentence.trim_end().ends_with('?')).any(|sentence| {
        let words: Vec<&str> = sentence.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect();
        words.iter().enumerate().any(|(at, word)| {
            // "A customer wants a wool felt fedora …": a customer's
            // want, told before the user's question about it.
            let someone_else = words[at.saturating_sub(2)..at].iter().any(|before| OTHERS.contains(before));
            // "So they should have!" is the user's want all the same.
            let wanting = ["want", "wants", "need", "needs"].contains(word);
            super::WANT_WORDS.contains(word) && !(wanting && someone_else)
        })
    }) || says_what_it_would_like(lower)
}

/// Words for the people a request tells of, whose wants are not the
/// user's.
const OTHERS: &[&str] = &[
    "customer",
    "customers",
    "client",
    "clients",
    "guest",
    "guests",
    "she",
    "he",
    "they",
    "family",
    "someone",
    "somebody",
    "visitor",
    "visitors",
    "couple",
    "member",
    "members",
];

/// Phrases of a request that asks for more than one change.
const SEVERAL: &[&str] = &[
    "two things",
    "three things",
    "couple of things",
    "a few things",
    "two changes",
    "three changes",
    "couple of changes",
    "secondly",
    "second thing",
    "another thing",
    "one more thing",
];

impl super::PromptRules {
    /// Whether the request says it asks for more than one change ("Two
    /// things for the class booking system, please. The drop-in price is
    /// going up … and when a class is full the message should now read …"):
    /// an edit shown for one of them is not all the work.
    pub fn asks_several(&self) -> bool {
        let lower = self.text().to_lowercase();
        SEVERAL.iter().any(|phrase| lower.contains(phrase))
    }
}
