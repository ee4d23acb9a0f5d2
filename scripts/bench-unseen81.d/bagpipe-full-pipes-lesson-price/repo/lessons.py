"""Lesson prices for the Glen Road Piping School."""

CHANTER_LESSON = 28.00     # practice chanter, 45 minutes
PIPES_LESSON = 36.00       # full set of pipes, 1 hour
BAG_SEASONING = 36.00      # we season the pupil's bag in the workshop
REED_FITTING = 12.00       # new chanter reed fitted
BLOCK_SIZE = 10            # pay for a block of 10 lessons up front...
BLOCK_DISCOUNT = 0.10      # ...and get 10% off those lessons
BAND_MEMBER_DISCOUNT = 5.00  # off each full pipes lesson for pipe band members


def lesson_price(kind, band_member=False):
    if kind == "chanter":
        return CHANTER_LESSON
    if kind == "pipes":
        price = PIPES_LESSON
        if band_member:
            price -= BAND_MEMBER_DISCOUNT
        return price
    raise ValueError("unknown lesson: %s" % kind)


def block_price(kind, band_member=False):
    """Ten lessons paid up front."""
    return round(lesson_price(kind, band_member) * BLOCK_SIZE * (1 - BLOCK_DISCOUNT), 2)


def workshop_bill(seasoning=False, reeds=0):
    if reeds < 0:
        raise ValueError("reeds cannot be negative")
    total = REED_FITTING * reeds
    if seasoning:
        total += BAG_SEASONING
    return round(total, 2)


def monthly_bill(kind, lessons, band_member=False, seasoning=False, reeds=0):
    total = lesson_price(kind, band_member) * lessons
    total += workshop_bill(seasoning, reeds)
    return round(total, 2)
