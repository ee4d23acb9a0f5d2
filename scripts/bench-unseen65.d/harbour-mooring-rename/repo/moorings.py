"""Harbour mooring charges for residents and visiting boats."""

RATE_PER_METRE_NIGHT = {
    "pontoon": 3.10,
    "swinging": 1.80,
    "wall": 2.20,
}
RESIDENT_DISCOUNT = 0.25
MINIMUM_LENGTH_M = 6.0       # anything shorter is charged as 6 metres
SHORE_POWER_PER_NIGHT = 4.00


def calc_fee(berth, length_m, nights, resident=False, shore_power=False):
    """Charge for one boat's stay, rounded to the penny."""
    if berth not in RATE_PER_METRE_NIGHT:
        raise ValueError(f"No such berth type: {berth}")
    length = max(length_m, MINIMUM_LENGTH_M)
    fee = RATE_PER_METRE_NIGHT[berth] * length * nights
    if resident:
        fee *= 1 - RESIDENT_DISCOUNT
    if shore_power:
        fee += SHORE_POWER_PER_NIGHT * nights
    return round(fee, 2)
