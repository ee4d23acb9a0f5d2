"""Leaderboard for the club website."""

from results import format_time, race_time

AGE_GROUPS = ((0, 19, "Junior"), (20, 39, "Senior"), (40, 49, "V40"), (50, 200, "V50"))


def leaderboard(entries, top=3):
    ranked = sorted(entries, key=lambda e: (race_time(e), e["name"]))
    return [f"{i}. {e['name']} {format_time(race_time(e))}" for i, e in enumerate(ranked[:top], start=1)]


def age_group(age):
    for low, high, name in AGE_GROUPS:
        if low <= age <= high:
            return name
    raise ValueError(f"bad age: {age}")


def entries_by_group(entries):
    groups = {}
    for entry in entries:
        groups.setdefault(age_group(entry["age"]), []).append(entry)
    return groups
