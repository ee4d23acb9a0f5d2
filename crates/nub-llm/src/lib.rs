//! nub's model layer: the provider-neutral message and event model, the
//! `Provider` trait, SSE decoding, retry, the model registry and the adapters.
//!
//! Provider wire types never leave their adapter module (D-02); everything
//! above this crate speaks `Block`, `Message`, `Request` and `Event`.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod base64;
pub mod caps;
pub mod collect;
pub mod error;
pub mod estimate;
pub mod http;
pub mod openai;
pub mod provider;
pub mod registry;
pub mod sse;
pub mod stream;
pub mod types;

pub use caps::{Caps, SystemRole};
pub use error::LlmError;
pub use provider::{EventStream, Provider};
pub use types::{Block, Event, Message, Opaque, Request, Role, StopReason, ToolDef, Usage};

/// Wire formats `nub debug replay` and the tests can decode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Api {
    OpenAi,
}

impl Api {
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "openai" => Some(Api::OpenAi),
            _ => None,
        }
    }

    /// Decodes a complete recorded stream without any network.
    pub fn replay(self, bytes: &[u8]) -> Vec<Result<Event, LlmError>> {
        match self {
            Api::OpenAi => stream::decode_all(openai::ChunkParser::new("replay"), bytes),
        }
    }
}

/// One NDJSON line for a decoded item: the event itself, or the error as
/// `{"type":"error","kind":…,"message":…}`. The format of `nub debug replay`
/// and of the golden files.
pub fn event_line(item: &Result<Event, LlmError>) -> String {
    match item {
        Ok(event) => {
            serde_json::to_string(event).unwrap_or_else(|e| format!("{{\"type\":\"unprintable\",\"why\":\"{e}\"}}"))
        }
        Err(error) => {
            let fields = serde_json::json!({"kind": error.kind(), "message": error.to_string()});
            format!("{{\"type\":\"error\",{}", &fields.to_string()[1..])
        }
    }
}
