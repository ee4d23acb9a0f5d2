"""Hire prices for Two-Seater Tandem Tours."""

HALF_DAY = 30.00        # up to 4 hours
FULL_DAY = 48.00
EXTRA_DAY = 36.00       # each day after the first
CHILD_SEAT = 6.00       # per day
E_ASSIST_SURCHARGE = 15.00  # per day, electric tandems


def calc_hire(hours=0, days=0, child_seat=False, electric=False):
    """Price for hiring one tandem.

    Give either hours (same-day hire) or days (one or more full days).
    """
    if days < 0 or hours < 0:
        raise ValueError("hire length cannot be negative")
    if days == 0:
        if hours == 0:
            raise ValueError("hire length missing")
        price = HALF_DAY if hours <= 4 else FULL_DAY
        charged_days = 1
    else:
        price = FULL_DAY + EXTRA_DAY * (days - 1)
        charged_days = days
    if child_seat:
        price += CHILD_SEAT * charged_days
    if electric:
        price += E_ASSIST_SURCHARGE * charged_days
    return round(price, 2)


def group_price(tandems, **hire):
    """Same hire for several tandems."""
    return round(calc_hire(**hire) * tandems, 2)
