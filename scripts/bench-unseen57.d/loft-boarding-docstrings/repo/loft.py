"""Loft boarding and insulation quotes."""

BOARD_PER_M2 = 22.00            # 18mm chipboard, supplied and fixed
RAISED_PER_M2 = 9.00            # loft legs so the insulation isn't squashed
INSULATION_PER_M2 = {100: 6.50, 200: 9.50, 270: 12.00}   # mm of wool
LADDERS = {"aluminium": 165.00, "timber": 240.00}
LIGHT = 75.00
MIN_JOB = 300.00


def boarded_area(length_m, width_m, eaves_gap_m=0.6):
    usable = max(0.0, width_m - 2 * eaves_gap_m)
    return round(length_m * usable, 2)


def boarding_price(m2, raised=True):
    rate = BOARD_PER_M2 + (RAISED_PER_M2 if raised else 0)
    return round(m2 * rate, 2)


def insulation_price(m2, depth_mm):
    if depth_mm not in INSULATION_PER_M2:
        raise ValueError(f"We fit {sorted(INSULATION_PER_M2)} mm only.")
    return round(m2 * INSULATION_PER_M2[depth_mm], 2)


def loft_quote(length_m, width_m, raised=True, insulation_mm=None, ladder=None, light=False):
    """Everything together, never less than our minimum job."""
    area = boarded_area(length_m, width_m)
    total = boarding_price(area, raised)
    if insulation_mm:
        total += insulation_price(length_m * width_m, insulation_mm)
    if ladder:
        total += LADDERS[ladder]
    if light:
        total += LIGHT
    return round(max(total, MIN_JOB), 2)


if __name__ == "__main__":
    print(loft_quote(8, 6, insulation_mm=270, ladder="aluminium", light=True))
