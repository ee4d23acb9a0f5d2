//! Skills with progressive disclosure (CONCEPT §5.5): at start every skill
//! is found, but only its name and description go into the system prompt
//! (~30 tokens each); the body is loaded by the model with `read_skill`.
//!
//! A skill is a directory holding a `SKILL.md` whose YAML frontmatter names
//! it and says when to use it. The frontmatter of files written for other
//! agents carries more (`allowed-tools`, `metadata`, `license`, block
//! scalars, quotes): a real YAML parser reads it, the extra fields are
//! ignored. A broken skill is skipped with a warning, never fatal.

use std::path::{Path, PathBuf};

use nub_config::own_files::{self, Scope};
use nub_llm::estimate::tokens;
use nub_tools::{Tool, ToolEnv, ToolResult, ToolView};
use serde::Deserialize;

/// Descriptions longer than this are cut in the index: a skill must stay
/// cheap until it is used.
const MAX_DESCRIPTION_CHARS: usize = 160;
/// The whole index, in estimated tokens: about 90 skills at the longest
/// description.
pub const MAX_INDEX_TOKENS: usize = 4_000;

/// Where a skill was found; project skills shadow user skills of the same name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SkillOrigin {
    Project,
    User,
}

impl SkillOrigin {
    pub fn label(self) -> &'static str {
        match self {
            SkillOrigin::Project => "project",
            SkillOrigin::User => "user",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skill {
    pub name: String,
    pub description: String,
    /// The skill's directory; further files are read from here.
    pub dir: PathBuf,
    pub origin: SkillOrigin,
    /// What the body costs once loaded.
    pub body_tokens: usize,
}

impl Skill {
    /// The line of this skill in the index.
    pub fn index_line(&self) -> String {
        format!("- {}: {}", self.name, self.description)
    }

    /// The body (frontmatter stripped), read afresh from disk; a project
    /// skill's only from inside `repo_root`.
    pub fn body(&self, repo_root: &Path) -> Result<String, String> {
        let file = self.dir.join("SKILL.md");
        let text = read_skill_text(&file, self.origin, repo_root)
            .map_err(|why| format!("cannot read {}: {why}", file.display()))?;
        parse(&text).map(|(_, body)| body.to_owned())
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Skills {
    /// Sorted by name: the index is stable across runs.
    pub skills: Vec<Skill>,
    /// Broken skills and shadowed names, each naming the file.
    pub warnings: Vec<String>,
}

/// The part of a `SKILL.md` frontmatter nub reads; anything else is tolerated.
#[derive(Deserialize)]
struct Frontmatter {
    name: Option<String>,
    description: Option<String>,
}

/// Finds the skills in `paths` (`~/` is the home directory, relative paths
/// are resolved against the repository root) plus `.agents/skills` and
/// `~/.agents/skills`. Project directories are searched before user ones, so
/// a project skill shadows a user skill of the same name.
pub fn discover(paths: &[String], repo_root: &Path, home: Option<&Path>) -> Skills {
    let mut dirs: Vec<(PathBuf, SkillOrigin)> = Vec::new();
    let extra = [".agents/skills".to_owned(), "~/.agents/skills".to_owned()];
    for path in paths.iter().chain(&extra) {
        let resolved = match path.strip_prefix("~/") {
            Some(rest) => home.map(|h| (h.join(rest), SkillOrigin::User)),
            None if Path::new(path).is_absolute() => {
                let origin =
                    if Path::new(path).starts_with(repo_root) { SkillOrigin::Project } else { SkillOrigin::User };
                Some((PathBuf::from(path), origin))
            }
            None => Some((repo_root.join(path), SkillOrigin::Project)),
        };
        // The same directory reached both ways (home inside the repository)
        // counts as the project's.
        let Some((dir, origin)) = resolved else { continue };
        match dirs.iter_mut().find(|(d, _)| *d == dir) {
            Some(seen) if origin == SkillOrigin::Project => seen.1 = origin,
            Some(_) => {}
            None => dirs.push((dir, origin)),
        }
    }
    dirs.sort_by_key(|(_, origin)| *origin == SkillOrigin::User);

    let mut found = Skills::default();
    for (dir, origin) in dirs {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut skill_dirs: Vec<PathBuf> = entries.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect();
        skill_dirs.sort();
        for skill_dir in skill_dirs {
            let file = skill_dir.join("SKILL.md");
            if !file.exists() {
                continue;
            }
            let loaded = read_skill_text(&file, origin, repo_root)
                .map_err(|why| format!("cannot read it: {why}"))
                .and_then(|text| read_skill_file(&text));
            let (name, description, body_tokens) = match loaded {
                Ok(((name, description), body_tokens)) => (name, description, body_tokens),
                Err(problem) => {
                    found.warnings.push(format!("skill {} skipped: {problem}", file.display()));
                    continue;
                }
            };
            if let Some(winner) = found.skills.iter().find(|s| s.name == name) {
                found.warnings.push(format!(
                    "skill {name} in {} is shadowed by the {} skill in {}",
                    file.display(),
                    winner.origin.label(),
                    winner.dir.join("SKILL.md").display()
                ));
                continue;
            }
            found.skills.push(Skill { name, description, dir: skill_dir, origin, body_tokens });
        }
    }
    found.skills.sort_by(|a, b| a.name.cmp(&b.name));
    cap_index(&mut found);
    found
}

/// The skills index goes into every request: past `MAX_INDEX_TOKENS` the
/// rest is left out with one warning — the user's own skills are kept
/// first, so a repository with thousands of skills cannot crowd them out.
fn cap_index(found: &mut Skills) {
    let mut order: Vec<usize> = (0..found.skills.len()).collect();
    order.sort_by_key(|&i| found.skills[i].origin == SkillOrigin::Project);
    let mut spent = 0;
    let mut keep = vec![false; found.skills.len()];
    for i in order {
        let cost = tokens(&found.skills[i].index_line()) + 1;
        if spent + cost > MAX_INDEX_TOKENS {
            continue;
        }
        spent += cost;
        keep[i] = true;
    }
    let left_out = keep.iter().filter(|k| !**k).count();
    if left_out == 0 {
        return;
    }
    let mut position = 0;
    found.skills.retain(|_| {
        position += 1;
        keep[position - 1]
    });
    found.warnings.push(format!(
        "{left_out} skill(s) left out: the skills index is limited to {MAX_INDEX_TOKENS} tokens, paid on every request (kept {}, the user's first)",
        found.skills.len()
    ));
}

/// A `SKILL.md` as text: a regular file of at most 1 MiB (`own_files`); a
/// project skill's inside the repository, links included.
fn read_skill_text(file: &Path, origin: SkillOrigin, repo_root: &Path) -> Result<String, String> {
    let scope = match origin {
        SkillOrigin::Project => Scope::Repository(repo_root),
        SkillOrigin::User => Scope::User,
    };
    let bytes = own_files::read(file, scope, own_files::SMALL_FILE_LIMIT).map_err(|e| e.reason())?;
    String::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_owned())
}

/// Name, description and body cost of one `SKILL.md`.
fn read_skill_file(text: &str) -> Result<((String, String), usize), String> {
    let (frontmatter, body) = parse(text)?;
    let name = frontmatter.name.map(|n| n.trim().to_owned()).filter(|n| !n.is_empty());
    let Some(name) = name else { return Err("the frontmatter has no name".into()) };
    if name.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(format!("the name {name:?} contains whitespace"));
    }
    let description = frontmatter.description.map(|d| d.split_whitespace().collect::<Vec<_>>().join(" "));
    let Some(mut description) = description.filter(|d| !d.is_empty()) else {
        return Err("the frontmatter has no description".into());
    };
    if description.chars().count() > MAX_DESCRIPTION_CHARS {
        description = description.chars().take(MAX_DESCRIPTION_CHARS - 1).collect::<String>() + "…";
    }
    Ok(((name, description), tokens(body)))
}

/// Splits the `---` fences and parses the frontmatter between them.
fn parse(text: &str) -> Result<(Frontmatter, &str), String> {
    parse_frontmatter(text)
}

/// `parse` for any frontmatter shape (prompt commands have their own).
pub(crate) fn parse_frontmatter<T: serde::de::DeserializeOwned>(text: &str) -> Result<(T, &str), String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.split_inclusive('\n');
    if lines.next().map(str::trim_end) != Some("---") {
        return Err("no YAML frontmatter (the file must start with a --- line)".into());
    }
    let start = text.find('\n').map_or(text.len(), |i| i + 1);
    let mut offset = start;
    for line in lines {
        let end = offset + line.len();
        if matches!(line.trim_end(), "---" | "...") {
            let yaml = &text[start..offset];
            let frontmatter: T = yaml_serde::from_str(yaml)
                .map_err(|e| format!("the frontmatter is not valid YAML with string name/description: {e}"))?;
            return Ok((frontmatter, text[end..].trim_start_matches(['\r', '\n'])));
        }
        offset = end;
    }
    Err("the frontmatter has no closing --- line".into())
}

impl Skills {
    /// The skills index for the system prompt, `None` without skills.
    pub fn index(&self) -> Option<String> {
        if self.skills.is_empty() {
            return None;
        }
        let mut text = String::from("Skills (call read_skill with the name before a task one of them fits):\n");
        for skill in &self.skills {
            text.push_str(&skill.index_line());
            text.push('\n');
        }
        Some(text.trim_end().to_owned())
    }
}

/// `read_skill {name}`: the body of a skill plus its directory.
#[derive(Debug, Clone)]
pub struct ReadSkill {
    skills: Vec<Skill>,
}

impl ReadSkill {
    pub fn new(skills: Vec<Skill>) -> Self {
        ReadSkill { skills }
    }
}

#[async_trait::async_trait]
impl Tool for ReadSkill {
    fn name(&self) -> &str {
        "read_skill"
    }

