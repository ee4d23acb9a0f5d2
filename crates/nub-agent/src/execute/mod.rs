//! Running the tool calls of one answer.
//!
//! Consecutive read-only calls run in parallel; anything that changes the
//! world runs on its own, in the order the model gave. That keeps edits
//! predictable and gives steering a place to act: a steering message is
//! delivered after the tool that is running, and calls not started by then
//! are answered with an error saying why — every `tool_use` gets a result.
//! Every call that may write is wrapped in a checkpoint snapshot
//! (`checkpoint`), so the files it changed hold at its result's node.
//! Hooks see every call before (`pre_tool_use`: block it, rewrite its
//! input, allow or ask) and after it ran (`post_tool_use`: add to its result).
//! `task` calls run side by side too (at most `[agents] max_parallel` at a
//! time), each as a child loop whose events are passed on and whose
//! questions are routed back to it (`children`).

use std::sync::Arc;
use std::time::Duration;

use nub_llm::Block;
use nub_tools::{OutputSink, Policy, SyntaxCheck, TextFiles, ToolDisplay, ToolEnv, ToolKind, ToolRegistry, ToolResult};
use serde_json::Value;

use crate::checkpoint::Site;
use crate::child::{self, ChildBranch, ChildSetup};
use crate::config::LoopConfig;
use crate::control::Control;
use crate::effect::Effect;
use crate::event::Outcome;
use crate::guard::RepetitionGuard;
use crate::hooks::{HookEvent, HookSite, Hooks};
use crate::mode::Mode;
use crate::prompt_rules::PromptRules;
use crate::revisit::Revisits;
use crate::subagent::TASK;
use crate::unread::SeenFiles;

mod adding;
mod asking;
mod batch;
mod held;
mod instead;
mod look_back;
mod printed;
mod quoted_value;
mod replace_all;
mod settings;
mod signature;
mod stated;
mod strings;
mod times;
mod unasked_rename;
mod unfenced;

pub(crate) use held::AnswerNow;
pub(crate) use instead::{asked_in_place, holder_of, number_text, with_value};
pub(crate) use settings::top_level_files;

#[derive(Debug, Clone)]
pub(crate) struct Call {
    pub id: String,
    pub name: String,
    pub input: Value,
}

#[derive(Default)]
pub(crate) struct Executed {
    /// One `ToolResult` block per call, in call order.
    pub results: Vec<Block>,
    /// Steering messages to deliver with the results.
    pub steered: Vec<String>,
    /// The run must end here (a repeated call).
    pub stop: Option<Outcome>,
    /// The conversations of the `task` calls' children, in call order.
    pub branches: Vec<ChildBranch>,
    /// The model is to answer now, without tools, and why.
    pub answer_now: Option<AnswerNow>,
}

pub(crate) struct Executor {
    tools: Arc<ToolRegistry>,
    policy: Arc<Policy>,
    cwd: std::path::PathBuf,
    repo_root: std::path::PathBuf,
    max_tool_time: Duration,
    supports_images: bool,
    files: Option<Arc<dyn TextFiles>>,
    syntax: Option<Arc<dyn SyntaxCheck>>,
    partial_writes: bool,
    /// A small model's run: an edit that would break a file's syntax is not made.
    refuse_breaking_changes: bool,
    /// What a small model's calls are held to (`prompt_rules`).
    prompt_rules: Option<PromptRules>,
    guard: RepetitionGuard,
    /// Files come back to an earlier text: changes that undo each other.
    revisits: Revisits,
    /// The `edit` calls of this run that kept their `old_string` inside
    /// their `new_string` (an insertion): the same call again would insert
    /// it twice.
    inserted: Vec<Value>,
    /// The calls a small model's run changed before they ran, by id, and
    /// what the result says about it (`held::rewritten`).
    rewritten: Vec<(String, String)>,
    /// The names a small model's edits renamed in this run, and in which
    /// file (`look_back`).
    renamed: Vec<(String, String)>,
    /// The model was told once that its rename is not complete (`look_back`).
    rename_told: bool,
    /// The model was told once to make the change it only described (`look_back`).
    described_told: bool,
    /// A small model's edit of code, asked to change the settings, was refused (`settings`).
    settings_told: bool,
    /// The request's value in place of another was pointed at (`instead`).
    instead_told: bool,
    /// A small model's edit of a value the request states, or one that
    /// brought in a number from nowhere, was refused (`stated`): once for both.
    numbers_told: bool,
    /// The numbers from nowhere refused: brought in again, refused again.
    made_up_refused: Vec<f64>,
    /// A small model's edit of an unnamed function's `def` line was refused (`signature`).
    signature_told: bool,
    /// A small model's `replace_all` beyond the one function a fix names
    /// was refused (`replace_all`).
    replace_all_told: bool,
    /// A small model's edit that only changed a string's words was refused (`strings`).
    strings_told: bool,
    /// A small model's rename the request does not ask for was refused (`unasked_rename`).
    rename_refused: bool,
    /// A small model's edit that changes other than the rename asked for was refused (`unasked_rename`).
    other_than_rename_refused: bool,
    /// A small model's edit of a time the request does not say was refused (`times`).
    times_told: bool,
    /// The names the request asks to add (`added_names`).
    adding: adding::Adding,
    /// The files the model has seen: an edit of another is refused once.
    seen: SeenFiles,
    /// What the calls run so far changed, and which failed.
    effect: Effect,
    /// The calls end here, for this reason (`AnswerNow`).
    answer_now: Option<AnswerNow>,
    /// The rounds of calls run for a question (`AnswerNow::Looked`).
    looked: u32,
    /// The calls those rounds made, by name and input (`AnswerNow::LookedAgain`).
    looked_with: Vec<(String, Value)>,
    checkpoints: Option<nub_session::checkpoint::Checkpoints>,
    /// The session and assistant node of the calls being run.
    site: Option<Site>,
    mode: Mode,
    /// The permissions bash runs under in plan mode (`LoopConfig::plan_policy`).
    plan_policy: Option<Arc<Policy>>,
    hooks: Option<Arc<dyn Hooks>>,
    hook_site: Option<HookSite>,
    /// How `task` calls start children; `None`: this loop has no agents.
    children: Option<ChildSetup>,
    /// The children's conversations of the calls run so far, by slot.
    branches: Vec<(usize, ChildBranch)>,
}

