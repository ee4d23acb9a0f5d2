//! One Python function written again whole by a small model, for a new
//! optional setting of it (`prompt_rules::new_setting`) or for a fault the
//! request reports in it: what it is asked ([`ask`]) and the edit its
//! answer becomes ([`from_answer`]). The answer is taken only when it keeps
//! every parameter the function had, in order, and any it adds has a
//! default: a call that passes none of them works as before. For a
//! setting it must add one; for a fix it must change something.

use nub_tools::{defined_name, definition_at};

use crate::feature_pair::Part;

/// What the function is written again for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Asked {
    /// A new optional setting.
    Setting,
    /// The fault the request reports.
    Fix,
    /// Its part of a feature over two functions, the other written first
    /// (`feature_pair`): a new parameter is not needed, a change is.
    Use,
    /// As `Use`, for a function that reads the new value from what it is
    /// given (`Gets::Reads`): a new parameter would be one no caller passes.
    Read,
}

/// What the model is asked, before its first answer, for `name` in `path`
/// (attached to the request); `setting` is the new parameter's name when
/// the prompt gives one. The request is said again right before: the
/// 1.5B model did better with it next to the ask than far above the file.
pub(crate) fn ask(name: &str, path: &str, asked: Asked, setting: Option<&str>, request: &str) -> String {
    let change = match asked {
        Asked::Setting => {
            // Named `cartridge_boxes` and asked for at "£7.50 a box", the
            // 1.5B model made it a flag and charged one box for any number.
            let called = match setting {
                Some(setting) if crate::prompt_rules::counts(setting) => format!(", named `{setting}`, a number of them (0 by default),"),
                Some(setting) => format!(", named `{setting}`,"),
                None => String::new(),
            };
            format!(
                "with the change asked for made. The new setting is a keyword parameter{called} added at the end of its parameters, with a default that keeps every call that does not pass it working exactly as before; use it in the body."
            )
        }
        // Asked to find the line, the 1.5B model wrote top_blocks again
        // with `ranked[:n]`; given its tools, it edited the call's line.
        Asked::Fix => "with the fault fixed: find the line that gives the wrong result and correct it; keep everything else as it is.".to_owned(),
        Asked::Use | Asked::Read => format!("with its part of the change asked for made; {KEEP_PARAMETERS}."),
    };
    ask_for(name, path, &change, request)
}

/// The ask for `name` in `path` whole, with `change` (what the function
/// written again is to have) said.
pub(crate) fn ask_for(name: &str, path: &str, change: &str, request: &str) -> String {
    format!(
        "The request: {request}\n\nnub puts your answer in place of `{name}` in {path} itself, so do not call a tool: write the function `{name}` again, whole, {change} Answer with one ```python block holding only the new `{name}`."
    )
}

/// What the model is asked for `next`, the second function of a feature
/// over two files, once `first` is in place as `made` (which `now` says:
/// "is now", "gets the new field from nub"); `setting` is the parameter
/// or field `first` gained, and `gets` how `next` comes by it.
pub(crate) fn ask_use(
    next: &Part,
    first: &Part,
    made: &str,
    setting: Option<&str>,
    gets: &Gets,
    request: &str,
    now: &str,
) -> String {
    let (name, path) = (&next.name, &next.path);
    let first_name = &first.name;
    // Told to "show it where the request says", the 1.5B model passed
    // the new setting on and showed it nowhere; told to add a line, it did.
    let shown = format!(
        "as the request asks, show it in what `{name}` makes: add a line for it, only when it is given, and keep every line it makes now, so that without it everything is as before."
    );
    let part = match (setting, gets) {
        (Some(setting), Gets::PassesOn) => format!(
            "`{name}` calls `{first_name}`: add `{setting}` at the end of its own parameters with the same default and pass it on to `{first_name}`. Then, {shown}"
        ),
        // Told only that `book_fitting` takes `mobile_number`, the model gave
        // `confirmation` a parameter of its own, which no caller passes.
        (Some(setting), Gets::Reads(access)) => {
            let access = access.as_ref().map(|access| format!(" (`{access}`)")).unwrap_or_default();
            format!(
                "`{first_name}` now keeps `{setting}` with the rest. `{name}` gets it the way it gets the rest{access}, so it takes no new parameter: {shown}"
            )
        }
        (None, _) => format!("`{first_name}` now keeps more: {shown}"),
    };
    format!(
        "`{first_name}` in {} {now}:\n```python\n{made}\n```\nThe request: {request}\n\nnub puts your answer in place of `{name}` in {path} itself, so do not call a tool: write the function `{name}` again, whole, with its part of the change: {part} {} Answer with one ```python block holding only the new `{name}`.",
        first.path,
        match gets {
            // "give any you add a default" beside "takes no new parameter":
            // the 1.5B model added one.
            Gets::Reads(_) if setting.is_some() => "Keep its parameters as they are.".to_owned(),
            _ => capitalized(KEEP_PARAMETERS),
        }
    )
}

