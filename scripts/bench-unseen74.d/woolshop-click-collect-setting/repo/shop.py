"""Checkout options for the wool shop, driven by shop.toml."""

import os
import tomllib

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "shop.toml")


def load_settings(path=SETTINGS_FILE):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def delivery_options(basket_total, settings=None):
    """Return (name, price) pairs the customer can choose at checkout."""
    settings = settings or load_settings()
    delivery = settings["delivery"]
    post = 0.0 if basket_total >= delivery["free_post_over"] else delivery["standard_post"]
    options = [("Standard post", post), ("Next day", delivery["next_day"])]
    if delivery["click_and_collect"]:
        hours = delivery["collect_after_hours"]
        options.append((f"Collect from the shop (ready in {hours} hours)", 0.0))
    return options


def checkout_text(basket_total):
    lines = [f"Basket: £{basket_total:.2f}"]
    for name, price in delivery_options(basket_total):
        lines.append(f"  {name}: £{price:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(checkout_text(30.00))
