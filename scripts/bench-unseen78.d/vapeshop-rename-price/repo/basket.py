"""Till basket for the vape shop."""

from pricing import calc_liquid_price, coil_price


def item_price(item):
    if item["kind"] == "liquid":
        return calc_liquid_price(item["bottles"], item["strength"])
    if item["kind"] == "coil":
        return coil_price(item["packs"])
    raise ValueError("unknown item kind: %s" % item["kind"])


def basket_total(items):
    return round(sum(item_price(item) for item in items), 2)


def receipt_lines(items):
    lines = []
    for item in items:
        if item["kind"] == "liquid":
            label = "%d x 10ml %dmg" % (item["bottles"], item["strength"])
            price = calc_liquid_price(item["bottles"], item["strength"])
        else:
            label = "%d x coil pack" % item["packs"]
            price = coil_price(item["packs"])
        lines.append("%-20s £%.2f" % (label, price))
    lines.append("%-20s £%.2f" % ("TOTAL", basket_total(items)))
    return lines