/// What a function written again keeps, and what a parameter it adds needs.
const KEEP_PARAMETERS: &str = "keep every parameter it has, and give any you add a default that keeps every call that does not pass it working exactly as before";

/// `text` with its first letter in capitals, and a full stop.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| format!("{}{}.", first.to_uppercase(), chars.as_str())).unwrap_or_default()
}

/// How the second function of a pair gets the new setting.
pub(crate) enum Gets {
    /// It calls the first and passes it on.
    PassesOn,
    /// It reads it from what it is given, the way shown if known
    /// (`booking.get("mobile_number")`, `order.customer_name`).
    Reads(Option<String>),
}

/// How the function `text` reads `setting` from its first parameter:
/// as a key when `made` (the first part, written again) stores it under
/// its name in quotes, as an attribute otherwise.
pub(crate) fn access(text: &str, made: &str, setting: &str) -> Option<String> {
    let first = parameter_names(text)?.into_iter().find(|name| name != "self" && name != "cls")?;
    let keyed = made.contains(&format!("\"{setting}\"")) || made.contains(&format!("'{setting}'"));
    Some(match keyed {
        true => format!("{first}.get(\"{setting}\")"),
        false => format!("{first}.{setting}"),
    })
}

/// The text of the one definition of `name` in `source`.
pub(crate) fn text_of(name: &str, source: &str) -> Option<String> {
    let lines: Vec<&str> = source.lines().collect();
    let (_, definition) = one_definition(name, &lines)?;
    Some(definition.join("\n"))
}

/// Where the one definition of `name` among `lines` starts, and its lines.
fn one_definition<'a>(name: &str, lines: &[&'a str]) -> Option<(usize, Vec<&'a str>)> {
    let starts: Vec<usize> = (0..lines.len()).filter(|&at| defined_name(lines[at]) == Some(name)).collect();
    let [start] = starts[..] else { return None };
    Some((start, function_lines(lines, start)))
}

/// Why an answer to [`ask`] is no edit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Unfit {
    /// It holds no `def` of the function, or the file has none (or two).
    NoFunction,
    /// It stands for code it leaves out ("# ... rest unchanged").
    LeavesOut,
    /// It has a parameter of the function fewer, or in another place.
    DropsParameter,
    /// It adds no parameter.
    NoNewParameter,
    /// A parameter it adds has no default: calls without it would fail.
    NoDefault,
    /// It is the function as it is (a fix that fixes nothing).
    Unchanged,
    /// It takes a parameter more, for a value it is to read from what it
    /// is given (`Asked::Read`).
    NewParameter,
    /// It lost a text the function has (any ask but `Asked::Fix`).
    DropsText,
    /// It brings in a number that neither the request nor the file has
    /// (`written_again::strange_number`).
    StrangeNumber,
    /// A new setting that uses nowhere the one amount the request gives
    /// (`written_again::missing_amount`).
    NoAmount,
    /// It charges once the amount the request gives per day (or night,
    /// hour, …), not times the parameter that counts them
    /// (`written_again::per_unit_missed`).
    PerUnit(String),
}

