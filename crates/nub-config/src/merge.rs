//! Layering: built-in defaults, then the user's file, then the project's,
//! each value remembering which layer set it. (The environment and flags are
//! applied where values are used: `endpoint.rs`, and the binary.)

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::config::{
    Config, DEFAULT_CHECKPOINT_MAX_FILE_BYTES, DEFAULT_DENY_BASH, DEFAULT_DENY_PATHS, DEFAULT_MAX_ANSWER_BYTES,
    MIN_ANSWER_BYTES,
};
use crate::endpoint::{EndpointDef, WireApi, builtin_endpoints, parse_seconds, validate_url};
use crate::error::ConfigError;
use crate::file::{self, FileConfig};
use crate::keys::KeySource;
use crate::own_files::Scope;
use crate::trust::{ProjectTrust, SANDBOX_MODES, SANDBOX_NETWORKS, restrict, tighten_sandbox};
use crate::{CapsOverrides, Effort, Origin, Setting, SystemRoleSetting};

fn default<T>(value: T) -> Setting<T> {
    Setting { value, origin: Origin::Default }
}

fn strings(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

impl Config {
    pub fn defaults(home: Option<PathBuf>) -> Self {
        Config {
            default_model: None,
            default_endpoint: None,
            effort: None,
            endpoints: builtin_endpoints(),
            context_files: default(strings(&["AGENTS.md", "REPOMAP.md"])),
            walk_up: default(true),
            context_max_tokens: default(20_000),
            auto_attach: default(true),
            skill_paths: default(strings(&["~/.nub/skills", ".nub/skills"])),
            env_passthrough: default(Vec::new()),
            syntax_check: default(true),
            text_edits: default(true),
            lean: default(true),
            mcp: Vec::new(),
            profiles: BTreeMap::new(),
            permissions: BTreeMap::new(),
            deny_paths: default(strings(&DEFAULT_DENY_PATHS)),
            deny_bash: default(strings(&DEFAULT_DENY_BASH)),
            max_turns: default(50),
            max_tool_time: default(Duration::from_secs(120)),
            max_answer_bytes: default(DEFAULT_MAX_ANSWER_BYTES),
            compact_at: default(0.75),
            compaction_enabled: default(true),
            keep_recent_tokens: default(20_000),
            compaction_model: None,
            compaction_endpoint: None,
            titles: default(true),
            sandbox_mode: default("workspace-write".to_owned()),
            sandbox_writable: default(Vec::new()),
            sandbox_hidden: None,
            sandbox_hidden_added: Vec::new(),
            sandbox_network: default("off".to_owned()),
            sandbox_ignored: Vec::new(),
            checkpoints_enabled: default(true),
            checkpoint_max_file_bytes: default(DEFAULT_CHECKPOINT_MAX_FILE_BYTES),
            checkpoint_keep_days: default(30),
            hooks: Vec::new(),
            hooks_claude: default(false),
            notify: default("bell".to_owned()),
            plan_execute_model: None,
            agents_depth: default(1),
            agents_max_parallel: default(4),
            agents_explore_model: None,
            home,
            files: Vec::new(),
            untrusted: Vec::new(),
        }
    }

    /// Reads `<config dir>/config.toml` and `<repo>/.nub/config.toml` over
    /// the defaults. The user's file always counts in full; the project's
    /// only as far as `trust` allows (`crate::trust::restrict`).
    pub fn load(
        env: &dyn Fn(&str) -> Option<String>,
        repo_root: &Path,
        trust: ProjectTrust,
    ) -> Result<Config, ConfigError> {
        let mut config = Config::defaults(crate::endpoint::home(env));
        if let Some(path) = file::user_dir(env).map(|dir| dir.join("config.toml"))
            && let Some(layer) = file::load(&path, Scope::User)?
        {
            config.apply(layer, &path)?;
            config.files.push(path);
        }
        let path = repo_root.join(".nub/config.toml");
        if let Some(mut layer) = file::load(&path, Scope::Repository(repo_root))? {
            // Trusted or not, a project may only tighten the sandbox.
            let claude = layer.hooks.as_mut().and_then(|hooks| hooks.claude.take());
            let (layer, mut loosening) = tighten_sandbox(layer, &config);
            if claude.is_some() {
                loosening.push("hooks.claude (only your own config may read Claude Code's settings)".into());
            }
            let layer = match trust {
                ProjectTrust::Trusted => {
                    config.sandbox_ignored = loosening;
                    layer
                }
                ProjectTrust::Untrusted => {
                    let (kept, ignored) = restrict(layer, &config);
                    config.untrusted = ignored;
                    config.untrusted.extend(loosening);
                    kept
                }
            };
            config.apply(layer, &path)?;
            config.files.push(path);
        }
        if config.hooks_claude.value {
            config.add_claude_hooks(env, repo_root, trust)?;
        }
        Ok(config)
    }

    /// `[hooks] claude = true`: the hooks of `~/.claude/settings.json`, and
    /// of the project's `.claude/settings.json` and `settings.local.json`
    /// when it is trusted (else they are named in `untrusted`).
    fn add_claude_hooks(
        &mut self,
        env: &dyn Fn(&str) -> Option<String>,
        repo_root: &Path,
        trust: ProjectTrust,
    ) -> Result<(), ConfigError> {
        let user = env("HOME").filter(|h| !h.is_empty()).map(|home| Path::new(&home).join(".claude"));
        if let Some(dir) = &user {
            self.hooks.extend(crate::hooks::from_claude_settings(&dir.join("settings.json"), Scope::User)?);
        }
        let same = |a: &Path, b: &Path| {
            std::fs::canonicalize(a).ok().is_some_and(|a| std::fs::canonicalize(b).ok() == Some(a))
        };
        for name in ["settings.json", "settings.local.json"] {
            let path = repo_root.join(".claude").join(name);
            // In the home directory the project's file is the user's, read above.
            if name == "settings.json" && user.as_ref().is_some_and(|dir| same(&dir.join(name), &path)) {
                continue;
            }
            let hooks = crate::hooks::from_claude_settings(&path, Scope::Repository(repo_root))?;
            match trust {
                ProjectTrust::Trusted => self.hooks.extend(hooks),
                ProjectTrust::Untrusted => self.untrusted.extend(hooks.iter().map(|hook| {
                    let described =
                        crate::hooks::describe(hook.value.event, hook.value.matcher.as_deref(), &hook.value.command);
                    format!(".claude/{name}: {described}")
                })),
            }
        }
        Ok(())
    }

    /// Lays one file over what is there: every value it sets wins.
    pub fn apply(&mut self, layer: FileConfig, path: &Path) -> Result<(), ConfigError> {
        let origin = Origin::File(path.to_path_buf());
        if let Some(model) = layer.model {
            if let Some(m) = model.default {
                self.default_model = Some(at(m, &origin));
            }
            if let Some(e) = model.endpoint {
                self.default_endpoint = Some(at(e, &origin));
            }
            if let Some(effort) = model.effort {
                let parsed = Effort::parse(&effort)
                    .ok_or_else(|| invalid(&origin, &effort, &format!("effort is one of {}", Effort::NAMES)))?;
                self.effort = Some(at(parsed, &origin));
            }
        }
        let mut seen = std::collections::BTreeSet::new();
        for section in &layer.endpoint {
            if !seen.insert(section.name.as_str()) {
                return Err(invalid(&origin, &section.name, "two [[endpoint]] sections have this name; merge them"));
            }
        }
        for section in layer.endpoint {
            self.apply_endpoint(section, &origin)?;
        }
        if let Some(context) = layer.context {
            if let Some(files) = context.files {
                self.context_files = at(files, &origin);
            }
            if let Some(walk_up) = context.walk_up {
                self.walk_up = Setting { value: walk_up, origin: origin.clone() };
            }
            if let Some(max) = context.max_tokens {
                self.context_max_tokens = Setting { value: max, origin: origin.clone() };
            }
            if let Some(attach) = context.auto_attach {
                self.auto_attach = at(attach, &origin);
            }
            if let Some(lean) = context.lean {
                self.lean = at(lean, &origin);
            }
        }
        if let Some(paths) = layer.skills.and_then(|s| s.paths) {
            self.skill_paths = at(paths, &origin);
        }
        if let Some(check) = layer.tools.as_ref().and_then(|t| t.syntax_check) {
            self.syntax_check = at(check, &origin);
        }
        if let Some(text_edits) = layer.tools.as_ref().and_then(|t| t.text_edits) {
            self.text_edits = at(text_edits, &origin);
        }
        if let Some(names) = layer.tools.and_then(|t| t.env_passthrough) {
            self.env_passthrough = at(names, &origin);
        }
        for server in layer.mcp {
            if server.command.is_none() == server.url.is_none() {
                return Err(invalid(
                    &origin,
                    &server.name,
                    "an [[mcp]] server needs either command (stdio) or url (HTTP)",
                ));
            }
            self.mcp.retain(|s| s.value.name != server.name);
            self.mcp.push(Setting { value: server, origin: origin.clone() });
        }
        for (profile, servers) in layer.profiles.unwrap_or_default() {
            self.profiles.insert(profile, at(servers, &origin));
        }
        for (key, value) in layer.permissions.unwrap_or_default() {
            let list = || {
                value
                    .as_array()
                    .map(|a| a.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect())
                    .unwrap_or_default()
            };
            match key.as_str() {
                "deny_paths" => self.deny_paths = at(list(), &origin),
                "deny_bash" => self.deny_bash = at(list(), &origin),
                _ => {
                    let level = value.as_str().unwrap_or_default().to_owned();
                    self.permissions.insert(key, at(level, &origin));
                }
            }
        }
        if let Some(limits) = layer.limits {
            if let Some(turns) = limits.max_turns {
                if turns == 0 {
                    return Err(invalid(&origin, "0", "[limits] max_turns must be at least 1"));
                }
                self.max_turns = Setting { value: turns, origin: origin.clone() };
            }
            if let Some(seconds) = limits.max_tool_time {
                let time = parse_seconds(&seconds.to_string()).ok_or_else(|| {
                    invalid(&origin, &seconds.to_string(), "[limits] max_tool_time is seconds greater than zero")
                })?;
                self.max_tool_time = Setting { value: time, origin: origin.clone() };
            }
            if let Some(at) = limits.compact_at {
                self.set_compact_at(at, &origin)?;
            }
            if let Some(bytes) = limits.max_answer_bytes {
                if bytes < MIN_ANSWER_BYTES {
                    return Err(invalid(
                        &origin,
                        &bytes.to_string(),
                        "[limits] max_answer_bytes is at least 65536 (an ordinary answer needs room)",
                    ));
                }
                self.max_answer_bytes = Setting { value: bytes, origin: origin.clone() };
            }
        }
        if let Some(sandbox) = layer.sandbox {
            if let Some(mode) = sandbox.mode {
                if !SANDBOX_MODES.contains(&mode.as_str()) {
                    return Err(invalid(&origin, &mode, "[sandbox] mode is workspace-write, read-only or off"));
                }
                self.sandbox_mode = at(mode, &origin);
            }
            if let Some(network) = sandbox.network {
                if !SANDBOX_NETWORKS.contains(&network.as_str()) {
                    return Err(invalid(&origin, &network, "[sandbox] network is off, loopback or on"));
                }
                self.sandbox_network = at(network, &origin);
            }
            if let Some(writable) = sandbox.writable {
                self.sandbox_writable = at(writable, &origin);
            }
            if let Some(hidden) = sandbox.hidden {
                self.sandbox_hidden = Some(at(hidden, &origin));
            }
            for path in sandbox.hidden_added.unwrap_or_default() {
                if !self.sandbox_hidden_added.contains(&path) {
                    self.sandbox_hidden_added.push(path);
                }
            }
        }
        if let Some(checkpoints) = layer.checkpoints {
            if let Some(enabled) = checkpoints.enabled {
                self.checkpoints_enabled = at(enabled, &origin);
            }
            if let Some(bytes) = checkpoints.max_file_bytes {
                if bytes == 0 {
                    return Err(invalid(
                        &origin,
                        "0",
                        "[checkpoints] max_file_bytes is at least 1 (enabled = false turns checkpoints off)",
                    ));
                }
                self.checkpoint_max_file_bytes = at(bytes, &origin);
            }
            if let Some(days) = checkpoints.keep_days {
                self.checkpoint_keep_days = at(days, &origin);
            }
        }
        if let Some(model) = layer.plan.and_then(|p| p.execute_model).filter(|m| !m.trim().is_empty()) {
            self.plan_execute_model = Some(at(model.trim().to_owned(), &origin));
        }
        if let Some(agents) = layer.agents {
            if let Some(depth) = agents.depth {
                if depth > 3 {
                    return Err(invalid(&origin, &depth.to_string(), "[agents] depth is 0 to 3"));
                }
                self.agents_depth = at(depth, &origin);
            }
            if let Some(parallel) = agents.max_parallel {
                if !(1..=16).contains(&parallel) {
                    return Err(invalid(&origin, &parallel.to_string(), "[agents] max_parallel is 1 to 16"));
                }
                self.agents_max_parallel = at(parallel, &origin);
            }
            if let Some(model) = agents.explore_model.filter(|m| !m.trim().is_empty()) {
                self.agents_explore_model = Some(at(model.trim().to_owned(), &origin));
            }
        }
        if let Some(hooks) = layer.hooks {
            if let Some(claude) = hooks.claude {
                self.hooks_claude = at(claude, &origin);
            }
            self.hooks.extend(crate::hooks::from_section(&hooks, &origin)?);
        }
        if let Some(notify) = layer.tui.and_then(|tui| tui.notify) {
            if !["bell", "osc9", "osc777", "off"].contains(&notify.as_str()) {
                return Err(invalid(&origin, &notify, "[tui] notify is bell, osc9, osc777 or off"));
            }
            self.notify = at(notify, &origin);
        }
        if let Some(titles) = layer.sessions.and_then(|s| s.titles) {
            self.titles = Setting { value: titles, origin: origin.clone() };
        }
        if let Some(compaction) = layer.compaction {
            if let Some(at) = compaction.compact_at {
                self.set_compact_at(at, &origin)?;
            }
            if let Some(enabled) = compaction.enabled {
                self.compaction_enabled = Setting { value: enabled, origin: origin.clone() };
            }
            if let Some(keep) = compaction.keep_recent_tokens {
                self.keep_recent_tokens = Setting { value: keep, origin: origin.clone() };
            }
            if let Some(model) = compaction.model {
                self.compaction_model = Some(at(model, &origin));
            }
            if let Some(endpoint) = compaction.endpoint {
                self.compaction_endpoint = Some(at(endpoint, &origin));
            }
        }
        Ok(())
    }

    fn set_compact_at(&mut self, at: f64, origin: &Origin) -> Result<(), ConfigError> {
        if !(0.1..=0.95).contains(&at) {
            return Err(invalid(
                origin,
                &at.to_string(),
                "compact_at is a fraction of the context window between 0.1 and 0.95",
            ));
        }
        self.compact_at = Setting { value: at, origin: origin.clone() };
        Ok(())
    }

    fn apply_endpoint(&mut self, section: file::EndpointSection, origin: &Origin) -> Result<(), ConfigError> {
        let position = match self.endpoints.iter().position(|e| e.name == section.name) {
            Some(position) => position,
            None => {
                let Some(url) = &section.base_url else {
                    return Err(invalid(origin, &section.name, "a new [[endpoint]] needs a base_url"));
                };
                self.endpoints.push(EndpointDef {
                    name: section.name.clone(),
                    base_url: at(url.clone(), origin),
                    api: Setting { value: WireApi::OpenAi, origin: Origin::Default },
                    api_key: None,
                    model: None,
                    idle_timeout: default(crate::endpoint::DEFAULT_IDLE_TIMEOUT),
                    caps: CapsOverrides::default(),
                });
                self.endpoints.len() - 1
            }
        };
        let home = self.home.clone();
        let endpoint = &mut self.endpoints[position];
        if let Some(url) = section.base_url {
            endpoint.base_url = at(validate_url(&url, origin)?, origin);
        }
        if let Some(api) = section.api {
            let parsed = WireApi::parse(&api)
                .ok_or_else(|| invalid(origin, &api, "api is openai, responses, anthropic or gemini"))?;
            endpoint.api = Setting { value: parsed, origin: origin.clone() };
        }
        if let Some(key) = section.api_key {
            endpoint.api_key = Some(Setting { value: KeySource::parse(&key, home.as_deref()), origin: origin.clone() });
        }
        if let Some(model) = section.model {
            endpoint.model = Some(at(model, origin));
        }
        if let Some(seconds) = section.idle_timeout {
            let timeout = parse_seconds(&seconds.to_string())
                .ok_or_else(|| invalid(origin, &seconds.to_string(), "idle_timeout is seconds greater than zero"))?;
            endpoint.idle_timeout = Setting { value: timeout, origin: origin.clone() };
        }
        if let Some(temperature) = section.temperature {
            if !(0.0..=2.0).contains(&temperature) {
                return Err(invalid(origin, &temperature.to_string(), "temperature is between 0 and 2"));
            }
            endpoint.caps.temperature = Some(temperature);
        }
        if let Some(top_p) = section.top_p {
            if !(top_p > 0.0 && top_p <= 1.0) {
                return Err(invalid(origin, &top_p.to_string(), "top_p is greater than 0 and at most 1"));
            }
            endpoint.caps.top_p = Some(top_p);
        }
        if let Some(caps) = section.caps {
            let o = &mut endpoint.caps;
            let keep = |new: Option<bool>, old: Option<bool>| new.or(old);
            o.parallel_tool_calls = keep(caps.parallel_tool_calls, o.parallel_tool_calls);
            o.usage_in_stream = keep(caps.usage_in_stream, o.usage_in_stream);
            o.explicit_cache = keep(caps.explicit_cache, o.explicit_cache);
            o.reasoning = keep(caps.reasoning, o.reasoning);
            o.strict_schemas = keep(caps.strict_schemas, o.strict_schemas);
            o.supports_images = keep(caps.supports_images, o.supports_images);
            o.max_context = caps.max_context.or(o.max_context);
            if let Some(mode) = caps.text_tool_calls {
                o.text_tool_calls = Some(match mode.as_str() {
                    "auto" => true,
                    "off" => false,
                    other => return Err(invalid(origin, other, "text_tool_calls is auto or off")),
                });
            }
            if let Some(role) = caps.system_role {
                o.system_role = Some(match role.as_str() {
                    "system" => SystemRoleSetting::System,
                    "developer" => SystemRoleSetting::Developer,
                    "first_user_message" => SystemRoleSetting::FirstUserMessage,
                    other => {
                        return Err(invalid(origin, other, "system_role is system, developer or first_user_message"));
                    }
                });
            }
        }
        Ok(())
    }

    /// Every effective value as `key`, shown value, origin — for `nub config`.
    /// API keys appear only as their source.
    pub fn entries(&self, env: &dyn Fn(&str) -> Option<String>) -> Vec<(String, String, Origin)> {
        let mut out = Vec::new();
        let mut push = |key: String, value: String, origin: &Origin| out.push((key, value, origin.clone()));
        let list =
            |items: &[String]| format!("[{}]", items.iter().map(|i| format!("{i:?}")).collect::<Vec<_>>().join(", "));
        if let Some(model) = &self.default_model {
            push("model.default".into(), format!("{:?}", model.value), &model.origin);
        }
        if let Some(endpoint) = &self.default_endpoint {
            push("model.endpoint".into(), format!("{:?}", endpoint.value), &endpoint.origin);
        }
        if let Some(effort) = &self.effort {
            push("model.effort".into(), format!("{:?}", effort.value.name()), &effort.origin);
        }
        for e in &self.endpoints {
            let key = |field: &str| format!("endpoint.{}.{field}", e.name);
            push(key("base_url"), format!("{:?}", e.base_url.value), &e.base_url.origin);
            push(key("api"), format!("{:?}", e.api.value.name()), &e.api.origin);
            if let Some(source) = &e.api_key {
                push(key("api_key"), source.value.describe(env), &source.origin);
            }
            if let Some(model) = &e.model {
                push(key("model"), format!("{:?}", model.value), &model.origin);
            }
        }
        push("context.files".into(), list(&self.context_files.value), &self.context_files.origin);
        push("context.walk_up".into(), self.walk_up.value.to_string(), &self.walk_up.origin);
        push("context.auto_attach".into(), self.auto_attach.value.to_string(), &self.auto_attach.origin);
        push("context.lean".into(), self.lean.value.to_string(), &self.lean.origin);
        push("context.max_tokens".into(), self.context_max_tokens.value.to_string(), &self.context_max_tokens.origin);
        push("skills.paths".into(), list(&self.skill_paths.value), &self.skill_paths.origin);
        push("tools.env_passthrough".into(), list(&self.env_passthrough.value), &self.env_passthrough.origin);
        for server in &self.mcp {
            let target = server.value.command.clone().or(server.value.url.clone()).unwrap_or_default();
            push(format!("mcp.{}", server.value.name), format!("{target:?}"), &server.origin);
        }
        for (name, servers) in &self.profiles {
            push(format!("profiles.{name}"), list(&servers.value), &servers.origin);
        }
        for (tool, level) in &self.permissions {
            push(format!("permissions.{tool}"), format!("{:?}", level.value), &level.origin);
        }
        push("permissions.deny_paths".into(), list(&self.deny_paths.value), &self.deny_paths.origin);
        push("permissions.deny_bash".into(), list(&self.deny_bash.value), &self.deny_bash.origin);
        push("limits.max_turns".into(), self.max_turns.value.to_string(), &self.max_turns.origin);
        push(
            "limits.max_tool_time".into(),
            format!("{} s", self.max_tool_time.value.as_secs_f64()),
            &self.max_tool_time.origin,
        );
        push("limits.max_answer_bytes".into(), self.max_answer_bytes.value.to_string(), &self.max_answer_bytes.origin);
        push("tools.syntax_check".into(), self.syntax_check.value.to_string(), &self.syntax_check.origin);
        push("tools.text_edits".into(), self.text_edits.value.to_string(), &self.text_edits.origin);
        push("sessions.titles".into(), self.titles.value.to_string(), &self.titles.origin);
        push("hooks.claude".into(), self.hooks_claude.value.to_string(), &self.hooks_claude.origin);
        for hook in &self.hooks {
            let matcher = hook.value.matcher.as_ref().map(|m| format!(" ({m:?})")).unwrap_or_default();
            push(format!("hooks.{}{matcher}", hook.value.event), format!("{:?}", hook.value.command), &hook.origin);
        }
        push("agents.depth".into(), self.agents_depth.value.to_string(), &self.agents_depth.origin);
        push(
            "agents.max_parallel".into(),
            self.agents_max_parallel.value.to_string(),
            &self.agents_max_parallel.origin,
        );
        push("tui.notify".into(), format!("{:?}", self.notify.value), &self.notify.origin);
        push(
            "checkpoints.enabled".into(),
            self.checkpoints_enabled.value.to_string(),
            &self.checkpoints_enabled.origin,
        );
        push(
            "checkpoints.max_file_bytes".into(),
            self.checkpoint_max_file_bytes.value.to_string(),
            &self.checkpoint_max_file_bytes.origin,
        );
        push(
            "checkpoints.keep_days".into(),
            self.checkpoint_keep_days.value.to_string(),
            &self.checkpoint_keep_days.origin,
        );
        push("sandbox.mode".into(), format!("{:?}", self.sandbox_mode.value), &self.sandbox_mode.origin);
        push("sandbox.network".into(), format!("{:?}", self.sandbox_network.value), &self.sandbox_network.origin);
        push("sandbox.writable".into(), list(&self.sandbox_writable.value), &self.sandbox_writable.origin);
        match &self.sandbox_hidden {
            Some(hidden) => push("sandbox.hidden".into(), list(&hidden.value), &hidden.origin),
            None => push("sandbox.hidden".into(), "(the default list: nub sandbox shows it)".into(), &Origin::Default),
        }
        if !self.sandbox_hidden_added.is_empty() {
            push("sandbox.hidden (added by the project)".into(), list(&self.sandbox_hidden_added), &Origin::Default);
        }
        push("compaction.compact_at".into(), self.compact_at.value.to_string(), &self.compact_at.origin);
        push("compaction.enabled".into(), self.compaction_enabled.value.to_string(), &self.compaction_enabled.origin);
        push(
            "compaction.keep_recent_tokens".into(),
            self.keep_recent_tokens.value.to_string(),
            &self.keep_recent_tokens.origin,
        );
        for (key, setting) in [
            ("compaction.model", &self.compaction_model),
            ("compaction.endpoint", &self.compaction_endpoint),
            ("plan.execute_model", &self.plan_execute_model),
            ("agents.explore_model", &self.agents_explore_model),
        ] {
            if let Some(setting) = setting {
                push(key.into(), format!("{:?}", setting.value), &setting.origin);
            }
        }
        out
    }
}

fn at<T>(value: T, origin: &Origin) -> Setting<T> {
    Setting { value, origin: origin.clone() }
}

fn invalid(origin: &Origin, value: &str, reason: &str) -> ConfigError {
    ConfigError::Invalid { origin: origin.clone(), value: value.to_owned(), reason: reason.to_owned() }
}
