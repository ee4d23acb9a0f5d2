//! Sending a streaming request, with the retry rules of CONCEPT §5.9 and D-12.
//!
//! Retries live here, below `Provider::stream`: the consumer sees a good
//! stream or a final error. A request is sent again only while nothing of the
//! answer has been yielded; each new attempt is announced with
//! `Event::Retry` so a waiting user sees why nothing happens.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use futures_util::future::BoxFuture;
use futures_util::stream::{BoxStream, StreamExt};
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use tokio_util::sync::CancellationToken;

use crate::error::{LlmError, from_status};

mod answer;

use crate::stream::{EventDecoder, WireParser};
use crate::types::Event;
pub use answer::error_message;
pub(crate) use answer::read_capped;
use answer::{describe_reqwest_error, retry_after, retry_delay_in_body};

/// How long a retry waits; replaceable so tests never sleep for real.
pub type Sleeper = Arc<dyn Fn(Duration) -> BoxFuture<'static, ()> + Send + Sync>;

#[derive(Clone)]
pub struct RetryPolicy {
    /// Further attempts after the first one.
    pub max_retries: u32,
    /// First backoff; doubled per attempt (1 s, 2 s, 4 s), plus up to 25 % jitter.
    pub base_delay: Duration,
    /// A `Retry-After` longer than this fails at once instead of stalling.
    pub max_retry_after: Duration,
    pub sleep: Sleeper,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy {
            max_retries: 3,
            base_delay: Duration::from_secs(1),
            max_retry_after: Duration::from_secs(60),
            sleep: Arc::new(|d| Box::pin(tokio::time::sleep(d))),
        }
    }
}

impl std::fmt::Debug for RetryPolicy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RetryPolicy")
            .field("max_retries", &self.max_retries)
            .field("base_delay", &self.base_delay)
            .field("max_retry_after", &self.max_retry_after)
            .finish_non_exhaustive()
    }
}

impl RetryPolicy {
    /// The wait before retry number `retry` (1-based), or `None` when the
    /// error is final.
    pub fn delay_for(&self, retry: u32, error: &LlmError) -> Option<Duration> {
        if retry > self.max_retries || !error.is_retryable() {
            return None;
        }
        if let LlmError::RateLimited { retry_after: Some(wait), .. } = error {
            return (*wait <= self.max_retry_after).then_some(*wait);
        }
        let backoff = self.base_delay.saturating_mul(1 << (retry - 1).min(16));
        Some(backoff + jitter(backoff / 4))
    }
}

/// Spreads simultaneous clients apart; needs no quality, so no `rand`.
fn jitter(max: Duration) -> Duration {
    let nanos = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map(|d| d.subsec_nanos()).unwrap_or(0);
    let max_nanos = max.as_nanos().max(1) as u64;
    Duration::from_nanos(u64::from(nanos) % max_nanos)
}

/// 4 MiB: far beyond any real answer (256k output tokens are ~1 MB of text).
pub const DEFAULT_MAX_ANSWER_BYTES: usize = 4 << 20;

/// Bytes of an error body read; the rest is never downloaded. Error
/// messages are clipped to 2000 characters anyway.
pub const MAX_ERROR_BODY_BYTES: usize = 64 << 10;

#[derive(Debug, Clone)]
pub struct HttpOptions {
    pub retry: RetryPolicy,
    /// A stream that sends no content for longer than this is an error, not
    /// a hang. SSE comments (`: ping`), ping events and empty deltas do not
    /// count as activity: a server that only keeps the connection alive has
    /// still said nothing.
    pub idle_timeout: Duration,
    pub connect_timeout: Duration,
    /// Bytes of text, thinking and tool arguments one answer may stream
    /// before it is stopped with `LlmError::AnswerTooLarge`; an endless
    /// stream must not fill memory.
    pub max_answer_bytes: usize,
}

