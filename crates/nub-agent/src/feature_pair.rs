//! A feature over two files: the function that makes a value (the price,
//! the booking) and the one that shows it (the receipt, the confirmation),
//! each in a module of its own, the second importing from the first.
//! Asked to sell cartridges "so it goes on the total and shows up on their
//! receipt", the 1.5B model given its tools wrote receipt.py over with a
//! function of four lines; asked for `session_cost` whole with the new
//! setting, then for `receipt_lines` whole to use it, it wrote both.

use nub_tools::defined_name;

use crate::switched::named_words_all;

/// One part of the pair: its file and name, and whether it is a class
/// (the record the value is kept in: an `Order`), not a function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Part {
    pub path: String,
    pub name: String,
    pub class: bool,
}

/// The two parts the feature `prompt` asks for spans, in the order they
/// are written: the one in the module the other imports from, first. Of
/// `files` (path, source), exactly two must each define one top-level
/// function the prompt names by more of its words than any other there
/// ("with their session" names `session_cost`, "their receipt"
/// `receipt_lines`) — or, for the first part only, a class when no
/// function is named ("each order" names `Order`) — and exactly one of
/// the two import the other.
pub(crate) fn pair(files: &[(String, String)], prompt: &str) -> Option<(Part, Part)> {
    let named: Vec<(Part, &str, Named)> = files
        .iter()
        .filter(|(path, _)| path.ends_with(".py"))
        .filter_map(|(path, source)| {
            let ((name, how), class) = match best_named(source, prompt, &["def ", "async def "]) {
                Some(named) => (named, false),
                None => (best_named(source, prompt, &["class "]).or_else(|| class_of_method(source, prompt))?, true),
            };
            Some((Part { path: path.clone(), name, class }, source.as_str(), how))
        })
        .collect();
    let [(first, first_source, first_how), (second, second_source, second_how)] = &named[..] else { return None };
    let (maker, user) = match (imports(second_source, &first.path), imports(first_source, &second.path)) {
        (true, false) => ((first, first_how), second),
        (false, true) => ((second, second_how), first),
        _ => return None,
    };
    // The part that makes the value is named alone: "the qualifying score"
    // named `execution_score` and `routine_total` alike, for no feature.
    // The part that shows the value is a function written whole.
    (*maker.1 == Named::Alone && !user.class).then(|| (maker.0.clone(), user.clone()))
}

/// The one class of `source` with a method the prompt names ("so it
/// goes on the total" names `Order.total`), for a module whose functions
/// and classes it names none of: "add a cake box … so it goes on the
/// total" says nothing of orders.
fn class_of_method(source: &str, prompt: &str) -> Option<(String, Named)> {
    let classes: Vec<&str> = source
        .lines()
        .filter(|line| line.starts_with("class "))
        .filter_map(defined_name)
        .filter(|class| method_named(source, class, prompt).is_some())
        .collect();
    let [class] = classes[..] else { return None };
    Some((class.to_owned(), Named::Alone))
}

/// How [`best_named`] found its definition.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Named {
    /// Named by more words than any other.
    Alone,
    /// Named as much as others, all of which call it.
    CalledByTheRest,
}

/// The top-level definition (a line starting with one of `keywords`) of
/// `source` the prompt names by the most words, when one does alone — or,
/// of those named as much, the one every other calls: "shows up on their
/// receipt" names `receipt_lines` and `print_receipt`, which prints what
/// `receipt_lines` makes.
fn best_named(source: &str, prompt: &str, keywords: &[&str]) -> Option<(String, Named)> {
    let lines: Vec<&str> = source.lines().collect();
    let scored: Vec<(usize, &str, String)> = lines
        .iter()
        .enumerate()
        .filter(|(_, line)| keywords.iter().any(|keyword| line.starts_with(keyword)))
        .filter_map(|(at, line)| Some((at, defined_name(line)?)))
        .filter(|(_, name)| !name.starts_with('_'))
        .map(|(at, name)| (named_words_all(prompt, name), name, nub_tools::definition_at(&lines, at).join("\n")))
        .filter(|(words, ..)| *words > 0)
        .collect();
    let tied = most_named(&scored, |(words, ..)| *words);
    let called_by_the_rest =
        |name: &str| tied.iter().filter(|(_, other, _)| *other != name).all(|(_, _, text)| calls(text, name));
    let [(_, name, _)] =
        tied.iter().copied().filter(|(_, name, _)| tied.len() == 1 || called_by_the_rest(name)).collect::<Vec<_>>()[..]
    else {
        return None;
    };
    let how = if tied.len() == 1 { Named::Alone } else { Named::CalledByTheRest };
    Some(((*name).to_owned(), how))
}

