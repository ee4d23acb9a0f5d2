//! A fault reported with the value the code gives and the one it should
//! ("an upright piano 25 miles away came out as £90 but it should be
//! £84"): the two amounts, and whether a program's output shows one.
//! Amounts only, with a currency sign or a decimal point: a count ("gives
//! 2 blocks but should give 3") is seldom what a program prints as it is.

/// The amounts of a reported fault (as the fix search reads them too).
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub(crate) struct Reported {
    /// What the code gives now.
    pub(crate) wrong: f64,
    /// What the report says it should give.
    pub(crate) right: f64,
    /// How far a printed number may be from `right` and still be it:
    /// wider when the report says "about".
    pub(crate) within: f64,
}

/// Words after which the report gives the amount the code gives now.
const WRONG_AFTER: &[&str] = &[
    "says",
    "said",
    "shows",
    "shows up as",
    "gives",
    "gave",
    "comes out as",
    "comes out at",
    "comes out to",
    "came out as",
    "came out at",
    "came out to",
    "comes to",
    "came to",
    "charges",
    "charged",
    "returns",
    "returned",
    "prints",
    "printed",
];

/// Words before an amount that is not exact.
const ABOUT: &[&str] = &["about", "around", "roughly", "approximately", "nearly"];

/// Of an amount said to be about so much, the share it may be off.
const ABOUT_SHARE: f64 = 0.02;

/// Words after which the report gives the right amount.
const RIGHT_AFTER: &[&str] = &[
    "should be",
    "should come to",
    "should come out at",
    "should come out as",
    "should come out to",
    "should cost",
    "should charge",
    "should say",
    "should give",
    "should total",
    "should have been",
    "should have come to",
    "ought to be",
    "meant to be",
    "supposed to be",
    "i make it",
    "i made it",
    "we make it",
    "by my reckoning it's",
];

/// Characters after those words in which the amount must start.
const RIGHT_WITHIN: usize = 12;

/// How close a printed number must be to an amount to be it.
const SAME: f64 = 0.005;

/// A number of the text: its value, where it starts and ends (bytes), and
/// whether it is an amount (a currency sign before it, or a decimal point).
#[derive(Debug, Clone, Copy)]
struct Number {
    value: f64,
    start: usize,
    end: usize,
    amount: bool,
    /// A `%` follows it.
    percent: bool,
}

/// The amounts a prompt reports: the right one after "should be" (and its
/// kin); the wrong one, in the same sentence, after "says" (and its kin),
/// or else the last amount before the right one.
pub(crate) fn reported(prompt: &str) -> Option<Reported> {
    let lower = prompt.to_lowercase();
    let numbers = numbers(&lower);
    should_be(&lower, &numbers).or_else(|| instead(&lower, &numbers)).or_else(|| free(&lower, &numbers))
}

/// The amounts of a report that says what the right one should be.
fn should_be(lower: &str, numbers: &[Number]) -> Option<Reported> {
    RIGHT_AFTER.iter().find_map(|words| {
        lower.match_indices(words).find_map(|(at, _)| {
            let after = at + words.len();
            let right = numbers.iter().find(|n| n.start >= after && n.start <= after + RIGHT_WITHIN)?;
            let (start, end) = sentence_around(lower, at);
            let alike = |n: &&Number| {
                n.start >= start && n.end <= end && n.percent == right.percent && (n.value - right.value).abs() >= SAME
            };
            let said = WRONG_AFTER
                .iter()
                .flat_map(|words| lower[start..end].match_indices(words).map(move |(i, _)| start + i + words.len()))
                .filter_map(|from| {
                    numbers.iter().filter(alike).find(|n| n.start >= from && n.start <= from + RIGHT_WITHIN)
                })
                .min_by_key(|n| n.start.abs_diff(at));
            // "… their bill came out at £180.00. It should have been
            // £150.00.": the amount the code gave, said in the sentence
            // before.
            let before = || {
                let (start, end) = sentence_around(lower, start.checked_sub(2)?);
                WRONG_AFTER
                    .iter()
                    .flat_map(|words| lower[start..end].match_indices(words).map(move |(i, _)| start + i + words.len()))
                    .filter_map(|from| {
                        numbers.iter().find(|n| {
                            n.start >= from
                                && n.start <= from + RIGHT_WITHIN
                                && n.end <= end
                                && n.amount
                                && n.percent == right.percent
                                && (n.value - right.value).abs() >= SAME
                        })
                    })
                    .last()
            };
            let wrong = said
                .or_else(|| numbers.iter().rev().filter(alike).find(|n| n.end <= at && n.amount))
                .or_else(before)?;
            let about = ABOUT.iter().any(|word| lower[after..right.start].contains(word));
            let within = if about { (right.value * ABOUT_SHARE).abs().max(SAME) } else { SAME };
            right.amount.then_some(Reported { wrong: wrong.value, right: right.value, within })
        })
    })
}

