import json
import os
from datetime import date, datetime, timedelta

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load_settings(path=SETTINGS_FILE):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def slot_times(settings):
    start = datetime(2000, 1, 1, settings["opening_hour"])
    end = datetime(2000, 1, 1, settings["closing_hour"])
    step = timedelta(minutes=settings["slot_minutes"])
    times = []
    while start + step <= end:
        times.append(start.strftime("%H:%M"))
        start += step
    return times


def daily_capacity(settings):
    return len(slot_times(settings)) * settings["visitors_per_slot"]


def spaces_left(settings, booked):
    return {t: settings["visitors_per_slot"] - booked.get(t, 0) for t in slot_times(settings)}


def ticket_price(settings, ages):
    total = 0.0
    for age in ages:
        if age < settings["free_under_age"]:
            continue
        total += settings["child_ticket"] if age < 16 else settings["adult_ticket"]
    return round(total, 2)


def is_open(settings, day):
    return date.fromisoformat(settings["season_start"]) <= day <= date.fromisoformat(settings["season_end"])


if __name__ == "__main__":
    s = load_settings()
    print(f"{s['farm_name']}: {len(slot_times(s))} slots a day, {daily_capacity(s)} visitors max")
    print("Family of 2 adults, kids aged 7 and 2:", ticket_price(s, [40, 38, 7, 2]))
    print("Saturday spaces:", spaces_left(s, {"10:00": 25, "10:30": 18}))
