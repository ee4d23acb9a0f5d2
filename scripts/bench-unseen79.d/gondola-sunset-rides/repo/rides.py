"""Gondola rides on the lake: departures and fares."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=None):
    with open(path or os.path.join(HERE, "settings.json"), encoding="utf-8") as f:
        return json.load(f)


def departure_times(settings=None):
    s = settings or load_settings()
    times = list(s["day_departures"])
    if s["sunset_rides_enabled"]:
        times.append(s["sunset_departure"])
    return times


def fare(passengers, departure, prosecco=False, settings=None):
    s = settings or load_settings()
    if passengers < 1 or passengers > s["max_passengers"]:
        raise ValueError("a gondola takes 1 to %d passengers" % s["max_passengers"])
    if departure not in departure_times(s):
        raise ValueError("no ride departs at %s" % departure)
    price = s["boat_price"]
    extra = max(0, passengers - s["included_passengers"])
    price += extra * s["extra_passenger"]
    if departure == s["sunset_departure"]:
        price += s["sunset_surcharge"]
    if prosecco:
        price += s["prosecco_price"]
    return round(price, 2)
