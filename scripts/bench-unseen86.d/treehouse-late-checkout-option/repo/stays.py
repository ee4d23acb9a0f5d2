"""Treehouse stay pricing."""

BASE_NIGHTLY = 95.00        # covers two guests
EXTRA_GUEST_NIGHTLY = 20.00
MAX_GUESTS = 4
WEEKEND_SUPPLEMENT = 15.00  # per Friday or Saturday night
BREAKFAST_HAMPER = 9.50     # per guest per night
WEEKLY_DISCOUNT = 0.10      # stays of 7 nights or more


def nightly_rate(guests):
    if guests < 1 or guests > MAX_GUESTS:
        raise ValueError("a treehouse sleeps 1 to %d guests" % MAX_GUESTS)
    return BASE_NIGHTLY + max(0, guests - 2) * EXTRA_GUEST_NIGHTLY


def stay_price(nights, guests, weekend_nights=0, breakfast=False):
    """Total price of a stay."""
    if nights < 1:
        raise ValueError("at least one night")
    if weekend_nights > nights:
        raise ValueError("more weekend nights than nights")
    total = nightly_rate(guests) * nights + WEEKEND_SUPPLEMENT * weekend_nights
    if breakfast:
        total += BREAKFAST_HAMPER * guests * nights
    if nights >= 7:
        total = total * (1 - WEEKLY_DISCOUNT)
    return round(total, 2)
