"""Rehearsal call sheets."""

from cast import Member

MAX_ABSENCES = 3


def load_cast(rows):
    return [Member(name, role, int(lines), dancer == "yes") for name, role, lines, dancer in rows]


def call_sheet(cast, scene_roles):
    return [m.name for m in cast if m.role in scene_roles or (m.dancer and "Chorus" in scene_roles)]


def absence_warnings(cast):
    return [f"{m.name} has missed {len(m.absences)} rehearsals" for m in cast if len(m.absences) >= MAX_ABSENCES]
