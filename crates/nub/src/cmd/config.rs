//! `nub config`: the effective configuration with the origin of each value,
//! like `git config --show-origin`, and the endpoint, model and key source a
//! run with the same flags and environment would use. Keys appear only as
//! their source.

use nub_config::FlagOverrides;

use crate::exit::Failure;
use crate::{cmd, ui};

pub fn show(flags: &FlagOverrides) -> Result<(), Failure> {
    let ws = cmd::workspace_with(flags)?;
    let env = ws.env.lookup();
    let mut text = String::new();
    if ws.config.files.is_empty() {
        text.push_str("# no config files; defaults, environment and flags only\n");
    }
    for file in &ws.config.files {
        text.push_str(&format!("# read {}\n", file.display()));
    }
    let ignored = ws.untrusted();
    if !ignored.is_empty() {
        text.push_str(&format!("# not trusted, so left out (nub trust here allows them): {}\n", ignored.join(", ")));
    }
    let entries = ws.config.entries(&env);
    let width = entries.iter().map(|(k, v, _)| k.len() + v.len() + 3).max().unwrap_or(0);
    for (key, value, origin) in entries {
        let assignment = format!("{key} = {value}");
        text.push_str(&format!("{assignment:<width$}  # {origin}\n"));
    }
    match ws.endpoint(flags) {
        Ok(active) => {
            let key = match &active.key_source {
                Some(source) => format!("key {} (set by {})", source.value.describe(&env), source.origin),
                None => "no key".to_owned(),
            };
            let effort = active.effort.as_ref().map(|e| format!(", effort {} (from {})", e.value, e.origin));
            let chosen_by = match &active.chosen_by {
                nub_config::Origin::Default => "chosen by default".to_owned(),
                nub_config::Origin::Env("OPENAI_API_KEY") => "chosen because OPENAI_API_KEY is set".to_owned(),
                nub_config::Origin::File(path) => format!("chosen by [model] endpoint in {}", path.display()),
                origin => format!("chosen by {origin}"),
            };
            text.push_str(&format!(
                "# a run uses: endpoint {} ({}, {chosen_by}) at {} (from {}), model {:?} (from {}){}, {key}\n",
                active.name,
                nub_llm::registry::api_for(&active).name(),
                active.base_url.value,
                active.base_url.origin,
                active.model.value,
                active.model.origin,
                effort.unwrap_or_default()
            ));
            let registry =
                nub_llm::registry::resolve_caps(&active.base_url.value, &active.model.value, &active.caps).max_context;
            let window = nub_runtime::known_window(&ws, &active, registry);
            text.push_str(&format!("# context window: {} tokens (from {})\n", window.tokens, window.origin));
        }
        Err(error) => text.push_str(&format!("# a run uses: nothing yet: {error}\n")),
    }
    ui::report(&text).map_err(Failure::error)
}
