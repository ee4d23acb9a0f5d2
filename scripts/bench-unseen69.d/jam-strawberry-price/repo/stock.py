"""Price list for the farm shop's jams and preserves."""

PRICES = {
    ("strawberry", "227g"): 2.95,
    ("strawberry", "340g"): 3.80,
    ("raspberry", "227g"): 3.10,
    ("raspberry", "340g"): 3.80,
    ("blackcurrant", "340g"): 3.80,
    ("damson", "340g"): 4.10,
    ("marmalade", "227g"): 2.75,
    ("marmalade", "454g"): 4.60,
    ("lemon curd", "227g"): 3.25,
}

GIFT_BOX = 3.50          # box and ribbon for three jars
SIX_JAR_DISCOUNT = 0.10  # 10% off when someone buys six or more jars


def jar_price(flavour, size):
    try:
        return PRICES[(flavour, size)]
    except KeyError:
        raise KeyError(f"We don't make {flavour} in {size} jars") from None


def basket_total(basket, gift_boxes=0):
    """basket is a list of (flavour, size, quantity)."""
    jars = sum(qty for _f, _s, qty in basket)
    total = sum(jar_price(f, s) * qty for f, s, qty in basket)
    if jars >= 6:
        total *= 1 - SIX_JAR_DISCOUNT
    total += gift_boxes * GIFT_BOX
    return round(total, 2)


def shelf_labels():
    return [f"{flavour.title()} {size} - £{price:.2f}"
            for (flavour, size), price in PRICES.items()]


if __name__ == "__main__":
    print("\n".join(shelf_labels()))
