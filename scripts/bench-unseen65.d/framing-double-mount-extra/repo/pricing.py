"""Picture framing prices."""

MOULDING_PER_METRE = {
    "oak": 24.00,
    "black": 16.00,
    "white": 16.00,
    "gilt": 38.00,
}
GLASS_PER_SQ_METRE = 40.00
ANTI_GLARE_EXTRA = 8.00      # per frame


def base_price(frame):
    """Moulding round the edge plus plain glass."""
    if frame["moulding"] not in MOULDING_PER_METRE:
        raise ValueError(f"We don't stock {frame['moulding']} moulding")
    width_m = frame["width_cm"] / 100
    height_m = frame["height_cm"] / 100
    moulding = 2 * (width_m + height_m) * MOULDING_PER_METRE[frame["moulding"]]
    glass = width_m * height_m * GLASS_PER_SQ_METRE
    return round(moulding + glass, 2)


def frame_price(frame):
    """Full price of one frame including any extras the customer chose."""
    price = base_price(frame)
    if frame.get("anti_glare"):
        price += ANTI_GLARE_EXTRA
    return round(price, 2)


def order_total(frames):
    return round(sum(frame_price(f) for f in frames), 2)
