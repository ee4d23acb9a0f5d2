"""Group bookings for Hollow Hill Toboggan Run."""

from tickets import rider_price, HELMET_HIRE, SLEDGE_HIRE


def group_total(riders, sledges=0, helmets=True):
    """riders is a list of (age, has_season_pass) pairs."""
    if not riders:
        raise ValueError("a booking needs at least one rider")
    if sledges < 0:
        raise ValueError("sledges cannot be negative")
    total = sum(rider_price(age, has_pass) for age, has_pass in riders)
    if helmets:
        total += HELMET_HIRE * len(riders)
    total += SLEDGE_HIRE * sledges
    return round(total, 2)


def booking_summary(name, riders, sledges=0, helmets=True):
    lines = ["Hollow Hill Toboggan Run", "Booking for: %s" % name]
    for age, has_pass in riders:
        note = " (season pass)" if has_pass else ""
        lines.append("Rider aged %d%s: £%.2f" % (age, note, rider_price(age, has_pass)))
    lines.append("Total: £%.2f" % group_total(riders, sledges, helmets))
    return "\n".join(lines)
