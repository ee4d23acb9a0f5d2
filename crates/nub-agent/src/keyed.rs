//! A new setting a request asks to be kept "the same way" as one the code
//! already reads by key: "a double mount … (marked as double_mount in the
//! order, the same way anti_glare is)". The function reads
//! `frame.get("anti_glare")`, so the new one is `frame.get("double_mount")`
//! and no new parameter: asked for a keyword parameter, the 1.5B model
//! added `double_mount=False` to `frame_price`, which no caller passes.

use crate::prompt_rules::PromptRules;

/// A setting read by key as another one is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Keyed {
    /// The new setting's key, as the request names it.
    pub(crate) key: String,
    /// The key the code reads already, which the request names beside it.
    pub(crate) like: String,
}

impl Keyed {
    /// The new key for `rules`' request and `body`, the function to
    /// change: the one new name it gives, when it names one key `body`
    /// reads too (`frame.get("anti_glare")`, `order["anti_glare"]`).
    pub(crate) fn of(rules: &PromptRules, body: &str) -> Option<Keyed> {
        let names: Vec<&str> = rules
            .text()
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|word| word.contains('_') && word.trim_matches('_').len() > 2)
            .collect();
        let (read, new): (Vec<&str>, Vec<&str>) = names.iter().partition(|name| read_by_key(body, name).is_some());
        let mut new: Vec<&str> = new.into_iter().filter(|name| !nub_tools::holds_word(body, name)).collect();
        new.dedup();
        match (&read[..], &new[..]) {
            ([like], [key]) => Some(Keyed { key: (*key).to_owned(), like: (*like).to_owned() }),
            // "When an order has gift_box set to true": a key of what the
            // function reads its other keys from.
            ([], [key]) if said_as_key(rules.text(), key) && owner_read(body).is_some() => {
                Some(Keyed { key: (*key).to_owned(), like: String::new() })
            }
            _ => None,
        }
    }

    /// How `body` would read the new key: as it reads the other, with the
    /// new key (`frame.get("double_mount")`); said only as a key, with
    /// `get` of what `body` reads keys from (`order.get("gift_box")`).
    pub(crate) fn access(&self, body: &str) -> Option<String> {
        match self.like.is_empty() {
            true => owner_read(body).map(|owner| format!("{owner}.get(\"{}\")", self.key)),
            false => read_by_key(body, &self.like).map(|read| read.replace(&self.like, &self.key)),
        }
    }

    /// What the model is told of the new setting in place of a parameter.
    pub(crate) fn told(&self, body: &str) -> Option<String> {
        let access = self.access(body)?;
        if self.like.is_empty() {
            let owner = owner_read(body)?;
            return Some(format!(
                "with the change asked for made. `{}` comes in `{owner}` as its other keys do: read it as `{access}`, and add no new parameter.",
                self.key
            ));
        }
        let like = read_by_key(body, &self.like)?;
        Some(format!(
            "with the change asked for made. `{}` comes in the same way as `{}`: read it as `{access}`, the way the function reads `{like}`, and add no new parameter.",
            self.key, self.like
        ))
    }
}

/// Whether the request says `key` is a key of something: "has gift_box
/// set to true", "marked as gift_box", "with anti_graffiti set".
fn said_as_key(request: &str, key: &str) -> bool {
    let lower = request.to_lowercase();
    let key = key.to_lowercase();
    [format!("has {key} set"), format!("{key} set to true"), format!("marked as {key}"), format!("with {key} set")]
        .iter()
        .any(|phrase| lower.contains(phrase.as_str()))
}

/// The name `body` first reads a key from by index or `get`
/// (`order["items"]`: `order`; `self.order["items"]`: `self.order`), not
/// a module's constant in capitals (`PRICES["standard"]`).
fn owner_read(body: &str) -> Option<String> {
    for (at, _) in body.match_indices(['[', '.']) {
        let rest = &body[at..];
        let keyed = rest.starts_with("[\"")
            || rest.starts_with("['")
            || rest.starts_with(".get(\"")
            || rest.starts_with(".get('");
        if !keyed {
            continue;
        }
        let start = body[..at]
            .char_indices()
            .rev()
            .find(|(_, c)| !(c.is_alphanumeric() || *c == '_' || *c == '.'))
            .map_or(0, |(i, c)| i + c.len_utf8());
        let owner = body[start..at].trim_start_matches('.');
        let constant = owner.chars().all(|c| c.is_uppercase() || c == '_' || c.is_ascii_digit());
        if !owner.is_empty() && !owner.starts_with(|c: char| c.is_ascii_digit()) && owner != "self" && !constant {
            return Some(owner.to_owned());
        }
    }
    None
}

