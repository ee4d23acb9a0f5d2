"""Decides whether the boiler should run, room by room."""

from dataclasses import dataclass

AWAY_TARGET_C = 15.0


@dataclass
class Room:
    name: str
    current_c: float
    target_c: float


def heating_on(current_c, target_c):
    """Heat while the room is colder than the target."""
    return current_c > target_c


def effective_target(room, away=False):
    if away:
        return min(room.target_c, AWAY_TARGET_C)
    return room.target_c


def rooms_to_heat(rooms, away=False):
    return [r.name for r in rooms if heating_on(r.current_c, effective_target(r, away))]
