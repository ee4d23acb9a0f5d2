"""Booking helpers for Whiskers & Wheeks small pet boarding.

Everything I might want to change lives in settings.json next to this
file, so I don't have to touch the code.
"""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# which settings switch lets each kind of animal in
SPECIES_SWITCHES = {
    "rabbit": "accept_rabbits",
    "hamster": "accept_hamsters",
}


def load_settings(path=None):
    """Read settings.json (or another file, handy for testing)."""
    with open(path or os.path.join(HERE, "settings.json")) as f:
        return json.load(f)


def can_board(species, settings=None):
    """Guinea pigs always, anything else only if it's switched on."""
    settings = settings or load_settings()
    species = species.lower().strip()
    if species in ("guinea pig", "guinea pigs"):
        return True
    switch = SPECIES_SWITCHES.get(species)
    return bool(switch and settings.get(switch, False))


def stay_cost(nights, pets=1, settings=None):
    """Price for a stay. Extra pets sharing a cage are cheaper."""
    settings = settings or load_settings()
    nights = max(nights, settings["minimum_nights"])
    per_night = settings["daily_rate"] + settings["extra_pet_same_cage"] * (pets - 1)
    return round(per_night * nights, 2)


def deposit(nights, pets=1, settings=None):
    """Deposit to take when the booking is made."""
    settings = settings or load_settings()
    return round(stay_cost(nights, pets, settings) * settings["deposit_percent"] / 100, 2)