impl Default for HttpOptions {
    fn default() -> Self {
        HttpOptions {
            retry: RetryPolicy::default(),
            idle_timeout: Duration::from_secs(120),
            connect_timeout: Duration::from_secs(10),
            max_answer_bytes: DEFAULT_MAX_ANSWER_BYTES,
        }
    }
}

/// Installs rustls' ring crypto provider once per process (aws-lc is a large
/// C build we avoid); every constructor of an HTTP client calls this.
pub fn ensure_crypto_provider() {
    static INSTALL: std::sync::Once = std::sync::Once::new();
    INSTALL.call_once(|| {
        // Err only means another provider was installed first; that one serves.
        let _ = rustls::crypto::ring::default_provider().install_default();
    });
}

pub fn build_client(options: &HttpOptions) -> Result<reqwest::Client, LlmError> {
    ensure_crypto_provider();
    reqwest::Client::builder()
        .connect_timeout(options.connect_timeout)
        .user_agent(concat!("nub/", env!("CARGO_PKG_VERSION")))
        .redirect(reqwest::redirect::Policy::custom(same_origin_only))
        .build()
        .map_err(|e| LlmError::InvalidRequest(format!("cannot set up the HTTP client: {e}")))
}

/// Redirects followed for one request, all within its origin.
const MAX_REDIRECTS: usize = 10;

/// Redirects are followed within the origin (scheme, host, port) of the
/// request only. Every protocol sends its key in a header of its own
/// (`Authorization`, `x-api-key`, `x-goog-api-key`) and reqwest drops only
/// `Authorization` on the way to another host: a 307 to another origin would
/// hand it the rest. Such a redirect is not followed; the response is an
/// error that names where it pointed (`redirect_error`).
fn same_origin_only(attempt: reqwest::redirect::Attempt<'_>) -> reqwest::redirect::Action {
    let same = attempt.previous().first().is_some_and(|first| first.origin() == attempt.url().origin());
    if !same {
        attempt.stop()
    } else if attempt.previous().len() > MAX_REDIRECTS {
        attempt.error(format!("more than {MAX_REDIRECTS} redirects"))
    } else {
        attempt.follow()
    }
}

/// The error for a redirect that was not followed: where it pointed (the
/// origin only: a URL can carry tokens) and what to do.
fn redirect_error(endpoint: &str, status: u16, headers: &HeaderMap, from: &reqwest::Url) -> LlmError {
    let target = headers.get(reqwest::header::LOCATION).and_then(|v| v.to_str().ok()).and_then(|l| from.join(l).ok());
    let to = target.map_or_else(|| "an address it did not say".to_owned(), |url| url.origin().ascii_serialization());
    LlmError::BadRequest {
        endpoint: endpoint.to_owned(),
        status,
        message: format!(
            "the server redirected the request to {to}, another origin; nub does not send your key there. If you trust that address, set the endpoint's base_url to it"
        ),
    }
}

/// What every adapter holds: which endpoint it talks to, and how.
pub struct Endpoint {
    /// Shown to the user and logged; never contains a secret.
    pub name: String,
    /// The API root, without a trailing slash.
    pub base_url: String,
    pub caps: crate::caps::Caps,
    api_key: Option<String>,
    options: HttpOptions,
    client: reqwest::Client,
}

impl Endpoint {
    /// An API key of `""` or `"none"` means the endpoint takes none. The key
    /// is registered with `redact`, so a server echoing it in an error never
    /// gets it shown or stored.
    pub fn new(
        name: impl Into<String>,
        base_url: &str,
        api_key: Option<String>,
        caps: crate::caps::Caps,
        options: HttpOptions,
    ) -> Result<Self, LlmError> {
        let api_key = api_key.filter(|k| !k.is_empty() && k != "none");
        if let Some(key) = &api_key {
            crate::redact::register_secret(key);
        }
        Ok(Endpoint {
            name: name.into(),
            base_url: base_url.trim_end_matches('/').to_owned(),
            api_key,
            caps,
            client: build_client(&options)?,
            options,
        })
    }

