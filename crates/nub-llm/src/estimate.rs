//! Token estimates without a tokenizer (D-09): about four characters per
//! token for Latin text and code, about three where CJK characters dominate.
//! Good enough for budgets; the provider's `usage` calibrates the rest.

pub fn tokens(text: &str) -> usize {
    // The common case, checked a word at a time: long histories are estimated often.
    if text.is_ascii() {
        return text.len().div_ceil(4);
    }
    let chars = text.chars().count();
    let cjk = text.chars().filter(|c| is_cjk(*c)).count();
    let per_token = if cjk * 3 > chars { 3 } else { 4 };
    chars.div_ceil(per_token)
}

fn is_cjk(c: char) -> bool {
    matches!(u32::from(c), 0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_is_four_characters_a_token_and_cjk_three() {
        assert_eq!(tokens(""), 0);
        assert_eq!(tokens("abcdefgh"), 2);
        assert_eq!(tokens("abcdefghi"), 3);
        assert_eq!(tokens("日本語のテキストです"), 4);
    }
}
