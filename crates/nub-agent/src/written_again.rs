//! What an answer that writes a function again may not do besides
//! keeping its parameters (`whole_function::from_answer`): lose a text
//! the function has, bring in a number nobody gave, leave out the amount
//! the request gives for a new setting, or charge once an amount given
//! per day.

use crate::stated_values::{PLAIN_NUMBERS, code_literals, code_numbers, numbers_in, states};

/// A number the function `new` (written again in `source`, for a
/// feature or a setting) brings in that neither the request nor the file
/// states, nor is a plain one (`stated_values::PLAIN_NUMBERS`): asked for
/// a side salad "for £1.80", the 1.5B model added `total += 0.90`.
pub(crate) fn strange_number(new: &str, source: &str, request: &str) -> Option<f64> {
    let known: Vec<f64> =
        code_numbers(source).into_iter().chain(numbers_in(request)).chain(PLAIN_NUMBERS.iter().copied()).collect();
    code_numbers(new).into_iter().find(|number| !states(&known, *number))
}

/// How many texts of `old` (its string literals of four characters or
/// more, comments left out) the answer's `written` lines no longer hold:
/// what the function makes, which its part of a feature keeps. A list
/// built another way keeps its texts.
pub(crate) fn texts_lost(old: &[&str], written: &[&str]) -> usize {
    let written = written.join("\n");
    old.iter()
        .map(|line| line.trim_start())
        .filter(|line| !line.starts_with('#'))
        .flat_map(|line| quoted(line))
        .filter(|text| text.chars().count() >= 4 && !written.contains(text) && !words_kept(text, &written))
        .count()
}

/// Whether every word of `text` outside its `{…}` fields is still in
/// `written`: `f"{amount:.2f} EUR"` made `f"{amount:.2f} {currency}"`
/// with `currency="EUR"` keeps its EUR.
fn words_kept(text: &str, written: &str) -> bool {
    let mut plain = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let words: Vec<&str> = plain.split(|c: char| !c.is_alphabetic()).filter(|word| word.len() >= 3).collect();
    !words.is_empty() && words.iter().all(|word| nub_tools::holds_word(written, word))
}

/// The texts between matching quotes of one line of code.
fn quoted(line: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(open) = rest.find(['"', '\'']) {
        let quote = rest[open..].chars().next().unwrap_or('"');
        let after = &rest[open + 1..];
        let Some(close) = after.find(quote) else { break };
        found.push(&after[..close]);
        rest = &after[close + 1..];
    }
    found
}

/// The one amount with a currency sign the request gives, when the
/// function written again for a new setting (`new`) holds no number of
/// that value and the file (`source`) no constant of it: told of extra
/// guacamole "for £1.50", the 1.5B model added `extra_guac` and charged
/// nothing for it.
pub(crate) fn missing_amount(new: &str, source: &str, request: &str) -> Option<f64> {
    let (amount, _) = one_amount(request)?;
    let used = code_numbers(new);
    let constant = source.lines().any(|line| {
        line.split_once('=').is_some_and(|(name, value)| {
            let name = name.trim();
            !name.is_empty()
                && name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                && new.contains(name)
                && states(&code_numbers(value), amount)
        })
    });
    (!states(&used, amount) && !constant).then_some(amount)
}

/// The function `new`, written again from `old` for a new setting, with
/// the one number its new lines bring in made the amount the request
/// gives (`amount`, as written with its sign): asked for a side salad
/// "for £1.80", the 1.5B model wrote `total += 0.90` twice, told once
/// that the function does not charge the amount. `None` when its new
/// lines hold no number but plain ones (`stated_values::PLAIN_NUMBERS`),
/// or more than one.
pub(crate) fn with_amount(old: &str, new: &str, amount: &str) -> Option<String> {
    let digits = amount.trim_start_matches(['£', '$', '€']);
    // The number may be one the file has elsewhere (a filling at 0.90).
    with_one_number(old, new, |value| !states(PLAIN_NUMBERS, value), |_| digits.to_owned())
}

