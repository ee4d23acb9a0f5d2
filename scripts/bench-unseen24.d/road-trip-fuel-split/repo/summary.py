"""Prints what everyone owes at the end of the trip."""
import json
from pathlib import Path

from tripcost import share_per_person, trip_total

TRIP_FILE = Path(__file__).with_name("trip.json")


def load_trip(path=TRIP_FILE):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def summary(trip):
    total = trip_total(trip["legs"], trip["litres_per_100km"], trip["price_per_litre"])
    each = share_per_person(total, trip["people"])
    km = sum(leg[0] for leg in trip["legs"])
    return f"{km} km, total {total:.2f}, {each:.2f} each for {trip['people']} people"


if __name__ == "__main__":
    print(summary(load_trip()))
