"""Belt order and requirements for the club syllabus."""

BELT_ORDER = ["white", "yellow", "orange", "green", "blue", "brown", "black"]

# classes needed since the last grading before trying for this belt
CLASSES_REQUIRED = {
    "yellow": 16,
    "orange": 20,
    "green": 24,
    "blue": 30,
    "brown": 40,
    "black": 60,
}


def next_belt(current):
    position = BELT_ORDER.index(current.strip().lower())
    following = BELT_ORDER[position + 2:]
    return following[0] if following else None


def classes_required(belt):
    return CLASSES_REQUIRED[belt]
