//! The integration tests of nub-mcp, one binary, against the in-repo test
//! server (`tests/support/server.rs`, built as the `mcp-test-server` example).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod suite;
