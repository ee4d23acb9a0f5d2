//! Items a question's program makes up: asked what a farmer would pay to
//! hire a tractor with a driver, delivered, the 1.5B model's program set
//! `attachments = ("plough", "trailer")`, which the question never
//! mentions, and the answer charged for both. nub runs the program with
//! none of them, when they go to a parameter of the files' functions
//! that takes none by default (`attachments=()`): a list of the code's
//! own keys for what the question says in other words ("two parents" as
//! `["adult", "adult"]`) is left.

/// Defaults that take no items.
const EMPTY: &[&str] = &["()", "[]", "None", "\"\"", "''"];

/// `program` with each top-level list or tuple of two or more quoted
/// words, none of which the `request` says, emptied, when its name is a
/// parameter that `files` give an empty default.
pub(super) fn without_unsaid_items(program: &str, files: &[(String, String)], request: &str) -> Option<String> {
    let said: Vec<String> = request
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| word.len() > 2)
        .map(|word| word.trim_end_matches('s').to_owned())
        .collect();
    let mut changed = false;
    let lines: Vec<String> = program
        .lines()
        .map(|line| {
            let Some((name, value)) = line.split_once('=') else { return line.to_owned() };
            let value = value.trim();
            let top = !line.starts_with([' ', '\t'])
                && !name.trim().is_empty()
                && name.trim().chars().all(|c| c.is_alphanumeric() || c == '_');
            let (open, close) = match value.chars().next() {
                Some('(') => ('(', ')'),
                Some('[') => ('[', ']'),
                _ => return line.to_owned(),
            };
            let Some(inside) = value.strip_prefix(open).and_then(|rest| rest.strip_suffix(close)) else {
                return line.to_owned();
            };
            let items: Vec<&str> = inside.split(',').map(str::trim).filter(|item| !item.is_empty()).collect();
            let words: Option<Vec<&str>> = items
                .iter()
                .map(|item| {
                    item.strip_prefix('"')
                        .and_then(|rest| rest.strip_suffix('"'))
                        .or_else(|| item.strip_prefix('\'').and_then(|rest| rest.strip_suffix('\'')))
                })
                .collect();
            let Some(words) = words.filter(|words| words.len() >= 2) else { return line.to_owned() };
            let unsaid = words.iter().all(|word| {
                word.to_lowercase()
                    .split(|c: char| !c.is_alphanumeric())
                    .filter(|part| !part.is_empty())
                    .all(|part| !said.contains(&part.trim_end_matches('s').to_owned()))
            });
            if !top || !unsaid || !empty_by_default(name.trim(), files) {
                return line.to_owned();
            }
            changed = true;
            format!("{} = {open}{close}", name.trim_end())
        })
        .collect();
    changed.then(|| lines.join("\n"))
}

/// Whether a `def` line of `files` gives parameter `name` an empty
/// default (`attachments=()`).
fn empty_by_default(name: &str, files: &[(String, String)]) -> bool {
    files
        .iter()
        .flat_map(|(_, text)| crate::python_call::definitions(text))
        .flat_map(|(_, parameters)| parameters)
        .any(|(parameter, default)| parameter == name && EMPTY.contains(&default.as_str()))
}

#[cfg(test)]
mod tests {
    use super::without_unsaid_items;

    fn files() -> Vec<(String, String)> {
        let code = "def hire_quote(tractor, days, driver=False, miles=0, attachments=()):\n    pass\n\n\ndef family(tickets):\n    pass\n";
        vec![("rates.py".to_owned(), code.to_owned())]
    }

    #[test]
    fn items_the_question_never_says_are_left_out() {
        let program = "tractor = \"large\"\ndays = 3\nattachments = (\"plough\", \"trailer\")\nprint(hire_quote(tractor, days, attachments=attachments))";
        let request =
            "A farmer wants to hire our large tractor for 3 days with one of our drivers. What would we charge him?";
        assert_eq!(
            without_unsaid_items(program, &files(), request).as_deref(),
            Some(
                "tractor = \"large\"\ndays = 3\nattachments = ()\nprint(hire_quote(tractor, days, attachments=attachments))"
            )
        );
        // One of them said, or a single item: kept.
        assert_eq!(without_unsaid_items(program, &files(), "the large tractor with a plough"), None);
        assert_eq!(without_unsaid_items("attachments = [\"plough\"]\nprint(f(attachments))", &files(), request), None);
        let items = "attachments = ['parasol', 'sunbeds']\nprint(f(attachments))";
        assert_eq!(without_unsaid_items(items, &files(), "a parasol and two sunbeds"), None);
        // The code's own keys for what the question says in other words.
        let tickets = "tickets = ['adult', 'adult', 'child', 'child']\nprint(family(tickets))";
        assert_eq!(without_unsaid_items(tickets, &files(), "Two parents and their two kids"), None);
    }
}
