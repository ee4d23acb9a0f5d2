//! A request to switch a setting on or off ("We've decided to start taking
//! in rabbits … Can you switch that on in the booking settings?"): which
//! way, and the one line of the settings files that holds a flag the
//! request names the other way. Asked so, the 1.5B model sent
//! `accept_rabbits` → `accept_rabbits` as an edit four times, and
//! settings.json kept its `false`.

/// Words that switch something, then "on" or "off" within a few words.
const SWITCHING: &[&str] = &["switch", "turn", "flip", "set", "put"];
/// Words after a switching word in which "on" or "off" may come.
const SWITCH_REACH: usize = 4;
/// Words that say on or off alone.
const ON: &[&str] = &["enable", "activate"];
const OFF: &[&str] = &["disable", "deactivate"];
/// Phrases of a request that something may be done from now on, or may
/// no longer: "so wheelchair spaces can be booked online as well" asks for
/// `sell_wheelchair_spaces` on.
const MAY: &[&str] = &["can be", "able to", "allow"];
const MAY_NOT: &[&str] =
    &["no longer", "can't be", "cannot be", "stop ", "stopped taking", "stopped doing", "nobody can", "no one can"];

/// Words of a flag's name too common to tell which flag the request means.
const TOO_COMMON: &[&str] = &[
    "allow", "allowed", "accept", "enable", "enabled", "use", "show", "send", "is", "has", "can", "on", "off", "the",
    "setting", "settings", "option", "config", "booking", "bookings",
];

/// Which way the request switches something: on (`true`) or off.
pub(crate) fn switched_to(prompt: &str) -> Option<bool> {
    let lower = prompt.to_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_alphanumeric()).filter(|word| !word.is_empty()).collect();
    let spaced = words.join(" ");
    let mut on = words.iter().any(|word| ON.contains(word));
    let mut off = words.iter().any(|word| OFF.contains(word));
    let may_not = MAY_NOT.iter().any(|phrase| spaced.contains(phrase) || lower.contains(phrase));
    off |= may_not;
    on |= !may_not && (MAY.iter().any(|phrase| spaced.contains(phrase)) || so_they_can(&words) || lets(&words));
    for (at, word) in words.iter().enumerate() {
        if SWITCHING.contains(word) {
            let reach = &words[at + 1..(at + 1 + SWITCH_REACH).min(words.len())];
            on |= reach.contains(&"on");
            off |= reach.contains(&"off");
            // "switch the jar deposit back on": "back" says where "on" comes.
            let further = &words[at + 1..(at + 2 + SWITCH_REACH).min(words.len())];
            on |= further.windows(2).any(|pair| pair == ["back", "on"]);
            off |= further.windows(2).any(|pair| pair == ["back", "off"]);
        }
    }
    match (on, off) {
        (true, false) => Some(true),
        (false, true) => Some(false),
        _ => None,
    }
}

/// The clauses of a request, each of which may switch a flag its own
/// way: its sentences, cut at ", but", "; " and " but ".
pub(crate) fn clauses(prompt: &str) -> Vec<&str> {
    prompt
        .split_inclusive(['.', '!', '?', ';'])
        .flat_map(|sentence| sentence.split(" but "))
        .map(|clause| clause.trim().trim_end_matches(','))
        .filter(|clause| !clause.is_empty())
        .collect()
}

/// Whether the request lets someone do something: "let people", "let
/// guests bring their dogs" (not "let me", "let us know").
fn lets(words: &[&str]) -> bool {
    words.iter().enumerate().any(|(at, word)| {
        let whom = words.get(at + 1).is_some_and(|next| !["me", "us", "you", "s", "it"].contains(next));
        // "Let customers know" tells, it switches nothing.
        let told = words[at + 1..(at + 4).min(words.len())].contains(&"know");
        *word == "let" && whom && !told
    })
}

/// Whether the request says what someone can do from now on as "so …
/// can": "so bands can book sessions on Saturdays and Sundays too".
fn so_they_can(words: &[&str]) -> bool {
    words.iter().enumerate().any(|(at, word)| {
        let after = &words[at + 1..(at + 4).min(words.len())];
        let nobody = after.iter().any(|next| ["nobody", "no", "none", "noone"].contains(next));
        // "So customers can't order it" is split as "can", "t".
        let can =
            after.iter().enumerate().skip(1).any(|(n, next)| {
                *next == "can" && !words.get(at + 2 + n).is_some_and(|then| ["t", "not"].contains(then))
            });
        *word == "so" && !nobody && can
    })
}

/// A line that holds a flag, and the line with the flag the other way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Flag {
    /// 1-based.
    pub(crate) line: usize,
    pub(crate) name: String,
    /// The INI or TOML section, or JSON object, it is in (`[colour]`
    /// `enabled = no`): a request may name the flag by it.
    pub(crate) section: Option<String>,
    pub(crate) old: String,
    pub(crate) new: String,
}

