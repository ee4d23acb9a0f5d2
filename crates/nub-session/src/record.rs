//! The JSONL record format of a session file. Every line is one record and
//! starts with `"v"`, the format version; a version newer than this build
//! understands is an error, never a half-parse.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::id::{NodeId, SessionId};
use crate::tree::Node;

pub const FORMAT_VERSION: u64 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Header {
    pub id: SessionId,
    pub created_at: String,
    /// The working directory nub was started in.
    pub cwd: String,
    pub nub_version: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Record {
    Session(Header),
    Node(Node),
    /// The head moved to an earlier node (a rewind); appends move it implicitly.
    Head {
        head: NodeId,
    },
    Label {
        node: NodeId,
        label: Option<String>,
    },
    Bookmark {
        node: NodeId,
        bookmark: bool,
    },
    /// A short name for the session (made by a small side request after the
    /// first answer); the last one wins.
    Title {
        title: String,
    },
}

#[derive(Debug, PartialEq)]
pub enum Decoded {
    Record(Box<Record>),
    /// Valid JSON of a newer format: the caller must refuse the file.
    NewerVersion(u64),
    Invalid(String),
}

/// One line of JSON, without the newline.
pub fn encode(record: &Record) -> Result<String, serde_json::Error> {
    let body = serde_json::to_string(record)?;
    // `body` is an object: `{"type":…`. The version goes first, so a reader
    // can check it before anything else.
    Ok(format!("{{\"v\":{FORMAT_VERSION},{}", &body[1..]))
}

pub fn decode(line: &str) -> Decoded {
    // Fast path for what nub writes: a node line is parsed once, straight
    // into its type (the extra "v" and "type" keys are ignored).
    if line.starts_with("{\"v\":1,\"type\":\"node\",") {
        return match serde_json::from_str::<Node>(line) {
            Ok(node) => Decoded::Record(Box::new(Record::Node(node))),
            Err(error) => Decoded::Invalid(error.to_string()),
        };
    }
    let value: Value = match serde_json::from_str(line) {
        Ok(value) => value,
        Err(error) => return Decoded::Invalid(error.to_string()),
    };
    match value.get("v").and_then(Value::as_u64) {
        Some(FORMAT_VERSION) => {}
        Some(newer) if newer > FORMAT_VERSION => return Decoded::NewerVersion(newer),
        Some(other) => return Decoded::Invalid(format!("unknown format version {other}")),
        None => return Decoded::Invalid("no \"v\" field".into()),
    }
    match serde_json::from_value::<Record>(value) {
        Ok(record) => Decoded::Record(Box::new(record)),
        Err(error) => Decoded::Invalid(error.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use nub_llm::Message;

    use super::*;

    #[test]
    fn encoded_lines_start_with_the_version_and_decode_back() {
        let node = Node::message(None, Message::user("hi"));
        let records = [
            Record::Session(Header {
                id: SessionId::generate(),
                created_at: "t".into(),
                cwd: "/w".into(),
                nub_version: "0".into(),
            }),
            Record::Node(node.clone()),
            Record::Head { head: node.id.clone() },
            Record::Label { node: node.id.clone(), label: Some("start".into()) },
            Record::Bookmark { node: node.id.clone(), bookmark: true },
        ];
        for record in records {
            let line = encode(&record).unwrap();
            assert!(line.starts_with("{\"v\":1,\"type\":"), "{line}");
            assert_eq!(decode(&line), Decoded::Record(Box::new(record)));
        }
    }

    #[test]
    fn newer_versions_and_garbage_are_told_apart() {
        assert_eq!(decode(r#"{"v":2,"type":"node","whatever":true}"#), Decoded::NewerVersion(2));
        assert!(matches!(decode(r#"{"v":1,"type":"node","id":"#), Decoded::Invalid(_)));
        assert!(matches!(decode("garbage"), Decoded::Invalid(_)));
        assert!(matches!(decode(r#"{"type":"head","head":"x"}"#), Decoded::Invalid(m) if m.contains("\"v\"")));
    }
}
