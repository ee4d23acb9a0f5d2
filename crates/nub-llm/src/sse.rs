//! A server-sent-events decoder following the WHATWG event-stream rules.
//!
//! It is fed raw bytes in whatever pieces the network delivers: lines may end
//! in CR, LF or CRLF (and a CRLF may be split between two pieces), a UTF-8
//! sequence may be split anywhere, and a leading byte-order mark is dropped.
//! Lines are only split at CR and LF, which never occur inside a multi-byte
//! UTF-8 sequence, so decoding text per complete line is always correct.

/// One dispatched event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SseEvent {
    /// The `event:` field; empty means the default type `message`.
    pub event: String,
    /// All `data:` lines of the event joined with `\n`.
    pub data: String,
    /// The last event id seen so far in the stream (it persists across events).
    pub id: Option<String>,
    /// A `retry:` reconnection time in milliseconds, when this event set one.
    pub retry: Option<u64>,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

#[derive(Debug, Default)]
pub struct SseDecoder {
    pending: Vec<u8>,
    /// The previous piece ended in CR: a leading LF of the next piece belongs to it.
    skip_lf: bool,
    /// Whether the start of the stream was checked for a byte-order mark.
    start_checked: bool,
    data: String,
    has_data: bool,
    event: String,
    last_id: Option<String>,
    retry: Option<u64>,
}

impl SseDecoder {
    pub fn new() -> Self {
        Self::default()
    }

    /// Decodes `bytes`, appending every event completed by them to `out`.
    pub fn feed(&mut self, mut bytes: &[u8], out: &mut Vec<SseEvent>) {
        if !self.start_checked {
            self.pending.extend_from_slice(bytes);
            if self.pending.len() < BOM.len() && BOM.starts_with(&self.pending) {
                return; // could still become a BOM
            }
            self.start_checked = true;
            if self.pending.starts_with(BOM) {
                self.pending.drain(..BOM.len());
            }
            let buffered = std::mem::take(&mut self.pending);
            self.feed(&buffered, out);
            return;
        }
        if bytes.is_empty() {
            return; // an empty piece must not end a pending CR's wait for LF
        }
        if self.skip_lf {
            self.skip_lf = false;
            if let Some(rest) = bytes.strip_prefix(b"\n") {
                bytes = rest;
            }
        }
        while let Some(end) = bytes.iter().position(|&b| b == b'\n' || b == b'\r') {
            let line = &bytes[..end];
            if self.pending.is_empty() {
                self.process_line(line, out);
            } else {
                self.pending.extend_from_slice(line);
                let joined = std::mem::take(&mut self.pending);
                self.process_line(&joined, out);
            }
            let is_cr = bytes[end] == b'\r';
            bytes = &bytes[end + 1..];
            if is_cr {
                match bytes.first() {
                    Some(b'\n') => bytes = &bytes[1..],
                    Some(_) => {}
                    None => self.skip_lf = true,
                }
            }
        }
        self.pending.extend_from_slice(bytes);
    }

    /// Bytes held for an event not yet complete: an unterminated line and
    /// the data of an undispatched event. A server that never ends a line
    /// makes this grow; the caller bounds it.
    pub fn buffered(&self) -> usize {
        self.pending.len() + self.data.len()
    }

    /// Ends the stream. Lenient where the specification discards: an
    /// unterminated last line is still processed and pending data is
    /// dispatched, because real servers close without the final blank line.
    pub fn finish(&mut self, out: &mut Vec<SseEvent>) {
        if !self.start_checked {
            self.start_checked = true;
        }
        if !self.pending.is_empty() {
            let line = std::mem::take(&mut self.pending);
            self.process_line(&line, out);
        }
        self.dispatch(out);
    }