/// Words right before the amount the code gave, when "instead of" and the
/// right amount follow it: "a boat … was charged £25 instead of £50". A
/// request for a change says it in the present ("we charge £10 instead of
/// £8 now"), which is no report.
const GAVE_INSTEAD: &[&str] = &[
    "was charged",
    "were charged",
    "got charged",
    "paid",
    "came to",
    "came out at",
    "came out as",
    "gave",
    "printed",
    "showed",
    "said",
];

/// The amounts of "<gave> £A instead of £B", both amounts.
fn instead(lower: &str, numbers: &[Number]) -> Option<Reported> {
    const INSTEAD: &str = " instead of ";
    lower.match_indices(INSTEAD).find_map(|(at, _)| {
        let after = at + INSTEAD.len();
        let right = numbers.iter().find(|n| {
            n.start >= after && n.amount && lower[after..n.start].trim_start_matches(['£', '$', '€']).is_empty()
        })?;
        let wrong = numbers.iter().find(|n| n.end == at && n.amount && (n.value - right.value).abs() >= SAME)?;
        let before = lower[..wrong.start].trim_end_matches(['£', '$', '€']).trim_end();
        GAVE_INSTEAD.iter().any(|words| before.ends_with(words)).then_some(Reported {
            wrong: wrong.value,
            right: right.value,
            within: SAME,
        })
    })
}

/// Words that say what is meant to be ("… is meant to get free
/// delivery").
const MEANT: &[&str] = &["meant to", "supposed to", "should", "ought to", "are to", "is to"];

/// The amounts of "<meant to get> free X, but … got charged £N": the code
/// gives N, and nothing is right. The coal merchant's "anyone who orders
/// ten bags or more is meant to get free delivery, but Mrs Pritchard …
/// still got charged £6 for delivery" names no right amount but the free
/// one. One amount charged, in a sentence that says what was meant.
fn free(lower: &str, numbers: &[Number]) -> Option<Reported> {
    let (at, _) = lower.match_indices("free").find(|(at, _)| {
        let (start, _) = sentence_around(lower, *at);
        let word = !lower[..*at].ends_with(|c: char| c.is_alphanumeric())
            && !lower[at + 4..].starts_with(|c: char| c.is_alphanumeric());
        word && MEANT.iter().any(|words| lower[start..*at].contains(words))
    })?;
    let (start, end) = sentence_around(lower, at);
    // The charge may come in the next sentence: "… are meant to get their
    // delivery free, but it isn't happening. The Hendersons … were still
    // charged the £1.50 delivery."
    let end = match end < lower.len() && lower.is_char_boundary(end) {
        true => sentence_around(lower, end).1.max(end),
        false => end,
    };
    let charged: Vec<&Number> = numbers
        .iter()
        .filter(|n| n.start > at && n.end <= end && n.amount && !n.percent)
        .filter(|n| {
            let before = lower[start..n.start].trim_end_matches(['£', '$', '€']).trim_end();
            let before = ARTICLES.iter().find_map(|article| before.strip_suffix(article)).unwrap_or(before).trim_end();
            GAVE_INSTEAD.iter().chain(["charged", "charges"].iter()).any(|words| before.ends_with(words))
        })
        .collect();
    let [wrong] = charged[..] else { return None };
    (wrong.value >= SAME).then_some(Reported { wrong: wrong.value, right: 0.0, within: SAME })
}

/// Words between "charged" and the amount it charged ("charged the £1.50").
const ARTICLES: &[&str] = &[" the", " a", " their", " her", " his", " them", " us", " me"];

/// The sentence holding byte `at`: where it starts and ends.
fn sentence_around(text: &str, at: usize) -> (usize, usize) {
    let ends = [". ", "? ", "! ", "\n"];
    let start = ends.iter().filter_map(|end| text[..at].rfind(end).map(|i| i + end.len())).max().unwrap_or(0);
    let end = ends.iter().filter_map(|end| text[at..].find(end).map(|i| at + i + 1)).min().unwrap_or(text.len());
    (start, end)
}