/// The function `new` whose added lines charge the new flag `setting`
/// itself as the amount (`total += float_hire * swimmers * sessions`),
/// with the amount the request gives (`amount`, with its sign) in its
/// place: asked for floats at "£1.50 per swimmer", the 1.5B model wrote
/// that line three times. `None` unless exactly one added line does so,
/// and it is not the `if`.
pub(crate) fn flag_as_amount(old: &str, new: &str, setting: &str, amount: &str) -> Option<String> {
    let digits = amount.trim_start_matches(['£', '$', '€']);
    let old_lines: Vec<&str> = old.lines().map(str::trim).collect();
    let charging = |line: &str| {
        let line = line.trim();
        !old_lines.contains(&line)
            && !line.starts_with("if ")
            && !line.starts_with("def ")
            && (line.contains("+=") || line.contains("-="))
            && nub_tools::holds_word(line, setting)
    };
    let lines: Vec<&str> = new.lines().collect();
    let [at] = lines.iter().enumerate().filter(|(_, line)| charging(line)).map(|(at, _)| at).collect::<Vec<_>>()[..]
    else {
        return None;
    };
    let row = lines[at];
    // Under `if setting:`, and the flag a factor: not `total += floats`
    // (a count), nor a line charged for every booking.
    let guard = lines[..at].iter().rev().find(|line| !line.trim().is_empty())?;
    let indent = |line: &str| line.len() - line.trim_start().len();
    let tight = row.replace(' ', "");
    let factor = tight.contains(&format!("{setting}*")) || tight.contains(&format!("*{setting}"));
    if guard.trim() != format!("if {setting}:") || indent(guard) >= indent(row) || !factor {
        return None;
    }
    let (start, _) = row.match_indices(setting).find(|(start, _)| {
        let before = row[..*start].chars().next_back();
        let after = row[start + setting.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
    })?;
    let fixed = format!("{}{digits}{}", &row[..start], &row[start + setting.len()..]);
    let mut out: Vec<String> = lines.iter().map(|line| (*line).to_owned()).collect();
    out[at] = fixed;
    Some(out.join("\n"))
}

/// `new` with the one number its added lines hold that `counts` (none
/// more), written as `written` makes it; `None` otherwise.
fn with_one_number(
    old: &str,
    new: &str,
    counts: impl Fn(f64) -> bool,
    written: impl Fn(&str) -> String,
) -> Option<String> {
    let old_lines: Vec<&str> = old.lines().map(str::trim).collect();
    let found: Vec<(usize, String)> = new
        .lines()
        .enumerate()
        .filter(|(_, line)| !old_lines.contains(&line.trim()))
        .flat_map(|(at, line)| {
            code_literals(line).into_iter().filter(|(_, value)| counts(*value)).map(move |(text, _)| (at, text))
        })
        .collect();
    let [(at, literal)] = &found[..] else { return None };
    let lines: Vec<String> = new
        .lines()
        .enumerate()
        .map(|(index, line)| match index == *at {
            true => replace_number(line, literal, &written(literal)),
            false => line.to_owned(),
        })
        .collect();
    Some(lines.join("\n"))
}

/// The one amount `text` writes with a currency sign, if it writes one
/// alone: its value and how it is written (`£1.50`, 1.5). Amounts in
/// brackets or double quotes are an example of it when one is outside
/// them ("£2 for every item (so three mugs would be £6 of wrapping)",
/// "£2.50 per seat … a line like \"Takeaway boxes: £5.00\"").
pub(crate) fn one_amount(text: &str) -> Option<(f64, String)> {
    let mut found = Vec::new();
    for (at, sign) in text.char_indices().filter(|(_, c)| matches!(c, '£' | '$' | '€')) {
        let rest = &text[at + sign.len_utf8()..];
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit() || *c == '.' || *c == ',').collect();
        let digits = digits.trim_end_matches(['.', ',']);
        let before = &text[..at];
        let bracketed = before.matches('(').count() > before.matches(')').count()
            // An inch mark (`12"`) opens no quote.
            || before.match_indices('"').filter(|(at, _)| !before[..*at].ends_with(|c: char| c.is_ascii_digit())).count() % 2
                == 1
            || before.matches('\u{201c}').count() > before.matches('\u{201d}').count();
        // The same amount said twice is one ("£35 per booking … 'Photo
        // package: £35.00'").
        if let Ok(value) = digits.replace(',', "").parse::<f64>()
            && !found.iter().any(|(other, _, _): &(f64, String, bool)| (other - value).abs() < 0.005)
        {
            found.push((value, format!("{sign}{digits}"), bracketed));
        }
    }
    let outside: Vec<&(f64, String, bool)> = found.iter().filter(|(_, _, bracketed)| !bracketed).collect();
    match (&found[..], &outside[..]) {
        ([(value, written, _)], _) | (_, [(value, written, _)]) => Some((*value, written.clone())),
        _ => None,
    }
}

