//! The function a fault told with a value is in: the one that reads the
//! constant holding the value the request states.

use crate::stated_values::{PLAIN_NUMBERS, numbers_in, states};

/// The one function of `files` (path, text) that reads a constant whose
/// value `request` states, and is not plain ("15% off for every child
/// after the first" is `SIBLING_DISCOUNT = 0.15`, read by `family_fee`):
/// (path, name). A fault told with the amount of a rule is in the
/// function that applies it, whatever the request's words name ("the full
/// monthly fee" named `monthly_fee`, which the 1.5B model then changed).
/// With `shares_only`, only amounts with decimals and shares count.
pub(crate) fn reader_of_stated(
    files: &[(String, String)],
    request: &str,
    shares_only: bool,
) -> Option<(String, String)> {
    let stated: Vec<f64> = numbers_in(request).into_iter().filter(|n| !states(PLAIN_NUMBERS, *n)).collect();
    // Amounts and shares first: "15% off" is the 0.15 of a discount, not
    // the 15 of `JUNIOR_MAX_AGE = 15`.
    let fractions: Vec<f64> = stated.iter().copied().filter(|n| n.fract() != 0.0).collect();
    one_reader(files, &fractions).or_else(|| (!shares_only).then(|| one_reader(files, &stated)).flatten())
}

/// Whether `code` writes a number, not a plain one, that `request` states.
pub(crate) fn holds_stated(code: &str, request: &str) -> bool {
    let stated = numbers_in(request);
    crate::stated_values::code_numbers(code).iter().any(|n| !states(PLAIN_NUMBERS, *n) && states(&stated, *n))
}

/// The one function of `files` that reads a constant whose value is one
/// of `stated`.
fn one_reader(files: &[(String, String)], stated: &[f64]) -> Option<(String, String)> {
    let constants: Vec<String> = files
        .iter()
        .flat_map(|(_, text)| text.lines())
        .filter_map(|line| {
            let (name, value) = line.split_once('=')?;
            let name = name.trim_end();
            let constant = !name.is_empty()
                && !line.starts_with(char::is_whitespace)
                && name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
            let value: f64 = value.split('#').next()?.trim().parse().ok()?;
            (constant && states(stated, value)).then(|| name.to_owned())
        })
        .collect();
    if constants.is_empty() {
        return None;
    }
    let constants = &constants;
    let readers: Vec<(String, String)> = files
        .iter()
        .flat_map(|(path, text)| {
            crate::docstrings::defined_once(text).into_iter().filter_map(move |name| {
                let body = crate::whole_function::text_of(&name, text)?;
                constants.iter().any(|c| nub_tools::holds_word(&body, c)).then(|| (path.clone(), name))
            })
        })
        .collect();
    match <[(String, String); 1]>::try_from(readers) {
        Ok([one]) => Some(one),
        Err(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_the_request_states_is_told_in_code() {
        assert!(holds_stated("    return price * 0.8", "Members take 20% off but should get 10% off."));
        assert!(!holds_stated("    return price * 2", "Two of them, 20% off."));
    }

    #[test]
    fn the_one_function_that_reads_a_stated_value_is_found() {
        let fees = "ADULT = 38.00\nSIBLING_DISCOUNT = 0.15  # off each extra child\n\n\ndef monthly_fee(age):\n    return ADULT\n\n\ndef family_fee(ages):\n    total = 0.0\n    for at, age in enumerate(ages):\n        fee = monthly_fee(age)\n        if at > 1:\n            fee *= 1 - SIBLING_DISCOUNT\n        total += fee\n    return total\n";
        let files = vec![("fees.py".to_owned(), fees.to_owned())];
        let request = "Families are supposed to get 15% off for every child after the first, but the second child is still charged the full monthly fee.";
        assert_eq!(reader_of_stated(&files, request, false), Some(("fees.py".to_owned(), "family_fee".to_owned())));
        // The share before a whole number that is 15 too.
        let aged = vec![(
            "fees.py".to_owned(),
            fees.replace("ADULT = 38.00", "ADULT = 38.00\nMAX_AGE = 15")
                .replace("    return ADULT", "    return ADULT if age > MAX_AGE else 1"),
        )];
        assert_eq!(reader_of_stated(&aged, request, false), Some(("fees.py".to_owned(), "family_fee".to_owned())));
        // A plain number, no stated one, or two readers: none.
        assert_eq!(reader_of_stated(&files, "The first child pays 1 fee.", false), None);
        let twice = format!("{fees}\n\ndef other():\n    return SIBLING_DISCOUNT\n");
        let files = vec![("fees.py".to_owned(), twice)];
        assert_eq!(reader_of_stated(&files, request, false), None);
    }
}