/// The numbers of `text`: `£1,200.50` is 1200.5, an amount.
fn numbers(text: &str) -> Vec<Number> {
    let mut found = Vec::new();
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if !bytes[at].is_ascii_digit() || (at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_')) {
            at += 1;
            continue;
        }
        let start = at;
        let mut digits = String::new();
        let mut decimal = false;
        while at < bytes.len() {
            let c = bytes[at];
            let inner = matches!(c, b'.' | b',') && bytes.get(at + 1).is_some_and(u8::is_ascii_digit);
            if c.is_ascii_digit() {
                digits.push(c as char);
            } else if c == b'.' && inner && !decimal {
                decimal = true;
                digits.push('.');
            } else if !(c == b',' && inner && !decimal) {
                break;
            }
            at += 1;
        }
        let currency = ['£', '$', '€'].iter().any(|sign| text[..start].ends_with(*sign));
        if let Ok(value) = digits.parse::<f64>() {
            let percent = text[at..].starts_with('%');
            found.push(Number { value, start, end: at, amount: currency || decimal, percent });
        }
    }
    found
}

/// The values of the numbers of `text` not inside a word or a name:
/// `£1,050.00` is 1050, `v2` and `item_84` hold none.
pub(crate) fn values_in(text: &str) -> Vec<f64> {
    numbers(text).into_iter().map(|n| n.value).collect()
}

/// The numbers a report states, as written ("six" is 6, `15%` is 15), but
/// for the two amounts: the values a program reproducing it may pass.
pub(crate) fn stated(prompt: &str, reported: &Reported) -> Vec<f64> {
    let lower = prompt.to_lowercase();
    let words = lower.split(|c: char| !c.is_alphanumeric()).flat_map(|word| {
        crate::stated_values::NUMBER_WORDS.iter().filter(move |(said, _)| *said == word).map(|(_, number)| *number)
    });
    let mut found: Vec<f64> = Vec::new();
    for value in numbers(&lower).iter().map(|n| n.value).chain(words) {
        let amount = [reported.wrong, reported.right].iter().any(|a| (a - value).abs() < SAME);
        if !amount && !found.contains(&value) {
            found.push(value);
        }
    }
    found
}

/// Whether `output` shows `value` among its numbers, `within` so much.
pub(crate) fn shows(output: &str, value: f64, within: f64) -> bool {
    numbers(output).iter().any(|n| (n.value - value).abs() < within)
}

/// Whether `output` shows the wrong amount exactly.
pub(crate) fn shows_wrong(output: &str, reported: &Reported) -> bool {
    shows(output, reported.wrong, SAME)
}

