"""Nightly fees for the campsite."""

PITCH_RATES = {"tent": 14.0, "caravan": 22.0, "motorhome": 26.0}
ELECTRIC_HOOKUP = 4.5
INCLUDED_ADULTS = 2
PER_EXTRA_ADULT = 3.0
DOG_PER_NIGHT = 2.0
HIGH_SEASON_MONTHS = (7, 8)
HIGH_SEASON_MARKUP = 1.2


def calc_pitch_fee(kind, nights, adults=2, electric=False, month=5):
    """Total pitch fee for a stay, before dogs."""
    if kind not in PITCH_RATES:
        raise ValueError(f"unknown pitch type: {kind}")
    if nights < 1:
        raise ValueError("a stay is at least one night")
    nightly = PITCH_RATES[kind]
    if electric:
        nightly += ELECTRIC_HOOKUP
    nightly += max(0, adults - INCLUDED_ADULTS) * PER_EXTRA_ADULT
    if month in HIGH_SEASON_MONTHS:
        nightly *= HIGH_SEASON_MARKUP
    return round(nightly * nights, 2)


def dog_fee(dogs, nights):
    return DOG_PER_NIGHT * dogs * nights
