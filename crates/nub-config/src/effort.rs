//! How much a reasoning model thinks before it answers: one scale for every
//! protocol (`--effort`, `[model] effort`, `/effort`), mapped to each
//! provider's own parameter by its adapter.

use serde::{Deserialize, Serialize};

/// A reasoning effort, lowest to highest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Effort {
    Minimal,
    Low,
    Medium,
    High,
    Xhigh,
}

impl Effort {
    pub const ALL: [Effort; 5] = [Effort::Minimal, Effort::Low, Effort::Medium, Effort::High, Effort::Xhigh];

    /// The names `parse` accepts, for help and error texts.
    pub const NAMES: &'static str = "minimal, low, medium, high, xhigh";

    pub fn parse(name: &str) -> Option<Self> {
        Effort::ALL.into_iter().find(|effort| effort.name() == name.trim().to_ascii_lowercase())
    }

    pub fn name(self) -> &'static str {
        match self {
            Effort::Minimal => "minimal",
            Effort::Low => "low",
            Effort::Medium => "medium",
            Effort::High => "high",
            Effort::Xhigh => "xhigh",
        }
    }
}

impl std::fmt::Display for Effort {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back() {
        for effort in Effort::ALL {
            assert_eq!(Effort::parse(effort.name()), Some(effort));
        }
        assert_eq!(Effort::parse(" High "), Some(Effort::High));
        assert_eq!(Effort::parse("max"), None);
    }
}
