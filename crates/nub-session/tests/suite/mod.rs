mod compaction;
mod crash;
mod modes;
mod roundtrip;
mod security;
mod tree;
