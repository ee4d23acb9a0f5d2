mod conformance;
mod fixtures;
mod golden;
mod quirks;
mod request;
mod retry;
mod splits;
