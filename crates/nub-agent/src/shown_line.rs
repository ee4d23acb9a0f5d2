//! The second part of a feature over two files written by nub: the line
//! the request quotes ("Sound bath: £X.XX"), shown by the function that
//! shows the total when the new setting is on, with the amount the first
//! part charges. Asked for that function whole, the 1.5B model dropped the
//! `if meals:` before an optional line, showed the sound bath for every
//! stay and charged it once for two guests; nub has all it needs: the
//! setting and its default from the first part's new `def` line, the
//! amount from its new charging line, the line's words from the request,
//! and the total's line to put it before.

use nub_tools::holds_word;

use crate::python_call::closing;

/// Names an amount's expression may use without the function defining
/// them.
const BUILTINS: &[&str] =
    &["len", "max", "min", "round", "sum", "abs", "int", "float", "and", "or", "not", "if", "else"];

/// `body` (the function `second`, in `source`, that calls `first` and
/// shows the total) with the line the request quotes added before the
/// total's line, under `if setting:`, the new setting taken and passed on
/// to `first`. `made` is `first` with the setting, `replaced` as it was.
/// `None` when any part is not plain: the amount not one expression of
/// names the function has, no quoted line with an amount, no single
/// statement that shows the total, no single call of `first`.
pub(crate) fn compose(
    body: &str,
    source: &str,
    first: &str,
    setting: &str,
    made: &str,
    replaced: &str,
    request: &str,
) -> Option<String> {
    let (parameter, amount) = charged(made, replaced, setting, request)?;
    let parameters = crate::whole_function::parameter_names(body)?;
    if parameters.iter().any(|name| name == setting) || body.contains("**") {
        return None;
    }
    let known = |name: &str| {
        name == setting
            || parameters.iter().any(|p| p == name)
            || BUILTINS.contains(&name)
            || (name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                && defined_at_top(source, name))
    };
    if !identifiers(&amount).iter().all(|name| known(name)) {
        return None;
    }
    let counted = parameter.split_once('=').is_some_and(|(_, default)| default.parse::<f64>().is_ok());
    let template = quoted_line(request, counted.then_some(setting))?;
    let lines: Vec<&str> = body.lines().collect();
    let (at, literal, item) = total_line(&lines)?;
    let row = lines[at];
    let indent = &row[..row.len() - row.trim_start().len()];
    let (start, end) = literal;
    let old_literal = &row[start..end];
    let quote = old_literal.chars().last()?;
    let inner = old_literal.trim_start_matches('f').trim_matches(quote);
    let lead: String = inner.chars().take_while(|c| *c == ' ').collect();
    let newline = if inner.ends_with("\\n") { "\\n" } else { "" };
    // A plain amount is written out: "Teeth clean: £6.00", not £{6.00:.2f}.
    let shown = match amount.parse::<f64>() {
        Ok(value) if !template.replace("{}", "").contains('{') => {
            format!("{quote}{lead}{}{newline}{quote}", template.replace("{}", &format!("{value:.2}")))
        }
        _ => format!("f{quote}{lead}{}{newline}{quote}", template.replace("{}", &format!("{{{amount}:.2f}}"))),
    };
    let mut out: Vec<String> = Vec::with_capacity(lines.len() + 2);
    if item {
        // An item of a list: the line goes in as an item only when the
        // setting is on.
        for (index, line) in lines.iter().enumerate() {
            if index == at {
                out.push(format!("{indent}*([{shown}] if {setting} else []),"));
            }
            out.push((*line).to_owned());
        }
        let text = with_parameter(&out.join("\n"), &parameter)?;
        return passing_on(&text, first, setting);
    }
    let prefix = &row[indent.len()..start];
    // What follows the literal: the call's closing bracket on, an argument
    // formatted into it with `%` left out.
    let rest = match prefix.trim_end().ends_with('(') {
        true => {
            let open = indent.len() + prefix.trim_end().len() - 1;
            &row[closing(row, open)?..]
        }
        false if row[end..].trim().is_empty() || row[end..].trim_start().starts_with('%') => "",
        false => return None,
    };
    let statement = format!("{indent}    {prefix}{shown}{rest}");
    for (index, line) in lines.iter().enumerate() {
        if index == at {
            out.push(format!("{indent}if {setting}:"));
            out.push(statement.clone());
        }
        out.push((*line).to_owned());
    }
    let text = with_parameter(&out.join("\n"), &parameter)?;
    passing_on(&text, first, setting)
}

