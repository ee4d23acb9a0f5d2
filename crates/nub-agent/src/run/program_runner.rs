//! How nub runs a question's program: Python reads a short runner from
//! its input and the program, kept as written, from descriptor 3; and a
//! model's call that copies the runner gets it written again.

use nub_llm::Message;

/// Ends the here-document the program is sent in.
pub(super) const END: &str = "NUB_PROGRAM";
/// Ends the here-document of the runner that reads it.
pub(super) const RUNNER: &str = "NUB_RUNNER";

/// The dotted module name of a Python file (`shop/prices.py` →
/// `shop.prices`), when every part is a name.
pub(super) fn module_of(path: &str) -> Option<String> {
    let parts: Vec<&str> = path.strip_suffix(".py")?.split('/').collect();
    let names = parts.iter().all(|part| {
        part.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    });
    (names && parts.last() != Some(&"__init__")).then(|| parts.join("."))
}

/// The shell command that runs `program`: Python reads a short runner
/// from its input and the program, kept as written and shown first, from
/// descriptor 3. The runner imports every name of the attached `modules`
/// first, quietly (what a module prints or raises on import is left out),
/// then runs the program's own import lines one by one, skipping any that
/// fail: the 1.5B model called `spaces_left` without importing it, and
/// imported `tickets` from tickets.py, which has no such name. Line
/// numbers in a traceback are the program's own.
pub(super) fn command(program: &str, modules: &[String]) -> String {
    let listed: Vec<String> = modules.iter().map(|module| format!("'{module}'")).collect();
    format!(
        "PYTHONDONTWRITEBYTECODE=1 python3 - 3<<'{END}' <<'{RUNNER}'\n{program}\n{END}\n\
import contextlib as _nub_quiet, io as _nub_io\n\
for _nub_module in [{}]:\n    try:\n        with _nub_quiet.redirect_stdout(_nub_io.StringIO()):\n            exec(f'from {{_nub_module}} import *')\n    except BaseException:\n        pass\n\
_nub_lines = open(3).read().split('\\n')\n\
for _nub_at, _nub_line in enumerate(_nub_lines):\n    if _nub_line.startswith(('import ', 'from ')) and not _nub_line.rstrip().endswith(('(', '\\\\')):\n        try:\n            exec(_nub_line)\n        except ImportError:\n            pass\n        _nub_lines[_nub_at] = ''\n\
exec(compile('\\n'.join(_nub_lines), '<program>', 'exec'))\n{RUNNER}",
        listed.join(", ")
    )
}

/// The model's `bash` call that copies nub's runner of a program (from an
/// earlier call of the session) gets the runner as nub writes it: the
/// 1.5B model sent a dinghy hire's program again with one runner line
/// indented into the loop before it, and every run failed. The program
/// itself is kept as written; the modules are those the copy lists.
pub(super) fn mend_runners(message: &mut Message) {
    for block in &mut message.content {
        let nub_llm::Block::ToolUse { name, input, .. } = block else { continue };
        if name != "bash" {
            continue;
        }
        let Some(mended) = input.get("command").and_then(|c| c.as_str()).and_then(runner_mended) else { continue };
        input["command"] = serde_json::Value::String(mended);
    }
}

/// `command` with nub's runner written again, when it copies one.
fn runner_mended(command: &str) -> Option<String> {
    let head = format!("3<<'{END}' <<'{RUNNER}'\n");
    let start = command.find(&head)? + head.len();
    let program_end = command[start..].find(&format!("\n{END}\n"))? + start;
    let program = &command[start..program_end];
    if program.lines().any(|line| [END, RUNNER].contains(&line.trim())) {
        return None;
    }
    let listed = command[program_end..].split_once("for _nub_module in [")?.1.split_once(']')?.0;
    let modules: Vec<String> = listed
        .split(',')
        .map(|part| part.trim().trim_matches('\'').to_owned())
        .filter(|module| !module.is_empty() && module.split('.').all(|part| module_of(&format!("{part}.py")).is_some()))
        .collect();
    let mended = self::command(program, &modules);
    (mended != command).then_some(mended)
}

#[cfg(test)]
mod tests {
    use super::{Message, command, mend_runners, module_of, runner_mended};
    use serde_json::json;

    #[test]
    fn the_attached_modules_are_imported_quietly_before_the_program() {
        assert_eq!(module_of("shop/prices.py").as_deref(), Some("shop.prices"));
        assert_eq!(module_of("tickets.py").as_deref(), Some("tickets"));
        assert_eq!(module_of("my-tools/x.py"), None);
        assert_eq!(module_of("pkg/__init__.py"), None);
        assert_eq!(module_of("notes.md"), None);
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("fleet.py"), "print('loading')\n\ndef spaces_left():\n    return 35\n").unwrap();
        // What the program prints is all the output; its own imports that
        // fail are skipped.
        std::fs::write(dir.path().join("broken.py"), "raise SystemExit(3)\n").unwrap();
        let program = "from fleet import spaces_left, oldest\nimport nowhere\n\nprint(spaces_left())\n";
        let out = std::process::Command::new("bash")
            .args(["-c", &command(program, &["broken".into(), "fleet".into()])])
            .current_dir(dir.path())
            .output()
            .unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "35\n", "{}", String::from_utf8_lossy(&out.stderr));
    }

    #[test]
    fn a_copied_runner_is_written_again_and_the_program_kept() {
        let program = "from hire import price\nprint(price(3, 2))";
        let right = command(program, &["hire".to_owned(), "rates".to_owned()]);
        assert_eq!(runner_mended(&right), None);
        // One runner line indented into the loop before it.
        let broken = right.replace("\n_nub_lines = open(3)", "\n        _nub_lines = open(3)");
        assert_ne!(broken, right);
        assert_eq!(runner_mended(&broken).as_deref(), Some(right.as_str()));
        let mut message = Message {
            role: nub_llm::Role::Assistant,
            content: vec![nub_llm::Block::ToolUse {
                id: "a".into(),
                name: "bash".into(),
                input: json!({ "command": broken, "timeout": 30 }),
            }],
        };
        mend_runners(&mut message);
        let nub_llm::Block::ToolUse { input, .. } = &message.content[0] else { panic!() };
        assert_eq!(input["command"], json!(right));
        assert_eq!(input["timeout"], json!(30));
        // A module list that is no list of modules is left out.
        let odd = right.replace("['hire', 'rates']", "['hire', 'os; import x']");
        assert_eq!(runner_mended(&odd).as_deref(), Some(command(program, &["hire".to_owned()]).as_str()));
        assert_eq!(runner_mended("python3 - <<'EOF'\nprint(1)\nEOF"), None);
    }
}
