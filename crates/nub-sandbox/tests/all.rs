//! Integration tests of nub-sandbox: real commands in a real sandbox (one
//! test binary, see suite/).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod suite;
