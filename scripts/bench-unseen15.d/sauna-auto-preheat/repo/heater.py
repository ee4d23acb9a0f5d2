import json
import sys
from datetime import datetime, timedelta


def load(path="sauna.json"):
    with open(path) as fh:
        return json.load(fh)


def heater_on_at(cfg, first_booking):
    """When the heater should switch on, or None if someone has to do it by hand."""
    if not cfg["auto_preheat"]:
        return None
    return first_booking - timedelta(minutes=cfg["preheat_minutes"])


def plan(cfg, first_booking):
    start = heater_on_at(cfg, first_booking)
    if start is None:
        return f"{cfg['name']}: switch the heater on by hand"
    return f"{cfg['name']}: heater on at {start:%H:%M}, {cfg['target_celsius']} C by {first_booking:%H:%M}"


if __name__ == "__main__":
    first = datetime.strptime(sys.argv[1] if len(sys.argv) > 1 else "07:30", "%H:%M")
    print(plan(load(), first))
