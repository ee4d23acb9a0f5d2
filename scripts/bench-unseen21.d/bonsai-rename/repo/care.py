"""Watering rules for the bonsai collection."""

BASE_DAYS = {"juniper": 3, "ficus": 2, "maple": 2, "pine": 4}


def water_gap(species, season="summer"):
    """Days between waterings for a species in a season."""
    if species not in BASE_DAYS:
        raise ValueError(f"unknown species: {species}")
    days = BASE_DAYS[species]
    if season == "winter":
        days *= 2
    return days


def repot_due(age_years, last_repot_year, this_year):
    every = 2 if age_years < 10 else 4
    return this_year - last_repot_year >= every
