"""Dressage show: entry fees for each class."""

CLASS_FEES = {
    "intro": 18.00,
    "prelim": 20.00,
    "novice": 22.00,
    "elementary": 25.00,
}
NON_MEMBER_EXTRA = 5.00
LATE_ENTRY_FEE = 7.50
STABLE_PER_NIGHT = 30.00


def calc_fee(level, member=True, late=False):
    """Fee for one horse and rider entering one class."""
    if level not in CLASS_FEES:
        raise ValueError(f"No {level} class at this show")
    fee = CLASS_FEES[level]
    if not member:
        fee += NON_MEMBER_EXTRA
    if late:
        fee += LATE_ENTRY_FEE
    return fee


def rider_total(levels, member=True, late=False, stable_nights=0):
    total = sum(calc_fee(level, member, late) for level in levels)
    total += stable_nights * STABLE_PER_NIGHT
    return round(total, 2)
