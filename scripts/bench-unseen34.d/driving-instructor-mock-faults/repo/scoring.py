MAX_MINORS = 15
SEVERITIES = ("minor", "serious", "dangerous")


def tally(marks):
    counts = {level: 0 for level in SEVERITIES}
    by_skill = {}
    for mark in marks:
        skill, _, level = mark.partition(":")
        level = level.strip().lower() or "minor"
        if level not in counts:
            raise ValueError(f"unknown fault level in {mark!r}")
        counts[level] += 1
        by_skill[skill.strip()] = by_skill.get(skill.strip(), 0) + 1
    return counts, by_skill


def has_passed(counts):
    if counts["serious"] or counts["dangerous"]:
        return False
    return counts["minor"] < MAX_MINORS


def worst_skills(by_skill, top=3):
    ranked = sorted(by_skill.items(), key=lambda item: (-item[1], item[0]))
    return [skill for skill, _ in ranked[:top]]
