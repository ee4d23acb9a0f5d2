//! Tool calls a model wrote as text instead of as a native call.
//!
//! Small local models, served with their stock chat template, answer a
//! request that offers tools with the call spelt out in the answer text:
//! Hermes/Qwen `<tool_call>{…}</tool_call>`, a fenced ```` ```json ```` block,
//! a bare JSON object (`name` + `arguments`/`parameters`, `{"tool", "args"}`,
//! OpenAI's `{"type":"function","function":{…}}`), Mistral's
//! `[TOOL_CALLS] [...]` or `[TOOL_CALLS]name[ARGS]{…}`, Llama's
//! `<|python_tag|>{…}`, and several of them in one answer. Without help the
//! agent prints that JSON as its answer and the file is never read.
//!
//! A `Scanner` reads the answer text as it streams and splits it into plain
//! text and recovered calls. It holds text back only from a place where a
//! call may begin (`{`, `[`, a fence, one of the markers) and releases it as
//! soon as it is clearly not one. A candidate counts as a call only when its
//! name is one of the tools offered and its input fits that tool's schema
//! (`schema::check`), so a JSON example in an explanation stays text.
//! `stream::TextCallProvider` applies it to a provider's events.

pub mod schema;
pub mod stream;

use serde_json::{Map, Value};

use crate::types::ToolDef;

/// One call recovered from text.
#[derive(Debug, Clone, PartialEq)]
pub struct TextCall {
    pub name: String,
    pub input: Value,
}

/// What the scanner makes of the text: plain text to show, or calls.
#[derive(Debug, Clone, PartialEq)]
pub enum Piece {
    Text(String),
    Calls(Vec<TextCall>),
}

const TOOL_CALL: &str = "<tool_call>";
const TOOL_CALL_END: &str = "</tool_call>";
const FENCE: &str = "```";
const MISTRAL: &str = "[TOOL_CALLS]";
const PYTHON_TAG: &str = "<|python_tag|>";
const MARKERS: [&str; 4] = [TOOL_CALL, FENCE, MISTRAL, PYTHON_TAG];
/// Tokens some servers leave at the end of a Llama call.
const END_TOKENS: [&str; 2] = ["<|eom_id|>", "<|eot_id|>"];
/// Fence languages a call is written in; other fences are code.
const CALL_FENCES: [&str; 5] = ["", "json", "tool_call", "tool_code", "json5"];
/// A candidate longer than this is text: no call is this big, and holding
/// more would stall the answer.
const MAX_HELD: usize = 64 * 1024;

/// What one candidate turned out to be.
enum Scan {
    /// More text is needed to decide.
    Incomplete,
    /// The first `n` bytes are text.
    Text(usize),
    /// The first `n` bytes are the opening line of a code fence: text, and
    /// what follows is code up to the closing fence.
    Code(usize),
    /// The first `n` bytes are these calls.
    Calls(usize, Vec<TextCall>),
}

/// Splits streamed answer text into text and recovered calls.
#[derive(Debug)]
pub struct Scanner {
    tools: Vec<ToolDef>,
    held: String,
    /// Inside a code fence of another language: nothing is a call until it closes.
    in_code: bool,
}

impl Scanner {
    pub fn new(tools: &[ToolDef]) -> Self {
        Scanner { tools: tools.to_vec(), held: String::new(), in_code: false }
    }

    /// Adds streamed text; returns what can be decided so far, in order.
    pub fn push(&mut self, text: &str) -> Vec<Piece> {
        self.held.push_str(text);
        self.settle(false)
    }

    /// The answer ended: decides everything still held.
    pub fn finish(&mut self) -> Vec<Piece> {
        self.settle(true)
    }

    /// Gives up on what is held and hands it back as text.
    pub fn release(&mut self) -> String {
        std::mem::take(&mut self.held)
    }

