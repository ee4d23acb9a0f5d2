//! Which models an endpoint serves, asked of the endpoint: OpenAI-compatible
//! `GET …/models` (Ollama's own `GET /api/tags`), Anthropic's
//! `GET /v1/models`, Gemini's `models.list`. And a cache of the answers
//! (`$XDG_STATE_HOME/nub/models.json`, the caller gives the path), so a
//! picker asks each endpoint at most once a day.
//!
//! Only model ids are kept; the facts shown beside them (window, images,
//! reasoning) come from the registry (`registry::model_facts`).

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::WireApi;
use crate::error::{LlmError, from_status};
use crate::http::{HttpOptions, build_client, error_message, read_capped};
use crate::registry::EndpointFamily;

/// A model list is read up to this size; the longest real ones (OpenRouter,
/// several hundred models with descriptions) are a few hundred KB.
const MAX_LIST_BYTES: usize = 8 << 20;

/// Pages of a paginated list (Anthropic, Gemini) read at most.
const MAX_PAGES: usize = 10;

/// The ids of the models the endpoint at `base_url` serves, sorted. The
/// whole exchange (every page) is bounded by `timeout`.
pub async fn list(
    endpoint: &str,
    api: WireApi,
    base_url: &str,
    api_key: Option<&str>,
    timeout: Duration,
) -> Result<Vec<String>, LlmError> {
    let listing = async {
        let options = HttpOptions { connect_timeout: timeout, ..HttpOptions::default() };
        let client = build_client(&options)?;
        let base = base_url.trim_end_matches('/');
        let key = api_key.filter(|k| !k.is_empty() && *k != "none");
        if let Some(key) = key {
            crate::redact::register_secret(key);
        }
        let mut ids = match api {
            WireApi::OpenAi | WireApi::Responses if EndpointFamily::detect(base) == EndpointFamily::Ollama => {
                let root = base.strip_suffix("/v1").unwrap_or(base);
                let body = get(&client, endpoint, &format!("{root}/api/tags"), HeaderMap::new()).await?;
                let models = body["models"].as_array().into_iter().flatten();
                models.filter_map(|m| m["name"].as_str().or(m["model"].as_str()).map(str::to_owned)).collect()
            }
            WireApi::OpenAi | WireApi::Responses => {
                let headers = header(key, reqwest::header::AUTHORIZATION, "Bearer ")?;
                let body = get(&client, endpoint, &format!("{base}/models"), headers).await?;
                ids_of(&body["data"], "id")
            }
            WireApi::Anthropic => {
                let mut ids = Vec::new();
                let mut after: Option<String> = None;
                for _ in 0..MAX_PAGES {
                    let mut headers = header(key, HeaderName::from_static("x-api-key"), "")?;
                    headers.insert("anthropic-version", HeaderValue::from_static(crate::anthropic::API_VERSION));
                    let cursor = after.as_deref().map(|id| format!("&after_id={id}")).unwrap_or_default();
                    let body = get(&client, endpoint, &format!("{base}/models?limit=1000{cursor}"), headers).await?;
                    ids.extend(ids_of(&body["data"], "id"));
                    after = body["last_id"].as_str().filter(|_| body["has_more"] == true).map(str::to_owned);
                    if after.is_none() {
                        break;
                    }
                }
                ids
            }
            WireApi::Gemini => {
                let mut ids = Vec::new();
                let mut token: Option<String> = None;
                for _ in 0..MAX_PAGES {
                    let headers = header(key, HeaderName::from_static("x-goog-api-key"), "")?;
                    let cursor = token.as_deref().map(|t| format!("&pageToken={t}")).unwrap_or_default();
                    let body = get(&client, endpoint, &format!("{base}/models?pageSize=1000{cursor}"), headers).await?;
                    for model in body["models"].as_array().into_iter().flatten() {
                        // Embedding and other models cannot answer a chat.
                        let methods = model["supportedGenerationMethods"].as_array();
                        let chats = methods.is_none_or(|m| m.iter().any(|m| m == "generateContent"));
                        if let Some(name) = model["name"].as_str().filter(|_| chats) {
                            ids.push(name.strip_prefix("models/").unwrap_or(name).to_owned());
                        }
                    }
                    token = body["nextPageToken"].as_str().filter(|t| !t.is_empty()).map(str::to_owned);
                    if token.is_none() {
                        break;
                    }
                }
                ids
            }
        };
        ids.sort();
        ids.dedup();
        Ok(ids)
    };
    tokio::time::timeout(timeout, listing)
        .await
        .unwrap_or_else(|_| Err(LlmError::IdleTimeout { endpoint: endpoint.to_owned(), after: timeout }))
        .map_err(LlmError::redacted)
}

