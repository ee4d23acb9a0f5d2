//! The editor as nub uses it: what it said it can do at `initialize`, words
//! for the user shown the way it can show them, and its file system as the
//! file tools' [`TextFiles`], so unsaved buffers are read and edits land in
//! them.

use std::path::Path;
use std::sync::OnceLock;
use std::time::Duration;

use agent_client_protocol::Client;
use agent_client_protocol::v1::ConnectionTo;
use agent_client_protocol::v1::schema::{
    ClientCapabilities, Notice, NoticeSeverity, ReadTextFileRequest, SessionUpdate, WriteTextFileRequest,
};
use nub_tools::TextFiles;

use super::updates;

/// How long nub waits for the editor to read or write a file.
const FILE_TIMEOUT: Duration = Duration::from_secs(30);

/// What the client advertised at `initialize`.
#[derive(Debug, Clone, Copy, Default)]
pub struct ClientCaps {
    /// `session.notices`: `notice` updates are shown.
    pub notices: bool,
    /// `session.compaction`: `compaction_update`s are understood.
    pub compaction: bool,
    /// `fs.readTextFile`, `fs.writeTextFile`.
    pub read: bool,
    pub write: bool,
}

impl ClientCaps {
    pub fn of(caps: &ClientCapabilities) -> Self {
        let session = caps.session.as_ref();
        ClientCaps {
            notices: session.is_some_and(|s| s.notices.is_some()),
            compaction: session.is_some_and(|s| s.compaction.is_some()),
            read: caps.fs.read_text_file,
            write: caps.fs.write_text_file,
        }
    }

    /// Words for the user beside the conversation: a `notice` where the
    /// client said it shows them (ACP allows no other), else a quoted line
    /// of the agent's message, so they are seen either way.
    pub fn notice(&self, severity: NoticeSeverity, message: impl Into<String>) -> SessionUpdate {
        let message = message.into();
        if self.notices {
            SessionUpdate::Notice(Notice::new(severity, message))
        } else {
            updates::agent_text(format!("\n> nub: {message}\n\n"))
        }
    }

    /// The editor's file system for the file tools, when it offers one.
    pub fn files(&self, cx: &ConnectionTo<Client>) -> Option<std::sync::Arc<ClientFiles>> {
        (self.read || self.write).then(|| {
            std::sync::Arc::new(ClientFiles {
                cx: cx.clone(),
                session: OnceLock::new(),
                runtime: tokio::runtime::Handle::current(),
                read: self.read,
                write: self.write,
            })
        })
    }
}

/// `fs/read_text_file` and `fs/write_text_file` of one session. The tools
/// call it from blocking threads, which wait here for the editor's answer.
#[derive(Debug)]
pub struct ClientFiles {
    cx: ConnectionTo<Client>,
    /// The session's id as the client knows it; set once it is known.
    session: OnceLock<String>,
    runtime: tokio::runtime::Handle,
    read: bool,
    write: bool,
}

impl ClientFiles {
    pub fn set_session(&self, id: &str) {
        let _ = self.session.set(id.to_owned());
    }

    fn session(&self) -> Result<String, String> {
        self.session.get().cloned().ok_or_else(|| "the session is not open yet".to_owned())
    }
}

impl TextFiles for ClientFiles {
    fn reads(&self) -> bool {
        self.read
    }

    fn writes(&self) -> bool {
        self.write
    }

    fn read_text(&self, path: &Path) -> Result<String, String> {
        let request = ReadTextFileRequest::new(self.session()?, path);
        let answer = self
            .runtime
            .block_on(async { tokio::time::timeout(FILE_TIMEOUT, self.cx.send_request(request).block_task()).await });
        match answer {
            Ok(Ok(response)) => Ok(response.content),
            Ok(Err(error)) => Err(error.message),
            Err(_) => Err(format!("no answer to fs/read_text_file within {} s", FILE_TIMEOUT.as_secs())),
        }
    }

    fn write_text(&self, path: &Path, text: &str) -> Result<(), String> {
        let request = WriteTextFileRequest::new(self.session()?, path, text);
        let answer = self
            .runtime
            .block_on(async { tokio::time::timeout(FILE_TIMEOUT, self.cx.send_request(request).block_task()).await });
        match answer {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(error)) => Err(error.message),
            Err(_) => Err(format!("no answer to fs/write_text_file within {} s", FILE_TIMEOUT.as_secs())),
        }
    }
}
