from menu import EXTRAS, SIDES, WRAPS

STAMP_CARD_DISCOUNT = 0.10


def line_total(wrap, quantity=1, extras=()):
    if wrap not in WRAPS:
        raise ValueError(f"we don't do a {wrap} wrap")
    price = WRAPS[wrap] * quantity
    for extra in extras:
        price += EXTRAS[extra]
    return round(price, 2)


def sides_total(sides=()):
    return round(sum(SIDES[side] for side in sides), 2)


def order_total(lines, sides=(), stamp_card=False):
    total = sum(line_total(wrap, qty, extras) for wrap, qty, extras in lines)
    total += sides_total(sides)
    if stamp_card:
        total *= 1 - STAMP_CARD_DISCOUNT
    return round(total, 2)


def receipt(lines, sides=(), stamp_card=False):
    out = ["THE GOLDEN CHICKPEA", "-" * 32]
    for wrap, qty, extras in lines:
        name = f"{qty} x {wrap}"
        out.append(f"{name:<24}{line_total(wrap, qty, extras):>8.2f}")
        for extra in extras:
            out.append(f"   + {extra}")
    for side in sides:
        out.append(f"{side:<24}{SIDES[side]:>8.2f}")
    if stamp_card:
        out.append("Stamp card: 10% off")
    out.append("-" * 32)
    out.append(f"{'TOTAL':<24}{order_total(lines, sides, stamp_card):>8.2f}")
    return "\n".join(out)


if __name__ == "__main__":
    print(receipt([("halloumi", 2, ["hummus"]), ("falafel", 1, [])], ["chips"]))
