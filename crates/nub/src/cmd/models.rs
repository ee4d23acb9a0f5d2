//! `nub models`: the models an endpoint serves, asked of the endpoint (or
//! its list from the last day), each with what the registry knows of it.

use std::time::Duration;

use nub_config::FlagOverrides;

use crate::exit::Failure;
use crate::{cmd, ui};

/// How long the endpoint is given to list its models.
const TIMEOUT: Duration = Duration::from_secs(30);

pub async fn show(flags: FlagOverrides, refresh: bool) -> Result<(), Failure> {
    let ws = cmd::workspace_with(&flags)?;
    // The list needs no model; an endpoint without a default one still has a list.
    let (settings, in_use) = match ws.endpoint(&flags) {
        Ok(settings) => (settings, true),
        Err(_) if flags.model.is_none() => {
            let some_model = FlagOverrides { model: Some("-".into()), ..flags.clone() };
            (ws.endpoint(&some_model)?, false)
        }
        Err(error) => return Err(error.into()),
    };
    let (models, cached) = nub_runtime::endpoint_models(&ws.env, &settings, refresh, TIMEOUT)
        .await
        .map_err(|error| Failure::error(format!("cannot list the models of {}: {error}", settings.name)))?;
    let from = if cached { "listed within the last day (--refresh asks again)" } else { "asked now" };
    let mut text = format!("# models of {} ({}), {from}\n", settings.name, settings.base_url.value);
    let width = models.iter().map(|m| m.chars().count()).max().unwrap_or(0);
    for model in &models {
        let mut detail = nub_runtime::model_detail(model);
        if in_use && *model == settings.model.value {
            detail = format!("{detail}  (in use)").trim_start().to_owned();
        }
        text.push_str(format!("{model:<width$}  {detail}").trim_end());
        text.push('\n');
    }
    if models.is_empty() {
        text.push_str("# the endpoint lists no models\n");
    }
    ui::report(&text).map_err(Failure::error)
}
