"""Meetings on the team calendar."""
from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass
class Meeting:
    title: str
    start: datetime
    minutes: int = 30
    organiser: str = ""

    @property
    def end(self):
        return self.start + timedelta(minutes=self.minutes)


def overlaps(a, b):
    return a.start < b.end and b.start < a.end


def sorted_by_start(meetings):
    return sorted(meetings, key=lambda m: m.start)


def clashes(meetings):
    ordered = sorted_by_start(meetings)
    return [(a.title, b.title) for a, b in zip(ordered, ordered[1:]) if overlaps(a, b)]
