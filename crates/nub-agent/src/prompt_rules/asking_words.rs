//! Words that tell what kind of change a prompt asks for, shared by the
//! rules that tell a new setting from a fault to fix.

/// Words that ask to add something.
/// ("Can slugify take an optional separator argument?")
pub(super) const ADDING: &[&str] = &["accept", "add", "allow", "give", "let", "support", "take"];

/// Words that say something is wrong; "should" and "instead" alone are
/// no fault when the prompt asks to add: "Could you add discount codes to
/// the checkout? The code SCOUTS should take 15% off … (not the deposit)".
pub(super) const FAULT: &[&str] = &["fix", "wrong", "bug", "broken", "incorrect", "mistake"];
