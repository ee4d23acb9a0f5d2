"""Safety rules checked before anyone goes up on the course."""

MIN_HEIGHT_CM = {"adult": 140, "junior": 120, "mini": 95}
MAX_WEIGHT_KG = 120
SUPERVISION_AGE = 16        # under this, an adult must climb with them


def can_climb(kind, height_cm, weight_kg):
    if weight_kg > MAX_WEIGHT_KG:
        return False
    return height_cm >= MIN_HEIGHT_CM[kind]


def needs_supervisor(age):
    return age < SUPERVISION_AGE


def waiver_problems(climbers):
    """climbers is a list of (name, kind, height_cm, weight_kg) tuples."""
    problems = []
    for name, kind, height, weight in climbers:
        if not can_climb(kind, height, weight):
            problems.append("%s cannot climb the %s course" % (name, kind))
    return problems
