"""Checks a group booking before we take payment."""

from safety import MAX_WEIGHT, MIN_WEIGHT, needs_adult, rider_ok

PRICE_PER_RIDER = 28.00


def check_group(riders):
    """riders: list of (name, weight_kg, height_cm, age).

    Returns a list of problems; an empty list means the group is fine.
    """
    problems = []
    for name, weight, height, age in riders:
        if not rider_ok(weight, height, age):
            problems.append(f"{name} can't ride: riders must be {MIN_WEIGHT}-{MAX_WEIGHT}kg, "
                            f"at least 120cm and aged 7 or over")
    if any(needs_adult(r[3]) for r in riders) and not any(r[3] >= 18 for r in riders):
        problems.append("under 10s need an adult in the group")
    return problems


def group_price(riders):
    """Price for everyone who is allowed to ride."""
    return sum(PRICE_PER_RIDER for _, w, h, a in riders if rider_ok(w, h, a))