struct Finished {
    slot: usize,
    result: ToolResult,
    elapsed: Duration,
    /// What the checkpoint snapshots have to tell the user.
    notes: Vec<String>,
    /// A `task` call's child, over.
    child: Option<child::ChildDone>,
}

impl Executor {
    pub fn new(tools: Arc<ToolRegistry>, config: &LoopConfig, supports_images: bool) -> Self {
        Executor {
            tools,
            policy: Arc::clone(&config.policy),
            cwd: config.cwd.clone(),
            repo_root: config.repo_root.clone(),
            max_tool_time: config.max_tool_time,
            supports_images,
            files: config.files.clone(),
            syntax: config.syntax.clone(),
            partial_writes: config.text_edits,
            refuse_breaking_changes: config.lean,
            prompt_rules: None,
            guard: RepetitionGuard::default(),
            revisits: Revisits::default(),
            inserted: Vec::new(),
            rewritten: Vec::new(),
            renamed: Vec::new(),
            rename_told: false,
            described_told: false,
            adding: adding::Adding::default(),
            strings_told: false,
            rename_refused: false,
            other_than_rename_refused: false,
            times_told: false,
            signature_told: false,
            replace_all_told: false,
            numbers_told: false,
            made_up_refused: Vec::new(),
            settings_told: false,
            instead_told: false,
            seen: SeenFiles::default(),
            effect: Effect::default(),
            answer_now: None,
            looked: 0,
            looked_with: Vec::new(),
            checkpoints: config.checkpoints.clone(),
            site: None,
            mode: config.mode,
            plan_policy: config.plan_policy.clone(),
            hooks: config.hooks.clone(),
            hook_site: None,
            children: None,
            branches: Vec::new(),
        }
    }

    /// `task` calls start children set up so.
    pub fn with_children(mut self, setup: ChildSetup) -> Self {
        self.children = Some(setup);
        self
    }

    /// A small model's calls are held to what `prompt` asks: git only
    /// when asked for, no change when it asks a question.
    pub fn holding_to(mut self, prompt: &str) -> Self {
        self.prompt_rules = Some(PromptRules::of(prompt));
        self
    }

    /// Whether a call of `name` starts a child.
    fn is_task(&self, name: &str) -> bool {
        name == TASK && self.children.is_some()
    }

    /// Tool hooks are told this session, transcript and directory.
    pub fn with_hooks(mut self, site: HookSite) -> Self {
        self.hook_site = Some(site);
        self
    }

    /// The hooks of a tool event, when any listen (and a site is known).
    async fn tool_hooks(&self, event: HookEvent, control: &mut Control<'_>) -> Option<crate::hooks::HookVerdict> {
        let site = self.hook_site.as_ref()?;
        let hooks = self.hooks.as_ref().filter(|hooks| hooks.listens(event.name()))?;
        Some(control.fire_hooks(Some(hooks), event, site).await)
    }

    /// Tells the `notification` hooks that nub waits for the user, in the
    /// background: the question is not held up by them.
    fn notify(&self, message: String) {
        if let Some(site) = self.hook_site.clone() {
            crate::hooks::notify(self.hooks.clone(), site, message);
        }
    }

