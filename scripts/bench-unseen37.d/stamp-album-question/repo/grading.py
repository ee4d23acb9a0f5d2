"""Condition grading for stamps."""

GRADES = {"mint": 1.0, "fine": 0.8, "used": 0.5}


def grade_factor(stamp):
    factor = GRADES.get(stamp.get("condition", "used"), 0.5)
    if stamp.get("torn") == "yes":
        factor *= 0.2
    if stamp.get("thin") == "yes":
        factor *= 0.6
    return factor
