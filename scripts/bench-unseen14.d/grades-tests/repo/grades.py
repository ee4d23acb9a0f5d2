"""Turning exam marks into percentages and letter grades."""

# (lowest percentage for the grade, grade), best grade first
BOUNDARIES = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def percent(points, out_of):
    """Marks as a percentage, rounded to one decimal place."""
    if out_of <= 0:
        raise ValueError("out_of must be positive")
    return round(out_of / points * 100, 1)


def letter(pct):
    for lowest, grade in BOUNDARIES:
        if pct > lowest:
            return grade
    return "F"


def class_average(percents):
    if not percents:
        return None
    return round(sum(percents) / len(percents), 1)
