"""Volunteers for the summer folk festival."""
from dataclasses import dataclass

ROLES = ("gate", "bar", "stage", "litter", "first aid")


@dataclass
class Volunteer:
    name: str
    role: str
    shifts: int = 1

    def __post_init__(self):
        if self.role not in ROLES:
            raise ValueError(f"unknown role: {self.role}")
        if self.shifts < 1:
            raise ValueError("a volunteer works at least one shift")


def by_role(volunteers):
    """Volunteers grouped by role, names sorted within each role."""
    groups = {}
    for v in sorted(volunteers, key=lambda v: v.name):
        groups.setdefault(v.role, []).append(v)
    return groups


def total_shifts(volunteers):
    return sum(v.shifts for v in volunteers)
