"""Planning and pricing for the evening wheel-throwing course."""

CLAY_PER_STUDENT_KG = 2.5
CLAY_BAG_KG = 10
KILN_SHELF_SLOTS = 14
MATERIALS_FEE = 12.00
MEMBER_DISCOUNT = 0.10
MAX_STUDENTS = 10


def clay_bags_to_order(students, bag_kg=CLAY_BAG_KG):
    """Whole bags of clay needed for a class of this size."""
    needed = students * CLAY_PER_STUDENT_KG
    return int(needed // bag_kg)


def kiln_firings(pieces, slots=KILN_SHELF_SLOTS):
    """Number of kiln loads to fire all the pieces."""
    return -(-pieces // slots)


def course_price(weeks, weekly_rate, member=False):
    """Tuition for the course plus the one-off materials fee.

    Members get their discount on tuition only, never on materials.
    """
    total = weeks * weekly_rate + MATERIALS_FEE
    if member:
        total *= 1 - MEMBER_DISCOUNT
    return round(total, 2)


def spare_places(enrolled):
    return max(MAX_STUDENTS - len(enrolled), 0)
