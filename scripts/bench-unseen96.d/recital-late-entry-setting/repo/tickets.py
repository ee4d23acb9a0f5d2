"""Ticket sales and door rules for the recital series."""

import json
import os

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load_settings():
    with open(SETTINGS_FILE, encoding="utf-8") as f:
        return json.load(f)


def order_total(full_price, concessions=0):
    s = load_settings()
    count = full_price + concessions
    if count < 1:
        raise ValueError("an order needs at least one ticket")
    if count > s["max_tickets_per_order"]:
        raise ValueError("too many tickets in one order")
    total = full_price * s["ticket_price"] + concessions * s["concession_price"]
    return round(total + s["booking_fee"], 2)


def can_enter(minutes_after_start):
    """May someone arriving this many minutes after the start come in?"""
    s = load_settings()
    if minutes_after_start <= 0:
        return True
    if not s["allow_late_entry"]:
        return False
    return minutes_after_start <= s["late_entry_cutoff_minutes"]
