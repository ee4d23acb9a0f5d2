"""Pitch types and nightly rates at the caravan park."""

# pitch type -> (low season, high season) nightly rate
PITCH_RATES = {
    "grass": (18.00, 26.00),
    "hardstanding": (22.00, 31.00),
    "premium": (28.00, 38.00),   # own water tap and grey-water drain
    "tent": (14.00, 20.00),
}

HIGH_SEASON_MONTHS = {6, 7, 8}   # June to August
INCLUDED_PEOPLE = 2
EXTRA_PERSON = 4.00              # per night, over-5s only


def nightly_rate(pitch, month):
    """Basic nightly rate for a pitch in a given month (1-12)."""
    low, high = PITCH_RATES[pitch]
    return high if month in HIGH_SEASON_MONTHS else low


def people_charge(ages):
    """Per-night charge for people beyond the two included in the pitch."""
    chargeable = [a for a in ages if a >= 5]
    return max(0, len(chargeable) - INCLUDED_PEOPLE) * EXTRA_PERSON
