//! A scripted HTTP/1.1 server on 127.0.0.1 for tests: it answers requests in
//! order from a list of replies and records every request it received, so a
//! test can assert both on what nub did and on what nub sent.
//!
//! Hand-written on tokio (STACK.md allows it) because the tests need things
//! a mock library makes awkward: a stream cut after N chunks, a server that
//! hangs, delays between chunks.
#![deny(clippy::print_stdout, clippy::print_stderr)]

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

#[derive(Debug, Clone)]
pub struct RecordedRequest {
    pub method: String,
    pub path: String,
    /// Header names lower-cased.
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl RecordedRequest {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

#[derive(Debug, Clone)]
pub enum Reply {
    /// A `text/event-stream` body sent in the given pieces (chunked encoding).
    Stream {
        pieces: Vec<Vec<u8>>,
        /// Pause before each piece after the first.
        delay: Duration,
        /// Drop the connection after this many pieces, without ending the body.
        cut_after: Option<usize>,
        /// After the last piece, keep the connection open and silent.
        then_hang: bool,
    },
    /// A complete response with this status, extra headers and body.
    Status { status: u16, headers: Vec<(String, String)>, body: String },
    /// An event stream repeating this piece until the client goes away: a
    /// runaway or hostile server.
    Endless { piece: Vec<u8> },
    /// Read the request, then answer nothing until the client gives up.
    Hang,
    /// Close the connection right after reading the request.
    Close,
}

impl Reply {
    /// An event stream with each SSE event (`data: …\n\n`) as its own piece.
    pub fn sse(text: &str) -> Reply {
        let pieces = text.split_inclusive("\n\n").map(|piece| piece.as_bytes().to_vec()).collect();
        Reply::Stream { pieces, delay: Duration::ZERO, cut_after: None, then_hang: false }
    }

    pub fn status(status: u16, body: &str) -> Reply {
        Reply::Status { status, headers: Vec::new(), body: body.to_owned() }
    }

    pub fn with_header(mut self, name: &str, value: &str) -> Reply {
        if let Reply::Status { headers, .. } = &mut self {
            headers.push((name.to_owned(), value.to_owned()));
        }
        self
    }

    pub fn cut_after(mut self, pieces: usize) -> Reply {
        if let Reply::Stream { cut_after, .. } = &mut self {
            *cut_after = Some(pieces);
        }
        self
    }

    pub fn then_hang(mut self) -> Reply {
        if let Reply::Stream { then_hang, .. } = &mut self {
            *then_hang = true;
        }
        self
    }

    pub fn with_delay(mut self, pause: Duration) -> Reply {
        if let Reply::Stream { delay, .. } = &mut self {
            *delay = pause;
        }
        self
    }
}

/// Words of the system prompt of nub's session-title request (kept in step
/// with `nub-agent/src/title.rs`).
pub const TITLE_REQUEST_MARK: &str = "You name coding sessions";

#[derive(Default)]
struct Script {
    replies: VecDeque<Reply>,
    requests: Vec<RecordedRequest>,
    /// Session-title requests, answered outside the script.
    title_requests: usize,
    /// Answer window probes (`/props`, `/api/show`) with 404 and model-list
    /// requests with `model_list` outside the script.
    skip_probes: bool,
    /// The body of a model list (`GET …/models`, `/api/tags`); `None`: 404.
    model_list: Option<String>,
    /// Model-list requests (they are not in `requests`).
    list_requests: Vec<RecordedRequest>,
}

pub struct TestServer {
    addr: SocketAddr,
    script: Arc<Mutex<Script>>,
    task: tokio::task::JoinHandle<()>,
}

impl TestServer {
    /// Starts serving `replies` in order; past the end every request gets a
    /// 500. Window probes are answered 404, model-list requests with
    /// `serve_model_list`'s body (404 without one), outside the script.
    pub async fn start(replies: Vec<Reply>) -> std::io::Result<TestServer> {
        TestServer::listen(replies, true).await
    }

    /// Like `start`, but window probes and model-list requests get scripted
    /// replies too (for testing them).
    pub async fn start_with_probes(replies: Vec<Reply>) -> std::io::Result<TestServer> {
        TestServer::listen(replies, false).await
    }

    async fn listen(replies: Vec<Reply>, skip_probes: bool) -> std::io::Result<TestServer> {
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let addr = listener.local_addr()?;
        let script = Arc::new(Mutex::new(Script {
            replies: replies.into(),
            requests: Vec::new(),
            title_requests: 0,
            skip_probes,
            model_list: None,
            list_requests: Vec::new(),
        }));
        let shared = Arc::clone(&script);
        let task = tokio::spawn(async move {
            while let Ok((socket, _)) = listener.accept().await {
                let script = Arc::clone(&shared);
                tokio::spawn(async move {
                    // A client that went away is no concern of the server's.
                    let _ = serve(socket, script).await;
                });
            }
        });
        Ok(TestServer { addr, script, task })
    }

    /// The base URL as nub expects it: `http://127.0.0.1:PORT/v1`.
    pub fn base_url(&self) -> String {
        format!("http://{}/v1", self.addr)
    }

    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.script.lock().map(|s| s.requests.clone()).unwrap_or_default()
    }

    /// From now on a model-list request gets this body (200, JSON).
    pub fn serve_model_list(&self, body: &str) {
        if let Ok(mut script) = self.script.lock() {
            script.model_list = Some(body.to_owned());
        }
    }

    /// The model-list requests that came (they are not in `requests`).
    pub fn list_requests(&self) -> Vec<RecordedRequest> {
        self.script.lock().map(|s| s.list_requests.clone()).unwrap_or_default()
    }

    /// How many session-title requests came (they are not in `requests`).
    pub fn title_requests(&self) -> usize {
        self.script.lock().map(|s| s.title_requests).unwrap_or_default()
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

async fn serve(mut socket: TcpStream, script: Arc<Mutex<Script>>) -> std::io::Result<()> {
    let Some(request) = read_request(&mut socket).await? else {
        return Ok(());
    };
    // nub asks a local server for its context window at start (llama.cpp
    // `/props`, Ollama `/api/show`): this server does not say, and the
    // question neither uses a scripted reply nor counts as a request.
    let skip_probes = script.lock().map_err(|_| std::io::Error::other("script lock poisoned"))?.skip_probes;
    // nub's side request naming a new session gets a title outside the script.
    if skip_probes && request.body.contains(TITLE_REQUEST_MARK) {
        if let Ok(mut script) = script.lock() {
            script.title_requests += 1;
        }
        let reply = Reply::sse(
            "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"A test session\"}}]}\n\n\
             data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n",
        );
        if let Reply::Stream { pieces, .. } = reply {
            let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nconnection: close\r\n\r\n";
            socket.write_all(head.as_bytes()).await?;
            for piece in pieces {
                socket.write_all(&piece).await?;
            }
        }
        return socket.shutdown().await;
    }
    if skip_probes && (request.path.ends_with("/props") || request.path.ends_with("/api/show")) {
        let body = "{\"error\":\"not found\"}";
        let head = format!(
            "HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
            body.len()
        );
        socket.write_all(head.as_bytes()).await?;
        socket.write_all(body.as_bytes()).await?;
        return socket.shutdown().await;
    }
    let path = request.path.split('?').next().unwrap_or_default();
    if skip_probes && request.method == "GET" && (path.ends_with("/models") || path.ends_with("/api/tags")) {
        let list = {
            let mut script = script.lock().map_err(|_| std::io::Error::other("script lock poisoned"))?;
            script.list_requests.push(request);
            script.model_list.clone()
        };
        let (status, body) = match list {
            Some(body) => ("200 OK", body),
            None => ("404 Not Found", "{\"error\":\"not found\"}".to_owned()),
        };
        let head = format!(
            "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
            body.len()
        );
        socket.write_all(head.as_bytes()).await?;
        socket.write_all(body.as_bytes()).await?;
        return socket.shutdown().await;
    }
    let reply = {
        let mut script = script.lock().map_err(|_| std::io::Error::other("script lock poisoned"))?;
        script.requests.push(request);
        script.replies.pop_front()
    };
    let reply = reply
        .unwrap_or_else(|| Reply::status(500, "{\"error\":{\"message\":\"test server: no more scripted replies\"}}"));
    match reply {
        Reply::Status { status, headers, body } => {
            let mut head = format!(
                "HTTP/1.1 {status} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n",
                reason(status),
                body.len()
            );
            for (name, value) in headers {
                head.push_str(&format!("{name}: {value}\r\n"));
            }
            head.push_str("\r\n");
            socket.write_all(head.as_bytes()).await?;
            socket.write_all(body.as_bytes()).await?;
        }
        Reply::Stream { pieces, delay, cut_after, then_hang } => {
            let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n";
            socket.write_all(head.as_bytes()).await?;
            socket.flush().await?;
            for (sent, piece) in pieces.iter().enumerate() {
                if cut_after == Some(sent) {
                    return Ok(()); // dropping the socket mid-body
                }
                if sent > 0 && !delay.is_zero() {
                    tokio::time::sleep(delay).await;
                }
                if piece.is_empty() {
                    continue; // an empty chunk would end the body
                }
                socket.write_all(format!("{:x}\r\n", piece.len()).as_bytes()).await?;
                socket.write_all(piece).await?;
                socket.write_all(b"\r\n").await?;
                socket.flush().await?;
            }
            if then_hang {
                let mut sink = [0u8; 64];
                while socket.read(&mut sink).await? > 0 {}
                return Ok(());
            }
            socket.write_all(b"0\r\n\r\n").await?;
        }
        Reply::Endless { piece } => {
            if piece.is_empty() {
                return Err(std::io::Error::other("an endless reply needs a non-empty piece"));
            }
            let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n";
            socket.write_all(head.as_bytes()).await?;
            let mut chunk = format!("{:x}\r\n", piece.len()).into_bytes();
            chunk.extend_from_slice(&piece);
            chunk.extend_from_slice(b"\r\n");
            // Ends with an error when the client closes the connection.
            loop {
                socket.write_all(&chunk).await?;
            }
        }
        Reply::Hang => {
            let mut sink = [0u8; 64];
            // Returns when the client closes the connection.
            while socket.read(&mut sink).await? > 0 {}
        }
        Reply::Close => {}
    }
    socket.shutdown().await
}

async fn read_request(socket: &mut TcpStream) -> std::io::Result<Option<RecordedRequest>> {
    let mut buffer = Vec::new();
    let mut chunk = [0u8; 8192];
    let header_end = loop {
        if let Some(at) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
            break at;
        }
        let read = socket.read(&mut chunk).await?;
        if read == 0 {
            return Ok(None);
        }
        buffer.extend_from_slice(&chunk[..read]);
    };
    let head = String::from_utf8_lossy(&buffer[..header_end]).into_owned();
    let mut lines = head.split("\r\n");
    let mut first = lines.next().unwrap_or_default().split(' ');
    let method = first.next().unwrap_or_default().to_owned();
    let path = first.next().unwrap_or_default().to_owned();
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    let length: usize =
        headers.iter().find(|(n, _)| n == "content-length").and_then(|(_, v)| v.parse().ok()).unwrap_or(0);
    let mut body = buffer[header_end + 4..].to_vec();
    while body.len() < length {
        let read = socket.read(&mut chunk).await?;
        if read == 0 {
            break;
        }
        body.extend_from_slice(&chunk[..read]);
    }
    Ok(Some(RecordedRequest { method, path, headers, body: String::from_utf8_lossy(&body).into_owned() }))
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        _ => "Status",
    }
}
