//! Exit codes, decided in one place (CONCEPT §5.9).

use std::process::ExitCode;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    Ok = 0,
    /// The agent or the provider failed.
    Error = 1,
    /// Configuration or usage error, found before any request.
    Config = 2,
    Cancelled = 3,
    /// A limit (`max_turns`, budget) ended the run.
    Limit = 4,
    /// Ended by SIGHUP (128 + 1), after cancelling and saving the session.
    HangUp = 129,
    /// Ended by SIGTERM (128 + 15), after cancelling and saving the session.
    Terminated = 143,
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> Self {
        ExitCode::from(exit as u8)
    }
}

/// A failure that ends the program: what to print and how to exit.
#[derive(Debug)]
pub struct Failure {
    pub exit: Exit,
    pub message: String,
}

impl Failure {
    pub fn config(message: impl std::fmt::Display) -> Self {
        Failure { exit: Exit::Config, message: message.to_string() }
    }

    pub fn error(message: impl std::fmt::Display) -> Self {
        Failure { exit: Exit::Error, message: message.to_string() }
    }
}

impl From<nub_runtime::StartError> for Failure {
    fn from(error: nub_runtime::StartError) -> Self {
        if error.is_config() { Failure::config(error) } else { Failure::error(error) }
    }
}

impl From<nub_session::StoreError> for Failure {
    fn from(error: nub_session::StoreError) -> Self {
        if nub_runtime::store_error_is_config(&error) { Failure::config(error) } else { Failure::error(error) }
    }
}
