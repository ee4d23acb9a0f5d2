"""Prices for stays at the homestay."""

NIGHTLY_RATE = {"single": 38.0, "double": 55.0, "family": 72.0}
BREAKFAST_PER_PERSON = 6.5      # per guest, per night
WEEKLY_DISCOUNT = 0.10          # 10% off stays of 7 nights or more
CLEANING_FEE = 15.0             # once per stay, never discounted


def room_cost(room, nights):
    if room not in NIGHTLY_RATE:
        raise ValueError("unknown room: " + str(room))
    return NIGHTLY_RATE[room] * nights


def breakfast_cost(guests, nights, breakfast):
    if not breakfast:
        return 0.0
    return BREAKFAST_PER_PERSON * guests * nights


def stay_total(room, nights, guests, breakfast=False):
    """Total price for a stay, including the cleaning fee."""
    if nights < 1:
        raise ValueError("a stay must be at least one night")
    if guests < 1:
        raise ValueError("at least one guest")
    total = room_cost(room, nights) + breakfast_cost(guests, nights, breakfast)
    if nights >= 7:
        total = total * (1 + WEEKLY_DISCOUNT)
    total += CLEANING_FEE
    return round(total, 2)


def summary(room, nights, guests, breakfast=False):
    extra = " with breakfast" if breakfast else ""
    price = stay_total(room, nights, guests, breakfast)
    return f"{nights} night(s), {room} room, {guests} guest(s){extra}: £{price:.2f}"
