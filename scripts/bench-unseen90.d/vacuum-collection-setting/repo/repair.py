"""Repair quotes for Dustbusters Vacuum Repairs."""

import json
import os

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load_settings(path=SETTINGS_FILE):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def repair_quote(hours, parts_cost=0.0, collection=False, settings=None):
    """Quote for a repair, including VAT."""
    s = settings if settings is not None else load_settings()
    if hours < 0 or parts_cost < 0:
        raise ValueError("hours and parts must not be negative")
    net = s["diagnostic_fee"] + hours * s["labour_rate_per_hour"] + parts_cost
    if collection:
        if not s["collection_service"]:
            raise ValueError("we don't offer collection at the moment")
        net += s["collection_fee"]
    return round(net * (1 + s["vat_rate"]), 2)


def quote_text(customer, hours, parts_cost=0.0, collection=False):
    s = load_settings()
    total = repair_quote(hours, parts_cost, collection, s)
    lines = ["%s - repair quote" % s["shop_name"], "Customer: %s" % customer]
    if collection:
        lines.append("Collection from your home included")
    lines.append("Total inc. VAT: £%.2f" % total)
    lines.append("Repairs guaranteed for %d days" % s["warranty_days"])
    return "\n".join(lines)
