//! The repo map on fixture repositories: symbols per language, ranking,
//! budget, cache reuse and the stale-map warning.

use std::path::Path;

use nub_context::map::{MapOptions, RepoMap, build};
use nub_context::{Environment, FileOptions, MAP_HEADER_PREFIX, Options, assemble};
use nub_llm::estimate::tokens;

fn write(root: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

fn map(root: &Path, budget: usize) -> RepoMap {
    build(&MapOptions { root: root.to_path_buf(), tokens: budget, cache_dir: Some(root.join(".nub/cache/map")) })
}

const FIXTURES: &[(&str, &str, &[&str])] = &[
    (
        "src/lib.rs",
        "//! A store.\nuse std::path::PathBuf;\n\npub struct Store {\n    root: PathBuf,\n}\n\nimpl Store {\n    pub fn open(root: PathBuf) -> Result<Store, String> {\n        fn helper() {}\n        Ok(Store { root })\n    }\n}\n\npub fn resolve_path(\n    raw: &str,\n    strict: bool,\n) -> Result<PathBuf, String> {\n    todo!()\n}\n\npub trait Tool {\n    fn name(&self) -> &str;\n}\n\nenum Mode { A, B }\n",
        &[
            "pub struct Store",
            "impl Store",
            "  pub fn open(root: PathBuf) -> Result<Store, String>",
            "pub fn resolve_path(raw: &str, strict: bool) -> Result<PathBuf, String>",
            "pub trait Tool",
            "enum Mode",
        ],
    ),
    (
        "server/server.go",
        "package server\n\ntype Server struct {\n\tAddr string\n}\n\nfunc (s *Server) Start() error {\n\treturn nil\n}\n\nfunc New(addr string) *Server {\n\treturn &Server{Addr: addr}\n}\n",
        &["type Server struct", "func (s *Server) Start() error", "func New(addr string) *Server"],
    ),
    (
        "py/app.py",
        "import os\n\nclass Foo(Base):\n    def method(self, x):\n        def inner():\n            pass\n        return x\n\ndef bar(x, y):\n    return x + y\n",
        &["class Foo(Base)", "  def method(self, x)", "def bar(x, y)"],
    ),
    (
        "web/util.js",
        "export function f(a) {\n  return a;\n}\n\nclass Widget extends Base {\n  render() { return 1; }\n}\n",
        &["export function f(a)", "class Widget extends Base", "  render()"],
    ),
    (
        "web/types.ts",
        "export interface X {\n  id: number;\n}\n\nexport function g(x: X): number {\n  return x.id;\n}\n",
        &["export interface X", "export function g(x: X): number"],
    ),
    (
        "web/view.tsx",
        "export function View(props: Props) {\n  return <div>{props.name}</div>;\n}\n",
        &["export function View(props: Props)"],
    ),
    (
        "java/Shop.java",
        "package shop;\n\npublic class Shop extends Base {\n    public int total(int a, int b) {\n        return a + b;\n    }\n}\n\ninterface Priced {\n    int price();\n}\n",
        &["public class Shop extends Base", "  public int total(int a, int b)", "interface Priced"],
    ),
    (
        "c/buf.c",
        "#include <stdio.h>\n\nstruct buffer {\n  int len;\n};\n\nint buffer_len(struct buffer *b) {\n  return b->len;\n}\n",
        &["struct buffer", "int buffer_len(struct buffer *b)"],
    ),
    (
        "cpp/shape.cpp",
        "class Shape {\npublic:\n  virtual double area() const;\n};\n\ndouble total_area(const Shape& s) {\n  return s.area();\n}\n\nint shape_count(int n) {\n  return n;\n}\n",
        CPP_SYMBOLS,
    ),
];

/// With the C++ grammar, classes and members too; without it (the default
/// build) C++ is read as C and the C-style function still comes out.
#[cfg(feature = "lang-cpp")]
const CPP_SYMBOLS: &[&str] =
    &["class Shape", "  virtual double area() const", "double total_area(const Shape& s)", "int shape_count(int n)"];
#[cfg(not(feature = "lang-cpp"))]
const CPP_SYMBOLS: &[&str] = &["int shape_count(int n)"];

#[cfg(feature = "repomap")]
#[test]
fn every_language_yields_its_symbols_with_signatures() {
    let dir = tempfile::tempdir().unwrap();
    let files: Vec<(&str, &str)> = FIXTURES.iter().map(|(p, t, _)| (*p, *t)).collect();
    write(dir.path(), &files);
    write(dir.path(), &[("README.md", "\n# Fixture project\n\nSome words.\n"), ("data.bin", "\0\0\0binary")]);
    let result = map(dir.path(), 100_000);
    let text = &result.text;
    for (path, _, expected) in FIXTURES {
        assert!(text.contains(&format!("\n{path}\n")), "{path} missing in\n{text}");
        for line in *expected {
            assert!(text.contains(&format!("\n  {line}\n")), "{path}: {line:?} missing in\n{text}");
        }
    }
    assert!(!text.contains("helper"), "locals stay out:\n{text}");
    assert!(!text.contains("inner"), "locals stay out:\n{text}");
    assert!(text.contains("\nREADME.md\n  Fixture project\n"), "first line fallback:\n{text}");
    assert!(!text.contains("data.bin"), "binary files are skipped:\n{text}");
    assert_eq!(result.files, FIXTURES.len() + 1);
    assert!(text.contains("\nNothing left out.\n"), "{text}");
    assert!(text.starts_with(&format!("{MAP_HEADER_PREFIX}none -->\n")), "{text}");
    assert!(text.contains("outside a git repository"), "{text}");
    assert!(text.contains("  server/ (1)\n"), "the tree:\n{text}");
}

#[cfg(feature = "repomap")]
#[test]
fn a_widely_used_symbol_survives_a_tight_budget_and_the_rest_is_counted() {
    let dir = tempfile::tempdir().unwrap();
    let mut files = vec![
        ("src/core.rs".to_owned(), "pub fn widely_used_helper(x: u32) -> u32 { x }\n".to_owned()),
        ("src/unused.rs".to_owned(), "pub fn never_called_anywhere(y: u32) -> u32 { y }\n".to_owned()),
        (
            "src/main.rs".to_owned(),
            format!(
                "fn main() {{ {} }}\n",
                (0..12).map(|i| format!("caller_number_{i}_with_a_long_name_for_cost();")).collect::<String>()
            ),
        ),
    ];
    for i in 0..12 {
        files.push((
            format!("src/user_{i:02}.rs"),
            format!("use crate::core::widely_used_helper;\n\npub fn caller_number_{i}_with_a_long_name_for_cost() -> u32 {{ widely_used_helper({i}) }}\n"),
        ));
    }
    let refs: Vec<(&str, &str)> = files.iter().map(|(p, t)| (p.as_str(), t.as_str())).collect();
    write(dir.path(), &refs);
    let budget = 220;
    let result = map(dir.path(), budget);
    let text = &result.text;
    assert!(text.contains("pub fn widely_used_helper(x: u32) -> u32"), "{text}");
    assert!(!text.contains("never_called_anywhere"), "{text}");
    assert!(result.left_out_symbols >= 1 && result.left_out_files >= 1, "{result:?}");
    assert!(
        text.contains(&format!(
            "Left out to fit {budget} tokens: {} files, {} symbols",
            result.left_out_files, result.left_out_symbols
        )),
        "{text}"
    );
    assert!(tokens(text) <= budget + 10, "{} tokens over a budget of {budget}:\n{text}", tokens(text));
    // The central file is listed first.
    let symbols = text.split("## Symbols").nth(1).unwrap();
    assert_eq!(symbols.lines().find(|l| l.starts_with("src/")), Some("src/core.rs"), "{text}");
}

#[test]
fn the_budget_holds_for_any_size() {
    let dir = tempfile::tempdir().unwrap();
    let files: Vec<(&str, &str)> = FIXTURES.iter().map(|(p, t, _)| (*p, *t)).collect();
    write(dir.path(), &files);
    for budget in [120, 200, 400, 800] {
        let text = map(dir.path(), budget).text;
        assert!(tokens(&text) <= budget + 10, "{} tokens over {budget}:\n{text}", tokens(&text));
    }
}

#[test]
fn a_rerun_parses_only_what_changed() {
    let dir = tempfile::tempdir().unwrap();
    let files: Vec<(&str, &str)> = FIXTURES.iter().map(|(p, t, _)| (*p, *t)).collect();
    write(dir.path(), &files);
    let first = map(dir.path(), 4000);
    assert_eq!((first.parsed, first.from_cache), (FIXTURES.len(), 0));
    let second = map(dir.path(), 4000);
    assert_eq!((second.parsed, second.from_cache), (0, FIXTURES.len()));
    assert_eq!(first.text, second.text, "the cache changes nothing in the output");
    write(dir.path(), &[("py/app.py", "def renamed(z):\n    return z\n")]);
    let third = map(dir.path(), 4000);
    assert_eq!((third.parsed, third.from_cache), (1, FIXTURES.len() - 1));
    assert!(third.text.contains("def renamed(z)"), "{}", third.text);
    assert!(dir.path().join(".nub/cache/map").is_dir());
}

#[test]
fn gitignored_files_stay_out() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        &[(".gitignore", "target/\n"), ("target/gen.rs", "pub fn generated() {}\n"), ("a.rs", "pub fn kept() {}\n")],
    );
    let text = map(dir.path(), 4000).text;
    assert!(text.contains("pub fn kept()") && !text.contains("generated"), "{text}");
}

