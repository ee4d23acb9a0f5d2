"""Quotes for thatching jobs."""

REED_PER_M2 = 42.0      # water reed, laid
STRAW_PER_M2 = 36.0     # long straw, laid
RIDGE_PER_M = 55.0
SCAFFOLD_FLAT = 380.0
BIG_ROOF_M2 = 120       # roofs this size or bigger get the big roof discount
BIG_ROOF_DISCOUNT = 0.08
STEEP_PITCH = 50        # degrees
STEEP_SURCHARGE = 0.12


def material_rate(material):
    if material == "reed":
        return REED_PER_M2
    if material == "straw":
        return STRAW_PER_M2
    raise ValueError(f"unknown thatch material: {material}")


def roof_cost(area_m2, material, pitch_deg=45):
    cost = area_m2 * material_rate(material)
    if pitch_deg > STEEP_PITCH:
        cost *= 1 + STEEP_SURCHARGE
    if area_m2 < BIG_ROOF_M2:
        cost *= 1 - BIG_ROOF_DISCOUNT
    return round(cost, 2)


def quote(area_m2, ridge_m, material="reed", pitch_deg=45):
    total = roof_cost(area_m2, material, pitch_deg) + ridge_m * RIDGE_PER_M + SCAFFOLD_FLAT
    return round(total, 2)


def weeks_on_site(area_m2, crew=2):
    # a thatcher lays roughly 10 m2 a week
    weeks = area_m2 / (10 * crew)
    return max(1, round(weeks + 0.49))
