"""Maintenance helpers for the living-room aquarium."""

LITRES_PER_GALLON = 3.785
MAX_CHANGE_PERCENT = 50
CONDITIONER_ML_PER_10_LITRES = 1.0


def gallons_to_litres(gallons):
    return gallons * LITRES_PER_GALLON


def conditioner_ml(litres):
    """Water conditioner needed for `litres` of fresh tap water."""
    return round(litres / 10 * CONDITIONER_ML_PER_10_LITRES, 1)


def plan_water_changes(tank_litres, percent, weeks, start_week=1):
    if tank_litres <= 0:
        raise ValueError("tank volume must be positive")
    if not 0 < percent <= MAX_CHANGE_PERCENT:
        raise ValueError(f"change between 1 and {MAX_CHANGE_PERCENT}% at a time")
    litres = round(tank_litres * percent / 100, 1)
    plan = []
    for week in range(start_week, start_week + weeks):
        plan.append((week, litres, conditioner_ml(litres)))
    return plan
