//! `--mode json`: every UiEvent as one JSON object per line in its versioned
//! envelope (`"v":1` first), flushed per event. The format is documented in
//! docs/json-events.md.

use std::io::{self, Write};

use nub_agent::{Envelope, UiEvent};

use crate::ui::Render;

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
    Ok(serde_json::to_string(&Envelope::new(event))?)
}
