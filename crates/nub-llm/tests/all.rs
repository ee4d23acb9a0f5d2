//! nub-llm's integration tests, one binary (one link instead of many).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod suite;
