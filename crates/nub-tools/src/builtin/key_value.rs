//! An edit of a configuration key to a value: `debug` → `true`.
//!
//! Asked to turn on debug mode in config.json, a 1.5B model sent
//! old_string `debug`, new_string `true`, which made `"debug": false` into
//! `"true": false` — a key no program reads, and the flag still off. A key
//! is never named `true`, `false`, `null` or a number, so such an edit of
//! a key sets the key's value instead, and the result says so. The same
//! for a new_string of the key and a value (`cache` → `cache off`: seen,
//! making the key `"cache off"`); in JSON, `on`/`yes` are written `true`
//! and `off`/`no` `false`.

use std::path::Path;

/// Files whose lines are `key: value` or `key = value`.
const CONFIG_EXTENSIONS: &[&str] = &["json", "jsonc", "json5", "yaml", "yml", "toml"];

/// `key=value`, `key: value`, `"key": value,` → (key, value), when `old`
/// is one such line.
pub(super) fn setting(old: &str) -> Option<(&str, &str)> {
    let line = old.trim();
    if line.contains('\n') {
        return None;
    }
    let split = line.find([':', '='])?;
    let key = line[..split].trim().trim_matches(['"', '\'']);
    let value = words(&line[split + 1..]).next()?;
    let is_word = |text: &str| text.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    (key.len() >= 3 && is_word(key) && is_word(value)).then_some((key, value))
}

/// Whether `line` sets `key` to `value`, in any notation: `key=value`,
/// `"key": value,`, `KEY = value  # …`.
pub(super) fn sets(line: &str, key: &str, value: &str) -> bool {
    line.find(key).is_some_and(|at| {
        let after = line[at + key.len()..].trim_start_matches(['"', '\'', ' ', '\t']);
        after.starts_with([':', '=']) && words(&after[1..]).next() == Some(value)
    })
}

/// The words of `text` (letters, digits, `_`, `.`, `-`).
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || matches!(c, '_' | '.' | '-'))).filter(|word| !word.is_empty())
}

/// `content` with the one line that sets `old`'s key to `old`'s value
/// (written in another notation) set to `new`'s value instead, and that
/// line's 1-based number: `retention_days=7` → `retention_days=30` sent to
/// a config.json that says `"retention_days": 7,`. `None` unless `old` and
/// `new` are settings of the same key and exactly one line sets it so.
pub(super) fn set_in_its_notation(content: &str, old: &str, new: &str) -> Option<(String, usize)> {
    let (key, from) = setting(old)?;
    let (new_key, to) = setting(new)?;
    if key != new_key || from == to {
        return None;
    }
    // Every place the key is set to that value, wherever on its line.
    let mut places = content.match_indices(key).map(|(at, _)| at).filter(|&at| {
        let line_end = content[at..].find('\n').map_or(content.len(), |end| at + end);
        sets(&content[at..line_end], key, from)
    });
    let at = places.next()?;
    if places.next().is_some() {
        return None;
    }
    let value_at = at + key.len() + content[at + key.len()..].find(from)?;
    let line = 1 + content[..at].matches('\n').count();
    Some((format!("{}{to}{}", &content[..value_at], &content[value_at + from.len()..]), line))
}

/// The value an edit of the key matched at `at..at + key.len()` sets, and
/// the range of the old value in `content`: when `path` is a configuration
/// file, `key` a bare name that is a whole key there, and `new` a literal no
/// key is named or the key followed by one.
pub(super) fn set_value(
    path: &str,
    content: &str,
    at: usize,
    key: &str,
    new: &str,
) -> Option<(std::ops::Range<usize>, String)> {
    let extension = Path::new(path).extension()?.to_str()?.to_ascii_lowercase();
    if !CONFIG_EXTENSIONS.contains(&extension.as_str()) || !is_name(key) {
        return None;
    }
    let value = new_value(key, new)?;
    let value = if extension.starts_with("json") { json_literal(&value) } else { value };
    let before = &content[..at];
    let rest = &content[at + key.len()..];
    let quote = before.chars().next_back().filter(|c| matches!(c, '"' | '\''));
    // The key starts its line (after indentation, a `-` or its quote).
    let line_start = before.trim_end_matches(['"', '\'']).rsplit('\n').next().unwrap_or("");
    if !line_start.trim_start_matches([' ', '\t', '-', '{', ',']).is_empty() {
        return None;
    }
    let rest_after_quote = match quote {
        Some(q) => rest.strip_prefix(q)?,
        None => rest,
    };
    let after_key = rest_after_quote.trim_start_matches([' ', '\t']);
    let separator = after_key.chars().next().filter(|c| matches!(c, ':' | '='))?;
    let value_text = after_key[separator.len_utf8()..].trim_start_matches([' ', '\t']);
    let length = value_text.find([',', '\n', '\r', '}', '#']).unwrap_or(value_text.len());
    let old_value = value_text[..length].trim_end();
    if old_value.is_empty() || old_value.starts_with(['{', '[']) {
        return None;
    }
    let start = content.len() - value_text.len();
    Some((start..start + old_value.len(), value))
}