    /// JSON in, an event stream out, and the key (if any) as `key_prefix`
    /// + key in the header `key_header`, marked sensitive so it is never logged.
    pub fn headers(&self, key_header: HeaderName, key_prefix: &str) -> Result<HeaderMap, LlmError> {
        let mut headers = HeaderMap::new();
        headers.insert(reqwest::header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        headers.insert(reqwest::header::ACCEPT, HeaderValue::from_static("text/event-stream"));
        if let Some(key) = &self.api_key {
            let mut value = HeaderValue::from_str(&format!("{key_prefix}{key}")).map_err(|_| {
                LlmError::InvalidRequest("the API key contains characters that cannot go in an HTTP header".into())
            })?;
            value.set_sensitive(true);
            headers.insert(key_header, value);
        }
        Ok(headers)
    }

    /// POSTs `body` to `url` and streams the answer through a fresh parser
    /// per attempt (`new_parser` gets the endpoint's name).
    pub fn stream<P: WireParser + 'static>(
        &self,
        url: String,
        headers: HeaderMap,
        body: String,
        new_parser: fn(String) -> P,
        cancel: CancellationToken,
    ) -> BoxStream<'static, Result<Event, LlmError>> {
        let call = HttpCall { client: self.client.clone(), endpoint: self.name.clone(), url, headers, body };
        let name = self.name.clone();
        stream_events(call, move || new_parser(name.clone()), self.options.clone(), cancel)
    }
}

/// One POST whose answer is an event stream.
pub struct HttpCall {
    pub client: reqwest::Client,
    /// Shown to the user and logged; never contains a secret.
    pub endpoint: String,
    pub url: String,
    pub headers: HeaderMap,
    pub body: String,
}

type ByteStream = BoxStream<'static, reqwest::Result<bytes::Bytes>>;

enum Phase {
    Connect,
    Body(ByteStream),
    Ended,
}

/// What a successful response turned out to be.
enum Answer {
    Stream(ByteStream),
    /// Not `text/event-stream`: the whole body.
    Plain(String),
}

struct Driver<P> {
    call: HttpCall,
    options: HttpOptions,
    cancel: CancellationToken,
    new_parser: Box<dyn Fn() -> P + Send>,
    decoder: EventDecoder<P>,
    queue: VecDeque<Result<Event, LlmError>>,
    phase: Phase,
    retries: u32,
    pending_wait: Option<Duration>,
    yielded_content: bool,
    /// Text, thinking and argument bytes of this answer so far.
    answer_bytes: usize,
    /// When the body counts as idle: reset by events, not by comments.
    idle_deadline: tokio::time::Instant,
}

/// Sends `call` and streams its events, retrying per the policy.
pub fn stream_events<P: WireParser + 'static>(
    call: HttpCall,
    new_parser: impl Fn() -> P + Send + 'static,
    options: HttpOptions,
    cancel: CancellationToken,
) -> BoxStream<'static, Result<Event, LlmError>> {
    let decoder = EventDecoder::new(new_parser());
    let driver = Driver {
        call,
        options,
        cancel,
        new_parser: Box::new(new_parser),
        decoder,
        queue: VecDeque::new(),
        phase: Phase::Connect,
        retries: 0,
        pending_wait: None,
        yielded_content: false,
        answer_bytes: 0,
        idle_deadline: tokio::time::Instant::now(),
    };
    futures_util::stream::unfold(driver, |mut driver| async move {
        let item = driver.next().await?;
        Some((item, driver))
    })
    .boxed()
}

