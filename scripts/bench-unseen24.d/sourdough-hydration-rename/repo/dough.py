"""Baker's percentages for the sourdough bakes at Corner Crust."""

SALT_PERCENT = 2.0
STARTER_PERCENT = 20.0


def water_ratio(flour_g, water_g):
    """Water as a percentage of flour weight (the dough's hydration)."""
    if flour_g <= 0:
        raise ValueError("flour weight must be positive")
    return round(100 * water_g / flour_g, 1)


def salt_grams(flour_g):
    return round(flour_g * SALT_PERCENT / 100, 1)


def starter_grams(flour_g):
    return round(flour_g * STARTER_PERCENT / 100)


def water_for(flour_g, target_percent):
    """Grams of water to reach a target hydration."""
    return round(flour_g * target_percent / 100)
