//! Command-line parsing with lexopt: raw arguments become a `Command`; the
//! help text is written by hand next to the flags it describes.

use std::ffi::OsString;
use std::path::PathBuf;

use lexopt::prelude::*;
use nub_config::FlagOverrides;
use nub_llm::Api;

pub const HELP: &str = "\
nub — a lean coding agent for the terminal

Usage:
  nub -p [PROMPT]                      answer PROMPT (or standard input) and exit
  nub debug replay --api openai FILE   decode a recorded SSE stream, print its events as NDJSON

Options:
  -p, --print          print mode: stream the answer to stdout, then exit
      --model NAME     model to use (env NUB_MODEL)
      --base-url URL   OpenAI-compatible API root, e.g. http://127.0.0.1:8080/v1 (env NUB_BASE_URL)
  -h, --help           show this help
  -V, --version        show the version

Environment:
  NUB_BASE_URL  NUB_API_KEY (or OPENAI_API_KEY)  NUB_MODEL
  NUB_IDLE_TIMEOUT  seconds a silent stream is waited for (default 120)
  NUB_LOG       log level or filter (default info); logs go to $XDG_STATE_HOME/nub/log/

Exit codes: 0 ok, 1 agent/provider error, 2 configuration error, 3 cancelled, 4 limit reached
";

#[derive(Debug)]
pub enum Command {
    Print { prompt: Option<String>, flags: FlagOverrides },
    Replay { api: Api, file: PathBuf },
    Interactive,
    Help,
    Version,
}

pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, String> {
    let mut parser = lexopt::Parser::from_args(args);
    let mut print = false;
    let mut flags = FlagOverrides::default();
    let mut words: Vec<String> = Vec::new();
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Short('p') | Long("print") => print = true,
            Long("model") => flags.model = Some(string(parser.value().map_err(describe)?)?),
            Long("base-url") => flags.base_url = Some(string(parser.value().map_err(describe)?)?),
            Short('h') | Long("help") => return Ok(Command::Help),
            Short('V') | Long("version") => return Ok(Command::Version),
            Value(word) if !print && words.is_empty() && word == "debug" => return parse_debug(&mut parser),
            Value(word) => words.push(string(word)?),
            _ => return Err(format!("{}; see nub --help", describe(arg.unexpected()))),
        }
    }
    let prompt = (!words.is_empty()).then(|| words.join(" "));
    if print {
        Ok(Command::Print { prompt, flags })
    } else if prompt.is_some() {
        Err("a prompt needs -p (print mode); the interactive interface is not built yet. Try: nub -p \"…\"".into())
    } else {
        Ok(Command::Interactive)
    }
}

fn parse_debug(parser: &mut lexopt::Parser) -> Result<Command, String> {
    match parser.next().map_err(describe)? {
        Some(Value(word)) if word == "replay" => {}
        _ => return Err("usage: nub debug replay --api openai FILE".into()),
    }
    let mut api = None;
    let mut file = None;
    while let Some(arg) = parser.next().map_err(describe)? {
        match arg {
            Long("api") => {
                let name = string(parser.value().map_err(describe)?)?;
                api = Some(Api::parse(&name).ok_or_else(|| format!("unknown --api {name:?}; supported: openai"))?);
            }
            Value(path) if file.is_none() => file = Some(PathBuf::from(path)),
            _ => return Err(format!("{}; usage: nub debug replay --api openai FILE", describe(arg.unexpected()))),
        }
    }
    match (api, file) {
        (Some(api), Some(file)) => Ok(Command::Replay { api, file }),
        _ => Err("usage: nub debug replay --api openai FILE".into()),
    }
}

fn string(value: OsString) -> Result<String, String> {
    value.into_string().map_err(|raw| format!("argument {raw:?} is not valid UTF-8"))
}

fn describe(error: lexopt::Error) -> String {
    error.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_words(words: &[&str]) -> Result<Command, String> {
        parse(words.iter().map(OsString::from))
    }

    #[test]
    fn print_mode_joins_the_prompt_and_reads_flags() {
        let Ok(Command::Print { prompt, flags }) =
            parse_words(&["-p", "Say", "hi", "--model", "m", "--base-url=http://x"])
        else {
            panic!("expected print mode");
        };
        assert_eq!(prompt.as_deref(), Some("Say hi"));
        assert_eq!(flags.model.as_deref(), Some("m"));
        assert_eq!(flags.base_url.as_deref(), Some("http://x"));
        assert!(matches!(parse_words(&["-p"]), Ok(Command::Print { prompt: None, .. })));
    }

    #[test]
    fn debug_replay_and_errors() {
        assert!(matches!(parse_words(&["debug", "replay", "--api", "openai", "f.sse"]), Ok(Command::Replay { .. })));
        assert!(parse_words(&["debug", "replay", "--api", "nope", "f.sse"]).unwrap_err().contains("openai"));
        assert!(parse_words(&["--frobnicate"]).unwrap_err().contains("--frobnicate"));
        assert!(parse_words(&["hello"]).unwrap_err().contains("-p"));
        // After -p, "debug" is just part of the prompt.
        assert!(matches!(parse_words(&["-p", "debug"]), Ok(Command::Print { .. })));
    }
}
