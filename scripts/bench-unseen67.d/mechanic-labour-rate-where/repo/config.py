"""Loads the workshop settings, with fall-back values if a setting is missing."""

import os
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))

DEFAULT_LABOUR_RATE = 60.0
DEFAULT_PARTS_MARKUP = 0.25
VAT_RATE = 0.20


def load():
    with open(os.path.join(HERE, "workshop.toml"), "rb") as fh:
        settings = tomllib.load(fh)
    labour = settings.get("labour", {})
    parts = settings.get("parts", {})
    return {
        "labour_rate": labour.get("hourly_rate", DEFAULT_LABOUR_RATE),
        "minimum_hours": labour.get("minimum_hours", 1.0),
        "diagnostic_fee": labour.get("diagnostic_fee", 40.0),
        "parts_markup": parts.get("markup", DEFAULT_PARTS_MARKUP),
        "vat_rate": VAT_RATE,
    }