impl Flag {
    /// Whether the request names the flag, or the section it is in.
    pub(crate) fn named_by(&self, prompt: &str) -> bool {
        named(prompt, &self.name) || self.section.as_deref().is_some_and(|section| named(prompt, section))
    }
}

/// The flags of a settings file (JSON, TOML, INI, .env) or Python module
/// that are not `to` yet, each with the line that sets it `to`.
pub(crate) fn flags(text: &str, to: bool) -> Vec<Flag> {
    let mut found = Vec::new();
    let mut sections: Vec<String> = Vec::new();
    for (at, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if let Some(section) = trimmed.strip_prefix('[').and_then(|rest| rest.strip_suffix(']')) {
            sections = vec![section.trim().to_owned()];
            continue;
        }
        if trimmed.starts_with('}') {
            sections.pop();
            continue;
        }
        if let Some(object) = trimmed.strip_suffix('{').and_then(|rest| rest.trim_end().strip_suffix(':')) {
            sections.push(object.trim().trim_matches(['"', '\'']).to_owned());
            continue;
        }
        let Some((key, value)) = line.split_once([':', '=']) else { continue };
        let name = key.trim().trim_matches(['"', '\'']);
        if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-') {
            continue;
        }
        let value = value.trim().trim_end_matches(',');
        let written =
            [("true", "false"), ("True", "False"), ("yes", "no"), ("on", "off")].into_iter().find_map(|(yes, no)| {
                match value {
                    v if v == yes => Some((true, yes, no)),
                    v if v == no => Some((false, yes, no)),
                    _ => None,
                }
            });
        let Some((now, yes, no)) = written else { continue };
        if now == to {
            continue;
        }
        let Some(cut) = line.rfind(value) else { continue };
        let new = format!("{}{}{}", &line[..cut], if to { yes } else { no }, &line[cut + value.len()..]);
        let section = sections.last().cloned();
        found.push(Flag { line: at + 1, name: name.to_owned(), section, old: line.to_owned(), new });
    }
    found
}

/// Whether the request names `flag`: a word of its name (not a common one)
/// is a word of the request, a plural or not.
pub(crate) fn named(prompt: &str, flag: &str) -> bool {
    named_words(prompt, flag) > 0
}

/// How many words of the name `key` (not common ones) are words of the
/// request, in any of their forms: "our skimming price" names
/// `SKIM_RATE`, which the request had not told from `BOARD_RATE` (both
/// 12.00) while "skimming" and "skim" were two words.
pub(crate) fn named_words(prompt: &str, key: &str) -> usize {
    words_named(prompt, key, TOO_COMMON)
}

/// As [`named_words`], words too common to tell settings apart included:
/// "when they book a class" names the class `Booking`.
pub(crate) fn named_words_all(prompt: &str, key: &str) -> usize {
    words_named(prompt, key, &[])
}

fn words_named(prompt: &str, key: &str, left_out: &[&str]) -> usize {
    let lower = prompt.to_lowercase();
    let said: Vec<String> =
        lower.split(|c: char| !c.is_alphanumeric()).filter(|word| word.len() >= 3).map(root).collect();
    key.to_lowercase()
        .split(['_', '-'])
        .filter(|part| part.len() >= 3 && !left_out.contains(part))
        .filter(|part| said.contains(&root(part)))
        .count()
}

