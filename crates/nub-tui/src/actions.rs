//! What each slash command does to the app (the table is in `commands`):
//! pickers and pagers opened, `Input`s sent, sessions reopened, exports.

use nub_agent::Input;
use nub_runtime::SessionChoice;
use nub_runtime::slash::{EffortArg, Slash};
use ratatui::style::{Color, Style};

use crate::app::{App, Effect, Overlay};
use crate::commands::{ModelPick, help, model_picker, provider_picker, resume_picker};
use crate::overlay::Pager;
use crate::tree_view::TreeView;

impl App {
    /// Runs a slash command (parsed by `nub_runtime::slash`).
    pub fn command(&mut self, command: Slash) -> Vec<Effect> {
        match command {
            Slash::Quit => return vec![Effect::Quit],
            Slash::Help => {
                self.overlay =
                    Some(Overlay::Pager(Pager::text("nub — keys and commands", &help(&self.session.prompt_commands))))
            }
            Slash::Model(None) => self.overlay = Some(Overlay::Models(model_picker(&self.session.models, None))),
            Slash::Model(Some(name)) => return vec![Effect::Send(self.set_model(&name))],
            Slash::Effort(arg) => return self.set_effort(arg),
            Slash::Provider => self.overlay = Some(Overlay::Models(provider_picker(&self.session.models))),
            Slash::Resume => match resume_picker(&self.session) {
                Ok(picker) => self.overlay = Some(Overlay::Sessions(picker)),
                Err(error) => self.notice = Some(error),
            },
            Slash::New => return vec![Effect::Reopen(SessionChoice::New)],
            Slash::Tree => match self.load_session() {
                Ok(session) => {
                    // Only a session that changed files has files to rewind: otherwise Enter
                    // rewinds the conversation without a question.
                    let files = self.session.checkpoints.as_ref().is_some_and(|checkpoints| {
                        checkpoints.journal(&session.id).is_ok_and(|journal| !journal.records.is_empty())
                    });
                    self.overlay = Some(Overlay::Tree(TreeView::new(&session).with_files(files)));
                }
                Err(error) => self.notice = Some(error),
            },
            Slash::Undo { force } => return vec![Effect::Send(Input::Undo { force })],
            Slash::Restore { node, force } => return vec![Effect::Send(Input::Restore { node, force })],
            Slash::Diff => self.diff(),
            Slash::Branch(node) => return vec![Effect::Send(Input::Rewind { node })],
            Slash::Compact(focus) => return vec![Effect::Send(Input::Compact { focus })],
            Slash::Context => self.show_report("context", &self.session.reports.context.clone()),
            Slash::Mcp => self.show_report("MCP servers", &self.session.reports.mcp.clone()),
            Slash::Skills => self.show_report("skills", &self.session.reports.skills.clone()),
            Slash::Sandbox => self.show_report("sandbox", &self.session.reports.sandbox.clone()),
            Slash::Export(arg) => self.export(&arg),
            Slash::Ps { kill: None } => self.show_report("background jobs", &jobs_report()),
            Slash::Ps { kill: Some(id) } => {
                self.notice = Some(match nub_tools::builtin::jobs::kill(id) {
                    Some(job) if job.ended.is_some() => format!("job {id} had already ended"),
                    Some(_) => format!("job {id} stopped"),
                    None => format!("no background job {id}; /ps lists them"),
                })
            }
            Slash::Copy => {
                if self.last_answer.trim().is_empty() {
                    self.notice = Some("no answer to copy yet".into());
                } else {
                    return vec![Effect::Copy(self.last_answer.clone())];
                }
            }
        }
        Vec::new()
    }

    /// `/diff`: `nub diff` of this session, from its start, in a pager.
    fn diff(&mut self) {
        let Some(checkpoints) = self.session.checkpoints.clone() else {
            self.notice = Some("checkpoints are off ([checkpoints] enabled = false): nub kept no file states".into());
            return;
        };
        let session = match self.load_session() {
            Ok(session) => session,
            Err(error) => {
                self.notice = Some(error);
                return;
            }
        };
        let diffed = match checkpoints.diff(&session, None) {
            Ok(diffed) => diffed,
            Err(error) => {
                self.notice = Some(format!("no diff: {error}"));
                return;
            }
        };
        if diffed.entries.is_empty() {
            self.notice = Some("no differences: the files this session touched are as they were at its start".into());
            return;
        }
        let text = format!("{}\n{}", diffed.stat(), diffed.unified());
        let lines = crate::cells::clean(&text)
            .lines()
            .map(|line| {
                let color = match line.as_bytes().first() {
                    Some(b'+') if !line.starts_with("+++") => Some(Color::Green),
                    Some(b'-') if !line.starts_with("---") => Some(Color::Red),
                    _ if line.starts_with("@@") => Some(Color::Cyan),
                    _ => None,
                };
                let style = color.map_or_else(Style::default, |c| Style::default().fg(c));
                ratatui::text::Line::styled(line.to_owned(), style)
            })
            .collect();
        self.overlay = Some(Overlay::Pager(Pager::new("diff — the files since the session began", lines)));
    }

    fn show_report(&mut self, title: &str, text: &str) {
        self.overlay = Some(Overlay::Pager(Pager::text(title, text)));
    }

    /// `/model NAME` is a model of the current endpoint; `/model E/NAME` one
    /// of endpoint E when E is an endpoint (model names may hold a slash).
    fn set_model(&self, arg: &str) -> Input {
        if let Some((endpoint, model)) = arg.split_once('/')
            && self.session.models.iter().any(|m| m.endpoint == endpoint)
        {
            return Input::SetModel { endpoint: Some(endpoint.to_owned()), model: model.to_owned() };
        }
        Input::SetModel { endpoint: None, model: arg.to_owned() }
    }

