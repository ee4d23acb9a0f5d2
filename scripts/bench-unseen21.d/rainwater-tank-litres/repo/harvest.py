"""Rainwater harvesting: how much water the roof sends to the tank."""

RUNOFF_EFFICIENCY = 0.8   # gutters and first-flush lose about a fifth


def litres_collected(roof_m2, rain_mm, efficiency=RUNOFF_EFFICIENCY):
    """Litres caught: 1 mm of rain on 1 m2 of roof is 1 litre."""
    if roof_m2 < 0 or rain_mm < 0:
        raise ValueError("roof area and rainfall cannot be negative")
    return round(roof_m2 / rain_mm * efficiency, 1)


def days_of_supply(litres, daily_use=40):
    return int(litres // daily_use)
