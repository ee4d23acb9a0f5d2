//! `write`: a whole file, created or replaced, parent directories included;
//! the view is a diff against what was there before.

use std::path::Path;

use nub_config::own_files::{self, Scope};
use serde::Deserialize;
use serde_json::{Value, json};

use super::blocking;
use crate::files::{self, TextFiles};
use crate::path::{Access, display_path, resolve_path};
use crate::syntax::verdict;
use crate::text::{count, diff_stat, diff_view};
use crate::tool::{Tool, ToolEnv, ToolResult, ToolView, Writes};
use nub_llm::{ToolDisplay, ToolKind};

use super::str_arg;

pub struct Write;

#[derive(Deserialize)]
struct Args {
    path: String,
    content: String,
}

#[async_trait::async_trait]
impl Tool for Write {
    fn name(&self) -> &str {
        "write"
    }

    fn description(&self) -> &str {
        "Write a whole file, replacing it if it exists; creates parent directories. For changes to an existing file prefer edit."
    }

    fn schema(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "path": {"type": "string"},
                "content": {"type": "string"}
            },
            "required": ["path", "content"],
            "additionalProperties": false
        })
    }

    fn display(&self, input: &Value) -> ToolDisplay {
        ToolDisplay::file(ToolKind::Edit, str_arg(input, "path"))
    }

    fn preview(&self, input: &Value, env: &ToolEnv) -> ToolView {
        preview(input.clone(), env)
    }

    fn writes(&self, input: &Value, env: &ToolEnv) -> Writes {
        super::file_writes(input, env)
    }

    async fn run(&self, input: Value, env: &ToolEnv) -> ToolResult {
        let args: Args = match crate::input::parse(self.name(), &self.schema(), input) {
            Ok(args) => args,
            Err(message) => return ToolResult::error(message),
        };
        let path = match resolve_path(env, &args.path, Access::Write) {
            Ok(path) => path,
            Err(message) => return ToolResult::error(message),
        };
        let shown = display_path(env, &path);
        let files = env.files.clone();
        let root = env.repo_root.clone();
        let syntax = env.syntax.clone();
        blocking(move || {
            let mut result = write(&root, &path, &shown, &args.content, files.as_deref());
            if let Some(before) = result.written.take()
                && let Some(note) = verdict(syntax.as_deref(), &path, "write", before.as_deref(), &args.content)
            {
                result.result.for_model = format!("{}\n{note}", result.result.for_model);
            }
            result.result
        })
        .await
    }
}

/// The view of what `input` would change, without writing (a permission prompt).
fn preview(input: Value, env: &ToolEnv) -> ToolView {
    let args: Args = match crate::input::parse("write", &Write.schema(), input) {
        Ok(args) => args,
        Err(message) => return ToolView::Error { message },
    };
    let path = match resolve_path(env, &args.path, Access::Write) {
        Ok(path) => path,
        Err(message) => return ToolView::Error { message },
    };
    let shown = display_path(env, &path);
    if path.is_dir() {
        return ToolView::Error { message: format!("{shown} is a directory; give the path of a file inside it") };
    }
    match files::read(env.files.as_deref(), &env.repo_root, &path) {
        Ok(bytes) => diff_view(&shown, &String::from_utf8_lossy(&bytes), &args.content, false),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => diff_view(&shown, "", &args.content, true),
        Err(e) => ToolView::Error { message: format!("cannot read {shown}: {e}") },
    }
}

/// A write's result and, when it wrote, the file's text before (`None`
/// when it was created).
struct Written {
    result: ToolResult,
    written: Option<Option<String>>,
}

impl From<ToolResult> for Written {
    fn from(result: ToolResult) -> Self {
        Written { result, written: None }
    }
}

fn write(root: &Path, path: &Path, shown: &str, content: &str, files: Option<&dyn TextFiles>) -> Written {
    if path.is_dir() {
        return ToolResult::error(format!("{shown} is a directory; give the path of a file inside it")).into();
    }
    let old = match files::read(files, root, path) {
        Ok(bytes) => Some(String::from_utf8_lossy(&bytes).into_owned()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return ToolResult::error(format!("cannot write {shown}: {e}")).into(),
    };
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty())
        && let Err(e) = own_files::create_dirs(parent, Scope::Repository(root), false)
    {
        return ToolResult::error(format!(
            "cannot create the directory {} for {shown}: {}",
            parent.display(),
            e.reason()
        ))
        .into();
    }
    if let Err(e) = files::write(files, root, path, content) {
        return ToolResult::error(format!("cannot write {shown}: {e}")).into();
    }
    let created = old.is_none();
    let view = diff_view(shown, old.as_deref().unwrap_or(""), content, created);
    let for_model = match &old {
        None => format!("created {shown} ({})", count(content.lines().count(), "line")),
        Some(old) if old == content => format!("{shown} unchanged: the content was already identical"),
        Some(_) => format!("wrote {shown}: {}", diff_stat(&view)),
    };
    Written { result: ToolResult::ok(for_model, view), written: Some(old) }
}
