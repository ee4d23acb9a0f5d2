//! What an HTTP answer says besides a stream: a body read up to a cap, the
//! human part of an error body, and how long the server asks a retry to
//! wait (headers or, for Google, the body).

use std::time::{Duration, SystemTime};

use futures_util::stream::StreamExt;
use reqwest::header::HeaderMap;
use serde_json::Value;

/// The start of a response body, read by `read_capped`.
#[derive(Debug, Default)]
pub(crate) struct CappedBody {
    /// At most the limit's worth of bytes, as text (invalid UTF-8 replaced).
    pub text: String,
    /// The body went on past the limit; `text` is only its start.
    pub over_limit: bool,
}

/// At most `limit` bytes of a response body as text; the connection is
/// dropped after that, so a 1 GB body costs `limit`, not 1 GB. A body that
/// breaks off yields what arrived. Each chunk is copied out and dropped at
/// once: a kept chunk would pin the whole read buffer it was cut from
/// (hyper's are up to ~400 KiB), so collecting chunks costs many times the
/// bytes they hold.
pub(crate) async fn read_capped(response: reqwest::Response, limit: usize) -> CappedBody {
    let mut body = Vec::new();
    let mut over_limit = false;
    let mut chunks = response.bytes_stream();
    while let Some(Ok(chunk)) = chunks.next().await {
        let room = limit - body.len();
        body.extend_from_slice(&chunk[..chunk.len().min(room)]);
        if chunk.len() > room {
            over_limit = true;
            break;
        }
    }
    CappedBody { text: String::from_utf8_lossy(&body).into_owned(), over_limit }
}

pub(super) fn describe_reqwest_error(error: &reqwest::Error) -> String {
    let mut text = error.to_string();
    let mut source = std::error::Error::source(error);
    while let Some(inner) = source {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        source = inner.source();
    }
    text
}

/// `retry-after-ms` (OpenAI), or `retry-after` in seconds or as an HTTP date
/// (RFC 9110: the IMF-fixdate form, `Sun, 06 Nov 1994 08:49:37 GMT`),
/// measured from `now`. A date in the past means "now". The cap
/// (`RetryPolicy::max_retry_after`) applies to every form alike.
pub(super) fn retry_after(headers: &HeaderMap, now: SystemTime) -> Option<Duration> {
    // `f64` parsing accepts "inf" and 1e400; `try_from_secs_f64` refuses
    // what no duration can hold instead of panicking.
    let seconds = |name: &str, scale: f64| {
        let value = headers.get(name)?.to_str().ok()?.trim().parse::<f64>().ok()?;
        Duration::try_from_secs_f64(value / scale).ok()
    };
    let date = || {
        let at = parse_http_date(headers.get("retry-after")?.to_str().ok()?)?;
        Some(at.duration_since(now).unwrap_or(Duration::ZERO))
    };
    seconds("retry-after-ms", 1000.0).or_else(|| seconds("retry-after", 1.0)).or_else(date)
}

/// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) as a point in time. The
/// obsolete RFC 850 and asctime forms are not accepted: no API sends them.
fn parse_http_date(text: &str) -> Option<SystemTime> {
    let mut parts = text.trim().split_ascii_whitespace();
    let _weekday = parts.next().filter(|w| w.len() == 4 && w.ends_with(','))?;
    let day: u64 = parts.next().filter(|d| d.len() == 2)?.parse().ok()?;
    const MONTHS: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let month_name = parts.next()?;
    let month = MONTHS.iter().position(|m| *m == month_name)? as u64 + 1;
    let year: u64 = parts.next().filter(|y| y.len() == 4)?.parse().ok()?;
    let mut clock = parts.next()?.split(':').map(|n| n.parse::<u64>().ok().filter(|_| n.len() == 2));
    let (hour, minute, second) = (clock.next()??, clock.next()??, clock.next()??);
    if parts.next() != Some("GMT") || parts.next().is_some() || clock.next().is_some() {
        return None;
    }
    if !(1..=31).contains(&day) || hour > 23 || minute > 59 || second > 60 || year < 1970 {
        return None;
    }
    // Days from the civil date (Howard Hinnant's `days_from_civil`).
    let (y, m) = if month <= 2 { (year - 1, month + 9) } else { (year, month - 3) };
    let era = y / 400;
    let year_of_era = y - era * 400;
    let day_of_year = (153 * m + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    let days = (era * 146_097 + day_of_era).checked_sub(719_468)?;
    let secs = days * 86_400 + hour * 3600 + minute * 60 + second;
    SystemTime::UNIX_EPOCH.checked_add(Duration::from_secs(secs))
}

/// Google sends no `Retry-After` but says it in the body:
/// `{"error":{"details":[{"@type":"…RetryInfo","retryDelay":"37s"}]}}`.
pub(super) fn retry_delay_in_body(body: &str) -> Option<Duration> {
    let value = error_object(serde_json::from_str::<Value>(body).ok()?);
    let details = value.get("error")?.get("details")?.as_array()?;
    let delay = details.iter().find_map(|d| d.get("retryDelay")?.as_str())?;
    let seconds = delay.trim().strip_suffix('s')?.parse::<f64>().ok()?;
    Duration::try_from_secs_f64(seconds).ok()
}

/// Gemini's non-SSE answers are JSON arrays, errors included: `[{"error":…}]`.
fn error_object(value: Value) -> Value {
    match value {
        Value::Array(mut items) if items.len() == 1 => items.swap_remove(0),
        other => other,
    }
}

/// The human part of an error body: `error.message` in the usual JSON shapes,
/// else the text itself, clipped.
pub fn error_message(body: &str, status: reqwest::StatusCode) -> String {
    let from_json = serde_json::from_str::<Value>(body).ok().map(error_object).and_then(|value| {
        let error = value.get("error").unwrap_or(&value);
        let message = error.get("message").or_else(|| error.get("detail")).unwrap_or(error);
        match message {
            Value::String(text) => Some(text.clone()),
            Value::Null => None,
            other => Some(other.to_string()),
        }
    });
    let message = from_json.unwrap_or_else(|| body.trim().to_owned());
    if message.is_empty() {
        return status.canonical_reason().unwrap_or("no details").to_owned();
    }
    crate::error::clip(&message, 2000)
}

#[cfg(test)]
mod tests {
    use reqwest::header::HeaderValue;

    use super::*;

    #[test]
    fn http_dates() {
        let at = |secs: u64| Some(SystemTime::UNIX_EPOCH + Duration::from_secs(secs));
        assert_eq!(parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT"), at(784_111_777));
        assert_eq!(parse_http_date("Thu, 01 Jan 1970 00:00:00 GMT"), at(0));
        assert_eq!(parse_http_date("Tue, 29 Feb 2028 23:59:59 GMT"), at(1_835_481_599));
        for bad in [
            "",
            "Sun, 06 Nov 1994 08:49:37",
            "Sunday, 06-Nov-94 08:49:37 GMT",
            "Sun, 6 Nov 1994 08:49:37 GMT",
            "Sun, 06 Foo 1994 08:49:37 GMT",
            "Sun, 06 Nov 1994 8:49:37 GMT",
            "Sun, 06 Nov 1994 08:49:37 GMT x",
        ] {
            assert_eq!(parse_http_date(bad), None, "{bad}");
        }
        let mut headers = HeaderMap::new();
        headers.insert("retry-after", HeaderValue::from_static("Sun, 06 Nov 1994 08:50:07 GMT"));
        assert_eq!(
            retry_after(&headers, at(784_111_777).unwrap_or(SystemTime::UNIX_EPOCH)),
            Some(Duration::from_secs(30))
        );
        assert_eq!(retry_after(&headers, at(784_111_900).unwrap_or(SystemTime::UNIX_EPOCH)), Some(Duration::ZERO));
    }
}
