"""Work out what to charge for a babysitting evening."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=os.path.join(HERE, "settings.json")):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def round_hours(hours, step):
    return -(-hours // step) * step


def charge(hours_before_midnight, hours_after_midnight, children, settings=None):
    s = settings or load_settings()
    before = round_hours(hours_before_midnight, s["round_to_nearest"])
    after = round_hours(hours_after_midnight, s["round_to_nearest"])
    total_hours = before + after
    if total_hours < s["minimum_hours"]:
        before += s["minimum_hours"] - total_hours
        total_hours = s["minimum_hours"]
    cost = before * s["hourly_rate"] + after * s["after_midnight_rate"]
    extra_children = max(0, children - s["children_included"])
    cost += extra_children * s["extra_child_rate"] * total_hours
    return round(cost, 2)


def summary(before, after, children):
    s = load_settings()
    return f"{children} child(ren), {before + after}h: {s['currency_symbol']}{charge(before, after, children, s):.2f}"


if __name__ == "__main__":
    print(summary(4, 1, 3))
