//! The repetition guard: small models call the same tool with the same
//! arguments again and again instead of answering. The second identical call
//! in a row runs with a note telling the model so; the third stops the run.

use serde_json::Value;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Run,
    /// Run it, but tell the model it repeats itself.
    RunWithNote,
    /// Do not run it: the run ends here.
    Stop,
}

/// How many identical calls in a row end the run.
pub const STOP_AT: u32 = 3;

pub const REPEAT_NOTE: &str = "Note: this call is identical to your previous one and gave the same result. Use that result instead of calling again.";

#[derive(Debug, Default)]
pub struct RepetitionGuard {
    last: Option<(String, String)>,
    count: u32,
}

impl RepetitionGuard {
    pub fn check(&mut self, name: &str, input: &Value) -> Verdict {
        // `Value`'s maps are sorted, so equal inputs print equally.
        let key = (name.to_owned(), input.to_string());
        if self.last.as_ref() == Some(&key) {
            self.count += 1;
        } else {
            self.last = Some(key);
            self.count = 1;
        }
        match self.count {
            1 => Verdict::Run,
            n if n < STOP_AT => Verdict::RunWithNote,
            _ => Verdict::Stop,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn the_third_identical_call_in_a_row_stops() {
        let mut guard = RepetitionGuard::default();
        let input = json!({"path": "a", "limit": 3});
        assert_eq!(guard.check("read", &input), Verdict::Run);
        assert_eq!(
            guard.check("read", &json!({"limit": 3, "path": "a"})),
            Verdict::RunWithNote,
            "key order does not matter"
        );
        assert_eq!(guard.check("read", &input), Verdict::Stop);
    }

    #[test]
    fn a_different_call_resets_the_count() {
        let mut guard = RepetitionGuard::default();
        guard.check("read", &json!({"path": "a"}));
        guard.check("read", &json!({"path": "a"}));
        assert_eq!(guard.check("read", &json!({"path": "b"})), Verdict::Run);
        assert_eq!(guard.check("read", &json!({"path": "a"})), Verdict::Run);
    }
}
