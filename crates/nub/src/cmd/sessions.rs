//! The session commands: which session a run uses, and `sessions`, `tree`,
//! `label` and `export`. Printing is left to `ui`.

use std::path::PathBuf;

use nub_session::{LoadWarning, SessionFile, SessionId, Store, StoreError};

use crate::cli::{ExportFormat, LabelChange, SessionChoice};
use crate::exit::Failure;
use crate::ui;

pub fn cwd() -> Result<PathBuf, Failure> {
    std::env::current_dir().map_err(|e| Failure::config(format!("cannot read the current directory: {e}")))
}

pub fn store() -> Result<Store, Failure> {
    Ok(Store::for_cwd(&cwd()?))
}

fn failure(error: StoreError) -> Failure {
    match error {
        // Damage the user cannot fix by retrying is a configuration matter.
        StoreError::NewerVersion { .. }
        | StoreError::NoMatch { .. }
        | StoreError::Ambiguous { .. }
        | StoreError::NoSuchNode { .. }
        | StoreError::AmbiguousNode { .. }
        | StoreError::NotASession { .. } => Failure::config(error),
        StoreError::Io { .. } | StoreError::Tree(_) => Failure::error(error),
    }
}

fn report(file: &SessionFile, warnings: &[LoadWarning]) {
    for warning in warnings {
        ui::plain::error(&format!("{}: {warning}", file.path().display()));
    }
}

/// The session `query` names, or the most recent one.
fn pick(store: &Store, query: Option<&str>) -> Result<SessionId, Failure> {
    match query {
        Some(query) => store.resolve(query).map_err(failure),
        None => store.latest().map_err(failure)?.ok_or_else(|| {
            Failure::config(format!("no sessions yet in {}; start one with nub -p \"…\"", store.dir().display()))
        }),
    }
}

/// Opens (or creates) the session a print-mode run appends to, rewound to
/// `branch` when given.
pub fn open_for_run(choice: &SessionChoice, branch: Option<&str>) -> Result<SessionFile, Failure> {
    let store = store()?;
    let mut file = match choice {
        SessionChoice::New => return store.create(&cwd()?).map_err(failure),
        SessionChoice::Continue => open(&store, None)?,
        SessionChoice::Resume(query) => open(&store, Some(query))?,
    };
    if let Some(node) = branch {
        let node = file.resolve_node(node).map_err(failure)?;
        file.branch(&node).map_err(failure)?;
    }
    Ok(file)
}

fn open(store: &Store, query: Option<&str>) -> Result<SessionFile, Failure> {
    let id = pick(store, query)?;
    let (file, warnings) = store.open(&id).map_err(failure)?;
    report(&file, &warnings);
    Ok(file)
}

pub fn list() -> Result<(), Failure> {
    let store = store()?;
    let listings = store.list().map_err(failure)?;
    ui::sessions::print_table(&listings, store.dir());
    Ok(())
}

pub fn tree(query: Option<&str>) -> Result<(), Failure> {
    let store = store()?;
    let id = pick(&store, query)?;
    let path = store.path_of(&id);
    let loaded = store.load(&id).map_err(failure)?;
    for warning in &loaded.warnings {
        ui::plain::error(&format!("{}: {warning}", path.display()));
    }
    ui::sessions::print_tree(&loaded.session);
    Ok(())
}

pub fn label(query: Option<&str>, node: &str, change: &LabelChange) -> Result<(), Failure> {
    let store = store()?;
    let mut file = open(&store, query)?;
    let node = file.resolve_node(node).map_err(failure)?;
    match change {
        LabelChange::Set(text) => file.set_label(&node, Some(text.clone())),
        LabelChange::Clear => file.set_label(&node, None),
        LabelChange::Bookmark(on) => file.set_bookmark(&node, *on),
    }
    .map_err(failure)?;
    file.sync().map_err(failure)
}

pub fn export(query: Option<&str>, format: ExportFormat) -> Result<(), Failure> {
    let store = store()?;
    let id = pick(&store, query)?;
    let loaded = store.load(&id).map_err(failure)?;
    let text = match format {
        ExportFormat::Markdown => nub_session::export::to_markdown(&loaded.session, &loaded.header),
        ExportFormat::Jsonl => {
            nub_session::export::to_jsonl(&loaded.session, &loaded.header).map_err(Failure::error)?
        }
    };
    ui::plain::write_out(&text).map_err(Failure::error)
}
