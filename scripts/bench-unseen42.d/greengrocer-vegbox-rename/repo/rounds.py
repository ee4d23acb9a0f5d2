"""Thursday delivery round."""

from boxes import Box

DELIVERY_CHARGE = 1.50
FREE_DELIVERY_FROM = 20.00


def delivery_charge(box):
    return 0.0 if box.price() >= FREE_DELIVERY_FROM else DELIVERY_CHARGE


def round_sheet(orders):
    boxes = [Box(name, size, organic) for name, size, organic in orders]
    lines = [f"{b.label()} - £{b.price() + delivery_charge(b):.2f}" for b in boxes]
    total = sum(b.price() + delivery_charge(b) for b in boxes)
    lines.append(f"Round total: £{total:.2f}")
    return lines
