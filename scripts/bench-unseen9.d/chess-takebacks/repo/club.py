"""Load the chess club settings."""

import tomllib


def load(path="config.toml"):
    with open(path, "rb") as f:
        return tomllib.load(f)


def takebacks_allowed(cfg):
    return cfg["rules"]["allow_takebacks"]


if __name__ == "__main__":
    cfg = load()
    print(cfg["club"], "takebacks:", takebacks_allowed(cfg))
