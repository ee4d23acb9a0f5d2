"""Order totals for the futon shop."""

FRAME_PRICES = {"single": 149.0, "double": 229.0, "king": 289.0}
MATTRESS_PRICES = {"single": 89.0, "double": 129.0, "king": 159.0}
DELIVERY = {"local": 20.0, "regional": 35.0, "national": 55.0}
FREE_DELIVERY_OVER = 400.0   # goods total at or above this ships free
BUNDLE_DISCOUNT = 0.05       # frame + mattress of the same size


def goods_total(frames, mattresses):
    """frames and mattresses are lists of sizes, e.g. ["double", "single"]."""
    total = 0.0
    for size in frames:
        total += FRAME_PRICES[size]
    for size in mattresses:
        total += MATTRESS_PRICES[size]
    leftover = list(mattresses)
    for size in frames:
        if size in leftover:
            leftover.remove(size)
            total -= (FRAME_PRICES[size] + MATTRESS_PRICES[size]) * BUNDLE_DISCOUNT
    return total


def order_total(frames, mattresses, zone="local"):
    if zone not in DELIVERY:
        raise ValueError(f"we don't deliver to zone {zone}")
    if not frames and not mattresses:
        raise ValueError("empty order")
    goods = goods_total(frames, mattresses)
    delivery = 0.0 if goods >= FREE_DELIVERY_OVER else DELIVERY[zone]
    return round(goods + delivery, 2)
