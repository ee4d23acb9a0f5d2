"""Track the level of the garden water tank."""

from harvest import litres_collected

TANK_CAPACITY_L = 1000


def fill(level, roof_m2, rain_mm):
    """New tank level after a shower; anything over capacity overflows."""
    return min(level + litres_collected(roof_m2, rain_mm), TANK_CAPACITY_L)


if __name__ == "__main__":
    level = 200
    for rain in [5, 12.5, 40]:
        level = fill(level, 25, rain)
        print(f"after {rain} mm: {level} L")
