//! The command line as a user types it: each subcommand and flag parsed,
//! mistakes and typos answered with the message a user sees.

use super::*;

fn parse_words(words: &[&str]) -> Result<Command, String> {
    parse(words.iter().map(OsString::from))
}

#[test]
fn print_mode_joins_the_prompt_and_reads_flags() {
    let Ok(Command::Print { run: args, mode }) = parse_words(&[
        "-p",
        "Say",
        "hi",
        "--model",
        "m",
        "--base-url=http://x",
        "--mode",
        "json",
        "--max-turns",
        "4",
        "--allow",
        "bash, write",
        "--deny=grep",
    ]) else {
        panic!("expected print mode");
    };
    assert_eq!(args.prompt.as_deref(), Some("Say hi"));
    assert_eq!((args.flags.model.as_deref(), args.flags.base_url.as_deref()), (Some("m"), Some("http://x")));
    assert_eq!((args.session, args.branch), (SessionChoice::New, None));
    assert_eq!((mode, args.max_turns), (OutputMode::Json, Some(4)));
    assert_eq!((args.allow, args.deny), (vec!["bash".to_owned(), "write".to_owned()], vec!["grep".to_owned()]));
    assert!(matches!(parse_words(&["-p"]), Ok(Command::Print { run: RunArgs { prompt: None, .. }, .. })));
    assert!(parse_words(&["-p", "x", "--max-turns", "0"]).unwrap_err().contains("above 0"));
    assert!(parse_words(&["-p", "x", "--mode", "xml"]).unwrap_err().contains("json"));
}

#[test]
fn effort_is_one_of_the_levels() {
    let Ok(Command::Print { run, .. }) = parse_words(&["-p", "--effort", "high", "hi"]) else { panic!() };
    assert_eq!(run.flags.effort, Some(nub_config::Effort::High));
    assert!(parse_words(&["--effort", "max"]).unwrap_err().contains("minimal, low, medium, high, xhigh"));
}

#[test]
fn sessions_are_chosen_with_c_r_and_branch() {
    assert!(matches!(
        parse_words(&["-c", "-p", "go", "on"]),
        Ok(Command::Print { run: RunArgs { session: SessionChoice::Continue, .. }, .. })
    ));
    let Ok(Command::Print { run: args, .. }) = parse_words(&["-r", "ab12", "--branch", "cd34", "-p", "x"]) else {
        panic!("expected print mode");
    };
    assert_eq!((args.session, args.branch.as_deref()), (SessionChoice::Resume("ab12".into()), Some("cd34")));
    assert!(parse_words(&["--branch", "x", "-p", "y"]).unwrap_err().contains("-c"));
    assert!(matches!(
        parse_words(&["-c"]),
        Ok(Command::Interactive(RunArgs { session: SessionChoice::Continue, prompt: None, .. }))
    ));
}

#[test]
fn skills_mcp_and_profiles() {
    assert!(matches!(parse_words(&["skills"]), Ok(Command::Skills)));
    assert!(matches!(parse_words(&["mcp"]), Ok(Command::Mcp { profile: None })));
    assert!(matches!(parse_words(&["mcp", "--profile", "r"]), Ok(Command::Mcp { profile: Some(p) }) if p == "r"));
    assert!(matches!(parse_words(&["--profile", "r", "mcp"]), Ok(Command::Mcp { profile: Some(p) }) if p == "r"));
    let Ok(Command::Print { run: args, .. }) = parse_words(&["--profile", "review", "-p", "x"]) else { panic!() };
    assert_eq!(args.flags.profile.as_deref(), Some("review"));
}

