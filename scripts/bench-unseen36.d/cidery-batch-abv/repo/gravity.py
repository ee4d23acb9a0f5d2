"""Helpers for hydrometer readings."""


def parse_reading(text):
    """Turn a written gravity reading into a specific gravity.

    Readings are written either in full ("1.048"), in points ("1048")
    or in short form ("48", meaning 1.048).
    """
    value = float(text.strip())
    if value < 2:
        return value
    if value < 200:
        return 1 + value / 100
    return value / 1000


def abv(original_gravity, final_gravity):
    """Standard homebrew formula: ABV = (OG - FG) * 131.25."""
    return round((original_gravity - final_gravity) * 131.25, 1)
