"""Marina visitor berths: nightly charges."""

RATE_PER_METRE_NIGHT = 3.20
MINIMUM_LENGTH_M = 8            # boats shorter than this pay as if 8m
SHOWER_TOKEN = 1.50
WEEKLY_NIGHTS = 7
WEEKLY_DISCOUNT = 0.10          # a full week or more gets 10% off the berth


def berth_charge(length_m, nights):
    if nights < 1:
        raise ValueError("A stay is at least one night")
    charged_length = max(length_m, MINIMUM_LENGTH_M)
    charge = charged_length * RATE_PER_METRE_NIGHT * nights
    if nights >= WEEKLY_NIGHTS:
        charge *= 1 - WEEKLY_DISCOUNT
    return round(charge, 2)


def stay_total(length_m, nights, shower_tokens=0):
    total = berth_charge(length_m, nights) + shower_tokens * SHOWER_TOKEN
    return round(total, 2)
