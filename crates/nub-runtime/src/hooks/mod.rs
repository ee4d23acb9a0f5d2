//! The hook runner (CONCEPT 5.10): the loop names an event
//! (`nub_agent::Hooks`), and the hooks configured for it (`[hooks]`,
//! Claude Code's settings with `[hooks] claude = true`) run one after the
//! other as programs — in the run's sandbox, without nub's key variables,
//! each with its timeout — told the event in Claude Code's JSON on stdin
//! (`wire`) and answering with exit codes and JSON on stdout.

mod process;
mod wire;

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use nub_agent::{HookEvent, HookOutcome, HookPermission, HookRun, HookSite, HookVerdict, Hooks};
use nub_config::hooks::HookDef;
use regex::Regex;

use crate::error::StartError;
use crate::workspace::Workspace;
use process::{Ended, Spawn};

/// One configured hook, ready to run.
#[derive(Debug)]
struct Hook {
    def: HookDef,
    /// `^(?:matcher)$`, for tool events; `None`: every tool.
    matcher: Option<Regex>,
}

/// The hooks of a run and where they run.
#[derive(Debug)]
pub struct HookRunner {
    hooks: Vec<Hook>,
    spawn: Spawn,
}

/// The run's hooks; `None` when none are configured.
pub(crate) fn runner(ws: &Workspace) -> Result<Option<Arc<dyn Hooks>>, StartError> {
    if ws.config.hooks.is_empty() {
        return Ok(None);
    }
    let mut hooks = Vec::with_capacity(ws.config.hooks.len());
    for setting in &ws.config.hooks {
        let def = setting.value.clone();
        let matcher = match &def.matcher {
            Some(pattern) => Some(Regex::new(&format!("^(?:{pattern})$")).map_err(|error| {
                StartError::Usage(format!(
                    "{}: the matcher {pattern:?} of a {} hook is not a regular expression: {error}",
                    setting.origin, def.event
                ))
            })?),
            None => None,
        };
        hooks.push(Hook { def, matcher });
    }
    let spawn = Spawn {
        cwd: ws.cwd.clone(),
        project_dir: ws.repo_root.clone(),
        secret_env: ws.config.secret_variables(),
        sandbox: ws.sandbox()?.sandbox().cloned(),
    };
    Ok(Some(Arc::new(HookRunner { hooks, spawn })))
}

impl Hook {
    fn applies_to(&self, event: &HookEvent) -> bool {
        if self.def.event != event.name() {
            return false;
        }
        match (&self.matcher, event.tool()) {
            (Some(matcher), Some(tool)) => {
                matcher.is_match(tool) || wire::claude_tool_name(tool).is_some_and(|name| matcher.is_match(name))
            }
            (None, _) | (Some(_), None) => true,
        }
    }
}

impl Hooks for HookRunner {
    fn listens(&self, event: &str) -> bool {
        self.hooks.iter().any(|hook| hook.def.event == event)
    }

    fn fire<'a>(
        &'a self,
        event: HookEvent,
        site: &'a HookSite,
    ) -> Pin<Box<dyn Future<Output = HookVerdict> + Send + 'a>> {
        Box::pin(async move {
            let mut verdict = HookVerdict::default();
            for hook in self.hooks.iter().filter(|hook| hook.applies_to(&event)) {
                let input = wire::input(&event, site, hook.def.claude);
                let started = std::time::Instant::now();
                let ended = self.spawn.run(&hook.def.command, &input, hook.def.timeout).await;
                let duration_ms = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
                let (outcome, message) = judge(&event, ended, &mut verdict);
                tracing::info!(event = event.name(), command = %hook.def.command, ?outcome, %message, "hook");
                verdict.ran.push(HookRun { command: hook.def.command.clone(), outcome, duration_ms, message });
                if outcome == HookOutcome::Blocked {
                    break;
                }
            }
            verdict
        })
    }
}

