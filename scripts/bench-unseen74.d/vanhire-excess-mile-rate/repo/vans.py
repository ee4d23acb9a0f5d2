"""Van hire: daily rates, mileage and extras."""

DAILY_RATE = {
    "small": 45.00,
    "medium": 60.00,
    "luton": 85.00,
}
FREE_MILES_PER_DAY = 100
EXCESS_MILE_RATE = 0.25          # per mile over the allowance
WEEKEND_SURCHARGE = 0.25         # Saturdays and Sundays cost a quarter more
SAT_NAV_PER_DAY = 5.00
DAMAGE_WAIVER_PER_DAY = 12.00


def mileage_charge(miles, days):
    allowance = FREE_MILES_PER_DAY * days
    extra = max(0, miles - allowance)
    return round(extra * EXCESS_MILE_RATE, 2)


def hire_cost(size, weekdays, weekend_days=0, miles=0, sat_nav=False, waiver=False):
    if size not in DAILY_RATE:
        raise ValueError(f"No such van size: {size}")
    rate = DAILY_RATE[size]
    days = weekdays + weekend_days
    total = rate * weekdays + rate * (1 + WEEKEND_SURCHARGE) * weekend_days
    total += mileage_charge(miles, days)
    if sat_nav:
        total += SAT_NAV_PER_DAY * days
    if waiver:
        total += DAMAGE_WAIVER_PER_DAY * days
    return round(total, 2)


if __name__ == "__main__":
    print(hire_cost("luton", 2, 1, miles=420, waiver=True))