    /// `/effort LEVEL` (or `default`: the model's own); alone, what it is.
    fn set_effort(&mut self, arg: EffortArg) -> Vec<Effect> {
        use nub_llm::effort::Effort;
        let effort = match arg {
            EffortArg::Show => {
                let now = self.status.effort.map_or("the model's default", Effort::name);
                self.notice = Some(format!("effort: {now}; /effort {} or default", Effort::NAMES.replace(", ", "|")));
                return Vec::new();
            }
            EffortArg::Default => None,
            EffortArg::Level(level) => Some(level),
        };
        vec![Effect::Send(Input::SetEffort { effort })]
    }

    /// What a model picker's choice does.
    pub fn model_picked(&mut self, pick: ModelPick) -> Vec<Effect> {
        match pick {
            ModelPick::Model { endpoint, model } => {
                vec![Effect::Send(Input::SetModel { endpoint: Some(endpoint), model })]
            }
            ModelPick::TypeName { endpoint } => {
                self.editor.set_text(&format!("/model {endpoint}/"));
                self.notice = Some(format!("type the name of the {endpoint} model to use, then Enter"));
                Vec::new()
            }
            ModelPick::Endpoint(endpoint) => {
                self.overlay = Some(Overlay::Models(model_picker(&self.session.models, Some(&endpoint))));
                Vec::new()
            }
        }
    }

    /// The session as its file holds it now (the loop syncs after each run).
    pub fn load_session(&self) -> Result<nub_session::Session, String> {
        let store = self.session.store();
        if store.ids().is_ok_and(|ids| !ids.iter().any(|id| id.to_string() == self.session.id)) {
            return Err("nothing in this session yet: it is written with its first prompt".into());
        }
        let id = store.resolve(&self.session.id).map_err(|e| e.to_string())?;
        store.load(&id).map(|loaded| loaded.session).map_err(|e| e.to_string())
    }

    /// `/export [md|jsonl|html] [PATH]`: the same exporter as `nub export`.
    fn export(&mut self, arg: &str) {
        use nub_session::export::{self, Format};
        let mut words = arg.split_whitespace();
        let first = words.next();
        let (format, path) = match (first.and_then(Format::parse), first) {
            (Some(format), _) => (format, words.next()),
            // A bare word is a format that does not exist, not a file name.
            (None, Some(word)) if !word.contains(['.', '/']) => {
                self.notice =
                    Some(format!("unknown export format {word:?}; use {} (a path needs a . or a /)", Format::NAMES));
                return;
            }
            (None, first) => (Format::Html, first),
        };
        let store = self.session.store();
        let loaded = match store.resolve(&self.session.id).and_then(|id| store.load(&id)) {
            Ok(loaded) => loaded,
            Err(error) => {
                self.notice = Some(format!("not exported: {error}"));
                return;
            }
        };
        let path = match path {
            Some(path) => self.session.cwd.join(path),
            None => export::default_path(&self.session.repo_root, &loaded.header, format),
        };
        match export::write_file(&loaded.session, &loaded.header, format, &path, &self.session.repo_root) {
            Ok(()) => self.say(&format!("exported the current branch to {}", path.display()), dim()),
            Err(error) => self.notice = Some(format!("cannot write {}: {error}", path.display())),
        }
    }
}

fn dim() -> Style {
    Style::default().fg(Color::DarkGray)
}

/// `/ps`: one line per background job, newest last.
fn jobs_report() -> String {
    let jobs = nub_tools::builtin::jobs::list();
    if jobs.is_empty() {
        return "no background jobs (the model starts them with bash and background: true)".into();
    }
    let mut text = String::new();
    for job in jobs {
        let state = job.ended.unwrap_or_else(|| "running".into());
        let command: String = job.command.lines().next().unwrap_or_default().chars().take(60).collect();
        text.push_str(&format!("{:>3}  {:>6}s  {state:<16}  {command}\n", job.id, job.runtime.as_secs()));
        if let Some(line) = job.last_line {
            text.push_str(&format!("            {line}\n"));
        }
    }
    text.push_str("\n/ps kill ID stops a job; all of them stop when nub ends.");
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::Editor;
    use crate::status::Status;

    #[tokio::test]
    async fn ps_lists_a_running_job_and_ps_kill_stops_it() {
        let dir = tempfile::tempdir().unwrap();
        let env = nub_tools::ToolEnv::new(dir.path(), dir.path());
        let input = serde_json::json!({"command": "echo ps-marker; sleep 30", "background": true});
        let started = nub_tools::ToolRegistry::builtin().run("bash", input, &env).await;
        let id: u32 = started.for_model.split_whitespace().nth(3).unwrap().parse().unwrap();
        let mut app = App::new(Editor::default(), Status::default(), 80);
        app.command(Slash::Ps { kill: None });
        let Some(Overlay::Pager(pager)) = &app.overlay else { panic!("no pager") };
        let text: Vec<String> = pager.lines.iter().map(ToString::to_string).collect();
        let row = text.iter().position(|l| l.ends_with("echo ps-marker; sleep 30")).expect("the job is listed");
        assert!(text[row].contains("running"), "{text:?}");
        assert!(text[row + 1].trim() == "ps-marker", "the last line: {text:?}");
        app.command(Slash::Ps { kill: Some(id) });
        assert_eq!(app.notice.as_deref(), Some(format!("job {id} stopped").as_str()));
        app.command(Slash::Ps { kill: Some(999_999) });
        assert!(app.notice.as_deref().is_some_and(|n| n.starts_with("no background job 999999")));
    }
}
