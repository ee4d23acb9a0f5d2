"""Numbers for a homebrew batch, from the hydrometer readings."""

ABV_FACTOR = 131.25


def abv(original_gravity, final_gravity):
    """Alcohol by volume in percent."""
    return round((original_gravity + final_gravity) * ABV_FACTOR, 1)


def attenuation(original_gravity, final_gravity):
    """How much of the sugar the yeast fermented, in percent."""
    return round((original_gravity - final_gravity) / (original_gravity - 1) * 100)


def gravity_points(gravity):
    """1.058 -> 58"""
    return round((gravity - 1) * 1000)