/// The expression of `body` that reads `key` by key: `x.get("key")` with
/// what else the call passes, or `x["key"]`.
fn read_by_key(body: &str, key: &str) -> Option<String> {
    for quote in ['"', '\''] {
        let quoted = format!("{quote}{key}{quote}");
        for (at, _) in body.match_indices(&quoted) {
            let before = &body[..at];
            let end = at + quoted.len();
            let owner_end = if let Some(call) = before.strip_suffix(".get(") {
                let close = body[end..].find(')')? + end + 1;
                Some((call.len(), close))
            } else {
                before.strip_suffix('[').filter(|_| body[end..].starts_with(']')).map(|owner| (owner.len(), end + 1))
            };
            let Some((owner_end, close)) = owner_end else { continue };
            let owner_start = body[..owner_end]
                .rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
                .map_or(0, |at| at + 1);
            if owner_start < owner_end {
                return Some(body[owner_start..close].to_owned());
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    const FRAME_PRICE: &str = "def frame_price(frame):\n    price = base_price(frame)\n    if frame.get(\"anti_glare\"):\n        price += ANTI_GLARE_EXTRA\n    return round(price, 2)";

    #[test]
    fn a_key_read_by_get_or_by_index_is_found_whole() {
        assert_eq!(read_by_key(FRAME_PRICE, "anti_glare").as_deref(), Some("frame.get(\"anti_glare\")"));
        assert_eq!(read_by_key("if self.order['gift', ]", "gift"), None);
        assert_eq!(read_by_key("x = order['gift_wrap'] * 2", "gift_wrap").as_deref(), Some("order['gift_wrap']"));
        assert_eq!(
            read_by_key("x = o.get('gift_wrap', False)", "gift_wrap").as_deref(),
            Some("o.get('gift_wrap', False)")
        );
        assert_eq!(read_by_key("name = \"anti_glare\"", "anti_glare"), None);
    }

    #[test]
    fn the_new_key_is_read_as_the_one_the_request_names_beside_it() {
        let rules = PromptRules::of(
            "Customers can now choose a double mount for a frame (marked as double_mount in the order, the same way anti_glare is). It costs £12 per frame.",
        );
        let keyed = Keyed::of(&rules, FRAME_PRICE).expect("keyed");
        assert_eq!(keyed, Keyed { key: "double_mount".into(), like: "anti_glare".into() });
        assert_eq!(keyed.access(FRAME_PRICE).as_deref(), Some("frame.get(\"double_mount\")"));
        assert!(keyed.told(FRAME_PRICE).expect("told").contains("read it as `frame.get(\"double_mount\")`"));
        // No key read beside it, or two new names: no keyed setting.
        let plain = PromptRules::of("Add a double_mount option to frame_price at £12.");
        assert_eq!(Keyed::of(&plain, FRAME_PRICE), None);
        let two = PromptRules::of("Add double_mount and gift_box, as anti_glare is.");
        assert_eq!(Keyed::of(&two, FRAME_PRICE), None);
    }

    #[test]
    fn a_key_said_as_set_on_what_the_function_reads_keys_from_is_read_with_get() {
        let total =
            "def order_total(order):\n    return round(items_subtotal(order[\"items\"]) + delivery_cost(order), 2)";
        let rules = PromptRules::of(
            "Customers can now have their order packed in a gift box for an extra £4. When an order has gift_box set to true, please add the £4 to the order total.",
        );
        let keyed = Keyed::of(&rules, total).expect("keyed");
        assert_eq!(keyed.access(total).as_deref(), Some("order.get(\"gift_box\")"));
        assert!(keyed.told(total).expect("told").contains("`gift_box` comes in `order` as its other keys do"));
        // A receipt reads the same key from its own name.
        assert_eq!(keyed.access("def receipt(o):\n    for x in o['items']:").as_deref(), Some("o.get(\"gift_box\")"));
        // Said as an option, or of a function that reads no key: no keyed setting.
        assert_eq!(Keyed::of(&PromptRules::of("Add a gift_box option to order_total at £4."), total), None);
        assert_eq!(Keyed::of(&rules, "def order_total(items, delivery):\n    return sum(items)"), None);
        // A method's dotted owner whole; a module's constant is no owner.
        assert_eq!(owner_read("def t(self):\n    “x” = self.order[\"items\"]").as_deref(), Some("self.order"));
        assert_eq!(owner_read("    return PRICES[\"standard\"] + order.get(\"extra\")").as_deref(), Some("order"));
    }
}
