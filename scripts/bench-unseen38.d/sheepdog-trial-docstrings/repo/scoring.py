"""Scores for the village sheepdog trial."""

SECTIONS = {"outrun": 20, "lift": 10, "fetch": 20, "drive": 30, "pen": 10, "shed": 10}
TIME_LIMIT_SECONDS = 900


def max_points():
    return sum(SECTIONS.values())


def section_score(section, faults):
    available = SECTIONS[section]
    return max(0, available - faults)


def run_total(faults_by_section, seconds_taken):
    if seconds_taken > TIME_LIMIT_SECONDS:
        # over time: the pen counts as failed
        faults_by_section = dict(faults_by_section)
        faults_by_section["pen"] = SECTIONS["pen"]
    total = 0
    for section in SECTIONS:
        total += section_score(section, faults_by_section.get(section, 0))
    return total


def placings(runs):
    ordered = sorted(runs, key=lambda run: (-run["points"], run["seconds"]))
    return [(position, run["handler"], run["dog"]) for position, run in enumerate(ordered, start=1)]


def ordinal(position):
    if 10 <= position % 100 <= 20:
        return f"{position}th"
    return f"{position}" + {1: "st", 2: "nd", 3: "rd"}.get(position % 10, "th")


def format_result(position, handler, dog):
    return f"{ordinal(position)} {handler} with {dog}"
