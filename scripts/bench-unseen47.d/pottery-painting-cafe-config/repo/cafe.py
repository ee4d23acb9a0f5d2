"""Prices, tables and collection dates for a paint-your-own pottery cafe."""

import json
from datetime import timedelta
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.json")


def load_settings():
    with open(SETTINGS_FILE) as f:
        return json.load(f)


def visit_price(adults, kids, pieces):
    s = load_settings()
    fee = s["studio_fee_per_person"]
    kid_fee = fee / 2 if s["kids_half_price_studio_fee"] else fee
    return round(adults * fee + kids * kid_fee + pieces * s["firing_fee_per_piece"], 2)


def tables_needed(people):
    per_table = load_settings()["max_people_per_table"]
    return -(-people // per_table)


def collection_date(painted_on):
    s = load_settings()
    ready = painted_on + timedelta(days=s["collection_days_after_painting"])
    while ready.weekday() in s["closed_weekdays"]:
        ready += timedelta(days=1)
    return ready


def receipt(adults, kids, pieces, painted_on):
    s = load_settings()
    total = visit_price(adults, kids, pieces)
    ready = collection_date(painted_on)
    return (f"{s['cafe_name']}: {adults + kids} painters, {pieces} piece(s), "
            f"total {s['currency']}{total:.2f}. Ready to collect from {ready:%a %d %b}.")
