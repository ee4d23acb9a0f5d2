"""Baker's math for sourdough loaves."""

SALT_PERCENT = 2.0


def hydration(flour_g, water_g, starter_g=0):
    if flour_g <= 0:
        raise ValueError("flour must be a positive weight")
    # a 100% starter is half flour, half water
    flour = flour_g + starter_g / 2
    water = water_g + starter_g / 2
    return round(water / flour * 100, 1)


def salt_for(flour_g):
    """Grams of salt for the given flour weight."""
    return round(flour_g * SALT_PERCENT / 100, 1)


def water_for(flour_g, target_hydration, starter_g=0):
    """Grams of water to add to reach the target hydration percentage."""
    flour = flour_g + starter_g / 2
    return round(flour * target_hydration / 100 - starter_g / 2, 1)
