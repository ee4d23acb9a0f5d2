//! `nub`, `nub "prompt"`, `nub -c`: the interactive interface when it is
//! compiled in (feature `tui`), else a clear pointer to print mode.

use crate::cli::RunArgs;
use crate::exit::Failure;

#[cfg(feature = "tui")]
pub async fn run(args: RunArgs) -> Result<(), Failure> {
    use std::io::IsTerminal;

    use nub_runtime::Workspace;
    use nub_tui::{Ending, TuiError};

    use crate::exit::Exit;

    // Checked before anything starts: no MCP server is spawned for a run
    // that cannot be shown.
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(Failure::config(TuiError::NotATerminal));
    }
    let ws = Workspace::load(crate::cmd::env_for(&args.flags))?;
    let options = args.start_options(true);
    match nub_tui::run(&ws, options, args.prompt).await {
        Ok(Ending::Quit) => Ok(()),
        Ok(Ending::Terminated) => Err(Failure { exit: Exit::Terminated, message: String::new() }),
        Ok(Ending::HangUp) => Err(Failure { exit: Exit::HangUp, message: String::new() }),
        Err(TuiError::NotATerminal) => Err(Failure::config(TuiError::NotATerminal)),
        Err(TuiError::Start(error)) => Err(error.into()),
        Err(error @ TuiError::Io(_)) => Err(Failure::error(error)),
    }
}

#[cfg(not(feature = "tui"))]
pub async fn run(args: RunArgs) -> Result<(), Failure> {
    let _ = args;
    Err(Failure::config(
        "this nub was built without the interactive interface (feature `tui`); use print mode: nub -p \"…\"",
    ))
}
