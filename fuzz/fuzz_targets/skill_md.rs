//! A `SKILL.md` with arbitrary content (frontmatter written for any agent,
//! or none), found by `discover` in a project's `.agents/skills`: no panic;
//! the file becomes exactly one skill or one warning; a skill's name is one
//! word, its description one line of at most 160 characters, so the index
//! in the system prompt holds one line per skill; its body reads back.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use nub_context::skills::discover;

/// A repository of one skill directory, made once per fuzzing process (in
/// memory where the system has /dev/shm).
fn repo() -> &'static PathBuf {
    static REPO: OnceLock<PathBuf> = OnceLock::new();
    REPO.get_or_init(|| {
        let base =
            if std::path::Path::new("/dev/shm").is_dir() { PathBuf::from("/dev/shm") } else { std::env::temp_dir() };
        let repo = base.join(format!("nub-fuzz-skill-{}", std::process::id()));
        std::fs::create_dir_all(repo.join(".agents/skills/one")).expect("the skill directory can be made");
        repo
    })
}

fuzz_target!(|data: &[u8]| {
    let repo = repo();
    std::fs::write(repo.join(".agents/skills/one/SKILL.md"), data).expect("SKILL.md can be written");
    let found = discover(&[], repo, None);
    assert_eq!(found.skills.len() + found.warnings.len(), 1, "{found:?}");
    for skill in &found.skills {
        assert!(!skill.name.is_empty(), "{skill:?}");
        assert!(!skill.name.chars().any(|c| c.is_whitespace() || c.is_control()), "{skill:?}");
        assert!(!skill.description.trim().is_empty(), "{skill:?}");
        assert!(!skill.description.contains(['\n', '\r']), "{skill:?}");
        assert!(skill.description.chars().count() <= 160, "{skill:?}");
        skill.body(repo).expect("the body of a found skill reads back");
    }
    if let Some(index) = found.index() {
        assert_eq!(index.lines().count(), 1 + found.skills.len(), "{index}");
    }
});
