//! A small model asked for a new optional setting of one Python function
//! an attached file defines (`PromptRules::asks_new_setting`), or to fix a
//! fault the request reports in one it names (`asks_fault_fixed`), is
//! asked, in a request without tools, to write that function again whole;
//! nub puts it in place with an `edit` call added to the answer, run like
//! any call (path guard, permissions, hooks, checkpoint, syntax check).
//! Given its tools from the start, the 1.5B model changed a line of the
//! body and added no parameter; told that `top_blocks(picks, 3)` gives two
//! blocks, it edited the call's line until the guard stopped it.
//! A feature over two files (`feature_pair`) is asked for the same way,
//! one function after the other, or — when the value is kept in a class —
//! as the function that shows it, with the class's field added by nub.

use super::Run;
use crate::feature_pair::{self, Part};
use crate::keyed::Keyed;
use crate::prompt_rules::PromptRules;
use crate::whole_function::{self, Asked, Gets, Unfit};
use crate::written_again;
use nub_llm::{Block, Message, attachment};

/// Words that ask for a new value to be shown as well as used.
const SHOWING: &[&str] = &["show", "shows", "shown", "print", "printed", "prints", "appear", "appears", "display"];

/// The function asked for whole, until its answer comes.
#[derive(Debug, Clone)]
pub(super) struct WholeAsk {
    path: String,
    name: String,
    asked: Asked,
    /// Why its last answer was no edit, until the model is asked again.
    unfit: Option<whole_function::Unfit>,
    /// It was asked again once.
    asked_again: bool,
    /// Its answer to that was no edit either: the model has its tools, and
    /// only a later answer without calls (a resampled one) may still be
    /// the function.
    spent: bool,
    /// Why that second answer was no edit, until the model is told.
    unfit_again: Option<whole_function::Unfit>,
    /// The function's new text, once an answer became its edit, and the
    /// text it replaced.
    made: Option<String>,
    replaced: Option<String>,
    /// The function asked for next, once this one is in place: the part
    /// of a feature over two files that uses what this one makes.
    then: Option<Part>,
    /// The part of the pair before this one, and how the last answer
    /// names what was done to it.
    after: Option<(Part, String)>,
    /// An edit of nub's own that goes with this one's: the field a class
    /// of the pair gets (`feature_pair::field_edit`), as (path, old, new).
    with_edit: Option<(String, String, String)>,
    /// The field that edit gives the class, when this is its method.
    field: Option<String>,
    /// The new setting, read by key as another is (`keyed`), when this is
    /// the first part that reads it.
    keyed: Option<Keyed>,
}

impl WholeAsk {
    /// The ask for a function that reads a new setting by key (`keyed`):
    /// no new parameter, the request's amount charged.
    fn keyed(path: String, name: String, keyed: Keyed, then: Option<Part>) -> Self {
        let mut ask = WholeAsk::new(path, name, Asked::Read, then);
        ask.field = Some(keyed.key.clone());
        ask.keyed = Some(keyed);
        ask
    }

    fn new(path: String, name: String, asked: Asked, then: Option<Part>) -> Self {
        WholeAsk {
            path,
            name,
            asked,
            unfit: None,
            asked_again: false,
            spent: false,
            unfit_again: None,
            made: None,
            replaced: None,
            then,
            after: None,
            with_edit: None,
            field: None,
            keyed: None,
        }
    }
}