    fn settle(&mut self, at_end: bool) -> Vec<Piece> {
        let mut pieces = Vec::new();
        let mut text = String::new();
        let mut rest = std::mem::take(&mut self.held);
        let mut start = 0;
        loop {
            let open = &rest[start..];
            if self.in_code {
                // Code is released as it comes; only a cut-off fence waits.
                match open.find(FENCE) {
                    Some(at) => {
                        text.push_str(&open[..at + FENCE.len()]);
                        start += at + FENCE.len();
                        self.in_code = false;
                        continue;
                    }
                    None => {
                        let keep = if at_end { 0 } else { open.len() - open.trim_end_matches('`').len() };
                        text.push_str(&open[..open.len() - keep]);
                        start += open.len() - keep;
                        break;
                    }
                }
            }
            let Some(at) = next_candidate(open) else {
                text.push_str(open);
                start = rest.len();
                break;
            };
            text.push_str(&open[..at]);
            start += at;
            let candidate = &rest[start..];
            let scan = match self.scan(candidate, at_end) {
                Scan::Incomplete if candidate.len() > MAX_HELD => Scan::Text(candidate.len()),
                scan => scan,
            };
            match scan {
                Scan::Incomplete => break,
                Scan::Text(n) => {
                    text.push_str(&candidate[..n]);
                    start += n;
                }
                Scan::Code(n) => {
                    text.push_str(&candidate[..n]);
                    start += n;
                    self.in_code = true;
                }
                Scan::Calls(n, calls) => {
                    if !text.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut text)));
                    }
                    pieces.push(Piece::Calls(calls));
                    start += n;
                }
            }
        }
        if !text.is_empty() {
            pieces.push(Piece::Text(text));
        }
        rest.drain(..start);
        self.held = rest;
        pieces
    }

    fn scan(&self, candidate: &str, at_end: bool) -> Scan {
        // A marker cut off at the end of what arrived so far.
        if !at_end && MARKERS.iter().any(|m| m.len() > candidate.len() && m.starts_with(candidate)) {
            return Scan::Incomplete;
        }
        if let Some(body) = candidate.strip_prefix(TOOL_CALL) {
            return match body.find(TOOL_CALL_END) {
                Some(end) => self.whole(&body[..end], TOOL_CALL.len() + end + TOOL_CALL_END.len()),
                None if at_end => self.whole(body, candidate.len()),
                None => Scan::Incomplete,
            };
        }
        if let Some(after) = candidate.strip_prefix(FENCE) {
            let Some(line_end) = after.find('\n') else {
                return if at_end { Scan::Text(candidate.len()) } else { Scan::Incomplete };
            };
            let language = after[..line_end].trim().to_ascii_lowercase();
            let opening = FENCE.len() + line_end + 1;
            if !CALL_FENCES.contains(&language.as_str()) {
                return Scan::Code(opening);
            }
            let body = &candidate[opening..];
            return match body.find(FENCE) {
                Some(end) => match self.whole(&body[..end], opening + end + FENCE.len()) {
                    // Not a call: the fence is code after all.
                    Scan::Text(_) => Scan::Code(opening),
                    scan => scan,
                },
                None if at_end => match self.whole(body, candidate.len()) {
                    Scan::Text(_) => Scan::Code(opening),
                    scan => scan,
                },
                None => Scan::Incomplete,
            };
        }
        if let Some(after) = candidate.strip_prefix(MISTRAL) {
            return self.mistral(after, MISTRAL.len(), at_end);
        }
        if let Some(after) = candidate.strip_prefix(PYTHON_TAG) {
            let end = END_TOKENS.iter().filter_map(|t| after.find(t).map(|at| (at, at + t.len()))).min();
            return match end {
                Some((body_end, used)) => self.whole(&after[..body_end], PYTHON_TAG.len() + used),
                None if at_end => self.whole(after, candidate.len()),
                // A Llama call runs to the end of the message.
                None => Scan::Incomplete,
            };
        }
        if let Some(after) = candidate.strip_prefix('[') {
            let after = after.trim_start();
            if after.is_empty() && !at_end {
                return Scan::Incomplete;
            }
            if !after.starts_with('{') {
                return Scan::Text(1);
            }
        }
        if candidate.starts_with(['{', '[']) {
            return match json_value(candidate) {
                Json::Value(value, n) => match self.calls(&value) {
                    Some(calls) => Scan::Calls(n, calls),
                    None => Scan::Text(n),
                },
                Json::Incomplete if !at_end => Scan::Incomplete,
                Json::Incomplete | Json::Invalid => Scan::Text(1),
            };
        }
        Scan::Text(candidate.chars().next().map_or(1, char::len_utf8))
    }

    /// `body` must be nothing but calls (JSON values, `;` or blanks between):
    /// then all `used` bytes are them; otherwise they are text.
    fn whole(&self, body: &str, used: usize) -> Scan {
        let mut calls = Vec::new();
        let mut rest = body.trim_start_matches(|c: char| c.is_whitespace() || c == ';');
        while !rest.is_empty() {
            let Json::Value(value, n) = json_value(rest) else {
                return Scan::Text(used);
            };
            match self.calls(&value) {
                Some(found) => calls.extend(found),
                None => return Scan::Text(used),
            }
            rest = rest[n..].trim_start_matches(|c: char| c.is_whitespace() || c == ';');
        }
        if calls.is_empty() { Scan::Text(used) } else { Scan::Calls(used, calls) }
    }

    /// After `[TOOL_CALLS]`: a JSON list (or object) of calls, or the newer
    /// `name[ARGS]{…}` form, repeated.
    fn mistral(&self, after: &str, marker: usize, at_end: bool) -> Scan {
        let body = after.trim_start();
        let skipped = marker + after.len() - body.len();
        if body.is_empty() {
            return if at_end { Scan::Text(marker) } else { Scan::Incomplete };
        }
        if body.starts_with(['[', '{']) {
            return match json_value(body) {
                Json::Value(value, n) => match self.calls(&value) {
                    Some(calls) => Scan::Calls(skipped + n, calls),
                    None => Scan::Text(marker),
                },
                Json::Incomplete if !at_end => Scan::Incomplete,
                Json::Incomplete | Json::Invalid => Scan::Text(marker),
            };
        }
        let mut calls = Vec::new();
        let mut used = skipped;
        let mut rest = body;
        loop {
            let Some(args_at) = rest.find("[ARGS]") else {
                return if at_end || rest.len() > 200 { Scan::Text(marker) } else { Scan::Incomplete };
            };
            let name = rest[..args_at].trim().trim_start_matches(MISTRAL).trim();
            let json = &rest[args_at + "[ARGS]".len()..];
            let Json::Value(input, n) = json_value(json) else {
                return if at_end { Scan::Text(marker) } else { Scan::Incomplete };
            };
            let object = Map::from_iter([("name".to_owned(), Value::from(name)), ("arguments".to_owned(), input)]);
            match self.calls(&Value::Object(object)) {
                Some(found) => calls.extend(found),
                None => return Scan::Text(marker),
            }
            let consumed = args_at + "[ARGS]".len() + n;
            used += consumed;
            rest = &rest[consumed..];
            let next = rest.trim_start();
            if !next.starts_with(MISTRAL) {
                // Another marker may still be arriving, and one broken call
                // after it makes the whole run text: wait to see it.
                if !at_end && MISTRAL.starts_with(next) {
                    return Scan::Incomplete;
                }
                return Scan::Calls(used, calls);
            }
        }
    }

    /// The calls a JSON value spells, if every one of them is a valid call
    /// of an offered tool.
    fn calls(&self, value: &Value) -> Option<Vec<TextCall>> {
        match value {
            Value::Array(items) if !items.is_empty() => items.iter().map(|item| self.call(item)).collect(),
            Value::Object(_) => self.call(value).map(|call| vec![call]),
            _ => None,
        }
    }

    fn call(&self, value: &Value) -> Option<TextCall> {
        let object = value.as_object()?;
        // OpenAI's shape: {"type": "function", "function": {"name", "arguments"}}.
        if let Some(inner @ Value::Object(_)) = object.get("function") {
            return self.call(inner);
        }
        let name = ["name", "tool", "tool_name", "function"].iter().find_map(|k| object.get(*k)?.as_str())?;
        let input = ["arguments", "parameters", "args", "input"].iter().find_map(|k| object.get(*k));
        let input = match input {
            None | Some(Value::Null) => Value::Object(Map::new()),
            // Arguments as a JSON string, as OpenAI's wire format has them.
            Some(Value::String(text)) => serde_json::from_str::<Value>(text).ok().filter(Value::is_object)?,
            Some(other) => other.clone(),
        };
        let tool = self.tools.iter().find(|t| t.name == name)?;
        match schema::check(&tool.schema, &input) {
            Ok(()) => Some(TextCall { name: name.to_owned(), input }),
            Err(why) => {
                tracing::debug!(tool = name, why, "a call written as text does not fit its tool");
                None
            }
        }
    }
}

