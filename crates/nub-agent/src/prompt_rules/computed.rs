//! A question whose answer the code computes: a price, a total, a count, a
//! time for the case the user describes ("if my husband and I visit with
//! our 16-year-old and our 4-year-old, how much will the ticket code charge
//! us?"). Worked out in its head, the 1.5B model gave a wrong total in most
//! such questions of the earlier sets (the family price applied to three
//! adults, 30-second changeovers added once too often); the code itself
//! gives the right one when it is run.

use super::PromptRules;

/// Phrases that ask for a quantity.
const QUANTITY: &[&str] = &[
    "how much",
    "how many",
    "how long",
    "how often",
    "how far",
    "how big",
    "how heavy",
    "what time",
    // A time of day the code works out ("what's the latest time we can let
    // visitors in on a Sunday?"): read, the 1.5B model gave the closing
    // time in seven tasks of the earlier sets, not the last entry.
    "the latest",
    "the earliest",
    "last entry",
    "how late",
    "how early",
    "cut-off",
    "cutoff",
    "what total",
    "the total",
    "in total",
    "altogether",
    "come to",
    "comes to",
    "cost",
    "charge",
    "quote",
    "what price",
    "the most",
    "the fewest",
    "the least",
    "the maximum",
    "the minimum",
];

/// Phrases that ask where something is, which reading answers and running
/// does not. "Where" alone may begin a clause of the case described ("for
/// a horse where I haven't filled in its shoes").
const PLACE: &[&str] = &[
    "which file",
    "what file",
    "in which",
    "where is",
    "where are",
    "where does",
    "where do",
    "where's",
    "where can",
    "which function",
    "what function",
    "which class",
    "which module",
    "point me",
];

impl PromptRules {
    /// Whether the prompt is a question that asks for a quantity the code
    /// works out, and not where something is.
    pub fn asks_computed(&self) -> bool {
        let lower = self.text().to_lowercase().replace('\u{2019}', "'");
        let has = |phrase: &&str| {
            lower.match_indices(*phrase).any(|(at, _)| {
                let before = lower[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
                let after = lower[at + phrase.len()..].chars().next().is_none_or(|c| !c.is_alphanumeric() || c == 's');
                before && after
            })
        };
        self.question() && QUANTITY.iter().any(has) && !PLACE.iter().any(has)
    }
}

#[cfg(test)]
mod tests {
    use super::PromptRules;

    fn computed(prompt: &str) -> bool {
        PromptRules::of(prompt).asks_computed()
    }

    #[test]
    fn a_question_for_a_quantity_of_a_described_case_is_computed() {
        assert!(computed(
            "Don't change anything, I just want to know something: if my husband and I visit the museum with our 16-year-old and our 4-year-old, how much will the ticket code charge us altogether?"
        ));
        assert!(computed(
            "According to our price script, how much would it cost for 2 children to jump for 90 minutes on a Saturday? Just tell me the total, no changes needed."
        ));
        assert!(computed(
            "On a Sunday, what time does the first number 7 bus leave, and how often does it run after that?"
        ));
        assert!(computed(
            "Quick question: for a horse where I haven't filled in what shoes it wears, how many weeks after the last visit does it book the next one? I don't need any changes."
        ));
        assert!(computed(
            "Just a question, please don't change anything. If our band books St Mary's for a quarter peal, how many minutes does the planner say we need the tower for in total?"
        ));
        assert!(computed(
            "What's the latest time we can let visitors into the exhibition on a Sunday? Please don't change anything."
        ));
        assert!(computed(
            "What's the latest time a lorry can turn up and still get weighed on a Saturday? Please don't change anything, just tell me."
        ));
        assert!(computed(
            "A lady rang asking: if she books us to clear her driveway on a Sunday, what's the latest time she can call and still have it done the same day? Please don't change anything."
        ));
        assert!(computed(
            "Please don't change anything, I just need a figure: St Mary's church group want to take 14 people to the seaside on Wednesday 11th June - it's 43 miles each way, leaving at 9am and back for 4pm. What would our system quote them?"
        ));
    }

    #[test]
    fn where_something_is_and_requests_are_not_computed() {
        assert!(!computed("In this hotel minibar code, which file sets the restocking fee, and how much is it?"));
        assert!(!computed("Where does the queue keep its jobs, and how many times does it retry?"));
        assert!(!computed("Which port does the server listen on?"));
        assert!(!computed("Where's the fee set, and how much is it?"));
        assert!(!computed("How much does a family ticket cost? Please change it to 30."));
        assert!(!computed("Can you make the total cost include VAT?"));
        // A word that only holds the phrase is not it.
        assert!(!computed("What does the costume module export?"));
    }
}
