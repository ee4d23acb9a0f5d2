//! The loop: prompts in, turns of model requests and tool runs, events out.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Arc;

use futures_util::StreamExt;
use nub_llm::collect::Collector;
use nub_llm::{Block, Event, LlmError, Message, Provider, Request, Role, StopReason};
use nub_session::{Node, SessionFile};
use nub_tools::ToolRegistry;
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::config::{LoopConfig, ModelSwitch};
use crate::control::Control;
use crate::event::{FailureKind, LimitKind, Outcome, UiEvent};
use crate::execute::{Call, Executed, Executor};
use crate::input::Input;

pub struct Loop {
    provider: Arc<dyn Provider>,
    /// The endpoint `provider` talks to, as the user names it (for switches).
    endpoint: String,
    tools: Arc<ToolRegistry>,
    session: SessionFile,
    config: LoopConfig,
    switch: Option<Arc<dyn ModelSwitch>>,
    /// Tools the user allowed for the rest of the session ("allow always").
    allowed: HashSet<String>,
}

impl Loop {
    pub fn new(
        provider: Arc<dyn Provider>,
        tools: Arc<ToolRegistry>,
        session: SessionFile,
        config: LoopConfig,
    ) -> Self {
        let endpoint = provider.name().to_owned();
        Loop { provider, endpoint, tools, session, config, switch: None, allowed: HashSet::new() }
    }

    /// Lets `Input::SetModel` change the provider; without it a switch is
    /// answered with a warning.
    pub fn with_model_switch(mut self, endpoint: impl Into<String>, switch: Arc<dyn ModelSwitch>) -> Self {
        self.endpoint = endpoint.into();
        self.switch = Some(switch);
        self
    }

    pub fn session(&self) -> &SessionFile {
        &self.session
    }

    /// Starts the loop on its own task. It ends after `Input::Quit`, or when
    /// the input channel closes and the queued prompts are done.
    pub fn run(self, inputs: mpsc::Receiver<Input>) -> mpsc::Receiver<UiEvent> {
        let (events, receiver) = mpsc::channel(256);
        tokio::spawn(self.serve(inputs, events));
        receiver
    }

    async fn serve(mut self, mut inputs: mpsc::Receiver<Input>, events: mpsc::Sender<UiEvent>) {
        let mut queued = VecDeque::new();
        loop {
            let input = match queued.pop_front() {
                Some(input) => input,
                None => match inputs.recv().await {
                    Some(input) => input,
                    None => break,
                },
            };
            let prompt = match input {
                Input::Prompt { text } | Input::Steer { text } => text,
                // Nothing is running: there is nothing to cancel or answer.
                Input::Cancel | Input::Answer { .. } => continue,
                Input::Quit => break,
                Input::SetModel { endpoint, model } => {
                    let event = self.set_model(endpoint.as_deref(), &model);
                    if events.send(event).await.is_err() {
                        break;
                    }
                    continue;
                }
                Input::Compact { .. } => {
                    let event = UiEvent::Warning { message: "compaction is not available in this version".into() };
                    if events.send(event).await.is_err() {
                        break;
                    }
                    continue;
                }
            };
            let mut control = Control {
                inputs: &mut inputs,
                events: &events,
                cancel: CancellationToken::new(),
                steering: Vec::new(),
                queued: &mut queued,
                answers: HashMap::new(),
                allowed: &mut self.allowed,
                quit: false,
                inputs_closed: false,
            };
            let (outcome, quit) = {
                let outcome = Self::run_prompt(
                    &mut self.session,
                    &self.provider,
                    &self.tools,
                    &self.config,
                    prompt,
                    &mut control,
                )
                .await;
                (outcome, control.quit)
            };
            if let Err(error) = self.session.sync() {
                tracing::error!(%error, "syncing the session failed");
            }
            for message in self.session.take_warnings() {
                let _ = events.send(UiEvent::Warning { message }).await;
            }
            if events.send(UiEvent::RunEnd { outcome }).await.is_err() || quit {
                break;
            }
        }
    }

    fn set_model(&mut self, endpoint: Option<&str>, model: &str) -> UiEvent {
        let Some(switch) = &self.switch else {
            return UiEvent::Warning { message: "this interface cannot switch models".into() };
        };
        match switch.switch(&self.endpoint, endpoint, model) {
            Ok(switched) => {
                tracing::info!(endpoint = %switched.endpoint, model = %switched.model, "model switched");
                self.provider = switched.provider;
                self.endpoint = switched.endpoint.clone();
                self.config.model = switched.model.clone();
                UiEvent::ModelChanged { endpoint: switched.endpoint, model: switched.model }
            }
            Err(message) => UiEvent::Warning { message: format!("model not switched: {message}") },
        }
    }

