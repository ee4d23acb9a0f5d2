//! `--mode json`: every UiEvent as one JSON object per line, `"v":1` first,
//! flushed per event. The format is documented in docs/json-events.md.

use std::io::{self, Write};

use nub_agent::UiEvent;

use crate::print_mode::Render;

/// The version of the JSON event format.
pub const FORMAT_VERSION: u32 = 1;

pub struct JsonPrinter;

impl Render for JsonPrinter {
    fn event(&mut self, event: &UiEvent) -> io::Result<()> {
        let line = encode(event)?;
        let mut stdout = io::stdout().lock();
        stdout.write_all(line.as_bytes())?;
        stdout.write_all(b"\n")?;
        stdout.flush()
    }
}

pub fn encode(event: &UiEvent) -> io::Result<String> {
    let body = serde_json::to_string(event)?;
    // `body` is an object; the version goes first so readers can check it.
    Ok(format!("{{\"v\":{FORMAT_VERSION},{}", &body[1..]))
}
