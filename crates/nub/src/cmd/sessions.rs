//! `nub sessions`, `tree`, `label` and `export`: the session store of the
//! current repository, read directly (these commands start no run).

use std::path::{Path, PathBuf};

use nub_session::{SessionFile, SessionId, Store};

use crate::cli::{ExportFormat, LabelChange};
use crate::exit::Failure;
use crate::ui;

fn cwd() -> Result<PathBuf, Failure> {
    std::env::current_dir().map_err(|e| Failure::config(format!("cannot read the current directory: {e}")))
}

/// The store as a run sees it: this machine's sessions told from those
/// that came with the repository.
fn store() -> Result<Store, Failure> {
    let state_dir = nub_config::file::state_dir(&|name| std::env::var(name).ok());
    Ok(Store::on_this_machine(&cwd()?, state_dir.as_deref()))
}

/// The session `query` names, or the most recent one.
fn pick(store: &Store, query: Option<&str>) -> Result<SessionId, Failure> {
    match query {
        Some(query) => Ok(store.resolve(query)?),
        None => store.latest()?.ok_or_else(|| {
            Failure::config(format!("no sessions yet in {}; start one with nub -p \"…\"", store.dir().display()))
        }),
    }
}

fn open(store: &Store, query: Option<&str>) -> Result<SessionFile, Failure> {
    let id = pick(store, query)?;
    if !store.is_local(&id) {
        return Err(Failure::config(format!(
            "session {} came from the repository (nub did not create it on this machine); nub does not write to it — continue it in a copy with nub -r {}",
            id.short(),
            id.short()
        )));
    }
    let (file, warnings) = store.open(&id)?;
    for warning in &warnings {
        ui::error(&format!("{}: {warning}", file.path().display()));
    }
    Ok(file)
}

pub fn list() -> Result<(), Failure> {
    let store = store()?;
    let listings = store.list()?;
    ui::sessions::print_table(&listings, store.dir()).map_err(Failure::error)
}

pub fn tree(query: Option<&str>) -> Result<(), Failure> {
    let store = store()?;
    let id = pick(&store, query)?;
    let path = store.path_of(&id);
    let loaded = store.load(&id)?;
    for warning in &loaded.warnings {
        ui::error(&format!("{}: {warning}", path.display()));
    }
    ui::sessions::print_tree(&loaded.session).map_err(Failure::error)
}

pub fn label(query: Option<&str>, node: &str, change: &LabelChange) -> Result<(), Failure> {
    let store = store()?;
    let mut file = open(&store, query)?;
    let node = file.resolve_node(node)?;
    match change {
        LabelChange::Set(text) => file.set_label(&node, Some(text.clone())),
        LabelChange::Clear => file.set_label(&node, None),
        LabelChange::Bookmark(on) => file.set_bookmark(&node, *on),
    }?;
    Ok(file.sync()?)
}

pub fn export(query: Option<&str>, format: ExportFormat, output: Option<&Path>) -> Result<(), Failure> {
    let store = store()?;
    let id = pick(&store, query)?;
    let loaded = store.load(&id)?;
    if let Some(path) = output {
        let cwd = cwd()?;
        let path = cwd.join(path);
        let root = nub_session::repo::repo_root(&cwd);
        return nub_session::export::write_file(&loaded.session, &loaded.header, format, &path, &root)
            .map_err(|e| Failure::error(format!("cannot write {}: {e}", path.display())));
    }
    let text = nub_session::export::render(&loaded.session, &loaded.header, format).map_err(Failure::error)?;
    ui::report(&text).map_err(Failure::error)
}
