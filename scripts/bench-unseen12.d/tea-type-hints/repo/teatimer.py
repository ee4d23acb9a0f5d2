"""Steeping times and water temperatures for the kettle app."""

BASE_SECONDS = {"green": 120, "black": 240, "oolong": 180, "white": 150, "herbal": 300}
WATER_TEMP_C = {"green": 80, "black": 98, "oolong": 90, "white": 85, "herbal": 100}
STRENGTH_FACTOR = {"light": 0.75, "normal": 1.0, "strong": 1.25}


def steep_seconds(tea, strength="normal"):
    base = BASE_SECONDS[tea.lower()]
    return int(round(base * STRENGTH_FACTOR[strength]))


def water_temp(tea: str) -> int:
    return WATER_TEMP_C[tea.lower()]


def countdown(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"
