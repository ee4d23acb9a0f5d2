"""Charges for garden fountain servicing visits."""

SERVICE_BASE = {"small": 45.00, "medium": 70.00, "large": 110.00}
PUMP_REPLACEMENT = 85.00
WINTERISING = 30.00
FREE_MILES = 10
PER_MILE = 0.60
REPEAT_DISCOUNT = 0.10   # off the service charge only


def travel_charge(miles):
    return max(0, miles - FREE_MILES) * PER_MILE


def service_charge(size, miles, pump=False, winterise=False, repeat_customer=False):
    base = SERVICE_BASE[size]
    if repeat_customer:
        base = base * (1 - REPEAT_DISCOUNT)
    total = base + travel_charge(miles)
    if pump:
        total += PUMP_REPLACEMENT
    if winterise:
        total += WINTERISING
    return round(total, 2)