/// Whether `source` imports the module of the file `path` (`from pricing
/// import …`, `import pricing`).
fn imports(source: &str, path: &str) -> bool {
    let file = path.rsplit('/').next().unwrap_or(path);
    let Some(module) = file.strip_suffix(".py") else { return false };
    source.lines().map(str::trim_start).any(|line| {
        let mut words = line.split_whitespace();
        match (words.next(), words.next().map(|word| word.trim_end_matches(','))) {
            (Some("from"), Some(name)) => name == module,
            (Some("import"), Some(_)) => {
                line["import".len()..].split(',').any(|part| part.split_whitespace().next() == Some(module))
            }
            _ => false,
        }
    })
}

/// The edit that gives the class `class` of `source` the field `field`,
/// `None` until given (old and new text of the class): a dataclass gets
/// it after its last field, a class whose `__init__` (on one line) sets
/// its fields gets it as a last parameter, set at the end of the body.
pub(crate) fn field_edit(source: &str, class: &str, field: &str) -> Option<(String, String)> {
    let lines: Vec<&str> = source.lines().collect();
    let start = class_start(&lines, class)?;
    let mut body = nub_tools::definition_at(&lines, start);
    while body.last().is_some_and(|line| line.trim().is_empty()) {
        body.pop();
    }
    let indent = |line: &str| line.len() - line.trim_start().len();
    let dataclass =
        lines[..start].iter().rev().take_while(|line| line.starts_with('@')).any(|line| line.contains("dataclass"));
    let mut new: Vec<String> = body.iter().map(|line| (*line).to_owned()).collect();
    if dataclass {
        let first_def = body.iter().position(|line| line.trim_start().starts_with("def ")).unwrap_or(body.len());
        let is_field = |line: &&str| {
            let code = line.trim_start();
            indent(line) > 0
                && !code.starts_with(['#', '"', '\'', '@'])
                && code.split_once(':').is_some_and(|(name, _)| name.chars().all(|c| c.is_alphanumeric() || c == '_'))
        };
        let last = (1..first_def).rev().find(|&at| is_field(&body[at]))?;
        let pad = " ".repeat(indent(body[last]));
        new.insert(last + 1, format!("{pad}{field}: \"str | None\" = None"));
    } else {
        let init = body.iter().position(|line| line.trim_start().starts_with("def __init__(self"))?;
        let header = body[init].trim_end();
        let open = header.strip_suffix("):")?;
        new[init] = format!("{open}, {field}=None):");
        let init_body = nub_tools::definition_at(&body, init);
        let mut end = init + init_body.len();
        while end > init + 1 && body[end - 1].trim().is_empty() {
            end -= 1;
        }
        let pad = " ".repeat(indent(body.get(init + 1)?));
        new.insert(end, format!("{pad}self.{field} = {field}"));
    }
    Some((body.join("\n"), new.join("\n")))
}

/// The line at which the top-level class `class` starts.
fn class_start(lines: &[&str], class: &str) -> Option<usize> {
    lines.iter().position(|line| line.starts_with("class ") && defined_name(line) == Some(class))
}

