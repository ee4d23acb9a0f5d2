//! A count of adults written into a list of ages: asked about "two
//! adults, and their kids aged 9 and 15", the 1.5B model's program passed
//! `ages = [2, 9, 15]`; for "four adults and two kids aged 7 and 9",
//! `[4, 4, 7, 9]`. The count is no age: nub runs the program with that
//! many adults of 30 in its place.

use crate::said_times::said_number;
use crate::stated_values::numbers_in;

/// An adult's age, for a count of adults the question gives no ages for.
const ADULT_AGE: &str = "30";

/// Words after a count that say it counts adults.
const ADULTS: &[&str] = &["adults", "adult", "grown-ups", "grownups"];

/// `program` with the one list of whole numbers that holds the request's
/// count of adults (and otherwise only numbers the request states) given
/// that many adults of [`ADULT_AGE`] in place of the count, when the
/// request states the count's number nowhere else.
pub(super) fn adults_as_ages(program: &str, request: &str) -> Option<String> {
    let count = adult_count(request)?;
    // The ages are said ("kids aged 9 and 15"): the list is of ages.
    let lower_request = request.to_lowercase();
    if !["aged", "age ", "ages", "year-old", "years old", "year old"].iter().any(|word| lower_request.contains(word)) {
        return None;
    }
    let stated = numbers_in(request);
    // The count's number said once: as the count.
    let lower = request.to_lowercase();
    let said = lower.split(|c: char| !c.is_alphanumeric()).filter(|token| said_number(token) == Some(count)).count();
    if said != 1 {
        return None;
    }
    let lists: Vec<(usize, usize)> = program
        .match_indices('[')
        // Not a subscript: `prices[2]`.
        .filter(|(open, _)| {
            !program[..*open].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ')' || c == ']')
        })
        .filter_map(|(open, _)| Some((open, open + program[open..].find(']')?)))
        .filter(|&(open, close)| {
            let items: Vec<&str> = program[open + 1..close].split(',').map(str::trim).collect();
            let numbers: Option<Vec<u32>> = items.iter().map(|item| item.parse::<u32>().ok()).collect();
            numbers.is_some_and(|numbers| {
                numbers.contains(&count)
                    && numbers.iter().all(|n| *n == count || stated.iter().any(|s| (*s - f64::from(*n)).abs() < 0.001))
            })
        })
        .collect();
    let [(open, close)] = lists[..] else { return None };
    let kept: Vec<&str> = program[open + 1..close]
        .split(',')
        .map(str::trim)
        .filter(|item| item.parse::<u32>().ok() != Some(count))
        .collect();
    let mut items: Vec<&str> = vec![ADULT_AGE; count as usize];
    items.extend(kept);
    Some(format!("{}[{}]{}", &program[..open], items.join(", "), &program[close + 1..]))
}

/// The count of adults the request says ("two adults", "4 adults").
fn adult_count(request: &str) -> Option<u32> {
    let lower = request.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric() && c != '-').filter(|w| !w.is_empty()).collect();
    let counts: Vec<u32> =
        words.windows(2).filter(|pair| ADULTS.contains(&pair[1])).filter_map(|pair| said_number(pair[0])).collect();
    match counts[..] {
        [count] if (1..=10).contains(&count) => Some(count),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::adults_as_ages;

    #[test]
    fn a_count_of_adults_in_a_list_of_ages_becomes_that_many_adults() {
        let program = "from tours import tour_quote\n\nages = [2, 9, 15]\nprint(tour_quote(ages, 'saturday'))";
        let request = "A family wants to come on a Saturday: two adults, and their kids aged 9 and 15. What would we charge them?";
        assert_eq!(
            adults_as_ages(program, request).as_deref(),
            Some("from tours import tour_quote\n\nages = [30, 30, 9, 15]\nprint(tour_quote(ages, 'saturday'))")
        );
        let program = "print(flight_price([4, 4, 7, 9], 'saturday'))";
        let request = "The Hendersons (four adults and two kids aged 7 and 9) were charged £913.10, but it should have been £821.79.";
        assert_eq!(
            adults_as_ages(program, request).as_deref(),
            Some("print(flight_price([30, 30, 30, 30, 7, 9], 'saturday'))")
        );
    }

    #[test]
    fn a_count_that_is_also_an_age_or_a_list_of_other_numbers_is_left() {
        // 2 is an age too.
        let request = "two adults and their kids aged 2 and 5";
        assert_eq!(adults_as_ages("print(f([2, 2, 5]))", request), None);
        // Ages written already, or a number not stated.
        let request = "two adults and their kids aged 9 and 15";
        assert_eq!(adults_as_ages("print(f([40, 40, 9, 15]))", request), None);
        assert_eq!(adults_as_ages("print(f([2, 9, 16]))", request), None);
        // A subscript, or no ages said.
        assert_eq!(
            adults_as_ages("print(prices[2], f([2, 9, 15]))", request).as_deref(),
            Some("print(prices[2], f([30, 30, 9, 15]))")
        );
        assert_eq!(adults_as_ages("print(quote([2, 3]))", "two adults and 3 children"), None);
        // No count of adults.
        assert_eq!(adults_as_ages("print(f([2, 9, 15]))", "kids aged 9 and 15 and 2 parents"), None);
    }
}
