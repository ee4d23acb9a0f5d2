"""Piste hire fees for the Bramley Boules Club."""

PISTE_HOURLY = 6.00
FLOODLIGHTS_HOURLY = 2.50
MEMBER_DISCOUNT = 0.25     # members pay 25% less for the piste (not the lights)
BOULES_SET_HIRE = 3.00     # per set of boules, per booking
MAX_HOURS = 4


def calc_fee(hours, member=False, floodlights=False):
    """Cost of hiring one piste for a number of hours."""
    if hours <= 0 or hours > MAX_HOURS:
        raise ValueError("pistes can be hired for up to %d hours" % MAX_HOURS)
    fee = PISTE_HOURLY * hours
    if member:
        fee -= fee * MEMBER_DISCOUNT
    if floodlights:
        fee += FLOODLIGHTS_HOURLY * hours
    return round(fee, 2)


def set_hire(sets):
    if sets < 0:
        raise ValueError("sets cannot be negative")
    return round(BOULES_SET_HIRE * sets, 2)


def hourly_rate(member=False, floodlights=False):
    """Rate shown on the price board."""
    return calc_fee(1, member, floodlights)
