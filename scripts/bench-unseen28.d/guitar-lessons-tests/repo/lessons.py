"""Pricing and weekly timetable for private guitar lessons."""

HOURLY_RATE = 36.0
STUDENT_DISCOUNT = 0.25
LESSON_LENGTHS = (30, 45, 60)
FREE_EVERY = 6  # every sixth lesson in a block is free

DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def lesson_price(minutes, student=False):
    if minutes not in LESSON_LENGTHS:
        raise ValueError(f"lessons are {LESSON_LENGTHS} minutes, not {minutes}")
    price = HOURLY_RATE * minutes / 60
    if student:
        price = price * STUDENT_DISCOUNT
    return round(price, 2)


def block_price(lessons, minutes, student=False):
    free = lessons // FREE_EVERY
    return round((lessons - free) * lesson_price(minutes, student), 2)


def parse_slot(slot):
    """'Tue 17:30' -> (1, 1050): day index and minutes after midnight."""
    day, clock = slot.split()
    hours, mins = clock.split(":")
    return DAYS.index(day), int(hours) * 60 + int(mins)


def sort_slots(slots):
    return sorted(slots, key=lambda slot: parse_slot(slot)[1])
