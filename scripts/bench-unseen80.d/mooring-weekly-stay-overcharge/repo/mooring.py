"""Works out what visiting boats pay to moor with us."""

from rates import (
    PER_METRE_NIGHT,
    ELECTRIC_HOOKUP_NIGHT,
    DAY_VISIT_FLAT,
    WATER_FILL,
    WEEK_LENGTH,
    NIGHTS_CHARGED_PER_WEEK,
    MAX_BOAT_LENGTH,
)


def nights_charged(nights):
    """Nights we actually charge for: every full week only costs six nights."""
    if nights < 0:
        raise ValueError("nights cannot be negative")
    weeks, extra = divmod(nights, NIGHTS_CHARGED_PER_WEEK)
    return weeks * NIGHTS_CHARGED_PER_WEEK + extra


def mooring_fee(length_m, nights, electric=False, water=False):
    """Total fee for one boat's stay."""
    if length_m <= 0:
        raise ValueError("boat length must be positive")
    if length_m > MAX_BOAT_LENGTH:
        raise ValueError("boat too long, please phone the office")
    if nights == 0:
        fee = DAY_VISIT_FLAT
    else:
        fee = length_m * PER_METRE_NIGHT * nights_charged(nights)
        if electric:
            fee += ELECTRIC_HOOKUP_NIGHT * nights
    if water:
        fee += WATER_FILL
    return round(fee, 2)


def fee_line(boat_name, length_m, nights, electric=False, water=False):
    fee = mooring_fee(length_m, nights, electric, water)
    return "%s (%.1fm, %d nights): £%.2f" % (boat_name, length_m, nights, fee)