/// The setting's parameter as `first` now takes it (`sound_bath=False`)
/// and the amount its new charging line adds under `if setting:` (`18 *
/// guests`).
fn charged(made: &str, replaced: &str, setting: &str, request: &str) -> Option<(String, String)> {
    let header_end = made.lines().position(|line| line.trim_end().ends_with(':'))?;
    let header = made.lines().take(header_end + 1).collect::<Vec<_>>().join(" ");
    let parameter = header
        .split(['(', ',', ')'])
        .map(str::trim)
        .find(|part| part.split('=').next().map(str::trim) == Some(setting) && part.contains('='))?
        .replace(' ', "");
    let old: Vec<&str> = replaced.lines().map(str::trim).collect();
    let added: Vec<&str> = made.lines().map(str::trim).filter(|line| !old.contains(line)).collect();
    // Under `if sound_bath:`, or alone with the setting in it (`total +=
    // helmets * 4`).
    let guarded = added.iter().position(|line| *line == format!("if {setting}:")).and_then(|at| added.get(at + 1));
    let charging = guarded.or_else(|| added.iter().find(|line| line.contains("+=") && holds_word(line, setting)));
    let Some((_, amount)) = charging.and_then(|line| line.split_once("+=")) else {
        // Charged some other way (`total = … + 35.00` under `if
        // photo_package:`): the request's one amount, written in an added
        // line as a number that nothing multiplies.
        let (one, _) = crate::written_again::one_amount(request)?;
        let written = added.iter().filter(|line| !line.contains('*')).find_map(|line| {
            crate::stated_values::code_literals(line).into_iter().find(|(_, value)| (value - one).abs() < 0.005)
        })?;
        return Some((parameter, written.0));
    };
    let amount = amount.trim();
    let plain = !amount.is_empty()
        && amount.chars().all(|c| c.is_alphanumeric() || " _.*+-/()".contains(c))
        && amount.matches('(').count() == amount.matches(')').count();
    plain.then(|| (parameter, amount.to_owned()))
}

/// The names an expression uses (not the attributes after a dot).
fn identifiers(expression: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current = String::new();
    let mut after_dot = false;
    for c in expression.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() || c == '_' {
            current.push(c);
            continue;
        }
        if !current.is_empty() && !current.starts_with(|c: char| c.is_ascii_digit()) && !after_dot {
            found.push(std::mem::take(&mut current));
        }
        current.clear();
        after_dot = c == '.';
    }
    found
}

/// Whether `source` sets or imports `name` at its top level.
fn defined_at_top(source: &str, name: &str) -> bool {
    source.lines().any(|line| {
        (line.starts_with(name) && line[name.len()..].trim_start().starts_with('='))
            || ((line.starts_with("from ") || line.starts_with("import ")) && holds_word(line, name))
    })
}

/// The line the request quotes with its amount left to fill: "Sound
/// bath: £X.XX" or "Setup £35.00", as a template whose `{}` is the amount.
/// A setting that counts (`counted`) stands for the one number of the
/// words ("Helmet hire x2: £8.00" is `Helmet hire x{helmets}: £…`).
fn quoted_line(request: &str, counted: Option<&str>) -> Option<String> {
    let mut quoted = Vec::new();
    let mut open: Option<usize> = None;
    for (at, c) in request.char_indices() {
        match (open, c) {
            (None, '"' | '\u{201c}') => open = Some(at + c.len_utf8()),
            (Some(start), '"' | '\u{201d}') => {
                quoted.push(&request[start..at]);
                open = None;
            }
            _ => {}
        }
    }
    // In single quotes too: one after a space or at the start, closed
    // before a space or a mark (not the apostrophe of "it's").
    let mut single: Option<usize> = None;
    for (at, c) in request.char_indices().filter(|(_, c)| matches!(c, '\'' | '\u{2018}' | '\u{2019}')) {
        let before = request[..at].chars().next_back();
        let after = request[at + c.len_utf8()..].chars().next();
        match single {
            None if before.is_none_or(|b| !b.is_alphanumeric()) => single = Some(at + c.len_utf8()),
            Some(start) if after.is_none_or(|a| !a.is_alphanumeric()) => {
                quoted.push(&request[start..at]);
                single = None;
            }
            _ => {}
        }
    }
    // The one with a mark for the amount first, then one with an amount.
    let template = |text: &str, marked: bool| -> Option<String> {
        let sign = text.find(['£', '$', '€'])?;
        let after = sign + text[sign..].chars().next()?.len_utf8();
        let amount: String = text[after..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '.').collect();
        let is_mark = !amount.is_empty() && amount.chars().all(|c| matches!(c, 'X' | 'x' | 'N' | 'n' | '.' | '#'));
        let is_number = !amount.is_empty() && amount.chars().all(|c| c.is_ascii_digit() || c == '.');
        let words = text[..sign].trim();
        let plain = words.chars().next().is_some_and(char::is_alphabetic)
            && !text.contains(['{', '}', '\\', '\'', '"'])
            && text[after + amount.len()..].trim().is_empty();
        let words = match counted {
            Some(setting) => with_count(&text[..after], setting)?,
            None => text[..after].to_owned(),
        };
        (plain && if marked { is_mark } else { is_number }).then(|| format!("{words}{{}}"))
    };
    quoted.iter().find_map(|text| template(text, true)).or_else(|| quoted.iter().find_map(|text| template(text, false)))
}

