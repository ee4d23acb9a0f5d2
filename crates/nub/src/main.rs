//! nub: the composition root. Parses the command line, starts logging, runs
//! the chosen mode and turns its outcome into an exit code.
#![deny(clippy::print_stdout, clippy::print_stderr)]

mod cli;
mod context_cmd;
mod exit;
mod logging;
mod map_cmd;
mod mcp_cmd;
mod permissions;
mod print_mode;
mod sessions;
mod settings;
mod skills_cmd;
mod ui;

use std::process::ExitCode;

use cli::Command;
use exit::{Exit, Failure};

fn main() -> ExitCode {
    let command = match cli::parse(std::env::args_os().skip(1)) {
        Ok(command) => command,
        Err(message) => {
            ui::plain::error(&message);
            return Exit::Config.into();
        }
    };
    match run(command) {
        Ok(()) => Exit::Ok.into(),
        Err(failure) => {
            ui::plain::error(&failure.message);
            failure.exit.into()
        }
    }
}

fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Help => {
            ui::plain::line(cli::HELP.trim_end());
            Ok(())
        }
        Command::Version => {
            ui::plain::line(concat!("nub ", env!("CARGO_PKG_VERSION")));
            Ok(())
        }
        Command::Interactive => {
            Err(Failure::config("the interactive interface is not built yet; use print mode: nub -p \"…\""))
        }
        Command::Replay { api, file } => {
            let bytes =
                std::fs::read(&file).map_err(|e| Failure::config(format!("cannot read {}: {e}", file.display())))?;
            let events = api.replay(&bytes);
            ui::replay::print(&events).map_err(Failure::error)?;
            match events.last() {
                Some(Ok(nub_llm::Event::Done { .. })) => Ok(()),
                _ => Err(Failure {
                    exit: Exit::Error,
                    message: format!("{}: the stream did not end in a complete answer", file.display()),
                }),
            }
        }
        Command::Sessions => sessions::list(),
        Command::Config => settings::show(),
        Command::Context => context_cmd::show(),
        Command::Map { tokens, stdout } => map_cmd::run(tokens, stdout),
        Command::Skills => skills_cmd::show(),
        Command::Mcp { profile } => mcp_cmd::show(profile.as_deref()),
        Command::Tree { session } => sessions::tree(session.as_deref()),
        Command::Label { session, node, change } => sessions::label(session.as_deref(), &node, &change),
        Command::Export { session, format } => sessions::export(session.as_deref(), format),
        Command::Print(args) => {
            if let Err(warning) = logging::init() {
                ui::plain::error(&warning);
            }
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .map_err(|e| Failure::error(format!("cannot start the async runtime: {e}")))?;
            runtime.block_on(print_mode::run(args))
        }
    }
}
