"""Boulder problems currently set at the climbing gym."""

ROUTES = [
    {"name": "Crimp City", "grade": "V3", "wall": "cave"},
    {"name": "Blue Moon", "grade": "V6", "wall": "slab"},
    {"name": "Warm-up Jug", "grade": "V0", "wall": "slab"},
    {"name": "The Roof", "grade": "V10", "wall": "cave"},
    {"name": "Pinch Me", "grade": "V4", "wall": "arete"},
    {"name": "Sloper Party", "grade": "V8", "wall": "cave"},
]


def grade_number(grade):
    return int(grade.upper().lstrip("V"))


def hardest_first(routes):
    """The routes ordered from the hardest grade down to the easiest."""
    return sorted(routes, key=lambda r: grade_number(r["grade"]))


def on_wall(routes, wall):
    return [r for r in routes if r["wall"] == wall]
