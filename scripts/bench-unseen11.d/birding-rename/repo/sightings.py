from dataclasses import dataclass
from datetime import date


@dataclass
class Sighting:
    species: str
    count: int
    spotted_on: date
    location: str = "unknown"

    def is_flock(self):
        return self.count >= 10
