"""Home coffee roasting: beans lose water weight as they roast."""

LOSS = {"light": 0.12, "medium": 0.15, "dark": 0.18}   # fraction of weight lost
DRUM_CAPACITY_G = 500


def shrink_weight(green_g, level):
    """Grams of roasted coffee you get from green_g grams of green beans."""
    if green_g < 0:
        raise ValueError("weight cannot be negative")
    if level not in LOSS:
        raise ValueError(f"unknown roast level: {level}")
    return round(green_g * (1 - LOSS[level]))


def green_for(roasted_g, level):
    """Green beans needed to end up with roasted_g grams after roasting."""
    return round(roasted_g / (1 - LOSS[level]))
