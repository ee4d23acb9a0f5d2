"""Cycle times and prices for the laundrette's machines (from laundry.json)."""
import json
import sys
from datetime import datetime, timedelta
from pathlib import Path

CONFIG = Path(__file__).with_name("laundry.json")


def load(path=CONFIG):
    with open(path) as f:
        return json.load(f)


def ready_at(cfg, machine, start):
    """Clock time ("HH:MM") when a cycle started at `start` finishes."""
    begin = datetime.strptime(start, "%H:%M")
    return (begin + timedelta(minutes=cfg[machine]["cycle_minutes"])).strftime("%H:%M")


def last_start(cfg, machine):
    """Latest start time that still finishes before closing."""
    close = datetime.strptime(cfg["opening_hours"]["close"], "%H:%M")
    return (close - timedelta(minutes=cfg[machine]["cycle_minutes"])).strftime("%H:%M")


if __name__ == "__main__":
    cfg = load()
    machine, start = sys.argv[1], sys.argv[2]
    print(f"{machine} started {start} ready at {ready_at(cfg, machine, start)} "
          f"({cfg[machine]['price']:.2f} {cfg['currency']}); last start {last_start(cfg, machine)}")