    /// Where a call runs: a fresh child of the run's cancellation, no
    /// output sink.
    fn env(&self, control: &Control<'_>) -> ToolEnv {
        ToolEnv {
            cwd: self.cwd.clone(),
            repo_root: self.repo_root.clone(),
            emit: OutputSink::none(),
            cancel: control.cancel.child_token(),
            policy: Arc::clone(&self.policy),
            supports_images: self.supports_images,
            max_tool_time: self.max_tool_time,
            files: self.files.clone(),
            syntax: self.syntax.clone(),
            partial_writes: self.partial_writes,
            refuse_breaking_changes: self.refuse_breaking_changes,
        }
    }

    /// Takes the files seen in the session so far, `messages`.
    pub fn seen_in(&mut self, messages: &[&nub_llm::Message]) {
        self.seen = SeenFiles::of(messages, &self.tools, &self.plain_env());
    }

    /// Where the loop itself looks at files, outside any call: the run's
    /// directories and path rules, no output, no cancellation.
    fn plain_env(&self) -> ToolEnv {
        ToolEnv { policy: Arc::clone(&self.policy), ..ToolEnv::new(&self.cwd, &self.repo_root) }
    }

    /// What the calls run so far changed, and which failed.
    pub fn effect(&self) -> &Effect {
        &self.effect
    }

    /// Whether the tool only looks (`Tool::read_only`): such calls may run
    /// side by side.
    fn read_only(&self, name: &str) -> bool {
        self.tools.get(name).is_some_and(|tool| tool.read_only())
    }

    /// Whether a call may run beside its neighbours: it only looks, or it
    /// starts a child (children of one answer run side by side).
    fn side_by_side(&self, name: &str) -> bool {
        self.read_only(name) || self.is_task(name)
    }

    /// Whether plan mode lets a call of `tool` run: what changes nothing
    /// (read-only tools, the model's own notes), and bash only inside a
    /// read-only sandbox.
    fn plan_allows(&self, tool: &dyn nub_tools::Tool, display: &ToolDisplay) -> bool {
        tool.read_only()
            || tool.name() == TASK
            || display.kind == ToolKind::Think
            || (display.kind == ToolKind::Execute && self.plan_policy.is_some())
    }

    /// Runs `calls`, which `site`'s assistant node asked for.
    pub async fn execute(&mut self, mut calls: Vec<Call>, site: Option<Site>, control: &mut Control<'_>) -> Executed {
        self.site = site;
        let mut results: Vec<Option<(ToolResult, bool)>> = vec![None; calls.len()];
        let mut stop = None;
        let mut next = 0;
        while next < calls.len() {
            if control.cancel.is_cancelled()
                || !control.steering.is_empty()
                || stop.is_some()
                || self.answer_now.is_some()
            {
                break;
            }
            let mut end = next + 1;
            if self.side_by_side(&calls[next].name) {
                while end < calls.len() && self.side_by_side(&calls[end].name) {
                    end += 1;
                }
            }
            stop = self.run_batch(&mut calls, next..end, &mut results, control).await;
            next = end;
        }
        let reason = if control.cancel.is_cancelled() {
            "not run: the user cancelled before this call started"
        } else if !control.steering.is_empty() {
            "not run: the user sent a new message before this call started; read it and decide again"
        } else if self.answer_now == Some(AnswerNow::Question) {
            "not run: the user asked a question; answer it in words"
        } else if self.answer_now.is_some() {
            "not run: the request is done; say what you changed"
        } else {
            "not run: the run was stopped because the same call was repeated"
        };
        let mut results: Vec<Block> = calls
            .iter()
            .zip(results)
            .map(|(call, result)| {
                let (result, is_error) = match result {
                    Some((result, _)) => {
                        let is_error = result.is_error;
                        (result, is_error)
                    }
                    None => (ToolResult::error(reason), true),
                };
                let mut content = vec![Block::text(result.for_model)];
                content.extend(result.images);
                Block::ToolResult { tool_use_id: call.id.clone(), content, is_error }
            })
            .collect();
        // Background jobs that ended meanwhile are told with these results,
        // so the model need not poll for them.
        if let (Some(note), Some(Block::ToolResult { content, .. })) =
            (nub_tools::builtin::jobs::take_ended_note(), results.last_mut())
        {
            content.push(Block::text(note));
        }
        let mut branches = std::mem::take(&mut self.branches);
        branches.sort_by_key(|(slot, _)| *slot);
        let branches = branches.into_iter().map(|(_, branch)| branch).collect();
        self.count_a_look(&calls, stop.is_some());
        let answer_now = self.answer_now.take();
        Executed { results, steered: std::mem::take(&mut control.steering), stop, branches, answer_now }
    }
}
