"""Till for the Harbourside Works canteen."""

from menu import get_price, is_drink

SOUP_AND_DRINK = 3.00      # soup with a hot drink, before any staff discount


def order_total(items, staff=False):
    total = sum(get_price(item, staff) for item in items)
    if "soup" in items and any(is_drink(i) for i in items):
        soup = get_price("soup", staff)
        drink = max(get_price(i, staff) for i in items if is_drink(i))
        deal = SOUP_AND_DRINK * (0.8 if staff else 1)
        total -= soup + drink - deal
    return round(total, 2)


def till_receipt(items, staff=False):
    lines = ["Harbourside Works Canteen"]
    for item in items:
        lines.append("%s: £%.2f" % (item.capitalize(), get_price(item, staff)))
    if staff:
        lines.append("Staff discount applied")
    lines.append("Total: £%.2f" % order_total(items, staff))
    return "\n".join(lines)
