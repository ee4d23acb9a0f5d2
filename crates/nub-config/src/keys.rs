//! API keys: from a variable (`env:VAR`), a file (`file:PATH`, which must be
//! private), `none`, or written in the config itself. A key never appears in
//! logs, errors or `nub config`: only where it came from.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::Setting;
use crate::error::ConfigError;

/// An API key. Its `Debug` never shows it.
#[derive(Clone, PartialEq, Eq)]
pub struct ApiKey(String);

impl ApiKey {
    pub fn new(key: impl Into<String>) -> Self {
        ApiKey(key.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ApiKey(***)")
    }
}

/// Where a key comes from, as written in the configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeySource {
    Env(String),
    File(PathBuf),
    None,
    Literal(ApiKey),
}

impl KeySource {
    pub fn parse(text: &str, home: Option<&Path>) -> Self {
        let text = text.trim();
        if let Some(var) = text.strip_prefix("env:") {
            return KeySource::Env(var.trim().to_owned());
        }
        if let Some(path) = text.strip_prefix("file:") {
            let path = path.trim();
            let path = match (path.strip_prefix("~/"), home) {
                (Some(rest), Some(home)) => home.join(rest),
                _ => PathBuf::from(path),
            };
            return KeySource::File(path);
        }
        match text {
            "" | "none" => KeySource::None,
            key => KeySource::Literal(ApiKey::new(key)),
        }
    }

    /// What `nub config` shows: the source, never the key.
    pub fn describe(&self, env: &dyn Fn(&str) -> Option<String>) -> String {
        match self {
            KeySource::Env(var) => {
                let state = if env(var).is_some_and(|v| !v.is_empty()) { "set" } else { "not set" };
                format!("env:{var} ({state})")
            }
            KeySource::File(path) => format!("file:{}", path.display()),
            KeySource::None => "none".into(),
            KeySource::Literal(key) => format!("(literal, {} characters)", key.expose().chars().count()),
        }
    }
}

/// Reads the key a source names.
pub fn read(source: &Setting<KeySource>, env: &dyn Fn(&str) -> Option<String>) -> Result<Option<ApiKey>, ConfigError> {
    match &source.value {
        KeySource::None => Ok(None),
        KeySource::Literal(key) => Ok(Some(key.clone())),
        KeySource::Env(var) => match env(var).filter(|v| !v.trim().is_empty()) {
            Some(key) => Ok(Some(ApiKey::new(key.trim()))),
            None => Err(ConfigError::KeyVarMissing { origin: source.origin.clone(), var: var.clone() }),
        },
        KeySource::File(path) => read_key_file(path).map(Some),
    }
}

fn read_key_file(path: &Path) -> Result<ApiKey, ConfigError> {
    use std::os::unix::fs::PermissionsExt;
    let metadata = std::fs::metadata(path)
        .map_err(|e| ConfigError::KeyFile { path: path.to_path_buf(), reason: format!("cannot be read: {e}") })?;
    let mode = metadata.permissions().mode() & 0o777;
    if mode & 0o077 != 0 {
        return Err(ConfigError::KeyFile {
            path: path.to_path_buf(),
            reason: format!(
                "can be read by other users (mode {mode:04o}); make it private with: chmod 600 {}",
                path.display()
            ),
        });
    }
    let bytes =
        crate::own_files::read(path, crate::own_files::Scope::User, crate::own_files::SMALL_FILE_LIMIT).map_err(
            |e| ConfigError::KeyFile { path: path.to_path_buf(), reason: format!("cannot be read: {}", e.reason()) },
        )?;
    let text = String::from_utf8_lossy(&bytes);
    let key = text.trim();
    if key.is_empty() {
        return Err(ConfigError::KeyFile { path: path.to_path_buf(), reason: "is empty".into() });
    }
    Ok(ApiKey::new(key))
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn setting(source: KeySource) -> Setting<KeySource> {
        Setting { value: source, origin: crate::Origin::Default }
    }

    #[test]
    fn sources_parse_and_never_show_the_key() {
        let home = Path::new("/home/u");
        assert_eq!(KeySource::parse("env:GROQ_API_KEY", Some(home)), KeySource::Env("GROQ_API_KEY".into()));
        assert_eq!(
            KeySource::parse("file:~/.config/nub/key", Some(home)),
            KeySource::File("/home/u/.config/nub/key".into())
        );
        assert_eq!(KeySource::parse("none", None), KeySource::None);
        let literal = KeySource::parse("sk-very-secret", None);
        let shown = literal.describe(&|_| None);
        assert!(!shown.contains("secret") && shown.contains("14 characters"), "{shown}");
        assert!(!format!("{literal:?}").contains("secret"));
        assert_eq!(KeySource::Env("X".into()).describe(&|_| Some("v".into())), "env:X (set)");
    }

    #[test]
    fn key_files_must_be_private() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("key");
        std::fs::write(&path, "sk-from-file\n").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        let error = read(&setting(KeySource::File(path.clone())), &|_| None).unwrap_err().to_string();
        assert!(error.contains("mode 0644") && error.contains("chmod 600"), "{error}");
        assert!(!error.contains("sk-from-file"));
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        let key = read(&setting(KeySource::File(path)), &|_| None).unwrap().unwrap();
        assert_eq!(key.expose(), "sk-from-file");
    }

    #[test]
    fn a_missing_variable_is_explained() {
        let error = read(&setting(KeySource::Env("NOPE_KEY".into())), &|_| None).unwrap_err().to_string();
        assert!(error.contains("$NOPE_KEY") && error.contains("not set"), "{error}");
    }
}
