"""Quotes for putting up (and taking down) Christmas lights on houses."""

RATE_PER_METRE = {"warm_white": 4.0, "multicolour": 4.5, "icicle": 6.0}
CALL_OUT = 35.0
TAKEDOWN = 40.0
TALL_HOUSE_EXTRA = 25.0  # three storeys or more needs the long ladder


def install_quote(style, metres, storeys=2, takedown=True):
    if style not in RATE_PER_METRE:
        raise ValueError(f"we don't stock {style} lights")
    price = CALL_OUT + RATE_PER_METRE[style] * metres
    if storeys >= 3:
        price += TALL_HOUSE_EXTRA
    if takedown:
        price += TAKEDOWN
    return round(price, 2)


def metres_for_house(front_width_m, include_roofline=True):
    metres = front_width_m * 2  # around the windows and door
    if include_roofline:
        metres += front_width_m + 2
    return round(metres, 1)