/// What is left of `word` without the endings of its forms: "skimming",
/// "skims" and "skim" are `skim`; "charging" and "charge" are `charg`.
fn root(word: &str) -> String {
    let mut root = word.strip_suffix('s').filter(|rest| rest.len() >= 3).unwrap_or(word);
    for ending in ["ing", "ed"] {
        if let Some(rest) = root.strip_suffix(ending).filter(|rest| rest.len() >= 3) {
            root = rest;
            // "skimming": the consonant doubled before the ending.
            let bytes = rest.as_bytes();
            let doubled = bytes.len() >= 4
                && bytes[bytes.len() - 1] == bytes[bytes.len() - 2]
                && !b"aeiou".contains(&bytes[bytes.len() - 1]);
            if doubled {
                root = &rest[..rest.len() - 1];
            }
            break;
        }
    }
    root.strip_suffix('e').filter(|rest| rest.len() >= 3).unwrap_or(root).to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_named_by_any_form_of_its_words() {
        assert_eq!(named_words("We've put our skimming price up from £12 to £14", "SKIM_RATE"), 1);
        assert_eq!(named_words("We've put our skimming price up from £12 to £14", "BOARD_RATE"), 0);
        assert_eq!(named_words("the charging fee", "CHARGE_FEE"), 2);
        assert_eq!(named_words("all the dinners", "dinner_limit"), 1);
        assert_eq!(named_words("prices for dogs", "DOG_PRICE"), 2);
        assert_eq!(named_words("a needed change", "need_flag"), 1);
        assert_eq!(named_words("the red door", "reduce"), 0);
    }

    #[test]
    fn the_way_a_request_switches_is_read() {
        assert_eq!(switched_to("Can you switch that on in the booking settings?"), Some(true));
        assert_eq!(switched_to("please turn the photo updates off"), Some(false));
        assert_eq!(switched_to("Enable dark mode"), Some(true));
        assert_eq!(switched_to("disable the emails"), Some(false));
        assert_eq!(switched_to("turn off emails and switch on texts"), None);
        assert_eq!(switched_to("Could you switch the jar deposit back on so the till charges it again?"), Some(true));
        assert_eq!(switched_to("Put the price of a large pot up to 5 on Mondays"), None);
        assert_eq!(switched_to("add an option to the price function"), None);
        let online = "At the moment people have to phone us to book a wheelchair space. Please change the box office settings so wheelchair spaces can be booked online as well.";
        assert_eq!(switched_to(online), Some(true));
        assert_eq!(switched_to("Dogs can no longer be booked in, please change the settings."), Some(false));
        assert_eq!(switched_to("Please stop taking deposits."), Some(false));
        let weekends = "We've decided to open the studio at weekends from now on. Can you switch the booking system over so bands can book sessions on Saturdays and Sundays too?";
        assert_eq!(switched_to(weekends), Some(true));
        assert_eq!(switched_to("Can you change it so we can see the total?"), Some(true));
        assert_eq!(switched_to("Can you change the total?"), None);
        let foil = "We've run out of gold foil, so please switch foil off so nobody can order it for now.";
        assert_eq!(switched_to(foil), Some(false));
        assert_eq!(switched_to("Please let guests bring their dogs to the huts."), Some(true));
        assert_eq!(switched_to("Let me know when the total is right."), None);
        assert_eq!(switched_to("Let customers know the total."), None);
        assert_eq!(switched_to("Change it so customers can't order foil."), None);
        let umbrella = "We've stopped taking cash at the umbrella stand, but hotel guests can now put their hire on their room bill. Please update the settings.";
        assert_eq!(switched_to(umbrella), None, "both ways");
        let ways: Vec<Option<bool>> = clauses(umbrella).into_iter().map(switched_to).collect();
        assert_eq!(ways, [Some(false), Some(true), None]);
    }

    #[test]
    fn flags_not_yet_switched_are_found_with_their_new_line() {
        let json = "{\n  \"max_guests\": 14,\n  \"accept_rabbits\": false,\n  \"fresh_veg_included\": true,\n}\n";
        assert_eq!(
            flags(json, true),
            vec![Flag {
                line: 3,
                name: "accept_rabbits".into(),
                section: None,
                old: "  \"accept_rabbits\": false,".into(),
                new: "  \"accept_rabbits\": true,".into(),
            }]
        );
        assert_eq!(flags(json, false)[0].new, "  \"fresh_veg_included\": false,");
        assert_eq!(flags("DARK_MODE = False\nNAME = 'x'\n", true)[0].new, "DARK_MODE = True");
        assert_eq!(flags("[site]\nemails = off\n", true)[0].new, "emails = on");
        assert!(flags("note: it is false that x\n", true).is_empty());
    }

    #[test]
    fn a_flag_is_named_by_a_word_of_its_own() {
        let prompt = "We've decided to start taking in rabbits for holidays as well! Can you switch that on in the booking settings?";
        assert!(named(prompt, "accept_rabbits"));
        assert!(!named(prompt, "accept_hamsters"));
        assert!(!named(prompt, "booking_open"));
        assert!(named("turn the photo update off", "photo_updates"));
    }

    #[test]
    fn a_flag_is_named_by_its_section_too() {
        let ini = "[black_and_white]\nenabled = yes\n\n[colour]\nenabled = no\na4_price = 0.5\n";
        let prompt = "we can do colour copies again! Can you turn them back on in the system for me?";
        let found = flags(ini, true);
        assert_eq!((found.len(), found[0].section.as_deref()), (1, Some("colour")));
        assert!(found[0].named_by(prompt));
        let json = "{\n  \"colour\": {\n    \"enabled\": false\n  },\n  \"mono\": {\n    \"enabled\": false\n  }\n}\n";
        let sections: Vec<Option<String>> = flags(json, true).into_iter().map(|flag| flag.section).collect();
        assert_eq!(sections, [Some("colour".to_owned()), Some("mono".to_owned())]);
        assert!(!flags(json, true)[1].named_by(prompt));
    }
}
