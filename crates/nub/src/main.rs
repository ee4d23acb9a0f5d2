//! nub: the composition root. Parses the command line, starts logging, runs
//! the chosen mode or report and turns its outcome into an exit code.
//! Start-up itself lives in `nub-runtime`; this crate only chooses and shows.
#![deny(clippy::print_stdout, clippy::print_stderr)]

mod cli;
mod cmd;
mod exit;
mod logging;
mod mode;
mod ui;

use std::process::ExitCode;

use cli::Command;
use exit::{Exit, Failure};

fn main() -> ExitCode {
    // Same-user processes (a sandboxed command among them) may then neither
    // ptrace nub nor read /proc/<nub>/environ, mem or fd: that is where the
    // API keys are. Children are dumpable again after their exec.
    let _ = nub_sandbox::make_process_undumpable();
    let command = match cli::parse(std::env::args_os().skip(1)) {
        Ok(command) => command,
        Err(message) => {
            ui::error(&message);
            return Exit::Config.into();
        }
    };
    let outcome = run(command);
    // Background jobs (`bash` with `background: true`) end with nub, in
    // every mode: the modes turn SIGINT, SIGTERM and SIGHUP into a return.
    nub_tools::builtin::jobs::kill_all();
    match outcome {
        Ok(()) => Exit::Ok.into(),
        Err(failure) => {
            if !failure.message.is_empty() {
                ui::error(&failure.message);
            }
            failure.exit.into()
        }
    }
}

fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Help => ui::write_out(&format!("{}\n", cli::HELP.trim_end())).map_err(Failure::error),
        Command::Version => ui::write_out(concat!("nub ", env!("CARGO_PKG_VERSION"), "\n")).map_err(Failure::error),
        Command::Interactive(args) => {
            if let Err(warning) = logging::init() {
                ui::error(&warning);
            }
            async_runtime()?.block_on(mode::interactive::run(args))
        }
        Command::Replay { api, file } => cmd::replay(api, &file),
        Command::AcpHelp => ui::write_out(&format!("{}\n", cli::ACP_HELP.trim_end())).map_err(Failure::error),
        Command::Acp { flags } => {
            // Logs are the only place for diagnostics: stdout is the protocol's.
            if let Err(warning) = logging::init() {
                ui::error(&warning);
            }
            let runtime = async_runtime()?;
            let result = runtime.block_on(mode::acp::run(flags));
            // A read of stdin may still be pending on a blocking thread.
            runtime.shutdown_background();
            result
        }
        Command::Sessions => cmd::sessions::list(),
        Command::Trust { show } => cmd::trust::trust(show),
        Command::Untrust => cmd::trust::untrust(),
        Command::Sandbox { flags, command } => cmd::sandbox::run(&flags, &command),
        Command::Compact { session, focus, flags } => {
            if let Err(warning) = logging::init() {
                ui::error(&warning);
            }
            async_runtime()?.block_on(cmd::compact::run(session, focus, flags))
        }
        Command::Diff { session, node, stat } => cmd::checkpoints::diff(session.as_deref(), node.as_deref(), stat),
        Command::Restore { session, node, force } => cmd::checkpoints::restore(session.as_deref(), &node, force),
        Command::Checkpoints { prune } => cmd::checkpoints::checkpoints(prune),
        Command::Config { flags } => cmd::config::show(&flags),
        Command::Context { flags } => async_runtime()?.block_on(cmd::context::show(flags)),
        Command::Map { tokens, stdout } => cmd::map::run(tokens, stdout),
        Command::Skills => cmd::skills::show(),
        Command::Hooks => cmd::hooks::show(),
        Command::Models { flags, refresh } => async_runtime()?.block_on(cmd::models::show(flags, refresh)),
        Command::Mcp { profile } => async_runtime()?.block_on(cmd::mcp::show(profile)),
        Command::Tree { session } => cmd::sessions::tree(session.as_deref()),
        Command::Label { session, node, change } => cmd::sessions::label(session.as_deref(), &node, &change),
        Command::Export { session, format, output } => {
            cmd::sessions::export(session.as_deref(), format, output.as_deref())
        }
        Command::Print { run, mode } => {
            if let Err(warning) = logging::init() {
                ui::error(&warning);
            }
            async_runtime()?.block_on(mode::print::run(run, mode))
        }
    }
}

fn async_runtime() -> Result<tokio::runtime::Runtime, Failure> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| Failure::error(format!("cannot start the async runtime: {e}")))
}
