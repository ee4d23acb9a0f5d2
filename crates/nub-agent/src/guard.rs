//! The repetition guard: small models call the same tool again and again
//! instead of answering — with the very same arguments, or with arguments
//! that differ only in defaults (`{"path": "a"}`, then `{"path": "a",
//! "offset": 1}`) and so bring back the very same result.
//!
//! Two calls of one tool in a row are "the same" when their arguments or
//! their results are equal. The second one's result carries a note telling
//! the model so; the third stops the run — before it runs when its arguments
//! are equal (no need to run it to know), after it when only its result is.

use std::hash::{DefaultHasher, Hash, Hasher};

use serde_json::Value;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Run,
    /// Do not run it: it would be the third identical call in a row.
    Stop,
}

/// How many same calls in a row end the run.
pub const STOP_AT: u32 = 3;

pub const REPEAT_NOTE: &str = "Note: this call is identical to your previous one and gave the same result. Use that result instead of calling again.";

#[derive(Debug, Default)]
pub struct RepetitionGuard {
    /// Tool name, arguments, hash of the result of the last call.
    last: Option<(String, String, u64)>,
    streak: u32,
}

fn key(input: &Value) -> String {
    // `Value`'s maps are sorted, so equal arguments print equally.
    input.to_string()
}

fn digest(text: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

impl RepetitionGuard {
    /// Before running a call: stop it if it is the third identical one.
    pub fn before(&self, name: &str, input: &Value) -> Verdict {
        match &self.last {
            Some((n, i, _)) if n == name && *i == key(input) && self.streak + 1 >= STOP_AT => Verdict::Stop,
            _ => Verdict::Run,
        }
    }

    /// After a call: how many same calls in a row this one makes.
    pub fn after(&mut self, name: &str, input: &Value, result: &str) -> u32 {
        let (input, result) = (key(input), digest(result));
        let same = matches!(&self.last, Some((n, i, r)) if n == name && (*i == input || *r == result));
        self.streak = if same { self.streak + 1 } else { 1 };
        self.last = Some((name.to_owned(), input, result));
        self.streak
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn the_third_identical_call_is_stopped_before_it_runs() {
        let mut guard = RepetitionGuard::default();
        let input = json!({"path": "a", "limit": 3});
        assert_eq!(guard.before("read", &input), Verdict::Run);
        assert_eq!(guard.after("read", &input, "1\ta"), 1);
        assert_eq!(guard.before("read", &json!({"limit": 3, "path": "a"})), Verdict::Run, "key order does not matter");
        assert_eq!(guard.after("read", &input, "1\ta"), 2);
        assert_eq!(guard.before("read", &input), Verdict::Stop);
    }

    #[test]
    fn equal_results_count_as_the_same_call() {
        let mut guard = RepetitionGuard::default();
        assert_eq!(guard.after("read", &json!({"path": "a"}), "1\ta"), 1);
        assert_eq!(guard.after("read", &json!({"path": "a", "offset": 1}), "1\ta"), 2);
        assert_eq!(guard.before("read", &json!({"path": "a", "limit": 9})), Verdict::Run, "unknown until it ran");
        assert_eq!(guard.after("read", &json!({"path": "a", "limit": 9}), "1\ta"), 3);
    }

    #[test]
    fn anything_different_resets_the_streak() {
        let mut guard = RepetitionGuard::default();
        guard.after("read", &json!({"path": "a"}), "x");
        guard.after("read", &json!({"path": "a"}), "x");
        assert_eq!(guard.after("read", &json!({"path": "b"}), "y"), 1);
        assert_eq!(guard.after("grep", &json!({"path": "b"}), "y"), 1, "another tool");
    }
}
