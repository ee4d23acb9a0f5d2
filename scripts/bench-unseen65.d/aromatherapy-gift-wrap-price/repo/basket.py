"""Working out a basket total and printing the order summary."""
from settings import FREE_POSTAGE_OVER, GIFT_WRAP_PER_ITEM, POSTAGE, PRODUCTS


def basket_total(items, gift_wrap=False):
    """items is a list of (product name, quantity) pairs."""
    goods = 0.0
    count = 0
    for name, qty in items:
        if name not in PRODUCTS:
            raise KeyError(f"Unknown product: {name}")
        goods += PRODUCTS[name] * qty
        count += qty
    wrapping = GIFT_WRAP_PER_ITEM * count if gift_wrap else 0.0
    postage = 0.0 if goods >= FREE_POSTAGE_OVER else POSTAGE
    return {
        "goods": round(goods, 2),
        "wrapping": round(wrapping, 2),
        "postage": round(postage, 2),
        "total": round(goods + wrapping + postage, 2),
    }


def order_summary(items, gift_wrap=False):
    t = basket_total(items, gift_wrap)
    lines = [f"{qty} x {name}" for name, qty in items]
    if gift_wrap:
        lines.append(f"Gift wrapping: £{t['wrapping']:.2f}")
    lines.append("Postage: free" if t["postage"] == 0 else f"Postage: £{t['postage']:.2f}")
    lines.append(f"Total: £{t['total']:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(order_summary([("lavender oil 10ml", 2), ("reed diffuser", 1)], gift_wrap=True))
