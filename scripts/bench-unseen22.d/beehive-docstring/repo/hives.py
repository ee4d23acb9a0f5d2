"""Records for the allotment beehives."""

from datetime import date, timedelta

KG_PER_FULL_FRAME = 2.2
WINTER_STORE_KG = 18.0
INSPECTION_EVERY_DAYS = 9


def estimate_harvest(frames, capped_fraction, supers=1, leave_for_bees_kg=0.0):
    if not 0.0 <= capped_fraction <= 1.0:
        raise ValueError("capped_fraction must be between 0 and 1")
    honey = frames * supers * capped_fraction * KG_PER_FULL_FRAME
    honey -= leave_for_bees_kg
    return round(max(honey, 0.0), 1)


def next_inspection(last_inspected, swarming_season=False):
    """Date of the next inspection; weekly during swarming season."""
    gap = 7 if swarming_season else INSPECTION_EVERY_DAYS
    return last_inspected + timedelta(days=gap)


def needs_feeding(stores_kg, today=None):
    """True if the hive is short of winter stores from September on."""
    today = today or date.today()
    return today.month >= 9 and stores_kg < WINTER_STORE_KG
