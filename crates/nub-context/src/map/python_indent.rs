//! Python's indentation, which its tree-sitter grammar forgives. An edit
//! put `self.waitlist.pop(0)` at column 0 inside a method, before the
//! method's indented `return`; the grammar parsed it without an error, and
//! Python stopped at "unexpected indent".

/// The 1-based line of the first indentation error Python stops at: a line
/// indented deeper than the one before it that opens no block ("unexpected
/// indent"), a block header followed by no deeper line ("expected an
/// indented block"), or a line indented back to no level open before
/// ("unindent does not match any outer indentation level"). Lines inside
/// brackets, strings over several lines and after a `\` continue the line
/// before them and are not looked at.
pub(super) fn error_line(text: &str) -> Option<usize> {
    let mut levels: Vec<usize> = vec![0];
    let mut opens_block = false;
    // The last character of code of the logical line being read.
    let mut logical_last = None;
    let mut scan = Scan::default();
    for (index, line) in text.lines().enumerate() {
        let continues = scan.open();
        let code = line.trim_start();
        let last = scan.line(line);
        if continues {
            logical_last = last.or(logical_last);
        } else if code.is_empty() || code.starts_with('#') {
            continue;
        } else {
            let indent = line.len() - code.len();
            let top = *levels.last().unwrap_or(&0);
            if opens_block {
                if indent <= top {
                    return Some(index + 1);
                }
                levels.push(indent);
            } else if indent > top {
                return Some(index + 1);
            } else if indent < top {
                while levels.last().is_some_and(|&level| level > indent) {
                    levels.pop();
                }
                if levels.last() != Some(&indent) {
                    return Some(index + 1);
                }
            }
            logical_last = last;
        }
        opens_block = !scan.open() && logical_last == Some(':');
    }
    None
}

/// Brackets and strings open at the end of the lines scanned so far.
#[derive(Default)]
struct Scan {
    depth: usize,
    /// The quote of a string still open, and how many of it close it. One
    /// quote's string still open at a line's end goes on (after a `\`, or
    /// an f-string's field over two lines): the grammar reports the
    /// others.
    string: Option<(char, usize)>,
    /// The line ended in `\`.
    joined: bool,
}

impl Scan {
    fn open(&self) -> bool {
        self.depth > 0 || self.string.is_some() || self.joined
    }

    /// Scans one line; its last character of code (not a comment, not
    /// whitespace), if any.
    fn line(&mut self, line: &str) -> Option<char> {
        let chars: Vec<char> = line.chars().collect();
        let mut last = None;
        let mut at = 0;
        self.joined = false;
        while at < chars.len() {
            let c = chars[at];
            if let Some((quote, count)) = self.string {
                if c == '\\' {
                    at += 2;
                    continue;
                }
                if c == quote && chars[at..].iter().take(count).all(|&q| q == quote) && at + count <= chars.len() {
                    self.string = None;
                    last = Some(quote);
                    at += count;
                    continue;
                }
                at += 1;
                continue;
            }
            match c {
                '#' => break,
                '"' | '\'' => {
                    let count = if chars[at..].starts_with(&[c, c, c]) { 3 } else { 1 };
                    self.string = Some((c, count));
                    at += count;
                    continue;
                }
                '(' | '[' | '{' => self.depth += 1,
                ')' | ']' | '}' => self.depth = self.depth.saturating_sub(1),
                '\\' if chars[at + 1..].iter().all(|c| c.is_whitespace()) => {
                    self.joined = true;
                    break;
                }
                _ => {}
            }
            if !c.is_whitespace() {
                last = Some(c);
            }
            at += 1;
        }
        last
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_at_the_wrong_indentation_is_found() {
        let dedented = "class Spin:\n    def book(self, m):\n        if self.full():\n            self.wait(m)\nself.wait.pop(0)\n            return 'waitlist'\n";
        assert_eq!(error_line(dedented), Some(6), "unexpected indent");
        assert_eq!(error_line("def f():\nreturn 1\n"), Some(2), "expected an indented block");
        assert_eq!(error_line("if a:\n    b()\n  c()\n"), Some(3), "unindent matches no level");
        assert_eq!(error_line("x = 1\n    y = 2\n"), Some(2));
    }

    #[test]
    fn valid_python_has_no_indentation_error() {
        for text in [
            "def f(a,\n        b):\n    return (a +\n  b)\n",
            "x = '''\n  text\n:'''\ny = 1\n",
            "s = \"a # not a comment (\"\nif s:  # comment:\n    pass\n",
            "if a: b()\nc()\n",
            "total = a + \\\n        b\nprint(total)\n",
            "class A:\n\n    # note\n    def f(self):\n        d = {\n  'k': 1,\n        }\n        return d\n\n\nz = A()\n",
            "items = [x for x in y\n         if x]\nlambda: 1\n",
            "def f():\n    \"\"\"Doc.\n\n  indented text:\n    \"\"\"\n    return 'it''s'\n",
            "if a:\n    if b:\n        c()\nelse:\n    d()\n",
            "@dec\ndef f(): return 1\n",
            "x = 1\ns = f\"{x +\n 1}\"\nt = 'a\\\n  b'\n",
        ] {
            assert_eq!(error_line(text), None, "{text}");
        }
    }
}
