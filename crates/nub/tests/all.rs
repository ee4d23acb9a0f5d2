//! End-to-end and structural tests of nub, one binary.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod suite;
