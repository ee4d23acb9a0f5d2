//! A share the request states, taken off (or added) as an amount: "members
//! are supposed to get 20% off … but they're only getting a few pence
//! knocked off", where the code says `cost = cost - MEMBER_DISCOUNT` and
//! the constant is 0.20. Asked for the function whole, the 1.5B model
//! wrote it back unchanged three times.

use crate::stated_values::states;

/// The lines of Python `code` that take a share the `request` states in
/// per cent off a value, or add it, as if it were an amount, each with
/// the share applied: (line number, the line, the line fixed).
/// `cost = cost - RATE` becomes `cost = cost * (1 - RATE)`, `cost -= RATE`
/// becomes `cost *= 1 - RATE`.
pub(crate) fn shares_as_amounts(code: &str, request: &str) -> Vec<(usize, String, String)> {
    let shares = stated_shares(request);
    if shares.is_empty() {
        return Vec::new();
    }
    let constants: Vec<&str> = code
        .lines()
        .filter_map(|line| {
            let (name, value) = line.split_once('=')?;
            let name = name.trim();
            let value: f64 = value.split('#').next()?.trim().parse().ok()?;
            let constant = !line.starts_with([' ', '\t'])
                && !name.is_empty()
                && name.chars().all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit());
            (constant && states(&shares, value)).then_some(name)
        })
        .collect();
    // A constant, not a literal: `total + 0.2` may be a 20p bag.
    let is_share = |token: &str| constants.contains(&token);
    // A rate added to a rate is right: `rate += LOYALTY_RATE`.
    let holds_rate = |target: &str| {
        let lower = target.to_lowercase();
        ["rate", "pct", "percent", "discount", "share", "factor"].iter().any(|word| lower.contains(word))
    };
    let mut found = Vec::new();
    for (index, line) in code.lines().enumerate() {
        let body = line.split('#').next().unwrap_or_default().trim_end();
        let indent = &line[..line.len() - line.trim_start().len()];
        let words: Vec<&str> = body.split_whitespace().collect();
        let fixed = match words[..] {
            // `cost = cost - RATE`
            [target, "=", value, op @ ("-" | "+"), share]
                if is_name(target) && is_name(value) && is_share(share) && !holds_rate(target) =>
            {
                Some(format!("{indent}{target} = {value} * (1 {op} {share})"))
            }
            // `cost -= RATE`
            [target, op @ ("-=" | "+="), share] if is_name(target) && is_share(share) && !holds_rate(target) => {
                Some(format!("{indent}{target} *= 1 {} {share}", &op[..1]))
            }
            _ => None,
        };
        if let Some(fixed) = fixed {
            found.push((index + 1, line.to_owned(), fixed));
        }
    }
    found
}

/// The shares `request` states in per cent ("20%", "20 per cent"), as
/// fractions.
fn stated_shares(request: &str) -> Vec<f64> {
    let lower = request.to_lowercase();
    let mut shares = Vec::new();
    for (at, _) in
        lower.match_indices(['%']).chain(lower.match_indices(" per cent")).chain(lower.match_indices(" percent"))
    {
        let digits: String = lower[..at].chars().rev().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
        let digits: String = digits.chars().rev().collect();
        if let Ok(value) = digits.trim_start_matches('.').parse::<f64>() {
            shares.push(value / 100.0);
        }
    }
    shares
}

fn is_name(token: &str) -> bool {
    token.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_')
        && token.chars().all(|c| c.is_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::shares_as_amounts;

    #[test]
    fn a_stated_share_taken_off_as_an_amount_is_applied() {
        let code = "MEMBER_DISCOUNT = 0.20      # beach club members\nLOST = 45.00\n\n\ndef hire_cost(items, days, member=False):\n    cost = day_rate(items) * days\n    if member:\n        cost = cost - MEMBER_DISCOUNT\n    return round(max(cost, 0.0), 2)\n";
        let request = "Our beach club members are supposed to get 20% off their parasol and sunbed hire, but they're only getting a few pence knocked off.";
        assert_eq!(
            shares_as_amounts(code, request),
            vec![(
                8,
                "        cost = cost - MEMBER_DISCOUNT".to_owned(),
                "        cost = cost * (1 - MEMBER_DISCOUNT)".to_owned()
            )]
        );
        let code = "VAT = 0.2\nOFF = 0.15\n\ndef total(net):\n    net += VAT\n    net -= OFF\n    return net\n";
        let fixed: Vec<String> =
            shares_as_amounts(code, "VAT is 20 per cent and the discount 15%").into_iter().map(|f| f.2).collect();
        assert_eq!(fixed, ["    net *= 1 + VAT", "    net *= 1 - OFF"]);
    }

    #[test]
    fn a_share_applied_or_not_stated_is_left() {
        let code =
            "RATE = 0.20\n\ndef f(cost):\n    cost = cost * (1 - RATE)\n    cost -= RATE * cost\n    return cost\n";
        assert!(shares_as_amounts(code, "20% off").is_empty());
        let code = "FEE = 0.20\n\ndef f(cost):\n    cost = cost - FEE\n    return cost\n";
        assert!(shares_as_amounts(code, "the fee is 20p").is_empty(), "no share stated");
        // Rates added together, and a literal (a 20p bag), are left.
        let code = "LOYALTY_RATE = 0.05\n\ndef f(cost):\n    rate = 0.1\n    rate += LOYALTY_RATE\n    total = cost + 0.2\n    return total\n";
        assert!(shares_as_amounts(code, "a further 5%, 20% off and a 20p bag").is_empty());
    }
}
