"""Prices at the tanning studio."""

STANDUP_PER_MIN = 0.60      # vertical booth
LAYDOWN_PER_MIN = 0.55      # lie-down sunbed
EYE_STICKERS = 0.60         # disposable eye protection, per pair
SPRAY_TAN = 25.00
EXPRESS_SPRAY_TAN = 30.00   # rinse off after two hours
MIN_MINUTES = 3
MAX_MINUTES = {"standup": 12, "laydown": 15}
COURSE_MINUTES = 100
COURSE_PRICE = 45.00        # pre-paid minutes, any bed
STUDENT_DISCOUNT = 0.10     # on sunbed minutes only


def session_price(bed, minutes, student=False, stickers=False):
    """Price of one sunbed session."""
    if minutes < MIN_MINUTES or minutes > MAX_MINUTES[bed]:
        raise ValueError(f"{bed} sessions are {MIN_MINUTES}-{MAX_MINUTES[bed]} minutes.")
    rate = STANDUP_PER_MIN if bed == "standup" else LAYDOWN_PER_MIN
    price = rate * minutes
    if student:
        price *= 1 - STUDENT_DISCOUNT
    if stickers:
        price += EYE_STICKERS
    return round(price, 2)


def spray_price(express=False):
    """A spray tan, standard or express."""
    return EXPRESS_SPRAY_TAN if express else SPRAY_TAN


def course_saving(bed):
    """How much a customer saves buying a course instead of paying per minute."""
    rate = STANDUP_PER_MIN if bed == "standup" else LAYDOWN_PER_MIN
    return round(rate * COURSE_MINUTES - COURSE_PRICE, 2)


if __name__ == "__main__":
    print(session_price("standup", 9), session_price("laydown", 12, student=True))