/// The literal `new` sets: itself, or what follows the key in it
/// (`cache off`, `"debug": true,`, `debug = 1`).
fn new_value(key: &str, new: &str) -> Option<String> {
    let new = new.trim();
    let value = match new.trim_start_matches(['"', '\'']).strip_prefix(key) {
        Some(rest) => rest.trim_start_matches(['"', '\'', ':', '=', ' ', '\t']).trim_end_matches([',', ' ']),
        None => new,
    };
    is_literal(value).then(|| value.to_owned())
}

/// The JSON spelling of a literal: `on`, `yes`, `True` are `true`.
fn json_literal(value: &str) -> String {
    match value.to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" => "true".into(),
        "false" | "no" | "off" => "false".into(),
        "null" | "none" => "null".into(),
        _ => value.to_owned(),
    }
}

fn is_name(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

/// `true`, `false`, `null` (any case) or a number.
fn is_literal(text: &str) -> bool {
    matches!(text.to_ascii_lowercase().as_str(), "true" | "false" | "null" | "none" | "yes" | "no" | "on" | "off")
        || (!text.is_empty() && text.parse::<f64>().is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(path: &str, content: &str, key: &str, new: &str) -> Option<String> {
        let at = content.find(key)?;
        let (range, value) = set_value(path, content, at, key, new)?;
        Some(format!("{}{value}{}", &content[..range.start], &content[range.end..]))
    }

    #[test]
    fn a_key_edited_to_a_literal_sets_its_value() {
        let json = "{\n  \"name\": \"shop\",\n  \"debug\": false,\n  \"workers\": 4\n}\n";
        assert_eq!(
            set("config.json", json, "debug", "true").unwrap(),
            "{\n  \"name\": \"shop\",\n  \"debug\": true,\n  \"workers\": 4\n}\n"
        );
        assert_eq!(set("c.json", json, "workers", "8").unwrap(), json.replace("4", "8"));
        assert_eq!(set("c.yaml", "app:\n  debug: off # dev\n", "debug", "on").unwrap(), "app:\n  debug: on # dev\n");
        assert_eq!(set("c.toml", "debug = false\nport = 1\n", "debug", "true").unwrap(), "debug = true\nport = 1\n");
        assert_eq!(set("c.json", "{\"debug\": false}", "debug", "true").unwrap(), "{\"debug\": true}");
    }

    #[test]
    fn the_key_and_a_value_set_the_value_in_its_spelling() {
        let json = "{\n  \"cache\": true,\n  \"size\": 20\n}\n";
        let off = "{\n  \"cache\": false,\n  \"size\": 20\n}\n";
        assert_eq!(set("s.json", json, "cache", "cache off").unwrap(), off);
        assert_eq!(set("s.json", json, "cache", "\"cache\": false,").unwrap(), off);
        assert_eq!(set("s.json", json, "cache", "False").unwrap(), off);
        assert_eq!(set("s.yml", "cache: yes\n", "cache", "cache: no").unwrap(), "cache: no\n");
        assert_eq!(set("s.json", json, "cache", "cache_off"), None, "a new name");
    }

    #[test]
    fn renames_values_and_other_files_are_left_alone() {
        let json = "{\n  \"debug\": false,\n  \"mode\": \"debug\"\n}\n";
        assert_eq!(set("c.json", json, "debug", "verbose"), None, "a name is a rename");
        assert_eq!(set("c.py", "debug = False\n", "debug", "True"), None, "not a configuration file");
        let value = "{\n  \"mode\": \"debug\"\n}\n";
        assert_eq!(set("c.json", value, "debug", "true"), None, "a value, not a key");
        assert_eq!(set("c.json", "{\n  \"debug\": {\"on\": 1}\n}", "debug", "true"), None, "an object value");
    }
}
