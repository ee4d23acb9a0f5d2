"""Daily schedule for the grow tent mister, fan and lights."""

import json
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.json")


def load_settings(path=SETTINGS_FILE):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def run_times(interval_minutes, start_hour=0, end_hour=24):
    times = []
    minute = start_hour * 60
    while minute < end_hour * 60:
        times.append(f"{minute // 60:02d}:{minute % 60:02d}")
        minute += interval_minutes
    return times


def daily_plan(settings):
    return {
        "mist": run_times(settings["mist_interval_minutes"]),
        "fan": run_times(settings["fan_interval_minutes"]),
        "lights": (f"{settings['lights_on_hour']:02d}:00",
                   f"{settings['lights_off_hour']:02d}:00"),
    }


if __name__ == "__main__":
    settings = load_settings()
    plan = daily_plan(settings)
    print(f"{settings['tent_name']} - aim for {settings['target_humidity_percent']}% humidity")
    print(f"Mister runs {len(plan['mist'])} times a day for "
          f"{settings['mist_duration_seconds']}s, first few: {plan['mist'][:4]}")
    print(f"Fan runs {len(plan['fan'])} times a day")
    print(f"Lights on {plan['lights'][0]}, off {plan['lights'][1]}")
