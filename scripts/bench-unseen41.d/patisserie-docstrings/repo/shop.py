"""Order desk in the shop: takes an order and prints the slip."""

from datetime import date

from orders import cake_price, macaron_price, order_summary


def take_order(name, kind, amount, today=None, tiers=1):
    today = today or date.today()
    if kind == "macarons":
        total = macaron_price(amount)
    else:
        total = cake_price(amount, tiers)
    return order_summary(name, kind, total, today)


if __name__ == "__main__":
    print(take_order("Mrs Okafor", "cake", 20, tiers=2))
