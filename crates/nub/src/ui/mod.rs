//! The only place in nub that prints. Everything below the UI reports
//! through values and events. Writing never panics: a closed stdout or
//! stderr (`nub … | head`) is an `io::Error` the caller decides about.

use std::io::{self, Write};

use nub_agent::UiEvent;

pub mod json;
pub mod plain;
pub mod replay;
pub mod sessions;

/// One way of showing the events of a run (text, JSON lines).
pub trait Render {
    fn event(&mut self, event: &UiEvent) -> io::Result<()>;
}

/// Writes a whole document (a report, an export) to stdout.
pub fn write_out(text: &str) -> io::Result<()> {
    let mut stdout = io::stdout().lock();
    stdout.write_all(text.as_bytes())?;
    stdout.flush()
}

/// A report on stdout; a reader that went away (`nub sessions | head -1`)
/// is not an error.
pub fn report(text: &str) -> io::Result<()> {
    match write_out(&nub_llm::terminal::sanitize(text)) {
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// `nub: message` on stderr. A closed stderr loses the line, nothing else.
pub fn error(message: &str) {
    err_line(&format!("nub: {message}"));
}

/// One line on stderr, ignoring a closed stderr. Tool output, file names and
/// server messages pass through here: control sequences are removed.
pub fn err_line(line: &str) {
    let mut stderr = io::stderr().lock();
    let line = nub_llm::terminal::sanitize(line);
    let _ = stderr.write_all(line.as_bytes()).and_then(|()| stderr.write_all(b"\n"));
}