/// `words` with its one number, if it has one, as the count `setting`.
fn with_count(words: &str, setting: &str) -> Option<String> {
    let numbers: Vec<usize> = words
        .char_indices()
        .filter(|(at, c)| c.is_ascii_digit() && !words[..*at].ends_with(|c: char| c.is_ascii_digit() || c == '.'))
        .map(|(at, _)| at)
        .collect();
    match numbers[..] {
        [] => Some(words.to_owned()),
        [at] => {
            let end = at + words[at..].find(|c: char| !c.is_ascii_digit()).unwrap_or(words.len() - at);
            Some(format!("{}{{{setting}}}{}", &words[..at], &words[end..]))
        }
        _ => None,
    }
}

/// The one statement of `lines` that shows the total: a call or `+=` of a
/// string literal that says "total", or an item of a list written one per
/// line, not a `return`; its index, the literal's byte range in its line
/// and whether it is an item.
fn total_line(lines: &[&str]) -> Option<(usize, (usize, usize), bool)> {
    let found: Vec<(usize, (usize, usize), bool)> = lines
        .iter()
        .enumerate()
        .filter_map(|(at, line)| {
            let statement = line.trim();
            let shows = statement.ends_with(')') && statement.contains('(') || statement.contains("+=");
            // An item of a list written one per line: `"Total: £%.2f" % x,`.
            let next = lines[at + 1..].iter().map(|line| line.trim()).find(|line| !line.is_empty());
            let quoted = statement.starts_with(['f', '"', '\'']);
            let item = quoted
                && (statement.ends_with(',') || next.is_some_and(|next| next.starts_with(']')))
                && lines[..at].iter().any(|line| line.trim_end().ends_with('['));
            // Not `total_line = "…" % x` (set, not shown), nor a `raise`.
            let head = statement.split(['(', '"', '\'']).next().unwrap_or_default();
            let assigns = head.contains('=') && !head.contains("+=") && !head.contains("==");
            if !(shows || item)
                || (statement.starts_with("return") || statement.starts_with("raise"))
                || assigns
                || (quoted && !item)
            {
                return None;
            }
            let literal = string_literal(line)?;
            line[literal.0..literal.1].to_lowercase().contains("total").then_some((at, literal, item))
        })
        .collect();
    match found[..] {
        [one] => Some(one),
        _ => None,
    }
}

/// The byte range of the first string literal of `line` (an `f` before
/// its quote included), when it closes on the line and holds no escaped
/// quote.
fn string_literal(line: &str) -> Option<(usize, usize)> {
    let open = line.find(['"', '\''])?;
    let quote = line[open..].chars().next()?;
    let close = open + 1 + line[open + 1..].find(quote)?;
    if line[open + 1..close].ends_with('\\') || line[close + 1..].starts_with(quote) {
        return None;
    }
    let start = if line[..open].ends_with('f') && !line[..open - 1].ends_with(|c: char| c.is_alphanumeric()) {
        open - 1
    } else {
        open
    };
    Some((start, close + 1))
}

/// `function` with `parameter` (`sound_bath=False`) last in its `def`.
fn with_parameter(function: &str, parameter: &str) -> Option<String> {
    let open = function.find('(')?;
    let close = closing(function, open)?;
    let inside = function[open + 1..close].trim_end();
    let joined = match inside.trim().is_empty() {
        true => parameter.to_owned(),
        false => format!("{}, {parameter}", inside.trim_end_matches(',')),
    };
    Some(format!("{}{joined}{}", &function[..=open], &function[close..]))
}

