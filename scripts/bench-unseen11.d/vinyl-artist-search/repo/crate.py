"""My record collection."""
from collections import namedtuple

Record = namedtuple("Record", "artist title year")

COLLECTION = [
    Record("Miles Davis", "Kind of Blue", 1959),
    Record("The Beatles", "Abbey Road", 1969),
    Record("Nina Simone", "Pastel Blues", 1965),
    Record("Miles Davis", "Bitches Brew", 1970),
    Record("Fleetwood Mac", "Rumours", 1977),
    Record("The Beatles", "Revolver", 1966),
    Record("Daft Punk", "Discovery", 2001),
]


def by_year(records):
    return sorted(records, key=lambda r: (r.year, r.title))


def decades(records):
    counts = {}
    for r in records:
        decade = r.year // 10 * 10
        counts[decade] = counts.get(decade, 0) + 1
    return dict(sorted(counts.items()))


def line(record):
    return f"{record.year}  {record.artist} - {record.title}"
