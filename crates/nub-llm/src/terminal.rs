//! Making model and tool text safe to print on a terminal.
//!
//! Text from a model, a tool or a file can carry escape sequences that a
//! terminal obeys: OSC 52 writes the clipboard, OSC 0/2 set the window title,
//! OSC 8 hides a link target, CSI sequences clear the screen or move the
//! cursor to overwrite what was shown, DCS strings talk to the terminal
//! itself. Every front end that prints such text (text mode, `nub tree`,
//! `export md`, the TUI) passes it through `sanitize` first.
//!
//! ```
//! use nub_llm::terminal::sanitize;
//! assert_eq!(sanitize("ok\x1b]52;c;aGk=\x07 \x1b[2Jdone"), "ok done");
//! assert_eq!(sanitize("plain text\n\tindented"), "plain text\n\tindented");
//! ```

use std::borrow::Cow;

const ESC: char = '\u{1b}';
const BEL: char = '\u{07}';
/// The 8-bit String Terminator.
const C1_ST: char = '\u{9c}';

/// `text` without terminal control: every ESC-introduced sequence (CSI, OSC
/// — clipboard, title, hyperlink — DCS, SOS, PM, APC, and two-character
/// `ESC x` forms) is removed whole, their 8-bit C1 forms too, and every other
/// C0/C1 control character and DEL is dropped. Kept: `\n` and `\t`.
///
/// `\r\n` becomes `\n`; a lone `\r` also becomes `\n`. On a terminal a lone
/// carriage return lets later text overwrite earlier text (a progress bar,
/// or `harmless\rrm -rf ~` hiding its first half); as a line break both
/// halves stay visible.
///
/// An unterminated string sequence (OSC without BEL/ST) swallows the rest of
/// the text, as a terminal would. Borrows when nothing had to change.
pub fn sanitize(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_control) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\n' | '\t' => out.push(c),
            '\r' => {
                if chars.peek() != Some(&'\n') {
                    out.push('\n');
                }
            }
            ESC => match chars.next() {
                Some('[') => skip_csi(&mut chars),
                Some(']' | 'P' | 'X' | '^' | '_') => skip_string(&mut chars),
                // nF sequences (`ESC ( B`): intermediates, then one final byte.
                Some(' '..='/') => {
                    while chars.next_if(|c| (' '..='/').contains(c)).is_some() {}
                    chars.next();
                }
                // Any other `ESC x` is two characters long.
                Some(_) | None => {}
            },
            '\u{9b}' => skip_csi(&mut chars),
            '\u{90}' | '\u{98}' | '\u{9d}' | '\u{9e}' | '\u{9f}' => skip_string(&mut chars),
            c if is_control(c) => {}
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// Whether `c` is a character `sanitize` does not pass through as is.
fn is_control(c: char) -> bool {
    (c < ' ' && c != '\n' && c != '\t') || ('\u{7f}'..='\u{9f}').contains(&c)
}

/// Parameters and intermediates up to the final byte (`@`..`~`). Stops early
/// at a character that cannot belong to the sequence, which is then kept.
fn skip_csi(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    while let Some(&c) = chars.peek() {
        match c {
            '0'..='?' | ' '..='/' => {
                chars.next();
            }
            '@'..='~' => {
                chars.next();
                return;
            }
            _ => return,
        }
    }
}

/// The body of an OSC/DCS/SOS/PM/APC string up to BEL, `ESC \` or 8-bit ST.
fn skip_string(chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    while let Some(c) = chars.next() {
        match c {
            BEL | C1_ST => return,
            ESC => {
                // `ESC \` ends the string; any other ESC also ends it (and
                // starts nothing: its next character is consumed with it).
                chars.next();
                return;
            }
            _ => {}
        }
    }
}

