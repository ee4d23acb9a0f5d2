//! Skill discovery: good and broken skills, shadowing, the index and `read_skill`.

use std::path::Path;

use nub_context::{ReadSkill, SkillOrigin, skills};
use nub_tools::{Tool, ToolEnv};

fn write_skill(root: &Path, dir: &str, text: &str) {
    let dir = root.join(dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("SKILL.md"), text).unwrap();
}

fn skill(name: &str, description: &str, body: &str) -> String {
    format!("---\nname: {name}\ndescription: {description}\n---\n{body}\n")
}

fn paths() -> Vec<String> {
    vec!["~/.nub/skills".into(), ".nub/skills".into()]
}

#[test]
fn finds_good_skills_and_skips_broken_ones_with_the_file_and_the_problem() {
    let repo = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    write_skill(repo.path(), ".nub/skills/refactor", &skill("refactor", "Larger refactorings.", "# Refactor"));
    write_skill(
        repo.path(),
        ".agents/skills/pdf",
        "---\nname: 'pdf'\ndescription: |\n  Fill forms.\nlicense: MIT\n---\nbody",
    );
    write_skill(home.path(), ".nub/skills/notes", &skill("notes", "Write notes.", "# Notes"));
    write_skill(repo.path(), ".nub/skills/nofront", "# just markdown");
    write_skill(repo.path(), ".nub/skills/nodesc", "---\nname: nodesc\n---\n");
    std::fs::create_dir_all(repo.path().join(".nub/skills/empty-dir")).unwrap();

    let found = skills::discover(&paths(), repo.path(), Some(home.path()));
    let names: Vec<(&str, SkillOrigin)> = found.skills.iter().map(|s| (s.name.as_str(), s.origin)).collect();
    assert_eq!(
        names,
        [("notes", SkillOrigin::User), ("pdf", SkillOrigin::Project), ("refactor", SkillOrigin::Project)]
    );
    assert_eq!(found.warnings.len(), 2, "{:?}", found.warnings);
    assert!(found.warnings.iter().any(|w| w.contains("nofront/SKILL.md") && w.contains("no YAML frontmatter")));
    assert!(found.warnings.iter().any(|w| w.contains("nodesc/SKILL.md") && w.contains("no description")));
    let index = found.index().unwrap();
    assert!(index.contains("- pdf: Fill forms.\n"), "{index}");
}

#[test]
fn project_skills_shadow_user_skills_and_say_so() {
    let repo = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    write_skill(home.path(), ".nub/skills/review", &skill("review", "User review.", "user body"));
    write_skill(repo.path(), ".nub/skills/review", &skill("review", "Project review.", "project body"));

    let found = skills::discover(&paths(), repo.path(), Some(home.path()));
    assert_eq!(found.skills.len(), 1);
    assert_eq!(found.skills[0].description, "Project review.");
    assert_eq!(found.skills[0].origin, SkillOrigin::Project);
    assert_eq!(found.warnings.len(), 1);
    assert!(found.warnings[0].contains("shadowed by the project skill"), "{}", found.warnings[0]);
}

#[test]
fn the_index_is_stable_and_about_thirty_tokens_per_skill() {
    let repo = tempfile::tempdir().unwrap();
    for i in (0..10).rev() {
        write_skill(
            repo.path(),
            &format!(".nub/skills/skill-{i}"),
            &skill(
                &format!("skill-{i}"),
                "Use when the task touches the billing module or its tests.",
                &"x".repeat(4000),
            ),
        );
    }
    let first = skills::discover(&paths(), repo.path(), None).index().unwrap();
    let again = skills::discover(&paths(), repo.path(), None).index().unwrap();
    assert_eq!(first, again);
    let cost = nub_llm::estimate::tokens(&first);
    assert!(cost <= 10 * 30, "index of 10 skills costs {cost} tokens");
    assert!(!first.contains("xxxx"));
}

#[tokio::test]
async fn read_skill_returns_the_body_without_frontmatter_and_the_directory() {
    let repo = tempfile::tempdir().unwrap();
    write_skill(repo.path(), ".nub/skills/refactor", &skill("refactor", "Larger refactorings.", "# Steps\n1. plan"));
    let found = skills::discover(&paths(), repo.path(), None);
    let tool = ReadSkill::new(found.skills);
    let env = ToolEnv::new(repo.path(), repo.path());

    let result = tool.run(serde_json::json!({"name": "refactor"}), &env).await;
    assert!(!result.is_error);
    assert!(result.for_model.contains("# Steps\n1. plan"));
    assert!(!result.for_model.contains("description:"));
    assert!(result.for_model.contains(&repo.path().join(".nub/skills/refactor").display().to_string()));

    let missing = tool.run(serde_json::json!({"name": "nope"}), &env).await;
    assert!(missing.is_error);
    assert!(missing.for_model.contains("known skills: refactor"));
}
