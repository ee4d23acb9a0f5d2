import os

DEFAULTS = {
    "language": "es",
    "min_score": 0.75,
    "format": "srt",
    "cache_dir": "~/.cache/subgrab",
}


def load(overrides=None):
    opts = dict(DEFAULTS)
    env_lang = os.environ.get("SUBGRAB_LANG")
    if env_lang:
        opts["language"] = env_lang
    opts.update({k: v for k, v in (overrides or {}).items() if v is not None})
    return opts