    fn process_line(&mut self, line: &[u8], out: &mut Vec<SseEvent>) {
        if line.is_empty() {
            self.dispatch(out);
            return;
        }
        if line[0] == b':' {
            return; // a comment, often a keep-alive
        }
        let (field, value) = match line.iter().position(|&b| b == b':') {
            Some(colon) => {
                let value = &line[colon + 1..];
                (&line[..colon], value.strip_prefix(b" ").unwrap_or(value))
            }
            None => (line, &b""[..]),
        };
        match field {
            b"data" => {
                if self.has_data {
                    self.data.push('\n');
                }
                self.has_data = true;
                self.data.push_str(&String::from_utf8_lossy(value));
            }
            b"event" => self.event = String::from_utf8_lossy(value).into_owned(),
            b"id" if !value.contains(&0) => {
                self.last_id = Some(String::from_utf8_lossy(value).into_owned());
            }
            b"retry" if !value.is_empty() && value.iter().all(u8::is_ascii_digit) => {
                self.retry = std::str::from_utf8(value).ok().and_then(|v| v.parse().ok());
            }
            _ => {} // unknown fields are ignored by the specification
        }
    }

    fn dispatch(&mut self, out: &mut Vec<SseEvent>) {
        let event = std::mem::take(&mut self.event);
        let retry = self.retry.take();
        if !self.has_data {
            return;
        }
        self.has_data = false;
        out.push(SseEvent { event, data: std::mem::take(&mut self.data), id: self.last_id.clone(), retry });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode_pieces(pieces: &[&[u8]]) -> Vec<SseEvent> {
        let mut decoder = SseDecoder::new();
        let mut out = Vec::new();
        for piece in pieces {
            decoder.feed(piece, &mut out);
        }
        decoder.finish(&mut out);
        out
    }

    fn data_of(events: &[SseEvent]) -> Vec<&str> {
        events.iter().map(|e| e.data.as_str()).collect()
    }

    #[test]
    fn joins_multi_line_data_and_reads_fields() {
        let events = decode_pieces(&[b"event: add\nid: 7\nretry: 1500\ndata: a\ndata:b\ndata\n\n"]);
        assert_eq!(
            events,
            vec![SseEvent { event: "add".into(), data: "a\nb\n".into(), id: Some("7".into()), retry: Some(1500) }]
        );
    }

    #[test]
    fn every_line_ending_style_is_one_line_break() {
        for stream in [&b"data: x\n\ndata: y\n\n"[..], b"data: x\r\rdata: y\r\r", b"data: x\r\n\r\ndata: y\r\n\r\n"] {
            assert_eq!(data_of(&decode_pieces(&[stream])), ["x", "y"]);
        }
    }

    #[test]
    fn crlf_split_between_pieces_is_not_two_breaks() {
        let events = decode_pieces(&[b"data: x\r", b"", b"\ndata: y\r", b"\n\r", b"", b"\n"]);
        assert_eq!(data_of(&events), ["x\ny"]);
    }

    #[test]
    fn comments_empty_events_and_unknown_fields_are_skipped() {
        let events = decode_pieces(&[b": keep-alive\n\nevent: ping\n\nfoo: bar\ndata: z\n\n"]);
        assert_eq!(data_of(&events), ["z"]);
        assert_eq!(events[0].event, "", "event type resets after an event without data");
    }

    #[test]
    fn bom_is_stripped_even_when_split() {
        let events = decode_pieces(&[b"\xEF", b"\xBB", b"\xBFdata: a\n\n"]);
        assert_eq!(data_of(&events), ["a"]);
        // A BOM later in the stream is content, not a marker.
        let events = decode_pieces(&[b"data: a\n\n\xEF\xBB\xBFdata: b\n\n"]);
        assert_eq!(data_of(&events), ["a"]);
    }

    #[test]
    fn utf8_split_inside_a_character() {
        let text = "data: grüße 👋\n\n".as_bytes();
        for cut in 0..text.len() {
            let events = decode_pieces(&[&text[..cut], &text[cut..]]);
            assert_eq!(data_of(&events), ["grüße 👋"], "cut at {cut}");
        }
    }

    #[test]
    fn unterminated_tail_is_dispatched_at_finish() {
        assert_eq!(data_of(&decode_pieces(&[b"data: a\n\ndata: [DONE]"])), ["a", "[DONE]"]);
    }

    #[test]
    fn id_persists_and_ignores_nul() {
        let events = decode_pieces(&[b"id: 1\ndata: a\n\nid: x\0y\ndata: b\n\n"]);
        assert_eq!(events[1].id.as_deref(), Some("1"));
    }
}
