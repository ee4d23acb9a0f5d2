"""The band's songs and tonight's setlist."""

from dataclasses import dataclass


@dataclass
class Song:
    title: str
    minutes: float
    key: str


SETLIST = [
    Song("Northern Line", 3.5, "E"),
    Song("Harbour Lights", 4.25, "G"),
    Song("Paper Moon Motel", 3.0, "A"),
    Song("Last Orders", 5.0, "D"),
]


def set_length(songs):
    return sum(song.minutes for song in songs)
