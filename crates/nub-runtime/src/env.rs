//! The process environment, read once: every part of start-up sees the same
//! values, and tests hand in their own.

use std::collections::HashMap;

#[derive(Debug, Clone, Default)]
pub struct Env {
    vars: HashMap<String, String>,
}

impl Env {
    /// The variables of this process (those that are valid UTF-8).
    pub fn process() -> Self {
        Env { vars: std::env::vars().collect() }
    }

    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>) -> Self {
        Env { vars: pairs.into_iter().map(|(k, v)| (k.to_owned(), v.to_owned())).collect() }
    }

    /// Sets one variable in this snapshot (a flag standing for a variable,
    /// like `--trust-project`); the process environment is not touched.
    pub fn set(&mut self, name: &str, value: &str) {
        self.vars.insert(name.to_owned(), value.to_owned());
    }

    pub fn get(&self, name: &str) -> Option<String> {
        self.vars.get(name).cloned()
    }

    /// The lookup function the configuration crate takes.
    pub fn lookup(&self) -> impl Fn(&str) -> Option<String> + '_ {
        move |name| self.get(name)
    }
}
