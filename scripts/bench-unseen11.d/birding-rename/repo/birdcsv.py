import csv
import io
import sys

from checklist import parse_entry
from sightings import Sighting

FIELDS = ["species", "count", "spotted_on", "location", "flock"]


def to_csv(records):
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(FIELDS)
    for record in records:
        if not isinstance(record, Sighting):
            raise TypeError(f"not a bird sighting: {record!r}")
        writer.writerow([record.species, record.count, record.spotted_on.isoformat(),
                         record.location, "yes" if record.is_flock() else "no"])
    return buf.getvalue()


if __name__ == "__main__":
    entries = [parse_entry(line) for line in sys.stdin if line.strip()]
    sys.stdout.write(to_csv(entries))
