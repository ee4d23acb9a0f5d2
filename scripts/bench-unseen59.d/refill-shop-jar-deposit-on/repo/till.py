"""Till for the refill shop: loose goods are priced per 100g."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# product -> price per 100g
PRICES = {
    "oats": 0.28,
    "red lentils": 0.45,
    "basmati rice": 0.38,
    "washing-up liquid": 0.32,
    "almonds": 1.65,
    "pasta": 0.30,
}


def load_settings(path=None):
    """Read the shop settings from settings.json."""
    with open(path or os.path.join(HERE, "settings.json"), encoding="utf-8") as f:
        return json.load(f)


def line_price(product, grams):
    """Price of one weighed item."""
    return round(PRICES[product] * grams / 100, 2)


def basket_total(items, new_jars=0, own_containers=False, settings=None):
    """Total for a basket of (product, grams) pairs.

    new_jars is how many of our glass jars the customer is taking away.
    """
    cfg = settings if settings is not None else load_settings()
    goods = sum(line_price(p, g) for p, g in items)
    if own_containers:
        goods *= 1 - cfg["bring_own_discount"]
    deposit = new_jars * cfg["jar_deposit"] if cfg["charge_jar_deposit"] else 0.0
    return round(goods + deposit, 2)


def stamp_card_full(stamps, settings=None):
    """True when a loyalty card has earned a free refill."""
    cfg = settings if settings is not None else load_settings()
    return cfg["loyalty_cards"] and stamps >= cfg["stamps_for_free_refill"]
