"""Care schedule for the potted stock in the plant nursery greenhouse."""

from datetime import date, timedelta

# how often each plant type needs potting on, in weeks
REPOT_WEEKS = {
    "herb": 8,
    "perennial": 26,
    "shrub": 52,
    "succulent": 78,
}
ROOTBOUND_FACTOR = 0.75
WATER_EVERY_DAYS = {"herb": 2, "perennial": 3, "shrub": 4, "succulent": 10}


def needs_water(kind, last_watered, today):
    """True once a plant has gone its usual number of days without water."""
    return (today - last_watered).days >= WATER_EVERY_DAYS[kind]


def repot_due(kind, potted_on, rootbound=False, today=None):
    today = today or date.today()
    weeks = REPOT_WEEKS[kind]
    if rootbound:
        weeks = int(weeks * ROOTBOUND_FACTOR)
    due = potted_on + timedelta(weeks=weeks)
    return due <= today, due


def next_pot_size(current_cm):
    """Pot on to the next standard size up; the largest size stays put."""
    sizes = [9, 12, 15, 19, 23, 30]
    for size in sizes:
        if size > current_cm:
            return size
    return sizes[-1]