/// `text` as a question must show it: nothing hidden, nothing obeyed.
/// Every control character but `\n` and `\t` (ESC, a lone `\r`, C1, DEL)
/// and every invisible format character that can reorder or hide text
/// (bidi overrides and isolates U+202A–U+202E, U+2066–U+2069, U+200E/F,
/// U+061C, zero-width characters, U+FEFF) becomes a visible `⟨U+XXXX⟩`.
/// Where `sanitize` drops a sequence, this shows each of its characters:
/// the user approves exactly the bytes that will run.
pub fn reveal(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| is_control(c) || c == '\r' || is_invisible_format(c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if (is_control(c) || c == '\r' || is_invisible_format(c)) && c != '\n' && c != '\t' {
            out.push_str(&format!("⟨U+{:04X}⟩", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Characters that change how text around them is shown without being
/// seen themselves: bidi controls (a `touch x` shown as `x hcuot`), and
/// zero-width characters.
fn is_invisible_format(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{061C}' | '\u{FEFF}')
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn reveal_shows_what_sanitize_would_hide() {
        assert_eq!(reveal("ls -la\n\tok"), "ls -la\n\tok");
        assert_eq!(reveal("touch x\rls"), "touch x⟨U+000D⟩ls");
        assert_eq!(reveal("echo \u{202E}txt.exe"), "echo ⟨U+202E⟩txt.exe");
        assert_eq!(reveal("a\x1b[2Jb"), "a⟨U+001B⟩[2Jb");
        assert_eq!(reveal("zero\u{200B}width\u{2066}iso"), "zero⟨U+200B⟩width⟨U+2066⟩iso");
    }

    #[test]
    fn removes_the_dangerous_sequences() {
        let cases = [
            // OSC 52 clipboard write, BEL- and ST-terminated.
            ("a\x1b]52;c;Y3VybCBldmlsIHwgc2g=\x07b", "ab"),
            ("a\x1b]52;c;Y3VybA==\x1b\\b", "ab"),
            // Window title.
            ("\x1b]0;pwned\x07title", "title"),
            // Hyperlink with a hidden target: the visible text stays.
            ("\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\", "click"),
            // Clear screen, cursor moves, colours.
            ("\x1b[2J\x1b[H\x1b[1;31mred\x1b[0m", "red"),
            // DCS and a charset switch.
            ("x\x1bPq#0;2;0;0;0\x1b\\y\x1b(Bz", "xyz"),
            // 8-bit CSI and OSC.
            ("p\u{9b}2Jq\u{9d}0;t\u{9c}r", "pqr"),
            // Other controls, DEL, carriage returns.
            ("bell\x07 bs\x08 nul\0 del\x7f", "bell bs nul del"),
            ("win\r\nline", "win\nline"),
            ("harmless\rrm -rf ~", "harmless\nrm -rf ~"),
            ("keeps\ttabs\nand lines", "keeps\ttabs\nand lines"),
            ("unterminated \x1b]52;c;AAAA", "unterminated "),
            ("trailing esc\x1b", "trailing esc"),
        ];
        for (input, expected) in cases {
            assert_eq!(sanitize(input), expected, "{input:?}");
        }
        assert!(matches!(sanitize("grüße 👋\n"), Cow::Borrowed(_)));
    }

    proptest! {
        #[test]
        fn output_never_holds_control_characters(text in "(\\PC|[\\x00-\\x1f\\x7f-\\x9f]|\\x1b\\[[0-9;]*[A-Za-z]|\\x1b\\][^\\x07]*\\x07?)*") {
            let clean = sanitize(&text);
            for c in clean.chars() {
                prop_assert!(c == '\n' || c == '\t' || !(c < ' ' || ('\u{7f}'..='\u{9f}').contains(&c)), "{c:?} in {clean:?}");
            }
            // Text without controls passes unchanged.
            let plain: String = text.chars().filter(|c| !is_control(*c)).collect();
            prop_assert_eq!(sanitize(&plain), plain.as_str());
        }
    }
}
