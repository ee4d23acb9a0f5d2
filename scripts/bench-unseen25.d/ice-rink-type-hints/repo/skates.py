"""Skate hire at the Northgate ice rink."""

CHILD_AGE_LIMIT = 12
HIRE_PRICES = {"child": 3.00, "adult": 4.50}
MEMBER_DISCOUNT = 0.2
SKATE_SIZES = {"child": list(range(8, 14)), "adult": list(range(1, 14))}


def hire_cost(ages, sessions=1, member=False):
    """Total skate hire for a group, one pair per skater per session."""
    if sessions < 1:
        raise ValueError("at least one session")
    total = 0.0
    for age in ages:
        if age < 0:
            raise ValueError(f"bad age: {age}")
        band = "child" if age < CHILD_AGE_LIMIT else "adult"
        total += HIRE_PRICES[band] * sessions
    if member:
        total *= 1 - MEMBER_DISCOUNT
    return round(total, 2)


def size_available(band, size, out_on_hire):
    """True if a pair of this size is on the shelf."""
    return size in SKATE_SIZES[band] and out_on_hire.get((band, size), 0) < 6
