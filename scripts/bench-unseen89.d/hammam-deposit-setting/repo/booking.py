"""Session bookings for Hollybank Hammam."""

import json
import os

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load_settings():
    with open(SETTINGS_FILE, encoding="utf-8") as f:
        return json.load(f)


def session_total(guests, robes=0, settings=None):
    s = settings or load_settings()
    if guests < 1 or guests > s["max_guests_per_session"]:
        raise ValueError("between 1 and %d guests per session" % s["max_guests_per_session"])
    return round(guests * s["price_per_guest"] + robes * s["robe_hire"], 2)


def deposit_due(total, settings=None):
    s = settings or load_settings()
    if not s["require_deposit"]:
        return 0.0
    return round(total * s["deposit_percent"] / 100, 2)


def booking_summary(name, guests, robes=0):
    s = load_settings()
    total = session_total(guests, robes, s)
    deposit = deposit_due(total, s)
    lines = ["%s - booking for %s" % (s["business_name"], name),
             "Guests: %d, robes: %d" % (guests, robes),
             "Total: %s%.2f" % (s["currency_symbol"], total)]
    if deposit:
        lines.append("Deposit to pay now: %s%.2f" % (s["currency_symbol"], deposit))
    else:
        lines.append("Nothing to pay until you arrive")
    return "\n".join(lines)
