"""Front-desk helper for checkout times and extras."""
import json
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.json")


def load_settings(path=SETTINGS_FILE):
    with open(path) as handle:
        return json.load(handle)


def checkout_options(settings):
    options = [(settings["checkout_time"], 0)]
    if settings.get("late_checkout_enabled", False):
        options.append((settings["late_checkout_time"], settings["late_checkout_fee"]))
    return options


def describe_options(settings):
    lines = []
    for time, fee in checkout_options(settings):
        if fee:
            lines.append(f"Check out by {time} for {fee} {settings['currency']}")
        else:
            lines.append(f"Check out by {time} (free)")
    return "\n".join(lines)


if __name__ == "__main__":
    print(describe_options(load_settings()))
