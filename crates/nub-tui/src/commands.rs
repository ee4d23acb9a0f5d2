//! Slash commands: the table `/help` and the completion list show, and what
//! each does. Typing `/` opens the list (fuzzy, with a one-line description
//! each); Tab completes, Enter runs. A command never goes to the model; an
//! unknown one gets a notice. The table and the parser are nub-runtime's
//! (`slash`), shared with the ACP agent; what each does is in `actions`.

use std::path::PathBuf;
use std::time::SystemTime;

use nub_runtime::ModelChoice;
use nub_session::{Listing, Store};

use crate::picker::{Item, Picker};

/// The keys, for `/help`.
pub const KEYS: &str = "\
Keys: Enter send (steers while a run is going) · Alt+Enter queue a follow-up · Shift+Enter or Ctrl+J new line
      Esc cancel the run · Ctrl+C clear / cancel / twice to quit · Ctrl+D quit on an empty line · Ctrl+Z suspend
      Up/Down history (Up on an empty line takes back a queued message) · Ctrl+T show thinking in full
      Ctrl+O the last tool's full output or diff (q closes) · / commands (Tab completes, Enter runs)
      Shift+Tab mode: ask → plan (read-only, ends with a plan; Enter then executes it) → auto-edit (edits without asking)
      Ctrl+A/E line start/end · Ctrl+K/U cut after/before · Ctrl+W or Alt+Backspace delete word · Alt+B/F word
Permission prompts: y allow once · a allow this tool for the session · n or Esc deny
Pagers: ↑↓ j/k line · Space/b page · g/G top/end · q close    Pickers: type to filter · ↑↓ · Enter · Esc";

pub use nub_runtime::commands::Commands;
pub use nub_runtime::slash::{COMMANDS, find};

/// The completion list for what is typed, while it is a `/word` alone:
/// the built-in commands, then the prompt commands and skills.
pub fn completion(text: &str, prompt_commands: &Commands) -> Option<Picker<String>> {
    let typed = text.strip_prefix('/')?;
    if typed.contains(char::is_whitespace) {
        return None;
    }
    let label = |name: &str, args: &str| if args.is_empty() { format!("/{name}") } else { format!("/{name} {args}") };
    let items = COMMANDS
        .iter()
        .map(|c| {
            let aliases: String = c.aliases.iter().map(|a| format!(" (/{a})")).collect();
            Item::new(label(c.name, c.args), format!("{}{aliases}", c.about), c.name.to_owned())
        })
        .chain(
            prompt_commands
                .list()
                .iter()
                .map(|c| Item::new(label(&c.name, &c.args), c.description.clone(), c.name.clone())),
        )
        .collect();
    let mut picker = Picker::new("commands", items);
    picker.filter = typed.to_owned();
    (!picker.shown().is_empty()).then_some(picker)
}

/// `/help`: keys first, then every command, then the prompt commands.
pub fn help(prompt_commands: &Commands) -> String {
    let mut text = KEYS.to_owned();
    text.push_str("\n\nCommands (type / for the list; Tab completes, Enter runs):\n");
    for c in COMMANDS {
        let name = if c.args.is_empty() { format!("/{}", c.name) } else { format!("/{} {}", c.name, c.args) };
        let aliases: String = c.aliases.iter().map(|a| format!(", /{a}")).collect();
        text.push_str(&format!("  {name}{aliases}\n      {}\n", c.about));
    }
    if !prompt_commands.list().is_empty() {
        text.push_str("\nPrompt commands and skills (.nub/commands, ~/.config/nub/commands, skills):\n");
        for c in prompt_commands.list() {
            let name = if c.args.is_empty() { format!("/{}", c.name) } else { format!("/{} {}", c.name, c.args) };
            text.push_str(&format!("  {name}\n      {}\n", c.description));
        }
    }
    text
}

/// The runtime facts commands need: where the sessions are, the reports,
/// the models on offer. Filled by `run`; tests fill it by hand.
#[derive(Debug, Clone, Default)]
pub struct Session {
    pub cwd: PathBuf,
    pub repo_root: PathBuf,
    pub id: String,
    pub reports: nub_runtime::report::Reports,
    pub models: Vec<ModelChoice>,
    /// The loop's checkpoint store (`/diff`, and `/tree` asking what to
    /// rewind); `None` when checkpoints are off.
    pub checkpoints: Option<nub_session::checkpoint::Checkpoints>,
    /// The session store as a run sees it (`Workspace::sessions`: this
    /// machine's sessions told from the repository's); tests leave it out.
    pub store: Option<Store>,
    /// The prompt commands and skills, run as `/NAME args`.
    pub prompt_commands: Commands,
    /// `[plan] execute_model`: the model "execute this plan" switches to.
    pub execute_model: Option<String>,
}