fn ids_of(list: &Value, key: &str) -> Vec<String> {
    list.as_array().into_iter().flatten().filter_map(|m| m[key].as_str().map(str::to_owned)).collect()
}

fn header(key: Option<&str>, name: HeaderName, prefix: &str) -> Result<HeaderMap, LlmError> {
    let mut headers = HeaderMap::new();
    if let Some(key) = key {
        let mut value = HeaderValue::from_str(&format!("{prefix}{key}")).map_err(|_| {
            LlmError::InvalidRequest("the API key contains characters that cannot go in an HTTP header".into())
        })?;
        value.set_sensitive(true);
        headers.insert(name, value);
    }
    Ok(headers)
}

async fn get(client: &reqwest::Client, endpoint: &str, url: &str, headers: HeaderMap) -> Result<Value, LlmError> {
    tracing::info!(%endpoint, %url, "listing models");
    let response = client
        .get(url)
        .headers(headers)
        .send()
        .await
        .map_err(|error| LlmError::Network { endpoint: endpoint.to_owned(), message: error.to_string() })?;
    let status = response.status();
    let body = read_capped(response, MAX_LIST_BYTES).await;
    if !status.is_success() {
        return Err(from_status(endpoint, status.as_u16(), None, error_message(&body.text, status)));
    }
    serde_json::from_str(&body.text).map_err(|error| LlmError::Stream {
        endpoint: endpoint.to_owned(),
        message: format!("the model list is not JSON ({error})"),
    })
}

/// One endpoint's list as fetched.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CachedList {
    /// The URL it was fetched from: a list of another URL (a proxy set
    /// since) does not count.
    pub base_url: String,
    /// Seconds since the Unix epoch.
    pub fetched_at: u64,
    pub models: Vec<String>,
}

/// endpoint name → its list. State, like `limits.json`: a broken file only
/// costs a fetch.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModelCache {
    #[serde(default)]
    pub endpoints: BTreeMap<String, CachedList>,
}

/// How long a fetched list is used before the endpoint is asked again.
pub const CACHE_FOR: Duration = Duration::from_secs(24 * 60 * 60);

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

impl ModelCache {
    /// The cache at `path`; missing or broken, an empty one.
    pub fn load(path: &Path) -> ModelCache {
        use nub_config::own_files::{self, Scope};
        let Ok(bytes) = own_files::read(path, Scope::User, own_files::SMALL_FILE_LIMIT) else {
            return ModelCache::default();
        };
        serde_json::from_slice(&bytes).unwrap_or_else(|error| {
            tracing::warn!(%error, path = %path.display(), "the model list cache is broken; starting without it");
            ModelCache::default()
        })
    }

    /// `endpoint`'s list from `base_url` when younger than `CACHE_FOR`.
    pub fn fresh(&self, endpoint: &str, base_url: &str) -> Option<&CachedList> {
        let list = self.endpoints.get(endpoint).filter(|l| l.base_url == base_url)?;
        let age = now().saturating_sub(list.fetched_at);
        (age < CACHE_FOR.as_secs()).then_some(list)
    }

    pub fn put(&mut self, endpoint: &str, base_url: &str, models: Vec<String>) {
        let list = CachedList { base_url: base_url.to_owned(), fetched_at: now(), models };
        self.endpoints.insert(endpoint.to_owned(), list);
    }

    /// Writes the file atomically, private (0600), its directory made (0700).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        crate::limits::write_private(path, &serde_json::to_string_pretty(self).map_err(std::io::Error::other)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cached_list_counts_for_its_url_and_a_day() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state/nub/models.json");
        let mut cache = ModelCache::load(&path);
        assert_eq!(cache, ModelCache::default());
        cache.put("local", "http://127.0.0.1:1/v1", vec!["a".into(), "b".into()]);
        cache.save(&path).unwrap();
        let loaded = ModelCache::load(&path);
        assert_eq!(loaded.fresh("local", "http://127.0.0.1:1/v1").map(|l| l.models.len()), Some(2));
        assert!(loaded.fresh("local", "http://127.0.0.1:2/v1").is_none(), "another URL");
        let mut old = loaded.clone();
        old.endpoints.get_mut("local").unwrap().fetched_at -= CACHE_FOR.as_secs() + 1;
        assert!(old.fresh("local", "http://127.0.0.1:1/v1").is_none(), "a day old");
        std::fs::write(&path, "{").unwrap();
        assert_eq!(ModelCache::load(&path), ModelCache::default(), "broken: empty");
    }
}