/// Where in `text` a call may begin: `{`, `[`, or a marker (also one cut
/// off at the end).
fn next_candidate(text: &str) -> Option<usize> {
    text.char_indices().map(|(at, _)| at).find(|&at| {
        let rest = &text[at..];
        rest.starts_with(['{', '['])
            || (rest.starts_with(['<', '`'])
                && MARKERS.iter().any(|m| rest.starts_with(m) || (m.len() > rest.len() && m.starts_with(rest))))
    })
}

enum Json {
    /// A value and the bytes it took.
    Value(Value, usize),
    /// The text so far is the beginning of a value.
    Incomplete,
    Invalid,
}

fn json_value(text: &str) -> Json {
    let mut values = serde_json::Deserializer::from_str(text).into_iter::<Value>();
    match values.next() {
        Some(Ok(value)) => Json::Value(value, values.byte_offset()),
        Some(Err(error)) if error.is_eof() => Json::Incomplete,
        Some(Err(_)) => Json::Invalid,
        None => Json::Incomplete,
    }
}

/// Everything in a complete answer text at once: the pieces in order.
pub fn recognise(text: &str, tools: &[ToolDef]) -> Vec<Piece> {
    let mut scanner = Scanner::new(tools);
    let mut pieces = scanner.push(text);
    pieces.extend(scanner.finish());
    merge_text(pieces)
}

/// Joins neighbouring pieces of a kind (the scanner may cut text anywhere,
/// and a run of calls may be decided one at a time).
pub fn merge_text(pieces: Vec<Piece>) -> Vec<Piece> {
    let mut merged: Vec<Piece> = Vec::new();
    for piece in pieces {
        match (merged.last_mut(), piece) {
            (Some(Piece::Text(acc)), Piece::Text(more)) => acc.push_str(&more),
            (Some(Piece::Calls(acc)), Piece::Calls(more)) => acc.extend(more),
            (_, piece) => merged.push(piece),
        }
    }
    merged
}

#[cfg(test)]
mod tests;
