"""Meditation retreat centre: prices for residential stays."""

NIGHTLY_RATE = {"dorm": 55.00, "single": 85.00, "double": 120.00}
ROOM_CAPACITY = {"dorm": 1, "single": 1, "double": 2}
MEALS_PER_GUEST_NIGHT = 22.00
MIN_NIGHTS = 2


def room_cost(room, nights):
    if room not in NIGHTLY_RATE:
        raise ValueError(f"unknown room type: {room}")
    if nights < MIN_NIGHTS:
        raise ValueError(f"the minimum stay is {MIN_NIGHTS} nights")
    return NIGHTLY_RATE[room] * nights


def meals_cost(nights, guests):
    return MEALS_PER_GUEST_NIGHT * nights * guests


def retreat_total(room, nights, guests=1, meals=False):
    """Total price of a stay, rounded to pence."""
    if guests < 1 or guests > ROOM_CAPACITY[room if room in ROOM_CAPACITY else "dorm"]:
        raise ValueError("wrong number of guests for this room")
    total = room_cost(room, nights)
    if meals:
        total += meals_cost(nights, guests)
    return round(total, 2)