#[test]
fn subcommands_and_their_errors() {
    assert!(matches!(parse_words(&["sessions"]), Ok(Command::Sessions)));
    assert!(matches!(parse_words(&["config"]), Ok(Command::Config { .. })));
    assert!(matches!(
        parse_words(&["config", "--endpoint", "anthropic", "--model", "m"]),
        Ok(Command::Config { flags }) if flags.endpoint.as_deref() == Some("anthropic") && flags.model.as_deref() == Some("m")
    ));
    assert!(
        matches!(parse_words(&["--model", "m", "context"]), Ok(Command::Context { flags }) if flags.model.is_some())
    );
    assert!(parse_words(&["-p", "a", "-p", "b"]).unwrap_err().contains("twice"));
    assert!(matches!(parse_words(&["map"]), Ok(Command::Map { tokens: 4000, stdout: false })));
    assert!(matches!(
        parse_words(&["map", "--tokens", "900", "--stdout"]),
        Ok(Command::Map { tokens: 900, stdout: true })
    ));
    assert!(parse_words(&["map", "--tokens", "x"]).unwrap_err().contains("--tokens"));
    assert!(matches!(parse_words(&["tree"]), Ok(Command::Tree { session: None })));
    assert!(matches!(parse_words(&["tree", "ab"]), Ok(Command::Tree { session: Some(_) })));
    assert!(matches!(
        parse_words(&["label", "n1", "good", "point"]),
        Ok(Command::Label { change: LabelChange::Set(t), .. }) if t == "good point"
    ));
    assert!(matches!(parse_words(&["label", "--clear", "n1"]), Ok(Command::Label { change: LabelChange::Clear, .. })));
    assert!(matches!(
        parse_words(&["label", "-r", "s", "--bookmark", "n1"]),
        Ok(Command::Label { change: LabelChange::Bookmark(true), session: Some(_), .. })
    ));
    assert!(parse_words(&["label", "n1"]).is_err());
    assert!(matches!(
        parse_words(&["export", "--format", "jsonl"]),
        Ok(Command::Export { format: ExportFormat::Jsonl, session: None, output: None })
    ));
    assert!(matches!(
        parse_words(&["export", "--format", "html", "-o", "page.html"]),
        Ok(Command::Export { format: ExportFormat::Html, output: Some(_), .. })
    ));
    assert!(parse_words(&["export", "--format", "pdf"]).unwrap_err().contains("html"));
    assert!(matches!(parse_words(&["debug", "replay", "--api", "openai", "f.sse"]), Ok(Command::Replay { .. })));
    assert!(parse_words(&["debug", "replay", "--api", "nope", "f.sse"]).unwrap_err().contains("openai"));
    for api in ["anthropic", "gemini"] {
        assert!(matches!(parse_words(&["debug", "replay", "--api", api, "f.sse"]), Ok(Command::Replay { .. })));
    }
    assert!(parse_words(&["--frobnicate"]).unwrap_err().contains("--frobnicate"));
    assert!(matches!(
        parse_words(&["hello", "there"]),
        Ok(Command::Interactive(RunArgs { prompt: Some(p), .. })) if p == "hello there"
    ));
    assert!(matches!(parse_words(&[]), Ok(Command::Interactive(RunArgs { prompt: None, .. }))));
    assert!(parse_words(&["--mode", "json"]).unwrap_err().contains("-p"));
    assert!(matches!(parse_words(&["-p", "sessions"]), Ok(Command::Print { .. })), "after -p it is a prompt");
}

#[test]
fn diff_restore_and_checkpoints() {
    assert!(matches!(parse_words(&["diff"]), Ok(Command::Diff { session: None, node: None, stat: false })));
    assert!(matches!(
        parse_words(&["diff", "-r", "s1", "--stat", "n1"]),
        Ok(Command::Diff { session: Some(s), node: Some(n), stat: true }) if s == "s1" && n == "n1"
    ));
    assert!(matches!(
        parse_words(&["restore", "--force", "n1"]),
        Ok(Command::Restore { node, force: true, session: None }) if node == "n1"
    ));
    assert!(parse_words(&["restore"]).unwrap_err().contains("nub restore [-r ID] [--force] NODE"));
    assert!(parse_words(&["diff", "a", "b"]).is_err());
    assert!(matches!(parse_words(&["checkpoints"]), Ok(Command::Checkpoints { prune: None })));
    assert!(matches!(parse_words(&["checkpoints", "prune"]), Ok(Command::Checkpoints { prune: Some(None) })));
    assert!(matches!(
        parse_words(&["checkpoints", "prune", "--older-than", "14"]),
        Ok(Command::Checkpoints { prune: Some(Some(14)) })
    ));
    assert!(parse_words(&["checkpoints", "--older-than", "3"]).is_err());
    for (typed, meant) in [("dif", "diff"), ("restor", "restore"), ("checkpoint", "checkpoints")] {
        assert!(parse_words(&[typed]).unwrap_err().contains(&format!("did you mean nub {meant}?")));
    }
}

#[test]
fn a_mistyped_subcommand_is_an_error_with_a_suggestion() {
    for (typed, meant) in [("sesions", "sessions"), ("confg", "config"), ("tre", "tree"), ("mpc", "mcp")] {
        let error = parse_words(&[typed]).unwrap_err();
        assert!(error.contains(&format!("did you mean nub {meant}?")), "{error}");
        assert!(error.contains(&format!("nub -- {typed}")), "{error}");
    }
    // On purpose: after --, with -p, or more than one word.
    assert!(
        matches!(parse_words(&["--", "sesions"]), Ok(Command::Interactive(RunArgs { prompt: Some(p), .. })) if p == "sesions")
    );
    assert!(matches!(parse_words(&["-p", "sesions"]), Ok(Command::Print { .. })));
    assert!(matches!(parse_words(&["sesions", "please"]), Ok(Command::Interactive(_))));
    // Words far from every command are prompts.
    assert!(matches!(parse_words(&["hello"]), Ok(Command::Interactive(_))));
    assert!(matches!(parse_words(&["a"]), Ok(Command::Interactive(_))));
}

#[test]
fn acp_takes_the_endpoint_flags_and_has_its_own_help() {
    let Ok(Command::Acp { flags }) = parse_words(&["acp", "--model", "m", "--profile", "p"]) else {
        panic!("expected nub acp");
    };
    assert_eq!((flags.model.as_deref(), flags.profile.as_deref()), (Some("m"), Some("p")));
    assert!(
        matches!(parse_words(&["--endpoint", "e", "acp"]), Ok(Command::Acp { flags }) if flags.endpoint.as_deref() == Some("e"))
    );
    assert!(matches!(parse_words(&["acp", "--help"]), Ok(Command::AcpHelp)));
    assert!(parse_words(&["acp", "--allow", "bash"]).unwrap_err().contains("nub acp --help"));
}