/// The `edit` (old and new text) that puts the answer's `name` in place of
/// the one in `source`, or why it cannot: the answer holds no such
/// function, leaves code out, drops or reorders a parameter, adds one
/// without a default, adds none for a setting, or changes nothing for a fix.
pub(crate) fn from_answer(name: &str, answer: &str, source: &str, asked: Asked) -> Result<(String, String), Unfit> {
    let lines: Vec<&str> = source.lines().collect();
    let (start, old) = one_definition(name, &lines).ok_or(Unfit::NoFunction)?;
    // A comment at the line's start inside the body ends the definition
    // early; the code after it, indented as the body, would stay behind.
    let indent = |line: &str| line.len() - line.trim_start().len();
    let after =
        lines[start + old.len()..].iter().find(|line| !line.trim().is_empty() && !line.trim_start().starts_with('#'));
    if after.is_some_and(|line| indent(line) > indent(lines[start])) {
        return Err(Unfit::NoFunction);
    }
    let written = crate::docstrings::kept_docstring(&old, written_function(name, answer).ok_or(Unfit::NoFunction)?);
    let written: Vec<&str> = written.iter().map(String::as_str).collect();
    if written.iter().any(|line| elided(line)) {
        return Err(Unfit::LeavesOut);
    }
    let before = parameters(&old.join("\n")).ok_or(Unfit::NoFunction)?;
    let after = parameters(&written.join("\n")).ok_or(Unfit::NoFunction)?;
    // Each parameter stays, in its place, and keeps its default if it had one.
    if after.len() < before.len() || before.iter().zip(&after).any(|(old, new)| old.0 != new.0 || (old.1 && !new.1)) {
        return Err(Unfit::DropsParameter);
    }
    if asked == Asked::Setting && after.len() == before.len() {
        return Err(Unfit::NoNewParameter);
    }
    if !after[before.len()..].iter().all(|(_, default)| *default) {
        return Err(Unfit::NoDefault);
    }
    if asked == Asked::Read && after.len() > before.len() {
        return Err(Unfit::NewParameter);
    }
    // A fix may change what a text says; nothing else asked for whole may lose one: with a
    // `staff` option, a pretzel stall's order total lost its check of the dips ("no such dip").
    if asked != Asked::Fix && crate::written_again::texts_lost(&old, &written) > 0 {
        return Err(Unfit::DropsText);
    }
    let from = written[0].len() - written[0].trim_start().len();
    let to = &old[0][..old[0].len() - old[0].trim_start().len()];
    let new: Vec<String> = written
        .iter()
        .map(|line| match line.trim().is_empty() {
            true => String::new(),
            false => format!("{to}{}", line.get(from..).unwrap_or(line.trim_start())),
        })
        .collect();
    let (old, new) = (old.join("\n"), new.join("\n").trim_end().to_owned());
    // Comment lines and spacing changed alone change nothing.
    let code = |text: &str| -> Vec<String> {
        text.lines()
            .map(|line| line.split_whitespace().collect::<String>())
            .filter(|line| !line.is_empty() && !line.starts_with('#'))
            .collect()
    };
    if code(&old) == code(&new) {
        return Err(Unfit::Unchanged);
    }
    Ok((old, new))
}

/// Why an answer to [`ask`] is no edit: "that `name` …".
fn unfit_said(name: &str, why: Unfit) -> String {
    match why {
        Unfit::NoFunction => format!("held no `def {name}(` nub could use"),
        Unfit::LeavesOut => "left code out".to_owned(),
        Unfit::DropsParameter => "dropped or moved a parameter it had".to_owned(),
        Unfit::NoNewParameter => "takes the same parameters as before, so it changes nothing".to_owned(),
        Unfit::NoDefault => "adds a parameter without a default, so every call without it would fail".to_owned(),
        Unfit::Unchanged => "is the one the file has, so the fault is still there".to_owned(),
        Unfit::NewParameter => "takes a new parameter, which no caller passes".to_owned(),
        Unfit::DropsText => "left out a text the function has".to_owned(),
        Unfit::NoAmount => "does not charge the amount the request gives for it".to_owned(),
        Unfit::PerUnit(count) => format!(
            "charges the request's amount once, but the request gives it for each one of `{count}`: multiply it by `{count}`"
        ),
        Unfit::StrangeNumber => {
            "uses a number that neither the request nor the file gives; use the request's amounts as it says them"
                .to_owned()
        }
    }
}

/// What the model is told when its second answer to [`ask`] is no edit
/// either (nor an edit of text): why, and to use its tools.
pub(crate) fn edit_after(name: &str, path: &str, why: Unfit) -> String {
    format!(
        "[nub: that `{name}` {}; nothing was changed.] Make the change in {path} with the edit tool (old_string copied from the file).",
        unfit_said(name, why)
    )
}

