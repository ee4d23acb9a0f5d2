"""Works out how long to book a tower for a quarter peal, half peal or peal."""

import json
import math
from pathlib import Path

TOWERS_FILE = Path(__file__).with_name("towers.json")
CHANGES = {"quarter": 1260, "half": 2520, "peal": 5040}


def load_towers(path=TOWERS_FILE):
    with open(path) as f:
        return json.load(f)


def seconds_per_change(bells, heavy_tenor=False):
    per_blow = 0.22 if heavy_tenor else 0.2
    return bells * per_blow + 0.2  # plus the handstroke gap


def ringing_minutes(length, bells, heavy_tenor=False):
    total = CHANGES[length] * seconds_per_change(bells, heavy_tenor)
    return math.ceil(total / 60)


def raising_and_lowering(bells):
    return 10 if bells > 6 else 5


def booking_minutes(tower_name, length):
    tower = load_towers()[tower_name]
    ringing = ringing_minutes(length, tower["bells"], tower["heavy_tenor"])
    return ringing + raising_and_lowering(tower["bells"])


if __name__ == "__main__":
    for name in load_towers():
        print(f"{name}: quarter peal needs {booking_minutes(name, 'quarter')} minutes")