/// Units an amount may be given for, with the name of the parameter that
/// counts them.
const PER_UNIT: &[(&str, &str)] =
    &[("day", "days"), ("night", "nights"), ("hour", "hours"), ("week", "weeks"), ("month", "months")];

/// Words after the amount in which its unit is looked for ("£4 a pair
/// per day": `days`).
const UNIT_REACH: usize = 6;

/// Plurals that are not the word with an `s`.
const PLURALS: &[(&str, &str)] = &[("person", "people"), ("child", "children"), ("adult", "adults")];

/// The names that may count `unit`: its time's parameter (`days` for a
/// day), else its plurals (`visitors` for a visitor, `people` for a
/// person).
fn counting_names(unit: &str) -> Vec<String> {
    if let Some((_, count)) = PER_UNIT.iter().find(|(said, _)| *said == unit) {
        return vec![(*count).to_owned()];
    }
    let mut names = vec![format!("{unit}s"), format!("{unit}es")];
    if let Some(stem) = unit.strip_suffix('y') {
        names.push(format!("{stem}ies"));
    }
    names.extend(PLURALS.iter().filter(|(one, _)| *one == unit).map(|(_, many)| (*many).to_owned()));
    names
}

/// The names `function` assigns at the start of a line (`visitors = …`).
fn assigned_names(function: &str) -> Vec<String> {
    function
        .lines()
        .filter_map(|line| {
            let (name, rest) = line.trim_start().split_once('=')?;
            let name = name.trim();
            let plain = !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_');
            (plain && !rest.starts_with('=')).then(|| name.to_owned())
        })
        .collect()
}

/// The name that counts the unit the request gives its one amount for
/// ("helmets at £4 a day": `days`; "£4.00 for every visitor":
/// `visitors`), when `old` takes it as a parameter or sets it, and no line
/// `new` adds with the amount multiplies by it: the 1.5B model charged a
/// snowboard helmet's £4 once for a week's hire, and an aviary's parrot
/// feeding once for a party. `parameters`: those of `old`.
pub(crate) fn per_unit_missed(old: &str, new: &str, request: &str, parameters: &[String]) -> Option<String> {
    let (amount, written) = one_amount(request)?;
    let lower = request.to_lowercase();
    let after = &lower[lower.find(&written.to_lowercase())? + written.len()..];
    let words: Vec<&str> =
        after.split(|c: char| !c.is_alphanumeric()).filter(|word| !word.is_empty()).take(UNIT_REACH).collect();
    let known: Vec<String> = parameters.iter().cloned().chain(assigned_names(old)).collect();
    // "£4.00 for every visitor", "£2 for each child", "£4 a pair per day":
    // the first unit the function counts.
    // "A" and "an" say "per" right after the amount ("£4 a day"), not
    // further on ("£4 when a child needs a high chair").
    let count = words.windows(2).enumerate().find_map(|(at, pair)| {
        let [per, unit] = pair else { return None };
        let per_word = ["per", "each", "every"].contains(per) || (at == 0 && ["a", "an"].contains(per));
        per_word.then(|| counting_names(unit).into_iter().find(|name| known.contains(name))).flatten()
    })?;
    let old_lines: Vec<&str> = old.lines().map(str::trim).collect();
    let charging: Vec<&str> = new
        .lines()
        .filter(|line| !old_lines.contains(&line.trim()))
        .filter(|line| states(&code_numbers(line), amount))
        .collect();
    // Multiplied already: by the count, or by what holds it ("£6 per
    // adult and child ticket" as `6 * (adults + children)`).
    let multiplied = |line: &str| line.contains('*') && nub_tools::holds_word(line, &count);
    (!charging.is_empty() && !charging.iter().any(|line| multiplied(line))).then_some(count)
}

