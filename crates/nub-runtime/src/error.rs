//! Why start-up failed. The binary maps this to an exit code in one place:
//! configuration and usage mistakes are exit 2, everything else exit 1.

use nub_config::ConfigError;
use nub_llm::LlmError;
use nub_session::StoreError;
use nub_session::checkpoint::{CheckpointError, RestoreError};

#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A flag, variable or setting that cannot work (an unknown tool name,
    /// `ask` where nobody can answer).
    #[error("{0}")]
    Usage(String),
    #[error(transparent)]
    Session(#[from] StoreError),
    #[error(transparent)]
    Provider(#[from] LlmError),
    #[error("{0}")]
    Io(String),
    #[error(transparent)]
    Checkpoint(#[from] CheckpointError),
    /// A restore refused (a file changed by hand, a blob missing) or failed.
    #[error(transparent)]
    Restore(#[from] RestoreError),
}

impl StartError {
    /// Whether the user has to change a setting, flag or argument (exit 2).
    pub fn is_config(&self) -> bool {
        match self {
            StartError::Config(_) | StartError::Usage(_) => true,
            StartError::Session(error) => store_error_is_config(error),
            StartError::Provider(error) => matches!(error, LlmError::InvalidRequest(_)),
            StartError::Io(_) | StartError::Checkpoint(_) => false,
            StartError::Restore(RestoreError::Session(error)) => store_error_is_config(error),
            StartError::Restore(_) => false,
        }
    }
}

/// Whether a store error is the user's to fix (exit 2) rather than a
/// failure of the machine (exit 1).
pub fn store_error_is_config(error: &StoreError) -> bool {
    match error {
        StoreError::NewerVersion { .. }
        | StoreError::NoMatch { .. }
        | StoreError::Ambiguous { .. }
        | StoreError::NoSuchNode { .. }
        | StoreError::AmbiguousNode { .. }
        | StoreError::NotASession { .. } => true,
        StoreError::Io { .. } | StoreError::Tree(_) => false,
    }
}