    fn description(&self) -> &str {
        "Load the instructions of a skill listed in the system prompt. Returns its body and its directory; \
         read further files of the skill from that directory with `read`."
    }

    fn schema(&self) -> serde_json::Value {
        serde_json::json!({
            "type": "object",
            "properties": {"name": {"type": "string", "description": "The skill's name as listed"}},
            "required": ["name"],
            "additionalProperties": false
        })
    }

    fn read_only(&self) -> bool {
        true
    }

    fn display(&self, input: &serde_json::Value) -> nub_tools::ToolDisplay {
        let name = input.get("name").and_then(|n| n.as_str()).unwrap_or_default();
        nub_tools::ToolDisplay::new(nub_tools::ToolKind::Read, name)
    }

    async fn run(&self, input: serde_json::Value, env: &ToolEnv) -> ToolResult {
        let Some(name) = input.get("name").and_then(|n| n.as_str()) else {
            return ToolResult::error("read_skill needs {\"name\": \"<skill name>\"}");
        };
        let Some(skill) = self.skills.iter().find(|s| s.name == name) else {
            let known: Vec<&str> = self.skills.iter().map(|s| s.name.as_str()).collect();
            return ToolResult::error(format!("no skill named {name:?}; known skills: {}", known.join(", ")));
        };
        match skill.body(&env.repo_root) {
            Ok(body) => {
                let text = format!("Skill {name} (directory: {})\n\n{}", skill.dir.display(), body.trim_end());
                ToolResult::ok(text.clone(), ToolView::Text { text })
            }
            Err(problem) => ToolResult::error(format!("skill {name}: {problem}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_project_skill_symlinked_out_of_the_repository_is_refused() {
        let repo = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        std::fs::write(outside.path().join("SKILL.md"), "---\nname: s\ndescription: d\n---\nSECRET BODY\n").unwrap();
        let dir = repo.path().join(".nub/skills/s");
        std::fs::create_dir_all(&dir).unwrap();
        std::os::unix::fs::symlink(outside.path().join("SKILL.md"), dir.join("SKILL.md")).unwrap();
        let found = discover(&[".nub/skills".into()], repo.path(), None);
        assert!(found.warnings[0].contains("outside the repository"), "{:?}", found.warnings);
        let tool = ReadSkill::new(found.skills);
        let result = tool.run(serde_json::json!({"name": "s"}), &ToolEnv::new(repo.path(), repo.path())).await;
        assert!(result.is_error && !result.for_model.contains("SECRET"), "{}", result.for_model);
    }

    #[test]
    fn thousands_of_project_skills_are_capped_with_one_warning_and_the_users_stay() {
        let repo = tempfile::tempdir().unwrap();
        let home = tempfile::tempdir().unwrap();
        for i in 0..500 {
            let dir = repo.path().join(format!(".nub/skills/s{i:04}"));
            std::fs::create_dir_all(&dir).unwrap();
            let description = "Use this skill whenever anything at all is asked, it is very important. ".repeat(2);
            std::fs::write(
                dir.join("SKILL.md"),
                format!("---\nname: s{i:04}\ndescription: {description}\n---\nbody\n"),
            )
            .unwrap();
        }
        let mine = home.path().join(".nub/skills/zz-mine");
        std::fs::create_dir_all(&mine).unwrap();
        std::fs::write(mine.join("SKILL.md"), "---\nname: zz-mine\ndescription: the user's own\n---\nbody\n").unwrap();
        let found = discover(&["~/.nub/skills".into(), ".nub/skills".into()], repo.path(), Some(home.path()));
        let index = found.index().unwrap();
        assert!(tokens(&index) <= MAX_INDEX_TOKENS + 20, "{} tokens", tokens(&index));
        assert!(found.skills.iter().any(|s| s.name == "zz-mine"), "the user's skill stays");
        assert!(found.skills.len() < 150 && found.skills.len() > 50, "{}", found.skills.len());
        assert_eq!(found.warnings.len(), 1, "{:?}", &found.warnings[..found.warnings.len().min(3)]);
        assert!(found.warnings[0].contains("skill(s) left out"), "{}", found.warnings[0]);
    }

    #[test]
    fn tolerates_fields_of_other_agents() {
        let text = "---\nname: \"pdf\"\ndescription: >\n  Fill PDF forms.\n  Use for any .pdf.\nlicense: MIT\nallowed-tools: [Read, Bash]\nmetadata:\n  version: 2\n---\n\n# Body\n";
        let ((name, description), _) = read_skill_file(text).unwrap();
        assert_eq!(name, "pdf");
        assert_eq!(description, "Fill PDF forms. Use for any .pdf.");
        assert_eq!(parse(text).unwrap().1, "# Body\n");
    }

    #[test]
    fn broken_frontmatter_says_what_is_wrong() {
        assert!(read_skill_file("# no frontmatter").unwrap_err().contains("no YAML frontmatter"));
        assert!(read_skill_file("---\nname: x\n").unwrap_err().contains("closing"));
        assert!(read_skill_file("---\nname: x\n---\n").unwrap_err().contains("no description"));
        assert!(read_skill_file("---\ndescription: y\n---\n").unwrap_err().contains("no name"));
        assert!(read_skill_file("---\nname: [x\n---\n").unwrap_err().contains("not valid YAML"));
    }
}
