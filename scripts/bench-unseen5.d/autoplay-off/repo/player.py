"""Podcast player: reads player.toml and decides what plays next."""

import tomllib
from pathlib import Path

CONFIG = Path(__file__).with_name("player.toml")


def load_settings(path=CONFIG):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def next_action(settings, finished, queue):
    """What to do when an episode ends."""
    if not finished:
        return "keep playing"
    if queue and settings["playback"]["autoplay"]:
        return f"play {queue[0]}"
    return "stop"


def start_position(settings):
    return settings["playback"]["skip_intro_seconds"]


if __name__ == "__main__":
    s = load_settings()
    print(next_action(s, True, ["Episode 12"]))
