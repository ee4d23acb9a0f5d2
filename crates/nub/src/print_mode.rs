//! `nub -p`: one request, the answer streamed to stdout.

use std::io::{IsTerminal, Read};

use futures_util::StreamExt;
use nub_config::{EndpointSettings, FlagOverrides};
use nub_llm::http::HttpOptions;
use nub_llm::openai::OpenAiProvider;
use nub_llm::{Event, Message, Provider, Request};
use tokio_util::sync::CancellationToken;

use crate::exit::Failure;
use crate::ui::plain::PlainPrinter;

pub async fn run(prompt: Option<String>, flags: FlagOverrides) -> Result<(), Failure> {
    let prompt = read_prompt(prompt)?;
    let settings = nub_config::resolve_endpoint(&|name| std::env::var(name).ok(), &flags).map_err(Failure::config)?;
    let provider = provider_for(&settings)?;
    tracing::info!(endpoint = %settings.name, model = %settings.model.value, "print mode");

    let cancel = CancellationToken::new();
    let on_interrupt = cancel.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            on_interrupt.cancel();
        }
    });

    let request = Request {
        model: settings.model.value.clone(),
        system: Vec::new(),
        messages: vec![Message::user(prompt)],
        tools: Vec::new(),
        max_tokens: None,
        temperature: None,
    };
    let mut stream = provider.stream(request, cancel).await?;
    let mut printer = PlainPrinter::default();
    let mut outcome = Ok(());
    while let Some(item) = stream.next().await {
        match item {
            Ok(event) => {
                let done = matches!(event, Event::Done { .. });
                printer.on_event(&event).map_err(Failure::error)?;
                if done {
                    break;
                }
            }
            Err(error) => {
                outcome = Err(Failure::from(error));
                break;
            }
        }
    }
    printer.finish().map_err(Failure::error)?;
    outcome
}

fn provider_for(settings: &EndpointSettings) -> Result<OpenAiProvider, Failure> {
    let caps = nub_llm::registry::resolve_caps(&settings.base_url.value, &settings.model.value, &settings.caps);
    let options = HttpOptions { idle_timeout: settings.idle_timeout.value, ..HttpOptions::default() };
    let key = settings.api_key.as_ref().map(|k| k.value.expose().to_owned());
    OpenAiProvider::new(settings.name.clone(), &settings.base_url.value, key, caps, options).map_err(Failure::from)
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