impl<P: WireParser> Driver<P> {
    async fn next(&mut self) -> Option<Result<Event, LlmError>> {
        loop {
            if let Some(item) = self.queue.pop_front() {
                return Some(self.deliver(item));
            }
            match &mut self.phase {
                Phase::Ended => return None,
                Phase::Connect => match self.connect().await {
                    Ok(Answer::Stream(body)) => {
                        self.idle_deadline = tokio::time::Instant::now() + self.options.idle_timeout;
                        self.phase = Phase::Body(body);
                    }
                    Ok(Answer::Plain(body)) => {
                        self.decoder.plain_body(&body, &mut self.queue);
                        self.phase = Phase::Ended;
                    }
                    Err(error) => self.queue.push_back(Err(error)),
                },
                Phase::Body(body) => {
                    let idle = self.options.idle_timeout;
                    let next = tokio::select! {
                        _ = self.cancel.cancelled() => Err(LlmError::Cancelled),
                        next = tokio::time::timeout_at(self.idle_deadline, body.next()) => next.map_err(|_| LlmError::IdleTimeout {
                            endpoint: self.call.endpoint.clone(),
                            after: idle,
                        }),
                    };
                    match next {
                        Ok(Some(Ok(bytes))) => {
                            self.decoder.feed(&bytes, &mut self.queue);
                            // The queue held nothing before this read.
                            if self.queue.iter().any(says_something) {
                                self.idle_deadline = tokio::time::Instant::now() + idle;
                            }
                            if self.over_answer_limit() {
                                let limit = self.options.max_answer_bytes;
                                let endpoint = self.call.endpoint.clone();
                                tracing::warn!(%endpoint, limit, "stopping an answer that grew past the limit");
                                // What was decoded but not yet delivered goes
                                // with it: the answer ends here, as an error.
                                self.queue.retain(|item| item.is_ok());
                                self.queue.push_back(Err(LlmError::AnswerTooLarge { endpoint, limit }));
                                self.phase = Phase::Ended;
                                continue;
                            }
                            if self.decoder.has_ended() {
                                // Done or an error: whatever the server sends
                                // after it (or how it closes) is no concern.
                                self.phase = Phase::Ended;
                            }
                        }
                        Ok(Some(Err(error))) => {
                            let message = format!("the connection broke: {error}");
                            let endpoint = self.call.endpoint.clone();
                            self.queue.push_back(Err(if self.yielded_content {
                                LlmError::Stream { endpoint, message }
                            } else {
                                LlmError::Network { endpoint, message }
                            }));
                        }
                        Ok(None) => {
                            self.decoder.finish(&mut self.queue);
                            self.phase = Phase::Ended;
                        }
                        Err(error) => self.queue.push_back(Err(error)),
                    }
                }
            }
        }
    }

    /// Adds the content bytes of the newly decoded events to the answer's
    /// total; whether it, or one event still being received (a line that
    /// never ends), passed `max_answer_bytes`.
    fn over_answer_limit(&mut self) -> bool {
        // Only what was queued since the last call is new; earlier items
        // were delivered (the queue is drained before the body is read).
        for item in &self.queue {
            if let Ok(Event::BlockDelta { text, partial_json, .. }) = item {
                self.answer_bytes += text.len() + partial_json.len();
            }
        }
        self.answer_bytes > self.options.max_answer_bytes || self.decoder.buffered() > self.options.max_answer_bytes
    }

    /// Passes an item on, or turns an early retryable error into a retry.
    /// Every error is redacted here, the one way out of the provider layer.
    fn deliver(&mut self, item: Result<Event, LlmError>) -> Result<Event, LlmError> {
        let error = match item {
            Ok(event) => {
                self.yielded_content = true;
                return Ok(event);
            }
            Err(error) => error.redacted(),
        };
        let wait = if self.yielded_content { None } else { self.options.retry.delay_for(self.retries + 1, &error) };
        let Some(wait) = wait else {
            tracing::error!(endpoint = %self.call.endpoint, kind = error.kind(), %error, "request failed");
            self.phase = Phase::Ended;
            self.queue.clear();
            return Err(error);
        };
        self.retries += 1;
        tracing::warn!(endpoint = %self.call.endpoint, attempt = self.retries, wait_ms = wait.as_millis() as u64, %error, "retrying");
        self.queue.clear();
        self.decoder = EventDecoder::new((self.new_parser)());
        self.answer_bytes = 0;
        self.phase = Phase::Connect;
        self.pending_wait = Some(wait);
        Ok(Event::Retry { attempt: self.retries, delay_ms: wait.as_millis() as u64, reason: error.summary() })
    }