/// The method of `class` in `source` the prompt names by the most words,
/// and of those by the fewest it does not say, when one is alone: "so it
/// goes on the total" names `total` of `Booking`; "on the order total"
/// names `total` and `goods_total` of `Order`, and `total` alone wholly.
pub(crate) fn method_named(source: &str, class: &str, prompt: &str) -> Option<String> {
    let lines: Vec<&str> = source.lines().collect();
    let body = nub_tools::definition_at(&lines, class_start(&lines, class)?);
    let scored: Vec<((usize, isize), &str)> = body[1..]
        .iter()
        .filter(|line| line.trim_start().starts_with("def ") && line.contains("(self"))
        .filter_map(|line| defined_name(line))
        .filter(|name| !name.starts_with('_'))
        .map(|name| {
            let said = named_words_all(prompt, name);
            let unsaid = name.split('_').filter(|word| !word.is_empty()).count().saturating_sub(said);
            ((said, -(unsaid as isize)), name)
        })
        .filter(|((said, _), _)| *said > 0)
        .collect();
    let [(_, name)] = most_named(&scored, |(words, _)| *words)[..] else { return None };
    Some((*name).to_owned())
}

/// The entries of `scored` whose score (`score`) is the highest.
fn most_named<T, K: Ord>(scored: &[T], score: impl Fn(&T) -> K) -> Vec<&T> {
    let Some(most) = scored.iter().map(&score).max() else { return Vec::new() };
    scored.iter().filter(|entry| score(entry) == most).collect()
}

/// What the model is asked for the method `method` of `class`, which
/// charges `amount` (as the request writes it) when the field `field`
/// nub gives the class (its text now `made`) is set.
pub(crate) fn ask_method(class: &Part, method: &str, made: &str, field: &str, amount: &str, request: &str) -> String {
    let (name, path) = (&class.name, &class.path);
    format!(
        "`{name}` in {path} gets the new field from nub:\n```python\n{made}\n```\nThe request: {request}\n\nnub puts your answer in place of the method `{method}` of `{name}` in {path} itself, so do not call a tool: write `{method}` again, whole, with its part of the change: when `self.{field}` is given, add the {amount} the request gives for it; without it, everything is as before. Keep its parameters as they are and every line it has. Answer with one ```python block holding only the new `{method}`."
    )
}

