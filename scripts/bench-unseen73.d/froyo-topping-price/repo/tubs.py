"""Frosty's Frozen Yoghurt: pricing a tub at the counter."""

TUB_PRICES = {"small": 3.20, "regular": 4.10, "large": 5.30}

TOPPING_PRICE = 0.60      # each topping (sprinkles, fruit, brownie bits...)
SAUCE_PRICE = 0.60        # each sauce (chocolate, caramel, strawberry)
FREE_TOPPINGS_LARGE = 1   # a large tub comes with one topping free
LOYALTY_STAMPS_FOR_FREE = 8


def tub_price(size, toppings=0, sauces=0):
    if size not in TUB_PRICES:
        raise ValueError(f"No such tub size: {size}")
    if toppings < 0 or sauces < 0:
        raise ValueError("Toppings and sauces can't be negative")
    paid_toppings = toppings
    if size == "large":
        paid_toppings = max(0, toppings - FREE_TOPPINGS_LARGE)
    price = TUB_PRICES[size] + paid_toppings * TOPPING_PRICE + sauces * SAUCE_PRICE
    return round(price, 2)


def order_total(tubs, stamps=0):
    """tubs is a list of (size, toppings, sauces). A full loyalty card
    (8 stamps) makes the cheapest tub free."""
    prices = [tub_price(*tub) for tub in tubs]
    if stamps >= LOYALTY_STAMPS_FOR_FREE and prices:
        prices.remove(min(prices))
    return round(sum(prices), 2)


if __name__ == "__main__":
    order = [("regular", 2, 1), ("small", 1, 0), ("large", 3, 2)]
    print(f"Order total £{order_total(order):.2f}")
