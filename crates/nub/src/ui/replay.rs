//! `nub debug replay`: each event as one JSON line, then the error, if any.

use std::io::{self, Write};

use nub_llm::{Event, LlmError};

pub fn print(events: &[Result<Event, LlmError>]) -> io::Result<()> {
    let mut stdout = io::stdout().lock();
    for item in events {
        let line = match item {
            Ok(event) => serde_json::to_string(event)?,
            Err(error) => {
                serde_json::json!({"type": "error", "kind": error.kind(), "message": error.to_string()}).to_string()
            }
        };
        stdout.write_all(line.as_bytes())?;
        stdout.write_all(b"\n")?;
    }
    stdout.flush()
}
