"""Booking slots for the club's courts, as set in club.toml."""
import sys
import tomllib
from datetime import datetime, timedelta
from pathlib import Path

CONFIG = Path(__file__).with_name("club.toml")


def load(path=CONFIG):
    with open(path, "rb") as f:
        return tomllib.load(f)


def slots(cfg):
    """Start times of the day's slots; the last one must end by closing time."""
    booking = cfg["booking"]
    length = timedelta(minutes=booking["slot_minutes"])
    start = datetime.strptime(booking["first_slot"], "%H:%M")
    closing = datetime.strptime(booking["closing"], "%H:%M")
    times = []
    while start + length <= closing:
        times.append(start.strftime("%H:%M"))
        start += length
    return times


if __name__ == "__main__":
    cfg = load()
    day = slots(cfg)
    print(f"{cfg['club']}: {len(day)} slots of {cfg['booking']['slot_minutes']} min on {cfg['courts']} courts")
    print(" ".join(day[: int(sys.argv[1]) if len(sys.argv) > 1 else 4]))
