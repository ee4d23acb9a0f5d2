mod crash;
mod modes;
mod roundtrip;
mod tree;
