//! "Turn up" that says someone arrives ("the latest time a lorry can turn
//! up and still get weighed"), not that a value goes up: "turn" is a
//! change word, and such a question had been read as a request.

/// Words after "turn up" that say someone arrives, not that a value goes
/// up: "the latest time a lorry can turn up and still get weighed".
const ARRIVING_AFTER: &[&str] =
    &["and", "at", "on", "in", "late", "early", "before", "after", "by", "with", "to", "?", "."];

/// `lower` with "turn up" that says someone arrives written "arrive":
/// "turn" is a change word, and the question had been read as a request.
pub(super) fn arrivals_said(lower: &str) -> String {
    let mut out = lower.to_owned();
    for (said, arriving) in [("turned up", "arrived"), ("turns up", "arrives"), ("turn up", "arrive")] {
        let mut at = 0;
        while let Some(found) = out[at..].find(said).map(|found| found + at) {
            let rest = out[found + said.len()..].trim_start();
            let next = rest.split(|c: char| c.is_whitespace()).next().unwrap_or("");
            let arrives = rest.is_empty()
                || rest.starts_with(['?', '.', ',', '!'])
                || ARRIVING_AFTER.contains(&next.trim_end_matches(|c: char| !c.is_alphanumeric()));
            if arrives {
                out.replace_range(found..found + said.len(), arriving);
            }
            at = found + 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::arrivals_said;

    #[test]
    fn turning_up_to_arrive_is_told_from_turning_a_value_up() {
        assert_eq!(
            arrivals_said("what's the latest time a lorry can turn up and still get weighed?"),
            "what's the latest time a lorry can arrive and still get weighed?"
        );
        assert_eq!(arrivals_said("if they turned up late"), "if they arrived late");
        assert_eq!(arrivals_said("can you turn up the heating?"), "can you turn up the heating?");
        assert_eq!(arrivals_said("turn the price up to 5"), "turn the price up to 5");
    }
}
