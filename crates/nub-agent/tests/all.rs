//! nub-agent's integration tests: the loop against a scripted provider.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod suite;
