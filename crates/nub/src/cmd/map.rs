//! `nub map`: builds the repo map of the current repository and writes it to
//! `<repo>/REPOMAP.md` (atomically) or to stdout.

use nub_config::own_files::{self, Scope};
use nub_context::map::{MapOptions, build};
use nub_llm::estimate::tokens;

use crate::exit::Failure;
use crate::ui;

pub fn run(budget: usize, stdout: bool) -> Result<(), Failure> {
    let cwd =
        std::env::current_dir().map_err(|e| Failure::config(format!("cannot read the current directory: {e}")))?;
    // The map needs no configuration: a broken config file does not stop it.
    let root = nub_session::repo::repo_root(&cwd);
    let cache_dir = root.join(".nub/cache/map");
    // The cache is an optimisation: without it the map is still right. It
    // is this machine's (`Scope::Local`): a committed link is not followed.
    let cache_dir = match own_files::create_dirs(&cache_dir, Scope::Local(&root), true) {
        Ok(()) => {
            if let Err(e) = nub_session::repo::exclude_from_git(&root) {
                ui::error(&format!("cannot add .nub/ to .git/info/exclude: {e}"));
            }
            Some(cache_dir)
        }
        Err(e) => {
            ui::error(&format!("cannot use {}: {}; building without a cache", cache_dir.display(), e.reason()));
            None
        }
    };
    let map = build(&MapOptions { root: root.clone(), tokens: budget, cache_dir });
    for warning in &map.warnings {
        ui::error(warning);
    }
    if stdout {
        return ui::report(&map.text).map_err(Failure::error);
    }
    let path = root.join("REPOMAP.md");
    own_files::replace(&path, Scope::Repository(&root), map.text.as_bytes(), 0o644)
        .map_err(|e| Failure::error(format!("cannot write {}: {}", path.display(), e.reason())))?;
    ui::report(&format!(
        "wrote {}: {} tokens from {} files ({} parsed, {} from cache); left out {} files, {} symbols\n",
        path.display(),
        tokens(&map.text),
        map.files,
        map.parsed,
        map.from_cache,
        map.left_out_files,
        map.left_out_symbols
    ))
    .map_err(Failure::error)
}
