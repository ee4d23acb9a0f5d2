//! Making model and tool text safe to print on a terminal.
//!
//! Text from a model, a tool or a file can carry escape sequences that a
//! terminal obeys: OSC 52 writes the clipboard, OSC 0/2 set the window title,
//! OSC 8 hides a link target, CSI sequences clear the screen or move the
//! cursor to overwrite what was shown, DCS strings talk to the terminal
//! itself. It can also carry invisible Unicode that changes what a reader
//! sees: bidi overrides and isolates reorder a line (`rm -rf ~` shown
//! backwards, the "Trojan Source" trick), tag characters hide whole
//! sentences. Every front end that prints such text (text mode, `nub tree`,
//! `export md`, the TUI) passes it through `sanitize` first; a question the
//! user must judge (a permission) shows it through `reveal` instead, which
//! makes every such character visible rather than dropping it.
//!
//! ```
//! use nub_llm::terminal::{reveal, sanitize};
//! assert_eq!(sanitize("ok\x1b]52;c;aGk=\x07 \x1b[2Jdone"), "ok done");
//! assert_eq!(sanitize("plain text\n\tindented"), "plain text\n\tindented");
//! assert_eq!(sanitize("abc\u{202e}fed"), "abcfed");
//! assert_eq!(reveal("rm\u{202e} x\r"), "rm⟨U+202E⟩ x⟨U+000D⟩");
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
    (c < ' ' && c != '\n' && c != '\t') || ('\u{7f}'..='\u{9f}').contains(&c) || is_hiding_format(c)
}

/// Invisible format characters that change what a reader sees rather than
/// what the text says: bidi embeddings, overrides, isolates and marks (they
/// reorder a line), tag characters (they carry hidden text) and
/// interlinear annotation marks (they hide a span). Removed from output;
/// zero-width joiners and the like stay (emoji and scripts need them).
pub fn is_hiding_format(c: char) -> bool {
    matches!(c,
        '\u{202a}'..='\u{202e}'   // LRE RLE PDF LRO RLO
        | '\u{2066}'..='\u{2069}' // LRI RLI FSI PDI
        | '\u{200e}' | '\u{200f}' | '\u{061c}' // LRM RLM ALM
        | '\u{e0000}'..='\u{e007f}' // tags
        | '\u{fff9}'..='\u{fffb}' // interlinear annotation
    )
}

/// Characters a reader cannot see at all: those of `is_hiding_format`, and
/// zero-width and filler characters that make two strings look alike.
fn is_invisible(c: char) -> bool {
    is_hiding_format(c)
        || matches!(c,
            '\u{00ad}' | '\u{034f}' | '\u{115f}' | '\u{1160}' | '\u{17b4}' | '\u{17b5}' | '\u{180e}'
            | '\u{200b}'..='\u{200d}' | '\u{2028}' | '\u{2029}' | '\u{2060}'..='\u{206f}' | '\u{3164}' | '\u{feff}' | '\u{ffa0}' | '\u{e0100}'..='\u{e01ef}'
        )
}

/// `text` as a question must show it: nothing hidden, nothing obeyed.
/// Every control character but `\n` and `\t` (ESC, a lone `\r`, C1, DEL)
/// and every invisible format character (`is_invisible`: bidi overrides,
/// isolates and marks, zero-width characters, tags, U+FEFF) is written out
/// as `⟨U+XXXX⟩`. Where `sanitize` drops a sequence, this shows each of its
/// characters: the user approves exactly the bytes that will run. Borrows
/// when nothing changes.
pub fn reveal(text: &str) -> Cow<'_, str> {
    let hidden = |c: char| (c < ' ' && c != '\n' && c != '\t') || ('\u{7f}'..='\u{9f}').contains(&c) || is_invisible(c);
    if !text.chars().any(hidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if hidden(c) {
            out.push_str(&format!("⟨U+{:04X}⟩", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
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

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

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
            // Bidi overrides, isolates and marks; tag characters hiding text.
            ("safe\u{202e}fr mr\u{202c} end", "safefr mr end"),
            ("a\u{2066}b\u{2067}c\u{2068}d\u{2069}e\u{200f}f", "abcdef"),
            ("visible\u{e0049}\u{e0067}\u{e006e}", "visible"),
            ("unterminated \x1b]52;c;AAAA", "unterminated "),
            ("trailing esc\x1b", "trailing esc"),
        ];
        for (input, expected) in cases {
            assert_eq!(sanitize(input), expected, "{input:?}");
        }
        assert!(matches!(sanitize("grüße 👋\n"), Cow::Borrowed(_)));
        // Joiners that emoji and scripts need stay.
        assert_eq!(sanitize("👨\u{200d}👩 می\u{200c}خواهم"), "👨\u{200d}👩 می\u{200c}خواهم");
    }

    #[test]
    fn reveal_shows_what_sanitize_would_hide() {
        assert_eq!(reveal("touch x #\n\necho ok"), "touch x #\n\necho ok");
        assert!(matches!(reveal("ls -la\n\tgrüße"), Cow::Borrowed(_)));
        assert_eq!(reveal("a\rb\x1b[2Jc"), "a⟨U+000D⟩b⟨U+001B⟩[2Jc");
        assert_eq!(reveal("rm -rf \u{202e}~\u{2066}"), "rm -rf ⟨U+202E⟩~⟨U+2066⟩");
        assert_eq!(reveal("x\u{200b}y\u{feff}\u{e0041}"), "x⟨U+200B⟩y⟨U+FEFF⟩⟨U+E0041⟩");
        assert_eq!(reveal("\u{9b}31m"), "⟨U+009B⟩31m");
        assert_eq!(reveal("ls -la\n\tok"), "ls -la\n\tok");
        assert_eq!(reveal("touch x\rls"), "touch x⟨U+000D⟩ls");
        assert_eq!(reveal("echo \u{202E}txt.exe"), "echo ⟨U+202E⟩txt.exe");
        assert_eq!(reveal("a\x1b[2Jb"), "a⟨U+001B⟩[2Jb");
        assert_eq!(reveal("zero\u{200B}width\u{2066}iso"), "zero⟨U+200B⟩width⟨U+2066⟩iso");
    }

    proptest! {
        #[test]
        fn output_never_holds_control_characters(text in "(\\PC|[\\x00-\\x1f\\x7f-\\x9f]|[\u{202a}-\u{202e}\u{2066}-\u{2069}\u{200b}-\u{200f}\u{e0000}-\u{e007f}]|\\x1b\\[[0-9;]*[A-Za-z]|\\x1b\\][^\\x07]*\\x07?)*") {
            let clean = sanitize(&text);
            for c in clean.chars() {
                prop_assert!(c == '\n' || c == '\t' || !(c < ' ' || ('\u{7f}'..='\u{9f}').contains(&c)), "{c:?} in {clean:?}");
                prop_assert!(!is_hiding_format(c), "{c:?} in {clean:?}");
            }
            // Revealed text has no control or invisible character but `\n` and `\t`.
            for c in reveal(&text).chars() {
                let shown = c == '\n' || c == '\t' || !(c < ' ' || ('\u{7f}'..='\u{9f}').contains(&c) || is_invisible(c));
                prop_assert!(shown, "{:?} left in {:?}", c, reveal(&text));
            }
            // Text without controls passes unchanged.
            let plain: String = text.chars().filter(|c| !is_control(*c)).collect();
            prop_assert_eq!(sanitize(&plain), plain.as_str());
        }
    }
}
