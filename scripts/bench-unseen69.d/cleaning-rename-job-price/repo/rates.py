"""Office and domestic cleaning rates."""

HOURLY_RATE = {"domestic": 16.00, "office": 19.50, "end_of_tenancy": 24.00}
WEEKEND_EXTRA = 0.25        # 25% more on Saturdays and Sundays
SUPPLIES_FEE = 6.00         # per visit when we bring products
MINIMUM_HOURS = 2


def calc_job(kind, hours, cleaners=1, weekend=False, supplies=False):
    """Price of one cleaning visit."""
    if kind not in HOURLY_RATE:
        raise ValueError(f"Unknown kind of clean: {kind}")
    billable = max(hours, MINIMUM_HOURS)
    price = HOURLY_RATE[kind] * billable * cleaners
    if weekend:
        price *= 1 + WEEKEND_EXTRA
    if supplies:
        price += SUPPLIES_FEE
    return round(price, 2)