impl Session {
    pub fn store(&self) -> Store {
        self.store.clone().unwrap_or_else(|| Store::for_cwd(&self.cwd))
    }
}

/// What a model or provider picker hands back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModelPick {
    Model {
        endpoint: String,
        model: String,
    },
    /// The endpoint has no default model: the user types one.
    TypeName {
        endpoint: String,
    },
    Endpoint(String),
}

/// The models on offer (of `endpoint` only, when given), the current one marked.
pub fn model_picker(models: &[ModelChoice], endpoint: Option<&str>) -> Picker<ModelPick> {
    let mut items = Vec::new();
    for choice in models.iter().filter(|m| endpoint.is_none_or(|e| e == m.endpoint)) {
        let (label, value) = if choice.model.is_empty() {
            (format!("{}/…", choice.endpoint), ModelPick::TypeName { endpoint: choice.endpoint.clone() })
        } else {
            (
                format!("{}/{}", choice.endpoint, choice.model),
                ModelPick::Model { endpoint: choice.endpoint.clone(), model: choice.model.clone() },
            )
        };
        // What the registry knows of the model, else where it is served.
        let detail = Some(nub_runtime::model_detail(&choice.model)).filter(|d| !d.is_empty());
        let mut item = Item::new(label, detail.unwrap_or_else(|| choice.base_url.clone()), value);
        item.current = choice.current;
        item.unavailable = choice.unavailable.clone();
        items.push(item);
    }
    if let Some(endpoint) = endpoint {
        items.push(Item::new(
            format!("{endpoint}/… another model"),
            "type its name",
            ModelPick::TypeName { endpoint: endpoint.to_owned() },
        ));
    }
    Picker::new(if endpoint.is_some() { "model" } else { "model — /model NAME switches at once" }, items)
}

/// Each endpoint once, then (on Enter) its models.
pub fn provider_picker(models: &[ModelChoice]) -> Picker<ModelPick> {
    let mut items: Vec<Item<ModelPick>> = Vec::new();
    for choice in models {
        if items.iter().any(|i| i.label == choice.endpoint) {
            continue;
        }
        let mut item =
            Item::new(choice.endpoint.clone(), choice.base_url.clone(), ModelPick::Endpoint(choice.endpoint.clone()));
        item.current = choice.current;
        item.unavailable = choice.unavailable.clone();
        items.push(item);
    }
    Picker::new("endpoint", items)
}

/// This repository's sessions, newest first: title, age, size, messages.
pub fn resume_picker(session: &Session) -> Result<Picker<String>, String> {
    let store = session.store();
    let listings = store.list().map_err(|e| e.to_string())?;
    let now = SystemTime::now();
    let mut items = Vec::new();
    for listing in listings {
        let Listing::Session(summary) = listing else { continue };
        let id = summary.id.to_string();
        let bytes = std::fs::metadata(store.path_of(&summary.id)).map(|m| m.len()).unwrap_or(0);
        let age = match summary.last_activity.and_then(|t| now.duration_since(t).ok()) {
            // A checkout's file time says nothing; opening it makes a copy.
            _ if summary.from_repository => "from the repository".to_owned(),
            Some(elapsed) => format!("{} ago", age(elapsed)),
            None => "? ago".to_owned(),
        };
        let branches = if summary.branches > 1 { format!(", {} branches", summary.branches) } else { String::new() };
        let messages = if summary.nodes == 1 { "1 message".to_owned() } else { format!("{} messages", summary.nodes) };
        let detail = format!("{age} · {messages}{branches} · {} · {}", size(bytes), summary.id.short());
        let mut item = Item::new(summary.title.clone(), detail, id.clone());
        item.current = id == session.id;
        items.push(item);
    }
    if items.is_empty() {
        return Err(format!("no sessions yet in {}", store.dir().display()));
    }
    Ok(Picker::new("resume", items))
}

fn age(elapsed: std::time::Duration) -> String {
    let s = elapsed.as_secs();
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min", s / 60),
        3600..86_400 => format!("{} h", s / 3600),
        _ => format!("{} d", s / 86_400),
    }
}

fn size(bytes: u64) -> String {
    match bytes {
        0..1024 => format!("{bytes} B"),
        1024..1_048_576 => format!("{:.1} KiB", bytes as f64 / 1024.0),
        _ => format!("{:.1} MiB", bytes as f64 / 1_048_576.0),
    }
}
