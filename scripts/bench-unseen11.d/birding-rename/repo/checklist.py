from datetime import date

from sightings import Sighting


def parse_entry(line):
    """Parse '2024-05-04, Blackbird, 3, Riverside' into one record."""
    day, species, count, *rest = [part.strip() for part in line.split(",")]
    location = rest[0] if rest else "unknown"
    return Sighting(species, int(count), date.fromisoformat(day), location)


def species_totals(records):
    totals = {}
    for record in records:
        totals[record.species] = totals.get(record.species, 0) + record.count
    return dict(sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])))