    async fn connect(&mut self) -> Result<Answer, LlmError> {
        if let Some(wait) = self.pending_wait.take() {
            let sleep = (self.options.retry.sleep)(wait);
            tokio::select! {
                _ = self.cancel.cancelled() => return Err(LlmError::Cancelled),
                _ = sleep => {}
            }
        }
        let call = &self.call;
        tracing::info!(endpoint = %call.endpoint, url = %call.url, bytes = call.body.len(), attempt = self.retries + 1, "sending request");
        let request = call.client.post(&call.url).headers(call.headers.clone()).body(call.body.clone());
        let idle = self.options.idle_timeout;
        let response = tokio::select! {
            _ = self.cancel.cancelled() => return Err(LlmError::Cancelled),
            response = tokio::time::timeout(idle, request.send()) => response,
        };
        let response = match response {
            Err(_) => {
                return Err(LlmError::IdleTimeout { endpoint: call.endpoint.clone(), after: idle });
            }
            Ok(Err(error)) => {
                return Err(LlmError::Network {
                    endpoint: call.endpoint.clone(),
                    message: describe_reqwest_error(&error),
                });
            }
            Ok(Ok(response)) => response,
        };
        let status = response.status();
        if status.is_redirection() {
            return Err(redirect_error(&call.endpoint, status.as_u16(), response.headers(), response.url()));
        }
        let is_stream = response
            .headers()
            .get(reqwest::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_none_or(|v| v.contains("event-stream"));
        if status.is_success() && is_stream {
            return Ok(Answer::Stream(response.bytes_stream().boxed()));
        }
        let retry_after = retry_after(response.headers(), SystemTime::now());
        // A success without a stream is a whole answer, capped like a
        // streamed one; an error body only needs its first words.
        let limit = if status.is_success() { self.options.max_answer_bytes } else { MAX_ERROR_BODY_BYTES };
        let body = tokio::select! {
            _ = self.cancel.cancelled() => return Err(LlmError::Cancelled),
            body = tokio::time::timeout(idle, read_capped(response, limit)) => body.unwrap_or_default(),
        };
        if status.is_success() {
            // Cut off, the body is no answer at all: the same error as a
            // stream that grew too long, not a confusing parse failure.
            if body.over_limit {
                let endpoint = call.endpoint.clone();
                tracing::warn!(%endpoint, limit, "stopping a whole answer larger than the limit");
                return Err(LlmError::AnswerTooLarge { endpoint, limit });
            }
            return Ok(Answer::Plain(body.text));
        }
        let body = body.text;
        let retry_after = retry_after.or_else(|| retry_delay_in_body(&body));
        Err(from_status(&call.endpoint, status.as_u16(), retry_after, error_message(&body, status)))
    }
}

/// Whether a decoded item is the answer going on: content, a block's data,
/// the end, an error. A block opened or closed without content, an empty
/// delta or a ping is no more than the keep-alive comments the idle
/// timeout already ignores: a server sending only those forever is silent.
fn says_something(item: &Result<Event, LlmError>) -> bool {
    match item {
        Ok(Event::BlockDelta { text, partial_json, .. }) => !text.is_empty() || !partial_json.is_empty(),
        Ok(Event::BlockMeta { .. } | Event::Done { .. } | Event::Retry { .. }) | Err(_) => true,
        Ok(Event::BlockStart { .. } | Event::BlockStop { .. }) => false,
    }
}