/// What the model is told, once, when its answer to [`ask`] is no edit
/// for the reason `why`; it is asked again.
pub(crate) fn ask_again(name: &str, why: Unfit, asked: Asked) -> String {
    let what = unfit_said(name, why);
    let again = match asked {
        Asked::Setting => {
            "keep every parameter it has, add the new setting as a keyword parameter with a default at the end of them, and use it in the body where the request says."
        }
        Asked::Fix => {
            "read the request again, find the line that gives the result it complains of, and correct that line; keep every parameter it has."
        }
        Asked::Use => {
            "keep every parameter it has and every line it has, and make its part of the change where the request says."
        }
        Asked::Read => {
            "keep its parameters as they are and add none: read the new value from what it is given, the way it reads the rest. Keep every line it has, and add one for the new value where the request says."
        }
    };
    format!(
        "[nub: that `{name}` {what}; nothing was changed.] Write the whole function `{name}` again: {again} Answer with one ```python block; call no tool."
    )
}

/// What the model is told when the fix it wrote is the function as it
/// is: it has its tools back.
pub(crate) fn edit_instead(name: &str, path: &str) -> String {
    format!(
        "[nub: that `{name}` is the one {path} has, so the fault is still there; nothing was changed.] Find the line of `{name}` that gives the wrong result and change it with edit (old_string copied from the file)."
    )
}

/// The lines of the definition starting at `start`, without the blank or
/// less indented lines after it.
fn function_lines<'a>(lines: &[&'a str], start: usize) -> Vec<&'a str> {
    let indent = |line: &str| line.len() - line.trim_start().len();
    let mut shown = definition_at(lines, start);
    while shown.len() > 1
        && shown.last().is_some_and(|line| line.trim().is_empty() || indent(line) < indent(lines[start]))
    {
        shown.pop();
    }
    shown
}

/// The lines of the definition of `name` in the answer: in its last
/// closed fenced block that has one ("Original: … Fixed: …"), else in the
/// last open one (a small model often ends without closing its fence; an
/// answer cut off is kept from here by its caller), or in its text when
/// no fence does.
fn written_function<'a>(name: &str, answer: &'a str) -> Option<Vec<&'a str>> {
    let lines: Vec<&str> = answer.lines().collect();
    let fence = |at: usize| lines[at].trim_start().starts_with("```");
    let mut inside = false;
    let mut fenced: Vec<usize> = Vec::new();
    let mut plain: Vec<usize> = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        if fence(at) {
            inside = !inside;
            continue;
        }
        if defined_name(line) == Some(name) {
            if inside { fenced.push(at) } else { plain.push(at) }
        }
    }
    let closed = fenced.iter().rev().find(|&&start| (start + 1..lines.len()).any(fence)).copied();
    let start = match closed {
        Some(start) => start,
        None => *fenced.last().or(plain.first())?,
    };
    // The fence's end closes the function, whatever its indentation.
    let end = (start + 1..lines.len()).find(|&at| fence(at)).unwrap_or(lines.len());
    Some(function_lines(&lines[..end], start))
}

/// Whether `line` stands for code left out: a lone `...`, or a comment
/// that says so ("# ... rest unchanged", "# same as before"). A line of
/// code that says "unchanged" in a string is code.
fn elided(line: &str) -> bool {
    let line = line.trim();
    if line == "..." || line == "…" || line == "pass  # ..." {
        return true;
    }
    let Some(comment) = line.strip_prefix('#') else { return false };
    let comment = comment.trim().to_lowercase();
    ["...", "…", "rest of", "unchanged", "existing code", "as before", "same as", "remaining", "omitted"]
        .iter()
        .any(|said| comment.contains(said))
}

/// The parameter `new` (a `def` written again) has that `old` has not:
/// its name, when there is one such.
pub(crate) fn added_parameter(old: &str, new: &str) -> Option<String> {
    let before = parameter_names(old)?;
    let after = parameter_names(new)?;
    let [added] = &after.iter().filter(|name| !before.contains(name)).collect::<Vec<_>>()[..] else { return None };
    Some((*added).clone())
}

/// The names of the parameters of the `def` that `text` starts with.
pub(crate) fn parameter_names(text: &str) -> Option<Vec<String>> {
    Some(parameters(text)?.into_iter().map(|(name, _)| name).collect())
}

