//! An instant OpenAI-compatible server for benchmarks and manual trials:
//! `nub-fake-llm PORT`. A prompt saying `read hello.txt` gets a `read` call
//! for `hello.txt`, one saying `run ls` a `bash` call running `ls` (when
//! tools are offered); every other request — and every request carrying
//! tool results — gets a short text answer. It answers at once, so what a
//! benchmark measures is nub. `nub-fake-llm PORT --text-bytes N` answers
//! every request with N bytes of markdown text instead, in deltas of about
//! 100 bytes (the TUI's streaming benchmark).
#![deny(clippy::print_stdout, clippy::print_stderr)]

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

const TEXT: &str = "data: {\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"Hi there\"}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":12,\"completion_tokens\":2}}\n\n\
data: [DONE]\n\n";

const TOOL: &str = "data: {\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"tool_calls\":[{\"index\":0,\"id\":\"call_1\",\"type\":\"function\",\"function\":{\"name\":\"read\",\"arguments\":\"{\\\"path\\\":\\\"hello.txt\\\"}\"}}]}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\n\
data: [DONE]\n\n";

const BASH: &str = "data: {\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"tool_calls\":[{\"index\":0,\"id\":\"call_1\",\"type\":\"function\",\"function\":{\"name\":\"bash\",\"arguments\":\"{\\\"command\\\":\\\"ls\\\"}\"}}]}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\n\
data: [DONE]\n\n";

#[tokio::main(flavor = "current_thread")]
#[allow(clippy::print_stderr)] // a command-line tool: its one line of output says where it listens
async fn main() -> std::io::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let port: u16 = args.get(1).and_then(|p| p.parse().ok()).unwrap_or(8099);
    let long: Option<&'static str> = args
        .iter()
        .position(|a| a == "--text-bytes")
        .and_then(|at| args.get(at + 1))
        .and_then(|n| n.parse().ok())
        .map(|bytes| &*Box::leak(long_answer(bytes).into_boxed_str()));
    let listener = TcpListener::bind(("127.0.0.1", port)).await?;
    eprintln!("nub-fake-llm on http://127.0.0.1:{port}/v1");
    loop {
        let (mut socket, _) = listener.accept().await?;
        tokio::spawn(async move {
            let mut buffer = Vec::new();
            let mut chunk = [0u8; 16384];
            // Read headers and the body announced by content-length.
            loop {
                let Ok(read) = socket.read(&mut chunk).await else { return };
                if read == 0 {
                    return;
                }
                buffer.extend_from_slice(&chunk[..read]);
                let text = String::from_utf8_lossy(&buffer);
                if let Some(end) = text.find("\r\n\r\n") {
                    let length = text[..end]
                        .lines()
                        .find_map(|l| {
                            l.to_ascii_lowercase()
                                .strip_prefix("content-length:")
                                .map(|v| v.trim().parse::<usize>().unwrap_or(0))
                        })
                        .unwrap_or(0);
                    if buffer.len() >= end + 4 + length {
                        break;
                    }
                }
            }
            let body = String::from_utf8_lossy(&buffer);
            let answer = match long {
                Some(answer) => answer,
                None if body.contains("\"role\":\"tool\"") || !body.contains("\"tools\"") => TEXT,
                None if body.contains("run ls") => BASH,
                None if body.contains("read hello.txt") => TOOL,
                None => TEXT,
            };
            let head = format!(
                "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                answer.len()
            );
            let _ = socket.write_all(head.as_bytes()).await;
            let _ = socket.write_all(answer.as_bytes()).await;
            let _ = socket.shutdown().await;
        });
    }
}

/// An SSE stream of `bytes` bytes of text: numbered sentences, a paragraph
/// break every few, in deltas of about 100 bytes, ending with "The end."
fn long_answer(bytes: usize) -> String {
    let mut text = String::new();
    let mut n = 0;
    while text.len() < bytes {
        n += 1;
        text.push_str(&format!("Sentence {n} of a long streamed answer, with *some* `markup`. "));
        if n % 6 == 0 {
            text.push_str("\n\n");
        }
    }
    text.push_str("\n\nThe end.");
    let mut sse = String::new();
    let mut rest = text.as_str();
    while !rest.is_empty() {
        let mut cut = rest.len().min(100);
        while !rest.is_char_boundary(cut) {
            cut += 1;
        }
        // The text has no quotes or backslashes; newlines are all it escapes.
        let content = rest[..cut].replace('\n', "\\n");
        sse.push_str(&format!("data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"content\":\"{content}\"}}}}]}}\n\n"));
        rest = &rest[cut..];
    }
    sse.push_str(TEXT_END);
    sse
}

const TEXT_END: &str = "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":12,\"completion_tokens\":2}}\n\n\
data: [DONE]\n\n";
