//! `nub config`: the effective configuration with the origin of each value,
//! like `git config --show-origin`. Keys appear only as their source.

use nub_config::{Config, FlagOverrides};

use crate::exit::Failure;
use crate::{sessions, ui};

pub fn show() -> Result<(), Failure> {
    let cwd = sessions::cwd()?;
    let repo_root = nub_session::repo::repo_root(&cwd);
    let env = |name: &str| std::env::var(name).ok();
    let config = Config::load(&env, &repo_root).map_err(Failure::config)?;
    let mut text = String::new();
    if config.files.is_empty() {
        text.push_str("# no config files; defaults, environment and flags only\n");
    }
    for file in &config.files {
        text.push_str(&format!("# read {}\n", file.display()));
    }
    let entries = config.entries(&env);
    let width = entries.iter().map(|(k, v, _)| k.len() + v.len() + 3).max().unwrap_or(0);
    for (key, value, origin) in entries {
        let assignment = format!("{key} = {value}");
        text.push_str(&format!("{assignment:<width$}  # {origin}\n"));
    }
    match config.resolve_endpoint(&env, &FlagOverrides::default()) {
        Ok(active) => {
            let key = match &active.api_key {
                Some(key) => format!("a key from {}", key.origin),
                None => "no key".to_owned(),
            };
            text.push_str(&format!(
                "# active: endpoint {} ({}, {}) from {}, model {:?} from {}, {key}\n",
                active.name,
                active.api.name(),
                active.base_url.value,
                active.base_url.origin,
                active.model.value,
                active.model.origin
            ));
        }
        Err(error) => text.push_str(&format!("# active: none: {error}\n")),
    }
    ui::plain::write_out(&text).map_err(Failure::error)
}