#[test]
fn the_header_commit_is_what_the_stale_map_check_reads() {
    let repo = tempfile::tempdir().unwrap();
    write(
        repo.path(),
        &[
            (".git/HEAD", "ref: refs/heads/main\n"),
            (".git/refs/heads/main", "1111111111111111111111111111111111111111\n"),
            ("a.rs", "pub fn a() {}\n"),
        ],
    );
    let result = map(repo.path(), 4000);
    assert!(
        result.text.starts_with("<!-- nub map: commit 1111111111111111111111111111111111111111 -->\n"),
        "{}",
        result.text
    );
    std::fs::write(repo.path().join("REPOMAP.md"), &result.text).unwrap();
    let options = Options {
        files: FileOptions { names: vec!["REPOMAP.md".into()], walk_up: false, user_dir: None },
        max_tokens: 10_000,
        system_dirs: Vec::new(),
        skills_index: None,
    };
    let environment = Environment::detect(repo.path(), repo.path());
    let fresh = assemble(&environment, &options, repo.path(), repo.path());
    assert!(fresh.warnings.is_empty(), "{:?}", fresh.warnings);
    std::fs::write(repo.path().join(".git/refs/heads/main"), "2222222222222222222222222222222222222222\n").unwrap();
    let stale = assemble(&environment, &options, repo.path(), repo.path());
    assert!(stale.warnings.iter().any(|w| w.contains("REPOMAP.md") && w.contains("nub map")), "{:?}", stale.warnings);
    // The map does not map itself.
    assert!(!map(repo.path(), 4000).text.contains("REPOMAP.md"));
}

