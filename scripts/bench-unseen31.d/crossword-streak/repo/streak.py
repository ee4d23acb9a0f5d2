"""Track daily crossword solves and the current streak."""

from datetime import date, timedelta


def parse_log(lines):
    """Each line is 'YYYY-MM-DD minutes' for a solved puzzle."""
    solves = []
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        day, minutes = line.split()
        solves.append((date.fromisoformat(day), int(minutes)))
    return solves


def current_streak(days):
    """Length of the run of consecutive days ending on the latest solve."""
    days = sorted(set(days))
    if not days:
        return 0
    streak = 1
    for prev, cur in zip(days, days[1:]):
        if (cur - prev).days == 0:
            streak += 1
        else:
            streak = 1
    return streak


def fastest(solves):
    return min(solves, key=lambda s: s[1]) if solves else None


if __name__ == "__main__":
    start = date(2024, 5, 6)
    log = [f"{start + timedelta(days=i)} {m}" for i, m in enumerate([14, 11, 19, 9, 12, 25, 16])]
    solves = parse_log(log)
    print("Streak:", current_streak(d for d, _ in solves), "days")
    print("Fastest:", fastest(solves))
