"""Quick till helpers used at the counter."""

from fudge import gift_box_price, price_for_weight


def receipt(items):
    lines = []
    for flavour, grams in items:
        lines.append(f"{flavour.replace('_', ' ')} {grams}g  £{price_for_weight(flavour, grams):.2f}")
    total = sum(price_for_weight(flavour, grams) for flavour, grams in items)
    lines.append(f"TOTAL  £{total:.2f}")
    return lines


def gift_box_line(flavours, box="small"):
    return f"{box} gift box ({', '.join(flavours)})  £{gift_box_price(flavours, 100, box):.2f}"
