//! `read`: a text file with `cat -n` line numbers, a window of it for long
//! files, images as image blocks for models that see them; binary files and
//! directories are refused with a pointer to the right tool, and anything
//! that is not a regular file (FIFO, socket, device) before it is opened.

use std::io::{BufRead, BufReader, Read as _};
use std::path::Path;

use nub_config::own_files::{self, FileError, Opened, Scope, Special};
use serde::Deserialize;
use serde_json::{Value, json};

use super::nearby::Nearby;
use super::{SNIFF_BYTES, blocking, looks_binary};
use crate::files::{self, TextFiles};
use crate::path::{Access, display_path, resolve_path};
use crate::text::{clip, numbered};
use crate::tool::{Tool, ToolEnv, ToolResult, ToolView};
use nub_llm::{ToolDisplay, ToolKind};

use super::str_arg;

pub struct Read;

#[derive(Deserialize)]
struct Args {
    path: String,
    offset: Option<usize>,
    limit: Option<usize>,
}

pub(crate) const DEFAULT_LIMIT: usize = 2000;
/// Characters of one line shown before it is clipped.
const MAX_LINE_CHARS: usize = 2000;
/// Characters of output per call (~25k tokens); the window ends early past it.
const MAX_OUTPUT_CHARS: usize = 100_000;
/// Images larger than this are not sent (providers reject them anyway).
const MAX_IMAGE_BYTES: u64 = 5 * 1024 * 1024;

#[async_trait::async_trait]
impl Tool for Read {
    fn name(&self) -> &str {
        "read"
    }

    fn description(&self) -> &str {
        "Read a file. Lines are numbered like `cat -n`; reads up to `limit` lines (default 2000) from line `offset` (1-based). Shows images to models that can see them."
    }

    fn schema(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "path": {"type": "string"},
                "offset": {"type": "integer"},
                "limit": {"type": "integer"}
            },
            "required": ["path"],
            "additionalProperties": false
        })
    }

    fn read_only(&self) -> bool {
        true
    }

    fn display(&self, input: &Value) -> ToolDisplay {
        let mut display = ToolDisplay::file(ToolKind::Read, str_arg(input, "path"));
        display.line =
            input.get("offset").and_then(Value::as_u64).filter(|n| *n > 1).and_then(|n| u32::try_from(n).ok());
        display
    }

    async fn run(&self, input: Value, env: &ToolEnv) -> ToolResult {
        let args: Args = match crate::input::parse(self.name(), &self.schema(), input) {
            Ok(args) => args,
            Err(message) => return ToolResult::error(message),
        };
        if args.limit == Some(0) {
            return ToolResult::error("limit must be at least 1");
        }
        let path = match resolve_path(env, &args.path, Access::Read) {
            Ok(path) => path,
            Err(message) => return ToolResult::error(message),
        };
        let shown = display_path(env, &path);
        let supports_images = env.supports_images;
        let files = env.files.clone();
        let nearby = Nearby::of(env);
        let root = env.repo_root.clone();
        let result = blocking({
            let (root, path, files) = (root.clone(), path.clone(), files.clone());
            move || read(&root, &path, &shown, &args, supports_images, files.as_deref(), &nearby)
        })
        .await;
        if let Some(check) = env.syntax.clone().filter(|check| !result.is_error && check.checks(&path)) {
            // The syntax check after an edit reparses only what the edit
            // changed when the file's tree is ready: parse it now, while the
            // model reads. Nothing waits for this.
            tokio::task::spawn_blocking(move || {
                let bytes = files::read(files.as_deref(), &root, &path).ok();
                if let Some(text) = bytes.and_then(|bytes| String::from_utf8(bytes).ok()) {
                    check.prepare(&path, &text);
                }
            });
        }
        result
    }
}

fn read(
    root: &Path,
    path: &Path,
    shown: &str,
    args: &Args,
    supports_images: bool,
    files: Option<&dyn TextFiles>,
    nearby: &Nearby,
) -> ToolResult {
    // Anything but a regular file (FIFO, socket, device) is refused before
    // it is opened: opening a FIFO blocks until a writer appears, and a
    // device or socket can stream forever.
    let Opened { mut file, metadata, .. } = match own_files::open(path, Scope::Repository(root)) {
        Ok(opened) => opened,
        Err(FileError::NotFound { .. }) => {
            let advice = nearby.advice(path).unwrap_or_else(|| "find files with glob".into());
            return ToolResult::error(format!("{shown} does not exist; {advice}"));
        }
        Err(FileError::Special { kind: Special::Directory, .. }) => {
            return ToolResult::error(format!(
                "{shown} is a directory, not a file; list its files with glob (pattern \"*\", path \"{shown}\")"
            ));
        }
        Err(FileError::Special { kind, .. }) => {
            return ToolResult::error(format!("{shown} is {kind}; read only opens regular files"));
        }
        Err(e) => return ToolResult::error(format!("cannot read {shown}: {}", e.reason())),
    };
    let mut head = Vec::with_capacity(SNIFF_BYTES);
    if let Err(e) = (&mut file).take(SNIFF_BYTES as u64).read_to_end(&mut head) {
        return ToolResult::error(format!("cannot read {shown}: {e}"));
    }
    if let Some(media_type) = image_type(&head) {
        return read_image(file, head, shown, media_type, metadata.len(), supports_images);
    }
    if looks_binary(&head) {
        return ToolResult::error(format!(
            "{shown} is a binary file ({} bytes) and is not shown; inspect it with bash if needed (e.g. `file`, `xxd | head`)",
            metadata.len()
        ));
    }
    // Text: an editor that holds the file has the version the user sees.
    if files.is_some_and(|f| f.reads()) {
        return match files::read(files, root, path) {
            Ok(text) => read_text(std::io::Cursor::new(text), shown, args),
            Err(e) => ToolResult::error(format!("cannot read {shown}: {e}")),
        };
    }
    let reader = BufReader::new(std::io::Cursor::new(head).chain(file));
    read_text(reader, shown, args)
}