/// `new` with the one line it adds that charges `amount` once charged
/// for each one of `count` (`total += 4.00` made `total += 4.00 *
/// visitors`; `len(tickets)` where `old` walks a list of them): told
/// that its amount is per visitor, the 1.5B model wrote the function
/// again charged once, and then, given its tools, broke the function.
/// `None` unless exactly one added line holds the amount.
pub(crate) fn with_count(old: &str, new: &str, amount: f64, count: &str) -> Option<String> {
    let listed = [format!(" in {count}:"), format!(" in {count})"), format!(" in {count}]"), format!("len({count})")]
        .iter()
        .any(|use_| old.contains(use_.as_str()));
    let times = |literal: &str| match listed {
        true => format!("{literal} * len({count})"),
        false => format!("{literal} * {count}"),
    };
    with_one_number(old, new, |value| states(&[amount], value), times)
}

/// `line` with its first `literal` that is a number of its own (not the
/// 4 of 14 or 4.5) written as `with`.
fn replace_number(line: &str, literal: &str, with: &str) -> String {
    let own = line.match_indices(literal).find(|(at, _)| {
        let before = line[..*at].chars().next_back();
        let after = line[at + literal.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '.' || c == '_')
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '.' || c == '_')
    });
    match own {
        Some((at, _)) => format!("{}{with}{}", &line[..at], &line[at + literal.len()..]),
        None => line.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flag_charged_as_its_own_amount_gets_the_request_s_amount() {
        let old = "def total(swimmers, sessions):\n    total = 7.5 * swimmers * sessions\n    return total";
        let new = "def total(swimmers, sessions, float_hire=False):\n    total = 7.5 * swimmers * sessions\n    if float_hire:\n        total += float_hire * swimmers * sessions\n    return total";
        assert_eq!(
            flag_as_amount(old, new, "float_hire", "£1.50").as_deref(),
            Some(
                "def total(swimmers, sessions, float_hire=False):\n    total = 7.5 * swimmers * sessions\n    if float_hire:\n        total += 1.50 * swimmers * sessions\n    return total"
            )
        );
        let priced = new.replace("float_hire * swimmers", "1.5 * swimmers");
        assert_eq!(flag_as_amount(old, &priced, "float_hire", "£1.50"), None);
        // Not under its `if`, or not a factor: left alone.
        let unguarded = new.replace("    if float_hire:\n        total +=", "    total +=");
        assert_eq!(flag_as_amount(old, &unguarded, "float_hire", "£1.50"), None);
        let alone = new.replace("float_hire * swimmers * sessions", "float_hire");
        assert_eq!(flag_as_amount(old, &alone, "float_hire", "£1.50"), None);
    }

    #[test]
    fn a_text_whose_words_stay_in_the_function_is_kept() {
        let old = ["def format_price(amount):", "    return f\"{amount:.2f} EUR\""];
        let kept = ["def format_price(amount, currency=\"EUR\"):", "    return f\"{amount:.2f} {currency}\""];
        assert_eq!(texts_lost(&old, &kept), 0);
        let lost = ["def format_price(amount, currency=\"GBP\"):", "    return f\"{amount:.2f} {currency}\""];
        assert_eq!(texts_lost(&old, &lost), 1);
    }

    #[test]
    fn an_amount_a_day_charged_once_is_found() {
        let old = "def hire_total(board, days, boots=True):\n    total = 20.0 * days\n    if boots:\n        total += BOOTS_PER_DAY * days\n    return round(total, 2)";
        let request = "We've started hiring out helmets at £4 a day. Please add a helmet option to hire_total.";
        let once = old.replace("    return", "    if helmet:\n        total += 4  # per day\n    return");
        let parameters = ["board".to_owned(), "days".to_owned(), "boots".to_owned()];
        assert_eq!(per_unit_missed(old, &once, request, &parameters).as_deref(), Some("days"));
        let daily = old.replace("    return", "    if helmet:\n        total += 4 * days\n    return");
        assert_eq!(per_unit_missed(old, &daily, request, &parameters), None);
        // Multiplied by what holds the count, or by anything.
        let both = old.replace("    return", "    if helmet:\n        total += 4 * (days + 1)\n    return");
        assert_eq!(per_unit_missed(old, &both, request, &parameters), None);

        assert_eq!(per_unit_missed(old, &once, "Helmets are £4 each.", &parameters), None, "no unit counted");
        assert_eq!(per_unit_missed(old, &once, "Helmets are £4 a week.", &parameters), None, "no weeks parameter");
    }

    #[test]
    fn an_amount_for_every_one_the_function_counts_charged_once_is_found() {
        let old = "def ticket_total(adults, children=0, guide_book=False):\n    visitors = adults + children\n    total = adults * ADULT + children * CHILD\n    return round(total, 2)";
        let request = "Please add an option called feeding to ticket_total. When it's on, add £4.00 for every visitor for the parrot feeding.";
        let parameters = ["adults".to_owned(), "children".to_owned(), "guide_book".to_owned()];
        let once = old.replace("    return", "    if feeding:\n        total += 4.00\n    return");
        assert_eq!(per_unit_missed(old, &once, request, &parameters).as_deref(), Some("visitors"));
        let each = old.replace("    return", "    if feeding:\n        total += 4.00 * visitors\n    return");
        assert_eq!(per_unit_missed(old, &each, request, &parameters), None);
        let counted = old.replace("    return", "    if feeding:\n        total += 4.00 * len(visitors)\n    return");
        assert_eq!(per_unit_missed(old, &counted, request, &parameters), None, "a list's len counts");
        // A child counted by its parameter; a unit nothing counts asks nothing.
        let child = "Add £2 for each child.";
        assert_eq!(per_unit_missed(old, &once.replace("4.00", "2"), child, &parameters).as_deref(), Some("children"));
        assert_eq!(per_unit_missed(old, &once, "Add £4.00 for every booking.", &parameters), None);
        assert_eq!(assigned_names(old), vec!["visitors", "total"]);
        assert_eq!(
            with_count(old, &once, 4.0, "visitors").as_deref(),
            Some(old.replace("    return", "    if feeding:\n        total += 4.00 * visitors\n    return").as_str())
        );
        let seats = "def order_total(tickets, concerts=1):\n    per = sum(price(t) for t in tickets)\n    return per * concerts";
        let added = seats.replace("    return", "    if programmes:\n        per += 3.50\n    return");
        assert!(with_count(seats, &added, 3.5, "tickets").expect("counted").contains("per += 3.50 * len(tickets)"));
        // Not the 4 of 14; "in days" of a docstring lists nothing.
        let aged = "def total(visitors):\n    \"\"\"Hire length in days.\"\"\"\n    total = 0\n    return total";
        let young = aged.replace("    return", "    if age < 14: total += 4\n    return");
        assert!(
            with_count(aged, &young, 4.0, "visitors").expect("counted").contains("if age < 14: total += 4 * visitors")
        );
        let days = aged.replace("visitors", "days");
        let daily = days.replace("    return", "    total += 4\n    return");
        assert!(with_count(&days, &daily, 4.0, "days").expect("counted").contains("total += 4 * days"));
        // "A" further on is no "per".
        let chair = "Add £4 when a child needs a high chair.";
        let kids = ["children".to_owned()];
        let old_kids = "def total(children):\n    total = 0\n    return total";
        let new_kids = old_kids.replace("    return", "    total += 4\n    return");
        assert_eq!(per_unit_missed(old_kids, &new_kids, chair, &kids), None);
        let example = "Add £2 for every item in the basket (so three mugs would be £6 of wrapping).";
        assert_eq!(one_amount(example), Some((2.0, "£2".to_owned())));
        assert_eq!(one_amount("It was £6 but should be £4."), None);
        let quoted = "adds £2.50 per seat, and the receipt should show a line like \"Takeaway boxes: £5.00\" (with the right amount)";
        assert_eq!(one_amount(quoted), Some((2.5, "£2.50".to_owned())));
        assert_eq!(one_amount("For each 12\" pizza add £1.50 for the box"), Some((1.5, "£1.50".to_owned())));
        assert_eq!(one_amount("£35 per booking, shown as 'Photo package: £35.00'."), Some((35.0, "£35".to_owned())));
        // The unit the function counts, after one it does not.
        let boots = "We hire out wetsuit boots at £4 a pair per day. Add a boots option.";
        let days = ["suits".to_owned(), "days".to_owned()];
        let once = "def hire_total(suits, days):\n    total = 0\n    return total";
        let new = "def hire_total(suits, days, boots=0):\n    total = 0 + boots * 4\n    return total";
        assert_eq!(per_unit_missed(once, new, boots, &days).as_deref(), Some("days"));
    }

    #[test]
    fn a_number_neither_the_request_nor_the_file_gives_is_found() {
        let source =
            "DRINK = 1.20\n\n\ndef order_total(potatoes, drinks=0):\n    return potatoes * 4.5 + drinks * DRINK\n";
        let request = "We've started doing a side salad for £1.80. Call it side_salad.";
        let added = "def order_total(potatoes, drinks=0, side_salad=False):\n    total = potatoes * 4.5 + drinks * DRINK\n    if side_salad:\n        total += 0.90\n    return round(total, 2)";
        assert_eq!(strange_number(added, source, request), Some(0.9));
        assert_eq!(strange_number(&added.replace("0.90", "1.80"), source, request), None);
    }

    #[test]
    fn the_one_number_a_new_setting_brings_in_becomes_the_request_s_amount() {
        let old = "def order_total(potatoes, drinks=0):\n    total = potatoes * 4.5 + drinks * 0.9\n    return round(total, 2)";
        let new = "def order_total(potatoes, drinks=0, side_salad=False):\n    total = potatoes * 4.5 + drinks * 0.9\n    if side_salad:\n        total += 0.90\n    return round(total, 2)";
        let fixed = with_amount(old, new, "£1.80").expect("one number brought in");
        assert!(fixed.contains("        total += 1.80\n") && fixed.contains("drinks * 0.9\n"), "{fixed}");
        let two = new.replace("total += 0.90", "total += 0.90 + 0.10");
        assert_eq!(with_amount(old, &two, "£1.80"), None);
        assert_eq!(with_amount(old, &new.replace("0.90", "SALAD"), "£1.80"), None);
    }

    #[test]
    fn a_new_setting_without_the_request_s_amount_is_found() {
        let source = "GUAC = 1.50\n\n\ndef order_total(items):\n    return len(items) * 3.0\n";
        let request = "Could you add a pot of extra guacamole for £1.50 so it goes on the bill? Call it extra_guac.";
        let none = "def order_total(items, extra_guac=False):\n    return len(items) * 3.0";
        assert_eq!(missing_amount(none, source, request), Some(1.5));
        assert_eq!(missing_amount(&none.replace("3.0", "3.0 + (1.5 if extra_guac else 0)"), source, request), None);
        assert_eq!(missing_amount(&none.replace("3.0", "3.0 + (GUAC if extra_guac else 0)"), source, request), None);
        assert_eq!(missing_amount(none, source, "Take 30% off for staff."), None, "no amount given");
        assert_eq!(missing_amount(none, source, "£2 or £3, your pick."), None, "two amounts");
    }
}