/// How one hook ended, its effect added to `verdict`.
fn judge(event: &HookEvent, ended: Ended, verdict: &mut HookVerdict) -> (HookOutcome, String) {
    match ended {
        Ended::Exited { code: 0, stdout, stderr: _ } => match wire::answer(&stdout) {
            Some(answer) => {
                let message = answer.system_message.clone().unwrap_or_default();
                verdict.context.extend(answer.context);
                if let Some(input) = answer.updated_input {
                    verdict.updated_input = Some(wire::without_aliases(event, input));
                }
                match answer.permission {
                    Some(wire::Permission::Deny) => {
                        verdict.block = Some(answer.reason.clone().unwrap_or_else(|| "denied by a hook".into()));
                    }
                    Some(wire::Permission::Ask) => verdict.permission = Some(HookPermission::Ask),
                    Some(wire::Permission::Allow) if verdict.permission.is_none() => {
                        verdict.permission = Some(HookPermission::Allow);
                    }
                    Some(wire::Permission::Allow) | None => {}
                }
                if answer.block {
                    verdict.block = Some(answer.reason.unwrap_or_else(|| "blocked by a hook".into()));
                }
                match &verdict.block {
                    Some(reason) => (HookOutcome::Blocked, reason.clone()),
                    None => (HookOutcome::Ok, message),
                }
            }
            None => {
                // Plain output: context for the prompt events, the log for others.
                let text = stdout.trim();
                if matches!(event, HookEvent::UserPromptSubmit { .. } | HookEvent::SessionStart { .. })
                    && !text.is_empty()
                {
                    verdict.context.push(text.to_owned());
                } else if !text.is_empty() {
                    tracing::info!(event = event.name(), output = %text, "hook output");
                }
                (HookOutcome::Ok, String::new())
            }
        },
        Ended::Exited { code: 2, stdout: _, stderr } => {
            let reason = stderr.trim();
            let reason = if reason.is_empty() { "blocked by a hook (it said nothing on stderr)" } else { reason };
            verdict.block = Some(reason.to_owned());
            (HookOutcome::Blocked, reason.to_owned())
        }
        Ended::Exited { code, stdout: _, stderr } => {
            let said = stderr.trim().lines().next().map(|line| format!(": {line}")).unwrap_or_default();
            (HookOutcome::Failed, format!("exit code {code}{said}"))
        }
        Ended::Signalled { signal } => (HookOutcome::Failed, format!("killed by signal {signal}")),
        Ended::TimedOut { after } => (
            HookOutcome::TimedOut,
            format!("did not finish within {} s and was stopped (timeout)", after.as_secs_f64()),
        ),
        Ended::NotStarted { reason } => (HookOutcome::Failed, format!("could not start: {reason}")),
    }
}

/// What `nub hooks` shows: every hook with its origin, and the project's
/// hooks left out because it is not trusted.
pub fn report(ws: &Workspace) -> String {
    let mut text = String::new();
    if ws.config.hooks.is_empty() {
        text.push_str("no hooks configured (see [hooks] in the README)\n");
    }
    for hook in &ws.config.hooks {
        let def = &hook.value;
        let matcher = def.matcher.as_ref().map(|m| format!(" [{m}]")).unwrap_or_default();
        text.push_str(&format!(
            "{}{matcher}: {}\n  timeout {} s · {}\n",
            def.event,
            def.command,
            def.timeout.as_secs_f64(),
            hook.origin
        ));
    }
    let ignored: Vec<String> = ws
        .untrusted()
        .into_iter()
        .filter(|entry| entry.starts_with("hooks.") || entry.starts_with(".claude/"))
        .collect();
    if !ignored.is_empty() {
        text.push_str("not run (this repository is not trusted; nub trust enables them):\n");
        for entry in ignored {
            text.push_str(&format!("  {entry}\n"));
        }
    }
    let sandbox = match ws.sandbox() {
        Ok(state) if state.sandbox().is_some() => format!("in the sandbox ({})", state.label()),
        Ok(state) => format!("unconfined (sandbox {})", state.label()),
        Err(error) => format!("unknown sandbox: {error}"),
    };
    if !ws.config.hooks.is_empty() {
        text.push_str(&format!("hooks run {sandbox}, without nub's key variables\n"));
    }
    text
}
