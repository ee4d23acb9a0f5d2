//! The whole-word rename a small model is told to send when its edit put
//! a new name where an old one stood but left the old one elsewhere in the
//! file (its import), so the new name is undefined there.

use serde_json::json;

use crate::syntax::holds_word;

/// For an edit that puts `undefined` where `old_string` had another name
/// (`water_gap(species, season)` → `days_between_watering(species,
/// season)`), when that name still stands in the file (its import): the
/// whole-word rename to send. Refused for the name it left undefined, the
/// 1.5B model sent the same edit again and again, 36 requests.
pub(super) fn hint(old_string: &str, new_string: &str, updated: &str, undefined: &str, shown: &str) -> Option<String> {
    let words = |text: &str| -> Vec<String> {
        text.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).map(str::to_owned).collect()
    };
    let (before, after) = (words(old_string), words(new_string));
    let at = after.iter().position(|word| word == undefined)?;
    let old_name = before.get(at).filter(|_| before.len() == after.len())?;
    if old_name == undefined || !holds_word(updated, old_name) {
        return None;
    }
    let call = json!({"path": shown, "old_string": old_name, "new_string": undefined, "replace_all": true});
    Some(format!(
        " `{old_name}` still stands in {shown} where this edit does not reach it (its import, say): to rename it in the whole file, send edit {call}"
    ))
}
