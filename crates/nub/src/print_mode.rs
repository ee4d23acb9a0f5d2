//! `nub -p`: one prompt, the answer streamed to stdout, both stored in the
//! session. (The agent loop with tools replaces the single request later.)

use std::io::{IsTerminal, Read};

use futures_util::StreamExt;
use nub_config::{EndpointSettings, FlagOverrides};
use nub_llm::collect::Collector;
use nub_llm::http::HttpOptions;
use nub_llm::openai::OpenAiProvider;
use nub_llm::{Event, Message, Provider, Request};
use nub_session::{Node, SessionFile};
use tokio_util::sync::CancellationToken;

use crate::cli::SessionChoice;
use crate::exit::Failure;
use crate::sessions;
use crate::ui::plain::PlainPrinter;

pub async fn run(
    prompt: Option<String>,
    flags: FlagOverrides,
    choice: SessionChoice,
    branch: Option<String>,
) -> Result<(), Failure> {
    let prompt = read_prompt(prompt)?;
    let settings = nub_config::resolve_endpoint(&|name| std::env::var(name).ok(), &flags).map_err(Failure::config)?;
    let provider = provider_for(&settings)?;
    let mut session = sessions::open_for_run(&choice, branch.as_deref())?;
    tracing::info!(endpoint = %settings.name, model = %settings.model.value, session = %session.session.id, "print mode");

    let cancel = CancellationToken::new();
    let on_interrupt = cancel.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            on_interrupt.cancel();
        }
    });

    let question = Node::message(session.session.head().cloned(), Message::user(prompt));
    append(&mut session, question)?;
    let request = Request {
        model: settings.model.value.clone(),
        system: Vec::new(),
        messages: session.session.path_to_head().into_iter().cloned().collect(),
        tools: Vec::new(),
        max_tokens: None,
        temperature: None,
    };
    let outcome = stream_answer(&provider, request, cancel).await;
    let answer = match outcome {
        Ok(collector) => collector,
        Err(failure) => {
            // The prompt stays in the session; a half answer is not committed.
            session.sync().map_err(|e| Failure::error(e.to_string()))?;
            return Err(failure);
        }
    };
    let mut node = Node::message(session.session.head().cloned(), answer.message());
    node.meta.model = Some(settings.model.value.clone());
    node.meta.usage = Some(answer.usage);
    append(&mut session, node)?;
    session.sync().map_err(|e| Failure::error(e.to_string()))
}

fn append(session: &mut SessionFile, node: Node) -> Result<(), Failure> {
    session.append(node).map_err(|e| Failure::error(format!("cannot save the session: {e}")))
}

async fn stream_answer(
    provider: &dyn Provider,
    request: Request,
    cancel: CancellationToken,
) -> Result<Collector, Failure> {
    let mut stream = provider.stream(request, cancel).await?;
    let mut printer = PlainPrinter::default();
    let mut collector = Collector::default();
    let mut outcome = Ok(());
    while let Some(item) = stream.next().await {
        match item {
            Ok(event) => {
                collector.push(&event);
                printer.on_event(&event).map_err(Failure::error)?;
                if matches!(event, Event::Done { .. }) {
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
    outcome.map(|()| collector)
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
