"""Online orders for tapestry kits."""

from kits import calc_kit, describe

POSTAGE = 3.95
FREE_POSTAGE_FROM = 60.00


def order_total(kits):
    subtotal = sum(calc_kit(**kit) for kit in kits)
    if subtotal < FREE_POSTAGE_FROM:
        subtotal += POSTAGE
    return round(subtotal, 2)


def packing_slip(customer, kits):
    lines = [f"Order for {customer}"]
    for kit in kits:
        lines.append("  " + describe(**kit))
    lines.append(f"  Total to pay: £{order_total(kits):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(packing_slip("Mrs Hughes", [
        {"width_cm": 30, "height_cm": 30, "colours": 12},
        {"width_cm": 40, "height_cm": 50, "colours": 8, "printed_canvas": True},
    ]))
