"""Quotes for painting a room - Brushstroke Decorators."""

COVERAGE_M2_PER_LITRE = 12
TIN_LITRES = 2.5
TIN_PRICE = {"standard": 18.50, "premium": 29.00}
LABOUR_PER_M2_PER_COAT = 3.20
DOOR_M2 = 1.9
WINDOW_M2 = 1.5


def wall_area(length_m, width_m, height_m, doors=1, windows=1):
    """Paintable wall area in square metres."""
    walls = 2 * (length_m + width_m) * height_m
    area = walls - doors * DOOR_M2 - windows * WINDOW_M2
    return round(max(area, 0), 2)


def tins_needed(area_m2, coats=2):
    litres = area_m2 * coats / COVERAGE_M2_PER_LITRE
    return int(litres / TIN_LITRES)


def room_quote(length_m, width_m, height_m, doors=1, windows=1, coats=2, paint="standard"):
    area = wall_area(length_m, width_m, height_m, doors, windows)
    tins = tins_needed(area, coats)
    materials = tins * TIN_PRICE[paint]
    labour = area * coats * LABOUR_PER_M2_PER_COAT
    return {
        "area": area,
        "tins": tins,
        "materials": round(materials, 2),
        "labour": round(labour, 2),
        "total": round(materials + labour, 2),
    }
