mod checkpoints;
mod compaction;
mod crash;
mod export_html;
mod modes;
mod roundtrip;
mod security;
mod tree;
