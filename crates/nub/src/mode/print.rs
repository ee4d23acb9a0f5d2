//! `nub -p`: one prompt through the agent loop, rendered as text or as a
//! JSON event stream, the session stored like in every other mode.

use std::io::{self, IsTerminal, Read};

use nub_agent::{Input, Outcome, UiEvent};
use nub_runtime::Workspace;
use tokio::signal::unix::{SignalKind, signal};

use crate::cli::{OutputMode, RunArgs};
use crate::exit::{Exit, Failure};
use crate::ui::Render;
use crate::ui::json::JsonPrinter;
use crate::ui::plain::PlainPrinter;

/// Piped input beyond this is refused (`super::MAX_PROMPT_BYTES`).
const MAX_STDIN: u64 = super::MAX_PROMPT_BYTES as u64;

pub async fn run(args: RunArgs, mode: OutputMode) -> Result<(), Failure> {
    let prompt = read_prompt(args.prompt.clone())?;
    let ws = Workspace::load(crate::cmd::env_for(&args.flags))?;
    let options = args.start_options(false);
    let started = nub_runtime::start(&ws, options).await?;
    let mut renderer: Box<dyn Render> = match mode {
        OutputMode::Text => Box::new(PlainPrinter::default()),
        OutputMode::Json => Box::new(JsonPrinter),
    };
    let warnings: Vec<String> = started.warnings.iter().map(ToString::to_string).collect();
    // `/NAME args` runs a prompt command; anything else, built-in commands
    // and paths like `/etc/hosts` included, goes to the model as written.
    let input = match started.commands.resolve(&prompt) {
        Some(Ok(nub_runtime::commands::Resolved::Run(input))) => input,
        Some(Err(problem)) if started.commands.typed(&prompt).is_some() => {
            return Err(Failure::error(problem));
        }
        _ => Input::prompt(prompt),
    };
    let mut running = started.launch();
    let mut output = Output { renderer: renderer.as_mut(), closed: false };
    for message in warnings {
        output.show(&UiEvent::Warning { message })?;
    }
    running.inputs.send(input).await.map_err(|_| Failure::error("the agent loop stopped before it began"))?;

    let signals = Signals::listen()?;
    let mut stopped_by: Option<Exit> = None;
    let inputs = running.inputs.clone();
    let mut signals = std::pin::pin!(signals.next());
    loop {
        tokio::select! {
            event = running.events.recv() => {
                let Some(event) = event else {
                    return Err(Failure::error("the agent loop ended without finishing the run"));
                };
                let was_closed = output.closed;
                output.show(&event)?;
                if output.closed && !was_closed {
                    // Nobody reads the answer any more: stop the run, keep the session.
                    let _ = inputs.send(Input::Cancel).await;
                }
                if let UiEvent::RunEnd { outcome, .. } = event {
                    let _ = inputs.send(Input::Quit).await;
                    // The loop finishes its side work (a session title), briefly.
                    let drained = async { while running.events.recv().await.is_some() {} };
                    let _ = tokio::time::timeout(std::time::Duration::from_secs(3), drained).await;
                    return match (stopped_by, output.closed) {
                        (Some(exit), _) => Err(Failure { exit, message: String::new() }),
                        (None, true) => Ok(()),
                        (None, false) => outcome_to_exit(outcome),
                    };
                }
            }
            exit = &mut signals, if stopped_by.is_none() => {
                // The first signal cancels the run (tools are stopped, every
                // call is answered, the session is saved); the loop's RunEnd
                // then ends nub. A second Ctrl+C ends it at once.
                stopped_by = Some(exit);
                let _ = inputs.send(Input::Cancel).await;
                if exit == Exit::Cancelled {
                    tokio::spawn(async {
                        if tokio::signal::ctrl_c().await.is_ok() {
                            nub_mcp::terminate_all();
                            nub_tools::builtin::jobs::kill_all();
                            std::process::exit(Exit::Cancelled as i32);
                        }
                    });
                }
            }
        }
    }
}

