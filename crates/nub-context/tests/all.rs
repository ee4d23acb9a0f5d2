//! The integration tests of nub-context, one binary.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod suite;
