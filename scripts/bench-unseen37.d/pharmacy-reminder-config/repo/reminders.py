"""Text reminders for prescription pick-up slots."""
import json
from datetime import datetime, timedelta
from pathlib import Path

CONFIG_PATH = Path(__file__).with_name("config.json")


def load_config(path=CONFIG_PATH):
    with open(path) as handle:
        return json.load(handle)


def in_quiet_hours(moment, config):
    quiet = config["quiet_hours"]
    return moment.hour >= quiet["start"] or moment.hour < quiet["end"]


def reminder_time(slot, config):
    """When to text a customer about a pick-up slot (None = don't text)."""
    if not config["sms_enabled"]:
        return None
    when = slot - timedelta(minutes=config.get("reminder_minutes_before", 30))
    if in_quiet_hours(when, config):
        return None
    return when


def reminder_text(name, slot, config):
    return (f"{config['sender_name']}: Hi {name}, your prescription is ready "
            f"to collect at {slot:%H:%M} today.")


if __name__ == "__main__":
    cfg = load_config()
    slot = datetime(2024, 6, 3, 14, 0)
    print(reminder_time(slot, cfg), reminder_text("Alex", slot, cfg))