/// Whether `output` shows the right amount and not the wrong one.
pub(crate) fn shows_right(output: &str, reported: &Reported) -> bool {
    shows(output, reported.right, reported.within) && !shows_wrong(output, reported)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(prompt: &str) -> Option<(f64, f64)> {
        assert!(reported(prompt).is_none_or(|r| r.within == SAME), "{prompt}");
        reported(prompt).map(|r| (r.wrong, r.right))
    }

    #[test]
    fn the_amount_before_should_be_is_the_wrong_one() {
        let piano = "Something's off with the tuning quotes - an upright piano 25 miles away came out as £90 but it should be £84, since the first 10 miles are meant to be free. Can you find what's wrong and fix it?";
        assert_eq!(pair(piano), Some((90.0, 84.0)));
        let cake = "My cake quote for a 3 tier wedding cake (6, 8 and 10 inch) delivered 4 miles away comes out at £189.40, but when I work it out by hand it should be £132.85. Can you find what's going wrong and fix it?";
        assert_eq!(pair(cake), Some((189.4, 132.85)));
        let basket = "A customer ordered six of the 14 inch hanging baskets with 2 extra plants in each one, collecting herself, and order_total says £149.40 but it should be £161.40. Can you find out what's going wrong?";
        assert_eq!(pair(basket), Some((149.4, 161.4)));
        assert_eq!(pair("It says 1,204.50 but it ought to be 1,104.50."), Some((1204.5, 1104.5)));
        // The amount after "says" is the wrong one, before or after.
        let rent = "The renewal invoice for M. Hughes' 125 m² half plot says £70.10, but with her 40% concession off the £62.50 rent plus the £8 water charge it should come to £45.50. Can you fix the rent calculation?";
        assert_eq!(pair(rent), Some((70.1, 45.5)));
        let tip = "The bill splitter says a 15% tip on an 80 euro dinner is 120000.00 - it should be 12.00. Can you fix the tip calculation?";
        assert_eq!(pair(tip), Some((120000.0, 12.0)));
        // "I make it": the user's own sum is the right one.
        let till = "Mrs Patel came in today for a cut and blow dry and a full head colour (she's got long hair), bought a bottle of the hair oil, and she gets the pensioner discount. The till said £113.40 but I make it £115.20. Can you find what's wrong and fix it?";
        assert_eq!(pair(till), Some((113.4, 115.2)));
        // The wrong amount in the sentence before the right one.
        let quad = "The Hendersons - two adults and two kids aged 12 and 14 - went on the hour-long trek and their bill came out at £180.00. It should have been £150.00. Can you find what's wrong and fix it?";
        assert_eq!(pair(quad), Some((180.0, 150.0)));
        assert_eq!(pair("The deposit is £20. It should have been on the invoice."), None, "no amount after it");
    }

    #[test]
    fn an_amount_charged_instead_of_another_is_a_report() {
        let boat = "But the system only seems to charge for full days - a boat that stayed 30 hours over was charged £25 instead of £50, and one that was 10 hours over paid nothing. Can you sort that out?";
        assert_eq!(pair(boat), Some((25.0, 50.0)));
        // A change asked for, in the present, and counts, are no report.
        assert_eq!(pair("We charge £10 instead of £8 from Monday, can you change it?"), None);
        assert_eq!(pair("It was charged 3 instead of 4 nights."), None);
    }

    #[test]
    fn an_amount_charged_for_what_is_meant_to_be_free_is_a_report() {
        let coal = "Anyone who orders ten bags or more is meant to get free delivery, but Mrs Pritchard had six bags of house coal and six of smokeless ovals this week and still got charged £6 for delivery. Can you sort it out?";
        assert_eq!(pair(coal), Some((6.0, 0.0)));
        let kids = "Under-fives are supposed to go free, but a family with a 3 year old was charged £4.50 for her. Can you fix it?";
        assert_eq!(pair(kids), Some((4.5, 0.0)));
        // The charge in the next sentence, "the" between it and its amount.
        let milk = "Households that take 20 or more items a week are meant to get their delivery free, but it isn't happening. The Hendersons had 14 pints and 6 yoghurts and were still charged the £1.50 delivery. Please sort it out.";
        assert_eq!(pair(milk), Some((1.5, 0.0)));
        // A sentence that ends at a line's end, the next one starting with £.
        let lines = "Orders of 20 or more are meant to get free delivery.\n£1.50 was still charged to Mr Lee.";
        assert_eq!(pair(lines), None);
        // Free said of what the code does, an offer asked for, or two amounts charged.
        assert_eq!(pair("It gives free delivery on £20 orders and charged £6 on one of £25."), None);
        assert_eq!(pair("Could you add free delivery? We charged £6 until now."), None);
        assert_eq!(pair("Delivery is meant to be free, but she was charged £6 and he was charged £8."), None);
    }

    #[test]
    fn an_amount_said_to_be_about_so_much_may_be_off_a_little() {
        let fuel = "a 450 km drive in a car that does 6 L/100 km, with fuel at 1.80 a litre, should cost about 48.60 in fuel, but it says 13500. Can you fix it?";
        let fuel = reported(fuel).expect("reported");
        assert_eq!((fuel.wrong, fuel.right), (13500.0, 48.6));
        assert!(shows_right("48.6", &fuel) && shows_right("£48.90", &fuel) && !shows_right("50.0", &fuel));
        let abv = reported("My oatmeal stout shows up as 272.2% ABV on the batch labels, that can't be right - it should be around 5.5%. Can you fix it?").expect("reported");
        assert_eq!((abv.wrong, abv.right), (272.2, 5.5));
        assert!(shows_right("5.51", &abv) && !shows_right("5.51 272.2", &abv));
    }

    #[test]
    fn counts_and_other_sentences_report_nothing() {
        assert_eq!(pair("top_blocks(picks, 3) gives 2 blocks but should give 3"), None);
        // The wrong amount is in another sentence.
        assert_eq!(pair("The fee is £40. It should be £45 from May."), None);
        // A right amount far from the words, or the same as the wrong one.
        assert_eq!(pair("It gives £12.50 but it should be, as the sign says, £10"), None);
        assert_eq!(pair("It gives £12.50 and should be £12.50"), None);
        assert_eq!(pair("Add a late fee; it should be £5."), None);
    }

    #[test]
    fn the_numbers_stated_are_the_report_s_but_its_two_amounts() {
        let basket = "A customer ordered six of the 14 inch hanging baskets with 2 extra plants in each one, and order_total says £149.40 but it should be £161.40.";
        // "each one" says a 1.
        assert_eq!(stated(basket, &reported(basket).expect("reported")), vec![14.0, 2.0, 6.0, 1.0]);
    }

    #[test]
    fn an_output_shows_an_amount_however_it_is_written() {
        assert!(shows("Order total: £149.40\nPlants: {14: 54}", 149.4, SAME));
        assert!(shows("90.0", 90.0, SAME));
        assert!(shows("total 1,204.5", 1204.5, SAME));
        assert!(!shows("total 1204.51", 1204.5, SAME));
        assert!(!shows("item_84: 3", 84.0, SAME));
    }
}