    async fn run_prompt(
        session: &mut SessionFile,
        provider: &Arc<dyn Provider>,
        tools: &Arc<ToolRegistry>,
        config: &LoopConfig,
        prompt: String,
        control: &mut Control<'_>,
    ) -> Outcome {
        control.emit(UiEvent::RunStart { session: session.session.id.to_string(), prompt: prompt.clone() }).await;
        if let Err(outcome) = append_message(session, Message::user(prompt)) {
            return outcome;
        }
        let mut executor = Executor::new(Arc::clone(tools), config, provider.caps().supports_images);
        let mut turn = 0;
        loop {
            turn += 1;
            let answer = match Self::turn(session, provider, tools, config, turn, control).await {
                Ok(answer) => answer,
                Err(outcome) => return outcome,
            };
            let calls: Vec<Call> = answer
                .content
                .iter()
                .filter_map(|block| match block {
                    Block::ToolUse { id, name, input } => {
                        Some(Call { id: id.clone(), name: name.clone(), input: input.clone() })
                    }
                    _ => None,
                })
                .collect();
            if calls.is_empty() {
                // Steering that came while the model answered becomes the next prompt.
                let steering = std::mem::take(&mut control.steering);
                if steering.is_empty() || control.cancel.is_cancelled() {
                    return if control.cancel.is_cancelled() { Outcome::Cancelled } else { Outcome::Completed };
                }
                for text in &steering {
                    control.emit(UiEvent::Steered { text: text.clone() }).await;
                }
                if let Err(outcome) = append_message(session, Message::user(steering.join("\n\n"))) {
                    return outcome;
                }
            } else {
                let Executed { results, steered, stop } = executor.execute(calls, control).await;
                let mut content = results;
                for text in &steered {
                    control.emit(UiEvent::Steered { text: text.clone() }).await;
                    content.push(Block::text(text.clone()));
                }
                if let Err(outcome) = append_message(session, Message { role: Role::User, content }) {
                    return outcome;
                }
                if let Err(error) = session.sync() {
                    tracing::error!(%error, "syncing the session failed");
                }
                if let Some(outcome) = stop {
                    return outcome;
                }
                if control.cancel.is_cancelled() {
                    return Outcome::Cancelled;
                }
            }
            if turn >= config.max_turns {
                return Outcome::Limit {
                    limit: LimitKind::MaxTurns,
                    message: format!(
                        "stopped after {turn} model requests (max_turns); continue with nub -c, or raise --max-turns"
                    ),
                };
            }
        }
    }

    /// One model request, streamed to the interface. The answer is committed
    /// only when complete.
    async fn turn(
        session: &mut SessionFile,
        provider: &Arc<dyn Provider>,
        tools: &ToolRegistry,
        config: &LoopConfig,
        turn: u32,
        control: &mut Control<'_>,
    ) -> Result<Message, Outcome> {
        for message in session.take_warnings() {
            control.emit(UiEvent::Warning { message }).await;
        }
        control.emit(UiEvent::TurnStart { turn, model: config.model.clone() }).await;
        let request = Request {
            model: config.model.clone(),
            system: config.system.clone(),
            messages: session.session.path_to_head().into_iter().cloned().collect(),
            tools: tools.defs(),
            max_tokens: config.max_tokens,
            temperature: None,
        };
        let mut stream = match provider.stream(request, control.cancel.child_token()).await {
            Ok(stream) => stream,
            Err(error) => return Err(failed(error)),
        };
        let mut collector = Collector::default();
        let mut kinds: HashMap<usize, BlockKind> = HashMap::new();
        loop {
            let item = tokio::select! {
                input = control.inputs.recv(), if !control.inputs_closed => {
                    control.on_input(input);
                    continue;
                }
                item = stream.next() => item,
            };
            let event = match item {
                Some(Ok(event)) => event,
                Some(Err(error)) => return Err(failed(error)),
                None => {
                    return Err(Outcome::Failed {
                        kind: FailureKind::Stream,
                        message: format!("{} ended the answer without finishing it", provider.name()),
                    });
                }
            };
            collector.push(&event);
            match event {
                Event::BlockStart { index, block } => {
                    let kind = match block {
                        Block::Text { .. } => BlockKind::Text,
                        Block::Thinking { .. } => BlockKind::Thinking,
                        _ => BlockKind::Other,
                    };
                    kinds.insert(index, kind);
                }
                Event::BlockDelta { index, text, .. } if !text.is_empty() => match kinds.get(&index) {
                    Some(BlockKind::Text) => control.emit(UiEvent::TextDelta { text }).await,
                    Some(BlockKind::Thinking) => control.emit(UiEvent::ThinkingDelta { text }).await,
                    _ => {}
                },
                Event::Retry { attempt, delay_ms, reason } => {
                    control.emit(UiEvent::Retry { attempt, delay_ms, reason }).await;
                }
                Event::Done { stop, usage } => {
                    let message = collector.message();
                    if !message.content.is_empty() {
                        let mut node = Node::message(session.session.head().cloned(), message.clone());
                        node.meta.model = Some(config.model.clone());
                        node.meta.usage = Some(usage);
                        append(session, node)?;
                    }
                    if stop == StopReason::MaxTokens {
                        control
                            .emit(UiEvent::Warning {
                                message: "the answer was cut off at the output token limit".into(),
                            })
                            .await;
                    }
                    control.emit(UiEvent::TurnEnd { turn, stop, usage }).await;
                    return Ok(message);
                }
                Event::BlockDelta { .. } | Event::BlockMeta { .. } | Event::BlockStop { .. } => {}
            }
        }
    }
}

fn append(session: &mut SessionFile, node: Node) -> Result<(), Outcome> {
    session.append(node).map_err(|error| Outcome::Failed { kind: FailureKind::Session, message: error.to_string() })
}

fn append_message(session: &mut SessionFile, message: Message) -> Result<(), Outcome> {
    let node = Node::message(session.session.head().cloned(), message);
    append(session, node)
}

#[derive(Debug, Clone, Copy)]
enum BlockKind {
    Text,
    Thinking,
    Other,
}

fn failed(error: LlmError) -> Outcome {
    match error {
        LlmError::Cancelled => Outcome::Cancelled,
        other => Outcome::Failed { kind: FailureKind::of(&other), message: other.to_string() },
    }
}
