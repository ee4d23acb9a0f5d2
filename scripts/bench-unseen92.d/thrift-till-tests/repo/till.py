"""Till for the charity thrift shop."""

VAT_RATE = 0.20    # only new goods carry VAT; donated goods are zero-rated
TAG_DISCOUNTS = {"yellow": 0.50, "blue": 0.25, "white": 0.0}
GIFT_AID_FROM = 20.00


def item_price(price, tag="white"):
    """Shelf price after the coloured-tag discount."""
    discount = TAG_DISCOUNTS.get(tag, 0.0)
    return round(price * discount, 2)


def line_vat(price, new_goods):
    if new_goods:
        return 0.0
    return round(price * VAT_RATE, 2)


def basket_total(items):
    """items is a list of (price, tag, new_goods). Returns the total with VAT."""
    total = 0.0
    for price, tag, new_goods in items:
        p = item_price(price, tag)
        total += p + line_vat(p, new_goods)
    return round(total, 2)


def gift_aid_note(total):
    if total >= GIFT_AID_FROM:
        return "Ask about Gift Aid"
    return ""
