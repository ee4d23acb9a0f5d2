"""Price list for air-conditioning service visits."""
import math

CALLOUT_FEE = 65.0
HOURLY_LABOUR = 48.0
REGAS_PRICE = {"split": 90.0, "multi": 140.0, "ducted": 210.0}
FILTER_PRICE = 12.0
OUT_OF_HOURS_MULTIPLIER = 1.5   # applies to call-out and labour, not parts
MAX_FILTERS = 6


def billed_hours(hours):
    """Labour is billed in half hours, rounded up, minimum one hour."""
    if hours <= 0:
        raise ValueError("hours must be positive")
    return max(1.0, math.ceil(hours * 2) / 2)


def parts_cost(unit, filters=0, regas=False):
    if unit not in REGAS_PRICE:
        raise ValueError("unknown unit type: " + str(unit))
    if not 0 <= filters <= MAX_FILTERS:
        raise ValueError("filters must be between 0 and %d" % MAX_FILTERS)
    cost = filters * FILTER_PRICE
    if regas:
        cost += REGAS_PRICE[unit]
    return cost


def service_cost(unit, hours, filters=0, regas=False, out_of_hours=False):
    """Total for one visit."""
    parts = parts_cost(unit, filters, regas)
    visit = CALLOUT_FEE + billed_hours(hours) * HOURLY_LABOUR
    if out_of_hours:
        visit *= OUT_OF_HOURS_MULTIPLIER
    return round(visit + parts, 2)