/// `function` with its one call of `first` given `setting=setting`.
fn passing_on(function: &str, first: &str, setting: &str) -> Option<String> {
    let body_start = function.find(":\n")?;
    let calls: Vec<usize> = function[body_start..]
        .match_indices(&format!("{first}("))
        .map(|(at, _)| body_start + at)
        .filter(|at| !function[..*at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '.'))
        .collect();
    let [call] = calls[..] else { return None };
    let open = call + first.len();
    let close = closing(function, open)?;
    let inside = function[open + 1..close].trim_end();
    let keyword = format!("{setting}={setting}");
    let joined = match inside.trim().is_empty() {
        true => keyword,
        false => format!("{}, {keyword}", inside.trim_end_matches(',')),
    };
    Some(format!("{}{joined}{}", &function[..=open], &function[close..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    const REPLACED: &str = "def retreat_total(room, nights, guests=1, meals=False):\n    total = room_cost(room, nights)\n    if meals:\n        total += meals_cost(nights, guests)\n    return round(total, 2)";
    const MADE: &str = "def retreat_total(room, nights, guests=1, meals=False, sound_bath=False):\n    total = room_cost(room, nights)\n    if meals:\n        total += meals_cost(nights, guests)\n    if sound_bath:\n        total += 18 * guests\n    return round(total, 2)";
    const BODY: &str = "def confirmation(name, room, nights, guests=1, meals=False):\n    \"\"\"Confirmation text.\"\"\"\n    total = retreat_total(room, nights, guests, meals)\n    lines = [\n        f\"Dear {name}.\",\n    ]\n    if meals:\n        lines.append(f\"Meals: £{meals_cost(nights, guests):.2f}\")\n    lines.append(f\"Total: £{total:.2f}\")\n    return \"\\n\".join(lines)";
    const REQUEST: &str = "Please add a sound_bath option (off by default) to retreat_total and to the confirmation, so the total goes up by £18 per guest and the confirmation shows a line \"Sound bath: £X.XX\" with the sound bath amount (e.g. \"Sound bath: £36.00\" for two guests) just before the Total line.";

    #[test]
    fn the_quoted_line_is_shown_before_the_total_when_the_setting_is_on() {
        let composed = compose(BODY, BODY, "retreat_total", "sound_bath", MADE, REPLACED, REQUEST).expect("composed");
        assert_eq!(
            composed,
            "def confirmation(name, room, nights, guests=1, meals=False, sound_bath=False):\n    \"\"\"Confirmation text.\"\"\"\n    total = retreat_total(room, nights, guests, meals, sound_bath=sound_bath)\n    lines = [\n        f\"Dear {name}.\",\n    ]\n    if meals:\n        lines.append(f\"Meals: £{meals_cost(nights, guests):.2f}\")\n    if sound_bath:\n        lines.append(f\"Sound bath: £{18 * guests:.2f}\")\n    lines.append(f\"Total: £{total:.2f}\")\n    return \"\\n\".join(lines)"
        );
    }

    #[test]
    fn a_line_with_its_amount_and_a_constant_the_module_imports_are_taken() {
        let made = MADE.replace("18 * guests", "SETUP_FEE");
        let source = format!("from pricing import SETUP_FEE, retreat_total\n\n\n{BODY}\n");
        let request = "Add a setup option; the receipt should show it on its own line as \"Setup £35.00\".";
        let composed =
            compose(BODY, &source, "retreat_total", "sound_bath", &made, REPLACED, request).expect("composed");
        assert!(
            composed.contains("    if sound_bath:\n        lines.append(f\"Setup £{SETUP_FEE:.2f}\")\n"),
            "{composed}"
        );
        // Not imported: nub does not write it.
        assert_eq!(compose(BODY, BODY, "retreat_total", "sound_bath", &made, REPLACED, request), None);
    }

    #[test]
    fn anything_not_plain_is_left_to_the_model() {
        let all = |body: &str, made: &str, request: &str| {
            compose(body, body, "retreat_total", "sound_bath", made, REPLACED, request)
        };
        // A name the function does not have.
        assert_eq!(all(BODY, &MADE.replace("18 * guests", "18 * people"), REQUEST), None);
        // No line quoted with an amount.
        assert_eq!(all(BODY, MADE, "Show the sound bath on the confirmation."), None);
        // The total returned.
        let returned = BODY.replace(
            "    lines.append(f\"Total: £{total:.2f}\")\n    return \"\\n\".join(lines)",
            "    return \"\\n\".join(lines) + f\"Total: £{total:.2f}\"",
        );
        assert_ne!(returned, BODY);
        assert_eq!(all(&returned, MADE, REQUEST), None);
        // Two calls of the first part.
        let twice = BODY.replace("    return", "    retreat_total(room, 1)\n    return");
        assert_eq!(all(&twice, MADE, REQUEST), None);
        // The setting charged some other way.
        assert_eq!(all(BODY, &MADE.replace("if sound_bath:", "if sound_bath and nights:"), REQUEST), None);
    }

    #[test]
    fn a_total_formatted_with_percent_and_a_count_in_the_words_are_followed() {
        let body = "def receipt(kind, count, helmets_old=0):\n    lines = [\"Sledges\"]\n    lines.append(\"Total: £%.2f\" % order_total(kind, count))\n    return \"\\n\".join(lines)";
        let replaced = "def order_total(kind, count):\n    return hire_cost(kind, count)";
        let made = "def order_total(kind, count, helmets=0):\n    total = hire_cost(kind, count)\n    total += helmets * 4\n    return round(total, 2)";
        let request = "Add a helmets option (number of helmets, default 0); the receipt should show a line like \"Helmet hire x2: £8.00\" just before the Total line.";
        let composed = compose(body, body, "order_total", "helmets", made, replaced, request).expect("composed");
        assert_eq!(
            composed,
            "def receipt(kind, count, helmets_old=0, helmets=0):\n    lines = [\"Sledges\"]\n    if helmets:\n        lines.append(f\"Helmet hire x{helmets}: £{helmets * 4:.2f}\")\n    lines.append(\"Total: £%.2f\" % order_total(kind, count, helmets=helmets))\n    return \"\\n\".join(lines)"
        );
    }

    #[test]
    fn a_total_in_a_list_gets_the_line_as_an_item_and_a_flat_amount_is_read_from_the_first_part() {
        let body = "def confirmation_lines(name, tour):\n    lines = [\n        \"Booking for %s\" % name,\n        \"Total: £%.2f\" % booking_total(tour),\n        \"Arrive early.\",\n    ]\n    return lines";
        let replaced = "def booking_total(tour):\n    total = seats(tour) + FUEL\n    return round(total, 2)";
        let made = "def booking_total(tour, photo_package=False):\n    if photo_package:\n        total = seats(tour) + FUEL + 35.00\n    else:\n        total = seats(tour) + FUEL\n    return round(total, 2)";
        let request = "Add a photo_package option for £35 per booking; the confirmation should show the line 'Photo package: £35.00' just before the Total line.";
        let composed =
            compose(body, body, "booking_total", "photo_package", made, replaced, request).expect("composed");
        assert_eq!(
            composed,
            "def confirmation_lines(name, tour, photo_package=False):\n    lines = [\n        \"Booking for %s\" % name,\n        *([\"Photo package: £35.00\"] if photo_package else []),\n        \"Total: £%.2f\" % booking_total(tour, photo_package=photo_package),\n        \"Arrive early.\",\n    ]\n    return lines"
        );
        // Single quotes around the line, an apostrophe elsewhere.
        assert_eq!(quoted_line("Show 'Setup: £X.XX' on it, it's new.", None).as_deref(), Some("Setup: £{}"));
    }

    #[test]
    fn a_printed_total_and_a_counted_setting_are_followed() {
        let body = "def receipt(name, boots=0):\n    total = hire_total(name, boots)\n    print(f\"  Total: £{total:.2f}\\n\")";
        let made = "def hire_total(name, boots=0, gloves=0):\n    total = 1\n    if gloves:\n        total += gloves * 3\n    return total";
        let replaced = "def hire_total(name, boots=0):\n    total = 1\n    return total";
        let request = "Add gloves at £3 a pair; the receipt shows \u{201c}Gloves: £N.NN\u{201d}.";
        let composed = compose(body, body, "hire_total", "gloves", made, replaced, request).expect("composed");
        assert_eq!(
            composed,
            "def receipt(name, boots=0, gloves=0):\n    total = hire_total(name, boots, gloves=gloves)\n    if gloves:\n        print(f\"  Gloves: £{gloves * 3:.2f}\\n\")\n    print(f\"  Total: £{total:.2f}\\n\")"
        );
    }
}
