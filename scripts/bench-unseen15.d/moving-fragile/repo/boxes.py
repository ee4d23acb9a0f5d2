"""Boxes for the house move."""
from dataclasses import dataclass, field

HEAVY_KG = 20


@dataclass
class Box:
    number: int
    room: str
    contents: list = field(default_factory=list)
    weight_kg: float = 0.0


def heavy(boxes):
    return [b for b in boxes if b.weight_kg > HEAVY_KG]


def for_room(boxes, room):
    return [b for b in boxes if b.room == room]
