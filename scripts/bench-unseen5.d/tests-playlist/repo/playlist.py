"""Playlists for the kitchen speaker: tracks, lengths and shuffling."""

import random
from dataclasses import dataclass


@dataclass
class Track:
    title: str
    artist: str
    seconds: int


def format_duration(seconds):
    """185 -> '3:05'; an hour or more -> '1:02:05'."""
    hours, rest = divmod(int(seconds), 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs}"


def total_seconds(tracks):
    return sum(track.seconds for track in tracks)


def shuffled(tracks, seed=None):
    order = list(tracks)
    random.Random(seed).shuffle(order)
    return order


def describe(tracks):
    return f"{len(tracks)} tracks, {format_duration(total_seconds(tracks))}"
