//! What each slash command does to the app (the table is in `commands`):
//! pickers and pagers opened, `Input`s sent, sessions reopened, exports.

use nub_agent::Input;
use nub_runtime::SessionChoice;
use nub_session::Store;
use ratatui::style::{Color, Style};

use crate::app::{App, Effect, Overlay};
use crate::commands::{ModelPick, find, help, model_picker, provider_picker, resume_picker};
use crate::overlay::Pager;
use crate::tree_view::TreeView;

impl App {
    /// Runs `/name arg`.
    pub fn command(&mut self, name: &str, arg: &str) -> Vec<Effect> {
        let Some(command) = find(name) else {
            self.notice = Some(format!("unknown command /{name}; /help lists the commands"));
            return Vec::new();
        };
        let arg = arg.trim();
        match command.name {
            "quit" => return vec![Effect::Quit],
            "help" => self.overlay = Some(Overlay::Pager(Pager::text("nub — keys and commands", &help()))),
            "model" if arg.is_empty() => self.overlay = Some(Overlay::Models(model_picker(&self.session.models, None))),
            "model" => return vec![Effect::Send(self.set_model(arg))],
            "effort" => return self.set_effort(arg),
            "provider" => self.overlay = Some(Overlay::Models(provider_picker(&self.session.models))),
            "resume" => match resume_picker(&self.session) {
                Ok(picker) => self.overlay = Some(Overlay::Sessions(picker)),
                Err(error) => self.notice = Some(error),
            },
            "new" => return vec![Effect::Reopen(SessionChoice::New)],
            "tree" => match self.load_session() {
                Ok(session) => self.overlay = Some(Overlay::Tree(TreeView::new(&session))),
                Err(error) => self.notice = Some(error),
            },
            "branch" if arg.is_empty() => self.notice = Some("/branch NODE: which node? /tree shows them".into()),
            "branch" => return vec![Effect::Send(Input::Rewind { node: arg.to_owned() })],
            "compact" => {
                let focus = Some(arg.to_owned()).filter(|f| !f.is_empty());
                return vec![Effect::Send(Input::Compact { focus })];
            }
            "context" => self.show_report("context", &self.session.reports.context.clone()),
            "mcp" => self.show_report("MCP servers", &self.session.reports.mcp.clone()),
            "skills" => self.show_report("skills", &self.session.reports.skills.clone()),
            "export" => self.export(arg),
            "copy" => {
                if self.last_answer.trim().is_empty() {
                    self.notice = Some("no answer to copy yet".into());
                } else {
                    return vec![Effect::Copy(self.last_answer.clone())];
                }
            }
            _ => {}
        }
        Vec::new()
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
    fn set_effort(&mut self, arg: &str) -> Vec<Effect> {
        use nub_llm::effort::Effort;
        let effort = match arg {
            "" => {
                let now = self.status.effort.map_or("the model's default", Effort::name);
                self.notice = Some(format!("effort: {now}; /effort {} or default", Effort::NAMES.replace(", ", "|")));
                return Vec::new();
            }
            "default" => None,
            level => match Effort::parse(level) {
                Some(effort) => Some(effort),
                None => {
                    self.notice = Some(format!("unknown effort {level:?}; one of {}, or default", Effort::NAMES));
                    return Vec::new();
                }
            },
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
                self.notice = Some(format!("{endpoint} has no default model: type its name, then Enter"));
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
        let store = Store::for_cwd(&self.session.cwd);
        let id = store.resolve(&self.session.id).map_err(|e| e.to_string())?;
        store.load(&id).map(|loaded| loaded.session).map_err(|e| e.to_string())
    }

    /// `/export [md|jsonl|html] [PATH]`: the same exporter as `nub export`.
    fn export(&mut self, arg: &str) {
        use nub_session::export::{self, Format};
        let mut words = arg.split_whitespace();
        let first = words.next();
        let (format, path) = match first.and_then(Format::parse) {
            Some(format) => (format, words.next()),
            None => (Format::Html, first),
        };
        let store = Store::for_cwd(&self.session.cwd);
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
        match export::write_file(&loaded.session, &loaded.header, format, &path) {
            Ok(()) => self.say(&format!("exported the current branch to {}", path.display()), dim()),
            Err(error) => self.notice = Some(format!("cannot write {}: {error}", path.display())),
        }
    }
}

fn dim() -> Style {
    Style::default().fg(Color::DarkGray)
}
