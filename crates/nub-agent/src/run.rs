//! The loop: prompts in, turns of model requests and tool runs, events out.

use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use nub_llm::collect::Collector;
use nub_llm::{Block, Event, LlmError, Message, Provider, Request, Role, StopReason};
use nub_session::{Node, SessionFile};
use nub_tools::{Policy, ToolRegistry};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::event::{Input, Outcome, UiEvent};
use crate::execute::{Call, Executed, Executor};

#[derive(Debug, Clone)]
pub struct LoopConfig {
    pub model: String,
    /// The system blocks of every request (stable, cache-friendly).
    pub system: Vec<Block>,
    /// Model requests per prompt before the run stops (exit 4 in print mode).
    pub max_turns: u32,
    /// Hard cap on one tool call.
    pub max_tool_time: Duration,
    pub max_tokens: Option<u32>,
    pub cwd: PathBuf,
    pub repo_root: PathBuf,
    pub policy: Arc<Policy>,
}

impl LoopConfig {
    pub const DEFAULT_MAX_TURNS: u32 = 50;
    pub const DEFAULT_MAX_TOOL_TIME: Duration = Duration::from_secs(120);
}

pub struct Loop {
    provider: Arc<dyn Provider>,
    tools: Arc<ToolRegistry>,
    session: SessionFile,
    config: LoopConfig,
}

/// The parts of a run that input can change while it is going.
pub(crate) struct Control<'a> {
    pub inputs: &'a mut mpsc::Receiver<Input>,
    pub events: &'a mpsc::Sender<UiEvent>,
    pub cancel: CancellationToken,
    pub steering: Vec<String>,
    pub queued: &'a mut VecDeque<String>,
    pub quit: bool,
    pub inputs_closed: bool,
}

impl Control<'_> {
    pub fn on_input(&mut self, input: Option<Input>) {
        match input {
            Some(Input::Prompt(text)) => self.queued.push_back(text),
            Some(Input::Steer(text)) => self.steering.push(text),
            Some(Input::Cancel) => self.cancel.cancel(),
            Some(Input::Quit) => {
                self.quit = true;
                self.cancel.cancel();
            }
            // Nobody can send more; the run goes on to its end.
            None => self.inputs_closed = true,
        }
    }

    pub async fn emit(&mut self, event: UiEvent) {
        if self.events.send(event).await.is_err() {
            // The interface is gone: nobody wants the rest of this run.
            self.quit = true;
            self.cancel.cancel();
        }
    }
}

impl Loop {
    pub fn new(
        provider: Arc<dyn Provider>,
        tools: Arc<ToolRegistry>,
        session: SessionFile,
        config: LoopConfig,
    ) -> Self {
        Loop { provider, tools, session, config }
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
            let prompt = match queued.pop_front() {
                Some(prompt) => prompt,
                None => match inputs.recv().await {
                    Some(Input::Prompt(prompt) | Input::Steer(prompt)) => prompt,
                    Some(Input::Cancel) => continue,
                    Some(Input::Quit) | None => break,
                },
            };
            let mut control = Control {
                inputs: &mut inputs,
                events: &events,
                cancel: CancellationToken::new(),
                steering: Vec::new(),
                queued: &mut queued,
                quit: false,
                inputs_closed: false,
            };
            let outcome = self.run_prompt(prompt, &mut control).await;
            if let Err(error) = self.session.sync() {
                tracing::error!(%error, "syncing the session failed");
            }
            let quit = control.quit;
            control.emit(UiEvent::RunEnd { outcome }).await;
            if quit || control.quit {
                break;
            }
        }
    }

    fn append(&mut self, node: Node) -> Result<(), Outcome> {
        self.session
            .append(node)
            .map_err(|error| Outcome::Failed { kind: "session".into(), message: error.to_string() })
    }

    fn append_message(&mut self, message: Message) -> Result<(), Outcome> {
        let node = Node::message(self.session.session.head().cloned(), message);
        self.append(node)
    }

    async fn run_prompt(&mut self, prompt: String, control: &mut Control<'_>) -> Outcome {
        control.emit(UiEvent::RunStart { session: self.session.session.id.to_string(), prompt: prompt.clone() }).await;
        if let Err(outcome) = self.append_message(Message::user(prompt)) {
            return outcome;
        }
        let mut executor = Executor::new(Arc::clone(&self.tools), &self.config, self.provider.caps().supports_images);
        let mut turn = 0;
        loop {
            turn += 1;
            let answer = match self.turn(turn, control).await {
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
                if let Err(outcome) = self.append_message(Message::user(steering.join("\n\n"))) {
                    return outcome;
                }
            } else {
                let Executed { results, steered, stop } = executor.execute(calls, control).await;
                let mut content = results;
                for text in &steered {
                    control.emit(UiEvent::Steered { text: text.clone() }).await;
                    content.push(Block::text(text.clone()));
                }
                if let Err(outcome) = self.append_message(Message { role: Role::User, content }) {
                    return outcome;
                }
                if let Err(error) = self.session.sync() {
                    tracing::error!(%error, "syncing the session failed");
                }
                if let Some(outcome) = stop {
                    return outcome;
                }
                if control.cancel.is_cancelled() {
                    return Outcome::Cancelled;
                }
            }
            if turn >= self.config.max_turns {
                return Outcome::Limit {
                    limit: "max_turns".into(),
                    message: format!(
                        "stopped after {turn} model requests (max_turns); continue with nub -c, or raise --max-turns"
                    ),
                };
            }
        }
    }

    /// One model request, streamed to the interface. The answer is committed
    /// only when complete.
    async fn turn(&mut self, turn: u32, control: &mut Control<'_>) -> Result<Message, Outcome> {
        control.emit(UiEvent::TurnStart { turn, model: self.config.model.clone() }).await;
        let request = Request {
            model: self.config.model.clone(),
            system: self.config.system.clone(),
            messages: self.session.session.path_to_head().into_iter().cloned().collect(),
            tools: self.tools.defs(),
            max_tokens: self.config.max_tokens,
            temperature: None,
        };
        let mut stream = match self.provider.stream(request, control.cancel.child_token()).await {
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
                        kind: "stream".into(),
                        message: format!("{} ended the answer without finishing it", self.provider.name()),
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
                        let mut node = Node::message(self.session.session.head().cloned(), message.clone());
                        node.meta.model = Some(self.config.model.clone());
                        node.meta.usage = Some(usage);
                        self.append(node)?;
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

#[derive(Debug, Clone, Copy)]
enum BlockKind {
    Text,
    Thinking,
    Other,
}

fn failed(error: LlmError) -> Outcome {
    match error {
        LlmError::Cancelled => Outcome::Cancelled,
        other => Outcome::Failed { kind: other.kind().into(), message: other.to_string() },
    }
}
