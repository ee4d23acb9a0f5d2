"""Holiday quotes for Wanderwell Travel."""

import os
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings():
    with open(os.path.join(HERE, "settings.toml"), "rb") as f:
        return tomllib.load(f)


def card_surcharge(amount, settings):
    fees = settings["fees"]
    if not fees["card_surcharge_enabled"]:
        return 0.0
    return round(amount * fees["card_surcharge_percent"] / 100, 2)


def holiday_total(price_per_person, travellers, pay_by_card=False):
    settings = load_settings()
    if travellers < 1:
        raise ValueError("at least one traveller is needed")
    amount = price_per_person * travellers + settings["fees"]["booking_fee"]
    if pay_by_card:
        amount += card_surcharge(amount, settings)
    return round(amount, 2)


def deposit_due(total):
    percent = load_settings()["fees"]["deposit_percent"]
    return round(total * percent / 100, 2)