/// Whether the body of the function `text` calls `name`.
pub(crate) fn calls(text: &str, name: &str) -> bool {
    text.lines().skip(1).any(|line| {
        line.match_indices(name).any(|(at, _)| {
            let before = line[..at].chars().next_back();
            let after = line[at + name.len()..].trim_start();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') && after.starts_with('(')
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRICING: &str = "from rates import RATE\n\nGUN_HIRE = 15.00\n\n\ndef clays_cost(rounds, member=False):\n    return rounds * 8\n\n\ndef session_cost(rounds, gun_hire=False, member=False):\n    \"\"\"Everything for one shooter's session.\"\"\"\n    return clays_cost(rounds, member) + (GUN_HIRE if gun_hire else 0)\n";
    const RECEIPT: &str = "\"\"\"Receipt printed at the till.\"\"\"\n\nfrom pricing import GUN_HIRE, clays_cost, session_cost\n\n\ndef receipt_lines(name, rounds, gun_hire=False, member=False):\n    total = session_cost(rounds, gun_hire, member)\n    return [f\"Shooter: {name}\", f\"TOTAL {total:.2f}\"]\n";
    const PROMPT: &str = "People keep wanting to buy cartridges with their session. Could you add that, at £7.50 a box, so it goes on the total and shows up on their receipt? Call it cartridge_boxes.";

    fn files(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(path, source)| ((*path).to_owned(), (*source).to_owned())).collect()
    }

    #[test]
    fn the_function_that_makes_the_value_comes_before_the_one_that_shows_it() {
        let part = |path: &str, name: &str| Part { path: path.into(), name: name.into(), class: false };
        let expected = Some((part("pricing.py", "session_cost"), part("receipt.py", "receipt_lines")));
        assert_eq!(pair(&files(&[("receipt.py", RECEIPT), ("pricing.py", PRICING)]), PROMPT), expected);
        assert_eq!(pair(&files(&[("pricing.py", PRICING), ("receipt.py", RECEIPT)]), PROMPT), expected);
    }

    #[test]
    fn no_pair_when_the_files_or_the_functions_are_not_clear() {
        let no_import = RECEIPT.replace("from pricing import GUN_HIRE, clays_cost, session_cost\n", "");
        assert_eq!(pair(&files(&[("receipt.py", &no_import), ("pricing.py", PRICING)]), PROMPT), None, "no import");
        assert_eq!(pair(&files(&[("pricing.py", PRICING)]), PROMPT), None, "one file");
        let unnamed = "Could you add cartridges at £7.50 a box? Call it cartridge_boxes.";
        assert_eq!(
            pair(&files(&[("receipt.py", RECEIPT), ("pricing.py", PRICING)]), unnamed),
            None,
            "named by no word"
        );
        let both = format!("{PRICING}\n\ndef session_fee(x):\n    return x\n");
        assert_eq!(pair(&files(&[("receipt.py", RECEIPT), ("pricing.py", &both)]), PROMPT), None, "two named alike");
    }

    #[test]
    fn a_class_that_keeps_the_value_is_the_first_part_and_gets_the_field() {
        let orders = "from dataclasses import dataclass, field\n\n\n@dataclass\nclass Order:\n    number: int\n    items: list = field(default_factory=list)\n    takeaway: bool = True\n\n    def total(self):\n        return 1\n";
        let kitchen =
            "from orders import Order\n\n\ndef kitchen_ticket(order):\n    return [f\"ORDER #{order.number}\"]\n";
        let prompt = "Could we take the customer's name with each order and have it show on the kitchen ticket? Call it customer_name.";
        let (first, second) = pair(&files(&[("kitchen.py", kitchen), ("orders.py", orders)]), prompt).expect("a pair");
        assert_eq!(first, Part { path: "orders.py".into(), name: "Order".into(), class: true });
        assert_eq!(second.name, "kitchen_ticket");
        let (old, new) = field_edit(orders, "Order", "customer_name").expect("an edit");
        assert!(old.starts_with("class Order:") && old.ends_with("        return 1"), "{old}");
        assert!(
            new.contains("    takeaway: bool = True\n    customer_name: \"str | None\" = None\n\n    def total"),
            "{new}"
        );
        let plain = "class Order:\n    \"\"\"One order.\"\"\"\n\n    def __init__(self, customer, lines):\n        self.customer = customer\n        self.lines = list(lines)\n\n    def total(self):\n        return 1\n";
        let (_, new) = field_edit(plain, "Order", "berth").expect("an edit");
        assert!(new.contains("    def __init__(self, customer, lines, berth=None):\n        self.customer = customer\n        self.lines = list(lines)\n        self.berth = berth\n\n    def total"), "{new}");
        assert_eq!(field_edit("class Order:\n    pass\n", "Order", "berth"), None, "no fields to follow");
    }

    #[test]
    fn a_class_is_named_by_a_word_too_common_for_settings() {
        let bookings = "from dataclasses import dataclass\n\n\n@dataclass\nclass Booking:\n    name: str\n    gift: bool = False\n";
        let confirmation =
            "from bookings import Booking\n\n\ndef confirmation_lines(booking):\n    return [booking.name]\n";
        let prompt = "People want to add our recipe book when they book a class, and it shows up on their confirmation email. Call it recipe_book.";
        let (first, second) =
            pair(&files(&[("bookings.py", bookings), ("confirmation.py", confirmation)]), prompt).expect("a pair");
        assert_eq!((first.name.as_str(), first.class, second.name.as_str()), ("Booking", true, "confirmation_lines"));
    }

    #[test]
    fn of_two_functions_named_as_much_the_one_the_other_calls_is_the_part() {
        let menu = "def potato_price(size):\n    return 4.0\n\n\ndef order_total(potatoes, drinks=0):\n    return sum(potato_price(p) for p in potatoes)\n";
        let receipt = "from menu import order_total\n\n\ndef receipt_lines(name, potatoes):\n    return [name, f\"{order_total(potatoes):.2f}\"]\n\n\ndef print_receipt(name, potatoes):\n    for line in receipt_lines(name, potatoes):\n        print(line)\n";
        let prompt = "We've started doing a side salad for £1.80 that people can add to their order. Can you add it so it goes on the total and shows up on their receipt? Call it side_salad.";
        let (first, second) = pair(&files(&[("menu.py", menu), ("receipt.py", receipt)]), prompt).expect("a pair");
        assert_eq!((first.name.as_str(), second.name.as_str()), ("order_total", "receipt_lines"));
        // Neither calls the other: no part.
        let apart = receipt
            .replace("    for line in receipt_lines(name, potatoes):\n        print(line)\n", "    print(name)\n");
        assert_eq!(pair(&files(&[("menu.py", menu), ("receipt.py", &apart)]), prompt), None);
        // The part that makes the value is not found by the tie.
        let tied = "def line_total(p):\n    return 4.0\n\n\ndef order_total(potatoes):\n    return sum(line_total(p) for p in potatoes)\n";
        let plain = "We've started doing a side salad that people can add. Can you add it so it goes on the total and shows up on their receipt? Call it side_salad.";
        assert_eq!(pair(&files(&[("menu.py", tied), ("receipt.py", receipt)]), plain), None);
    }

    #[test]
    fn the_method_of_the_class_the_prompt_names_is_found() {
        let source = "@dataclass\nclass Booking:\n    name: str\n\n    def total(self):\n        return 1.0\n\n    def label(self):\n        return self.name\n\n\ndef total(x):\n    return x\n";
        let prompt = "Could you add a recipe book at £12.50 so it goes on the total?";
        assert_eq!(method_named(source, "Booking", prompt).as_deref(), Some("total"));
        assert_eq!(method_named(source, "Booking", "Could you add a recipe book?"), None);
        assert_eq!(method_named(source, "Order", prompt), None);
        let order = "class Order:\n    def goods_total(self):\n        return 1.0\n\n    def total(self):\n        return self.goods_total()\n";
        let berth = "£3.00 pontoon delivery should go on the order total.";
        assert_eq!(method_named(order, "Order", berth).as_deref(), Some("total"));
    }

    #[test]
    fn a_class_whose_method_the_prompt_names_is_the_first_part() {
        let orders = "from dataclasses import dataclass\n\n\n@dataclass\nclass Order:\n    customer: str\n\n    def total(self):\n        return 1.0\n";
        let receipt = "from orders import Order\n\n\ndef receipt(order):\n    return [order.customer, f\"{order.total():.2f}\"]\n";
        let prompt = "Customers keep asking for a cake box. Could you add it at £1.50 so it goes on the total and shows up on their receipt? Call it cake_box.";
        let (first, second) = pair(&files(&[("orders.py", orders), ("receipt.py", receipt)]), prompt).expect("a pair");
        assert_eq!((first.name.as_str(), first.class, second.name.as_str()), ("Order", true, "receipt"));
    }

    #[test]
    fn imports_of_a_module_are_read_both_ways() {
        assert!(imports("import os, pricing\n", "pricing.py"));
        assert!(imports("from pricing import session_cost\n", "pricing.py"));
        assert!(!imports("from pricing_old import x\n", "pricing.py"));
        assert!(!imports("# from pricing import x\n", "pricing.py"));
    }

    #[test]
    fn the_calls_of_a_function_are_found() {
        assert!(calls(RECEIPT.split("\n\n\n").nth(1).unwrap(), "session_cost"));
        assert!(!calls("def f(x):\n    return my_session_cost(x)\n", "session_cost"));
        assert!(!calls("def session_cost(x):\n    return x\n", "session_cost"), "its own def line");
    }
}
