//! The help texts of `nub --help` and `nub acp --help`, written by hand;
//! kept by hand in step with the parser in `cli`.

pub const ACP_HELP: &str = "\
nub acp — nub as an Agent Client Protocol agent, for editors

Usage:
  nub acp [--endpoint NAME] [--model NAME] [--base-url URL] [--profile NAME]

The editor starts this command and speaks ACP v1 (JSON-RPC) on its stdin and
stdout. Sessions are the CLI's (<repository>/.nub/sessions/): nub -c continues
one started in the editor. bash and MCP tools ask the editor before they run.
Editors that offer their file system get read, write and edit through their
buffers. /compact [focus] compacts the session. Images go along when the model
sees them. Without a key the session opens and each prompt says which variable
to set. Logs go to $XDG_STATE_HOME/nub/log/, never to stdout.

Zed (settings.json):
  \"agent_servers\": {
    \"nub\": { \"type\": \"custom\", \"command\": \"nub\", \"args\": [\"acp\"],
             \"env\": { \"NUB_ENDPOINT\": \"anthropic\" } }
  }

Options:
      --endpoint NAME  endpoint to use (env NUB_ENDPOINT)
      --model NAME     model to use (env NUB_MODEL)
      --base-url URL   OpenAI-compatible API root (env NUB_BASE_URL)
      --profile NAME   MCP servers of [profiles] NAME; the editor's servers join them
  -h, --help           show this help

Supported and not: README, section Editors (ACP).
";

pub const HELP: &str = "\
nub — a lean coding agent for the terminal

Usage:
  nub [PROMPT]                     the interactive interface; PROMPT is sent first
  nub -c [PROMPT]                  the interactive interface on the most recent session
  nub -p [PROMPT]                  answer PROMPT (or standard input) and exit
  nub -c -p PROMPT                 continue the most recent session of this repository
  nub -r ID -p PROMPT              continue session ID (a unique part of its id is enough)
  nub -c --branch NODE -p PROMPT   rewind to NODE first: the prompt starts a new branch there
  nub acp                          serve the Agent Client Protocol on stdin/stdout for editors
                                   (Zed and other ACP clients); see nub acp --help
  nub sessions                     list this repository's sessions, newest first
  nub tree [ID]                    draw a session's tree (default: the most recent)
  nub label [-r ID] NODE TEXT      name a node; --clear removes the label,
                                   --bookmark / --unbookmark mark it
  nub export [ID] [--format md|html|jsonl] [-o FILE]
                                   the current branch as markdown, a self-contained HTML page
                                   or JSON lines, to stdout or FILE
  nub config                       the effective configuration and where each value comes from
  nub context                      every part of the system prompt with its origin and token cost
  nub models [--endpoint NAME] [--refresh]
                                   the models the endpoint serves (its list, cached a day), with
                                   window, images and reasoning as far as nub knows
  nub map [--tokens N] [--stdout]  write REPOMAP.md: directory tree and most referenced symbols
                                   in about N tokens (default 4000), or print it
  nub skills                       the skills found, their origin and token cost
  nub hooks                        the hooks configured ([hooks]), each with where it comes from
  nub mcp [--profile NAME]         the MCP servers: status, tools and token cost of each
  nub compact [-r ID] [--focus TEXT]  summarize the older part of a session now (default: the latest)
  nub diff [-r ID] [--stat] [NODE] the files the session changed, from NODE's state (default: its
                                   start) to now, as a unified diff or (--stat) a summary
  nub restore [-r ID] [--force] NODE  put the files back as they were at NODE (refuses, changing
                                   nothing, when one was edited by hand; --force overwrites)
  nub checkpoints [prune [--older-than DAYS]]  the space file checkpoints take; prune drops the
                                   data of deleted sessions (or of those idle DAYS days)
  nub trust [--show]               trust this repository's .nub/config.toml and SYSTEM.md
                                   (--show: what they would enable); nub untrust takes it back
  nub sandbox [-- CMD ...]         what the sandbox enforces on this machine; with CMD, run it
                                   inside (its exit code is nub's)
  nub debug replay --api API FILE  decode a recorded SSE stream, print its events as NDJSON
                                   (API: openai, responses, anthropic or gemini)

Options:
  -p, --print          print mode: stream the answer to stdout, then exit
  -c, --continue       continue the most recent session
  -r, --resume ID      continue the session ID
      --branch NODE    with -c or -r: move the head to NODE before the prompt
      --mode text|json print mode output: text (default) or one JSON event per line
      --max-turns N    model requests per prompt before nub stops (default 50; exit 4)
      --allow TOOLS    comma-separated tools that run without asking (e.g. bash,write)
      --deny TOOLS     comma-separated tools the model may not use
      --plan           plan mode: the model investigates and ends with a plan; write, edit,
                       bash (unless a read-only sandbox confines it) and MCP tools not marked
                       read-only are refused (the TUI cycles modes with Shift+Tab)
      --endpoint NAME  endpoint to use: one from the config file or built in (openai, openrouter,
                       groq, deepseek, anthropic, gemini, ollama, lmstudio, llamacpp) (env NUB_ENDPOINT)
      --model NAME     model to use (env NUB_MODEL)
      --effort LEVEL   reasoning effort of models that reason: minimal, low, medium, high, xhigh
                       (env NUB_EFFORT; default: the model's own)
      --profile NAME   MCP servers of [profiles] NAME (default: profiles.default, else all)
      --base-url URL   API root: alone an OpenAI-compatible server, e.g. http://127.0.0.1:8080/v1;
                       with --endpoint NAME a proxy in front of that endpoint (env NUB_BASE_URL)
      --trust-project  let this repository's .nub/config.toml count in full for this run
                       (env NUB_TRUST_PROJECT=1; for CI in your own repository)
      --sandbox MODE   workspace-write (default), read-only or off: how bash and MCP servers
                       are confined for this run (env NUB_SANDBOX; [sandbox] mode)
  -h, --help           show this help
  -V, --version        show the version

Environment:
  NUB_BASE_URL  NUB_API_KEY (or OPENAI_API_KEY)  NUB_MODEL
  NUB_IDLE_TIMEOUT  seconds a silent stream is waited for (default 120)
  NUB_PERMISSIONS   per-tool permissions, e.g. bash=ask,write=deny (auto, ask or deny)
  NUB_LOG       log level or filter (default info); logs go to $XDG_STATE_HOME/nub/log/

Sessions are stored in <repository>/.nub/sessions/.
Exit codes: 0 ok, 1 agent/provider error, 2 configuration error, 3 cancelled, 4 limit reached
";
