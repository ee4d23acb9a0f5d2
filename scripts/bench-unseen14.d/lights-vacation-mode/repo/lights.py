"""Works out which lights should be on, from lights.json."""
import json
import random
import sys
from pathlib import Path

CONFIG = Path(__file__).with_name("lights.json")


def load(path=CONFIG):
    with open(path) as f:
        return json.load(f)


def schedule(cfg, day=0):
    """{room: (on, off)}; in vacation mode times shift a little each day so the house looks lived in."""
    plan = {}
    shuffle = random.Random(day)
    for room, times in cfg["rooms"].items():
        on, off = times["on"], times["off"]
        if cfg["vacation_mode"]:
            on = on[:3] + f"{shuffle.randrange(0, 6) * 10:02d}"
        plan[room] = (on, off)
    return plan


def mode(cfg):
    return "vacation" if cfg["vacation_mode"] else "normal"


if __name__ == "__main__":
    cfg = load()
    print(f"{cfg['home']}: {mode(cfg)} mode")
    for room, (on, off) in schedule(cfg, int(sys.argv[1]) if len(sys.argv) > 1 else 0).items():
        print(f"  {room}: {on}-{off}")
