"""Oven temperatures for recipes from American and British cookbooks."""

GAS_MARKS = {1: 140, 2: 150, 3: 170, 4: 180, 5: 190, 6: 200, 7: 220, 8: 230, 9: 240}


def fahrenheit_to_celsius(f):
    return round(f - 32 * 5 / 9)


def celsius_to_fahrenheit(c):
    return round(c * 9 / 5 + 32)


def gas_mark_to_celsius(mark):
    if mark not in GAS_MARKS:
        raise ValueError(f"no such gas mark: {mark}")
    return GAS_MARKS[mark]


def fan_oven(c):
    """Fan ovens run hotter: use 20 degrees less."""
    return c - 20


def describe(f):
    c = fahrenheit_to_celsius(f)
    return f"{f}°F = {c}°C ({fan_oven(c)}°C fan)"
