"""Pricing for our holiday villa bookings."""

NIGHTLY_RATE = {"low": 140.00, "mid": 185.00, "high": 240.00}
CLEANING_FEE = 60.00
POOL_HEATING_PER_NIGHT = 15.00
WEEKLY_DISCOUNT = 0.10   # off the nightly total for stays of 7 nights or more
TOURIST_TAX = 2.50       # per guest, per night


def nightly_total(season, nights):
    return NIGHTLY_RATE[season] * nights


def stay_discount(season, nights):
    if nights >= 7:
        return nightly_total(season, nights) * WEEKLY_DISCOUNT
    return 0.0


def tourist_tax(guests, nights):
    return TOURIST_TAX * guests


def booking_total(season, nights, guests, pool_heating=False):
    total = nightly_total(season, nights) - stay_discount(season, nights)
    if pool_heating:
        total += POOL_HEATING_PER_NIGHT * nights
    total += tourist_tax(guests, nights)
    total += CLEANING_FEE
    return round(total, 2)
