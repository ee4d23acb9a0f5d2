"""Quotes for the picture framing counter."""

MOULDINGS = {"oak": 18.50, "black": 12.00, "gilt": 27.50}  # price per metre
GLASS = {"standard": 0.012, "non-glare": 0.02, "museum": 0.045}  # price per square cm
MOUNT_PRICE = 9.50
MOUNT_BORDER_CM = 5


def parse_size(text):
    width, height = text.lower().replace(" ", "").replace("cm", "").split("x")
    return float(width), float(height)


def moulding_metres(width_cm, height_cm, moulding_width_cm=3.0):
    # corners are mitred, so each corner uses an extra moulding width
    perimeter = 2 * (width_cm + height_cm) + 8 * moulding_width_cm
    return round(perimeter / 100, 2)


def glass_cost(width_cm, height_cm, glass="standard"):
    return round(width_cm * height_cm * GLASS[glass], 2)


def quote(size, moulding, glass="standard", mount=True):
    width, height = parse_size(size)
    if mount:
        width += 2 * MOUNT_BORDER_CM
        height += 2 * MOUNT_BORDER_CM
    lines = {
        "moulding": round(moulding_metres(width, height) * MOULDINGS[moulding], 2),
        "glass": glass_cost(width, height, glass),
        "mount": MOUNT_PRICE if mount else 0.0,
    }
    lines["total"] = round(sum(lines.values()), 2)
    return lines


def describe(quote_lines, customer):
    return (f"Quote for {customer}: £{quote_lines['total']:.2f} "
            f"(frame £{quote_lines['moulding']:.2f}, glass £{quote_lines['glass']:.2f})")
