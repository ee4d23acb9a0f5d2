"""Grading helper for the junior judo club.

Children earn points at each session and grading; the total decides the belt.
"""

# Minimum points needed for each belt, lowest first.
BELTS = [
    (0, "white"),
    (10, "yellow"),
    (25, "orange"),
    (45, "green"),
    (70, "blue"),
    (100, "brown"),
]


def belt_for_points(points):
    """Return the belt colour a child with this many points has earned."""
    current = BELTS[0][1]
    for needed, colour in BELTS:
        if points > needed:
            current = colour
    return current


def points_to_next(points):
    """Return (points still needed, next belt), or (0, None) at the top."""
    for needed, colour in BELTS:
        if needed > points:
            return needed - points, colour
    return 0, None


def progress_line(name, points):
    belt = belt_for_points(points)
    missing, nxt = points_to_next(points)
    if nxt is None:
        return f"{name}: {belt} belt ({points} pts) - top grade reached"
    return f"{name}: {belt} belt ({points} pts), {missing} more for {nxt}"


if __name__ == "__main__":
    for child, pts in [("Ava", 10), ("Leo", 47), ("Mia", 100)]:
        print(progress_line(child, pts))
