"""Club rides on the weekend calendar."""

import json
from dataclasses import dataclass
from datetime import date

PACES = {"social": 20, "steady": 25, "brisk": 29}  # average km/h


@dataclass
class Ride:
    title: str
    day: date
    distance_km: int
    pace: str
    leader: str

    def duration_hours(self):
        return round(self.distance_km / PACES[self.pace], 1)


def load_rides(path):
    with open(path, encoding="utf-8") as fh:
        raw = json.load(fh)
    rides = []
    for item in raw:
        item = dict(item, day=date.fromisoformat(item["day"]))
        rides.append(Ride(**item))
    return sorted(rides, key=lambda r: r.day)
