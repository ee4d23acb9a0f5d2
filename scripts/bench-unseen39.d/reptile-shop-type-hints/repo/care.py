"""Care sheet helpers for the reptile shop."""

from datetime import date, timedelta

SPECIES = {
    "leopard gecko": {"temp": (28.0, 32.0), "feed_days": {"juvenile": 1, "adult": 3}},
    "corn snake": {"temp": (26.0, 30.0), "feed_days": {"juvenile": 7, "adult": 14}},
    "bearded dragon": {"temp": (35.0, 40.0), "feed_days": {"juvenile": 1, "adult": 2}},
}


def life_stage(age_months):
    return "juvenile" if age_months < 12 else "adult"


def temperature_ok(species, reading_c):
    low, high = SPECIES[species]["temp"]
    return low <= reading_c <= high


def next_feed(species, age_months, last_fed):
    gap = SPECIES[species]["feed_days"][life_stage(age_months)]
    return last_fed + timedelta(days=gap)


def parse_reading(line):
    # lines from the thermometer log look like "Corn Snake, 27.5"
    name, value = line.rsplit(",", 1)
    return name.strip().lower(), float(value)


def overdue(animals, today):
    late = []
    for animal in animals:
        if next_feed(animal["species"], animal["age_months"], animal["last_fed"]) < today:
            late.append(animal["name"])
    return late
