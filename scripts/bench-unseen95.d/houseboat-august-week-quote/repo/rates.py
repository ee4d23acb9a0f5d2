"""Hire rates for our canal houseboats."""

BOATS = {
    "otter": {"berths": 2, "nightly": 95.0},
    "kingfisher": {"berths": 4, "nightly": 140.0},
    "heron": {"berths": 6, "nightly": 175.0},
}

HIGH_SEASON_MONTHS = (7, 8)     # July and August
HIGH_SEASON_UPLIFT = 0.20       # 20% on the nightly rate in high season
WEEK_DISCOUNT = 0.10            # off the boat hire for 7 nights or more
PET_FEE = 35.0                  # per pet, once per stay
CLEANING_FEE = 60.0             # every booking
MIN_NIGHTS = 3


def nightly_rate(boat, month):
    if boat not in BOATS:
        raise ValueError(f"no such boat: {boat}")
    rate = BOATS[boat]["nightly"]
    if month in HIGH_SEASON_MONTHS:
        rate *= 1 + HIGH_SEASON_UPLIFT
    return rate


def hire_total(boat, nights, month, pets=0):
    if nights < MIN_NIGHTS:
        raise ValueError(f"minimum stay is {MIN_NIGHTS} nights")
    hire = nightly_rate(boat, month) * nights
    if nights >= 7:
        hire *= 1 - WEEK_DISCOUNT
    return round(hire + pets * PET_FEE + CLEANING_FEE, 2)
