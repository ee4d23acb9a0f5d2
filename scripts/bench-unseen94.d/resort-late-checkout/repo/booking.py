"""Stay prices at Seacliff Bay Resort."""

ROOM_RATES = {"standard": 110.00, "sea_view": 145.00, "suite": 210.00}
INCLUDED_GUESTS = 2          # room rate covers this many guests
EXTRA_GUEST_FEE = 25.00      # per night for each guest beyond that
RESORT_FEE = 12.00           # per night, per room
BREAKFAST_PRICE = 14.00      # per guest per night


def room_cost(room, nights, guests):
    extra_guests = max(0, guests - INCLUDED_GUESTS)
    return (ROOM_RATES[room] + extra_guests * EXTRA_GUEST_FEE) * nights


def breakfast_cost(nights, guests):
    return BREAKFAST_PRICE * guests * nights


def stay_total(room, nights, guests, breakfast=False):
    """Total for a stay."""
    total = room_cost(room, nights, guests) + RESORT_FEE * nights
    if breakfast:
        total += breakfast_cost(nights, guests)
    return round(total, 2)
