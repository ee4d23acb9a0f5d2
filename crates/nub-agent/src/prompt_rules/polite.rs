//! A request asked as a question: "Can you switch that on in the
//! settings?", "Could we record an optional allergies note for each pupil
//! …?". Neither has a change word, both end in `?`, and both were taken
//! for questions: the 1.5B model's edit was refused as a change nobody
//! asked for, and its fenced function stayed an answer.

/// Verbs after "can you" that ask to be told, not for a change.
const TELLING: &[&str] = &[
    "check",
    "clarify",
    "compare",
    "confirm",
    "describe",
    "explain",
    "figure",
    "find",
    "go",
    "help",
    "know",
    "list",
    "look",
    "point",
    "read",
    "recommend",
    "remind",
    "review",
    "say",
    "see",
    "suggest",
    "summarise",
    "summarize",
    "tell",
    "think",
    "understand",
    "walk",
    "work",
    "calculate",
    "estimate",
];

/// Words between the modal and its verb ("can you please switch", "could
/// we also record").
const FILLERS: &[&str] = &["also", "just", "kindly", "maybe", "perhaps", "please", "quickly", "then"];

/// Whether a sentence of `lower` (the prompt, lower case) that ends in `?`
/// asks for something done: a modal (can, could, would) and you or
/// we, then a verb that is no asking to be told ("show" only when "me",
/// "us" or a question word follows it).
pub(super) fn asks_politely(lower: &str) -> bool {
    // A dash or a semicolon starts a sentence of its own: "… but the rule
    // is 7 days or more - can you sort that out?" was taken for a question.
    // So does ", so" or ", but": "We've taken on a fitter who's happy to
    // work Saturdays, so could you switch weekend fitting on?" was too.
    let lower = &lower
        .replace(" - ", ". ")
        .replace(" \u{2013} ", ". ")
        .replace(" \u{2014} ", ". ")
        .replace(';', ".")
        .replace(", so ", ". ")
        .replace(", but ", ". ");
    lower.split_inclusive(['.', '!', '?']).filter(|sentence| sentence.trim_end().ends_with('?')).any(|sentence| {
        let words: Vec<&str> =
            sentence.split(|c: char| !(c.is_alphanumeric() || c == '\'')).filter(|w| !w.is_empty()).collect();
        let Some(at) = words
            .windows(2)
            .take(8)
            .position(|pair| ["can", "could", "would"].contains(&pair[0]) && ["you", "we"].contains(&pair[1]))
        else {
            return false;
        };
        let mut rest = words[at + 2..].iter().copied().skip_while(|word| FILLERS.contains(word));
        let Some(verb) = rest.next() else { return false };
        let told = match verb {
            "show" | "give" => rest.next().is_some_and(|next| {
                ["me", "us", "which", "what", "where", "how", "why", "whether", "if", "when", "who"].contains(&next)
            }),
            verb => TELLING.contains(&verb) || ["be", "do", "is", "have", "get"].contains(&verb),
        };
        !told
    }) || asks_for_an_option(lower)
}

/// Whether a sentence of `lower` that ends in `?` asks for code to take an
/// option: "Can canape_count take an optional per_guest number (stick
/// with 6 if nobody says) and can event_summary in summary.py pass it
/// through too?" was taken for a question, and the 1.5B model's edit
/// refused as a change nobody asked for.
fn asks_for_an_option(lower: &str) -> bool {
    lower.split_inclusive(['.', '!', '?']).filter(|sentence| sentence.trim_end().ends_with('?')).any(|sentence| {
        let words: Vec<&str> = sentence
            .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '\''))
            .filter(|w| !w.is_empty())
            .collect();
        let asks = words.windows(3).take(8).any(|three| {
            ["can", "could"].contains(&three[0])
                && !["you", "we", "i", "it", "they", "there", "this", "that"].contains(&three[1])
                && ["take", "accept", "get", "have", "support"].contains(&three[2])
        });
        asks && words.iter().any(|word| OPTION_WORDS.contains(word))
    }) || asks_for_new_words(lower)
}

/// Whether a sentence of `lower` that ends in `?` asks for text to read
/// differently, quoting it: 'Can it say "Thanks Jo! Your 6ft Nordmann Fir
/// will arrive on Sat 13 Dec"?' was taken for a question, and the 1.5B
/// model's edit refused.
fn asks_for_new_words(lower: &str) -> bool {
    let quote = |c: char| matches!(c, '"' | '\u{201c}' | '\'');
    ["can ", "could "].iter().any(|modal| {
        lower.match_indices(modal).any(|(at, _)| {
            let word_start = !lower[..at].ends_with(|c: char| c.is_alphanumeric());
            let rest = &lower[at + modal.len()..];
            // The verb among the next four words, its quote right after it.
            let near: String = rest.split_inclusive(' ').take(4).collect();
            let says = ["say ", "read ", "show "]
                .iter()
                .any(|verb| near.match_indices(verb).any(|(v, _)| rest[v + verb.len()..].starts_with(quote)));
            word_start && says && rest.contains('?')
        })
    })
}

/// Words that name an option of code.
const OPTION_WORDS: &[&str] = &["optional", "option", "parameter", "argument", "flag", "setting"];

#[cfg(test)]
mod tests {
    use super::asks_politely;

    #[test]
    fn requests_asked_as_questions_are_told_from_questions() {
        for prompt in [
            "we've decided to start taking walk-in customers at the salon. can you switch that on in the settings?",
            "for the school trip, could we record an optional allergies note for each pupil and show it on their line of the printed roster when there is one?",
            "can you let an order take an optional note and print it on the driver's slip?",
            "could you please make the timeout 30 seconds?",
            "would you show the total on the receipt?",
            "can canape_count take an optional per_guest number (stick with 6 if nobody says) and can event_summary pass it through too?",
            "could slugify accept a separator argument?",
            "it's a bit cold. can it say \"thanks jo! your tree will arrive on sat 13 dec (am).\" instead?",
            "the needs_inspection function in my scaffold hire code says a tower that's up for exactly 7 days doesn't need inspecting, but the rule is 7 days or more - can you sort that out?",
        ] {
            assert!(asks_politely(prompt), "{prompt}");
        }
        for prompt in [
            "can you tell me which file sets the late fee?",
            "could you explain what due() returns?",
            "can you show me where the port is set?",
            "will we lose data if the server restarts?",
            "can you walk me through how refunds are computed?",
            "could you review orders.py?",
            "which port does the server listen on?",
            "can you find the function that rounds prices?",
            "can we do better?",
            "we can switch it on later. what does it do?",
            "can it take a while to load the settings?",
            "can bookings take more than a week?",
            "can it say more than one line?",
            "what does it say when the order is late?",
        ] {
            assert!(!asks_politely(prompt), "{prompt}");
        }
    }
}
