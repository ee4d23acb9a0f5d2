mod conformance;
mod fixtures;
mod golden;
mod request;
mod retry;
mod splits;
