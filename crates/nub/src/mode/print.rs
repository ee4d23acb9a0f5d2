//! `nub -p`: one prompt through the agent loop, rendered as text or as a
//! JSON event stream, the session stored like in every other mode.

use std::io::{IsTerminal, Read};
use std::sync::Arc;

use nub_agent::{Input, Loop, LoopConfig, Outcome, UiEvent};
use nub_config::EndpointSettings;
use nub_llm::Provider;
use nub_llm::http::HttpOptions;
use nub_tools::{Permission, Policy, ToolRegistry};
use tokio::sync::mpsc;

use crate::cli::{OutputMode, PrintArgs};
use crate::exit::{Exit, Failure};
use crate::ui::json::JsonPrinter;
use crate::ui::plain::PlainPrinter;
use crate::{context_cmd, permissions, sessions};

pub async fn run(args: PrintArgs) -> Result<(), Failure> {
    let prompt = read_prompt(args.prompt)?;
    let cwd = sessions::cwd()?;
    let repo_root = nub_session::repo::repo_root(&cwd);
    let env = |name: &str| std::env::var(name).ok();
    let config = nub_config::Config::load(&env, &repo_root).map_err(Failure::config)?;
    let settings = config.resolve_endpoint(&env, &args.flags).map_err(Failure::config)?;
    let policy = permissions::policy(&config, env("NUB_PERMISSIONS").as_deref(), &args.allow, &args.deny)?;
    permissions::refuse_asking(&policy)?;
    // MCP servers connect in the background while the rest is prepared (D-06).
    let mcp = crate::mcp_cmd::start(&config, args.flags.profile.as_deref(), &env)?;
    let provider: Arc<dyn Provider> = Arc::from(provider_for(&settings)?);
    let session = sessions::open_for_run(&args.session, args.branch.as_deref())?;
    tracing::info!(endpoint = %settings.name, model = %settings.model.value, session = %session.session.id, "print mode");

    let context = context_cmd::build(&config, &repo_root, &cwd, &env);
    let mut tools = permitted_tools(&policy);
    let skills = crate::skills_cmd::discover(&config, &repo_root, &env);
    if !skills.skills.is_empty() && policy.permission("read_skill") != Permission::Deny {
        tools.register(Arc::new(nub_context::ReadSkill::new(skills.skills)));
    }
    // Dropped when the run ends: every stdio server's process group goes with it.
    let mcp = mcp.ready().await;
    for tool in mcp.tools.iter().filter(|t| policy.permission(t.name()) != Permission::Deny) {
        tools.register(tool.clone());
    }
    let config = LoopConfig {
        model: settings.model.value.clone(),
        system: context.system(),
        max_turns: args.max_turns.unwrap_or(config.max_turns.value),
        max_tool_time: config.max_tool_time.value,
        max_tokens: None,
        cwd,
        repo_root,
        policy: Arc::new(policy.clone()),
    };
    let mut renderer: Box<dyn Render> = match args.mode {
        OutputMode::Text => Box::new(PlainPrinter::default()),
        OutputMode::Json => Box::new(JsonPrinter),
    };
    let (inputs, input_rx) = mpsc::channel(8);
    let mut events = Loop::new(provider, Arc::new(tools), session, config).run(input_rx);
    for message in context.warnings.into_iter().chain(mcp.warnings.iter().cloned()) {
        renderer.event(&UiEvent::Warning { message }).map_err(Failure::error)?;
    }
    inputs.send(Input::Prompt(prompt)).await.map_err(|_| Failure::error("the agent loop stopped before it began"))?;

    let on_interrupt = inputs.clone();
    tokio::spawn(async move {
        // The first Ctrl+C cancels the run (tools are stopped, the session
        // stays consistent); a second one ends nub at once.
        if tokio::signal::ctrl_c().await.is_ok() {
            let _ = on_interrupt.send(Input::Cancel).await;
            if tokio::signal::ctrl_c().await.is_ok() {
                nub_mcp::terminate_all();
                std::process::exit(Exit::Cancelled as i32);
            }
        }
    });

    while let Some(event) = events.recv().await {
        renderer.event(&event).map_err(Failure::error)?;
        if let UiEvent::RunEnd { outcome } = event {
            let _ = inputs.send(Input::Quit).await;
            return outcome_to_exit(outcome);
        }
    }
    Err(Failure::error("the agent loop ended without finishing the run"))
}

/// One way of showing the events of a run.
pub trait Render {
    fn event(&mut self, event: &UiEvent) -> std::io::Result<()>;
}

fn outcome_to_exit(outcome: Outcome) -> Result<(), Failure> {
    match outcome {
        Outcome::Completed => Ok(()),
        Outcome::Cancelled => Err(Failure { exit: Exit::Cancelled, message: "cancelled".into() }),
        Outcome::Limit { message, .. } => Err(Failure { exit: Exit::Limit, message }),
        Outcome::Failed { message, .. } => Err(Failure::error(message)),
    }
}

/// The built-in tools minus the denied ones: the model is not even shown
/// what it may not use (and the definitions cost no tokens).
fn permitted_tools(policy: &Policy) -> ToolRegistry {
    let all = ToolRegistry::builtin();
    let mut permitted = ToolRegistry::default();
    for name in all.names() {
        if let Some(tool) = all.get(name).filter(|_| policy.permission(name) != Permission::Deny) {
            permitted.register(tool);
        }
    }
    permitted
}

fn provider_for(settings: &EndpointSettings) -> Result<Box<dyn Provider>, Failure> {
    let caps = nub_llm::registry::resolve_caps(&settings.base_url.value, &settings.model.value, &settings.caps);
    let options = HttpOptions { idle_timeout: settings.idle_timeout.value, ..HttpOptions::default() };
    let key = settings.api_key.as_ref().map(|k| k.value.expose().to_owned());
    let api = match settings.api {
        nub_config::WireApi::OpenAi => nub_llm::Api::OpenAi,
        nub_config::WireApi::Anthropic => nub_llm::Api::Anthropic,
        nub_config::WireApi::Gemini => nub_llm::Api::Gemini,
    };
    api.provider(&settings.name, &settings.base_url.value, key, caps, options).map_err(Failure::from)
}

/// The prompt from the arguments, else from standard input when it is piped.
/// Standard input is not read when a prompt was given: an inherited pipe that
/// never closes would hang the run.
fn read_prompt(prompt: Option<String>) -> Result<String, Failure> {
    let prompt = match prompt {
        Some(prompt) => prompt,
        None if std::io::stdin().is_terminal() => String::new(),
        None => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| Failure::config(format!("cannot read the prompt from standard input: {e}")))?;
            text
        }
    };
    if prompt.trim().is_empty() {
        return Err(Failure::config("no prompt: pass it after -p, or pipe it in (echo \"…\" | nub -p)"));
    }
    Ok(prompt)
}
