"""People living in the flat and the chores they can't do."""

from dataclasses import dataclass, field


@dataclass
class Member:
    name: str
    away: bool = False
    skips: set = field(default_factory=set)

    def can_do(self, chore):
        return not self.away and chore not in self.skips


def load_members():
    return [
        Member("Jonas"),
        Member("Priya", skips={"bins"}),
        Member("Leo"),
        Member("Sam", away=True),
    ]