/// The parameters of the `def` that `text` starts with, in order: each
/// name and whether it has a default. `None` when its header does not end.
fn parameters(text: &str) -> Option<Vec<(String, bool)>> {
    let open = text.find('(')?;
    let mut depth = 0usize;
    let mut parts: Vec<String> = vec![String::new()];
    let mut quote: Option<char> = None;
    for c in text[open + 1..].chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '(' | '[' | '{') => depth += 1,
            (None, ')') if depth == 0 => {
                let parts = parts.iter().map(|part| part.trim()).filter(|part| !part.is_empty());
                return Some(parts.filter(|part| *part != "*" && *part != "/").map(parameter).collect());
            }
            (None, ')' | ']' | '}') => depth = depth.checked_sub(1)?,
            (None, ',') if depth == 0 => {
                parts.push(String::new());
                continue;
            }
            _ => {}
        }
        if let Some(part) = parts.last_mut() {
            part.push(c);
        }
    }
    None
}

/// One parameter's name and whether it has a default (`*args` and
/// `**kwargs` count as having one: a call may leave them out).
fn parameter(part: &str) -> (String, bool) {
    let name: String = part.trim_start_matches('*').chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    (name, part.contains('=') || part.starts_with('*'))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECTACLES: &str = "FRAMES = {\"budget\": 39.0}\n\n\ndef quote(frame, lens=\"single\", under_16=False):\n    price = FRAMES[frame]\n    if under_16:\n        price *= 0.8\n    return round(price, 2)\n\n\ndef card(name):\n    return name\n";

    #[test]
    fn the_parameter_a_def_written_again_adds_is_found() {
        let old = "def session_cost(rounds, member=False):\n    return 1\n";
        let new = "def session_cost(rounds, member=False, cartridge_boxes=0):\n    return 1 + cartridge_boxes * 7.5\n";
        assert_eq!(added_parameter(old, new).as_deref(), Some("cartridge_boxes"));
        assert_eq!(added_parameter(old, old), None);
    }

    #[test]
    fn a_new_setting_is_read_as_the_first_part_keeps_it() {
        let confirmation = "def confirmation(booking):\n    return booking[\"bride\"]\n";
        let made = "def book_fitting(bride, mobile=None):\n    return {\"bride\": bride, \"mobile\": mobile}\n";
        assert_eq!(access(confirmation, made, "mobile").as_deref(), Some("booking.get(\"mobile\")"));
        let ticket = "def kitchen_ticket(order):\n    return [order.number]\n";
        assert_eq!(access(ticket, "class Order:\n    berth: str = None\n", "berth").as_deref(), Some("order.berth"));
        assert_eq!(access("def note(self):\n    return 1\n", "", "berth"), None, "no parameter but self");
    }

    #[test]
    fn a_setting_named_as_a_plural_is_asked_for_as_a_number() {
        let asked = ask("session_cost", "pricing.py", Asked::Setting, Some("cartridge_boxes"), "add cartridges");
        assert!(asked.contains("named `cartridge_boxes`, a number of them (0 by default),"), "{asked}");
        for flag in ["express", "gift_wrap", "bonus", "extra_gas", "tennis", "include_transitions", "show_prices"] {
            let asked = ask("f", "a.py", Asked::Setting, Some(flag), "add it");
            assert!(asked.contains(&format!("named `{flag}`, added")), "{asked}");
        }
    }

    #[test]
    fn the_function_written_again_with_a_new_setting_becomes_its_edit() {
        let answer = "Here it is:\n```python\ndef quote(frame, lens=\"single\", under_16=False, anti_glare=False):\n    price = FRAMES[frame]\n    if under_16:\n        price *= 0.8\n    if anti_glare:\n        price += 20\n    return round(price, 2)\n```\n";
        let (old, new) = from_answer("quote", answer, SPECTACLES, Asked::Setting).expect("an edit");
        assert!(old.starts_with("def quote(frame") && old.ends_with("return round(price, 2)"), "{old}");
        assert!(new.contains("anti_glare=False") && new.contains("price += 20"), "{new}");
        assert!(!new.contains("```"), "{new}");
    }

    #[test]
    fn the_whole_file_written_again_gives_only_the_function_asked_for() {
        let answer = format!(
            "```python\n{}\n```",
            SPECTACLES
                .replace("under_16=False):", "under_16=False, anti_glare=False):")
                .replace("return name", "return name.upper()")
        );
        let (old, new) = from_answer("quote", &answer, SPECTACLES, Asked::Setting).expect("an edit");
        assert!(!new.contains("def card") && !old.contains("def card"), "{new}");
        assert!(new.contains("anti_glare=False"), "{new}");
    }

    #[test]
    fn an_answer_that_adds_no_setting_or_drops_one_is_no_edit() {
        let same = format!(
            "```python\n{}\n```",
            &SPECTACLES[SPECTACLES.find("def quote").unwrap()..SPECTACLES.find("\n\n\ndef card").unwrap()]
        );
        assert_eq!(from_answer("quote", &same, SPECTACLES, Asked::Setting), Err(Unfit::NoNewParameter));
        let without_default =
            "```python\ndef quote(frame, lens=\"single\", under_16=False, anti_glare):\n    return 1\n```";
        assert_eq!(from_answer("quote", without_default, SPECTACLES, Asked::Setting), Err(Unfit::NoDefault));
        let dropped = "```python\ndef quote(frame, under_16=False, anti_glare=False):\n    return 1\n```";
        assert_eq!(from_answer("quote", dropped, SPECTACLES, Asked::Setting), Err(Unfit::DropsParameter));
        let elided = "```python\ndef quote(frame, lens=\"single\", under_16=False, anti_glare=False):\n    # ... rest unchanged\n    return 1\n```";
        assert_eq!(from_answer("quote", elided, SPECTACLES, Asked::Setting), Err(Unfit::LeavesOut));
        assert_eq!(
            from_answer(
                "card",
                "```python\ndef card(name, loud=False):\n    return name\n```",
                "def x():\n    pass\n",
                Asked::Setting
            ),
            Err(Unfit::NoFunction)
        );
    }

    #[test]
    fn a_method_keeps_its_indentation() {
        let source = "class Till:\n    def total(self, items):\n        return sum(items)\n\n    def other(self):\n        pass\n";
        let answer = "```python\ndef total(self, items, discount=0):\n    return sum(items) - discount\n```";
        let (old, new) = from_answer("total", answer, source, Asked::Setting).expect("an edit");
        assert_eq!(old, "    def total(self, items):\n        return sum(items)");
        assert_eq!(new, "    def total(self, items, discount=0):\n        return sum(items) - discount");
    }

    #[test]
    fn a_fix_must_change_the_function_and_may_keep_its_parameters() {
        let harvest = "def top_blocks(picks, n=3):\n    ranked = sorted(picks)\n    return ranked[: n - 1]\n\n\ndef other():\n    pass\n";
        let same =
            "```python\ndef top_blocks(picks, n=3):\n    ranked = sorted(picks)\n\n    return ranked[: n - 1]  \n```";
        assert_eq!(from_answer("top_blocks", same, harvest, Asked::Fix), Err(Unfit::Unchanged));
        let fixed = "```python\ndef top_blocks(picks, n=3):\n    ranked = sorted(picks)\n    return ranked[:n]\n```";
        let (old, new) = from_answer("top_blocks", fixed, harvest, Asked::Fix).expect("an edit");
        assert_eq!(old, "def top_blocks(picks, n=3):\n    ranked = sorted(picks)\n    return ranked[: n - 1]");
        assert!(new.ends_with("return ranked[:n]"), "{new}");
        // The same answer asked for a setting adds none.
        assert_eq!(from_answer("top_blocks", fixed, harvest, Asked::Setting), Err(Unfit::NoNewParameter));
        let dropped = "```python\ndef top_blocks(picks):\n    return sorted(picks)[:3]\n```";
        assert_eq!(from_answer("top_blocks", dropped, harvest, Asked::Fix), Err(Unfit::DropsParameter));
    }

    /// The bride's confirmation, asked to show the mobile number the
    /// booking now keeps: a parameter of its own, or a text it lost, are
    /// no edit; a line added is.
    #[test]
    fn a_function_that_reads_the_new_value_adds_no_parameter_and_keeps_its_lines() {
        let source = "def confirmation(booking):\n    lines = [f\"Dear {booking['bride']},\"]\n    if booking[\"dress\"]:\n        lines.append(\"Dress ready.\")\n    lines.append(SHOP_LINE)\n    return \"\\n\".join(lines)\n";
        let shown = "```python\ndef confirmation(booking):\n    lines = [f\"Dear {booking['bride']},\"]\n    if booking[\"dress\"]:\n        lines.append(\"Dress ready.\")\n    if booking.get(\"mobile\"):\n        lines.append(f\"Mobile: {booking['mobile']}\")\n    lines.append(SHOP_LINE)\n    return \"\\n\".join(lines)\n```";
        assert!(from_answer("confirmation", shown, source, Asked::Read).is_ok());
        let own = shown.replace("def confirmation(booking):", "def confirmation(booking, mobile=None):");
        assert_eq!(from_answer("confirmation", &own, source, Asked::Read), Err(Unfit::NewParameter));
        assert!(from_answer("confirmation", &own, source, Asked::Use).is_ok(), "passed on, it may take one");
        let lost = shown.replace("    if booking[\"dress\"]:\n        lines.append(\"Dress ready.\")\n", "");
        assert_eq!(from_answer("confirmation", &lost, source, Asked::Read), Err(Unfit::DropsText));
        let setting = lost.replace("def confirmation(booking):", "def confirmation(booking, large=False):");
        assert_eq!(from_answer("confirmation", &setting, source, Asked::Setting), Err(Unfit::DropsText));
        let fixed = shown.replace("Dress ready.", "Your dress is ready.");
        assert!(from_answer("confirmation", &fixed, source, Asked::Fix).is_ok(), "a fix may change a text");
        assert!(ask_again("confirmation", Unfit::NewParameter, Asked::Read).contains("add none"));
    }

    #[test]
    fn asked_again_the_model_is_told_what_it_is_asked_for() {
        let fix = ask_again("top_blocks", Unfit::Unchanged, Asked::Fix);
        assert!(fix.contains("the fault is still there") && fix.contains("correct that line"), "{fix}");
        let setting = ask_again("quote", Unfit::NoNewParameter, Asked::Setting);
        assert!(setting.contains("add the new setting"), "{setting}");
        let first = ask("top_blocks", "harvest.py", Asked::Fix, None, "I only ever get 2 back");
        assert!(first.starts_with("The request: I only ever get 2 back") && first.contains("fault fixed"), "{first}");
    }

    #[test]
    fn the_last_closed_block_is_the_answer_or_else_the_last_open_one() {
        let prices = "def cheapest(prices):\n    return max(prices)\n";
        let both = "Original:\n```python\ndef cheapest(prices):\n    return max(prices)\n```\nFixed:\n```python\ndef cheapest(prices):\n    return min(prices)\n```";
        let (_, new) = from_answer("cheapest", both, prices, Asked::Fix).expect("an edit");
        assert!(new.contains("min(prices)"), "{new}");
        let unclosed = "```python\ndef cheapest(prices):\n    return min(prices)";
        let (_, new) = from_answer("cheapest", unclosed, prices, Asked::Fix).expect("an edit");
        assert!(new.ends_with("return min(prices)"), "{new}");
        let comment_only = "```python\ndef cheapest(prices):\n    # fixed here\n    return  max(prices)\n```";
        assert_eq!(from_answer("cheapest", comment_only, prices, Asked::Fix), Err(Unfit::Unchanged));
    }

    #[test]
    fn only_comments_and_lone_ellipses_stand_for_code_left_out() {
        assert!(elided("    # ... same as before ..."));
        assert!(elided("# remaining logic"));
        assert!(elided("    ..."));
        assert!(!elided("    status = \"unchanged\""));
        assert!(!elided("    msg = \"the rest of the day\""));
    }

    #[test]
    fn a_parameter_that_loses_its_default_is_dropped_and_odd_brackets_are_no_header() {
        let source = "def f(a, b=1):\n    return a + b\n";
        let answer = "```python\ndef f(a, b, c=0):\n    return a + b + c\n```";
        assert_eq!(from_answer("f", answer, source, Asked::Setting), Err(Unfit::DropsParameter));
        assert_eq!(parameters("def f(a=[1,2)]):"), None);
    }

    #[test]
    fn a_body_a_comment_at_the_line_start_splits_is_not_replaced_in_part() {
        let source =
            "def total(items):\n    subtotal = sum(items)\n# Discounts\n    subtotal *= 0.9\n    return subtotal\n";
        let answer = "```python\ndef total(items):\n    subtotal = sum(items)\n    return subtotal\n```";
        assert_eq!(from_answer("total", answer, source, Asked::Fix), Err(Unfit::NoFunction));
    }

    #[test]
    fn parameters_are_read_past_defaults_that_hold_commas() {
        let params = parameters("def f(a, b=(1, 2), *args, c: dict = {\"x\": 1}, **kw):").expect("parameters");
        let names: Vec<&str> = params.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["a", "b", "args", "c", "kw"]);
        assert_eq!(params.iter().filter(|(_, default)| *default).count(), 4);
    }
}
