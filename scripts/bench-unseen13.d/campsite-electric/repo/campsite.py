"""Pitches at the Riverside campsite."""
from dataclasses import dataclass


@dataclass
class Pitch:
    number: int
    kind: str  # "tent", "caravan" or "motorhome"
    nightly: float
    shaded: bool = False


PITCHES = [
    Pitch(1, "tent", 16.0, shaded=True),
    Pitch(2, "tent", 14.5),
    Pitch(7, "caravan", 27.0),
    Pitch(8, "motorhome", 31.0, shaded=True),
]


def free_pitches(pitches, kind, booked=()):
    return [p for p in pitches if p.kind == kind and p.number not in booked]


def stay_cost(pitch, nights):
    return round(pitch.nightly * nights, 2)
