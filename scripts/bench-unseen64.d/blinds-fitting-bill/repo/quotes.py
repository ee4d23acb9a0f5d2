"""Made-to-measure blinds: working out a customer's bill."""

RATE_PER_SQ_METRE = {
    "roller": 38.00,
    "roman": 65.00,
    "venetian": 45.00,
    "vertical": 42.00,
}
MINIMUM_PER_BLIND = 35.00
BLACKOUT_EXTRA = 0.15
FITTING_PER_BLIND = 15.00
POSTAGE = 8.50


def blind_price(style, width_cm, drop_cm, blackout=False):
    if style not in RATE_PER_SQ_METRE:
        raise ValueError(f"We don't make {style} blinds")
    area = (width_cm / 100) * (drop_cm / 100)
    price = area * RATE_PER_SQ_METRE[style]
    if blackout:
        price *= 1 + BLACKOUT_EXTRA
    return round(max(price, MINIMUM_PER_BLIND), 2)


def order_total(blinds, fitted=True):
    total = 0.0
    for blind in blinds:
        total += blind_price(**blind)
        if fitted:
            total += FITTING_PER_BLIND * len(blinds)
    if not fitted:
        total += POSTAGE
    return round(total, 2)


def print_bill(customer, blinds, fitted=True):
    print(f"Blinds for {customer}")
    for blind in blinds:
        extra = " blackout" if blind.get("blackout") else ""
        print(f"  {blind['style']}{extra} {blind['width_cm']} x {blind['drop_cm']}cm"
              f"  £{blind_price(**blind):.2f}")
    print("  Fitted by us" if fitted else "  Posted out")
    print(f"  Total £{order_total(blinds, fitted):.2f}")


if __name__ == "__main__":
    print_bill("Mrs Okafor", [
        {"style": "roller", "width_cm": 90, "drop_cm": 120},
        {"style": "roller", "width_cm": 60, "drop_cm": 100},
    ])
