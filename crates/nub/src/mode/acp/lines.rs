//! The editor's messages as lines of text, each at most `MAX_LINE_BYTES`:
//! a client (or whatever writes to nub's stdin) that sends a 100 MB line
//! or bytes that are not UTF-8 gets a JSON-RPC error for that message and
//! the connection goes on — the line is never buffered whole, nor echoed.
//!
//! A line that cannot be a message is replaced by a short note that is no
//! JSON: the protocol library answers it with a parse error (`-32700`)
//! whose data carries the note instead of the megabytes.

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

/// One message: room for a prompt with a few images (5 MiB each, base64).
pub const MAX_LINE_BYTES: usize = 16 << 20;

/// Reads the next line (without its newline); `None` at the end of input.
pub async fn next_line(reader: &mut (impl AsyncBufRead + Unpin)) -> std::io::Result<Option<String>> {
    let mut line = Vec::new();
    let mut dropped = 0usize;
    loop {
        let available = reader.fill_buf().await?;
        if available.is_empty() {
            if line.is_empty() && dropped == 0 {
                return Ok(None);
            }
            break;
        }
        let (chunk, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (&available[..at], Some(at + 1)),
            None => (available, None),
        };
        if dropped == 0 && line.len() + chunk.len() <= MAX_LINE_BYTES {
            line.extend_from_slice(chunk);
        } else {
            // Past the limit: counted, not kept.
            dropped += line.len() + chunk.len();
            line.clear();
        }
        let used = ended.unwrap_or(available.len());
        reader.consume(used);
        if ended.is_some() {
            break;
        }
    }
    if dropped > 0 {
        tracing::warn!(bytes = dropped, "acp: a message over the size limit was dropped");
        return Ok(Some(format!(
            "nub dropped a message of {dropped} bytes: one message may be at most {} MiB",
            MAX_LINE_BYTES >> 20
        )));
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(Some(String::from_utf8(line).unwrap_or_else(|error| {
        tracing::warn!(at = error.utf8_error().valid_up_to(), "acp: a message that is not UTF-8 was dropped");
        format!("nub dropped a message that is not UTF-8 (invalid byte at {})", error.utf8_error().valid_up_to())
    })))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn lines_past_the_limit_or_not_utf8_become_a_short_note() {
        let mut input = Vec::new();
        input.extend_from_slice(b"{\"a\":1}\r\n");
        input.extend(std::iter::repeat_n(b'x', MAX_LINE_BYTES + 10));
        input.extend_from_slice(b"\n\xff\xfe{}\n{\"b\":2}");
        let mut reader = tokio::io::BufReader::new(&input[..]);
        assert_eq!(next_line(&mut reader).await.unwrap().unwrap(), "{\"a\":1}");
        let long = next_line(&mut reader).await.unwrap().unwrap();
        assert!(long.starts_with("nub dropped a message of 16777226 bytes"), "{long}");
        let binary = next_line(&mut reader).await.unwrap().unwrap();
        assert!(binary.contains("not UTF-8"), "{binary}");
        assert_eq!(next_line(&mut reader).await.unwrap().unwrap(), "{\"b\":2}");
        assert_eq!(next_line(&mut reader).await.unwrap(), None);
    }
}
