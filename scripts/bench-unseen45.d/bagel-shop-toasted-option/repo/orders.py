"""Standing orders for cafes and offices."""

from bagels import order_total

STANDING_ORDERS = {
    "Harbour Cafe": [("plain", 26), ("sesame", 13)],
    "Kite Design Studio": [("everything", 4), ("cinnamon_raisin", 3)],
}


def weekly_invoice(customer, days=5):
    daily = order_total(STANDING_ORDERS[customer], True)
    return round(daily * days, 2)


if __name__ == "__main__":
    for name in STANDING_ORDERS:
        print(f"{name}: £{weekly_invoice(name):.2f} a week")
