"""Class sizes and timetable rules for Otter Club swimming lessons."""
import math

REGULAR_CLASS_SIZE = 6      # children per regular class, one teacher in the water
TODDLER_CLASS_SIZE = 4      # parent-and-toddler sessions
LESSON_MINUTES = 30
LANES = 4
TERM_WEEKS = 10


def classes_needed(children, toddlers=False):
    size = TODDLER_CLASS_SIZE if toddlers else REGULAR_CLASS_SIZE
    return math.ceil(children / size)


def spare_places(children, toddlers=False):
    size = TODDLER_CLASS_SIZE if toddlers else REGULAR_CLASS_SIZE
    return classes_needed(children, toddlers) * size - children


def pool_minutes(classes):
    """Lane time for a week of classes; each class takes one lane."""
    return math.ceil(classes / LANES) * LESSON_MINUTES
