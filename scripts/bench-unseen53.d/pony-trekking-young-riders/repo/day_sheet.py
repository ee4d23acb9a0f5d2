"""Prints the day's ride sheet so the yard knows who is going out."""

from rides import RIDES, can_book


def ride_sheet(bookings):
    """bookings: list of (name, ride, age, weight_kg, regular) tuples.

    Riders who can't go are still listed, marked NOT OK, so someone
    phones them before they drive out to us.
    """
    lines = []
    for name, ride, age, weight, regular in bookings:
        ok, reason = can_book(ride, age, weight, regular)
        if ok:
            lines.append(f"{RIDES[ride]['minutes']:>3} min  {ride:<14} {name}")
        else:
            lines.append(f" --     {ride:<14} {name} (NOT OK: {reason})")
    return lines


def total_takings(bookings):
    """Money in for the riders who are actually going out."""
    total = 0.0
    for name, ride, age, weight, regular in bookings:
        if can_book(ride, age, weight, regular)[0]:
            total += RIDES[ride]["price"]
    return total


if __name__ == "__main__":
    today = [
        ("Poppy", "pony-plod", 5, 19, False),
        ("Isla", "moorland-hour", 9, 32, True),
        ("Mr Hughes", "half-day-hack", 54, 95, False),
    ]
    print("\n".join(ride_sheet(today)))
    print(f"Takings: £{total_takings(today):.2f}")