/// The renderer, and whether its reader went away (`nub -p … | head`).
struct Output<'a> {
    renderer: &'a mut dyn Render,
    closed: bool,
}

impl Output<'_> {
    fn show(&mut self, event: &UiEvent) -> Result<(), Failure> {
        if self.closed {
            return Ok(());
        }
        match self.renderer.event(event) {
            Ok(()) => Ok(()),
            Err(error) if error.kind() == io::ErrorKind::BrokenPipe => {
                self.closed = true;
                Ok(())
            }
            Err(error) => Err(Failure::error(format!("cannot write the answer: {error}"))),
        }
    }
}

/// SIGINT, SIGTERM and SIGHUP all cancel the run the same way; the exit
/// code says which one it was.
struct Signals {
    interrupt: tokio::signal::unix::Signal,
    terminate: tokio::signal::unix::Signal,
    hang_up: tokio::signal::unix::Signal,
}

impl Signals {
    fn listen() -> Result<Self, Failure> {
        let listen = |kind| signal(kind).map_err(|e| Failure::error(format!("cannot listen for signals: {e}")));
        Ok(Signals {
            interrupt: listen(SignalKind::interrupt())?,
            terminate: listen(SignalKind::terminate())?,
            hang_up: listen(SignalKind::hangup())?,
        })
    }

    async fn next(mut self) -> Exit {
        tokio::select! {
            _ = self.interrupt.recv() => Exit::Cancelled,
            _ = self.terminate.recv() => Exit::Terminated,
            _ = self.hang_up.recv() => Exit::HangUp,
        }
    }
}

fn outcome_to_exit(outcome: Outcome) -> Result<(), Failure> {
    match outcome {
        Outcome::Completed => Ok(()),
        Outcome::Cancelled => Err(Failure { exit: Exit::Cancelled, message: "cancelled".into() }),
        Outcome::Limit { message, .. } => Err(Failure { exit: Exit::Limit, message }),
        Outcome::Failed { message, .. } => Err(Failure::error(message)),
    }
}

/// The prompt: the argument, the piped standard input, or both — then the
/// argument comes first and the piped text follows it (`cargo test 2>&1 |
/// nub -p "why does this fail?"`).
///
/// Standard input is read only when it is a pipe or a file: a terminal is
/// the user's, and a socket or device inherited from a parent is not meant
/// as input. A pipe that never closes keeps nub waiting; `</dev/null` ends it.
fn read_prompt(argument: Option<String>) -> Result<String, Failure> {
    let piped = if stdin_is_data() { read_stdin()? } else { String::new() };
    let prompt = match (argument, piped.trim().is_empty()) {
        (Some(argument), true) => argument,
        (Some(argument), false) => format!("{argument}\n\n{piped}"),
        (None, _) => piped,
    };
    if prompt.trim().is_empty() {
        return Err(Failure::config("no prompt: pass it after -p, or pipe it in (echo \"…\" | nub -p)"));
    }
    Ok(prompt)
}

fn stdin_is_data() -> bool {
    use std::os::fd::AsFd;
    use std::os::unix::fs::FileTypeExt;
    let stdin = io::stdin();
    if stdin.is_terminal() {
        return false;
    }
    let Ok(fd) = stdin.as_fd().try_clone_to_owned() else { return false };
    std::fs::File::from(fd).metadata().is_ok_and(|m| m.file_type().is_fifo() || m.file_type().is_file())
}

fn read_stdin() -> Result<String, Failure> {
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_STDIN + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::config(format!("cannot read standard input: {e}")))?;
    if bytes.len() as u64 > MAX_STDIN {
        return Err(Failure::config(format!(
            "standard input is larger than {} MiB; pass a file path in the prompt instead and let nub read it",
            MAX_STDIN / (1024 * 1024)
        )));
    }
    String::from_utf8(bytes)
        .map_err(|_| Failure::config("standard input is not UTF-8 text; pass a file path in the prompt instead"))
}
