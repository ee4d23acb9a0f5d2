//! Print mode: the answer's text to stdout as it streams, everything else
//! (retries, errors) as short lines on stderr.

use std::io::{self, Write};

use nub_llm::{Block, Event, StopReason};

#[derive(Default)]
pub struct PlainPrinter {
    text_blocks: Vec<usize>,
    wrote_text: bool,
    ends_with_newline: bool,
}

impl PlainPrinter {
    pub fn on_event(&mut self, event: &Event) -> io::Result<()> {
        match event {
            Event::BlockStart { index, block: Block::Text { .. } } => self.text_blocks.push(*index),
            Event::BlockDelta { index, text, .. } if self.text_blocks.contains(index) && !text.is_empty() => {
                let mut stdout = io::stdout().lock();
                stdout.write_all(text.as_bytes())?;
                stdout.flush()?;
                self.wrote_text = true;
                self.ends_with_newline = text.ends_with('\n');
            }
            Event::Retry { attempt, delay_ms, reason } => {
                eprintln!("nub: {reason}; retrying in {:.1} s (attempt {})", *delay_ms as f64 / 1000.0, attempt + 1);
            }
            Event::Done { stop: StopReason::MaxTokens, .. } => {
                self.finish()?;
                eprintln!("nub: the answer was cut off at the output token limit");
            }
            Event::Done { stop: StopReason::ContentFilter, .. } => {
                self.finish()?;
                eprintln!("nub: the provider's content filter stopped the answer");
            }
            Event::BlockStart { .. }
            | Event::BlockDelta { .. }
            | Event::BlockMeta { .. }
            | Event::BlockStop { .. }
            | Event::Done { .. } => {}
        }
        Ok(())
    }

    /// Ends the output on a line of its own, so a shell prompt does not stick to it.
    pub fn finish(&mut self) -> io::Result<()> {
        if self.wrote_text && !self.ends_with_newline {
            self.ends_with_newline = true;
            let mut stdout = io::stdout().lock();
            stdout.write_all(b"\n")?;
            stdout.flush()?;
        }
        Ok(())
    }
}

pub fn error(message: &str) {
    eprintln!("nub: {message}");
}

pub fn line(text: &str) {
    println!("{text}");
}

/// Writes a whole document (an export) to stdout.
pub fn write_out(text: &str) -> io::Result<()> {
    let mut stdout = io::stdout().lock();
    stdout.write_all(text.as_bytes())?;
    stdout.flush()
}