impl Run<'_> {
    /// Before the first request of a prompt that asks for a new optional
    /// setting of, or a fix in, the one function of the attached Python
    /// files it names, or for a feature over two of them: asks for the
    /// (first) function whole at the end of `content`.
    pub(super) fn whole_first(&mut self, content: &mut Vec<Block>) {
        if !self.config.lean
            || self.docstring.is_some()
            || self.test_run.is_some()
            || self.config.mode == crate::mode::Mode::Plan
            || self.tools.get("edit").is_none()
        {
            return;
        }
        let rules = PromptRules::of(&self.prompt);
        let asked = match (rules.asks_new_setting(), rules.asks_fault_fixed()) {
            (true, _) => Some(Asked::Setting),
            (false, true) => Some(Asked::Fix),
            (false, false) => None,
        };
        let files: Vec<(String, String)> = content
            .iter()
            .filter_map(|block| match block {
                Block::Text { text, .. } => attachment::parse(text).map(|a| a.path.to_owned()),
                _ => None,
            })
            .filter(|path| path.ends_with(".py"))
            .filter_map(|path| Some((path.clone(), std::fs::read_to_string(self.config.cwd.join(&path)).ok()?)))
            .collect();
        let mut named: Vec<(String, String, String)> = Vec::new();
        let mut constant_named = false;
        for (path, source) in &files {
            let defined = crate::docstrings::defined_once(source);
            for name in rules.names_among(&defined) {
                named.push((path.clone(), name.to_owned(), source.clone()));
            }
            constant_named |= !rules.names_among(&constants(source)).is_empty();
        }
        // A fix is in the one function that reads the value the request
        // states, not in another that its words name, nor in the constant
        // it names when it states its value as it is ("kids are supposed
        // to count towards the group size for our 10% group discount"); a
        // value asked in place of another is the constant's.
        // Not over a named function that holds the stated value itself
        // (`price * 0.8` where "20% off" is said).
        let holds_stated = named.iter().any(|(_, name, source)| {
            whole_function::text_of(name, source)
                .is_some_and(|body| crate::stated_reader::holds_stated(&body, rules.text()))
        });
        let reader = (asked == Some(Asked::Fix)
            && named.len() <= 1
            && !holds_stated
            && crate::execute::asked_in_place(rules.text()).is_none())
        // Named none, only a share or an amount with decimals says which.
        .then(|| crate::stated_reader::reader_of_stated(&files, rules.text(), named.is_empty()))
        .flatten();
        if let Some((reader_path, reader)) = &reader
            && !named.iter().any(|(path, name, _)| path == reader_path && name == reader)
            && let Some((_, source)) = files.iter().find(|(path, _)| path == reader_path)
        {
            constant_named &= !named.is_empty();
            named = vec![(reader_path.clone(), reader.clone(), source.clone())];
        }
        // A parameter never read that the fault is about, or a name a
        // function sets and never reads: its function is the one to write
        // again, whatever the request names.
        if asked == Some(Asked::Fix)
            && let Some(unused) = crate::unused_constants::unused_parameter(&files, rules.text())
                .or_else(|| named.is_empty().then(|| crate::unused_constants::unused_local(&files)).flatten())
        {
            content.push(Block::text(whole_function::ask_for(
                &unused.function,
                &unused.path,
                &unused.change(),
                rules.text(),
            )));
            self.whole = Some(WholeAsk::new(unused.path, unused.function, Asked::Fix, None));
            self.without_tools = true;
            return;
        }
        // "The water charge is £10 now instead of £8": the value is
        // `WATER_CHARGE`, outside any function written again.
        if asked == Some(Asked::Fix) && constant_named {
            return;
        }
        let feature = matches!(asked, Some(Asked::Setting)) || (asked.is_none() && rules.asks_feature());
        let pair = feature.then(|| feature_pair::pair(&files, rules.text())).flatten();
        let (path, name, source, asked) = match (&named[..], asked) {
            // "so it goes on the order total and shows up on the receipt"
            // names `order_total` in words, as the first part of a pair.
            // Only when it asks to show it too: "meal deals etc have to carry
            // on giving the same prices" names `meal_deal`, to stay as it is.
            ([(path, name, _)], Some(Asked::Setting))
                if feature
                    && !nub_tools::holds_word(rules.text(), name)
                    && SHOWING.iter().any(|word| nub_tools::holds_word(&rules.text().to_lowercase(), word))
                    && pair.as_ref().is_some_and(|(first, _)| first.path == *path && first.name == *name) =>
            {
                if let Some(pair) = pair {
                    self.pair_first(content, &files, &rules, pair);
                }
                return;
            }
            // "add a helmet option … to hire_total so it goes on the price,
            // and to the receipt": both parts named, the pair's two.
            ([_, _], Some(Asked::Setting))
                if feature
                    && pair.as_ref().is_some_and(|(first, second)| {
                        named.iter().all(|(path, name, _)| {
                            [first, second].iter().any(|part| part.path == *path && part.name == *name)
                        })
                    }) =>
            {
                if let Some(pair) = pair {
                    self.pair_first(content, &files, &rules, pair);
                }
                return;
            }
            ([(path, name, source)], Some(asked)) => (path, name, source, asked),
            // A feature names functions by its words ("printed on her
            // confirmation" names `confirmation`), not as the one to change.
            (_, None) | ([], Some(Asked::Setting)) if feature => {
                if let Some(pair) = pair {
                    self.pair_first(content, &files, &rules, pair);
                }
                return;
            }
            _ => return,
        };
        if asked == Asked::Setting
            && let Some(body) = whole_function::text_of(name, source)
            && let Some(keyed) = Keyed::of(&rules, &body)
            && let Some(told) = keyed.told(&body)
        {
            content.push(Block::text(whole_function::ask_for(name, path, &told, rules.text())));
            self.whole = Some(WholeAsk::keyed(path.clone(), name.clone(), keyed, None));
            self.without_tools = true;
            return;
        }
        let setting = rules.new_snake_name(source).filter(|_| asked == Asked::Setting);
        content.push(Block::text(whole_function::ask(name, path, asked, setting, rules.text())));
        self.whole = Some(WholeAsk::new(path.clone(), name.clone(), asked, None));
        self.without_tools = true;
    }

    /// Asks for the first part of the feature pair (`feature_pair::pair`)
    /// the prompt asks for.
    fn pair_first(
        &mut self,
        content: &mut Vec<Block>,
        files: &[(String, String)],
        rules: &PromptRules,
        (first, second): (Part, Part),
    ) {
        let Some((_, source)) = files.iter().find(|(path, _)| *path == first.path) else { return };
        if first.class {
            self.class_first(content, files, first, second, rules);
            return;
        }
        // Written first, the function that makes the value takes the new
        // setting, or reads it by key as it reads another.
        let body = whole_function::text_of(&first.name, source).unwrap_or_default();
        let keyed = Keyed::of(rules, &body).and_then(|keyed| Some((keyed.told(&body)?, keyed)));
        let ask = match &keyed {
            Some((told, _)) => whole_function::ask_for(&first.name, &first.path, told, rules.text()),
            None => whole_function::ask(
                &first.name,
                &first.path,
                Asked::Setting,
                rules.new_snake_name(source),
                rules.text(),
            ),
        };
        content.push(Block::text(format!(
            "{ask} nub asks for `{}` in {} next, for its part of the change.",
            second.name, second.path
        )));
        self.whole = Some(match keyed {
            Some((_, keyed)) => WholeAsk::keyed(first.path, first.name, keyed, Some(second)),
            None => WholeAsk::new(first.path, first.name, Asked::Setting, Some(second)),
        });
        self.without_tools = true;
    }

    /// The answer to the ask, when it holds the function with the change:
    /// the `edit` that puts it in place is appended to `message` (in place
    /// of any call in it); whether it was. The model has its tools again,
    /// but after its first answer that is no edit: it is asked once more
    /// (`whole_again`) — save a fix written back unchanged, after which it
    /// has its tools at once. Asked again, the 1.5B model wrote the same
    /// function a second time in every such task of the earlier sets;
    /// given its tools, it found `max` → `min` in `cheapest` with an edit.
    /// `cut`: the answer was cut off (the output limit, or a loop ended
    /// early), so an open fence holds no whole function.
    pub(super) fn whole_answered(&mut self, message: &mut Message, cut: bool) -> bool {
        // Set again below for this answer only.
        self.whole_unfit = false;
        let Some(ask) = self.whole.as_mut().filter(|ask| ask.made.is_none()) else { return false };
        let calls = message.content.iter().any(|block| matches!(block, Block::ToolUse { .. }));
        if ask.spent && calls {
            // The model works with its tools now: a function it shows later
            // ("the bug was: …") is no answer to the ask.
            self.whole = None;
            return false;
        }
        let text = super::made_edit::answer_text(message);
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).unwrap_or_default();
        // Cut off by the output limit or for looping inside a fence, the
        // function may lack its end: no answer.
        let open_fence = text.lines().filter(|line| line.trim_start().starts_with("```")).count() % 2 == 1;
        let written = match cut && open_fence {
            true => Err(Unfit::NoFunction),
            false => whole_function::from_answer(&ask.name, &text, &source, ask.asked),
        };
        // A fix may need a number of its own; an addition uses the request's.
        let written = written.and_then(|(old, mut new)| {
            let prompt = &self.prompt;
            // A parameter's name without its `s`, or one added unasked and
            // unread: mended, not refused.
            if let Some(mended) = crate::slips::mended(&old, &new, &source, prompt) {
                new = mended;
            }
            let adds = ask.asked == Asked::Setting || ask.keyed.is_some();
            if adds && written_again::missing_amount(&new, &source, prompt).is_some() {
                // The one number its new lines bring in is taken for the
                // amount the request gives; without one, it is asked again.
                let amount = written_again::one_amount(prompt).map(|(_, written)| written);
                let fixed = amount.as_deref().and_then(|amount| {
                    written_again::with_amount(&old, &new, amount).or_else(|| {
                        let setting = whole_function::added_parameter(&old, &new)?;
                        written_again::flag_as_amount(&old, &new, &setting, amount)
                    })
                });
                new = fixed.ok_or(Unfit::NoAmount)?;
            }
            if ask.asked != Asked::Fix && written_again::strange_number(&new, &source, prompt).is_some() {
                return Err(Unfit::StrangeNumber);
            }
            if ask.asked != Asked::Fix
                && let Some(count) = written_again::per_unit_missed(
                    &old,
                    &new,
                    prompt,
                    &whole_function::parameter_names(&old).unwrap_or_default(),
                )
            {
                // The amount charged once is charged for each by nub; with
                // more than one such line the model is asked again.
                let amount = written_again::one_amount(prompt).map(|(amount, _)| amount);
                new = amount
                    .and_then(|amount| written_again::with_count(&old, &new, amount, &count))
                    .ok_or(Unfit::PerUnit(count))?;
            }
            // A new charge the request places after a step comes after it.
            if adds && let Some(placed) = crate::placed_after::placed_after(&old, &new, prompt) {
                new = placed;
            }
            Ok((old, new))
        });
        match written {
            Ok((old, new)) => {
                tracing::info!(path = %ask.path, name = %ask.name, "the function written again becomes an edit");
                super::made_edit::replace_calls(message, "whole", &ask.path, &old, &new);
                if let Some((path, old, new)) = ask.with_edit.take() {
                    super::made_edit::insert_edit(message, "field", &path, &old, &new);
                }
                ask.made = Some(new);
                ask.replaced = Some(old);
                self.without_tools = false;
                true
            }
            Err(_) if ask.spent => false,
            Err(Unfit::Unchanged) if ask.asked == Asked::Fix && !ask.asked_again => {
                message.content.retain(|block| !matches!(block, Block::ToolUse { .. }));
                ask.unfit = Some(Unfit::Unchanged);
                ask.spent = true;
                self.without_tools = false;
                false
            }
            Err(why) if !ask.asked_again => {
                // Any call it wrote is not run: it is asked again, without tools.
                message.content.retain(|block| !matches!(block, Block::ToolUse { .. }));
                ask.unfit = Some(why);
                false
            }
            Err(why) => {
                ask.spent = true;
                self.without_tools = false;
                // The function written again, unfit a second time, is no
                // edit of text either (`text_edits`): the model is told why
                // and makes the change with its tools.
                if why != Unfit::NoFunction {
                    message.content.retain(|block| !matches!(block, Block::ToolUse { .. }));
                    ask.unfit_again = Some(why);
                    self.whole_unfit = true;
                }
                false
            }
        }
    }

    /// After an answer to the ask that was no edit, the first time: what
    /// the model is told, and asked again (without tools, or with them
    /// when it is spent).
    pub(super) fn whole_again(&mut self) -> Option<String> {
        if let Some(ask) = self.whole.as_mut()
            && let Some(why) = ask.unfit_again.take()
        {
            return Some(whole_function::edit_after(&ask.name, &ask.path, why));
        }
        let ask = self.whole.as_mut().filter(|ask| !ask.asked_again)?;
        let why = ask.unfit.take()?;
        ask.asked_again = true;
        if ask.spent {
            return Some(whole_function::edit_instead(&ask.name, &ask.path));
        }
        let again = whole_function::ask_again(&ask.name, why, ask.asked);
        // The new setting read by key: said again how.
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).unwrap_or_default();
        let keyed = ask.keyed.as_ref().and_then(|keyed| {
            let access = keyed.access(&whole_function::text_of(&ask.name, &source)?)?;
            Some(format!(" Read `{}` as `{access}`.", keyed.key))
        });
        Some(again + &keyed.unwrap_or_default())
    }

    /// After a turn's calls: when they put the function written again in
    /// place, what the last answer says first; `None` otherwise. Given its
    /// tools again, the 1.5B model wrote the file over with the function
    /// alone, or repeated itself to the output limit.
    pub(super) fn after_whole(&mut self) -> Option<String> {
        let ask = self.whole.take_if(|ask| ask.made.is_some())?;
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).ok()?;
        if !source.contains(ask.made.as_deref()?) {
            return None;
        }
        Some(match ask.after {
            Some((first, done)) if first.class => {
                format!("{done} and wrote `{}` in {} again to show it.", ask.name, ask.path)
            }
            Some((_, done)) => format!("{done} and `{}` in {} again with the change.", ask.name, ask.path),
            None => format!("Wrote `{}` in {} again with the change.", ask.name, ask.path),
        })
    }

    /// A pair whose first part is a class (the record that keeps the new
    /// value): nub gives the class the field itself, `None` until given,
    /// and asks for the function that shows it whole; the field's edit
    /// goes with the function's. Asked to take a name with each order and
    /// print it on the kitchen ticket, the 1.5B model wrote
    /// `order.customer_name` into the ticket and gave `Order` no field.
    fn class_first(
        &mut self,
        content: &mut Vec<Block>,
        files: &[(String, String)],
        class: Part,
        second: Part,
        rules: &PromptRules,
    ) {
        // A field the request describes in code terms is not nub's to make.
        if !rules.asks_feature() {
            return;
        }
        let defined_nowhere = |name: &String| files.iter().all(|(_, source)| !nub_tools::holds_word(source, name));
        let added = crate::added_names::names_to_add(rules.text(), rules);
        let Some(field) =
            added.into_iter().find(|name| name.starts_with(|c: char| c.is_lowercase()) && defined_nowhere(name))
        else {
            return;
        };
        let Some((_, source)) = files.iter().find(|(path, _)| *path == class.path) else { return };
        let Some((old, new)) = feature_pair::field_edit(source, &class.name, &field) else { return };
        let done = format!("Added `{field}` to `{}` in {}", class.name, class.path);
        // A charge the request gives goes into the class's method it names
        // ("so it goes on the total"), written whole first; the function
        // that shows the field comes next. Given only the field and the
        // confirmation, the cookery school's recipe book was shown and
        // never charged.
        let amount = written_again::one_amount(rules.text());
        if let (Some((_, written)), Some(method)) =
            (amount, feature_pair::method_named(source, &class.name, rules.text()))
        {
            content.push(Block::text(feature_pair::ask_method(&class, &method, &new, &field, &written, rules.text())));
            let mut ask = WholeAsk::new(class.path.clone(), method, Asked::Read, Some(second));
            ask.with_edit = Some((class.path.clone(), old, new));
            ask.field = Some(field);
            ask.after = Some((class, done));
            self.whole = Some(ask);
            self.without_tools = true;
            return;
        }
        let Some((_, user_source)) = files.iter().find(|(path, _)| *path == second.path) else { return };
        let Some(body) = whole_function::text_of(&second.name, user_source) else { return };
        let gets = Gets::Reads(whole_function::access(&body, &new, &field));
        content.push(Block::text(whole_function::ask_use(
            &second,
            &class,
            &new,
            Some(&field),
            &gets,
            rules.text(),
            "gets the new field from nub",
        )));
        let mut ask = WholeAsk::new(second.path, second.name, Asked::Read, None);
        ask.with_edit = Some((class.path.clone(), old, new));
        ask.after = Some((class, done));
        self.whole = Some(ask);
        self.without_tools = true;
    }

    /// After the calls that put the first function of a pair in place
    /// (`feature_pair`): the ask for the second, to go with the results
    /// (the next request offers no tools again); `None` otherwise.
    pub(super) fn next_whole(&mut self) -> Option<String> {
        let ask = self.whole.as_ref().filter(|ask| ask.then.is_some())?;
        let (made, replaced) = (ask.made.as_deref()?, ask.replaced.as_deref()?);
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).ok()?;
        if !source.contains(made) {
            return None;
        }
        let next = ask.then.clone()?;
        let next_source = std::fs::read_to_string(self.config.cwd.join(&next.path)).ok()?;
        let body = whole_function::text_of(&next.name, &next_source)?;
        let first = Part { path: ask.path.clone(), name: ask.name.clone(), class: false };
        // A method that charges for the class's new field: the next part reads the field.
        let setting = ask.field.clone().or_else(|| whole_function::added_parameter(replaced, made));
        let gets = match ask.field.is_none() && feature_pair::calls(&body, &first.name) {
            true => Gets::PassesOn,
            false => Gets::Reads(match &ask.keyed {
                Some(keyed) => keyed.access(&body),
                None => setting.as_deref().and_then(|setting| whole_function::access(&body, made, setting)),
            }),
        };
        let text = whole_function::ask_use(&next, &first, made, setting.as_deref(), &gets, &self.prompt, "is now");
        let done = match &ask.after {
            Some((_, before)) => format!("{before}, wrote `{}` in {}", first.name, first.path),
            None => format!("Wrote `{}` in {}", first.name, first.path),
        };
        let asked = match (&gets, &setting) {
            (Gets::Reads(_), Some(_)) => Asked::Read,
            _ => Asked::Use,
        };
        // The line the request quotes, nub's to write when all it needs
        // is plain (`shown_line`); the model is asked if that fails.
        if matches!(gets, Gets::PassesOn)
            && ask.keyed.is_none()
            && let Some(setting) = &setting
            && let Some(composed) =
                crate::shown_line::compose(&body, &next_source, &first.name, setting, made, replaced, &self.prompt)
        {
            self.composed.function = Some(format!("```python\n{composed}\n```"));
        }
        let mut second = WholeAsk::new(next.path, next.name, asked, None);
        second.after = Some((first, done));
        self.whole = Some(second);
        self.without_tools = true;
        Some(text)
    }
}

/// The module's constants of two words or more (`WATER_CHARGE = 8.00`),
/// lowercased as a request's words name them. One word is too plain to
/// name one: "the weights of the gear" is no request about `GEAR`.
fn constants(source: &str) -> Vec<String> {
    source
        .lines()
        .filter_map(|line| line.split_once('=').map(|(name, _)| name.trim_end()))
        .filter(|name| {
            name.starts_with(|c: char| c.is_ascii_uppercase())
                && name.contains('_')
                && name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        })
        .map(str::to_ascii_lowercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::constants;

    #[test]
    fn constants_of_two_words_or_more_are_read() {
        let source = "GEAR = [1]\nWATER_CHARGE = 8.00\nrate = 0.2\nMAX_2X = 3\n\n\ndef rent(m2):\n    TOTAL_X = 1\n";
        assert_eq!(constants(source), ["water_charge", "max_2x"]);
    }
}
