//! `nub debug replay`: each event as one JSON line, then the error, if any.

use std::io::{self, Write};

use nub_llm::{Event, LlmError};

pub fn print(events: &[Result<Event, LlmError>]) -> io::Result<()> {
    let mut stdout = io::stdout().lock();
    for item in events {
        stdout.write_all(nub_llm::event_line(item).as_bytes())?;
        stdout.write_all(b"\n")?;
    }
    stdout.flush()
}