fn read_text(mut reader: impl BufRead, shown: &str, args: &Args) -> ToolResult {
    let first = args.offset.unwrap_or(1).max(1);
    let limit = args.limit.unwrap_or(DEFAULT_LIMIT);
    let mut out = String::new();
    let mut total = 0;
    let mut shown_lines = 0;
    let mut clipped_by_size = false;
    let mut line = Vec::new();
    loop {
        line.clear();
        match reader.read_until(b'\n', &mut line) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => return ToolResult::error(format!("cannot read {shown}: {e}")),
        }
        total += 1;
        let in_window = total >= first && shown_lines < limit && !clipped_by_size;
        if !in_window {
            continue;
        }
        if out.len() > MAX_OUTPUT_CHARS {
            clipped_by_size = true;
            continue;
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.strip_suffix('\n').unwrap_or(&text);
        let text = text.strip_suffix('\r').unwrap_or(text);
        numbered(&mut out, total, &clip(text, MAX_LINE_CHARS));
        shown_lines += 1;
    }
    if total == 0 {
        let view = ToolView::File { path: shown.to_owned(), first_line: 1, lines: 0, total_lines: 0, truncated: false };
        return ToolResult::ok(format!("{shown} is empty"), view);
    }
    if first > total {
        return ToolResult::error(format!("offset {first} is past the end of {shown}, which has {total} lines"));
    }
    let last = first + shown_lines - 1;
    let rest = total - last;
    let truncated = rest > 0;
    if truncated {
        let why = if clipped_by_size { " (output size limit)" } else { "" };
        let noun = if rest == 1 { "line" } else { "lines" };
        out.push_str(&format!("… {rest} more {noun}{why}; read on with offset={}\n", last + 1));
    }
    let view =
        ToolView::File { path: shown.to_owned(), first_line: first, lines: shown_lines, total_lines: total, truncated };
    ToolResult::ok(out, view)
}

fn read_image(
    mut file: std::fs::File,
    head: Vec<u8>,
    shown: &str,
    media_type: &str,
    bytes: u64,
    supports_images: bool,
) -> ToolResult {
    let view = ToolView::Image { path: shown.to_owned(), media_type: media_type.to_owned(), bytes: bytes as usize };
    if !supports_images {
        return ToolResult::ok(
            format!("{shown} is an image ({media_type}, {bytes} bytes); the current model cannot view images"),
            view,
        );
    }
    if bytes > MAX_IMAGE_BYTES {
        return ToolResult::error(format!(
            "{shown} is an image of {bytes} bytes, too large to send (limit {MAX_IMAGE_BYTES}); scale it down first"
        ));
    }
    // The file already open, the rest of it after the sniffed head.
    let mut data = head;
    if let Err(e) = (&mut file).take(MAX_IMAGE_BYTES + 1 - data.len() as u64).read_to_end(&mut data) {
        return ToolResult::error(format!("cannot read {shown}: {e}"));
    }
    let mut result = ToolResult::ok(format!("image {shown} ({media_type}, {bytes} bytes)"), view);
    result.images.push(nub_llm::Block::Image { media_type: media_type.to_owned(), data });
    result
}

/// The media type of an image format models accept, by magic bytes.
fn image_type(head: &[u8]) -> Option<&'static str> {
    if head.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if head.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some("image/jpeg")
    } else if head.starts_with(b"GIF87a") || head.starts_with(b"GIF89a") {
        Some("image/gif")
    } else if head.len() >= 12 && head.starts_with(b"RIFF") && &head[8..12] == b"WEBP" {
        Some("image/webp")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(text: &str, offset: Option<usize>, limit: Option<usize>) -> ToolResult {
        read_text(
            std::io::Cursor::new(text.as_bytes().to_vec()),
            "f.txt",
            &Args { path: "f.txt".into(), offset, limit },
        )
    }

    #[test]
    fn window_and_note() {
        let result = run("a\nb\r\nc\nd", Some(2), Some(2));
        assert_eq!(result.for_model, "     2\tb\n     3\tc\n… 1 more line; read on with offset=4\n");
        assert_eq!(
            result.view,
            ToolView::File { path: "f.txt".into(), first_line: 2, lines: 2, total_lines: 4, truncated: true }
        );
        assert_eq!(run("a\n", None, None).for_model, "     1\ta\n");
        assert!(run("a\n", Some(3), None).for_model.contains("past the end"));
        assert!(run("", None, None).for_model.contains("empty"));
    }

    #[test]
    fn magic_bytes() {
        assert_eq!(image_type(b"\x89PNG\r\n\x1a\nxxxx"), Some("image/png"));
        assert_eq!(image_type(b"RIFF\0\0\0\0WEBPVP8 "), Some("image/webp"));
        assert_eq!(image_type(b"GIF89a.."), Some("image/gif"));
        assert_eq!(image_type(b"hello"), None);
    }
}