fn git(repo: &Path, args: &[&str]) {
    let status = std::process::Command::new("git")
        .args(["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"])
        .args(args)
        .current_dir(repo)
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "git {args:?}");
}

#[test]
fn a_map_made_before_the_commit_that_adds_it_with_other_changes_is_fresh() {
    // The usual flow: edit, `nub map`, commit everything at once.
    let repo = tempfile::tempdir().unwrap();
    git(repo.path(), &["init", "-q", "-b", "main"]);
    write(repo.path(), &[("a.rs", "pub fn a() {}\n")]);
    git(repo.path(), &["add", "a.rs"]);
    git(repo.path(), &["commit", "-q", "-m", "a"]);
    write(repo.path(), &[("a.rs", "pub fn a() {}\npub fn b() {}\n"), ("c.rs", "pub fn c() {}\n")]);
    std::fs::write(repo.path().join("REPOMAP.md"), map(repo.path(), 4000).text).unwrap();
    git(repo.path(), &["add", "-A"]);
    git(repo.path(), &["commit", "-q", "-m", "b, c and the map"]);
    let options = Options {
        files: FileOptions { names: vec!["REPOMAP.md".into()], walk_up: false, user_dir: None },
        max_tokens: 10_000,
        system_dirs: Vec::new(),
        skills_index: None,
    };
    let environment = Environment::detect(repo.path(), repo.path());
    let fresh = assemble(&environment, &options, repo.path(), repo.path());
    assert!(fresh.warnings.is_empty(), "{:?}", fresh.warnings);
    // A mapped file changes and is committed: stale.
    write(repo.path(), &[("c.rs", "pub fn c() {}\npub fn d() {}\n")]);
    git(repo.path(), &["commit", "-q", "-am", "d"]);
    let stale = assemble(&environment, &options, repo.path(), repo.path());
    assert!(stale.warnings.iter().any(|w| w.contains("nub map")), "{:?}", stale.warnings);
}

#[test]
fn a_committed_map_is_fresh_until_a_mapped_file_changes() {
    let repo = tempfile::tempdir().unwrap();
    git(repo.path(), &["init", "-q", "-b", "main"]);
    write(repo.path(), &[("a.rs", "pub fn a() {}\n")]);
    git(repo.path(), &["add", "a.rs"]);
    git(repo.path(), &["commit", "-q", "-m", "a"]);
    std::fs::write(repo.path().join("REPOMAP.md"), map(repo.path(), 4000).text).unwrap();
    // `nub map && git commit`: HEAD moves past the commit the map names.
    git(repo.path(), &["add", "REPOMAP.md"]);
    git(repo.path(), &["commit", "-q", "-m", "map"]);
    let options = Options {
        files: FileOptions { names: vec!["REPOMAP.md".into()], walk_up: false, user_dir: None },
        max_tokens: 10_000,
        system_dirs: Vec::new(),
        skills_index: None,
    };
    let environment = Environment::detect(repo.path(), repo.path());
    let fresh = assemble(&environment, &options, repo.path(), repo.path());
    assert!(fresh.warnings.is_empty(), "{:?}", fresh.warnings);
    write(repo.path(), &[("a.rs", "pub fn a() {}\npub fn b() {}\n")]);
    git(repo.path(), &["commit", "-q", "-am", "b"]);
    let stale = assemble(&environment, &options, repo.path(), repo.path());
    assert!(stale.warnings.iter().any(|w| w.contains("nub map")), "{:?}", stale.warnings);
}
