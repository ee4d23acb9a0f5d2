"""Vehicles and charges for Dales Community Minibus hire."""

VEHICLES = {
    "8-seater": {"seats": 8, "day_rate": 90.0, "per_mile": 0.55},
    "16-seater": {"seats": 16, "day_rate": 140.0, "per_mile": 0.75},
}
FREE_MILES = 30               # first 30 miles are included in the day rate
DRIVER_RATE = 18.0            # per hour, our volunteer drivers' expenses
MIN_DRIVER_HOURS = 4
GROUP_DISCOUNT = 0.10         # charities/community groups: off vehicle + mileage only
WEEKEND_SUPPLEMENT = 25.0


def pick_vehicle(passengers):
    """Smallest vehicle that fits everyone (the driver isn't counted)."""
    for name, v in sorted(VEHICLES.items(), key=lambda kv: kv[1]["seats"]):
        if passengers <= v["seats"]:
            return name
    raise ValueError("too many passengers for one minibus")


def hire_cost(vehicle, miles, hours, weekend=False, group=False):
    """Total hire charge in pounds."""
    v = VEHICLES[vehicle]
    vehicle_cost = v["day_rate"] + max(0, miles - FREE_MILES) * v["per_mile"]
    if group:
        vehicle_cost *= 1 - GROUP_DISCOUNT
    driver_cost = max(hours, MIN_DRIVER_HOURS) * DRIVER_RATE
    total = vehicle_cost + driver_cost
    if weekend:
        total += WEEKEND_SUPPLEMENT
    return round(total, 2)
