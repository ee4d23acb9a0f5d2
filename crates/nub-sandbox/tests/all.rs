//! Integration tests of nub-sandbox: real commands in a real sandbox (one
//! test binary, see suite/).
mod suite;
