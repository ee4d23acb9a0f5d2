"""My stamp collection: load the album and total it up."""
import csv

from valuation import estimate_value


def load_album(path="album.csv"):
    with open(path, newline="") as handle:
        return list(csv.DictReader(handle))


def album_total(stamps):
    return round(sum(estimate_value(s) for s in stamps), 2)


def most_valuable(stamps, count=3):
    return sorted(stamps, key=estimate_value, reverse=True)[:count]


if __name__ == "__main__":
    stamps = load_album()
    print("Album value:", album_total(stamps))
    for s in most_valuable(stamps):
        print(" ", s["country"], s["year"], estimate_value(s))
